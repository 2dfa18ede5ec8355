"""Phase 10 bots lay the laying that leaves the fewest cards, then the least
penalty (a planted fault making them lay the fewest once went unnoticed)."""

from __future__ import annotations

import random

import pytest

from game.games.phase10.bots import BOTS
from game.games.phase10.rules import Phase10
from game.games.phase10.rules.cards import WILD, P10Card, parse_cards, penalty
from game.games.phase10.rules.moves import Lay


def laid(move: Lay) -> tuple[int, int]:
    """(cards laid, penalty laid): more of both leaves less in hand."""
    cards = [c for g in move.groups for c in g.cards]
    return len(cards), sum(penalty(c) for c in cards)


def _ready_to_lay(hand: list[P10Card], phase: int, seed: int = 1) -> Phase10:
    game = Phase10(2, seed=seed)
    game.hands[0] = list(hand)
    game.phases_done = [phase - 1, 0]
    game.to_move, game.step = 0, "play"
    return game


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_p10_8_bot_lays_the_most_cards(level: str) -> None:
    # Phase 1: four 5s, three 9s and a wild can lay 6, 7 or 8 cards.
    hand = list(parse_cards(["R5", "B5", "G5", "Y5", "R9", "B9", "G9", "W", "B2", "Y11", "G12"]))
    game = _ready_to_lay(hand, 1)
    legal = game.legal_moves()
    lays = [m for m in legal if isinstance(m, Lay)]
    assert len({laid(m)[0] for m in lays}) > 1  # the choice is real
    move = BOTS[level](random.Random(0)).choose(game.view(0), legal)
    assert isinstance(move, Lay)
    assert laid(move) == max(laid(m) for m in lays) and laid(move)[0] == 8


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_p10_8_bot_lays_the_best_of_every_offer(level: str) -> None:
    """Random hands on every phase: whenever several layings are offered, the
    bot's is one leaving the fewest cards, then the least penalty."""
    rng = random.Random(8)
    kinds = [P10Card(c, n) for c in "RBGY" for n in range(1, 13)]
    differing = 0
    for i in range(400):
        phase = i % 10 + 1
        base = rng.sample(range(1, 13), rng.randint(2, 5))
        pool = [P10Card(rng.choice("RBGY"), n) for n in base for _ in range(4)]
        hand = rng.sample(pool, 7) + [WILD] * rng.randint(0, 2) + rng.sample(kinds, 2)
        game = _ready_to_lay(hand, phase, seed=i)
        legal = game.legal_moves()
        lays = [m for m in legal if isinstance(m, Lay)]
        if len(lays) < 2:
            continue
        move = BOTS[level](random.Random(i)).choose(game.view(0), legal)
        assert isinstance(move, Lay)
        assert laid(move) == max(laid(m) for m in lays), [str(c) for c in hand]
        differing += len({laid(m) for m in lays}) > 1
    assert differing >= 30, differing
