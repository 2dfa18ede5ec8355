"""Computer players for Twenty, from the seat's view only.

- easy: a random legal move;
- normal: the largest single card that fits, then more cards greedily;
- hard: races the others through the rest of the deal (``race``: its own
  later moves solved exactly, the others' from their counts);
  ``plan_key`` (its old measure: how soon the hand goes out, then the
  penalty shed) and ``best_shed`` (a knapsack, kings at 1) rank plays for
  the expert's search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.bots import RandomBot
from ...core.cards import Card
from .race import ranked
from .rules import (
    LAST_MOVE,
    Draw,
    Pass,
    Play,
    TwentyMove,
    TwentyView,
    least_total,
    move_value,
    penalty,
)


def _forced(legal: Sequence[TwentyMove]) -> TwentyMove | None:
    """The only move when no card fits (draw or pass)."""
    if len(legal) == 1 and isinstance(legal[0], Draw | Pass):
        return legal[0]
    return None


class NormalTwentyBot:
    """Greedy: biggest card first while the total stays within the move."""

    level = "normal"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: TwentyView, legal: Sequence[TwentyMove]) -> TwentyMove:
        forced = _forced(legal)
        if forced is not None:
            return forced
        return Play(tuple(greedy_fill(view.hand, view.move_number)[0]))


def best_shed(hand: Sequence[Card], limit: int) -> tuple[Card, ...]:
    """The play that sheds the most cards, then the most penalty, then the
    most move value, within ``limit`` (a 0/1 knapsack over the hand; kings at 1).

    >>> from game.core.cards import parse_cards
    >>> sorted(str(c) for c in best_shed(parse_cards(["KS", "AS", "2H", "10D", "3C"]), 4))
    ['2H', 'AS', 'KS']
    """
    # best[w] = (cards, penalty, value, chosen indexes) for total exactly <= w.
    best: list[tuple[int, int, int, tuple[int, ...]]] = [(0, 0, 0, ())] * (limit + 1)
    for i, card in enumerate(hand):
        weight = move_value(card)
        if weight > limit:
            continue
        for w in range(limit, weight - 1, -1):
            n, p, v, picks = best[w - weight]
            candidate = (n + 1, p + penalty(card), v + weight, (*picks, i))
            if candidate[:3] > best[w][:3]:
                best[w] = candidate
    top = max(best, key=lambda entry: entry[:3])
    return tuple(hand[i] for i in top[3])


def my_future_moves(view: TwentyView) -> list[int]:
    """The move numbers of this seat's later turns in the deal (TW-6, TW-9)."""
    return list(range(view.move_number + view.players, LAST_MOVE + 1, view.players))


def greedy_fill(hand: Sequence[Card], limit: int) -> tuple[list[Card], list[Card]]:
    """(laid, kept): the biggest cards first while the total stays within
    ``limit`` -- the most value shed this move."""
    laid: list[Card] = []
    kept: list[Card] = []
    room = limit
    for card in sorted(hand, key=lambda c: (move_value(c), penalty(c)), reverse=True):
        if move_value(card) <= room:
            laid.append(card)
            room -= move_value(card)
        else:
            kept.append(card)
    return laid, kept


def plan_cost(hand: Sequence[Card], moves: Sequence[int]) -> tuple[int, int, int]:
    """How ``hand`` fares over the later ``moves`` when each is filled
    greedily: (moves needed to go out, or one more than there are; cards
    left, counting a draw for each move where nothing fits; their penalty)."""
    left = list(hand)
    draws = 0
    for turn, limit in enumerate(moves):
        if not left:
            return turn, 0, 0
        laid, left = greedy_fill(left, limit)
        if not laid:
            draws += 1
    if not left:
        return len(moves), 0, 0
    return len(moves) + 1, len(left) + draws, sum(penalty(c) for c in left)


class HardTwentyBot:
    """Races the others to the end of the deal (``race``): each play is
    scored by what it leads to over this seat's later moves, played out
    exactly (a draw brings a card of those it cannot see), against how soon
    the others are likely to go out, from their counts: a deal won (TW-9,
    TW-10) against the penalty held when another goes out first or holds
    fewer at move 20 (TW-11). So it keeps a small card when that spares it
    a draw, sheds a king or an ace before a race it is losing, and goes for
    fewest cards when move 20 will end the deal."""

    level = "hard"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: TwentyView, legal: Sequence[TwentyMove]) -> TwentyMove:
        forced = _forced(legal)
        if forced is not None:
            return forced
        plays = [m for m in legal if isinstance(m, Play)]

        def measure(scored: tuple[float, int]) -> tuple[float, int, int, int]:
            # Level in the race (a sure thing either way): more cards, then
            # more penalty shed now; then the first of equal plays (a jack
            # for a queen).
            value, i = scored
            cards = plays[i].cards
            return (round(value, 9), len(cards), sum(penalty(c) for c in cards), -i)

        return plays[max(ranked(view, [m.cards for m in plays]), key=measure)[1]]


def plan_key(view: TwentyView, move: Play) -> tuple[int, ...]:
    """The hard bot's measure of a play, lower is better: going out now
    first (the deal is won, TW-9), then how soon the rest of the hand goes
    out over this seat's later moves, the penalty shed now, the move value
    used, then cards and penalty left at move 20 (TW-11), then more cards."""
    rest = list(view.hand)
    for card in move.cards:
        rest.remove(card)
    if not rest:
        return (-1,)
    out_after, cards, pen = plan_cost(rest, my_future_moves(view))
    shed = sum(penalty(c) for c in move.cards)
    return (out_after, -shed, -least_total(move.cards), cards, pen, -len(move.cards))


class EasyTwentyBot(RandomBot[TwentyMove]):
    """Random legal move."""


BOTS = {"easy": EasyTwentyBot, "normal": NormalTwentyBot, "hard": HardTwentyBot}
