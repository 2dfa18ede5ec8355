"""What keeps the server's delivery quick under load (issue 21's load
target, ``bench/bench_online.py``): the wire's work found once per type,
and the collector set so that full collections do not hold the loop every
few seconds."""

from __future__ import annotations

import dataclasses
import gc
import typing
from unittest import mock

from game.core.cards import Card
from game.games import SPECS
from game.online import wire
from game.server import app

ENGINES = {s.id: s.engine for s in SPECS}


def test_decoding_a_move_resolves_its_class_hints_once() -> None:
    # Resolving a dataclass's hints compiles each one: it was most of a move's
    # decoding, done again for every move.
    engine = ENGINES["twenty"]
    game = engine(3, seed=4)
    sent = wire.encode_move(game.legal_moves()[0])
    wire.decode_move(engine, sent)
    with mock.patch.object(typing, "get_type_hints", wraps=typing.get_type_hints) as hints:
        again = wire.decode_move(engine, sent)
    assert hints.call_count == 0
    assert wire.encode_move(again) == sent


def test_encoding_views_asks_each_type_once_and_gives_the_same_values() -> None:
    engine = ENGINES["twenty"]
    game = engine(3, seed=4)
    wire.encode(game.view(0))
    with mock.patch.object(dataclasses, "fields", wraps=dataclasses.fields) as fields:
        shown = wire.encode(game.view(0))
    assert fields.call_count == 0
    view = game.view(0)
    assert shown == {f.name: wire.encode(getattr(view, f.name))
                     for f in dataclasses.fields(view)}


def test_equal_cards_of_two_kinds_keep_their_own_codes() -> None:
    # The card codes are remembered: a card of another game equal as a tuple
    # must not be given this one's code.
    class Tile(typing.NamedTuple):
        rank: int
        suit: str

        def __str__(self) -> str:
            return f"tile{self.rank}{self.suit}"

        @classmethod
        def parse(cls, code: str) -> Tile:
            raise ValueError(code)

    assert wire.encode(Card(5, "H")) == "5H"
    assert wire.encode(Tile(5, "H")) == "tile5H"
    assert wire.encode((Card(5, "H"), Tile(5, "H"))) == ["5H", "tile5H"]


def test_the_server_collects_its_old_objects_seldom() -> None:
    before = gc.get_threshold()
    try:
        app.tune_gc()
        young, _, old = gc.get_threshold()
        assert young >= 2000 and old >= 100
        assert gc.get_freeze_count() > 0  # what was made at start is scanned no more
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_twentys_plays_leave_no_garbage_for_the_collector() -> None:
    # A recursive inner function holds itself: every legal-move list of a
    # Twenty hand left a cycle (the function, its cells, lists and tuples)
    # that only the collector frees, about 19 objects a move on the server.
    from game.games.twenty.rules import fitting_plays

    hand = [Card(1, "S"), Card(1, "H"), Card(2, "C"), Card(13, "D"), Card(9, "S")]
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        assert fitting_plays(hand, 12)
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()
