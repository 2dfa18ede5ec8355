"""Do bot-only games end? (not a test): every game, every player count, every
mix of bot levels (hard included), seeded games; prints how many ended and
the longest game in moves per game.

    .venv/bin/python bench/bench_termination.py [--quick] [--games N] [--game ID]

``--games`` is games per (player count, level mix); seats take the mix in a
seed-dependent order. A game still running after ``CAP`` moves counts as not
ended (the longest real games are far shorter, see the output) and its seed
is printed, so that it can be replayed with ``python -m game simulate``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import LEVELS, bot_rng
from game.games import SPECS, spec  # noqa: E402

CAP = 50_000


def play(game_id: str, levels: list[str], seed: int, cap: int = CAP) -> int | None:
    """Moves of one bot-only game, or None if it had not ended after ``cap``."""
    entry = spec(game_id)
    game = entry.engine(len(levels), seed=seed)
    bots = [entry.bots[level](bot_rng(seed, seat)) for seat, level in enumerate(levels)]
    for moves in range(cap):
        if game.is_over():
            return moves
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return None


def mixes(players: int) -> list[tuple[str, ...]]:
    """Every multiset of levels for ``players`` seats."""
    # The expert searches on top of the hard bot: bench_strength.py plays it.
    return list(combinations_with_replacement([lv for lv in LEVELS if lv != "expert"], players))


def sweep(game_id: str, per_mix: int, seed: int = 0) -> None:
    engine = spec(game_id).engine
    ended = total = longest = 0
    longest_at = ""
    stuck: list[str] = []
    start = time.perf_counter()
    for players in range(engine.min_players, engine.max_players + 1):
        for mix in mixes(players):
            for i in range(per_mix):
                s = seed + i
                levels = list(mix)
                random.Random(s).shuffle(levels)
                moves = play(game_id, levels, s)
                total += 1
                if moves is None:
                    stuck.append(f"--levels {','.join(levels)} --seed {s}")
                    continue
                ended += 1
                if moves > longest:
                    longest, longest_at = moves, f"{','.join(levels)} seed {s}"
    seconds = time.perf_counter() - start
    print(f"{game_id}: {ended} of {total} games ended ({seconds:.0f} s); "
          f"longest {longest} moves ({longest_at})", flush=True)
    for line in stuck:
        print(f"  NOT ENDED after {CAP} moves: {game_id} {line}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2 games per mix")
    parser.add_argument("--games", type=int, default=0, help="games per player count and mix")
    parser.add_argument("--game", choices=sorted(s.id for s in SPECS), action="append")
    args = parser.parse_args()
    per_mix = args.games or (2 if args.quick else 0)
    for game_id in args.game or sorted(s.id for s in SPECS):
        n = per_mix or {"phase10": 25, "tenphases": 40, "shithead": 40, "twenty": 40}[game_id]
        sweep(game_id, n)


if __name__ == "__main__":
    main()
