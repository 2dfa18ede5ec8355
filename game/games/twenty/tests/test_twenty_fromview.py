"""Twenty made from one seat's view (``Twenty.from_view``): exact within the
view, a guess beyond it (the other hands and the stock, TW-4).

Hypothesis plays real matches a random number of random legal moves (from
the very start, across deal boundaries, TW-3/TW-4, to the match's end, TW-3
and TW-3a) and checks, at a few stops and for every seat and the public
view, the shared checks of ``tests/fromview_checks.py``.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable
from itertools import combinations
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.base import SPECTATOR, Game, Refusal
from game.core.cards import parse_cards, standard_deck
from game.games.twenty.rules import LAST_MOVE, Draw, Pass, Play, Twenty, TwentyMove
from tests.fromview_checks import EngineHooks, check_made_game, seats_and_public


def _twenty(game: Game[Any]) -> Twenty:
    assert isinstance(game, Twenty)
    return game


def cards(game: Game[Any]) -> list[Any]:
    g = _twenty(game)
    return [c for h in g.hands for c in h] + g.stock + g.table


def hidden(game: Game[Any], seat: int) -> Hashable:
    """The other hands (as sets: a hand's order is nobody's business) and the stock, in order."""
    g = _twenty(game)
    hands = tuple(tuple(sorted(h)) if s != seat else () for s, h in enumerate(g.hands))
    return hands, tuple(g.stock)


def guessable(game: Game[Any], seat: int) -> bool:
    """More than one way to deal what ``seat`` cannot see (one deck: no two
    cards alike): a stock of two cards or more, or two places to share among."""
    g = _twenty(game)
    places = [len(h) for s, h in enumerate(g.hands) if s != seat and h] + [len(g.stock)]
    return len(g.stock) >= 2 or sum(1 for k in places if k) >= 2


def probes(game: Game[Any]) -> Iterable[TwentyMove]:
    """Legal and illegal moves of the seat to move: every card alone and in
    pairs (over the limit, TW-7), all the hand, no card, a card it does not
    hold, and drawing and passing (TW-8)."""
    g = _twenty(game)
    hand = g.hands[g.to_move]
    yield Play(())
    yield Play(tuple(hand))
    for card in hand:
        yield Play((card,))
    for pair in list(combinations(hand, 2))[:12]:
        yield Play(pair)
    elsewhere = [c for c in standard_deck() if c not in hand]
    yield Play((elsewhere[0],))
    if hand:
        yield Play((hand[0], hand[0]))  # one card twice
    yield Draw()
    yield Pass()


HOOKS = EngineHooks(engine=Twenty, cards=cards, deck=lambda g: standard_deck(), hidden=hidden,
                    probes=probes, guessable=guessable)


def check_all(real: Twenty, rng_seed: int, play_out: bool = True) -> None:
    for seat in seats_and_public(real.players):
        check_made_game(HOOKS, real, seat, rng_seed, play_out)


options_strategy = st.fixed_dictionaries({
    "match_points": st.sampled_from([20, 60, 100]),
    "deal_limit": st.sampled_from([1, 2, 3, 50]),
})


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), options=options_strategy,
       moves=st.integers(0, 200), stops=st.lists(st.integers(0, 200), max_size=3),
       rng_seed=st.integers(0, 10**6))
def test_a_game_made_from_any_view_is_the_real_one_as_far_as_the_view_goes(
    players: int, seed: int, options: dict[str, int], moves: int, stops: list[int],
    rng_seed: int,
) -> None:
    real = Twenty(players, seed=seed, options=options)
    rng = random.Random(seed)
    check_all(real, rng_seed)  # the very start: move 1 of deal 1 (TW-5)
    for step in range(1, moves + 1):
        if real.is_over():
            break
        real.apply(rng.choice(real.legal_moves()))
        if step in stops:
            check_all(real, rng_seed + step)
    check_all(real, rng_seed + moves)


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), options=options_strategy,
       rng_seed=st.integers(0, 10**6))
def test_a_game_made_from_the_end_of_a_match_is_over_with_its_winners_tw3(
    players: int, seed: int, options: dict[str, int], rng_seed: int,
) -> None:
    real = Twenty(players, seed=seed, options=options)
    rng = random.Random(seed)
    last: list[int] = []
    while not real.is_over():
        # Checked at the last move of every deal (TW-9), just before it ends.
        if real.move_number == LAST_MOVE and real.deal_number not in last:
            last.append(real.deal_number)
            check_all(real, rng_seed, play_out=False)
        real.apply(rng.choice(real.legal_moves()))
    check_all(real, rng_seed)
    for seat in seats_and_public(players):
        made = Twenty.from_view(real.public_view() if seat == SPECTATOR else real.view(seat),
                                real.options, random.Random(rng_seed))
        assert made.results().winners == real.results().winners
        assert made.refusal(Draw()) == Refusal("game-over")


def test_a_guess_differs_from_the_truth_but_never_in_what_the_seat_sees() -> None:
    real = Twenty(3, seed=11)
    made = Twenty.from_view(real.view(1), real.options, random.Random(5))
    assert made.hands[1] == real.hands[1]
    assert (made.hands[0], made.hands[2], made.stock) != (real.hands[0], real.hands[2],
                                                           real.stock)
    assert made.seed != real.seed
    assert made.dealer == real.dealer


def test_a_view_showing_a_card_twice_is_refused() -> None:
    real = Twenty(2, seed=1)
    view = real.view(0)
    bad = type(view)(**{**view.__dict__, "table": tuple(parse_cards([str(view.hand[0])]))})
    with pytest.raises(ValueError):
        Twenty.from_view(bad, real.options, random.Random(0))
