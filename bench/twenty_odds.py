"""Gather ``game/games/twenty/odds.py``: how a hand of ``c`` cards fares on
move ``L`` of Twenty, from bot play (normal and hard bots, 2 to 4 players).
The hard bot's race (``race.py``) reads the others' chances from it.

    python bench/twenty_odds.py [--games N] [--out PATH]
"""

from __future__ import annotations

import argparse
import random
import textwrap
from collections import Counter, defaultdict
from pathlib import Path

from game.core.bots import bot_rng
from game.games.twenty.bots import BOTS
from game.games.twenty.rules import Twenty

MIN_SEEN = 20  # rows seen fewer times are left out (race._step falls back)
HEAD = '''"""How a hand of unseen cards fares on one move of Twenty, gathered from
bot play (normal and hard bots, 2 to 4 players, %d matches of up to 10
deals; above each row, how often it was seen). ``TRANSITIONS[(move,
cards)]`` lists (cards after the move, chance): 0 cards is going out
(TW-9), one more is a draw (TW-8). Rows seen fewer than %d times are left
out (``race._step`` falls back).

Made by ``bench/twenty_odds.py``; regenerate it after a change to the bots.
"""

TRANSITIONS: dict[tuple[int, int], tuple[tuple[int, float], ...]] = {
'''


def gather(games: int) -> dict[tuple[int, int], Counter[int]]:
    table: dict[tuple[int, int], Counter[int]] = defaultdict(Counter)
    for seed in range(games):
        players = 2 + seed % 3
        levels = [random.Random(seed * 7 + s).choice(["normal", "hard"]) for s in range(players)]
        game = Twenty(players, seed=seed, options={"deal_limit": 10})
        bots = [BOTS[level](bot_rng(seed, s)) for s, level in enumerate(levels)]
        while not game.is_over():
            seat = game.to_move
            limit, count = game.move_number, len(game.hands[seat])
            events = game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
            # A move that ends the deal deals the next: its count is the deal's end's.
            ends = [e for e in events if e["type"] == "deal_end"]
            after = len(ends[0]["hands"][seat]) if ends else len(game.hands[seat])
            table[(limit, count)][after] += 1
    return table


def write(table: dict[tuple[int, int], Counter[int]], games: int, out: Path) -> None:
    rows = []
    for (limit, count), seen in sorted(table.items()):
        total = sum(seen.values())
        if total < MIN_SEEN:
            continue
        pairs = [f"({k}, {v / total:.4f})," for k, v in sorted(seen.items())]
        lines = textwrap.wrap(" ".join(pairs), 88, subsequent_indent=" " * 8,
                              break_on_hyphens=False)
        rows.append(f"    # seen {total}\n    ({limit}, {count}): (" + "\n".join(lines) + "),")
    out.write_text(HEAD % (games, MIN_SEEN) + "\n".join(rows) + "\n}\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--out", type=Path, default=Path("game/games/twenty/odds.py"))
    args = parser.parse_args()
    write(gather(args.games), args.games, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
