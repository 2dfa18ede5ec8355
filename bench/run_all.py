"""Run every ``bench/bench_*.py`` in name order and print their output.

    python bench/run_all.py [--quick]

Each script runs as a subprocess of this same Python; ``--quick`` is passed
on. The scripts exit 0 whether or not a target is met, so a non-zero status
means a script broke: it is reported, the rest still run, and this script
then exits 1.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent


def scripts() -> list[Path]:
    """The benchmark scripts present, in name order."""
    return sorted(BENCH.glob("bench_*.py"))


def run(script: Path, quick: bool) -> int:
    """Run one script, echoing its output as it comes; its exit status."""
    command = [sys.executable, str(script)] + (["--quick"] if quick else [])
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    start = time.perf_counter()
    result = subprocess.run(command, cwd=BENCH.parent, env=env, check=False)
    seconds = time.perf_counter() - start
    status = "" if result.returncode == 0 else f", exit status {result.returncode}"
    print(f"-- {script.name}: {seconds:.1f} s{status}", flush=True)
    return result.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller runs, passed to each script")
    args = parser.parse_args(argv)
    found = scripts()
    load = os.getloadavg()[0]
    print(f"Parlour benchmarks{' (quick)' if args.quick else ''}: {len(found)} scripts, "
          f"Python {sys.version.split()[0]}, {os.cpu_count()} cores, load average {load:.1f}",
          flush=True)
    failed = [s.name for s in found if run(s, args.quick) != 0]
    if failed:
        print(f"broken: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
