"""Ceilings of the phase games' expert search, by cheating (measurement only).

    python bench/bench_ceiling.py GAME --cheat {hands,draws,none} [--part {all,race,guesses}]
                                  [--deny] [--games N] [--seed S]

Both games' denials (the next-hand guesses) are off in play, so a ceiling of
the guesses needs ``--deny``.

GAME is phase10 or tenphases. Paired like bench_paired.py: game ``i`` puts
the expert in seat ``i % P`` among hard bots, beside the hard bots' own game
of the same seed. The cheats live only here: they replace, at run time, the
functions the expert's searches draw their worlds with, and read the real
game that this script's own loop holds (``REAL``):

- ``hands``: every world of the race search (``solitaire.mean_turns``), of
  Phase 10's race to go out (``out_race``) and every guess at the next hand
  (``NextHands``) holds the other seats' REAL hands; the order of the rest
  (stock and unknown buried cards) is still the expert's own shuffle. The
  most an honest seat could infer of the others.
- ``draws``: the real hands, and the seat's coming draws in the stock's real
  order (each other seat taken to draw one stock card a turn; in Phase 10 a
  skip the seat draws is thrown and gives it the next card); past the stock,
  the rest shuffled. Perfect information: an upper bound of the search.
- ``none``: the expert as it is (the control).

Every 10 games prints the expert's wins (95% Wilson interval), the hard bot's
wins in the same seats and seeds, the net, the load, and counts that show the
cheat reached the searches (worlds built from the real game).
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from _stats import share, wilson

import game.core.solitaire as solitaire
import game.games.phase10.expert as p10_expert
import game.simulate as simulate_module
from game.core.bots import bot_rng
from game.games import spec
from game.simulate import play_bot_game

MODE = "none"
#: Where the cheat goes: the race worlds ("race": mean_turns and out_race),
#: the guesses at the next hand ("guesses": NextHands), or both.
PARTS = {"race", "guesses"}
#: The real game, the tested seat and whether it is to draw, while it decides.
REAL: dict[str, Any] = {"game": None, "seat": -1, "drawing": False}
#: What the cheats did: worlds built, hidden cards taken out of their pools.
STATS: Counter[str] = Counter()

ORIGINAL_MEAN_TURNS = solitaire.mean_turns
ORIGINAL_OUT_RACE = p10_expert.out_race
ORIGINAL_NEXT_HANDS_INIT = solitaire.NextHands.__init__


def _skip(card: Any) -> bool:
    return bool(getattr(card, "is_skip", False))


def _real() -> tuple[Any, int]:
    game, seat = REAL["game"], REAL["seat"]
    assert game is not None, "a cheat was asked for outside the tested seat's decision"
    return game, seat


def _hidden(game: Any, seat: int) -> Counter[Any]:
    """The other seats' real cards."""
    cards: Counter[Any] = Counter()
    for s, hand in enumerate(game.hands):
        if s != seat:
            cards.update(hand)
    return cards


def _without(order: Sequence[Any], cards: Counter[Any], kind: str) -> list[Any]:
    """``order`` less ``cards`` (a multiset), the order of the rest kept;
    counts the cards taken out and those not found (skips are never in the
    Phase 10 pool: not counted)."""
    left = Counter(cards)
    rest: list[Any] = []
    for card in order:
        if left[card] > 0:
            left[card] -= 1
        else:
            rest.append(card)
    wanted = sum(n for c, n in cards.items() if not _skip(c))
    missing = sum(n for c, n in left.items() if n > 0 and not _skip(c))
    STATS[f"{kind} worlds"] += 1
    STATS[f"{kind} hidden cards"] += wanted
    STATS[f"{kind} hidden cards not in pool"] += missing
    return rest


def _seat_stream(game: Any, seat: int, first: Sequence[Any], free: int) -> list[Any]:
    """The stock cards this seat draws, in the real order: ``free`` at once,
    then one a turn after the other seats drew one each."""
    stock, n = list(game.stock), game.players
    drawn = stock[:free]
    # To draw now (no card taken from the pile): the top is the seat's.
    at = free if REAL["drawing"] and not first else free + n - 1
    while at < len(stock):
        card = stock[at]
        if _skip(card):
            at += 1  # thrown: the next seat loses its turn, this one draws again
            continue
        drawn.append(card)
        at += n
    return drawn


def cheat_mean_turns(starts: Sequence[solitaire.Start[Any]], pool: Sequence[Any],
                     lacking: solitaire.Missing[Any], rng: random.Random, worlds: int,
                     horizon: int, size: int = 0,
                     then: Sequence[solitaire.Missing[Any]] = ()) -> list[float]:
    """:func:`solitaire.mean_turns` in worlds made of the real game."""
    if MODE == "none" or "race" not in PARTS:
        return ORIGINAL_MEAN_TURNS(starts, pool, lacking, rng, worlds, horizon, size, then)
    game, seat = _real()
    hidden = _hidden(game, seat)
    streams = [_seat_stream(game, seat, first, free) for _, first, free in starts]
    stock = Counter(c for c in game.stock if not _skip(c))
    totals = [0.0] * len(starts)
    order = list(pool)
    for _ in range(worlds):
        rng.shuffle(order)
        rest = _without(order, hidden, "race")
        if MODE == "draws":
            tail = _without(rest, stock, "race stock")  # buried cards, reshuffled
        for i, (hand, first, free) in enumerate(starts):
            if MODE == "draws":
                seq = streams[i] + tail
                draws = [*seq[:free], *first, *seq[free:]]
                STATS["race real draws"] += 1
            else:
                draws = [*rest[:free], *first, *rest[free:]]
            totals[i] += solitaire.turns_to_phase(hand, draws, lacking, horizon, free, size,
                                                  then)
    return [t / worlds for t in totals]


