"""Ten Phases' expert: the hard bot's moves, each draw and discard weighed
against its alternatives in worlds dealt from what the seat cannot see
(game.core.solitaire).

The game is one long deal and a race to declare ten phases (TP-7, TP-12);
the others touch a seat's race only through the discard pile (TP-6). So a
draw (the discard top or the stock) and a discard are judged by the turns
the hand then needs to hold its phase, over ``BUDGET.rollouts`` orders of
the unseen cards: the pack (TP-1) less the seat's hand, the discard top and
the cards the seat saw thrown below it (:class:`PileWatch`). The hard bot's
move is kept unless another saves more than ``BUDGET.margin`` turns on
average. Declarations and keep or redraw (TP-8) are the hard bot's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.bots import DiscardPileMemory, RemembersTakes
from ...core.cards import Card, standard_deck
from ...core.search import Budget
from ...core.solitaire import PileWatch, RaceSearch
from .bots import HardTenPhasesBot
from .rules.finder import missing
from .rules.moves import DRAW, Discard, DrawStock, TakeDiscard, TenPhasesMove, TenPhasesView

# rollouts: worlds in all, shared by the candidates; rollout_moves: the
# horizon in turns; margin: turns a candidate must save over the hard bot's.
BUDGET = Budget(rollouts=60, candidates=6, rollout_moves=16, margin=0.25)


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
        candidates: list[tuple[TenPhasesMove, list[Card], list[Card]]] = []
        if isinstance(preferred, DrawStock | TakeDiscard):
            top = view.discard_top
            for move in (preferred, *[m for m in legal if m != preferred]):
                if isinstance(move, TakeDiscard) and top is not None:
                    candidates.append((move, hand, [top]))
                elif isinstance(move, DrawStock):
                    candidates.append((move, hand, []))
        elif isinstance(preferred, Discard):
            # Only discards as close to the phase as the hard bot's: a card
            # lacking now costs more than any ordering of the draws saves.
            def rest(card: Card) -> list[Card]:
                left = list(hand)
                left.remove(card)
                return left
            least = missing(rest(preferred.card), phase, ace_high, flush)
            seen = {preferred.card}
            candidates.append((preferred, rest(preferred.card), []))
            for move in legal:
                if (isinstance(move, Discard) and move.card not in seen
                        and not move.card.is_joker
                        and missing(rest(move.card), phase, ace_high, flush) <= least):
                    seen.add(move.card)
                    candidates.append((move, rest(move.card), []))
        if len(candidates) < 2:
            return preferred
        pool = unseen_pool(view, self.watch.buried())
        return self.search.choose(
            candidates, pool, lambda cards: missing(cards, phase, ace_high, flush), BUDGET)

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
