"""Twenty: bot decision time, simulated games per second and bot strength.

    python bench/bench_twenty.py [--quick] [--games N] [--seed S]

Prints figures only; every target line ends in OK or MISSED and the exit
status is 0 either way. Timings are noisy on a shared machine: compare
percentiles and ratios, not single runs.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

from _stats import ms, p50_p99, percentile, verdict, wilson

import game.simulate as simulate_module
from game.simulate import play_bot_game, simulate

HARD_P99_TARGET = 0.020  # seconds
# A Twenty match ends when a deal winner reaches 100 points; with four
# players the totals can drift downwards for good (penalties outweigh the
# 20 points a deal win brings), so a match may never end. The benchmark
# gives up on a game after this many moves (about 1000 deals) and counts
# it as unfinished rather than waiting for the engine's own 200 000.
BENCH_MAX_MOVES = 20_000
PAIRS = (("hard", "normal"), ("hard", "easy"), ("normal", "easy"))


@dataclass
class Strength:
    """One tested level against another over many games."""

    players: int
    tested: str
    other: str
    games: int = 0
    wins: float = 0.0
    unfinished: int = 0
    moves: int = 0
    seconds: float = 0.0
    decisions: dict[str, list[float]] = field(default_factory=dict)


def run_strength(players: int, tested: str, other: str, games: int, seed: int) -> Strength:
    """``games`` games of one ``tested`` bot against ``other`` bots; the tested
    seat rotates with the game number; seeds run ``seed, seed+1, ...``."""
    result = Strength(players, tested, other)
    start = time.perf_counter()
    for i in range(games):
        seat = i % players
        levels = [other] * players
        levels[seat] = tested
        try:
            outcome = play_bot_game("twenty", levels, seed + i, time_decisions=True)
        except RuntimeError:
            result.unfinished += 1
            continue
        result.games += 1
        result.moves += outcome.moves
        if seat in outcome.winners:
            result.wins += 1 / len(outcome.winners)
        for level, times in outcome.decision_seconds.items():
            result.decisions.setdefault(level, []).extend(times)
    result.seconds = time.perf_counter() - start
    return result


def print_decisions(results: list[Strength]) -> None:
    """Decision time per level and table size, from every strength game."""
    for players in (2, 4):
        pooled: dict[str, list[float]] = {}
        for r in results:
            if r.players == players:
                for level, times in r.decisions.items():
                    pooled.setdefault(level, []).extend(times)
        for level in ("easy", "normal", "hard"):
            times = pooled.get(level, [])
            if not times:
                continue
            line = f"twenty {level} decision ({players}p): {p50_p99(times)}"
            if level == "hard":
                p99 = percentile(times, 99)
                line += f" (target p99 < {ms(HARD_P99_TARGET)}): {verdict(p99 < HARD_P99_TARGET)}"
            print(line)


def print_speed(games: int, seed: int) -> None:
    """Games per second (``simulate``): every seat normal, every seat hard
    with two players (four hard bots may never finish a match), and one
    hard bot against three normal ones."""
    configs = [["normal"] * 2, ["hard"] * 2, ["normal"] * 4, ["hard"] + ["normal"] * 3]
    for levels in configs:
        players = len(levels)
        label = "all " + levels[0] if len(set(levels)) == 1 else ",".join(levels)
        try:
            summary = simulate("twenty", levels, games, seed)
        except RuntimeError as err:
            print(f"twenty speed {players}p {label}: not measured ({err})")
            continue
        moves_per_s = summary.mean_moves * summary.games_per_second
        print(f"twenty speed {players}p {label}: {summary.games_per_second:.0f} games/s, "
              f"{moves_per_s:.0f} moves/s ({summary.games} games, "
              f"{summary.mean_deals:.1f} deals and {summary.mean_moves:.0f} moves per game)")


def print_strength(r: Strength) -> None:
    """One strength line: win rate, 95% Wilson interval, the even share."""
    even = 1 / r.players
    low, high = wilson(r.wins, r.games)
    rate = r.wins / r.games if r.games else 0.0
    if low > even:
        judged = "stronger"
    elif high < even:
        judged = "WEAKER"
    else:
        judged = "no clear difference"
    field = f"{r.tested} vs {r.players - 1} {r.other}" if r.players > 2 else (
        f"{r.tested} vs {r.other}")
    extra = f", {r.unfinished} unfinished (dropped)" if r.unfinished else ""
    print(f"twenty strength {r.players}p {field}: {r.wins:g}/{r.games} wins, {100 * rate:.1f}% "
          f"(95% CI {100 * low:.1f}-{100 * high:.1f}%, even share {100 * even:.0f}%): "
          f"{judged}{extra}; {r.games / r.seconds:.0f} games/s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="200 games per strength pairing")
    parser.add_argument("--games", type=int, help="games per strength pairing (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    args = parser.parse_args(argv)
    games = args.games or (200 if args.quick else 1000)
    simulate_module.MAX_MOVES = BENCH_MAX_MOVES

    print(f"== twenty: {games} games per pairing, seeds from {args.seed}; "
          f"a game unfinished after {BENCH_MAX_MOVES} moves is dropped")
    results = []
    for players in (2, 4):
        for tested, other in PAIRS:
            results.append(run_strength(players, tested, other, games, args.seed))
    print_decisions(results)
    print_speed(max(50, games // 5), args.seed)
    for r in results:
        print_strength(r)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
