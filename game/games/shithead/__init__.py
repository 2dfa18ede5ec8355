"""Shithead (Palace, Karma; game id ``shithead``): it keeps no score. Rule ids
SH-x refer to ``shared/rules/shithead.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...core.spec import GameSpec
from .expert import BOT_LEVELS
from .rules import Shithead

if TYPE_CHECKING:
    from ...core.lesson import Lesson
    from .session import ShitheadSession


def load_session() -> type[ShitheadSession]:
    # Imported at the first use: the online server plays the engine and the
    # bots and never needs the words (nor the catalogs they read).
    from .session import ShitheadSession

    return ShitheadSession


def load_lesson() -> Lesson:
    from .lesson import LESSON

    return LESSON


SPEC = GameSpec(
    id="shithead",
    engine=Shithead,
    bots=BOT_LEVELS,
    load_session=load_session,
    folder=Path(__file__).parent,
    load_lesson=load_lesson,
)
