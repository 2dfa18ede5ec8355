"""Ten Phases (game id ``tenphases``): ten phases with standard cards.
Rule ids TP-x refer to ``shared/rules/tenphases.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...core.spec import GameSpec
from .expert import BOT_LEVELS
from .rules import TenPhases

if TYPE_CHECKING:
    from ...core.lesson import Lesson
    from .session import TenPhasesSession


def load_session() -> type[TenPhasesSession]:
    # Imported at the first use: the online server plays the engine and the
    # bots and never needs the words (nor the catalogs they read).
    from .session import TenPhasesSession

    return TenPhasesSession


def load_lesson() -> Lesson:
    from .lesson import LESSON

    return LESSON


SPEC = GameSpec(
    id="tenphases",
    engine=TenPhases,
    bots=BOT_LEVELS,
    load_session=load_session,
    folder=Path(__file__).parent,
    better="low",
    load_lesson=load_lesson,
)
