"""``Phase10.from_view``: a game made from one seat's view agrees with the
real one on all that seat may know, holds exactly the deck (P10-1), and
plays on to its end.

The real games are played by the game's bots with some random legal moves
mixed in, from the deal, across hands (P10-16) and past the end (P10-18).
To reach the last hands and the end quickly, some games start with phases
already done, as if earlier hands had been played. Rulings that matter: the
Skip (P10-7 never taken, P10-13/14 its target and pending skips, which the
view shows), the reshuffle of the discard pile (P10-11, so the pile below
the top is guessed but counted) and option ``must_lay_phase``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.base import SPECTATOR, Game
from game.core.bots import bot_rng
from game.games.phase10.bots import EasyPhase10Bot, NormalPhase10Bot
from game.games.phase10.rules import (
    DRAW,
    WILD,
    Discard,
    DrawStock,
    Group,
    Hit,
    Lay,
    P10Card,
    Phase10,
    Phase10Move,
    Phase10View,
    TakeDiscard,
    full_deck,
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

OPEN_STEPS = (DRAW,)
OPEN_PROBES: list[Phase10Move] = [DrawStock(), TakeDiscard()]


def played(players: int, seed: int, must_lay: bool, head: list[int] | None, moves: int,
           random_share: float) -> Phase10:
    game = Phase10(players, seed=seed, options={"must_lay_phase": must_lay})
    if head is not None:  # phases done in earlier hands (P10-16)
        game.phases_done = head[:players]
    bots = [NormalPhase10Bot(bot_rng(seed, s)) for s in range(players)]
    drive(game, bots, random.Random(seed), moves, random_share)
    return game


def all_cards(game: Phase10) -> list[P10Card]:
    laid = [c for seat in game.groups for g in seat for c in g.cards]
    return [c for h in game.hands for c in h] + game.discard + game.stock + laid


def hidden(game: Game[Any]) -> Any:
    assert isinstance(game, Phase10)
    return ([list(h) for h in game.hands], list(game.discard), list(game.stock))


def hidden_count(view: Phase10View) -> int:
    others = sum(c for s, c in enumerate(view.hand_counts) if s != view.seat)
    return others + view.stock_count + max(view.discard_count - 1, 0)


def probes(view: Phase10View) -> list[Phase10Move]:
    """Moves a player at ``view`` might try, most of them illegal: discards
    (a Skip naming each seat, no seat, oneself), hits that fit and do not,
    on groups that exist and do not, and layings of the wrong shape."""
    hand = list(dict.fromkeys(view.hand))
    absent = next(c for c in full_deck() if c not in view.hand)
    moves: list[Phase10Move] = [*OPEN_PROBES]
    for card in [*hand, absent]:
        moves += [Discard(card), *(Discard(card, q) for q in range(-1, view.players + 1))]
    for target, laid in enumerate(view.groups):
        moves.append(Hit(target, 0, (), ()))
        for index in range(len(laid) + 1):
            for card in [*hand[:4], absent, WILD]:
                value = card.number or 5
                moves += [Hit(target, index, (card,), (value,)), Hit(target, index, (card,), ()),
                          Hit(target, index, (card,), (value % 12 + 1,))]
            if len(hand) >= 2:
                pair = tuple(hand[:2])
                moves.append(Hit(target, index, pair, tuple(c.number or 1 for c in pair)))
    three = tuple(view.hand[:3])
    as_set = Group("set", three, tuple(c.number or 1 for c in three))
    moves += [
        Lay(()),
        Lay((as_set, as_set)),
        Lay((as_set, Group("run", three + three[:1], (1, 2, 3, 4)))),
        Lay((Group("colour", tuple(view.hand[:7]), (), "R"),)),
        Lay((Group("set", (absent, absent, absent), (absent.number,) * 3),) * 2),
    ]
    return moves


def check_all_viewers(real: Phase10, guess: int) -> None:
    for viewer in seats_and_public(real.players):
        view = view_of(real, viewer)
        made = Phase10.from_view(view, real.options, random.Random(guess))
        check_agrees(real, made, viewer, probes(view), OPEN_PROBES, OPEN_STEPS)
        check_is_a_deck(all_cards(made), full_deck())
        assert made.groups == real.groups and made.discard[-1:] == real.discard[-1:]
        if viewer != SPECTATOR and viewer == real.current_player():
            assert made.must_lay(viewer) == real.must_lay(viewer)
            assert made.skip_targets(viewer) == real.skip_targets(viewer)
        check_deterministic(Phase10, view, real.options, hidden, hidden_count(view) >= 10)


HEADS = st.one_of(st.none(), st.lists(st.integers(0, 9), min_size=6, max_size=6))


@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32 - 1),
    must_lay=st.booleans(),
    head=HEADS,
    moves=st.integers(0, 600),
    random_share=st.sampled_from([0.0, 0.2, 1.0]),
    guess=st.integers(0, 2**16),
)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_made_games_agree_with_the_real_one(players: int, seed: int, must_lay: bool,
                                            head: list[int] | None, moves: int,
                                            random_share: float, guess: int) -> None:
    check_all_viewers(played(players, seed, must_lay, head, moves, random_share), guess)


@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32 - 1),
    head=HEADS,
    moves=st.integers(0, 300),
    viewer=st.integers(-1, 5),
    random_moves=st.integers(0, 40),
)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_made_games_play_to_their_end(players: int, seed: int, head: list[int] | None,
                                      moves: int, viewer: int, random_moves: int) -> None:
    real = played(players, seed, False, head, moves, 0.2)
    viewer = viewer if viewer < players else SPECTATOR
    made = Phase10.from_view(view_of(real, viewer), real.options, random.Random(seed))
    play_to_end(made, seed, [NormalPhase10Bot, EasyPhase10Bot], random_moves)
    assert made.is_over() and made.winners
    check_is_a_deck(all_cards(made), full_deck())


def test_at_the_deal_and_after_the_end() -> None:
    for players in (2, 6):
        check_all_viewers(played(players, 5, False, None, 0, 0.0), 1)
        over = played(players, 5, True, [9] * 6, 2000, 0.0)
        assert over.is_over()
        check_all_viewers(over, 2)


def test_a_skip_on_the_first_discard_is_kept_and_not_takeable() -> None:
    """P10-6/7: a deal whose turned card is a Skip; the made game keeps it on top."""
    seed = next(s for s in range(500) if Phase10(3, seed=s).discard[-1].is_skip)
    real = Phase10(3, seed=seed)
    made = Phase10.from_view(real.view(1), {}, random.Random(0))
    assert made.discard[-1].is_skip and TakeDiscard() not in made.legal_moves()
    check_all_viewers(real, 3)


def test_views_that_are_not_a_game_are_refused() -> None:
    real = Phase10(2, seed=1)
    view = real.view(0)
    counts = (view.hand_counts[0] + 9, *view.hand_counts[1:])
    nine_wilds = replace(view, hand=view.hand + (WILD,) * 9, hand_counts=counts)  # P10-1: 8
    for bad in (nine_wilds, replace(view, stock_count=5), replace(view, must_lay_phase=True)):
        try:
            Phase10.from_view(bad, {}, random.Random(0))
        except ValueError:
            continue
        raise AssertionError(f"made a game from {bad}")


def first_state(players: int, wanted: Any, limit: int = 5000) -> Phase10:
    """The first state, under random legal moves from seed 0 on, where ``wanted(game)``."""
    for seed in range(50):
        game = Phase10(players, seed=seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if game.is_over():
                break
            if wanted(game):
                return game
            game.apply(rng.choice(game.legal_moves()))
    raise AssertionError("no such state found")


def test_an_empty_stock_is_refilled_from_the_guessed_pile() -> None:
    """P10-11: with the stock empty, a draw reshuffles the discard pile but its
    top; the made game counts the pile, guesses its cards and draws from it."""
    real = first_state(2, lambda g: not g.stock and g.step == DRAW and len(g.discard) > 1)
    check_all_viewers(real, 4)
    made = Phase10.from_view(real.view(real.to_move), {}, random.Random(4))
    made.apply(DrawStock())
    assert made.events[0]["type"] == "reshuffle" and len(made.discard) == 1
    check_is_a_deck(all_cards(made), full_deck())


def test_a_pending_skip_is_kept() -> None:
    """P10-13/14: a named seat loses its next turn; a pending skip cannot be
    named again, in the made game as in the real one."""
    real = first_state(4, lambda g: any(g.pending) and g.step == "play")
    check_all_viewers(real, 5)
