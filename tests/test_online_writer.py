"""A table's commit is made off the server's loop (game/server/writer.py):
while one table's events are being stored, slowly, the server answers
another table at once, and the slow table hears nothing of its move until
its events are stored."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.core.base import Event
from game.games import spec
from game.server.embedded import EmbeddedServer, start_embedded
from game.server.store import SqliteStore, StoredTable
from game.server.table import Table
from game.server.writer import StoreClosed, StoreWriter
from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, choose, server

GATE_TIMEOUT = 5.0  # seconds a held commit waits for the test at most
PROMPT = 2.0  # seconds within which the other table must be answered


class Gate:
    """Holds the commits of one table until opened (at most GATE_TIMEOUT)."""

    def __init__(self) -> None:
        self.table: str | None = None
        self.ending_only = False  # only the commit of the change that ends the game
        self.held = threading.Event()  # a commit of the table is being held
        self.opened = threading.Event()


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    gate = Gate()
    append = SqliteStore.append_events

    def slow_append(store: SqliteStore, table_id: str, first: int, events: list[Event],
                    answer: tuple[int, str] | None = None) -> None:
        if table_id == gate.table and not (
                gate.ending_only and all(e.get("type") != "game_end" for e in events)):
            gate.held.set()
            gate.opened.wait(GATE_TIMEOUT)  # the disk, slow
        append(store, table_id, first, events, answer)

    monkeypatch.setattr(SqliteStore, "append_events", slow_append)
    yield gate
    gate.opened.set()


@pytest.fixture
def host(tmp_path: Path) -> Iterator[EmbeddedServer]:
    server = start_embedded(tmp_path, pace=0, web=False)
    yield server
    server.stop()


def my_turn(client: Client, table: str) -> dict[str, Any]:
    """The client's snapshot once it offers a move (the computer player moves first maybe)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        snap = client.snapshot
        if snap is not None and snap["table"] == table and snap["legal"]:
            return snap
        client.recv()
    raise AssertionError("no turn came")


def waiting(client: Client, seconds: float) -> list[dict[str, Any]]:
    """What the client is sent within ``seconds``."""
    got = []
    deadline = time.monotonic() + seconds
    with contextlib.suppress(TimeoutError):
        while (left := deadline - time.monotonic()) > 0:
            got.append(client.recv(left))
    return got


def test_another_table_is_answered_while_one_tables_commit_is_slow(
        host: EmbeddedServer, gate: Gate) -> None:
    slow, other = Client(host.url, "Ana"), Client(host.url, "Bo")
    try:
        slow_table = slow.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "normal"}]}, "joined")["table"]
        other_table = other.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")["table"]
        snap = my_turn(slow, slow_table)
        heard = max(slow.events)
        gate.table = slow_table
        slow.move(slow_table, choose(snap["legal"], random.Random(1)),
                  snap["event"])
        assert gate.held.wait(GATE_TIMEOUT), "the move's commit never began"
        began = time.monotonic()
        other.send({"type": "say", "table": other_table, "text": "anyone here?"})
        echo = other.until("chat", timeout=GATE_TIMEOUT + 5)
        waited = time.monotonic() - began
        assert echo["text"] == "anyone here?"
        assert waited < PROMPT, f"the other table waited {waited:.2f} s for a slow commit"
        # Stored before heard: nothing of the held move has reached its table yet.
        assert not gate.opened.is_set()
        assert [m["type"] for m in waiting(slow, 0.3)
                if m["type"] in ("event", "moved")] == []
        gate.opened.set()
        moved = slow.until("moved")
        assert moved["event"] == heard + 1
        slow.until("snapshot")
        assert max(slow.events) > heard
    finally:
        slow.close()
        other.close()


class Fault:
    """The store fails the next ``left`` commits of one table's events, as a
    full disk fails them (the writer thread raises; nothing is stored)."""

    def __init__(self) -> None:
        self.table: str | None = None
        self.left = 0
        self.computers_only = False  # only the commits of computer players' moves
        self.failed = threading.Event()


@pytest.fixture
def fault(monkeypatch: pytest.MonkeyPatch) -> Fault:
    fault = Fault()
    append = SqliteStore.append_events

    def failing_append(store: SqliteStore, table_id: str, first: int, events: list[Event],
                       answer: tuple[int, str] | None = None) -> None:
        if table_id == fault.table and fault.left > 0 and not (
                fault.computers_only and answer is not None):
            fault.left -= 1
            fault.failed.set()
            raise sqlite3.OperationalError("database or disk is full")
        append(store, table_id, first, events, answer)

    monkeypatch.setattr(SqliteStore, "append_events", failing_append)
    return fault


