"""The race a Twenty deal is, seen from one seat: the hard bot's measure.

Players never touch each other's cards (TW-7, TW-8): each one sheds its own
hand against the shared move counter, and the deal goes to whoever empties
it first, or holds fewest at move 20 (TW-9, TW-10). So a seat's best play
depends on the others only through *when* they are likely to go out and how
many cards they will hold at move 20. This module works that out from the
public counts (``odds.TRANSITIONS``: how a hand of ``c`` cards on move
``L`` fares, gathered from bot play) and then solves the seat's own rest of
the deal exactly (a small expectimax over its hand and later moves, a draw
being a card from those it cannot see), scoring a deal won at ``WIN_VALUE``
and a deal lost at the penalty held then (TW-11).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from ...core.cards import KING, Card, standard_deck
from .odds import TRANSITIONS
from .rules import LAST_MOVE, MATCH_POINTS, WIN_POINTS, TwentyView

# Card kinds, all a play cares about: 0 king (counts 1, costs 20), 1 ace
# (1, 5), 2..9 the pips (face value, free), 10 ten, jack or queen (10, 10).
KINDS = 11
VALUE = (1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
COST = (20, 5, 0, 0, 0, 0, 0, 0, 0, 0, 10)

#: A deal won, against the penalty points of one lost: the 20 won plus about
#: what the others pay then (TW-11); tuned by head-to-head runs.
WIN_VALUE = 35.0
#: When this deal can end the match (someone's total is within a win of the
#: target, TW-3), winning it outweighs any penalty.
DECIDING_WIN_VALUE = 200.0

Hand = tuple[int, ...]  # a count per kind


def kind(card: Card) -> int:
    if card.rank == KING:
        return 0
    return min(card.rank, 10)


def hand_of(cards: Sequence[Card]) -> Hand:
    counts = [0] * KINDS
    for card in cards:
        counts[kind(card)] += 1
    return tuple(counts)


def cost(hand: Hand) -> int:
    return sum(n * c for n, c in zip(hand, COST, strict=True))


@lru_cache(maxsize=200_000)
def rests(hand: Hand, limit: int) -> tuple[Hand, ...]:
    """Every hand left by a play of total at most ``limit`` (TW-7; kings at 1)."""
    choices = [range(min(n, limit // VALUE[k]) + 1) for k, n in enumerate(hand)]
    found = []
    for taken in product(*choices):
        total = sum(t * v for t, v in zip(taken, VALUE, strict=True))
        if 0 < total <= limit:
            found.append(tuple(n - t for n, t in zip(hand, taken, strict=True)))
    return tuple(found)


def _step(limit: int, count: int) -> tuple[tuple[int, float], ...]:
    """How an unseen hand of ``count`` cards changes on move ``limit``."""
    known = TRANSITIONS.get((limit, count))
    if known:
        return known
    # Never seen in the gathered play: a hand that big this late keeps one
    # card fewer (the rough middle of what is seen near it).
    return ((max(count - 1, 0), 1.0),)


@dataclass(frozen=True)
class Outlook:
    """The others' side of the race, from the view's public counts.

    ``carry_on[j]``: the chance that nobody else goes out between this
    seat's turn ``j`` and its next; ``to_the_end``: the same from its last
    turn to move 20; ``end_win[c]``: the chance of holding the fewest cards
    at move 20 with ``c`` cards, when nobody went out."""

    moves: tuple[int, ...]
    carry_on: tuple[float, ...]
    to_the_end: float
    end_win: tuple[float, ...]


def outlook(view: TwentyView) -> Outlook:
    moves = tuple(range(view.move_number, LAST_MOVE + 1, view.players))
    out_by: list[list[float]] = []  # per other seat, P(out by move t), t = 0..20
    finals: list[dict[int, float]] = []
    for offset in range(1, view.players):
        seat = (view.seat + offset) % view.players
        dist = {view.hand_counts[seat]: 1.0}
        out = [0.0] * (LAST_MOVE + 1)
        for move in range(view.move_number + 1, LAST_MOVE + 1):
            if (move - view.move_number) % view.players == offset:
                after: dict[int, float] = {}
                for count, p in dist.items():
                    if count == 0:
                        after[0] = after.get(0, 0.0) + p
                        continue
                    for nxt, q in _step(move, count):
                        after[nxt] = after.get(nxt, 0.0) + p * q
                dist = after
            out[move] = dist.get(0, 0.0)
        out_by.append(out)
        finals.append(dist)

    def alive(move: int) -> float:
        result = 1.0
        for out in out_by:  # zero up to the current move, by construction
            result *= 1.0 - out[min(move, LAST_MOVE)]
        return result

    at_turn = [1.0] + [alive(m - 1) for m in moves[1:]]
    carry_on = tuple(_ratio(at_turn[j + 1], at_turn[j]) for j in range(len(moves) - 1))
    to_the_end = _ratio(alive(LAST_MOVE), at_turn[-1])
    end_win = []
    for mine in range(16):
        chance = 1.0
        for dist in finals:
            held = sum(p for c, p in dist.items() if c > 0)
            if held <= 0:
                continue
            beaten = sum(p for c, p in dist.items() if c > mine)
            tied = dist.get(mine, 0.0) if mine > 0 else 0.0
            chance *= (beaten + 0.5 * tied) / held
        end_win.append(chance)
    return Outlook(moves, carry_on, to_the_end, tuple(end_win))


def _ratio(a: float, b: float) -> float:
    return a / b if b > 1e-12 else 0.0


def unseen_draws(view: TwentyView) -> tuple[tuple[Hand, float], ...]:
    """What a draw brings, by kind: a card of those the seat cannot see."""
    unseen = Counter(kind(c) for c in standard_deck())
    unseen.subtract(Counter(kind(c) for c in (*view.hand, *view.table)))
    total = sum(n for n in unseen.values() if n > 0)
    draws = []
    for k in range(KINDS):
        if unseen[k] > 0:
            one = tuple(1 if i == k else 0 for i in range(KINDS))
            draws.append((one, unseen[k] / total))
    return tuple(draws)


def win_value(view: TwentyView) -> float:
    deciding = any(t + WIN_POINTS >= MATCH_POINTS for t in view.totals)
    return DECIDING_WIN_VALUE if deciding else WIN_VALUE


class Race:
    """The seat's rest of the deal, solved: ``value(rest)`` is the expected
    score of leaving ``rest`` in hand after this move."""

    def __init__(self, view: TwentyView) -> None:
        self.look = outlook(view)
        self.draws = unseen_draws(view) if view.stock_count else ()
        self.win = win_value(view)
        self.memo: dict[tuple[int, Hand], float] = {}

    def value(self, rest: Hand) -> float:
        return self._after(0, rest)

    def _after(self, turn: int, hand: Hand) -> float:
        """Expected score once turn ``turn`` (an index into the seat's
        moves) is over with ``hand`` left."""
        if not any(hand):
            return self.win
        lost = -float(cost(hand))
        look = self.look
        if turn + 1 < len(look.moves):
            go_on = look.carry_on[turn]
            if go_on <= 0.0:
                return lost
            return (1.0 - go_on) * lost + go_on * self._turn(turn + 1, hand)
        won = look.end_win[min(sum(hand), len(look.end_win) - 1)]
        at_end = won * self.win + (1.0 - won) * lost
        return look.to_the_end * at_end + (1.0 - look.to_the_end) * lost

    def _turn(self, turn: int, hand: Hand) -> float:
        key = (turn, hand)
        known = self.memo.get(key)
        if known is not None:
            return known
        options = rests(hand, self.look.moves[turn])
        if options:
            best = max(self._after(turn, rest) for rest in options)
        elif self.draws:  # TW-8: nothing fits, the stock's top card is drawn
            best = sum(p * self._after(turn, _add(hand, card)) for card, p in self.draws)
        else:  # TW-8: nothing fits and no stock: a pass
            best = self._after(turn, hand)
        self.memo[key] = best
        return best


def _add(hand: Hand, card: Hand) -> Hand:
    return tuple(a + b for a, b in zip(hand, card, strict=True))


def ranked(view: TwentyView, plays: Sequence[Sequence[Card]]) -> Iterator[tuple[float, int]]:
    """(expected score, index) of each play in ``plays``."""
    race = Race(view)
    mine = hand_of(view.hand)
    for i, cards in enumerate(plays):
        taken = hand_of(cards)
        yield race.value(tuple(a - b for a, b in zip(mine, taken, strict=True))), i
