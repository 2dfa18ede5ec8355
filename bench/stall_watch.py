"""Where the server's loop stalls: ``parlour serve`` run with a watchdog.

    python bench/stall_watch.py REPORT serve --port 0 --data DIR ...

(``bench_online.py --watch-stalls REPORT`` starts its server so.) A callback
of the loop beats every :data:`BEAT` seconds; a thread of the watchdog's own
looks every :data:`LOOK` seconds, and while the beat is later than
:data:`STALL` it samples the main thread's stack (``sys._current_frames``).
Each stall is written down with how long it lasted, how much CPU the main
thread had meanwhile (about as much as the stall: the loop was working; much
less: it waited, on a lock or a disk, or the machine gave its core away),
the collector's time in it, and its stacks. The report (JSON) is written
again every two seconds, so a server ended by SIGTERM leaves it whole.

A diagnostic for the bench, not part of the server: it only reads.
"""

from __future__ import annotations

import asyncio
import collections
import gc
import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

BEAT = 0.005  # seconds between two beats of the loop
LOOK = 0.004  # seconds between two looks of the watchdog
STALL = 0.04  # a beat this late: the loop held
FRAMES = 8  # innermost frames of a sampled stack kept


class Watch:
    def __init__(self, report: Path) -> None:
        self.report = report
        self.beat = time.monotonic()
        self.main = threading.main_thread().ident
        self.clock = time.pthread_getcpuclockid(threading.get_ident())
        self.stalls: list[dict[str, Any]] = []
        self.stacks: collections.Counter[str] = collections.Counter()
        self.gc_started = 0.0
        self.gc_time = [0.0, 0.0, 0.0]  # seconds spent collecting, per generation
        self.gc_runs = [0, 0, 0]
        self.gc_log: list[tuple[float, float, int]] = []  # (start, seconds, generation)

    # -- the collector -----------------------------------------------------------------
    def on_gc(self, phase: str, info: dict[str, Any]) -> None:
        now = time.monotonic()
        if phase == "start":
            self.gc_started = now
            return
        gen = int(info["generation"])
        took = now - self.gc_started
        self.gc_time[gen] += took
        self.gc_runs[gen] += 1
        if took >= 0.005:
            self.gc_log.append((self.gc_started, took, gen))
            del self.gc_log[:-500]

    # -- the loop's beat ---------------------------------------------------------------
    def start_beating(self) -> None:
        loop = asyncio.get_running_loop()

        def beat() -> None:
            self.beat = time.monotonic()
            loop.call_later(BEAT, beat)

        beat()

    # -- the watchdog ------------------------------------------------------------------
    def run(self) -> None:
        written = time.monotonic()
        while True:
            time.sleep(LOOK)
            now = time.monotonic()
            if now - self.beat >= STALL:
                self.follow(self.beat)
            if now - written >= 2.0:
                self.write()
                written = now

    def follow(self, since: float) -> None:
        """Sample the main thread until the loop beats again."""
        cpu0 = time.clock_gettime(self.clock)
        seen: collections.Counter[str] = collections.Counter()
        while self.beat == since:
            frame = sys._current_frames().get(self.main)  # noqa: SLF001
            if frame is not None:
                lines = traceback.format_list(traceback.extract_stack(frame)[-FRAMES:])
                seen["".join(line.split("\n")[0] + "\n" for line in lines)] += 1
            time.sleep(LOOK)
        ended = self.beat
        cpu = time.clock_gettime(self.clock) - cpu0
        held = ended - since - BEAT
        gc_in = sum(t for s, t, _ in self.gc_log if since <= s < ended)
        self.stalls.append({"at": round(since, 3), "ms": round(1000 * held, 1),
                            "cpu_ms": round(1000 * cpu, 1), "gc_ms": round(1000 * gc_in, 1),
                            "top": seen.most_common(1)[0][0] if seen else ""})
        for stack, count in seen.items():
            self.stacks[stack] += count

    def write(self) -> None:
        stalls = self.stalls
        summary = {
            "stalls": len(stalls), "stalled_s": round(sum(s["ms"] for s in stalls) / 1000, 2),
            "main_cpu_in_stalls_s": round(sum(s["cpu_ms"] for s in stalls) / 1000, 2),
            "gc_in_stalls_s": round(sum(s["gc_ms"] for s in stalls) / 1000, 2),
            "gc_runs": self.gc_runs, "gc_seconds": [round(t, 2) for t in self.gc_time],
            "slow_gcs": [(round(t * 1000, 1), g) for _, t, g in self.gc_log[-50:]],
            "each": stalls[-200:],
            "stacks": self.stacks.most_common(25)}
        self.report.write_text(json.dumps(summary, indent=1), encoding="utf-8")


def main() -> int:
    report = Path(sys.argv[1])
    watch = Watch(report)
    gc.callbacks.append(watch.on_gc)
    sys.path.insert(0, os.getcwd())  # the checkout the bench runs the server of
    from game import cli
    from game.server import app

    serve = app.Server.serve

    async def watched(self: app.Server, ready: Any = None) -> None:
        watch.start_beating()
        threading.Thread(target=watch.run, daemon=True, name="stall-watch").start()
        await serve(self, ready)

    app.Server.serve = watched  # type: ignore[method-assign]
    return cli.main(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
