"""The lobby as a room under a crowd: a benchmark, not a test.

    python bench/bench_room.py [--people 2000] [--tables 500] [--lines 30]
                               [--asks 50] [--store postgresql://... --bus redis://...]
                               [--quick]

Starts ``parlour serve`` on a free loopback port (two with ``--bus``, the
people spread over both), connects ``--people`` asyncio websockets clients
in one process, each saying hello; ``--tables`` of them sit at a table of
Twenty with a computer player (so who is online names a table for them) and
the others stay in the lobby. Then prints, each as p50 / p99 / max in ms:

- ``who is online``: a newcomer's ``list-people`` answered (``--asks``
  times, one after another), and its size in bytes;
- ``lobby line``: one player's line from its sending until each player in
  the lobby has it (``--lines`` lines, a second apart: within the chat
  budget), over every delivery.

The clients share one process: a crowded client loop's lateness counts in
the delivery times, so these are an upper bound of the server's own.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from tempfile import TemporaryDirectory

import websockets

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.online_helpers import ServerProcess  # noqa: E402

SEATS = [{"kind": "person"}, {"kind": "computer", "level": "easy"}]


def spread(values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"p50 {statistics.median(ordered) * 1000:.1f} / p99 {p99 * 1000:.1f}"
            f" / max {ordered[-1] * 1000:.1f} ms ({len(ordered)})")


async def person(url: str, name: str) -> websockets.ClientConnection:
    ws = await websockets.connect(url, max_size=None, compression=None)
    await ws.send(json.dumps({"v": 1, "type": "hello", "name": name}))
    while json.loads(await ws.recv())["type"] != "welcome":
        pass
    return ws


async def until(ws: websockets.ClientConnection, kind: str) -> tuple[dict[str, object], int]:
    while True:
        text = await ws.recv()
        message = json.loads(text)
        if message["type"] == kind:
            return message, len(text)


async def main(args: argparse.Namespace) -> None:
    with TemporaryDirectory() as data:
        extra = () if args.bus is None else ("--store", args.store, "--bus", args.bus)
        servers = [ServerProcess(Path(data) / str(n), "--rate", "1000",
                                 "--tables-per-minute", "1000", *extra).start()
                   for n in range(1 if args.bus is None else 2)]
        try:
            urls = [s.url for s in servers]
            crowd = []
            for start in range(0, args.people, 100):  # a hundred at a time: no storm
                crowd += await asyncio.gather(*(person(urls[n % len(urls)], f"P{n}")
                                                for n in range(start, min(args.people,
                                                                          start + 100))))
            seated, lobby = crowd[:args.tables], crowd[args.tables:]
            for ws in seated:
                await ws.send(json.dumps({"v": 1, "type": "create", "game": "twenty",
                                          "seats": SEATS}))
            await asyncio.gather(*(until(ws, "joined") for ws in seated))
            readers = [asyncio.ensure_future(drain(ws)) for ws in seated]
            await asyncio.sleep(1.5)  # every server's share of who is online written
            newcomer = await person(urls[-1], "Newcomer")
            asks, size = [], 0
            for _ in range(args.asks):
                started = time.perf_counter()
                await newcomer.send(json.dumps({"v": 1, "type": "list-people"}))
                answer, size = await until(newcomer, "people")
                asks.append(time.perf_counter() - started)
            assert len(answer["people"]) == args.people + 1, len(answer["people"])  # type: ignore[arg-type]
            print(f"who is online ({args.people} people, {args.tables} at tables,"
                  f" {size} bytes): {spread(asks)}")
            speaker, hearers = lobby[0], [*lobby[1:], newcomer]
            deliveries: list[float] = []
            echoes: list[float] = []
            for n in range(args.lines):
                started = time.perf_counter()
                await speaker.send(json.dumps({"v": 1, "type": "lobby-say", "text": f"line {n}"}))
                await asyncio.gather(heard(speaker, started, echoes),
                                     *(heard(ws, started, deliveries) for ws in hearers))
                await asyncio.sleep(1.0)
            print(f"lobby line, the sender's echo (sent before the others'): {spread(echoes)}")
            print(f"lobby line to {len(hearers)} in the lobby: {spread(deliveries)}")
            # The same from a process of its own, never busy (the crowd's
            # process reads and drops its lines meanwhile): the server's and
            # the network's time, with the machine's load but not the crowd's.
            readers += [asyncio.ensure_future(drain(ws)) for ws in lobby]
            probe = multiprocessing.get_context("spawn").Process(
                target=run_probe, args=(urls[-1], args.lines))
            probe.start()
            await asyncio.get_running_loop().run_in_executor(None, probe.join)
            for reader in readers:
                reader.cancel()
        finally:
            for server in servers:
                server.stop()


async def heard(ws: websockets.ClientConnection, started: float, times: list[float]) -> None:
    await until(ws, "lobby-chat")
    times.append(time.perf_counter() - started)


def run_probe(url: str, lines: int) -> None:
    asyncio.run(probe_lines(url, lines))


async def probe_lines(url: str, lines: int) -> None:
    """A speaker and one hearer in the lobby, in a quiet process."""
    speaker, hearer = await person(url, "ProbeSpeaker"), await person(url, "ProbeHearer")
    echoes: list[float] = []
    deliveries: list[float] = []
    for n in range(lines):
        started = time.perf_counter()
        await speaker.send(json.dumps({"v": 1, "type": "lobby-say", "text": f"probe {n}"}))
        await asyncio.gather(heard(speaker, started, echoes), heard(hearer, started, deliveries))
        await asyncio.sleep(1.0)
    print(f"quiet process: the sender's echo {spread(echoes)}")
    print(f"quiet process: one of the crowd in the lobby {spread(deliveries)}")


async def drain(ws: websockets.ClientConnection) -> None:
    """A seated client reads its table's messages (unread, they would fill its queue)."""
    async for _ in ws:
        pass


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--people", type=int, default=2000)
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--lines", type=int, default=30)
    parser.add_argument("--asks", type=int, default=50)
    parser.add_argument("--store")
    parser.add_argument("--bus")
    parser.add_argument("--quick", action="store_true", help="300 people, 50 at tables")
    given = parser.parse_args()
    if given.quick:
        given.people, given.tables, given.lines, given.asks = 300, 50, 5, 10
    asyncio.run(main(given))
