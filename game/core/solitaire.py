"""The race half of a rummy game, searched alone: how many turns a hand
needs to make its phase, over many orders of the cards the seat has not seen.

In Phase 10 and Ten Phases a hand is mostly a race: each seat draws and
discards until its cards hold its phase, and the other seats touch that
race only through the discard pile. So the expert players (issue 23) judge
a draw or a discard by *solitaire rollouts*: the cards the seat cannot have
seen are dealt in a random order (a world), the seat draws them one a turn
and keeps each one that brings the phase closer, and the number of turns to
the phase is the world's score. Every candidate is played in the same
worlds (common random numbers), so that the luck of the draw cancels out
between them, and the measure is the one that wins a race: turns, not
cards lacking now (which is all the hard bots' rules can look at).

:class:`PileWatch` is the seat's memory of the discard pile: every card
seen thrown on it and still below its top is out of play until a
reshuffle, so it is neither in another hand nor to be drawn. The views
show only the pile's top and size; the watch follows both from one of the
seat's decisions to the next.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from .search import Budget, SearchLog

C = TypeVar("C", bound=Hashable)

#: Cards still lacking for the phase, for a hand of any size: the game's finder.
Missing = Callable[[Sequence[C]], int]


def turns_to_phase(hand: Sequence[C], draws: Sequence[C], lacking: Missing[C],
                   horizon: int) -> float:
    """Turns until ``hand`` holds its phase, drawing ``draws`` in order, one a
    turn, and discarding greedily (a drawn card is kept only if it brings the
    phase closer, in place of a card the phase can do without). 0 when the
    phase is there already; past ``horizon`` turns, the horizon plus the
    cards still lacking (a hand further away scores worse)."""
    cards = list(hand)
    now = lacking(cards)
    if now == 0:
        return 0.0
    for turn, card in enumerate(draws[:horizon], start=1):
        with_card = [*cards, card]
        better = lacking(with_card)
        if better >= now:
            continue  # the drawn card goes straight back
        cards = _drop_spare(with_card, better, lacking)
        now = lacking(cards)
        if now == 0:
            return float(turn)
    return float(horizon + now)


def _drop_spare(cards: list[C], target: int, lacking: Missing[C]) -> list[C]:
    """``cards`` less one card the phase can do without (lacking stays at
    ``target``); if none can go, the one whose loss costs least."""
    best: list[C] | None = None
    best_lack = 0
    # The newest card was just found useful: try the older ones first.
    for i in range(len(cards) - 2, -1, -1):
        rest = cards[:i] + cards[i + 1:]
        lack = lacking(rest)
        if lack <= target:
            return rest
        if best is None or lack < best_lack:
            best, best_lack = rest, lack
    return best if best is not None else cards[:-1]


def mean_turns(hands: Sequence[tuple[Sequence[C], Sequence[C]]], pool: Sequence[C],
               lacking: Missing[C], rng: random.Random, worlds: int,
               horizon: int) -> list[float]:
    """For each (hand, first draws) pair, the mean :func:`turns_to_phase`
    over ``worlds`` orders of ``pool`` shared by every pair (common random
    numbers); ``first draws`` come before the world's (a card taken from
    the discard pile)."""
    totals = [0.0] * len(hands)
    order = list(pool)
    for _ in range(worlds):
        rng.shuffle(order)
        for i, (hand, first) in enumerate(hands):
            totals[i] += turns_to_phase(hand, [*first, *order], lacking, horizon)
    return [t / worlds for t in totals]


class PileView(Protocol):
    """What :class:`PileWatch` reads of a view."""

    @property
    def discard_top(self) -> Any: ...

    @property
    def discard_count(self) -> int: ...


class PileWatch:
    """The cards this seat saw go onto the discard pile and still below its
    top (None where a card went by unseen, e.g. two discards between two of
    the seat's turns with four players). Call :meth:`see` with every view
    the seat decides from and :meth:`took` / :meth:`threw` with its own
    takes and discards; a new deal (``deal`` differs) starts afresh. It can
    be wrong where a turn left no trace in the counts (Phase 10: a take, a
    skip and another turn look like one turn, P10-14)."""

    def __init__(self) -> None:
        self.pile: list[Any] = []
        self.deal: Any = None

    def see(self, view: PileView, deal: Any = None, others: int = 0) -> None:
        """Follow the pile to ``view``; ``others``: how many turns of other
        seats came since the last call (0 within the seat's own turn)."""
        count, top = view.discard_count, view.discard_top
        if deal != self.deal or count <= 1:
            # A new deal or a reshuffle: only the top is left.
            self.deal = deal
            self.pile = [None] * max(count - 1, 0) + ([top] if count else [])
            return
        grown = count - len(self.pile)
        if grown > 0:
            if grown < others:
                # Fewer cards than turns: someone took, and only the top
                # seen last could have been taken; what lies there now is
                # a discard this seat did not see.
                self.pile[-1] = None
            self.pile += [None] * (grown - 1) + [top]
        else:
            # Someone took from the pile and threw ``top``: the taken
            # cards left it, ``top`` is the last one thrown.
            self.pile = self.pile[: count - 1] + [top]

    def took(self) -> None:
        if self.pile:
            self.pile.pop()

    def threw(self, card: Any) -> None:
        self.pile.append(card)

    def buried(self) -> Counter[Any]:
        """The known cards below the top: out of play until a reshuffle."""
        return Counter(c for c in self.pile[:-1] if c is not None)


M = TypeVar("M")


class RaceSearch(Generic[M]):
    """Chooses among candidate moves by :func:`mean_turns`: each candidate is
    the hand it leaves and the cards it draws first. The first candidate (a
    game's hard bot's move) is kept unless another saves more than the
    budget's ``margin`` turns on average; ``rollouts`` worlds are shared out
    between the candidates, ``rollout_moves`` is the horizon in turns. The
    worlds are shuffled by the bot's own generator, so the same seed gives
    the same moves; no clock is read in the choice."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.log = SearchLog()

    def choose(self, candidates: Sequence[tuple[M, Sequence[C], Sequence[C]]],
               pool: Sequence[C], lacking: Missing[C], budget: Budget) -> M:
        self.log.decisions += 1
        moves = list(candidates)[: max(1, budget.candidates)]
        if len(moves) == 1:
            return moves[0][0]
        self.log.searched += 1
        start = time.perf_counter()
        worlds = max(2, budget.rollouts // len(moves))
        means = mean_turns([(hand, first) for _, hand, first in moves], pool, lacking,
                           self.rng, worlds, budget.rollout_moves)
        self.log.rollouts += worlds * len(moves)
        best = min(range(len(moves)), key=lambda i: (means[i], i))
        self.log.seconds.append(time.perf_counter() - start)
        if best != 0 and means[0] - means[best] <= budget.margin:
            best = 0
        return moves[best][0]
