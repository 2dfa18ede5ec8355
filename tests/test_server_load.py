"""What keeps the server's delivery quick under load (the load
target of ``bench/bench_online.py``): the wire's work found once per type,
the collector set so that full collections do not hold the loop every
few seconds, and SQLite's checkpoints (a copy of the WAL into the file and
two fsyncs) made by a thread of the store's own, not by a move's commit."""

from __future__ import annotations

import dataclasses
import gc
import time
import typing
from pathlib import Path
from unittest import mock

import pytest

from game.core.cards import Card
from game.games import SPECS
from game.online import wire
from game.server import process, store

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
        process.tune_gc()
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


PAGE = 4096  # SQLite's page size


def fill(sqlite: store.SqliteStore, pages: int, pause: float = 0.0) -> None:
    """About ``pages`` pages of events, a move's commit at a time."""
    for n in range(pages):
        sqlite.append_events("t1", n + 1, [{"type": "play", "pad": "x" * 3000}], (0, f"q{n}"))
        if pause:
            time.sleep(pause)


def test_a_moves_commit_never_checkpoints(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # SQLite's default: the commit that takes the WAL past 1,000 pages copies
    # them all into the file and fsyncs it, on the loop, every table waiting.
    # The store's thread made to wait (raising=False: a store without one is
    # tested too, and fails on what it does, not on a missing name).
    monkeypatch.setattr(store, "CHECKPOINT_EVERY", 3600.0, raising=False)
    sqlite = store.SqliteStore(tmp_path)
    try:
        fill(sqlite, 1_500)
        assert (tmp_path / "parlour.sqlite3").stat().st_size < 100 * PAGE  # nothing copied
    finally:
        sqlite.close()
    reopened = store.SqliteStore(tmp_path)
    try:
        count = reopened.db.execute("SELECT count(*) FROM events").fetchone()[0]
        assert count == 1_500  # all of it kept, in the WAL
    finally:
        reopened.close()


def test_the_stores_thread_checkpoints_and_keeps_the_wal_short(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "CHECKPOINT_EVERY", 0.02)
    sqlite = store.SqliteStore(tmp_path)
    try:
        # A steady stream, as moves come: the WAL would never be begun again
        # by passive checkpoints alone, and would grow without end.
        fill(sqlite, 3 * store.RESTART_PAGES, pause=0.0005)
        deadline = time.monotonic() + 30
        while (tmp_path / "parlour.sqlite3").stat().st_size < 2 * store.RESTART_PAGES * PAGE:
            assert time.monotonic() < deadline, "the store's thread copied nothing"
            time.sleep(0.02)
        wal = (tmp_path / "parlour.sqlite3-wal").stat().st_size
        assert wal < 2 * store.RESTART_PAGES * PAGE + 100 * PAGE
    finally:
        sqlite.close()
    assert not sqlite._checkpointer.is_alive()  # closing the store ends its thread
