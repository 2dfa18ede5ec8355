"""Ten Phases' expert: the hard bot's moves, each draw and discard weighed
against its alternatives in worlds dealt from what the seat cannot see
(game.core.solitaire).

The game is one long deal and a race to declare ten phases (TP-7, TP-12);
the others touch a seat's race only through the discard pile (TP-6). So a
draw (the discard top or the stock) and a discard are judged by the turns
the hand then needs to hold its phase, over ``BUDGET.rollouts`` orders of
the unseen cards: the pack (TP-1) less the seat's hand, the discard top and
the cards the seat saw thrown below it (:class:`PileWatch`). Keep or redraw
(TP-8) is judged alike, the redrawn cards joining the hand at once. The
hard bot's move is kept unless another saves more than ``BUDGET.margin``
turns on average; of discards within that margin of the fastest, the one
the next player least likely wants (guesses at its hand from the same
unseen cards) is thrown. Declarations are the hard bot's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.bots import DiscardPileMemory, RemembersTakes
from ...core.cards import Card, standard_deck
from ...core.search import Budget
from ...core.solitaire import NextHands, PileWatch, RaceSearch, Start
from .bots import HardTenPhasesBot
from .rules.engine import HAND_SIZE
from .rules.finder import missing
from .rules.moves import (
    DRAW,
    Discard,
    DrawStock,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhasesMove,
    TenPhasesView,
)

# rollouts: worlds in all, shared by the candidates; rollout_moves: the
# horizon in turns; margin: turns a candidate must save over the hard bot's.
BUDGET = Budget(rollouts=60, candidates=6, rollout_moves=16, margin=0.25)
# Discards this many cards further from the phase than the hard bot's are
# searched too (1 measured no better: 11/20 against hard's 11/20, same seeds).
SLACK = 0
DENY = True  # among discards about as fast, the one the next player least wants
DENIAL_HANDS = 24  # guesses at the next player's hand
SEARCH_REDRAW = True  # keep or redraw (TP-8) searched too, not only the hard bot's


def unseen_pool(view: TenPhasesView, buried: Counter[Card]) -> list[Card]:
    """The cards the seat may yet draw, as far as it can tell."""
    pool = Counter(standard_deck(decks=view.players, jokers=2 * view.players))
    pool.subtract(view.hand)
    if view.discard_top is not None:
        pool[view.discard_top] -= 1
    pool.subtract(buried)
    return sorted((+pool).elements(), key=str)


class ExpertTenPhasesBot(RemembersTakes):
    """The hard bot's choice, overruled where the race search finds a
    clearly faster hand; like every level it remembers its takes from the
    pile (so bot-only games end) and searches only the moves that memory
    allows."""

    level = "expert"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)
        self.hard = HardTenPhasesBot(rng)
        self.search: RaceSearch[TenPhasesMove] = RaceSearch(rng)
        self.watch = PileWatch()

    def decide(self, view: TenPhasesView, legal: Sequence[TenPhasesMove]) -> TenPhasesMove:
        self._see(view)
        preferred = self.hard.decide(view, legal)
        move = self._searched(view, legal, preferred)
        self._note(move)
        return move

    def _searched(self, view: TenPhasesView, legal: Sequence[TenPhasesMove],
                  preferred: TenPhasesMove) -> TenPhasesMove:
        phase = view.phases[view.seat]
        ace_high, flush = view.ace_high_runs, view.flush_phases
        hand = list(view.hand)
        candidates: list[tuple[TenPhasesMove, Start[Card]]] = []
        if isinstance(preferred, DrawStock | TakeDiscard):
            top = view.discard_top
            for move in (preferred, *[m for m in legal if m != preferred]):
                if isinstance(move, TakeDiscard) and top is not None:
                    candidates.append((move, (hand, [top], 0)))
                elif isinstance(move, DrawStock):
                    candidates.append((move, (hand, [], 0)))
        elif isinstance(preferred, Discard):
            # Only discards as close to the phase as the hard bot's: a card
            # lacking now costs more than any ordering of the draws saves.
            def rest(card: Card) -> list[Card]:
                left = list(hand)
                left.remove(card)
                return left
            least = missing(rest(preferred.card), phase, ace_high, flush)
            seen = {preferred.card}
            candidates.append((preferred, (rest(preferred.card), [], 0)))
            for move in legal:
                if (isinstance(move, Discard) and move.card not in seen
                        and not move.card.is_joker
                        and missing(rest(move.card), phase, ace_high, flush) <= least + SLACK):
                    seen.add(move.card)
                    candidates.append((move, (rest(move.card), [], 0)))
        elif isinstance(preferred, Keep | Redraw) and SEARCH_REDRAW:
            # TP-8: kept, the shown cards stay; redrawn, as many come from
            # the stock at once; either way the turn's discard follows.
            declared = view.last_declarations[view.seat]
            if declared is not None:
                shown = [c for g in declared.groups for c in g.cards]
                left = list(hand)
                for card in shown:
                    left.remove(card)
                for move in (preferred, *[m for m in legal if m != preferred]):
                    if isinstance(move, Keep):
                        candidates.append((move, (hand, [], 0)))
                    elif isinstance(move, Redraw):
                        candidates.append((move, (left, [], len(shown))))
        if len(candidates) < 2:
            return preferred
        pool = unseen_pool(view, self.watch.buried())
        feeds = None
        if isinstance(preferred, Discard) and DENY:
            # Of discards about as fast, the one the next player least wants.
            nxt = (view.seat + 1) % view.players
            their = view.phases[nxt]
            guesses = NextHands(pool, view.hand_counts[nxt],
                                lambda cards: missing(cards, their, ace_high, flush),
                                self.rng, DENIAL_HANDS)

            def feeds(move: TenPhasesMove) -> float:
                return guesses.wants(move.card) if isinstance(move, Discard) else 0.0
        return self.search.choose(
            candidates, pool, lambda cards: missing(cards, phase, ace_high, flush), BUDGET,
            size=HAND_SIZE, feeds=feeds)

    def _see(self, view: TenPhasesView) -> None:
        """The pile since this seat's last decision: the others had a turn
        each when this seat is to draw."""
        self.watch.see(view, None, view.players - 1 if view.step == DRAW else 0)

    def _note(self, move: TenPhasesMove) -> None:
        """The pile as this seat leaves it."""
        if isinstance(move, TakeDiscard):
            self.watch.took()
        elif isinstance(move, Discard):
            self.watch.threw(move.card)

    def observe(self, view: TenPhasesView, move: TenPhasesMove) -> None:
        """Take in a move of this seat's from the record (a resumed game)."""
        super().observe(view, move)
        self._see(view)
        self._note(move)
