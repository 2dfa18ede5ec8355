"""The expert against the hard bots, paired game by game.

    python bench/bench_paired.py GAME [--games N] [--players P] [--seed S]

Game ``i`` puts one expert in seat ``i % P`` among hard bots, and beside it
plays the hard bots' game of the same seed: the two are the same game until
the expert chooses otherwise, so their difference is the expert's doing and
not the luck of the seeds (with tens of games that luck is as large as the
effect). Prints, every 10 games, the expert's wins with a 95% Wilson
interval, the hard bot's wins in the same seats, the net, the pairs gained
and lost with their sign test, and the expert's
decision times as CPU time of its thread (meaningful under load) and wall
time. bench_strength.py is the unpaired benchmark of every pairing.
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from _stats import percentile, share, sign_test, wilson

import game.simulate as simulate_module
from game.games import spec
from game.simulate import play_bot_game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="tenphases")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="2 games (make bench --quick)")
    args = parser.parse_args(argv)
    if args.quick:
        args.games = 2
    simulate_module.MAX_MOVES = 20_000
    expert: Any = spec(args.game).bots["expert"]
    cpu: list[float] = []
    plain = expert.choose

    def timed(bot: Any, view: Any, legal: Any) -> Any:
        start = time.thread_time()
        move = plain(bot, view, legal)
        cpu.append(time.thread_time() - start)
        return move

    expert.choose = timed
    wins = base = 0.0
    gained = lost = 0  # pairs the expert won and hard lost in its seat, and the reverse
    wall: list[float] = []
    for i in range(args.games):
        seat = i % args.players
        levels = ["hard"] * args.players
        levels[seat] = "expert"
        tried = play_bot_game(args.game, levels, args.seed + i, time_decisions=True)
        hard = play_bot_game(args.game, ["hard"] * args.players, args.seed + i)
        wins += share(seat, tried.winners)
        base += share(seat, hard.winners)
        mine, theirs = share(seat, tried.winners), share(seat, hard.winners)
        gained += mine > theirs
        lost += mine < theirs
        wall.extend(tried.decision_seconds.get("expert", []))
        n = i + 1
        if n % 10 == 0 or n == args.games:
            low, high = wilson(wins, n)
            print(f"{args.game} {args.players}p, {n} games: expert {wins:g} "
                  f"({100 * wins / n:.1f}%, 95% CI {100 * low:.1f}-{100 * high:.1f}%), "
                  f"hard in the same seats {base:g}, net {wins - base:+g} (pairs gained "
                  f"{gained}, lost {lost}, sign test p {sign_test(gained, lost):.3f}); "
                  f"decision CPU p50 {1000 * percentile(cpu, 50):.0f} "
                  f"p99 {1000 * percentile(cpu, 99):.0f} "
                  f"max {1000 * max(cpu, default=0):.0f} ms, wall p50 "
                  f"{1000 * percentile(wall, 50):.0f} p99 {1000 * percentile(wall, 99):.0f} ms; "
                  f"load {os.getloadavg()[0]:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
