"""Phase 10's expert: the hard bot's moves, each draw and discard before
the phase is laid weighed against its alternatives in worlds dealt from
what the seat cannot see (game.core.solitaire).

Before a seat has laid its phase, a hand is a race to lay it (P10-8; the
phase a hand ahead is what wins the game, P10-18), and the others touch
that race only through the discard pile. So a draw (the discard top or the
stock, P10-7) and a discard are judged by the turns the hand then needs to
lay its phase, over ``BUDGET.rollouts`` orders of the unseen cards: the
deck (P10-1) less the seat's hand, every laid group, the discard top and
the cards the seat saw thrown below it (:class:`PileWatch`), and less the
skips (a drawn skip is thrown for a turn back, P10-14, not a turn lost).
The hard bot's move is kept unless another saves more than
``BUDGET.margin`` turns on average. Lays, hits, skips and every move
once laid are the hard bot's (its rules go out fast and deny the next
player what fits).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.search import Budget
from ...core.solitaire import Feeds, Missing, NextHands, RummyExpert
from .bots import HardPhase10Bot, fits_somewhere, next_player
from .rules.cards import P10Card, full_deck
from .rules.finder import missing
from .rules.moves import DRAW, Discard, DrawStock, Phase10Move, Phase10View, TakeDiscard

# rollouts: worlds in all, shared by the candidates; rollout_moves: the
# horizon in turns; margin: turns a candidate must save over the hard bot's.
BUDGET = Budget(rollouts=120, candidates=6, rollout_moves=20, margin=0.25)
# Discards this many cards further from the phase than the hard bot's are
# searched too (0: only those as close, the hard bot's first rule).
SLACK = 0
DENY = False  # measured no better in two players (8/20 with it, 10/20 without, same seeds)
DENIAL_HANDS = 24  # guesses at the next player's hand
DECK = Counter(c for c in full_deck() if not c.is_skip)


def unseen_pool(view: Phase10View, buried: Counter[P10Card]) -> list[P10Card]:
    """The cards the seat may yet draw, as far as it can tell."""
    pool = Counter(DECK)
    pool.subtract(view.hand)
    for laid in view.groups:
        for group in laid:
            pool.subtract(group.cards)
    if view.discard_top is not None:
        pool[view.discard_top] -= 1
    pool.subtract(buried)
    return sorted((+pool).elements(), key=str)


class ExpertPhase10Bot(RummyExpert[P10Card, Phase10Move]):
    """The hard bot's choice, overruled where the race search finds a
    clearly faster hand (game.core.solitaire.RummyExpert)."""

    take, draw, discard, draw_step = TakeDiscard, DrawStock, Discard, DRAW
    budget, slack = BUDGET, SLACK

    def proposer(self, rng: random.Random) -> HardPhase10Bot:
        return HardPhase10Bot(rng)

    def unseen_pool(self, view: Phase10View, buried: Counter[P10Card]) -> list[P10Card]:
        return unseen_pool(view, buried)

    def lacking(self, view: Phase10View, phase: int) -> Missing[P10Card]:
        return lambda cards: missing(cards, phase)

    def searches(self, view: Phase10View) -> bool:
        return not view.laid[view.seat]  # once laid, the hard bot goes out fast

    def searched_discard(self, card: P10Card) -> bool:
        return not card.is_skip  # a skip is thrown for what it does (P10-14)

    def alternative(self, card: P10Card) -> bool:
        return not card.is_wild and not card.is_skip

    def deal_of(self, view: Phase10View) -> int:
        return view.hand_number

    def feeds(self, view: Phase10View, pool: Sequence[P10Card]) -> Feeds[Phase10Move] | None:
        """Of discards about as fast, the one the next player least wants:
        a hit once it has laid (P10-9), else a card nearer its phase."""
        if not DENY:
            return None
        nxt = next_player(view)
        their = view.phases[nxt]
        guesses = NextHands(pool, view.hand_counts[nxt], lambda cards: missing(cards, their),
                            self.rng, 0 if view.laid[nxt] else DENIAL_HANDS)

        def feeds(move: Phase10Move) -> float:
            if not isinstance(move, Discard):
                return 0.0
            if view.laid[nxt]:
                return float(fits_somewhere(view, move.card))
            return guesses.wants(move.card)
        return feeds

    def _note(self, view: Phase10View, move: Phase10Move) -> None:
        """The pile as this seat leaves it; and the hard bot, which proposed,
        must remember the discard made."""
        super()._note(view, move)
        if isinstance(move, Discard):
            self.hard.last_discard = move.card
            self.hard.pile_after_discard = view.discard_count + 1

    def recall(self, view: Phase10View, move: Phase10Move) -> None:
        if isinstance(move, DrawStock | TakeDiscard):
            self.hard._watch_opponent(view)
