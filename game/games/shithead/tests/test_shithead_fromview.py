"""Shithead made from one seat's view (``Shithead.from_view``): exact within
the view, a guess beyond it: the other hands less their known cards
(SH-12), every face-down card (SH-3: its owner's too) and the stock (SH-5).

Hypothesis plays real games a random number of random legal moves, from the
face-up choice (SH-4) through the starter (SH-8), the table cards (SH-13 to
SH-15) and, under ``play_to_last``, players going out (SH-16), and checks, at
a few stops and for every seat and the public view, the shared checks of
``tests/fromview_checks.py`` and that a guess keeps what the table has seen.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Iterable
from itertools import combinations
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.base import SPECTATOR, Game, Refusal
from game.core.cards import Card, parse_cards
from game.games.shithead.rules import (
    STALEMATE_TURNS,
    ChooseFaceUp,
    FlipFaceDown,
    PickUp,
    Play,
    Shithead,
    ShitheadMove,
    beats,
)
from game.games.shithead.rules.fromview import deck_for
from tests.fromview_checks import (
    EngineHooks,
    check_made_game,
    play_to_end,
    seats_and_public,
    view_of,
)


def _shithead(game: Game[Any]) -> Shithead:
    assert isinstance(game, Shithead)
    return game


def cards(game: Game[Any]) -> list[Any]:
    g = _shithead(game)
    held = [c for s in range(g.players) for c in g.hands[s] + g.face_up[s]]
    down = [c for row in g.face_down for c in row if c is not None]
    return held + down + g.stock + g.pile + g.burnt


def hidden(game: Game[Any], seat: int) -> Hashable:
    """The other hands (as multisets), every face-down row and the stock, in order."""
    g = _shithead(game)
    hands = tuple(tuple(sorted(h)) if s != seat else () for s, h in enumerate(g.hands))
    return hands, tuple(tuple(row) for row in g.face_down), tuple(g.stock)


def guessable(game: Game[Any], seat: int) -> bool:
    """Whether two hidden places of the real game hold different cards that
    could swap places, their SH-12 limits kept: then another deal of the
    hidden cards exists. A place is another seat's unknown hand (its order
    does not count), one face-down slot or one stock position."""
    g = _shithead(game)
    places: list[tuple[object, Card, int | None]] = []
    for s in range(g.players):
        if s != seat:
            unknown = Counter(g.hands[s]) - g.known[s]
            places += [(("hand", s), c, g.hidden_under[s]) for c in unknown.elements()]
        places += [(("down", s, i), c, None) for i, c in enumerate(g.face_down[s])
                   if c is not None]
    places += [(("stock", i), c, None) for i, c in enumerate(g.stock)]

    def fits(card: Card, limit: int | None) -> bool:
        return limit is None or not beats(card.rank, limit)

    return any(p != q and a != b and fits(a, lq) and fits(b, lp)
               for (p, a, lp), (q, b, lq) in combinations(places, 2))


def probes(game: Game[Any]) -> Iterable[ShitheadMove]:
    """Legal and illegal moves of the seat to move: every card of its hand
    and face-up cards alone, pairs of them (of one rank or not, SH-6), all
    its hand, no card, the pile's cards (not held), every slot and beyond
    (SH-15), a pick-up (SH-12) and face-up choices of every size (SH-4)."""
    g = _shithead(game)
    seat = g.to_move
    held = g.hands[seat] + g.face_up[seat]
    yield Play(())
    yield Play(tuple(g.hands[seat]))
    for card in held:
        yield Play((card,))
    for pair in list(combinations(held, 2))[:15]:
        yield Play(pair)
    for card in g.pile[-2:]:
        yield Play((card,))
    for index in range(-1, 5):
        yield FlipFaceDown(index)
    yield PickUp()
    hand = sorted(g.hands[seat])
    for size in (2, 3, 4):
        yield ChooseFaceUp(tuple(hand[:size]))
    yield ChooseFaceUp(tuple(hand[-3:]))
    if g.pile:
        yield ChooseFaceUp((*hand[:2], g.pile[-1]))


HOOKS = EngineHooks(engine=Shithead, cards=cards, deck=lambda g: deck_for(g.players),
                    hidden=hidden, probes=probes, guessable=guessable)


def check_all(real: Shithead, rng_seed: int, play_out: bool = True) -> None:
    for seat in seats_and_public(real.players):
        made = _shithead(check_made_game(HOOKS, real, seat, rng_seed, play_out=False))
        check_keeps_what_the_table_saw(real, made, seat)
        if play_out:
            play_to_end(made, rng_seed)


def check_keeps_what_the_table_saw(real: Shithead, made: Shithead, seat: int) -> None:
    """The guess deals each seat the cards it is known to hold (SH-12) and,
    after a pick-up with cards in hand, only cards below that pile to the
    rest of its hand; it copies the seat's own table cards and face-down slots."""
    for s in range(real.players):
        assert not made.known[s] - Counter(made.hands[s])
        assert made.face_up[s] == real.face_up[s]
        assert len(made.face_down_left(s)) == len(real.face_down_left(s))
        rank = made.hidden_under[s]
        if rank is not None:
            unknown = Counter(made.hands[s]) - made.known[s]
            assert not any(beats(c.rank, rank) for c in unknown.elements())
    if seat != SPECTATOR:
        assert made.hands[seat] == real.hands[seat]
        assert made.face_down_left(seat) == real.face_down_left(seat)
        assert made.source(seat) == real.source(seat)
        assert made.can_play(seat) == real.can_play(seat)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32),
       play_to_last=st.booleans(), four_burn_plays_again=st.booleans(),
       moves=st.integers(0, 700), stops=st.lists(st.integers(0, 700), max_size=3),
       rng_seed=st.integers(0, 10**6))
