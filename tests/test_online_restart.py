"""The server killed (``kill -9``) mid-deal and started again on the same
data: every unfinished table is rebuilt from its log through the rules, the
clients resume with their tokens and finish, and the stored log replays with
no event missing or doubled. Each runs on both stores (SQLite, PostgreSQL)."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, ServerProcess
from tests.test_online_games import check_received, play_together, seated_table


def test_a_killed_server_rebuilds_its_tables_and_the_players_finish(
        tmp_path: Path, store: StoreUnderTest) -> None:
    first = ServerProcess(tmp_path, "--rate", "1000", *store.args).start()
    try:
        table, clients = seated_table(first.url, "phase10", ("Fay", "Gus"))
        play_together(clients, table, seed=11, stop_after=40)
        seen = [max(c.events) for c in clients]
        assert min(seen) >= 40
        first.kill()  # mid-deal: the first hand of Phase 10 is far from over at event 40
    finally:
        first.stop()
    port = first.url.rsplit(":", 1)[1]
    again = ServerProcess(tmp_path, "--rate", "1000", "--port", port, *store.args).start()
    try:
        resumed = []
        for old, last in zip(clients, seen, strict=True):
            client = Client(again.url)
            client.events = dict(old.events)  # what this player had before the drop
            client.name = old.name
            client.send({"type": "resume", "token": old.token, "table": table, "last": last})
            assert client.until("welcome")["name"] == old.name
            client.until("snapshot")
            resumed.append(client)
        play_together(resumed, table, seed=12)
        record = tmp_path / "records" / f"phase10-{table}.jsonl"
        lines = [json.loads(x) for x in record.read_text(encoding="utf-8").splitlines()]
        for seat, client in enumerate(resumed):
            check_received(client, lines, seat)  # each event once, none missing
            client.close()
    finally:
        again.stop()
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(record)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    db = store.open(tmp_path)
    try:
        stored = db.load(table)
    finally:
        db.close()
    assert stored is not None and stored.events == lines[1:]  # none missing or doubled


def test_a_move_sent_again_after_a_restart_is_answered_as_it_was_not_judged_again(
        tmp_path: Path, store: StoreUnderTest) -> None:
    """The client sends a move again, with its request id, when the answer
    was lost in a drop; after a ``kill -9`` the server still knows it made
    that move: the same answer, and nothing moves twice or is called stale."""
    first = ServerProcess(tmp_path, "--rate", "1000", *store.args).start()
    try:
        table, clients = seated_table(first.url, "twenty", ("Ida", "Jon"))
        deadline = time.monotonic() + 30
        while not any(c.snapshot and c.snapshot["legal"] for c in clients):
            assert time.monotonic() < deadline, "nobody was offered a move"
            for c in clients:  # the computer player may move first
                with contextlib.suppress(TimeoutError):
                    c.recv(0.2)
        mover = next(c for c in clients if c.snapshot and c.snapshot["legal"])
        snap = mover.snapshot
        assert snap is not None
        mover.move(table, snap["legal"][0], snap["event"], request="again-1")
        answer = mover.until("moved")
        first.kill()
    finally:
        first.stop()
    port = first.url.rsplit(":", 1)[1]
    again = ServerProcess(tmp_path, "--rate", "1000", "--port", port, *store.args).start()
    try:
        client = Client(again.url)
        client.send({"type": "resume", "token": mover.token, "table": table,
                     "last": max(mover.events)})
        client.until("snapshot")
        client.move(table, snap["legal"][0], snap["event"], request="again-1")
        assert client.until("moved") == answer
        client.close()
    finally:
        again.stop()
    db = store.open(tmp_path)
    try:
        stored = db.load(table)
    finally:
        db.close()
    assert stored is not None
    assert sum(len(a) for a in stored.answers.values()) == 1
    # The move is in the log once: the other person is away (their seat waits
    # for its grace), so only the computer player may have moved since.
    seat = snap["seat"]
    assert [e for e in stored.events if e.get("player") == seat] == [
        stored.events[answer["event"] - 1]]
