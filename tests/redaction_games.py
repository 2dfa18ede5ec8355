"""Whole games of every game in ``game.games.SPECS``, played by the easy bots
straight on the engine (no session: fast enough for many seeds), for the
tests of what each seat is shown (tests/test_redaction_unchanged.py,
tests/test_nothing_hidden.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from game.core.base import SPECTATOR, Game
from game.core.spec import GameSpec

#: Legal moves the bots get to finish any game (as the engine machines allow).
END_BOUND = 100_000
#: How often a seat makes a random legal move rather than its bot's.
WHIM = 0.2


def viewers(game: Game[Any]) -> list[int]:
    """Every seat, and a watcher."""
    return [*range(game.players), SPECTATOR]


def play(spec: GameSpec, players: int, seed: int,
         after_move: Callable[[Game[Any], int], None] | None = None) -> Game[Any]:
    """A whole game with default options, every seat an easy bot seeded by
    its seat that now and then makes any legal move instead (so moves no bot
    chooses, such as Ten Phases' redraw, happen too); ``after_move(game,
    first)`` runs after the start and after each move, ``first`` the index
    of the move's first event."""
    game = spec.engine(players, seed=seed)
    if after_move is not None:
        after_move(game, 0)
    bots = {s: spec.bots["easy"](random.Random(s)) for s in range(players)}
    whim = random.Random(seed)
    for _ in range(END_BOUND):
        seat = game.current_player()
        if seat is None:
            break
        first = len(game.events)
        legal = game.legal_moves()
        if whim.random() < WHIM:
            move = whim.choice(legal)
        else:
            move = bots[seat].choose(game.view(seat), legal)
        game.apply(move)
        if after_move is not None:
            after_move(game, first)
    assert game.is_over(), f"{spec.id} seed {seed} did not end within {END_BOUND} moves"
    return game


def player_counts(spec: GameSpec) -> Iterator[int]:
    return iter(range(spec.engine.min_players, spec.engine.max_players + 1))