def stored_table(data: Path, table: str) -> StoredTable:
    """The table as stored, once the server has stopped."""
    store = SqliteStore(data)
    try:
        stored = store.load(table)
        assert stored is not None
        return stored
    finally:
        store.close()


def stored_events(data: Path, table: str) -> list[Event]:
    return stored_table(data, table).events


def test_a_move_the_store_fails_is_refused_and_can_be_made_again(
        tmp_path: Path, fault: Fault) -> None:
    host = start_embedded(tmp_path, pace=0, web=False)
    ana = Client(host.url, "Ana")
    try:
        table = ana.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "normal"}]}, "joined")["table"]
        snap = my_turn(ana, table)
        heard = max(ana.events)
        move = choose(snap["legal"], random.Random(1))
        fault.table, fault.left = table, 1
        request = ana.move(table, move, snap["event"])
        refusal = ana.until("error")
        assert (refusal["code"], refusal["request"]) == ("not-stored", request)
        assert max(ana.events) == heard  # nothing of the move that was not stored
        again = ana.move(table, move, snap["event"])  # the same move, made again: stored
        moved = ana.until("moved")
        assert (moved["request"], moved["event"]) == (again, heard + 1)
        ana.until("snapshot")
        told = dict(ana.events)
    finally:
        ana.close()
        host.stop()
    stored = stored_events(tmp_path, table)
    assert len(stored) >= max(told)  # every event told is stored ...
    rebuilt = Table.rebuild(spec("twenty"), stored_table(tmp_path, table))  # ... with no gap
    assert rebuilt.last == len(stored)


def test_a_computer_players_move_the_store_fails_is_made_again(
        host: EmbeddedServer, fault: Fault) -> None:
    ana = Client(host.url, "Ana")
    try:
        table = ana.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "normal"}]}, "joined")["table"]
        snap = my_turn(ana, table)
        rng = random.Random(2)
        fault.table, fault.left, fault.computers_only = table, 1, True
        while not fault.failed.is_set():  # the person plays till a computer player moves
            ana.move(table, choose(snap["legal"], rng), snap["event"])
            ana.until("moved")
            ana.until("snapshot")  # the move's own, then the computer player's, maybe
            snap = my_turn(ana, table)
        # The table goes on: the computer player's move made again, once stored.
        assert snap["event"] == max(ana.events)
        assert fault.left == 0
    finally:
        ana.close()


def test_ones_own_tables_are_told_once_a_change_is_stored(
        host: EmbeddedServer, gate: Gate) -> None:
    ana = Client(host.url, "Ana")
    again = Client(host.url)  # Ana signed in on a second computer: her token, her seats
    try:
        table = ana.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "normal"}]}, "joined")["table"]
        again.ask({"type": "hello", "name": "Ana", "token": ana.token}, "welcome")
        snap = my_turn(ana, table)
        gate.table = table
        ana.move(table, choose(snap["legal"], random.Random(1)), snap["event"])
        assert gate.held.wait(GATE_TIMEOUT), "the move's commit never began"
        again.send({"type": "ask-my-tables"})
        early = [m for m in waiting(again, 1.0) if m["type"] == "my-tables"]
        assert early == [], "a table's turn told while its change was not stored"
        gate.opened.set()
        mine = again.until("my-tables")
        assert [t["table"] for t in mine["tables"]] == [table]
    finally:
        ana.close()
        again.close()


def test_nothing_is_written_once_the_store_is_closed(tmp_path: Path) -> None:
    """A table's task still going while the server stops (its commit asked
    after the store's close) is refused, not written by a writer thread
    started again behind the closed store."""
    store = SqliteStore(tmp_path)
    writer = StoreWriter(store)
    assert asyncio.run(writer.run(lambda side: side.player_name("nobody"))) is None
    store.close()
    with pytest.raises(StoreClosed):
        asyncio.run(writer.run(lambda side: side.add_player("late", "Late")))
    assert writer.thread is None
    again = SqliteStore(tmp_path)
    try:
        assert again.player_name("late") is None
    finally:
        again.close()


def play_until(client: Client, table: str, rng: random.Random,
               done: Callable[[], bool]) -> None:
    """``client`` plays its seat of a short game until ``done()``."""
    answered = -1
    deadline = time.monotonic() + 120
    while not done():
        assert time.monotonic() < deadline, "the game did not end"
        snap = client.snapshot
        if snap is not None and snap["legal"] and snap["event"] != answered:
            answered = snap["event"]
            client.move(table, choose(snap["legal"], rng), snap["event"])
        with contextlib.suppress(TimeoutError):
            client.recv(0.1)


SHORT_GAME = {"type": "create", "game": "twenty", "options": {"deal_limit": 1},
              "seats": [{"kind": "person"}, {"kind": "computer", "level": "normal"}]}


