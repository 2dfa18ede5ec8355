"""Any server serves any client: two servers on one PostgreSQL and
one Redis, a table owned by one and played from the other. The forwarded
clients' moves reach the owner, the table's messages come back through its
Redis stream, each seat redacted by the owner as for its own clients; the
lobby and the join codes are every server's."""

from __future__ import annotations

import json
import random
from pathlib import Path

import redis

from game.core.base import SPECTATOR
from game.games import spec
from tests.online_helpers import Client, server
from tests.scaled_helpers import PostgresServer, RedisServer
from tests.test_online_games import THREE, check_received, play_together
from tests.test_online_scaled import two_servers


def record_of(data: Path, game_id: str, table: str) -> list[dict[str, object]]:
    path = data / "records" / f"{game_id}-{table}.jsonl"
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def test_no_seat_at_a_forwarding_server_receives_what_it_may_not_know(
        tmp_path: Path, postgres: PostgresServer, redis_server: RedisServer) -> None:
    with two_servers(tmp_path, postgres, redis_server) as (_, first, second):
        ann = Client(first.url, "Ann")
        made = ann.ask({"type": "create", "game": "phase10", "seats": THREE}, "joined")
        table = made["table"]
        # Bob and a spectator at the server that does not own the table.
        bob = Client(second.url, "Bob")
        assert bob.ask({"type": "join", "table": table}, "joined")["seat"] == 1
        eve = Client(second.url, "Eve")
        assert eve.ask({"type": "join", "table": table, "spectator": True},
                       "joined")["seat"] is None
        play_together([ann, bob], table, seed=31)
        eve.until("snapshot")
        while eve.snapshot is None or eve.snapshot["state"] != "over":
            eve.recv()
        assert not any("took table" in line for line in second.lines)  # first owned it
        record = record_of(tmp_path / "a", "phase10", table)
        for seat, client in enumerate((ann, bob)):
            check_received(client, record, seat)  # each event once, redacted for the seat
        engine = spec("phase10").engine
        body = record[1:]
        assert sorted(eve.events) == list(range(1, len(body) + 1))
        for n, event in eve.events.items():
            assert event == json.loads(json.dumps(engine.redact(body[n - 1], SPECTATOR)))
        # Every snapshot a forwarded seat got was its own seat's (the view of no other).
        for client, seat in ((bob, 1), (eve, None)):
            snaps = [m for m in client.received if m["type"] == "snapshot"]
            assert snaps and all(m["seat"] == seat for m in snaps)
        for client in (ann, bob, eve):
            client.close()


