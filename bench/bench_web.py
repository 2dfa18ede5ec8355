"""The browser client under load, on loopback: a benchmark, not a test.

    python bench/bench_web.py [--tables 200] [--seconds 60] [--think 1.0] [--quick]
                              [--browser] [--web-parts N] [--web-part SCRIPT]

Starts ``parlour serve`` (with its web part) on a free loopback port and
prints:

- the page's weight: every file of the page (not the sounds) as a browser
  gets it, gzipped, in KB (target: under 150 KB);
- with ``--browser``, in headless Chromium: page load to the first words in
  the live region, and key to live region p50 / p99 (targets: under 1 s,
  p99 under 50 ms);
- ``--tables`` private Twenty tables of two browser seats each, every seat a
  scripted page on the page's own WebSocket (through the table server's
  relay, as a browser): each names itself, enters the lobby, one makes the
  table and the other types its code; each then moves by the suggestion and
  Enter after ``--think`` seconds on average, and at a game's end both play
  again. For ``--seconds``: a key to its own line (the ``done`` after the
  words) and a move to the other seat's line, p50 / p99 (target: p99 under
  50 ms), moves a second, the CPU (and per move) of the server, the web part and
  the scripted pages themselves (they share the cores),
  and the web part's memory per browser seat.

The scripted pages run in this process, on the same two cores as the server
and the web part: their own reading delays count in the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gzip
import http.client
import itertools
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._stats import percentile  # noqa: E402
from game.i18n import set_language, t  # noqa: E402

STATIC = ROOT / "game" / "web" / "static"
READY_TIMEOUT = 60.0
END_GRACE = 20.0  # seconds a seat still waiting at the end may wait before it counts as stuck
_names = itertools.count(1)
_ids = itertools.count(1)


def start_server(data: Path, web_part: Path | None,
                 web_parts: int = 1) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(data),
         "--pace", "0", "--rate", "1000", "--tables-per-minute", "1000",
         "--web-parts", str(web_parts),
         *([f"--web-part={web_part}"] if web_part is not None else [])],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    deadline = time.monotonic() + READY_TIMEOUT
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        if "serving on ws://" in line:
            return proc, line.split("serving on ", 1)[1].strip()
    proc.kill()
    raise SystemExit("the server did not start")


@contextlib.contextmanager
def serving(data: Path, web_part: Path | None = None,
            web_parts: int = 1) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """The server (with its web parts) for the length of the block."""
    proc, address = start_server(data, web_part, web_parts)
    try:
        yield proc, address
    finally:
        proc.terminate()
        proc.wait(10)


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def page_weight(address: str) -> tuple[float, int]:
    """The page's files as a browser asking for gzip gets them: KB, files."""
    host, port = address.removeprefix("ws://").rstrip("/").rsplit(":", 1)
    paths = ["/"] + [f"/web/{p.relative_to(STATIC).as_posix()}" for p in sorted(STATIC.rglob("*"))
                     if p.is_file() and p.suffix in (".js", ".css", ".svg", ".html", ".json")
                     and p.name != "index.html"]
    total = 0
    for path in paths:
        conn = http.client.HTTPConnection(host, int(port), timeout=10)
        conn.request("GET", path, headers={"Accept-Encoding": "gzip"})
        response = conn.getresponse()
        body = response.read()
        assert response.status == 200, (path, response.status)
        if response.getheader("Content-Encoding") != "gzip":
            body = gzip.compress(body)  # what it would weigh; the server said why not
        total += len(body)
        conn.close()
    return total / 1024, len(paths)


@dataclass
class Table:
    """A table's moves made, for the other seat's delivery."""

    moves: list[tuple[float, int]] = field(default_factory=list)  # (sent, by page)


@dataclass
class Stats:
    own: list[float] = field(default_factory=list)  # a key to its own words' done
    others: list[float] = field(default_factory=list)  # a move to the other seat's line
    moves: int = 0
    faults: list[str] = field(default_factory=list)


