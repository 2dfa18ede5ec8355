"""A bounded load test of the table server on loopback: a benchmark, not a test.

    python bench/bench_online.py [--tables 200] [--seconds 120] [--think 1.0]
                                 [--processes 2] [--probes 4] [--store postgresql://...]
                                 [--servers 2] [--watch-stalls REPORT]
                                 [--server-code DIR] [--computers N] [--busy N]
                                 [--quick]

Starts ``parlour serve`` on a free loopback port, seats four scripted people
at each Twenty table (asyncio websockets clients; a table's four in one
process so their clocks agree, the tables spread over ``--processes``
client processes), plays for the given time (a finished table is replaced
by a new one), drops a quarter of the clients halfway and resumes them at
once, then prints move -> delivery at every seat (p50 / p99), moves a
second, the server's CPU time (and per move) and memory, the load average,
and whether any event was lost or doubled.

A crowded client process's own loop delays its reading of a message, and
that wait counts as delivery time. So the bench also prints how late the
client loops wake (a 10 ms tick), and the delays at ``--probes`` tables
whose clients have a process of their own, never busy: those are the
server's and the network's, with the machine's load but not the crowd's.

Each delay is also filed by when its move was made: while tables were still
being seated (the opening connection storm), in the drop and resume burst
(from the drop until every dropped client has resumed, and two seconds
after), or in steady play; a tail that is one burst's shows there. And the
quiet process pings the server every 20 ms on a connection of its own: the
server's loop answers a ping only between two of its callbacks, so a late
pong is the server's loop held (by its own work, or by the machine taking
the core away), counted as stalls of 50 ms or more.

At the end the server is asked for its counters (``kill -USR1``): the
tables it holds (a finished table is let go once everyone left it, as the
app's players leave it), the ones it let go, and its collector's passes per
generation. ``--watch-stalls REPORT`` runs the server under
``bench/stall_watch.py``, which writes where its loop stalled (stacks, CPU,
the collector's time) to REPORT.

``--server-code DIR`` runs the server of another checkout (an older commit,
for an A/B comparison run by run, the machine's load as alike as it gets).

``--computers N`` gives N of each table's four seats to the server's computer
players (at ``--pace 0``: they move at once, their moves committed by the
server's drive as a person's are), so that people and computer players play
together. ``--busy N`` keeps N processes spinning on the CPU for the run (a
busy machine, the same for two runs to compare; the load average says it).
``--quick`` (``make bench --quick``): 40 tables for 20 s.

A scripted person thinks ``--think`` seconds on average before a move (0: at
once, a stress test that measures queueing, not play).
Everything is bounded: the tables, the time, loopback only.

``--servers N`` (2 or 3) runs the same load twice in one go, side by side:
one server on PostgreSQL, then N servers sharing that PostgreSQL and one
Redis, each table's seats spread over the servers (most of them forwarded
to the table's owner), so that the cost of the bus shows as a ratio. The
bench starts its own PostgreSQL and Redis for it, as the tests do
(``tests/scaled_helpers.py``), unless given ``--store``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import itertools
import json
import multiprocessing
import os
import random
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parents[1]
SEATS = 4
_names = itertools.count(1)
_requests = itertools.count(1)


@dataclass
class Player:
    name: str
    ws: ClientConnection | None = None
    token: str = ""
    table: str = ""
    events: dict[int, int] = field(default_factory=dict)  # number -> times received
    snapshot: dict[str, Any] | None = None


@dataclass
class Stats:
    sent: dict[tuple[str, int], float] = field(default_factory=dict)  # (table, event) -> time
    delays: list[float] = field(default_factory=list)
    #: when each delay's move was made, in step with ``delays`` (time.monotonic,
    #: the one clock of every process on this machine)
    moved_at: list[float] = field(default_factory=list)
    seated: list[float] = field(default_factory=list)  # when each table first sat down
    resumed: list[float] = field(default_factory=list)  # when each dropped client resumed
    pings: list[float] = field(default_factory=list)  # the server's pong, late by
    moves: int = 0
    faults: list[str] = field(default_factory=list)
    lags: list[float] = field(default_factory=list)  # the client loop's wake-ups, late by


async def send(player: Player, message: dict[str, Any]) -> None:
    assert player.ws is not None
    await player.ws.send(json.dumps({"v": 1, **message}))


async def until(player: Player, kind: str) -> dict[str, Any]:
    assert player.ws is not None
    while True:
        message = read(await player.ws.recv())
        if message["type"] == kind:
            return message


COMPUTERS = 0  # seats of each table that are the server's computer players (--computers)


async def seat_table(url: str, players: list[Player]) -> None:
    for player in players:
        player.events.clear()
        player.snapshot = None
    host = players[0]
    await send(host, {"type": "create", "game": "twenty",
                      "seats": [{"kind": "person"}] * len(players)
                      + [{"kind": "computer", "level": "normal"}] * COMPUTERS})
    host.table = (await until(host, "joined"))["table"]
    for guest in players[1:]:
        await send(guest, {"type": "join", "table": host.table})
        guest.table = (await until(guest, "joined"))["table"]


LAG_TICK = 0.01  # seconds between two looks at a client loop's lag
THINK = 1.0  # mean seconds a scripted person takes over a move (set by --think)


async def listen(player: Player, stats: Stats, rng: random.Random, stop: float) -> None:
    """Read messages until the end; return early when the table ends."""
    # One deadline for the whole listening (the loop's clock is time.monotonic),
    # not a timer for every message: the clients share the cores with the server.
    with contextlib.suppress(TimeoutError, ConnectionClosed):
        async with asyncio.timeout_at(stop):
            await play(player, stats, rng)


async def play(player: Player, stats: Stats, rng: random.Random) -> None:
    """Read messages; move when the snapshot offers moves; return when the table ends."""
    answered = -1
    assert player.ws is not None
    async for text in player.ws:
        now = time.monotonic()
        message = read(text)
        if message["type"] == "event":
            n = message["n"]
            player.events[n] = player.events.get(n, 0) + 1
            began = stats.sent.get((player.table, n))
            if began is not None:
                stats.delays.append(now - began)
                stats.moved_at.append(began)
        elif message["type"] == "snapshot":
            player.snapshot = message
            if message["state"] == "over":
                return
            if message["legal"] and message["event"] != answered:
                answered = message["event"]
                if THINK > 0:
                    await asyncio.sleep(THINK * rng.uniform(0.5, 1.5))
                stats.sent[(player.table, message["event"] + 1)] = time.monotonic()
                stats.moves += 1
                await send(player, {"type": "move", "table": player.table,
                                    "move": rng.choice(message["legal"]),
                                    "based_on": message["event"],
                                    "request": f"q{next(_requests)}"})


def seat_url(urls: str, player: Player) -> str:
    """Each player's server, of several (comma-separated): the seats of a table
    spread over them, its host (and so its owner) turning from one to the next."""
    servers = urls.split(",")
    number = int(player.name.rsplit(" ", 1)[1])
    return servers[(number + (number - 1) // SEATS) % len(servers)]


async def one_table(url: str, stats: Stats, stop: float, drop_at: float, drop: bool) -> None:
    players = [Player(f"Bench {next(_names)}") for _ in range(SEATS - COMPUTERS)]
    for player in players:
        player.ws = await connect(seat_url(url, player), max_size=None, compression=None)
        await send(player, {"type": "hello", "name": player.name})
        player.token = (await until(player, "welcome"))["token"]
    rng = random.Random(len(players[0].name))
    dropped = False
    first = True
    while time.monotonic() < stop:
        await seat_table(url, players)
        if first:
            first = False
            stats.seated.append(time.monotonic())
        tasks = [asyncio.create_task(listen(p, stats, rng, stop)) for p in players]
        if drop and not dropped:
            await asyncio.sleep(max(0.0, drop_at - time.monotonic()))
            dropped = True
            victim = players[-1]
            assert victim.ws is not None
            await victim.ws.close()
            tasks[-1].cancel()
            victim.ws = await connect(seat_url(url, victim), max_size=None, compression=None)
            last = max(victim.events, default=0)
            await send(victim, {"type": "resume", "token": victim.token,
                                "table": victim.table, "last": last})
            stats.resumed.append(time.monotonic())
            tasks[-1] = asyncio.create_task(listen(victim, stats, rng, stop))
        await asyncio.gather(*tasks, return_exceptions=True)
        for player in players:
            numbers = sorted(player.events)
            if any(count != 1 for count in player.events.values()):
                stats.faults.append(f"{player.name}: an event twice")
            if numbers and numbers != list(range(numbers[0], numbers[-1] + 1)):
                stats.faults.append(f"{player.name}: events missing")
        for player in players:  # up from the table, as the app's players are
            if player.ws is not None and player.table:
                with contextlib.suppress(ConnectionClosed):
                    await send(player, {"type": "leave", "table": player.table})
    for player in players:
        if player.ws is not None:
            await player.ws.close()


def read(text: str | bytes) -> dict[str, Any]:
    message: dict[str, Any] = msgspec.json.decode(text)  # quicker than json.loads
    return message


def spin(seconds: float) -> None:
    """Keep one core busy for ``seconds`` at most (``--busy``): other work on the machine."""
    stop = time.monotonic() + seconds
    while time.monotonic() < stop:
        sum(range(10_000))


def server_counters(proc: subprocess.Popen[str]) -> dict[str, Any] | None:
    """The server's own counters (``kill -USR1`` prints them), None if it says none."""
    assert proc.stdout is not None
    proc.send_signal(signal.SIGUSR1)
    selector = selectors.DefaultSelector()
    selector.register(proc.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + 10
    while selector.select(max(0.0, deadline - time.monotonic())):
        line = proc.stdout.readline()
        if not line:
            break
        if line.startswith("parlour: counters "):
            counted: dict[str, Any] = json.loads(line.split(" ", 2)[2])
            return counted
    return None


def server_usage(pid: int) -> tuple[float, float]:
    """CPU seconds and resident memory (MiB) of a process, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    rss = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text()
               .splitlines() if line.startswith("VmRSS:"))
    return cpu, rss / 1024


async def watch_lag(stats: Stats, stop: float) -> None:
    """How late this client process's loop wakes: a ready message waits that long."""
    while time.monotonic() < stop:
        began = time.monotonic()
        await asyncio.sleep(LAG_TICK)
        stats.lags.append(time.monotonic() - began - LAG_TICK)


PING_TICK = 0.02  # seconds between two pings of the server from the quiet process


async def watch_server(url: str, stats: Stats, stop: float) -> None:
    """How late the server's loop answers a ping, on a connection that plays
    no part: a pong is written by a callback of the server's loop, so a late
    one is that loop held (or the machine's cores taken from it)."""
    async with connect(url.split(",")[0], max_size=None, compression=None,
                       ping_interval=None) as ws:
        with contextlib.suppress(ConnectionClosed):
            while time.monotonic() < stop:
                began = time.monotonic()
                await (await ws.ping())
                stats.pings.append(time.monotonic() - began)
                await asyncio.sleep(max(0.0, PING_TICK - (time.monotonic() - began)))


async def bench(url: str, tables: range, seconds: float, probe: bool) -> tuple[Stats, float]:
    """The tables' figures, and when this process dropped its clients."""
    stats = Stats()
    start = time.monotonic()
    stop, drop_at = start + seconds, start + seconds / 2
    watchers = [asyncio.create_task(watch_lag(stats, stop))]
    if probe:
        watchers.append(asyncio.create_task(watch_server(url, stats, stop)))
    await asyncio.gather(*(one_table(url, stats, stop, drop_at, drop=i % 4 == 0)
                           for i in tables))
    await asyncio.gather(*watchers)
    return stats, drop_at


@dataclass
class Figures:
    """A client process's figures, sent to the parent."""
    probe: bool
    stats: Stats
    drop_at: float


def client_process(url: str, tables: range, seconds: float, think: float, computers: int,
                   probe: bool, out: multiprocessing.Queue[Figures]) -> None:
    """One client process: its share of the tables; its figures back to the parent."""
    global THINK, COMPUTERS, _names
    THINK, COMPUTERS = think, computers
    _names = itertools.count(1 + 100 * tables.start)  # names unique across processes
    # The clients' own collector, set as the server's is: a full collection
    # of 400 clients' objects held their loop, counted as delivery time.
    gc.collect()
    gc.freeze()
    gc.set_threshold(2_000, 10, 100)
    stats, drop_at = asyncio.run(bench(url, tables, seconds, probe))
    stats.sent.clear()  # not needed by the parent: less to pickle
    out.put(Figures(probe, stats, drop_at))


def run_clients(url: str, tables: int, seconds: float, think: float, computers: int,
                processes: int, probes: int) -> tuple[Stats, Stats, float]:
    """Everyone's figures, and the probe's: its few tables in a process of their
    own, whose loop is never busy, so that its delays are the server's and the
    network's, without a crowded client's wait before it reads a message; and
    when the first process dropped its clients."""
    rest = tables - probes
    share = -(-rest // processes)
    parts = [range(i, min(tables, i + share)) for i in range(probes, tables, share)]
    context = multiprocessing.get_context("spawn")
    out: multiprocessing.Queue[Figures] = context.Queue()
    procs = [context.Process(target=client_process,
                             args=(url, part, seconds, think, computers, False, out))
             for part in parts]
    if probes:
        procs.append(context.Process(target=client_process,
                                     args=(url, range(probes), seconds, think, computers,
                                           True, out)))
    for proc in procs:
        proc.start()
    stats, probe = Stats(), Stats()
    drop_at = float("inf")
    for _ in procs:
        got = out.get(timeout=seconds + 300)
        drop_at = min(drop_at, got.drop_at)
        for into in (stats, probe) if got.probe else (stats,):
            into.delays += got.stats.delays
            into.moved_at += got.stats.moved_at
            into.lags += got.stats.lags
            into.moves += got.stats.moves
            into.faults += got.stats.faults
            into.seated += got.stats.seated
            into.resumed += got.stats.resumed
            into.pings += got.stats.pings
    for proc in procs:
        proc.join(30)
    return stats, probe, drop_at


AFTER_RESUME = 2.0  # seconds after the last resume still counted in the drop burst


def phases(stats: Stats, drop_at: float) -> dict[str, list[float]]:
    """The delays by when their move was made: while tables were still being
    seated, in the drop and resume burst, or in steady play."""
    seated = max(stats.seated, default=0.0)
    burst_end = max(stats.resumed, default=drop_at) + AFTER_RESUME
    filed: dict[str, list[float]] = {"seating": [], "drop": [], "steady": []}
    for delay, moved in zip(stats.delays, stats.moved_at, strict=True):
        phase = ("seating" if moved < seated else
                 "drop" if drop_at <= moved < burst_end else "steady")
        filed[phase].append(delay)
    return filed


STALL = 0.05  # a pong this late or later: the server's loop held


def pct(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values``, in milliseconds (0 for none)."""
    ordered = sorted(values) or [0.0]
    return 1000 * ordered[min(len(ordered) - 1, int(len(ordered) * share))]


PHASE_WORDS = {"seating": "while tables were being seated",
               "drop": "in the drop and resume burst", "steady": "in steady play"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean seconds a scripted person takes over a move (0: none)")
    parser.add_argument("--processes", type=int, default=2, help="client processes")
    parser.add_argument("--probes", type=int, default=4,
                        help="tables (of --tables) in a quiet client process of their own")
    parser.add_argument("--store", metavar="URL",
                        help="the server's store: postgresql://... (default: SQLite)")
    parser.add_argument("--servers", type=int, default=1,
                        help="2 or 3: one server against that many on PostgreSQL and Redis")
    parser.add_argument("--watch-stalls", metavar="REPORT", type=Path,
                        help="run the server under bench/stall_watch.py, its report to REPORT")
    parser.add_argument("--server-code", metavar="DIR", type=Path, default=ROOT,
                        help="the checkout whose server runs (default: this one)")
    parser.add_argument("--computers", type=int, default=0,
                        help="seats of each table (of 4) that are computer players")
    parser.add_argument("--busy", type=int, default=0,
                        help="processes spinning on the CPU during the run (a busy machine)")
    parser.add_argument("--quick", action="store_true", help="40 tables for 20 s")
    args = parser.parse_args()
    if args.quick:
        args.tables, args.seconds = min(args.tables, 40), min(args.seconds, 20.0)
    if not (0 <= args.computers < SEATS and 0 <= args.busy <= 8
            and 1 <= args.tables <= 500 and 1 <= args.seconds <= 600 and 0 <= args.think <= 10
            and 1 <= args.processes <= 16 and 0 <= args.probes < args.tables
            and 1 <= args.servers <= 3):
        parser.error("--tables 1 to 500, --seconds 1 to 600, --think 0 to 10, --processes 1"
                     " to 16, --probes fewer than --tables, --servers 1 to 3, --computers 0 to"
                     " 3, --busy 0 to 8: the bench stays bounded")
    if args.servers == 1:
        one_run(args, 1, args.store, None, "PostgreSQL" if args.store else "SQLite")
        return 0
    sys.path.insert(0, str(ROOT))
    from tests.scaled_helpers import PostgresServer, RedisServer

    postgres = None if args.store else PostgresServer().start()
    redis_server = RedisServer().start()
    try:
        def database() -> str:
            return str(args.store) if postgres is None else postgres.new_database()

        one = one_run(args, 1, database(), None, "PostgreSQL, one server")
        print()
        many = one_run(args, args.servers, database(), redis_server.url,
                       f"PostgreSQL and Redis, {args.servers} servers")
    finally:
        redis_server.stop()
        if postgres is not None:
            postgres.stop()
    print()
    print(f"{args.servers} servers / one: p50 x{many['p50'] / one['p50']:.2f},"
          f" p99 x{many['p99'] / one['p99']:.2f},"
          f" moves a second x{many['moves'] / one['moves']:.2f},"
          f" CPU of all servers x{many['cpu'] / one['cpu']:.2f}")
    return 0


def one_run(args: argparse.Namespace, count: int, store: str | None, bus: str | None,
            label: str) -> dict[str, float]:
    """The load against ``count`` servers (each ready, its "serving on" line
    read, before the clients start), its figures printed; the main ones back."""
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as data:
        procs = []
        for n in range(count):
            folder = Path(data) / f"server{n}"
            folder.mkdir()
            watch = ([str(ROOT / "bench" / "stall_watch.py"), str(args.watch_stalls)]
                     if args.watch_stalls and n == 0 else ["-m", "game"])
            procs.append(subprocess.Popen(
                [sys.executable, *watch, "serve", "--port", "0",
                 "--data", str(folder), "--pace", "0", "--rate", "1000",
                 "--no-web",  # the table server's load alone; its first line says where
                 *(("--store", store) if store else ()), *(("--bus", bus) if bus else ())],
                cwd=args.server_code, stdout=subprocess.PIPE, text=True))
        try:
            urls = []
            for proc in procs:
                assert proc.stdout is not None
                line = proc.stdout.readline()  # the readiness line
                if "serving on " not in line:
                    raise SystemExit(f"the server did not start: {line}")
                urls.append(line.split("serving on ", 1)[1].strip())
            url = ",".join(urls)
            spinners = [multiprocessing.get_context("spawn").Process(
                target=spin, args=(args.seconds + 5,)) for _ in range(args.busy)]
            for spinner in spinners:
                spinner.start()
            load_before = os.getloadavg()[0]
            cpu_before = [server_usage(proc.pid)[0] for proc in procs]  # their start
            began = time.monotonic()
            stats, probe, drop_at = run_clients(url, args.tables, args.seconds, args.think,
                                                args.computers, args.processes, args.probes)
            elapsed = time.monotonic() - began
            load_after = os.getloadavg()[0]
            for spinner in spinners:
                spinner.kill()
                spinner.join()
            usage = [server_usage(proc.pid) for proc in procs]
            counters = [server_counters(proc) for proc in procs]
        finally:
            for proc in procs:
                proc.terminate()
                proc.wait(10)
    print(f"{args.tables} tables x {SEATS - args.computers} clients"
          f" and {args.computers} computer players ({args.tables - args.probes} tables in"
          f" {args.processes} processes, {args.probes} in a quiet one)"
          f" on {label},"
          f" thinking {args.think:g} s a move, {elapsed:.0f} s on loopback")
    print(f"move -> delivery at every seat: p50 {pct(stats.delays, 0.5):.1f} ms,"
          f" p99 {pct(stats.delays, 0.99):.1f} ms ({len(stats.delays)} deliveries)")
    print(f"  at the quiet process's seats: p50 {pct(probe.delays, 0.5):.1f} ms,"
          f" p99 {pct(probe.delays, 0.99):.1f} ms ({len(probe.delays)} deliveries)")
    for phase, delays in phases(stats, drop_at).items():
        print(f"  moves made {PHASE_WORDS[phase]}: p50 {pct(delays, 0.5):.1f} ms,"
              f" p99 {pct(delays, 0.99):.1f} ms ({len(delays)} deliveries)")
    stalls = [p for p in probe.pings if p >= STALL]
    print(f"server loop, a ping every {1000 * PING_TICK:.0f} ms answered late by: p50"
          f" {pct(probe.pings, 0.5):.1f} ms, p99 {pct(probe.pings, 0.99):.1f} ms, max"
          f" {pct(probe.pings, 1):.1f} ms; {len(stalls)} stalls of {1000 * STALL:.0f} ms or"
          f" more, {sum(stalls):.1f} s in all ({len(probe.pings)} pings)")
    print(f"  client loops late by: p50 {pct(stats.lags, 0.5):.1f} ms,"
          f" p99 {pct(stats.lags, 0.99):.1f} ms, max {pct(stats.lags, 1):.1f} ms"
          f" (the quiet one's p99 {pct(probe.lags, 0.99):.1f} ms)")
    print(f"moves a second: {stats.moves / elapsed:.0f}")
    total = 0.0
    for n, ((cpu, rss), before) in enumerate(zip(usage, cpu_before, strict=True)):
        cpu -= before
        total += cpu
        print(f"server {n + 1}: {cpu:.1f} s CPU ({100 * cpu / elapsed:.0f}% of one core),"
              f" {1000 * cpu / max(1, stats.moves):.2f} ms CPU a move, {rss:.0f} MiB")
        held = counters[n]
        if held:
            print(f"  holds {held['tables']} tables ({held['over']} finished),"
                  f" {held['connections']} connections; let go {held['freed']} finished"
                  f" tables; collector passes per generation {held['gc']}")
    print(f"load average: {load_before:.1f} before, {load_after:.1f} after"
          f" ({os.cpu_count()} cores, {args.busy} spinning processes of the bench's)")
    print(f"events lost or doubled: {len(stats.faults)}" +
          (f" ({stats.faults[:3]})" if stats.faults else ""))
    return {"p50": pct(stats.delays, 0.5), "p99": pct(stats.delays, 0.99),
            "moves": stats.moves / elapsed, "cpu": total / elapsed}


if __name__ == "__main__":
    sys.exit(main())
