"""Phase 10 (game id ``phase10``): ten phases laid in order.
Rule ids P10-x refer to ``shared/rules/phase10.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from pathlib import Path

from ...core.spec import GameSpec
from .lesson import LESSON
from .session import Phase10Session

SPEC = GameSpec(
    id="phase10",
    session=Phase10Session,
    folder=Path(__file__).parent,
    better="low",
    lesson=LESSON,
)
