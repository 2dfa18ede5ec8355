"""Servers sharing one PostgreSQL and one Redis (``--store``, ``--bus``), each
started by the tests themselves: table ownership by lease, the owner epoch
counted up on every takeover, a killed owner's tables taken by another
server within seconds, and a paused owner (split brain) refused."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
import pytest
import redis
from websockets.exceptions import ConnectionClosed

from game.server.bus import LEASE, RedisBus
from game.server.store_pg import PostgresStore
from tests.online_helpers import Client, ServerProcess, server
from tests.scaled_helpers import PostgresServer, RedisServer
from tests.test_online_games import check_received, play_together, seated_table
from tests.test_online_refusals import mover

LEASE_SECONDS = 1.5
TAKEOVER_TIMEOUT = 20.0


def wait_for(what: str, check: Callable[[], Any], timeout: float = TAKEOVER_TIMEOUT) -> Any:
    """Poll ``check`` until it gives something true, with a deadline."""
    deadline = time.monotonic() + timeout
    while not (found := check()):
        assert time.monotonic() < deadline, f"{what}: not within {timeout} s"
        time.sleep(0.05)
    return found


def test_a_lease_is_one_servers_and_each_takeover_counts_the_epoch_up(
        redis_server: RedisServer) -> None:
    import asyncio

    async def run() -> None:
        one = RedisBus(redis_server.url, lease=0.3, server_id="one")
        two = RedisBus(redis_server.url, lease=0.3, server_id="two")
        try:
            assert await one.take("lease-t") == 1
            assert await two.take("lease-t") is None  # held: nobody else takes it
            assert await one.renew("lease-t") and not await two.renew("lease-t")
            await two.give_up("lease-t")  # not its own: nothing happens
            assert await one.holder("lease-t") == "one"
            deadline = time.monotonic() + 10
            while await one.holder("lease-t") is not None:  # not renewed: it runs out
                assert time.monotonic() < deadline
                await asyncio.sleep(0.05)
            assert await two.take("lease-t") == 2  # the takeover, one epoch on
            assert not await one.renew("lease-t")  # the old owner knows it lost the table
            await two.give_up("lease-t")
            assert await one.take("lease-t") == 3
        finally:
            await one.close()
            await two.close()

    asyncio.run(run())


@contextmanager
def two_servers(tmp_path: Path, postgres: PostgresServer,
                redis_server: RedisServer) -> Iterator[tuple[str, ServerProcess, ServerProcess]]:
    url = postgres.new_database()
    scaled = ("--store", url, "--bus", redis_server.emptied().url, "--lease", str(LEASE_SECONDS),
              "--rate", "1000")
    first = ServerProcess(tmp_path / "a", *scaled).start()
    try:
        second = ServerProcess(tmp_path / "b", *scaled).start()
        try:
            yield url, first, second
        finally:
            second.stop()
    finally:
        if first.proc is not None and first.proc.poll() is None:
            first.proc.send_signal(signal.SIGCONT)  # a paused one must hear the end
        first.stop()


def resume_at(url: str, old: Client, table: str) -> Client:
    """``old``'s seat taken back at the server ``url``, once that server has
    the table: ``no-table`` until it took it over, asked again meanwhile."""
    last = max(old.events)

    def resumed() -> Client | None:
        client = Client(url)
        client.events, client.name = dict(old.events), old.name
        client.send({"type": "resume", "token": old.token, "table": table, "last": last})
        answer = client.recv()
        if answer["type"] == "welcome":
            client.until("snapshot")
            return client
        assert answer == {"type": "error", "code": "no-table", "args": {}, "request": None,
                          "v": 1}, answer
        client.close()
        return None

    found: Client = wait_for("the table taken over", resumed)
    return found


def stored_epochs(url: str, table: str) -> list[tuple[int, int]]:
    """(epoch, events written under it) of a table, in the order written."""
    with psycopg.connect(url) as db:
        return [(int(e), int(c)) for e, c in db.execute(
            "SELECT epoch, count(*) FROM events WHERE table_id = %s GROUP BY epoch"
            " ORDER BY epoch", (table,))]


def test_a_killed_owner_s_table_is_taken_by_another_server_and_nothing_is_lost(
        tmp_path: Path, postgres: PostgresServer, redis_server: RedisServer) -> None:
    with two_servers(tmp_path, postgres, redis_server) as (url, first, second):
        table, clients = seated_table(first.url, "phase10", ("Kay", "Lou"))
        # Clients spread over both servers: a table of the second one's own, under way.
        other, others = seated_table(second.url, "twenty", ("Max", "Nia"))
        play_together(others, other, seed=23, stop_after=4)
        play_together(clients, table, seed=21, stop_after=40)
        first.kill()  # mid-deal, with no chance to write anything more
        killed = time.monotonic()
        resumed = [resume_at(second.url, c, table) for c in clients]
        took = time.monotonic() - killed
        assert took < LEASE_SECONDS + 8, f"the takeover took {took:.1f} s"
        play_together(resumed, table, seed=22)
        play_together(others, other, seed=24)  # the second server's own table was not hurt
        record = tmp_path / "b" / "records" / f"phase10-{table}.jsonl"
        lines = [json.loads(x) for x in record.read_text(encoding="utf-8").splitlines()]
        for seat, client in enumerate(resumed):
            check_received(client, lines, seat)  # every event once, none missing
            client.close()
        own = tmp_path / "b" / "records" / f"twenty-{other}.jsonl"
        own_lines = [json.loads(x) for x in own.read_text(encoding="utf-8").splitlines()]
        for seat, client in enumerate(others):
            check_received(client, own_lines, seat)
            client.close()
        assert [e for e, _ in stored_epochs(url, other)] == [1]  # never taken over
    store = PostgresStore(url)
    try:
        stored = store.load(table)
    finally:
        store.close()
    assert stored is not None and stored.events == lines[1:]
    # The first owner wrote under epoch 1, the one that took over under 2.
    assert [epoch for epoch, _ in stored_epochs(url, table)] == [1, 2]
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(record)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_a_paused_owner_past_its_lease_is_refused_and_its_clients_move_on(
        tmp_path: Path, postgres: PostgresServer, redis_server: RedisServer) -> None:
    with two_servers(tmp_path, postgres, redis_server) as (url, first, second):
        table, clients = seated_table(first.url, "twenty", ("May", "Ned"))
        who, snap = mover(*clients)
        before = snap["event"]
        bus = redis.Redis(port=redis_server.port)
        owner = bus.get(LEASE + table)
        assert first.proc is not None and owner is not None
        os.kill(first.proc.pid, signal.SIGSTOP)  # paused past its lease: the split brain
        try:
            wait_for("another server's lease", lambda: bus.get(LEASE + table) not in (None, owner))
            wait_for("the takeover stored", lambda: [e for e, _ in stored_epochs(url, table)]
                     == [1] and owner_epoch(url, table) == 2)
            # A move sent to the paused owner: it reaches it when it wakes.
            who.move(table, snap["legal"][0], before, "late-1")
        finally:
            os.kill(first.proc.pid, signal.SIGCONT)
        for client in clients:  # the old owner drops the table and closes, sending nothing
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    message = client.recv(TAKEOVER_TIMEOUT)
                    assert message["type"] != "event", f"a stale owner's event: {message}"
                    assert message.get("type") != "moved", message
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1012
        assert first.alive()  # it goes on serving, without the table
        bus.close()
        # Nothing of epoch 1 after the pause reached the database.
        assert stored_epochs(url, table) == [(1, before)]
        resumed = [resume_at(second.url, c, table) for c in clients]
        play_together(resumed, table, seed=5)
        record = tmp_path / "b" / "records" / f"twenty-{table}.jsonl"
        lines = [json.loads(x) for x in record.read_text(encoding="utf-8").splitlines()]
        for seat, client in enumerate(resumed):
            check_received(client, lines, seat)
            client.close()
        with contextlib.suppress(Exception):
            for client in clients:
                client.close()


def test_redis_restarted_mid_game_loses_nothing_and_play_goes_on(
        tmp_path: Path, postgres: PostgresServer) -> None:
    """A Redis of this test's own, restarted empty mid-game: the server keeps
    its table while Redis is away; once it answers without the lease, the
    table is taken again under a new epoch, rebuilt from PostgreSQL, and
    the clients resume there and finish, every event once."""
    own = RedisServer().start()
    url = postgres.new_database()
    try:
        srv = ServerProcess(tmp_path, "--store", url, "--bus", own.url, "--lease",
                            str(LEASE_SECONDS), "--rate", "1000").start()
        try:
            table, clients = seated_table(srv.url, "twenty", ("Oda", "Pia"))
            play_together(clients, table, seed=8, stop_after=6)
            own.restart()
            for client in clients:  # dropped by the server once it knows, to resume
                with pytest.raises(ConnectionClosed):
                    while True:
                        client.recv(TAKEOVER_TIMEOUT)
            resumed = [resume_at(srv.url, c, table) for c in clients]
            play_together(resumed, table, seed=9)
            record = tmp_path / "records" / f"twenty-{table}.jsonl"
            lines = [json.loads(x) for x in record.read_text(encoding="utf-8").splitlines()]
            for seat, client in enumerate(resumed):
                check_received(client, lines, seat)
                client.close()
        finally:
            srv.stop()
    finally:
        own.stop()
    # Redis counted from 1 again; the database's fence still moved forward.
    assert [epoch for epoch, _ in stored_epochs(url, table)] == [1, 2]


def test_postgresql_restarted_mid_game_loses_nothing_and_play_goes_on(
        tmp_path: Path, postgres: PostgresServer) -> None:
    """The database restarted under a playing table (every connection cut):
    the server connects again at its next write, and the game goes on to
    its end, every event once and stored once."""
    url = postgres.new_database()
    with server(tmp_path, "--store", url, "--rate", "1000") as srv:
        table, clients = seated_table(srv.url, "twenty", ("Quin", "Rae"))
        play_together(clients, table, seed=13, stop_after=6)
        postgres.restart()
        play_together(clients, table, seed=14)
        record = tmp_path / "records" / f"twenty-{table}.jsonl"
        lines = [json.loads(x) for x in record.read_text(encoding="utf-8").splitlines()]
        for seat, client in enumerate(clients):
            check_received(client, lines, seat)
            client.close()
    store = PostgresStore(url)
    try:
        stored = store.load(table)
    finally:
        store.close()
    assert stored is not None and stored.events == lines[1:]


def owner_epoch(url: str, table: str) -> int | None:
    with psycopg.connect(url) as db:
        row = db.execute("SELECT epoch FROM table_owners WHERE table_id = %s",
                         (table,)).fetchone()
    return None if row is None else int(row[0])
