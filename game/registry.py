"""Which games exist: engine class, bots and display name id per game id."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .core.base import Game
from .games.phase10 import bots as phase10_bots
from .games.phase10.rules import Phase10
from .games.shithead import bots as shithead_bots
from .games.shithead.rules import Shithead
from .games.tenphases import bots as tenphases_bots
from .games.tenphases.rules import TenPhases
from .games.twenty import bots as twenty_bots
from .games.twenty.rules import Twenty


@dataclass(frozen=True)
class GameEntry:
    game_id: str
    engine: type[Game[Any]]
    bots: Mapping[str, Callable[[random.Random], Any]]
    title_id: str  # catalog message with the game's name


GAMES: Mapping[str, GameEntry] = {
    "twenty": GameEntry("twenty", Twenty, twenty_bots.BOTS, "twenty-title"),
    "phase10": GameEntry("phase10", Phase10, phase10_bots.BOTS, "phase10-title"),
    "tenphases": GameEntry("tenphases", TenPhases, tenphases_bots.BOTS, "tenphases-title"),
    "shithead": GameEntry("shithead", Shithead, shithead_bots.BOTS, "shithead-title"),
}

ENGINES: Mapping[str, type[Game[Any]]] = {gid: entry.engine for gid, entry in GAMES.items()}
