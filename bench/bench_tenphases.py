"""Ten Phases figures (not a test): finder checks per second, hard bot
decision time, simulated games per second and bot strength with 95% Wilson
intervals.

    .venv/bin/python bench/bench_tenphases.py [--games N] [--quick]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._stats import p50_p99, percentile, verdict, wilson  # noqa: E402
from game.core.bots import bot_rng
from game.core.cards import standard_deck
from game.games.tenphases.bots import BOTS
from game.games.tenphases.rules import TenPhases, can_declare, declarations


def phase_checks(seconds: float = 1.5) -> tuple[float, float]:
    """can_declare calls per second, and declarations() calls per second, on
    random 11-card hands of a 2-player pack, all ten phases."""
    rng = random.Random(5)
    deck = standard_deck(decks=2, jokers=4)
    hands = [rng.sample(deck, 11) for _ in range(1000)]
    rates = []
    for check in (can_declare, declarations):
        done = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for i, hand in enumerate(hands):
                check(hand, i % 10 + 1)
            done += len(hands)
        rates.append(done / (time.perf_counter() - start))
    return rates[0], rates[1]


def play(levels: list[str], seed: int, timings: dict[str, list[float]] | None = None) -> TenPhases:
    """One whole game between bots of ``levels`` (one per seat)."""
    game = TenPhases(len(levels), seed=seed)
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


def strength(a: str, b: str, players: int, games: int) -> float:
    """Games won by level ``a`` (seats alternate a, b, ...; the seating flips
    every game)."""
    score = 0.0
    for i in range(games):
        levels = [a if (s + i) % 2 == 0 else b for s in range(players)]
        winners = play(levels, seed=20_000 + i).results().winners
        score += sum(levels[w] == a for w in winners) / max(1, len(winners))
    return score


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per pairing")
    parser.add_argument("--quick", action="store_true", help="100 games per pairing")
    args = parser.parse_args()
    if args.quick:
        args.games = 100

    checks, builds = phase_checks()
    print(f"phase checks (can_declare) per second: {checks:,.0f}")
    print(f"declaration lists (declarations) per second: {builds:,.0f}")

    timings: dict[str, list[float]] = {}
    sims = 5 if args.quick else 20
    start = time.perf_counter()
    turns = 0
    for seed in range(sims):
        turns += len(play(["hard"] * 3, seed, timings).events)
    elapsed = time.perf_counter() - start
    hard = timings["hard"]
    ok = percentile(hard, 99) < 0.050
    print(f"hard decisions: {p50_p99(hard)}; target p99 < 50 ms: {verdict(ok)}")
    print(
        f"3-player hard games per second: {sims / elapsed:.2f}"
        f" ({turns / sims:.0f} events a game)"
    )
    start = time.perf_counter()
    for seed in range(sims):
        play(["normal"] * 3, seed)
    print(f"3-player normal games per second: {sims / (time.perf_counter() - start):.2f}")

    for a, b in (("hard", "normal"), ("normal", "easy"), ("hard", "easy")):
        for players in (2, 4):
            start = time.perf_counter()
            wins = strength(a, b, players, args.games)
            low, high = wilson(wins, args.games)
            share = 2 / players * 100 if players == 4 else 50
            print(
                f"{a} vs {b}, {players} players, {args.games} games: {a} side wins"
                f" {wins / args.games:.1%} (95% CI {low:.1%} to {high:.1%}; even would be"
                f" {share:.0f}%) [{time.perf_counter() - start:.0f} s]",
                flush=True,
            )


if __name__ == "__main__":
    main()