def test_a_game_made_from_any_view_is_the_real_one_as_far_as_the_view_goes(
    players: int, seed: int, play_to_last: bool, four_burn_plays_again: bool, moves: int,
    stops: list[int], rng_seed: int,
) -> None:
    options = {"play_to_last": play_to_last, "four_burn_plays_again": four_burn_plays_again}
    real = Shithead(players, seed=seed, options=options)
    rng = random.Random(seed)
    check_all(real, rng_seed)  # the very start: the face-up choice (SH-4)
    for step in range(1, moves + 1):
        if real.is_over():
            break
        real.apply(rng.choice(real.legal_moves()))
        if step in stops or (step == players and real.phase == "play"):  # just after SH-8
            check_all(real, rng_seed + step)
    check_all(real, rng_seed + moves)


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), play_to_last=st.booleans(),
       rng_seed=st.integers(0, 10**6))
def test_a_game_made_from_a_finished_game_is_over_with_its_results_sh16(
    players: int, seed: int, play_to_last: bool, rng_seed: int,
) -> None:
    real = Shithead(players, seed=seed, options={"play_to_last": play_to_last})
    rng = random.Random(seed)
    while not real.is_over():
        real.apply(rng.choice(real.legal_moves()))
    check_all(real, rng_seed)
    made = _shithead(Shithead.from_view(real.view(0), real.options, random.Random(rng_seed)))
    assert made.shithead == real.shithead
    assert made.refusal(PickUp()) == Refusal("game-over")


def position(hands: list[str], face_up: list[str], face_down: list[str], pile: str = "",
             quiet: int = 0) -> Shithead:
    """A two-player game in play, seat 0 to move, the stock empty and every
    card not named burnt (SH-10), so that the cards make a deck."""
    rows = [parse_cards(r.split()) for r in hands + face_up + face_down + [pile]]
    named = Counter(c for row in rows for c in row)
    return Shithead.from_position(
        2, hands=rows[0:2], face_up=rows[2:4], face_down=rows[4:6], pile=rows[6],
        burnt=list((Counter(deck_for(2)) - named).elements()), quiet_turns=quiet)


def _stalemate_position(quiet: int) -> Shithead:
    """Seat 0 cannot beat the king and must pick up: turn 1,000 without a burn."""
    return position(["3C 4D", "5S 6S"], ["7C", "8C"], ["9C JC QC", "9D JD QD"], pile="KH",
                    quiet=quiet)


def test_a_game_made_after_a_stalemate_is_a_draw_sh17() -> None:
    real = _stalemate_position(STALEMATE_TURNS - 1)
    real.apply(PickUp())
    assert real.is_over() and real.results().draw
    for seat in seats_and_public(2):
        made = Shithead.from_view(view_of(real, seat), real.options, random.Random(seat))
        assert made.is_over() and made.results() == real.results()
        assert view_of(made, seat) == view_of(real, seat)


def test_a_game_made_one_turn_before_a_stalemate_reaches_it_sh17() -> None:
    real = _stalemate_position(STALEMATE_TURNS - 1)
    check_made_game(HOOKS, real, 0, 3)
    made = Shithead.from_view(real.view(0), real.options, random.Random(3))
    made.apply(PickUp())
    assert made.is_over() and made.results().draw


def test_a_seat_that_picked_up_is_dealt_only_cards_below_that_pile_sh12() -> None:
    # Seat 1 holds 5D 6D 7D, cannot beat the ace and picks up the queen and the ace:
    # its three other cards are below an ace in every guess (never the 2, 10
    # or ace lying face down, SH-9, SH-10), and QC AS are known.
    real = position(["3C 4C AS", "5D 6D 7D"], ["8C", "8D"], ["9C JC QD", "2D 10D AD"],
                    pile="QC")
    real.apply(Play(tuple(parse_cards(["AS"]))))
    real.apply(PickUp())
    assert real.hidden_under[1] == 1 and Counter(real.known[1]) == Counter(
        parse_cards(["QC", "AS"]))
    aces_and_specials = {1, 2, 10}
    for k in range(200):
        made = Shithead.from_view(real.view(0), real.options, random.Random(k))
        unknown = Counter(made.hands[1]) - Counter(parse_cards(["QC", "AS"]))
        assert sum(unknown.values()) == 3
        assert not any(c.rank in aces_and_specials for c in unknown.elements())
        assert made.legal_moves() == real.legal_moves()


def test_a_view_with_more_copies_than_the_deck_is_refused() -> None:
    real = Shithead(2, seed=4)
    view = real.view(0)
    bad = type(view)(**{**view.__dict__, "pile": (view.hand[0],)})
    with pytest.raises(ValueError):
        Shithead.from_view(bad, real.options, random.Random(0))


def test_the_views_option_flags_are_the_made_games_options() -> None:
    real = Shithead(3, seed=2, options={"play_to_last": True})
    made = Shithead.from_view(real.view(1), {}, random.Random(0))
    assert made.options == real.options
