"""The engines' side of online tables: a view of a seat that is not there is
refused, spectators get a public view holding no hand, and online deals
come from ``secrets`` yet rebuild exactly from the table's log."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core.base import SPECTATOR, Game, SeatError
from game.core.chance import SecretChance
from game.games import SPECS
from game.online.wire import decode_move, encode_move

ENGINES = {s.id: s.engine for s in SPECS}


def played(engine: type[Game[Any]], moves: int, seed: int = 3, chance: Any = None) -> Game[Any]:
    game = engine(3, seed=seed, chance=chance)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("game_id", ENGINES)
@pytest.mark.parametrize("seat", [-1, -3, 3, 99])
def test_a_view_of_a_seat_out_of_range_is_refused(game_id: str, seat: int) -> None:
    # view(-1) once gave the last seat's hand by Python's indexing from the end.
    game = played(ENGINES[game_id], 5)
    with pytest.raises(SeatError):
        game.view(seat)


@pytest.mark.parametrize("game_id", ENGINES)
def test_the_public_view_holds_no_hand_and_no_seat(game_id: str) -> None:
    game = played(ENGINES[game_id], 12)
    public = game.public_view()
    assert public.seat == SPECTATOR
    assert public.hand == ()
    assert public.hand_counts == game.view(0).hand_counts
    if hasattr(public, "face_down_slots"):  # Shithead: a seat's own slots go too
        assert public.face_up == () and public.face_down_slots == ()


@pytest.mark.parametrize("game_id", ENGINES)
def test_a_public_view_is_the_same_whatever_the_hands_hold(game_id: str) -> None:
    # Two tables dealt differently but with no move yet: the public parts
    # that depend on hands are only counts.
    engine = ENGINES[game_id]
    one, two = engine(3, seed=1).public_view(), engine(3, seed=2).public_view()
    assert one.hand == two.hand == ()
    assert one.hand_counts == two.hand_counts


@pytest.mark.parametrize("game_id", ENGINES)
def test_secret_deals_differ_and_rebuild_exactly_from_the_log(game_id: str) -> None:
    engine = ENGINES[game_id]
    first = played(engine, 60, chance=SecretChance(engine))
    second = played(engine, 0, chance=SecretChance(engine))
    assert first.events[0] != second.events[0]  # 52! and more orders: never the same
    # The log alone (deals and reshuffles hold every draw) makes the same table.
    again = engine(3, seed=3, chance=SecretChance(engine, first.events))
    while len(again.events) < len(first.events):
        again.apply(engine.move_from_event(first.events[len(again.events)]))
    assert again.events == first.events[:len(again.events)]
    assert len(again.events) == len(first.events)


@pytest.mark.parametrize("game_id", ENGINES)
def test_every_legal_move_survives_the_wire(game_id: str) -> None:
    engine = ENGINES[game_id]
    game = engine(3, seed=5)
    rng = random.Random(5)
    for _ in range(80):
        if game.is_over():
            break
        legal = game.legal_moves()
        for move in legal:
            assert decode_move(engine, encode_move(move)) == move
        game.apply(rng.choice(legal))
