"""Each wrong message refused with its code, the table unharmed and the
server still serving others: stale moves, repeated request ids, oversized
messages, malformed JSON, unknown types, a flood, names that impersonate."""

from __future__ import annotations

import contextlib
import itertools
import time
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from game.online.protocol import MAX_MESSAGE
from tests.online_helpers import Client, ServerProcess, server
from tests.test_online_games import seated_table


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def srv(tmp_path_factory: pytest.TempPathFactory,
        request: pytest.FixtureRequest) -> Iterator[ServerProcess]:
    """One server for the module, on each store in turn."""
    args: tuple[str, ...] = ()
    if request.param == "postgresql":
        args = ("--store", request.getfixturevalue("postgres").new_database())
    with server(tmp_path_factory.mktemp("refusals"), *args) as process:  # the default rate limit
        yield process


def mover(*clients: Client) -> tuple[Client, dict[str, Any]]:
    """The client whose turn it is, and its up-to-date snapshot offering moves."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        for client in clients:
            with contextlib.suppress(TimeoutError):
                client.recv(0.05)
            snap = client.snapshot
            if snap is not None and snap["legal"] and snap["event"] == max(client.events):
                return client, snap
    raise AssertionError("nobody's turn")


_served = itertools.count(1)


def still_serving(url: str, name: str) -> None:
    other = Client(url, name)  # a hello answered: the server serves others
    assert other.ask({"type": "list"}, "lobby")["type"] == "lobby"
    other.close()


def test_a_stale_move_is_refused_and_the_fresh_one_taken(srv: ServerProcess) -> None:
    table, (ann, bob) = seated_table(srv.url, "twenty", ("Ola", "Pam"))
    who, snap = mover(ann, bob)
    move = snap["legal"][0]
    who.move(table, move, snap["event"] - 1, "stale-1")
    refused = who.until("error")
    assert refused["code"] == "stale" and refused["request"] == "stale-1"
    who.move(table, move, snap["event"], "fresh-1")
    assert who.until("moved") == {"type": "moved", "request": "fresh-1",
                                  "event": snap["event"] + 1, "v": 1}
    for client in (ann, bob):
        client.close()


def test_a_repeated_request_id_is_answered_once_and_moves_once(srv: ServerProcess) -> None:
    table, (ann, bob) = seated_table(srv.url, "twenty", ("Quin", "Rae"))
    who, snap = mover(ann, bob)
    seat = snap["seat"]
    move = snap["legal"][0]
    who.move(table, move, snap["event"], "twice")
    first = who.until("moved")
    # The same key press arriving again: the first answer again, and no move.
    who.move(table, move, snap["event"], "twice")
    assert who.until("moved") == first
    # Judged anew it would have been refused as stale; and it made no second move.
    assert who.events[first["event"]].get("player") == seat
    assert who.events.get(first["event"] + 1, {}).get("player") != seat
    for client in (ann, bob):
        client.close()


@pytest.mark.parametrize(("text", "code"), [
    ("{not json", "malformed"),
    ("[1, 2]", "malformed"),
    ('{"type": "teleport", "v": 1}', "unknown-type"),
    ('{"type": "list", "v": 2}', "version"),
    ('{"type": "list"}', "version"),
    ('{"type": "move", "v": 1, "table": "x"}', "invalid"),
    ('{"type": "list", "v": 1, "extra": 1}', "invalid"),
])
def test_a_message_that_is_not_one_is_refused_by_its_code(srv: ServerProcess, text: str,
                                                          code: str) -> None:
    client = Client(srv.url, None)
    client.ws.send(text)
    assert client.until("error")["code"] == code
    client.close()
    still_serving(srv.url, f"After {code.replace('-', ' ')} {len(text)}")


def test_a_bad_move_and_an_illegal_one_each_have_their_code(srv: ServerProcess) -> None:
    table, (ann, bob) = seated_table(srv.url, "twenty", ("Sal", "Tim"))
    who, snap = mover(ann, bob)
    base = snap["event"]
    who.move(table, {"kind": "Teleport"}, base, "b1")
    assert who.until("error")["code"] == "bad-move"
    held = set(snap["view"]["hand"])
    absent = next(c for c in ("AS", "AH", "AD", "AC", "2S", "2H") if c not in held)
    who.move(table, {"kind": "Play", "cards": [absent]}, base, "b2")
    refused = who.until("error")
    assert refused["code"] not in ("bad-move", "stale")  # the engine's own code
    who.move(table, snap["legal"][0], base, "b3")
    moved = who.until("moved")
    # Taken on the state the refused ones found: they changed nothing.
    assert moved["request"] == "b3" and moved["event"] == base + 1
    for client in (ann, bob):
        client.close()


def test_an_oversized_message_closes_that_connection_only(srv: ServerProcess) -> None:
    table, (ann, bob) = seated_table(srv.url, "twenty", ("Una", "Val"))
    ann.ws.send('{"type": "list", "v": 1, "pad": "' + "x" * MAX_MESSAGE + '"}')
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            ann.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big
    while bob.snapshot is None or not bob.snapshot["seats"][0]["away"]:
        bob.recv()  # the table goes on without Ann, and says so
    assert bob.snapshot["table"] == table and bob.snapshot["state"] == "playing"
    still_serving(srv.url, "After Oversized")
    bob.close()


def test_a_flood_is_refused_by_the_rate_limit(srv: ServerProcess) -> None:
    flood = Client(srv.url, "Flood")
    for _ in range(200):
        flood.send({"type": "list"})
    answers = [flood.recv()["type"] for _ in range(200)]
    codes = [m.get("code") for m in flood.received if m["type"] == "error"]
    assert codes and set(codes) == {"rate-limit"}
    assert "lobby" in answers
    still_serving(srv.url, "After Flood")
    flood.close()


@pytest.fixture(scope="module")
def wes(srv: ServerProcess) -> Iterator[Client]:
    client = Client(srv.url, "Wes")
    yield client
    client.close()


@pytest.mark.parametrize(("name", "code"), [
    ("Computer 3", "name-taken"), ("computer", "name-taken"), ("BOT 2", "name-taken"),
    ("wes", "name-taken"), ("WES", "name-taken"), ("Wes!", "bad-name"), ("W" * 25, "bad-name"),
    ("Two  spaces", "bad-name"), (" Wes", "bad-name"), ("", "bad-name"),
])
def test_a_name_that_impersonates_or_is_not_plain_is_refused(srv: ServerProcess, wes: Client,
                                                            name: str, code: str) -> None:
    client = Client(srv.url, None)
    client.send({"type": "hello", "name": name})
    assert client.until("error")["code"] == code
    client.close()
    still_serving(srv.url, f"After name {next(_served)}")
