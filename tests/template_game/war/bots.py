"""Computer players for War. War has no decisions (turning over the top card
is the only move), so every level is the random bot of the core; the app
still has every level (easy, normal, hard, expert), as every game."""

from __future__ import annotations

from ...core.bots import RandomBot
from .rules import Turn


class WarBot(RandomBot[Turn]):
    """Turns over its card: a random choice among the one legal move."""


BOTS = {"easy": WarBot, "normal": WarBot, "hard": WarBot, "expert": WarBot}
