"""Phase 10 figures (not a test): finder speed, hard bot decision time,
simulated games per second and bot strength with 95% Wilson intervals.

    .venv/bin/python bench/bench_phase10.py --games 200
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import bot_rng
from game.games.phase10.bots import BOTS
from game.games.phase10.rules import Phase10, can_lay, full_deck


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def phase_checks(seconds: float = 2.0) -> float:
    """can_lay calls per second on random 11-card hands, all ten phases."""
    rng = random.Random(5)
    deck = full_deck()
    hands = [rng.sample(deck, 11) for _ in range(2000)]
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for i, hand in enumerate(hands):
            can_lay(hand, i % 10 + 1)
        done += len(hands)
    return done / (time.perf_counter() - start)


def play(levels: list[str], seed: int, timings: dict[str, list[float]] | None = None) -> Phase10:
    """One whole game between bots of ``levels`` (one per seat)."""
    game = Phase10(len(levels), seed=seed)
    bots = [BOTS[level](bot_rng(seed, seat)) for seat, level in enumerate(levels)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        view = game.view(seat)
        start = time.perf_counter()
        move = bots[seat].choose(view, legal)
        if timings is not None:
            timings.setdefault(levels[seat], []).append(time.perf_counter() - start)
        game.apply(move)
    return game


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def strength(a: str, b: str, players: int, games: int) -> tuple[float, int]:
    """Share of games won by level ``a`` (seats alternate a, b, ...; shared
    wins count by share); the seating flips every game."""
    score = 0.0
    for i in range(games):
        levels = [a if (s + i) % 2 == 0 else b for s in range(players)]
        winners = play(levels, seed=10_000 + i).results().winners
        if winners:
            score += sum(levels[w] == a for w in winners) / len(winners)
    return score, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per pairing")
    parser.add_argument("--quick", action="store_true", help="50 games per pairing")
    args = parser.parse_args()
    if args.quick:
        args.games = 50

    print(f"phase checks per second: {phase_checks():,.0f}")

    timings: dict[str, list[float]] = {}
    start = time.perf_counter()
    sims = 20
    for seed in range(sims):
        play(["hard", "hard", "hard"], seed, timings)
    elapsed = time.perf_counter() - start
    hard = timings["hard"]
    print(
        f"hard decisions: {len(hard)}; p50 {percentile(hard, 0.5) * 1000:.2f} ms,"
        f" p99 {percentile(hard, 0.99) * 1000:.2f} ms, max {max(hard) * 1000:.2f} ms"
    )
    print(f"3-player hard games per second: {sims / elapsed:.2f}")
    start = time.perf_counter()
    for seed in range(sims):
        play(["easy", "easy", "easy"], seed)
    print(f"3-player easy games per second: {sims / (time.perf_counter() - start):.2f}")

    for a, b in (("hard", "easy"), ("hard", "normal"), ("normal", "easy")):
        for players in (2, 4):
            start = time.perf_counter()
            wins, n = strength(a, b, players, args.games)
            low, high = wilson(wins, n)
            print(
                f"{a} vs {b}, {players} players, {n} games: {a} wins {wins / n:.1%}"
                f" (95% CI {low:.1%} to {high:.1%}) [{time.perf_counter() - start:.0f} s]"
            )


if __name__ == "__main__":
    main()
