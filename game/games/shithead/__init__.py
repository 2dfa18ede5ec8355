"""Shithead (Palace, Karma; game id ``shithead``): it keeps no score. Rule ids
SH-x refer to ``shared/rules/shithead.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from pathlib import Path

from ...core.spec import GameSpec
from .lesson import LESSON
from .session import ShitheadSession

SPEC = GameSpec(
    id="shithead",
    session=ShitheadSession,
    folder=Path(__file__).parent,
    lesson=LESSON,
)
