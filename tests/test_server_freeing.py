"""A finished table leaves the server's memory once nobody is at it (under
load every game played once stayed held, its engine, events and seats), and
stays in the store: a late resume or spectator reads it back, its record
exports. Seen through the server's own counters (``kill -USR1`` prints them)."""

from __future__ import annotations

import json
import random
import selectors
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from tests.online_helpers import Client, ServerProcess, play_to_end, server, stored_log
from tests.spread_helpers import Spread

TWO_SEATS = [{"kind": "person"}, {"kind": "computer", "level": "normal"}]


def counters(process: ServerProcess) -> dict[str, Any]:
    """The server's counters: it prints them when sent SIGUSR1."""
    assert process.proc is not None and process.proc.stdout is not None
    out = process.proc.stdout
    process.proc.send_signal(signal.SIGUSR1)
    selector = selectors.DefaultSelector()
    selector.register(out, selectors.EVENT_READ)
    while selector.select(20):
        line = out.readline()
        assert line, "the server closed its output"
        process.lines.append(line)
        if line.startswith("parlour: counters "):
            counted: dict[str, Any] = json.loads(line.split(" ", 2)[2])
            return counted
    raise AssertionError(f"no counters printed: {''.join(process.lines)}")


def test_a_finished_table_is_let_go_and_read_back_from_the_store(tmp_path: Path) -> None:
    with server(tmp_path, "--rate", "1000") as process:
        ann = Client(process.url, "Ann")
        made = ann.ask({"type": "create", "game": "twenty", "seats": TWO_SEATS}, "joined")
        table = made["table"]
        play_to_end(ann, table, random.Random(5))
        seen = dict(ann.events)
        assert counters(process)["tables"] == 1  # still at it: kept

        ann.ask({"type": "leave", "table": table}, "left")
        after_leave = counters(process)
        assert after_leave["tables"] == 0 and after_leave["freed"] == 1

        # A late resume (a client that missed the end) gets the table from the store.
        late = Client(process.url)
        late.send({"type": "resume", "token": ann.token, "table": table, "last": 3})
        snap = late.until("snapshot")
        assert snap["state"] == "over" and snap["event"] == max(seen)
        assert late.events == {n: e for n, e in seen.items() if n > 3}
        assert counters(process)["revived"] == 1

        # A spectator too; once both are gone the table is let go again.
        bea = Client(process.url, "Bea")
        bea.ask({"type": "join", "table": table, "spectator": True}, "joined")
        assert bea.until("snapshot")["state"] == "over"
        assert counters(process)["tables"] == 1
        bea.ask({"type": "leave", "table": table}, "left")
        assert counters(process)["tables"] == 1  # the late one is still there
        late.ask({"type": "leave", "table": table}, "left")
        final = counters(process)
        assert final["tables"] == 0 and final["freed"] == 2
        for client in (ann, bea, late):
            client.close()
    # The store kept it whole: the record exports with every event.
    log = stored_log(tmp_path, table, tmp_path / "record.jsonl")
    assert len(log) == max(seen)


def test_a_closed_connection_lets_a_finished_table_go(tmp_path: Path) -> None:
    with server(tmp_path, "--rate", "1000") as process:
        ann = Client(process.url, "Ann")
        table = ann.ask({"type": "create", "game": "twenty", "seats": TWO_SEATS},
                        "joined")["table"]
        play_to_end(ann, table, random.Random(8))
        ann.close()
        # The drop is seen by the server in its own time: counters until it is.
        for _ in range(200):
            held = counters(process)
            if held["connections"] == 0:
                break
        assert held == {**held, "tables": 0, "freed": 1}


def test_an_unfinished_table_is_kept_when_everyone_leaves(tmp_path: Path) -> None:
    with server(tmp_path, "--rate", "1000") as process:
        ann = Client(process.url, "Ann")
        table = ann.ask({"type": "create", "game": "twenty", "seats": TWO_SEATS},
                        "joined")["table"]
        ann.ask({"type": "leave", "table": table}, "left")
        held = counters(process)
        assert held["tables"] == 1 and held["freed"] == 0
        ann.close()


@pytest.mark.parametrize("spread", ["two-servers"], indirect=True)
def test_a_forwarded_watcher_leaving_a_finished_table_lets_it_go_once(
        tmp_path: Path, spread: Spread) -> None:
    # The owner lets the table go as the last one there leaves; the server
    # that forwarded the leave once heard "moved" and asked again, the owner
    # reading the table back from the store and letting it go each time.
    with spread.start(tmp_path / "data", "--rate", "1000") as (owner, other):
        ann = Client(owner.url, "Ann")
        table = ann.ask({"type": "create", "game": "twenty", "seats": TWO_SEATS},
                        "joined")["table"]
        wendy = Client(other.url, "Wendy")
        wendy.ask({"type": "join", "table": table, "spectator": True}, "joined")
        play_to_end(ann, table, random.Random(5))
        ann.ask({"type": "leave", "table": table}, "left")
        assert counters(owner)["tables"] == 1  # the watcher is still at it
        started = time.monotonic()
        wendy.ask({"type": "leave", "table": table}, "left")
        assert time.monotonic() - started < 5
        final = counters(owner)
        assert final["tables"] == 0 and final["freed"] == 1 and final["revived"] == 0
        for client in (ann, wendy):
            client.close()
