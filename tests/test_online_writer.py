"""A table's commit is made off the server's loop (game/server/writer.py):
while one table's events are being stored, slowly, the server answers
another table at once, and the slow table hears nothing of its move until
its events are stored."""

from __future__ import annotations

import contextlib
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.core.base import Event
from game.server.embedded import EmbeddedServer, start_embedded
from game.server.store import SqliteStore
from tests.online_helpers import Client, choose

GATE_TIMEOUT = 5.0  # seconds a held commit waits for the test at most
PROMPT = 2.0  # seconds within which the other table must be answered


class Gate:
    """Holds the commits of one table until opened (at most GATE_TIMEOUT)."""

    def __init__(self) -> None:
        self.table: str | None = None
        self.held = threading.Event()  # a commit of the table is being held
        self.opened = threading.Event()


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    gate = Gate()
    append = SqliteStore.append_events

    def slow_append(store: SqliteStore, table_id: str, first: int, events: list[Event],
                    answer: tuple[int, str] | None = None) -> None:
        if table_id == gate.table:
            gate.held.set()
            gate.opened.wait(GATE_TIMEOUT)  # the disk, slow
        append(store, table_id, first, events, answer)

    monkeypatch.setattr(SqliteStore, "append_events", slow_append)
    yield gate
    gate.opened.set()


@pytest.fixture
def host(tmp_path: Path) -> Iterator[EmbeddedServer]:
    server = start_embedded(tmp_path, pace=0)
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
