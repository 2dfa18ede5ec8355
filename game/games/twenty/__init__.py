"""Twenty (game id ``twenty``): a Russian shedding game with a shared move
counter, played deal after deal.
Rule ids TW-x refer to ``shared/rules/twenty.md``.

The package holds the engine (``rules``), the bots, the session (commands to
moves, words), the catalog and the rules text (``locale/<lang>/``). ``SPEC``
declares it to the app.
"""

from pathlib import Path

from ...core.spec import GameSpec
from .lesson import LESSON
from .session import TwentySession

SPEC = GameSpec(
    id="twenty",
    session=TwentySession,
    folder=Path(__file__).parent,
    options={"match_points": (100, 50, 200), "deal_limit": (50, 20, 100)},
    better="high",
    lesson=LESSON,
)
