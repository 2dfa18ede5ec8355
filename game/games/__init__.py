"""The games: one package a game, each declaring itself by a ``SPEC``.

Adding a game is a new package here and one line in ``SPECS``; the app,
i18n, saves, statistics, the simulator and replay read only this list.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeGuard

from ..catalog_folders import add_game_catalogs
from ..core.base import Game
from ..core.spec import GameSpec
from .phase10 import SPEC as PHASE10
from .shithead import SPEC as SHITHEAD
from .tenphases import SPEC as TENPHASES
from .twenty import SPEC as TWENTY

#: Every game, in the order the main menu offers them.
SPECS: tuple[GameSpec, ...] = (TWENTY, PHASE10, TENPHASES, SHITHEAD)

# A game's words are its own: i18n reads them from the folders added here
# (through game.catalog_folders: the server, which imports this list for the
# engines, loads no catalog).
for _game in SPECS:
    add_game_catalogs(_game.locale)

_BY_ID: Mapping[str, GameSpec] = {s.id: s for s in SPECS}


def spec(game_id: str) -> GameSpec:
    """The game of ``game_id``; KeyError for a game this version lacks."""
    return _BY_ID[game_id]


def known(game_id: object) -> TypeGuard[str]:
    """Whether ``game_id`` names a game of this version."""
    return isinstance(game_id, str) and game_id in _BY_ID


def engines() -> dict[str, type[Game[Any]]]:
    """Engine class by game id, as records and replay check headers."""
    return {s.id: s.engine for s in SPECS}
