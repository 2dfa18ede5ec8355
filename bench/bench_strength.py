"""Strength of the levels, head to head, and their decision times.

    python bench/bench_strength.py [--games N] [--game ID ...] [--players 2 4]
                                   [--pairs expert:hard,hard:normal] [--seed S]

Each pairing plays ``N`` games: with two players one seat of the tested level
against the other level, the seats alternating game by game; with four, one
tested seat among three of the other level, the tested seat going round the
table. Win rates come with 95% Wilson intervals; decision times (p50, p99,
max; wall and the deciding thread's CPU time, on which the p99 target is
judged) are per level, game and player count, from the same games; games a
second too. Prints figures only; every target line ends in OK or MISSED and
the exit status is 0 either way. The machine is shared: read timings as
this run's, under its load (printed first).
"""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import dataclass, field

from _stats import ms, p50_p99, percentile, verdict, wilson

import game.simulate as simulate_module
from game.games import SPECS
from game.simulate import play_bot_game

#: Targets: the tested level's win share against the other, high enough
#: that a player who picks the strongest level meets the strongest player.
TARGETS_2P = {("expert", "hard"): {"shithead": 0.65, "phase10": 0.65, "tenphases": 0.65,
                                    "twenty": 0.60}}
TARGET_4P_EXPERT = 0.35  # one expert among three hard (a fair share is 25%)
DECISION_P99 = 0.300  # seconds, every game and player count
# A Twenty match with four players may never end (its totals drift below
# zero, TW-3a caps it at 50 deals); any game still going after this many
# moves is dropped and counted as unfinished.
BENCH_MAX_MOVES = 20_000
DEFAULT_PAIRS = "expert:hard,hard:normal,normal:easy"


@dataclass
class Pairing:
    game: str
    players: int
    tested: str
    other: str
    games: int = 0
    wins: float = 0.0
    unfinished: int = 0
    seconds: float = 0.0
    decisions: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # the same decisions' CPU time


def run_pairing(game_id: str, players: int, tested: str, other: str, games: int,
                seed: int, every: int = 0) -> Pairing:
    """``games`` games; every ``every`` games (0: never) the tally so far is
    printed, so that a run cut short still says what it measured."""
    result = Pairing(game_id, players, tested, other)
    start = time.perf_counter()
    for i in range(games):
        if every and i and i % every == 0:
            result.seconds = time.perf_counter() - start
            print("  so far:", end=" ")
            print_pairing(result)
            times = result.decisions.get(tested, [])
            if times:
                print(f"  so far: {game_id} {tested} decision ({players}p): {p50_p99(times)}",
                      flush=True)
        seat = i % players
        levels = [other] * players
        levels[seat] = tested
        try:
            outcome = play_bot_game(game_id, levels, seed + i, time_decisions=True)
        except RuntimeError:
            result.unfinished += 1
            continue
        result.games += 1
        if seat in outcome.winners:
            result.wins += 1 / len(outcome.winners)
        for level, times in outcome.decision_seconds.items():
            result.decisions.setdefault(level, []).extend(times)
        for level, times in outcome.decision_cpu_seconds.items():
            result.cpu.setdefault(level, []).extend(times)
    result.seconds = time.perf_counter() - start
    return result


def target_of(r: Pairing) -> float | None:
    if r.players == 2:
        return TARGETS_2P.get((r.tested, r.other), {}).get(r.game, 0.5)
    if (r.tested, r.other) == ("expert", "hard"):
        return TARGET_4P_EXPERT
    return 1 / r.players


def print_pairing(r: Pairing) -> None:
    low, high = wilson(r.wins, r.games)
    rate = r.wins / r.games if r.games else 0.0
    target = target_of(r)
    field_name = (f"{r.tested} vs {r.other}" if r.players == 2
                  else f"one {r.tested} vs {r.players - 1} {r.other}")
    line = (f"{r.game} strength {r.players}p {field_name}: {r.wins:g}/{r.games} wins, "
            f"{100 * rate:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%)")
    if r.unfinished:
        line += f", {r.unfinished} unfinished (dropped)"
    line += f"; {r.games / r.seconds:.2f} games/s" if r.seconds else ""
    if target is not None:
        # The point estimate is judged (an interval wholly above the target
        # asks more games than this shared machine has time for); whether
        # the interval clears it is said beside.
        line += f" (target >= {100 * target:.0f}%): {verdict(rate >= target)}"
        if high < target:
            line += ", below the target with 95% confidence"
        elif low > target:
            line += ", above the target with 95% confidence"
    print(line, flush=True)


def print_decisions(results: list[Pairing]) -> None:
    """Decision times per game, player count and level: wall time, then CPU
    time (the thread's), which the machine's load does not inflate; the
    target is judged on the CPU time, the quiet machine's wall time."""
    pooled: dict[tuple[str, int, str], list[float]] = {}
    pooled_cpu: dict[tuple[str, int, str], list[float]] = {}
    for r in results:
        for level, times in r.decisions.items():
            pooled.setdefault((r.game, r.players, level), []).extend(times)
        for level, times in r.cpu.items():
            pooled_cpu.setdefault((r.game, r.players, level), []).extend(times)
    for key, times in sorted(pooled.items()):
        game_id, players, level = key
        if not times:
            continue
        cpu = pooled_cpu.get(key, [])
        line = f"{game_id} {level} decision ({players}p): wall {p50_p99(times)}"
        if cpu:
            line += f"; cpu {p50_p99(cpu)}"
        if level == "expert":
            p99 = percentile(cpu or times, 99)
            line += f" (target cpu p99 < {ms(DECISION_P99)}): {verdict(p99 < DECISION_P99)}"
        print(line, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per pairing (100)")
    parser.add_argument("--game", nargs="*", default=[s.id for s in SPECS],
                        help="game ids (every game)")
    parser.add_argument("--players", nargs="*", type=int, default=[2, 4])
    parser.add_argument("--pairs", default=DEFAULT_PAIRS,
                        help=f"tested:other level pairs ({DEFAULT_PAIRS})")
    parser.add_argument("--seed", type=int, default=1, help="first seed (1)")
    parser.add_argument("--every", type=int, default=0,
                        help="print the tally every N games (0: at the end only)")
    args = parser.parse_args(argv)
    simulate_module.MAX_MOVES = BENCH_MAX_MOVES
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"== strength: {args.games} games per pairing, seeds from {args.seed}; "
          f"load average {load:.1f} on {os.cpu_count()} cores", flush=True)
    results = []
    for game_id in args.game:
        for players in args.players:
            for tested, other in pairs:
                r = run_pairing(game_id, players, tested, other, args.games, args.seed,
                                args.every)
                print_pairing(r)
                results.append(r)
    print_decisions(results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
