"""Phase 10 (game id ``phase10``): ten phases laid in order.
Rule ids P10-x refer to ``shared/rules/phase10.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...core.spec import GameSpec
from .expert import BOT_LEVELS
from .rules import Phase10

if TYPE_CHECKING:
    from ...core.lesson import Lesson
    from .session import Phase10Session


def load_session() -> type[Phase10Session]:
    # Imported at the first use: the online server plays the engine and the
    # bots and never needs the words (nor the catalogs they read).
    from .session import Phase10Session

    return Phase10Session


def load_lesson() -> Lesson:
    from .lesson import LESSON

    return LESSON


SPEC = GameSpec(
    id="phase10",
    engine=Phase10,
    bots=BOT_LEVELS,
    load_session=load_session,
    folder=Path(__file__).parent,
    better="low",
    load_lesson=load_lesson,
)
