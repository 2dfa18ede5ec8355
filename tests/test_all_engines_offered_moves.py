"""Every state tells the truth: whatever ``legal_moves()`` offers, ``apply()``
accepts, in every game: a move offered and refused strands a bot or a player.

Positions are reached by random legal play from random seeds, player counts
and options. At each position every offered move must have no refusal, and a
fresh copy of the game must carry it out without raising. The walk prefers
progress moves (lay, hit, declare: each game's ``progress_moves``) when
offered, so that the phase games get past their first phases and the finders
are asked about every phase. What is a game's own (its progress moves, its
options beyond the booleans, the phases the walk must reach) it declares in
its folder's traits (tests/game_traits.py).

A move offered and then refused is what a player hears as "Choose how to
lay" followed by "you cannot": a lie the engine tells. Ten Phases' finder
once offered phase 3 with a set made only of jokers (TP-10).
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest

from game.core.base import Game, IllegalMove
from game.games import SPECS, spec
from tests.game_traits import traits

#: Positions checked per game: thousands in all, in well under a minute.
POSITIONS = 2000
#: Moves of one game before a fresh game (new seed, player count, options).
GAME_LENGTH = 250


def _options(game_id: str, rng: random.Random) -> dict[str, Any]:
    """Random options: each boolean flipped at random; then the game's own
    (``random_options``: Twenty's ints chosen so that matches also end within
    a walk)."""
    engine = spec(game_id).engine
    options: dict[str, Any] = {}
    for name, default in engine.default_options.items():
        if isinstance(default, bool):
            options[name] = rng.random() < 0.5
    chosen = traits(game_id).random_options
    if chosen is not None:
        options.update(chosen(rng))
    return options


def walk(
    game_id: str, seed: int, positions: int, check: Callable[[Game[Any], list[Any]], None]
) -> dict[str, int]:
    """Random legal play over ``positions`` positions, calling ``check`` at
    each; returns what was covered (positions, moves, games, games ended,
    the most phases any seat completed)."""
    rng = random.Random(seed)
    engine = spec(game_id).engine
    progress_moves = traits(game_id).progress_moves
    seen = {"positions": 0, "moves": 0, "games": 0, "ended": 0, "deepest": 0}
    while seen["positions"] < positions:
        players = rng.randint(engine.min_players, engine.max_players)
        game = engine(players, seed=rng.randrange(2**31), options=_options(game_id, rng))
        seen["games"] += 1
        for _ in range(GAME_LENGTH):
            if game.is_over() or seen["positions"] >= positions:
                break
            legal = game.legal_moves()
            assert legal, f"{game_id}: a live position offers no move"
            check(game, legal)
            seen["positions"] += 1
            seen["moves"] += len(legal)
            progress = [m for m in legal if isinstance(m, progress_moves)]
            if progress and rng.random() < 0.8:
                game.apply(rng.choice(progress))
            else:
                game.apply(rng.choice(legal))
        seen["ended"] += game.is_over()
        seen["deepest"] = max(seen["deepest"], *getattr(game, "phases_done", [0]))
    return seen


def every_offer_accepted(game: Game[Any], legal: list[Any]) -> None:
    frozen = pickle.dumps(game)
    for move in legal:
        assert game.refusal(move) is None, (game.game_id, move, game.refusal(move))
        fresh = pickle.loads(frozen)
        try:
            fresh.apply(move)
        except IllegalMove as exc:  # pragma: no cover - the failure being tested
            pytest.fail(f"{game.game_id}: offered {move} refused by apply: {exc}")


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_every_offered_move_is_accepted(game_id: str) -> None:
    seen = walk(game_id, seed=9, positions=POSITIONS, check=every_offer_accepted)
    assert seen["positions"] == POSITIONS
    assert seen["moves"] > POSITIONS  # positions with a real choice were checked
    assert seen["games"] >= 8  # many seeds, player counts and options
    # Worth something only if the finders are asked about later phases too.
    assert seen["deepest"] >= traits(game_id).phases_reached, seen


def test_ten_phases_seed_104_plays_to_its_end() -> None:
    """The game of the report: four easy bots, seed 104, once ended in
    ``IllegalMove: group-all-jokers`` (TP-10)."""
    from game.simulate import play_bot_game

    outcome = play_bot_game("tenphases", ["easy"] * 4, seed=104)
    assert outcome.winners
