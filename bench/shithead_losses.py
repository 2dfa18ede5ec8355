"""Where Shithead's bots lose, and where the expert differs.

    python bench/shithead_losses.py [--games N] [--seed S] [--level expert]

Plays, for every seed, the hard bots' two-player game and beside it the same
seed with ``--level`` in seat ``i % 2`` (the pairing of bench_paired.py), and
counts:

- in the hard bots' games, each seat's pick-ups (SH-12, SH-14) and the cards
  they brought into hand, while the stock lasts and after, for the winner and
  the loser: which part of the game the loser lost in;
- in the paired games, every decision where the tested level chose otherwise
  than the normal policy (an overrule), by the part of the game (stock or
  end game), where it played from and what it played instead (a 10, a 2,
  the highest ordinary rank, another rank, another count of the same rank),
  split by whether the pair's outcome for that seat was the same, gained or
  lost.

Measurement only; prints the counts and the load average.
"""

from __future__ import annotations

import argparse
import os
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.core.bots import bot_rng
from game.games import spec
from game.games.shithead.rules import (
    TEN,
    TWO,
    FlipFaceDown,
    PickUp,
    Play,
    Shithead,
    ShitheadMove,
    ShitheadView,
    keep_value,
)

Overrule = tuple[str, str, str]  # part of the game, played from, what instead


def kind_of(preferred: ShitheadMove, chosen: ShitheadMove,
            legal: Sequence[ShitheadMove]) -> str:
    """What the overruling move played instead of the normal choice."""
    if not isinstance(chosen, Play) or not isinstance(preferred, Play):
        return "other move"
    rank = chosen.cards[0].rank
    if rank == preferred.cards[0].rank:
        return "same rank, other count"
    if rank in (TEN, TWO):
        return "a 10" if rank == TEN else "a 2"
    ordinary = [m.cards[0].rank for m in legal
                if isinstance(m, Play) and m.cards[0].rank not in (TEN, TWO)]
    top = max(ordinary, key=keep_value)
    return "the highest ordinary rank" if rank == top else "another rank"


def recording(level: str, log: list[Overrule]) -> Any:
    """The ``level`` bot class, noting its overrules of the normal policy in ``log``."""
    base: Any = spec("shithead").bots[level]
    normal: Any = spec("shithead").bots["normal"]

    class Recorded(base):
        def choose(self, view: ShitheadView, legal: Sequence[ShitheadMove]) -> ShitheadMove:
            # A throwaway generator: the normal choice must not draw on the bot's own.
            preferred = normal(random.Random(0)).choose(view, legal)
            chosen: ShitheadMove = super().choose(view, legal)
            # Which face-down card to turn is blind (SH-15): not a choice.
            if chosen != preferred and not isinstance(chosen, FlipFaceDown):
                part = "stock" if view.stock_count else "end game"
                where = "hand" if view.hand else "face up" if view.face_up else "face down"
                log.append((part, where, kind_of(preferred, chosen, legal)))
            return chosen

    return Recorded


def play(classes: Sequence[Any], seed: int, pickups: Counter[tuple[int, str]] | None = None,
         ) -> tuple[int, ...]:
    """One two-player game of these bot classes; its winners. ``pickups``
    gets, per seat and part of the game, the pick-ups and the cards taken."""
    game = Shithead(len(classes), seed=seed, options={})
    bots = [cls(bot_rng(seed, seat)) for seat, cls in enumerate(classes)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        view = game.view(seat)
        move = bots[seat].choose(view, game.legal_moves())
        if pickups is not None and isinstance(move, PickUp):
            part = "stock" if view.stock_count else "end game"
            pickups[(seat, part + " pick-ups")] += 1
            pickups[(seat, part + " cards taken")] += len(view.pile)
        game.apply(move)
    return game.results().winners


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--level", default="expert")
    args = parser.parse_args(argv)
    hard = spec("shithead").bots["hard"]
    by_outcome: Counter[tuple[str, str]] = Counter()
    overrules: Counter[tuple[str, Overrule]] = Counter()
    pairs: Counter[str] = Counter()
    for i in range(args.games):
        seed, seat = args.seed + i, i % 2
        taken: Counter[tuple[int, str]] = Counter()
        hard_winners = play([hard, hard], seed, taken)
        if len(hard_winners) == 1:
            for (who, what), count in taken.items():
                by_outcome[("winner" if who == hard_winners[0] else "loser", what)] += count
        log: list[Overrule] = []
        classes: list[Any] = [hard, hard]
        classes[seat] = recording(args.level, log)
        tested = seat in play(classes, seed)
        before = seat in hard_winners
        outcome = "same" if tested == before else "gained" if tested else "lost"
        pairs[outcome] += 1
        for overrule in log:
            overrules[(outcome, overrule)] += 1
    print(f"shithead 2p, {args.games} seeds from {args.seed}, load {os.getloadavg()[0]:.1f}")
    print("hard bots' games, summed over games won outright:")
    for (side, what), count in sorted(by_outcome.items()):
        print(f"  {side:6} {what}: {count}")
    print(f"{args.level} beside hard, pairs: " + ", ".join(
        f"{name} {pairs[name]}" for name in ("same", "gained", "lost")))
    for (outcome, (part, where, kind)), count in sorted(overrules.items()):
        print(f"  {outcome:6} pairs: {part}, from {where}, {kind}: {count}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
