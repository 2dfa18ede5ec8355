"""The interface every computer player implements."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

M = TypeVar("M")

LEVELS = ("easy", "normal", "hard")


class Bot(Protocol[M]):  # type: ignore[misc]
    """Chooses a move from what its seat may know.

    ``view`` is the engine's ``view(seat)``; ``legal`` the engine's
    ``legal_moves()`` for that seat (they depend only on what the seat knows).
    A bot keeps its own memory between calls when it wants to (cards seen).
    """

    level: str

    def choose(self, view: Any, legal: Sequence[M]) -> M: ...


class RandomBot(Generic[M]):
    """Easy level for any game: a uniformly random legal move."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[M]) -> M:
        return self.rng.choice(list(legal))


def bot_rng(seed: int, seat: int) -> random.Random:
    """A bot's own random generator: reproducible from the game seed."""
    return random.Random(seed * 1000 + seat + 7919)
