"""War (game id ``war``): the template game that proves the recipe of
``docs/architecture.md`` ("Adding a game"). ``tests/test_adding_a_game.py``
copies this folder into a temporary copy of the repository as
``game/games/war/`` and plays it; it is never installed in the checkout.

The package holds the engine (``rules``), the bots, the session, the catalog
and the rules text (``locale/<lang>/``). ``SPEC`` declares it to the app.
"""

from pathlib import Path

from ...core.spec import GameSpec
from .session import WarSession

SPEC = GameSpec(
    id="war",
    session=WarSession,
    folder=Path(__file__).parent,
    better="high",
)
