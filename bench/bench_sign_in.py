"""Sign-in with a password, timed at a real server: a benchmark, not a test.

    python bench/bench_sign_in.py [--accounts 10] [--rounds 10] [--at-once 4]
                                  [--store postgresql://...]

Starts ``parlour serve`` on a free loopback port, makes ``--accounts``
accounts, then signs each in ``--rounds`` times on a new connection,
``--at-once`` sign-ins at a time (from one address: the per-address limit
counts only wrong passwords, so right ones are never held). Prints the
time from connecting to the ``welcome`` (p50 / p99 / max), which holds the
argon2id check of the password (game/server/accounts.py, ``HASHER``), the
hash alone timed in this process for comparison, and the machine's load.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._stats import percentile  # noqa: E402
from game.server.accounts import HASHER  # noqa: E402
from tests.online_helpers import ServerProcess  # noqa: E402

PASSWORD = "correct horse battery"


async def ask(url: str, message: dict[str, object]) -> tuple[dict[str, object], float]:
    """The first answer to ``message`` on a new connection, and the seconds it took."""
    started = time.perf_counter()
    async with connect(url) as ws:
        await ws.send(json.dumps({"v": 1, **message}))
        answer = json.loads(await ws.recv())
    return answer, time.perf_counter() - started


async def run(url: str, accounts: int, rounds: int, at_once: int) -> list[float]:
    names = [f"Player {n}" for n in range(accounts)]
    for name in names:
        made, _ = await ask(url, {"type": "register", "name": name, "password": PASSWORD})
        assert made["type"] == "welcome", made
    gate = asyncio.Semaphore(at_once)
    times: list[float] = []

    async def sign_in(name: str) -> None:
        async with gate:
            answer, took = await ask(url, {"type": "sign-in", "name": name,
                                           "password": PASSWORD})
            assert answer["type"] == "welcome", answer
            times.append(took)

    await asyncio.gather(*(sign_in(name) for _ in range(rounds) for name in names))
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--accounts", type=int, default=10,
                        help="at most 10: new accounts a minute from one address")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--at-once", type=int, default=4)
    parser.add_argument("--store", help="postgresql://...: the scaled store")
    args = parser.parse_args(argv)
    hashed = HASHER.hash(PASSWORD)
    alone = []
    for _ in range(20):
        started = time.perf_counter()
        HASHER.verify(hashed, PASSWORD)
        alone.append(time.perf_counter() - started)
    with tempfile.TemporaryDirectory() as data:
        extra = ("--store", args.store) if args.store else ()
        server = ServerProcess(Path(data), *extra).start()
        try:
            times = asyncio.run(run(server.url, args.accounts, args.rounds, args.at_once))
        finally:
            server.stop()

    def ms(values: list[float], pct: float) -> str:
        return f"{percentile(values, pct) * 1000:.0f}"

    print(f"hash: argon2id m={HASHER.memory_cost} KiB t={HASHER.time_cost} "
          f"p={HASHER.parallelism}; one check in this process: p50 {ms(alone, 50)} ms, "
          f"p99 {ms(alone, 99)} ms")
    print(f"sign-in, connect to welcome ({len(times)}, {args.at_once} at once): "
          f"p50 {ms(times, 50)} ms, p99 {ms(times, 99)} ms, max {ms(times, 100)} ms")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} "
          f"on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
