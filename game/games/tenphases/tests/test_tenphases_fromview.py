"""``TenPhases.from_view``: a game made from one seat's view agrees with the
real one on all that seat may know, holds exactly the deck (TP-1), and plays
on to its end.

The real games are played by the game's bots with some random legal moves
mixed in, from the deal to the end (TP-12) and past it. To reach the last
phases quickly, some games start with phases already done. Rulings that
matter: the keep-or-redraw choice after a declaration (TP-8: the shown cards
are known to be in the declarer's hand and a redraw discards them in their
order), the reshuffle of the discard pile (TP-9: the pile below the top is
guessed but counted) and options ``ace_high_runs`` and ``flush_phases``.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.base import SPECTATOR, Game
from game.core.bots import bot_rng
from game.core.cards import JOKER, Card, standard_deck
from game.games.tenphases.bots import EasyTenPhasesBot, NormalTenPhasesBot
from game.games.tenphases.rules import (
    CHOOSE,
    DRAW,
    Declare,
    Discard,
    DrawStock,
    Group,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhases,
    TenPhasesMove,
    TenPhasesView,
)
from tests.fromview_checks import (
    check_agrees,
    check_deterministic,
    check_is_a_deck,
    drive,
    play_to_end,
    seats_and_public,
    view_of,
)

#: Steps whose moves need no hand: drawing, and keep or redraw (TP-8).
OPEN_STEPS = (DRAW, CHOOSE)
OPEN_PROBES: list[TenPhasesMove] = [DrawStock(), TakeDiscard(), Keep(), Redraw()]


def deck(players: int) -> list[Card]:
    return standard_deck(decks=players, jokers=2 * players)  # TP-1


def options_of(ace_high: bool, flush: bool) -> dict[str, bool]:
    return {"ace_high_runs": ace_high, "flush_phases": flush}


def played(players: int, seed: int, options: dict[str, bool], head: list[int] | None,
           moves: int, random_share: float) -> TenPhases:
    game = TenPhases(players, seed=seed, options=options)
    if head is not None:  # phases already done (TP-11: in order)
        game.phases_done = head[:players]
    bots = [NormalTenPhasesBot(bot_rng(seed, s)) for s in range(players)]
    drive(game, bots, random.Random(seed), moves, random_share)
    return game


def all_cards(game: TenPhases) -> list[Card]:
    return [c for h in game.hands for c in h] + game.discard + game.stock


def hidden(game: Game[Any]) -> Any:
    assert isinstance(game, TenPhases)
    return ([list(h) for h in game.hands], list(game.discard), list(game.stock))


def hidden_count(view: TenPhasesView) -> int:
    others = sum(c for s, c in enumerate(view.hand_counts) if s != view.seat)
    return others + view.stock_count + max(view.discard_count - 1, 0)


def probes(view: TenPhasesView) -> list[TenPhasesMove]:
    """Moves a player at ``view`` might try, most of them illegal: discards
    of held and absent cards, declarations of the wrong shape or with cards
    not held."""
    hand = list(dict.fromkeys(view.hand))
    absent = next(c for c in deck(view.players) if c not in view.hand)
    moves: list[TenPhasesMove] = [*OPEN_PROBES, *(Discard(c) for c in [*hand, absent])]
    three = tuple(view.hand[:3])
    values = tuple(c.rank or 1 for c in three)
    as_set = Group("set", three, values)
    as_run = Group("run", three, values)
    moves += [
        Declare(()),
        Declare((as_run, as_set)),
        Declare((as_set, as_set)),
        Declare((Group("run", (absent, JOKER, JOKER), (1, 2, 3)), as_set)),
        Declare((Group("colour", tuple(view.hand[:8]), colour="R"),)),
        Declare((Group("suited_run", three, values, suit="H"),) * 2),
        Declare((Group("flush", tuple(view.hand[:4]), suit="S"),) * 2),
    ]
    return moves


def check_all_viewers(real: TenPhases, guess: int) -> None:
    for viewer in seats_and_public(real.players):
        view = view_of(real, viewer)
        made = TenPhases.from_view(view, real.options, random.Random(guess))
        check_agrees(real, made, viewer, probes(view), OPEN_PROBES, OPEN_STEPS)
        check_is_a_deck(all_cards(made), deck(real.players))
        assert made.discard[-1:] == real.discard[-1:] and made.shown == real.shown
        if real.to_move is not None:  # TP-8: the shown cards are the declarer's
            assert Counter(made.shown) <= Counter(made.hands[real.to_move])
        check_deterministic(TenPhases, view, real.options, hidden, hidden_count(view) >= 10)


HEADS = st.one_of(st.none(), st.lists(st.integers(0, 9), min_size=4, max_size=4))


@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32 - 1),
    ace_high=st.booleans(),
    flush=st.booleans(),
    head=HEADS,
    moves=st.integers(0, 400),
    random_share=st.sampled_from([0.0, 0.2, 1.0]),
    guess=st.integers(0, 2**16),
)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_made_games_agree_with_the_real_one(players: int, seed: int, ace_high: bool,
                                            flush: bool, head: list[int] | None, moves: int,
                                            random_share: float, guess: int) -> None:
    real = played(players, seed, options_of(ace_high, flush), head, moves, random_share)
    check_all_viewers(real, guess)


@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32 - 1),
    flush=st.booleans(),
    head=HEADS,
    moves=st.integers(0, 300),
    viewer=st.integers(-1, 3),
    random_moves=st.integers(0, 40),
)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_made_games_play_to_their_end(players: int, seed: int, flush: bool,
                                      head: list[int] | None, moves: int, viewer: int,
                                      random_moves: int) -> None:
    real = played(players, seed, options_of(False, flush), head, moves, 0.2)
    viewer = viewer if viewer < players else SPECTATOR
    made = TenPhases.from_view(view_of(real, viewer), real.options, random.Random(seed))
    play_to_end(made, seed, [NormalTenPhasesBot, EasyTenPhasesBot], random_moves)
    assert made.is_over() and made.winners
    check_is_a_deck(all_cards(made), deck(players))


def test_at_the_deal_and_after_the_end() -> None:
    for players in (2, 4):
        check_all_viewers(played(players, 5, options_of(False, False), None, 0, 0.0), 1)
        over = played(players, 5, options_of(True, True), [9] * 4, 2000, 0.0)
        assert over.is_over()
        check_all_viewers(over, 2)


def first_state(players: int, wanted: Any, limit: int = 5000) -> TenPhases:
    """The first state, under random legal moves from seed 0 on, where ``wanted(game)``."""
    for seed in range(50):
        game = TenPhases(players, seed=seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if game.is_over():
                break
            if wanted(game):
                return game
            game.apply(rng.choice(game.legal_moves()))
    raise AssertionError("no such state found")


def test_a_redraw_discards_the_shown_cards_in_every_made_game() -> None:
    """TP-8: while a declaration waits for keep or redraw, every made game
    (any viewer) holds its cards in the declarer's hand, and a redraw puts
    them on the discard pile, the last one on top, as in the real game."""
    real = first_state(3, lambda g: g.step == CHOOSE)
    check_all_viewers(real, 6)
    for viewer in seats_and_public(real.players):
        for choice in (Keep(), Redraw()):
            made = TenPhases.from_view(view_of(real, viewer), {}, random.Random(6))
            after = TenPhases.from_view(view_of(real, viewer), {}, random.Random(6))
            after.apply(choice)
            twin = copy.deepcopy(real)
            twin.apply(choice)
            assert view_of(after, viewer) == view_of(twin, viewer) or viewer == real.to_move
            assert after.public_view().discard_top == twin.public_view().discard_top
            assert after.public_view().discard_count == twin.public_view().discard_count
            assert made.step == CHOOSE


def test_an_empty_stock_is_refilled_from_the_guessed_pile() -> None:
    """TP-9: with the stock empty, a draw reshuffles the discard pile but its top."""
    real = first_state(2, lambda g: not g.stock and g.step == DRAW and len(g.discard) > 1)
    check_all_viewers(real, 4)
    made = TenPhases.from_view(real.view(real.to_move), {}, random.Random(4))
    made.apply(DrawStock())
    assert made.events[0]["type"] == "reshuffle" and len(made.discard) == 1
    check_is_a_deck(all_cards(made), deck(2))


def test_views_that_are_not_a_game_are_refused() -> None:
    view = TenPhases(2, seed=1).view(0)
    counts = (view.hand_counts[0] + 5, *view.hand_counts[1:])
    five_jokers = replace(view, hand=view.hand + (JOKER,) * 5, hand_counts=counts)  # TP-1: 4
    for bad in (five_jokers, replace(view, stock_count=5), replace(view, flush_phases=True)):
        try:
            TenPhases.from_view(bad, {}, random.Random(0))
        except ValueError:
            continue
        raise AssertionError(f"made a game from {bad}")
