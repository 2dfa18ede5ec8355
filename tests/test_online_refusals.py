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
from tests.online_helpers import Client, ServerProcess
from tests.spread_helpers import Spread
from tests.test_online_games import seated_table


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory,
            spread_module: Spread) -> Iterator[list[ServerProcess]]:
    """The servers for the module: one on each store in turn, then two sharing
    one PostgreSQL and one Redis (each table's second player at the one that
    does not own it, the lone clients there too)."""
    with spread_module.start(tmp_path_factory.mktemp("refusals")) as started:  # default rate
        yield started


@pytest.fixture(scope="module")
def srv(servers: list[ServerProcess]) -> ServerProcess:
    """Where a lone client connects: with two servers, the second."""
    return servers[-1]


def seated(servers: list[ServerProcess], names: tuple[str, str]) -> tuple[str, list[Client]]:
    """A Twenty table made at the first server, its second player at the last."""
    return seated_table(servers[0].url, "twenty", names, servers[-1].url)


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


def test_a_stale_move_is_refused_and_the_fresh_one_taken(servers: list[ServerProcess]) -> None:
    table, (ann, bob) = seated(servers, ("Ola", "Pam"))
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


def test_a_repeated_request_id_is_answered_once_and_moves_once(
        servers: list[ServerProcess]) -> None:
    table, (ann, bob) = seated(servers, ("Quin", "Rae"))
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


@pytest.mark.parametrize(("text", "code"), [
    ('{"type": "teleport", "v": 1, "request": "r1"}', "unknown-type"),
    ('{"type": "move", "v": 2, "request": "r1"}', "version"),
    ('{"type": "move", "v": 1, "table": "x", "request": "r1"}', "invalid"),
])
def test_a_refused_message_with_a_request_is_answered_by_it(srv: ServerProcess, text: str,
                                                            code: str) -> None:
    # A move of a client of another version, say: its sender's seat waits
    # for the answer to that request.
    client = Client(srv.url, None)
    client.ws.send(text)
    refused = client.until("error")
    assert (refused["code"], refused.get("request")) == (code, "r1")
    client.ws.send(text.replace('"r1"', '"' + "r" * 65 + '"'))  # could not be a request
    assert client.until("error").get("request") is None
    client.close()


def test_a_bad_move_and_an_illegal_one_each_have_their_code(servers: list[ServerProcess]) -> None:
    table, (ann, bob) = seated(servers, ("Sal", "Tim"))
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


def test_an_oversized_message_closes_that_connection_only(servers: list[ServerProcess]) -> None:
    table, (ann, bob) = seated(servers, ("Una", "Val"))
    # Bob's (with two servers: at the one forwarding his seat to the owner).
    bob.ws.send('{"type": "list", "v": 1, "pad": "' + "x" * MAX_MESSAGE + '"}')
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            bob.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big
    while ann.snapshot is None or not ann.snapshot["seats"][1]["away"]:
        ann.recv()  # the table goes on without Bob, and says so
    assert ann.snapshot["table"] == table and ann.snapshot["state"] == "playing"
    for process in servers:
        still_serving(process.url, f"After Oversized {process.url[-5:]}")
    ann.close()


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


def test_a_move_refused_by_the_rate_limit_is_answered_by_its_request(
        servers: list[ServerProcess]) -> None:
    # The player's seat waits for its move's answer: a refusal naming no
    # request left it waiting for ever (a whole-game test stalled on it).
    table, (ann, bob) = seated(servers, ("Tam", "Uma"))
    who, snap = mover(ann, bob)
    for _ in range(200):
        who.send({"type": "list"})
    request = who.move(table, snap["legal"][0], snap["event"], "flooded")
    deadline = time.monotonic() + 20
    while not any(m.get("request") == "flooded" for m in who.received):
        assert time.monotonic() < deadline, "the move was never answered"
        who.recv()
    answer = next(m for m in who.received if m.get("request") == request)
    assert answer == {"type": "error", "v": 1, "code": "rate-limit", "args": {},
                      "request": "flooded"}
    for client in (ann, bob):
        client.close()


@pytest.fixture(scope="module")
def wes(servers: list[ServerProcess]) -> Iterator[Client]:
    client = Client(servers[0].url, "Wes")  # the names are tried at the last server
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
