"""The monkey's soak and its speed: random key presses per second through the
real pygame loop (SDL dummy drivers, bots at instant pace), per game.

tests/test_monkey.py presses ``PRESSES`` keys per game (5,000); this soak
presses ``SOAK_PRESSES`` (20,000), where the rare paths (a menu met once in
thousands of presses, the program quit and started again many times) come up.

    python bench/bench_monkey.py [--quick] [--presses N] [--seed S]

Runs ``run_monkey`` from ``tests/test_monkey.py`` (the same keys, the same
App, the same checks' data) in a throw-away user folder, one game of
``game.games.SPECS`` after another, and prints presses per second,
frames per press, how many games were played to their end and how often the
program was quit and started again. Prints figures only; exit status 0.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2,000 presses per game")
    parser.add_argument("--presses", type=int, default=None,
                        help="presses per game (default SOAK_PRESSES, 20,000; 2,000 with --quick)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.update(
            SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
            PARLOUR_CONFIG_DIR=str(Path(tmp) / "config"),
            PARLOUR_DATA_DIR=str(Path(tmp) / "data"),
        )
        sys.path[:0] = [str(REPO), str(REPO / "tests")]
        from test_monkey import CRASH_WORDS, SOAK_PRESSES, run_monkey

        from game.games import SPECS

        presses = args.presses or (2_000 if args.quick else SOAK_PRESSES)

        total_presses = 0
        total_seconds = 0.0
        for game_id in (s.id for s in SPECS):
            r = run_monkey(game_id, presses, seed=args.seed)
            total_presses += r.presses
            total_seconds += r.seconds
            crashes = sum(1 for s in r.spoken if s.startswith(CRASH_WORDS))
            print(f"monkey {game_id}: {r.presses / r.seconds:.0f} presses/s "
                  f"({r.presses} presses in {r.seconds:.1f} s, "
                  f"{r.frames / r.presses:.2f} frames per press, "
                  f"{r.games_ended} games ended, {r.apps - 1} restarts, "
                  f"{crashes} crashes, {len(r.hangs)} hangs)", flush=True)
        print(f"monkey all games: {total_presses / total_seconds:.0f} presses/s "
              f"({total_presses} presses in {total_seconds:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
