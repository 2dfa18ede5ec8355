"""No bot-only game of any game, any levels, any player count fails to end:
a game that never ends hangs the player's table.

CI budget (about three minutes on two cores): many seeded games of every
easy/normal mix, where games are fast; every mix that includes a hard bot at
every player count once (Phase 10 at five and six players: one hard seat, and
all hard, since its hard bot is slow); and the seeds that once looped. The
bigger sweep, thousands of games with hard bots in every mix, is
``bench/bench_termination.py``.

What guarantees the end: Twenty (TW-3a deal limit; 20 moves a deal) and
Shithead (SH-17 stalemate limit) end by rule. Phase 10 and Ten Phases do not:
their stock never runs out (the discard pile is reshuffled, P10-11 / TP-9),
so only the players end them. Their bots never throw back the card they just
took and never take the discard twice from the same situation in a deal
(:class:`game.core.bots.DiscardPileMemory`), so no deterministic cycle of
takes survives; stock draws bring chance, and every level lays or declares
its phase when it can (the easy Phase 10 bot half the time).
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from game.core.bots import LEVELS, bot_rng
from game.games import SPECS, spec
from tests.game_traits import traits

#: A game longer than this is stuck: the longest measured (bench_termination)
#: are a few thousand moves (Phase 10, six easy bots).
CAP = 30_000
# Games per easy/normal mix and player count, and seeds per mix that
# includes a hard bot, are each game's (``easy_normal_seeds``, ``hard_seeds``
# in its folder's traits, tests/game_traits.py): many where games are fast.


def moves_to_end(game_id: str, levels: list[str], seed: int) -> int | None:
    """Moves of one bot-only game, or None if it had not ended after CAP."""
    entry = spec(game_id)
    game = entry.engine(len(levels), seed=seed)
    bots = [entry.bots[level](bot_rng(seed, seat)) for seat, level in enumerate(levels)]
    for moves in range(CAP):
        if game.is_over():
            return moves
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return None


def hard_mixes(game_id: str, players: int) -> list[tuple[str, ...]]:
    # The expert (a search on top of the hard bot) ends its games by the same
    # memory; its own games are tests/test_expert.py's, at a small budget.
    rule_levels = [level for level in LEVELS if level != "expert"]
    mixes = [m for m in combinations_with_replacement(rule_levels, players) if "hard" in m]
    thinned_from = traits(game_id).hard_mixes_thinned_from
    if thinned_from is not None and players >= thinned_from:
        mixes = [m for m in mixes if m.count("hard") in (1, players)]
    return mixes


def run_all(game_id: str, plan: list[tuple[tuple[str, ...], int]]) -> tuple[int, int]:
    """Play each (mix, seed), seats in a seed-dependent order; (games, longest)."""
    stuck: list[str] = []
    longest = 0
    for mix, seed in plan:
        levels = list(mix)
        random.Random(seed).shuffle(levels)
        moves = moves_to_end(game_id, levels, seed)
        if moves is None:
            stuck.append(f"{','.join(levels)} seed {seed}")
        else:
            longest = max(longest, moves)
    assert not stuck, f"{game_id}: not ended after {CAP} moves: {stuck}"
    return len(plan), longest


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_easy_and_normal_games_end(game_id: str) -> None:
    engine = spec(game_id).engine
    plan = [
        (mix, seed)
        for players in range(engine.min_players, engine.max_players + 1)
        for mix in combinations_with_replacement(("easy", "normal"), players)
        for seed in range(traits(game_id).easy_normal_seeds)
    ]
    games, longest = run_all(game_id, plan)
    assert games >= 100 and longest < CAP


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_games_with_hard_bots_end(game_id: str) -> None:
    engine = spec(game_id).engine
    plan = [
        (mix, 500 + 10 * players + i)
        for players in range(engine.min_players, engine.max_players + 1)
        for mix in hard_mixes(game_id, players)
        for i in range(traits(game_id).hard_seeds)
    ]
    games, _ = run_all(game_id, plan)
    assert games >= 10
