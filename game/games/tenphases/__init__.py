"""Ten Phases (game id ``tenphases``): ten phases with standard cards.
Rule ids TP-x refer to ``shared/rules/tenphases.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from pathlib import Path

from ...core.spec import GameSpec
from .lesson import LESSON
from .session import TenPhasesSession

SPEC = GameSpec(
    id="tenphases",
    session=TenPhasesSession,
    folder=Path(__file__).parent,
    better="low",
    lesson=LESSON,
)
