"""Twenty (game id ``twenty``): a Russian shedding game with a shared move
counter, played deal after deal.
Rule ids TW-x refer to ``shared/rules/twenty.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...core.spec import GameSpec
from .expert import BOT_LEVELS
from .rules import Twenty

if TYPE_CHECKING:
    from ...core.lesson import Lesson
    from .session import TwentySession


def load_session() -> type[TwentySession]:
    # Imported at the first use: the online server plays the engine and the
    # bots and never needs the words (nor the catalogs they read).
    from .session import TwentySession

    return TwentySession


def load_lesson() -> Lesson:
    from .lesson import LESSON

    return LESSON


SPEC = GameSpec(
    id="twenty",
    engine=Twenty,
    bots=BOT_LEVELS,
    load_session=load_session,
    folder=Path(__file__).parent,
    options={"match_points": (100, 50, 200), "deal_limit": (50, 20, 100)},
    better="high",
    load_lesson=load_lesson,
)
