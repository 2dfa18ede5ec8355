"""Save and load time for long games (target under 50 ms each).

A save writes the record so far; a load replays it through the engine,
every move (the bots' too) taken from the record, so load time grows with
the game but not with the bots' level (bots once chose again, every search
run anew).
The moves before the current deal are applied without words, so it grows
little with the game either. The machine is shared: CPU time (this
process's, ``time.process_time``) is printed beside the wall-clock time, and
the load average first; the target is judged on the wall clock.

    python bench/bench_saves.py [--quick] [--game ID ...]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from game.app.saves import load_game, save_game
from game.core.session import GameSession
from game.games import SPECS, spec

TARGET_MS = 50.0


def long_game(game_id: str, level: str, seed: int, steps: int) -> GameSession:
    """A game played ``steps`` moves in (or to just before its end)."""
    players = 4 if game_id != "twenty" else 3
    session = spec(game_id).session(players, [level] * (players - 1), seed)
    session.start()
    game = session.side
    rng = random.Random(seed)
    for _ in range(steps):
        if session.flow.paused:
            session.flow.go_on()
            continue
        snapshot = len(game.events)
        if session.bots.due():
            session.bots.step()
        else:
            session.moves.try_move(rng.choice(game.legal_moves()))
        if game.is_over():  # one step too far: start again and stop short of it
            return long_game(game_id, level, seed, steps=max(1, steps // 2))
        assert len(game.events) > snapshot
    return session


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args()
    repeats = 3 if args.quick else 10
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as folder:
        for game_id in args.game or sorted(s.id for s in SPECS):
            for level in ("normal", "hard", "expert"):
                session = long_game(game_id, level, seed=7, steps=400)
                path = Path(folder) / f"{game_id}.jsonl"
                saves, loads, load_cpu = [], [], []
                for _ in range(repeats):
                    start = time.perf_counter()
                    save_game(session, path)
                    saves.append((time.perf_counter() - start) * 1000)
                    start, cpu = time.perf_counter(), time.process_time()
                    load_game(path)
                    loads.append((time.perf_counter() - start) * 1000)
                    load_cpu.append((time.process_time() - cpu) * 1000)
                save_ms, load_ms = statistics.median(saves), statistics.median(loads)
                ok = "OK" if max(save_ms, load_ms) < TARGET_MS else "MISSED"
                print(f"saves {game_id} ({level} bots, {len(session.side.events)} events):"
                      f" save {save_ms:.1f} ms, load {load_ms:.1f} ms"
                      f" (CPU {statistics.median(load_cpu):.1f} ms)"
                      f" (target < {TARGET_MS:.0f} ms each): {ok}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