class Page:
    """A scripted page through the table server's relay."""

    def __init__(self, number: int, table: Table, stats: Stats) -> None:
        self.number = number
        self.table = table
        self.stats = stats
        self.ws: ClientConnection | None = None
        self.messages: list[dict[str, Any]] = []
        self.changed = asyncio.Event()
        self.heard = 0  # the table's moves this page has heard of
        self.lines: list[str] = []
        self.screen: dict[str, Any] = {}
        self.done: set[int] = set()
        self.waiting_at_end = False  # its keys waited for the other seat when the run ended

    async def open(self, address: str) -> None:
        origin = "http" + address.removeprefix("ws").rstrip("/")
        self.ws = await connect(address.rstrip("/") + "/web", max_size=None,
                                additional_headers={"Origin": origin,
                                                    "Accept-Language": "en"})

    async def read(self) -> None:
        assert self.ws is not None
        with contextlib.suppress(ConnectionClosed):
            async for text in self.ws:
                now = time.monotonic()
                got = json.loads(text)
                for message in got if isinstance(got, list) else [got]:
                    self.take(message, now)
                self.changed.set()

    def take(self, message: dict[str, Any], now: float) -> None:
        kind = message["type"]
        if kind == "say":
            self.lines += [line["text"] for line in message["lines"]]
            moves = self.table.moves
            while self.heard < len(moves):
                sent, by = moves[self.heard]
                self.heard += 1
                if by != self.number and sent <= now:
                    self.stats.others.append(now - sent)
        elif kind == "screen":
            self.screen = message["screen"]
        elif kind == "done":
            self.done.add(message["id"])

    async def until(self, test: Any, timeout: float = 60) -> None:
        async with asyncio.timeout(timeout):
            while not test():
                self.changed.clear()
                await self.changed.wait()

    async def send(self, **message: Any) -> int:
        assert self.ws is not None
        n = next(_ids)
        await self.ws.send(json.dumps({**message, "id": n}))
        await self.until(lambda: n in self.done)
        return n

    async def choose(self, label: str, step: int = 1) -> None:
        await self.until(lambda: self.screen.get("kind") == "menu" and any(
            i.startswith(label) for i in self.screen["items"]))
        index = next(i for i, item in enumerate(self.screen["items"]) if item.startswith(label))
        await self.send(type="choose", index=index, step=step)


async def enter(page: Page, name: str) -> None:
    await page.choose(t("online-name", name="none").split(":")[0])
    await page.send(type="text", text=name)
    await page.choose(t("browser-enter"))
    await page.until(lambda: page.screen.get("title", "").startswith(
        t("lobby-title", address="").split(" ")[0]))


CODE = re.compile(re.escape(t("online-table-code", code="@")).replace("@", "(.+?)"))


async def sit(maker: Page, joiner: Page) -> None:
    """A private Twenty table for the two: made by one, its code typed by the other."""
    await maker.choose(t("lobby-create"))
    await maker.choose(t("create-seat", seat=2), step=-1)  # normal -> easy
    await maker.choose(t("create-seat", seat=2), step=-1)  # easy -> a person
    before = len(maker.lines)
    await maker.choose(t("create-go"))
    await maker.until(lambda: any(CODE.fullmatch(line) for line in maker.lines[before:]))
    code = next(m.group(1) for line in maker.lines[before:] if (m := CODE.fullmatch(line)))
    await joiner.choose(t("lobby-join-code"))
    await joiner.send(type="text", text=code.replace(" ", ""))
    for page in (maker, joiner):
        await page.until(lambda p=page: p.screen.get("kind") == "table")


async def play(page: Page, stop: float, rng: random.Random, think: float) -> None:
    over = t("online-play-again", key="Enter", back="Escape")

    def due() -> bool:
        """The seat's keys act: its turn, or a deal's summary waiting for
        its Enter (the others may be on the next deal already)."""
        screen = page.screen
        between = screen.get("table") is None and screen.get("results") is not None
        return not screen.get("busy", True) or between

    while time.monotonic() < stop:
        try:  # a seat waiting for the other when the run ends waits no longer
            await page.until(due, timeout=max(0.01, stop - time.monotonic()))
        except TimeoutError:
            # Still waiting a while after the end (the queues drained): the
            # table is stuck, not slow.
            with contextlib.suppress(TimeoutError):
                await page.until(due, timeout=END_GRACE)
            page.waiting_at_end = not due()
            return
        if time.monotonic() >= stop:
            return
        if think > 0:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        a_move = page.screen.get("table") is not None  # not a summary's Enter
        if page.lines and page.lines[-1] != over and a_move:
            await page.send(type="command", name="suggest")
        sent = time.monotonic()
        if a_move:
            page.table.moves.append((sent, page.number))
        await page.send(type="command", name="play")
        if a_move:
            page.stats.own.append(time.monotonic() - sent)
            page.stats.moves += 1