def test_playing_again_waits_for_the_end_to_be_stored(
        host: EmbeddedServer, gate: Gate) -> None:
    ana = Client(host.url, "Ana")
    again = Client(host.url)  # Ana on a second computer, at the same table
    try:
        table = ana.ask(SHORT_GAME, "joined")["table"]
        again.ask({"type": "hello", "name": "Ana", "token": ana.token}, "welcome")
        again.ask({"type": "join", "table": table}, "joined")
        gate.table, gate.ending_only = table, True
        play_until(ana, table, random.Random(4), gate.held.is_set)  # the last change held
        again.send({"type": "rematch", "table": table})
        early = [m["type"] for m in waiting(again, 1.0)
                 if m["type"] in ("rematch-news", "error")]
        assert early == [], "playing again offered before the game's end was stored"
        gate.opened.set()
        assert again.until("rematch-news")["answers"][0] == "yes"
    finally:
        ana.close()
        again.close()


def test_a_games_end_is_told_once_its_events_are_stored_though_its_over_mark_fails(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The events that end the game are stored: the end is made and told,
    though the store then fails to mark the table over (logged)."""
    def failing_finish(store: SqliteStore, table_id: str) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(SqliteStore, "finish", failing_finish)
    host = start_embedded(tmp_path, pace=0, web=False)
    ana = Client(host.url, "Ana")
    try:
        table = ana.ask(SHORT_GAME, "joined")["table"]
        play_until(ana, table, random.Random(5),
                   lambda: ana.snapshot is not None and ana.snapshot["state"] == "over")
        told = max(ana.events)
    finally:
        ana.close()
        host.stop()
    stored = stored_table(tmp_path, table)
    assert len(stored.events) == told  # every event of the game, the last ones too
    assert Table.rebuild(spec("twenty"), stored).engine.is_over()


#: A fault of the database itself, on either store: the events of one table
#: refused at insert (a trigger raising), as a full disk refuses them.
FAULT_ON = {
    "sqlite": ["CREATE TRIGGER parlour_fault BEFORE INSERT ON events"
               " WHEN NEW.table_id = '{table}' BEGIN SELECT RAISE(ABORT, 'disk full'); END"],
    "postgresql": ["CREATE FUNCTION parlour_fault() RETURNS trigger LANGUAGE plpgsql"
                   " AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$",
                   "CREATE TRIGGER parlour_fault BEFORE INSERT ON events FOR EACH ROW"
                   " WHEN (NEW.table_id = '{table}') EXECUTE FUNCTION parlour_fault()"]}
FAULT_OFF = {"sqlite": ["DROP TRIGGER parlour_fault"],
             "postgresql": ["DROP TRIGGER parlour_fault ON events"]}


def database(store: StoreUnderTest, data: Path, statements: list[str]) -> None:
    """``statements`` run on the store's database, beside the server."""
    if store.url is None:
        db = sqlite3.connect(data / "parlour.sqlite3", isolation_level=None, timeout=10)
        try:
            for statement in statements:
                db.execute(statement)
        finally:
            db.close()
        return
    import psycopg

    with psycopg.connect(store.url, autocommit=True) as pg:
        for statement in statements:
            pg.execute(statement.encode())


def test_a_move_the_database_refuses_is_not_made_on_either_store(
        tmp_path: Path, store: StoreUnderTest) -> None:
    data = tmp_path / "data"
    with server(data, *store.args) as process:
        ana = Client(process.url, "Ana")
        try:
            table = ana.ask({"type": "create", "game": "twenty", "seats": [
                {"kind": "person"}, {"kind": "computer", "level": "normal"}]},
                "joined")["table"]
            snap = my_turn(ana, table)
            heard = max(ana.events)
            move = choose(snap["legal"], random.Random(1))
            database(store, data, [s.format(table=table) for s in FAULT_ON[store.kind]])
            request = ana.move(table, move, snap["event"])
            refusal = ana.until("error")
            assert (refusal["code"], refusal["request"]) == ("not-stored", request)
            assert max(ana.events) == heard
            database(store, data, FAULT_OFF[store.kind])
            again = ana.move(table, move, snap["event"])
            moved = ana.until("moved")
            assert (moved["request"], moved["event"]) == (again, heard + 1)
            ana.until("snapshot")
            told = max(ana.events)
        finally:
            ana.close()
        process.kill()  # kill -9: what was told is stored, whole
    opened = store.open(data)
    try:
        stored = opened.load(table)
    finally:
        opened.close()
    assert stored is not None and len(stored.events) >= told
    assert Table.rebuild(spec("twenty"), stored).last == len(stored.events)