def test_every_server_shows_one_lobby_and_a_code_joins_at_any_server(
        tmp_path: Path, postgres: PostgresServer, redis_server: RedisServer) -> None:
    with two_servers(tmp_path, postgres, redis_server) as (_, first, second):
        cat = Client(first.url, "Cat")
        open_table = cat.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")["table"]
        dan = Client(second.url, "Dan")
        private = dan.ask({"type": "create", "game": "twenty", "private": True, "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")
        lobbies = []
        for url in (first.url, second.url):
            viewer = Client(url, f"V{len(lobbies)}")
            listed = viewer.ask({"type": "list"}, "lobby")["tables"]
            lobbies.append(sorted((t["table"], [s["name"] for s in t["seats"]])
                                  for t in listed))
            viewer.close()
        assert lobbies[0] == lobbies[1] == [(open_table, ["Cat", None])]  # not the private one
        # A code made at the second server joins at the first, and the reverse by id.
        fay = Client(first.url, "Fay")
        assert fay.ask({"type": "join", "code": private["code"]}, "joined")["seat"] == 1
        gus = Client(second.url, "Gus")
        assert gus.ask({"type": "join", "table": open_table}, "joined")["seat"] == 1
        gus.until("snapshot")
        # The lobby follows: both seats of the open table taken, at either server.
        viewer = Client(first.url, "V9")
        listed = viewer.ask({"type": "list"}, "lobby")["tables"]
        assert [[s["name"] for s in t["seats"]] for t in listed] == [["Cat", "Gus"]]
        # Chat from a forwarded seat reaches the owner's and comes back to the sender.
        gus.send({"type": "say", "table": open_table, "text": "hello"})
        for client in (cat, gus):
            line = client.until("chat")
            assert (line["name"], line["seat"], line["text"]) == ("Gus", 1, "hello")
        rng = random.Random(3)
        play_together([cat, gus], open_table, seed=rng.randrange(100))
        check_received(gus, record_of(tmp_path / "a", "twenty", open_table), 1)
        for client in (cat, dan, fay, gus, viewer):
            client.close()


def test_a_forwarded_client_goes_on_when_the_owner_is_killed(
        tmp_path: Path, postgres: PostgresServer, redis_server: RedisServer) -> None:
    """kill -9 of the owner with clients on both servers: the one at the other
    server plays on without reconnecting (its server resumes it at the new
    owner, itself), the one at the dead server resumes there; nothing lost."""
    from tests.test_online_scaled import resume_at

    with two_servers(tmp_path, postgres, redis_server) as (_, first, second):
        hal = Client(first.url, "Hal")
        table = hal.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")["table"]
        ivy = Client(second.url, "Ivy")
        assert ivy.ask({"type": "join", "table": table}, "joined")["seat"] == 1
        play_together([hal, ivy], table, seed=41, stop_after=8)
        first.kill()
        hal = resume_at(second.url, hal, table)
        play_together([hal, ivy], table, seed=42)
        record = record_of(tmp_path / "b", "twenty", table)
        check_received(hal, record, 0)
        check_received(ivy, record, 1)  # on the same connection throughout
        for client in (hal, ivy):
            client.close()


def test_a_paused_owner_s_forwarded_client_plays_on_at_the_new_owner(
        tmp_path: Path, postgres: PostgresServer, redis_server: RedisServer) -> None:
    """The split brain with a forwarded client: the owner paused past its
    lease, the other server takes the table, and its own client there (which
    was forwarded) goes on over the same connection; the paused owner's
    client resumes; nothing the paused owner did reaches anyone."""
    import os
    import signal

    import redis

    from game.server.bus import LEASE
    from tests.test_online_scaled import resume_at, wait_for

    with two_servers(tmp_path, postgres, redis_server) as (_, first, second):
        jo = Client(first.url, "Jo")
        table = jo.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")["table"]
        kim = Client(second.url, "Kim")
        assert kim.ask({"type": "join", "table": table}, "joined")["seat"] == 1
        play_together([jo, kim], table, seed=51, stop_after=6)
        bus = redis.Redis(port=redis_server.port)
        owner = bus.get(LEASE + table)
        assert first.proc is not None and owner is not None
        os.kill(first.proc.pid, signal.SIGSTOP)
        try:
            wait_for("another server's lease",
                     lambda: bus.get(LEASE + table) not in (None, owner))
        finally:
            os.kill(first.proc.pid, signal.SIGCONT)
        bus.close()
        jo = resume_at(second.url, jo, table)
        play_together([jo, kim], table, seed=52)
        record = record_of(tmp_path / "b", "twenty", table)
        check_received(jo, record, 0)
        check_received(kim, record, 1)  # on the same connection throughout
        for client in (jo, kim):
            client.close()


def test_a_server_watching_many_tables_reads_them_on_a_few_connections(
        tmp_path: Path, postgres: PostgresServer, redis_server: RedisServer) -> None:
    """Each table a server forwards has its Redis stream read: one blocking
    read for all of them, not one a table, which held a connection each
    (at 200 tables redis-py's pool refused the rest: "Too many connections",
    and their players were cut off)."""
    tables = 20
    with two_servers(tmp_path, postgres, redis_server) as (_, first, second):
        hosts, watchers = [], []
        for i in range(tables):
            host = Client(first.url, f"Host{i}")
            table = host.ask({"type": "create", "game": "twenty", "seats": [
                {"kind": "person"}, {"kind": "person"}]}, "joined")["table"]
            watcher = Client(second.url, f"Watcher{i}")
            watcher.ask({"type": "join", "table": table, "spectator": True}, "joined")
            hosts.append((host, table))
            watchers.append(watcher)
        bus = redis.Redis.from_url(redis_server.url)
        try:
            held = len(bus.client_list()) - 1  # both servers' connections, not this one
        finally:
            bus.close()
        assert held < tables
        # Every table's stream is still read: a line said at each reaches its watcher.
        for host, table in hosts:
            host.send({"type": "say", "table": table, "text": f"at {table}"})
        for (_, table), watcher in zip(hosts, watchers, strict=True):
            assert watcher.until("chat")["text"] == f"at {table}"
        for client in [h for h, _ in hosts] + watchers:
            client.close()


def test_a_scripted_client_that_reads_later_still_answers_its_pings(tmp_path: Path) -> None:
    """The spectator above reads only once the game is over: its connection
    keeps reading meanwhile, so its keepalive pings are answered (a bounded
    queue stopped the reading, and under load a long game closed it, 1011)."""
    with server(tmp_path, "--rate", "1000") as srv:
        late = Client(srv.url, "Late")
        for _ in range(5000):  # answers (or refusals) that wait unread ahead of the pong,
            late.send({"type": "list"})  # more than the connection reads at once (64 KiB)
        assert late.ws.ping().wait(10), "the pong behind the unread answers was never read"
        assert late.recv()["type"] in ("lobby", "error")
        late.close()