async def one_table(address: str, stats: Stats, stop: float, rng: random.Random,
                    think: float) -> None:
    table = Table()
    pages = [Page(n, table, stats) for n in range(2)]
    readers = []
    try:
        for page in pages:
            await page.open(address)
            readers.append(asyncio.ensure_future(page.read()))
            await enter(page, f"Bench {next(_names)}")
        await sit(*pages)
        await asyncio.gather(*(play(page, stop, rng, think) for page in pages))
        if all(page.waiting_at_end for page in pages):  # each waits for the other: stuck
            stats.faults.append(
                f"both seats waiting: {pages[0].lines[-2:]} / {pages[1].lines[-2:]}")
    except (TimeoutError, ConnectionClosed, OSError) as err:
        import traceback
        where = traceback.extract_tb(err.__traceback__)[-3].lineno if err.__traceback__ else 0
        stats.faults.append(f"{type(err).__name__} at line {where}: {pages[0].lines[-3:]}"
                            f" / {pages[1].lines[-3:]}; busy {pages[0].screen.get('busy')}"
                            f" {pages[1].screen.get('busy')}")
    finally:
        for page in pages:
            if page.ws is not None:
                await page.ws.close()
        for reader in readers:
            reader.cancel()


async def load(address: str, tables: int, seconds: float, think: float,
               pids: list[int]) -> None:
    stats = Stats()
    rng = random.Random(1)
    seat_by = time.monotonic() + tables * 0.05 + 30
    stop = seat_by + seconds
    cpu_before: list[float] = []
    began = 0.0
    measured = [*pids, os.getpid()]  # the scripted pages' own CPU too: they share the cores

    async def measure_from_seated() -> None:
        nonlocal began, cpu_before
        await asyncio.sleep(max(0.0, seat_by - time.monotonic()))
        began = time.monotonic()
        stats.own.clear()
        stats.others.clear()
        stats.moves = 0
        cpu_before = [cpu_seconds(pid) for pid in measured]

    tasks = [asyncio.ensure_future(measure_from_seated())]
    for _ in range(tables):
        tasks.append(asyncio.ensure_future(one_table(address, stats, stop, rng, think)))
        await asyncio.sleep(0.05)  # a browser a twentieth of a second: no connection storm
    await asyncio.gather(*tasks)
    elapsed = min(time.monotonic(), stop) - began
    cpu = [cpu_seconds(pid) - before for pid, before in zip(measured, cpu_before, strict=True)]
    seats = tables * 2
    print(f"{tables} tables, {seats} browser seats, {elapsed:.0f} s measured"
          f" (think {think} s), {stats.moves} moves ({stats.moves / elapsed:.1f} a second)")
    print(f"key -> own line:          p50 {percentile(stats.own, 50) * 1000:.1f} ms,"
          f" p99 {percentile(stats.own, 99) * 1000:.1f} ms ({len(stats.own)})")
    print(f"move -> other seat's line: p50 {percentile(stats.others, 50) * 1000:.1f} ms,"
          f" p99 {percentile(stats.others, 99) * 1000:.1f} ms ({len(stats.others)})")
    names = ["server", *(f"web part {n + 1}" for n in range(len(pids) - 1)), "scripted pages"]
    for name, used in zip(names, cpu, strict=True):
        per = used / stats.moves * 1000 if stats.moves else float("nan")
        print(f"{name} CPU: {used:.1f} s in {elapsed:.0f} s ({used / elapsed * 100:.0f}% of a"
              f" core), {per:.2f} ms a move")
    memory = sum(rss_mb(pid) for pid in pids[1:])
    print(f"web parts' memory: {memory:.0f} MB for {seats} seats")
    for fault in stats.faults:
        print(f"fault: {fault}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--quick", action="store_true", help="20 tables for 15 s")
    parser.add_argument("--web-parts", type=int, default=1,
                        help="web part processes (parlour serve --web-parts)")
    parser.add_argument("--web-part", type=Path,
                        help="a script run instead of parlour web (one that runs it under"
                             " cProfile, say: where its time goes)")
    parser.add_argument("--browser", action="store_true",
                        help="also measure in headless Chromium (bench/bench_web_browser.py)")
    args = parser.parse_args(argv)
    if args.quick:
        args.tables, args.seconds = 20, 15.0
    set_language("en")
    with (tempfile.TemporaryDirectory() as folder,
          serving(Path(folder) / "data", args.web_part, args.web_parts) as (proc, address)):
        parts = children(proc.pid)
        if not parts:
            print("no web part is running: nothing to measure")
            return 1
        kb, files = page_weight(address)
        print(f"page weight: {kb:.1f} KB gzipped, {files} files (without the sounds)")
        idle = sum(rss_mb(pid) for pid in parts)
        print(f"web parts' memory with no browser: {idle:.0f} MB ({len(parts)})")
        if args.browser:
            from bench.bench_web_browser import measure

            measure(address)
        asyncio.run(load(address, args.tables, args.seconds, args.think,
                         [proc.pid, *parts]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
