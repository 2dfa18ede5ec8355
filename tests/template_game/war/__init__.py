"""War (game id ``war``): the template game that proves the recipe of
``docs/architecture.md`` ("Adding a game"). ``tests/test_adding_a_game.py``
copies this folder into a temporary copy of the repository as
``game/games/war/`` and plays it; it is never installed in the checkout.

The package holds the engine (``rules``), the bots, the session, the catalog
and the rules text (``locale/<lang>/``). ``SPEC`` declares it to the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...core.spec import GameSpec
from .bots import BOTS
from .rules import War

if TYPE_CHECKING:
    from .session import WarSession


def load_session() -> type[WarSession]:
    # Imported at the first use: the online server plays the engine and the
    # bots and never needs the words (nor the catalogs they read).
    from .session import WarSession

    return WarSession


SPEC = GameSpec(
    id="war",
    engine=War,
    bots=BOTS,
    load_session=load_session,
    folder=Path(__file__).parent,
    better="high",
)