def cheat_out_race(hand: Sequence[Any], groups: Sequence[Any], others: Sequence[int],
                   pool: Sequence[Any], horizon: int, skipped: int = -1) -> float:
    """Phase 10's :func:`out_race` with the laid opponents' real hands (and
    with ``draws``, the real stock), the rest in the expert's own order."""
    if MODE == "none" or "race" not in PARTS:
        return ORIGINAL_OUT_RACE(hand, groups, others, pool, horizon, skipped)
    game, seat = _real()
    laid = [s for s in ((seat + k) % game.players for k in range(1, game.players))
            if game.has_laid[s]]
    hands = [list(game.hands[s]) for s in laid]
    assert [len(h) for h in hands] == list(others), (others, hands)
    rest = _without(pool, _hidden(game, seat), "out")
    if MODE == "draws":
        stock = list(game.stock)
        rest = stock + _without(rest, Counter(stock), "out stock")
        STATS["out real draws"] += 1
    world = [c for h in hands for c in h] + rest
    return ORIGINAL_OUT_RACE(hand, groups, others, world, horizon, skipped)


def cheat_next_hands(self: solitaire.NextHands[Any], pool: Sequence[Any], size: int,
                     lacking: solitaire.Missing[Any], rng: random.Random, hands: int) -> None:
    """Every guess at the next player's hand is its real hand."""
    ORIGINAL_NEXT_HANDS_INIT(self, pool, size, lacking, rng, hands)
    if MODE == "none" or "guesses" not in PARTS or not self.guesses:
        return
    game, seat = _real()
    nxt = next(s for s in ((seat + k) % game.players for k in range(1, game.players))
               if len(game.hands[s]) == size)
    real = list(game.hands[nxt])
    self.guesses = [list(real) for _ in self.guesses]
    self.now = [lacking(g) for g in self.guesses]
    STATS["next-hand guesses real"] += len(self.guesses)


def install() -> None:
    solitaire.mean_turns = cheat_mean_turns  # RaceSearch.choose reads the module's name
    p10_expert.out_race = cheat_out_race  # so does ExpertPhase10Bot._out_searched
    solitaire.NextHands.__init__ = cheat_next_hands  # type: ignore[method-assign]


def play_tested(game_id: str, levels: Sequence[str], seed: int) -> tuple[int, ...]:
    """play_bot_game's loop (the same bots, seeds and moves), holding the
    real game in ``REAL`` while the expert decides; the winners."""
    entry = spec(game_id)
    game = entry.engine(len(levels), seed=seed, options={})
    bots = [entry.bots[level](bot_rng(seed, seat)) for seat, level in enumerate(levels)]
    moves = 0
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        view, legal = game.view(seat), game.legal_moves()
        bot = bots[seat]
        if levels[seat] == "expert":
            REAL.update(game=game, seat=seat, drawing=view.step == bot.draw_step)
        move = bot.choose(view, legal)
        REAL["game"] = None
        game.apply(move)
        moves += 1
        if moves > simulate_module.MAX_MOVES:
            raise RuntimeError(f"{game_id} seed {seed} did not end in {moves} moves")
    winners: tuple[int, ...] = game.results().winners
    return winners


def checks() -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(STATS.items())) or "no cheat used"


def main(argv: list[str] | None = None) -> int:
    global MODE, PARTS
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game", nargs="?", default="tenphases", choices=["phase10", "tenphases"])
    parser.add_argument("--cheat", choices=["hands", "draws", "none"], default="hands")
    parser.add_argument("--part", choices=["all", "race", "guesses"], default="all",
                        help="cheat in the race worlds only, the next-hand guesses only, or both")
    parser.add_argument("--deny", action="store_true",
                        help="turn the expert's denial on (DENY, off in both games)")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="2 games (make bench --quick)")
    args = parser.parse_args(argv)
    if args.quick:
        args.games = 2
    MODE = args.cheat
    PARTS = {"race", "guesses"} if args.part == "all" else {args.part}
    simulate_module.MAX_MOVES = 20_000
    install()
    if args.deny:
        expert_module: Any = importlib.import_module(f"game.games.{args.game}.expert")
        expert_module.DENY = True  # each expert's feeds reads its module's name
    wins = base = 0.0
    for i in range(args.games):
        seat = i % args.players
        levels = ["hard"] * args.players
        levels[seat] = "expert"
        winners = play_tested(args.game, levels, args.seed + i)
        hard = play_bot_game(args.game, ["hard"] * args.players, args.seed + i)
        wins += share(seat, winners)
        base += share(seat, hard.winners)
        n = i + 1
        if n % 10 == 0 or n == args.games:
            low, high = wilson(wins, n)
            print(f"{args.game} {args.players}p cheat {MODE} ({args.part}"
                  f"{', deny' if args.deny else ''}), {n} games "
                  f"(seeds {args.seed}-{args.seed + i}): expert {wins:g} "
                  f"({100 * wins / n:.1f}%, 95% CI "
                  f"{100 * low:.1f}-{100 * high:.1f}%), hard in the same seats {base:g}, "
                  f"net {wins - base:+g}; load {os.getloadavg()[0]:.1f}; {checks()}",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
