"""The players' bundle: its size zipped and unzipped, its file count, and the
time from starting the program to its first spoken word, from the bundle's
``parlour-cli`` and from the venv's ``python -m game``.

    python bench/bench_dist.py [--quick] [--runs N] [--zip FILE]

Uses dist/parlour-*.zip (``make dist``), building it first if there is none;
unzips it into a temporary folder. "First spoken word": the first line the
headless driver prints (the main menu's opening), timed from just before the
process is started; SDL's dummy drivers, so no window or device is included.
Runs alternate between the two programs. Prints figures only; exit status 0.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _stats import ms, percentile  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


def load_smoke() -> ModuleType:
    """packaging/smoke.py: its unzip and player environment."""
    spec = importlib.util.spec_from_file_location("parlour_smoke", REPO / "packaging" / "smoke.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def children_cpu() -> float:
    """CPU seconds (user + system) of the finished child processes so far;
    0 where the system does not say (Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def first_line_seconds(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting ``command`` to its first line on stdout, and the
    CPU seconds of the whole run (it ends after that line): the start's cost
    on a busy machine, where the wall clock mostly measures the others."""
    cpu = children_cpu()
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
    assert process.stdout is not None
    line = process.stdout.readline()
    seconds = time.perf_counter() - started
    process.stdout.read()
    process.wait(timeout=60)
    if not line.startswith(b"Parlour, main menu"):
        raise SystemExit(f"{command[0]} said {line!r} first")
    return seconds, children_cpu() - cpu


def load() -> str:
    """The 1-minute load average, where the system has one: wall-clock
    figures on a loaded machine say more about the others than about us."""
    try:
        return f"{os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)"
    except (AttributeError, OSError):
        return "unknown"


def folder_size(folder: Path) -> tuple[int, int]:
    """Bytes and number of files under ``folder`` (links not followed)."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="5 runs of each")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--zip", type=Path, help="the zip (default: dist/parlour-*.zip)")
    args = parser.parse_args(argv)
    runs = 5 if args.quick else args.runs
    archive = args.zip or next(iter(sorted((REPO / "dist").glob("parlour-*.zip"))), None)
    if archive is None:
        if importlib.util.find_spec("PyInstaller") is None:
            print("bench_dist: no dist/parlour-*.zip and no PyInstaller: pip install -e '.[dist]'")
            return 0
        subprocess.run([sys.executable, str(REPO / "packaging" / "build.py")], cwd=REPO,
                       check=True, stdout=subprocess.DEVNULL)
        archive = sorted((REPO / "dist").glob("parlour-*.zip"))[0]
    smoke = load_smoke()
    with tempfile.TemporaryDirectory(prefix="parlour-bench-dist-") as scratch:
        work = Path(scratch)
        folder = smoke.unzip(archive, work / "unzipped")
        size, count = folder_size(folder)
        print(f"{archive.name}: {archive.stat().st_size / 1e6:.1f} MB zipped, "
              f"{size / 1e6:.1f} MB unzipped, {count} files")
        keys = work / "keys.txt"
        keys.write_text("", encoding="utf-8")
        env = smoke.player_env(work / "home")
        headless = ["--headless", "--keys", str(keys), "--seed", "1"]
        commands = {
            "bundle (parlour-cli)": [str(smoke.cli_program(folder)), *headless],
            "venv (python -m game)": [sys.executable, "-m", "game", *headless],
        }
        venv_env = dict(env, PYTHONPATH=str(REPO))
        times: dict[str, list[float]] = {name: [] for name in commands}
        cpus: dict[str, list[float]] = {name: [] for name in commands}
        print(f"load average at the start: {load()}")
        for _ in range(runs):
            for name, command in commands.items():
                cwd, use = (work, env) if name.startswith("bundle") else (REPO, venv_env)
                seconds, cpu = first_line_seconds(command, cwd, use)
                times[name].append(seconds)
                cpus[name].append(cpu)
        for name, values in times.items():
            print(f"start to first spoken word, {name}: p50 {ms(percentile(values, 50))}, "
                  f"min {ms(min(values))}, max {ms(max(values))}; CPU of the run p50 "
                  f"{ms(percentile(cpus[name], 50))} ({runs} runs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
