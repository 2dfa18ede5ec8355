"""Shithead measurements (not a test): hard bot decision time, simulated games
per second, and bot strength with 95% Wilson intervals.

    .venv/bin/python bench/bench_shithead.py --games 200

Strength: one tested bot against bots of another level, its seat rotated
game by game; its win rate is compared with the fair share 1/players.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.bots import bot_rng
from game.games.shithead.bots import BOTS
from game.games.shithead.rules import Shithead


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def play(levels: Sequence[str], seed: int, timings: list[float] | None = None) -> Shithead:
    """One bot game; decision times of hard seats go to ``timings``."""
    game = Shithead(len(levels), seed=seed)
    bots = [BOTS[level](bot_rng(seed, s)) for s, level in enumerate(levels)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        view, legal = game.view(seat), game.legal_moves()
        start = time.perf_counter()
        move = bots[seat].choose(view, legal)
        if timings is not None and levels[seat] == "hard":
            timings.append(time.perf_counter() - start)
        game.apply(move)
    return game


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def strength(tested: str, other: str, players: int, games: int, seed: int) -> None:
    wins = draws = 0
    start = time.perf_counter()
    for i in range(games):
        seat = i % players
        levels = [other] * players
        levels[seat] = tested
        results = play(levels, seed + i).results()
        wins += seat in results.winners
        draws += results.draw
    low, high = wilson(wins, games)
    verdict = "above" if low > 1 / players else "below" if high < 1 / players else "within"
    print(f"{tested} vs {other}, {players} players, {games} games: win {wins / games:.3f} "
          f"[{low:.3f}, {high:.3f}] vs fair {1 / players:.3f} ({verdict}); draws {draws}; "
          f"{time.perf_counter() - start:.1f} s")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per strength match")
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--quick", action="store_true", help="100 games per strength match")
    args = parser.parse_args(argv)
    if args.quick:
        args.games = 100

    timings: list[float] = []
    timing_games = max(10, args.games // 10)
    for i in range(timing_games):
        play(["hard", "normal"] if i % 2 else ["normal", "hard", "normal", "normal"],
             args.seed + i, timings)
    ms = [t * 1000 for t in timings]
    searched = [t for t in ms if t > 1.0]  # the rest are the normal policy, no search
    print(f"hard decision time over {len(ms)} decisions ({timing_games} games): "
          f"p50 {percentile(ms, 0.5):.2f} ms, p99 {percentile(ms, 0.99):.2f} ms, "
          f"max {max(ms):.2f} ms, mean {statistics.fmean(ms):.2f} ms")
    if searched:
        print(f"  searched decisions ({len(searched)}): p50 {percentile(searched, 0.5):.2f} ms, "
              f"p99 {percentile(searched, 0.99):.2f} ms")

    for levels in (["normal", "normal"], ["normal"] * 4, ["hard", "normal"]):
        count = max(20, args.games // 5)
        start = time.perf_counter()
        for i in range(count):
            play(levels, args.seed + i)
        rate = count / (time.perf_counter() - start)
        print(f"simulated games per second ({' v '.join(levels)}): {rate:.1f}")

    for players in (2, 4):
        for other in ("normal", "easy"):
            strength("hard", other, players, args.games, args.seed)
    strength("normal", "easy", 2, args.games, args.seed)


if __name__ == "__main__":
    main()
