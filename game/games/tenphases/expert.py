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
turns on average (with ``DENY``, of discards within that margin of the
fastest, the one the next player least likely wants would be thrown:
measured no better, so off). Declarations are the hard bot's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from ...core.cards import Card, standard_deck
from ...core.search import Budget
from ...core.solitaire import Feeds, Missing, NextHands, RummyExpert, Start
from ...core.spec import BotFactory
from .bots import BOTS, HardTenPhasesBot
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
from .rules.phases import LAST_PHASE

# rollouts: worlds in all, shared by the candidates; rollout_moves: the
# horizon in turns; margin: turns a candidate must save over the hard bot's.
BUDGET = Budget(rollouts=60, candidates=6, rollout_moves=16, margin=0.25)
# Discards this many cards further from the phase than the hard bot's are
# searched too (1 measured no better: 11/20 against hard's 11/20, same seeds).
SLACK = 0
# Among discards about as fast, the one the next player least wants. Off:
# paired against hard (hard's wins in the same seats in brackets), two
# players, seeds 5000-5599, 302/600 with it, 312/600 without (288); three,
# seeds 3000-3149, 51/150 and 50/150 (57); four, seeds 3000-3199, 37/200
# and 55/200 (49). With more than two the guesses at the next hand, dealt
# from three or four decks, are near noise; with two they gain nothing.
DENY = False
DENIAL_HANDS = 24  # guesses at the next player's hand
SEARCH_REDRAW = True  # keep or redraw (TP-8) searched too, not only the hard bot's
# Phases after the current one that the race runs to, from the same hand (one
# long deal, TP-7: the cards that held one phase go on to the next). 1 measured
# no better, paired vs hard, seeds 2000-: 26/40 against the hard seats' 23/40
# (the expert without it: 26/40 too); with a 24-turn horizon 18/30 against 18/30.
AHEAD = 0


def unseen_pool(view: TenPhasesView, buried: Counter[Card]) -> list[Card]:
    """The cards the seat may yet draw, as far as it can tell."""
    pool = Counter(standard_deck(decks=view.players, jokers=2 * view.players))
    pool.subtract(view.hand)
    if view.discard_top is not None:
        pool[view.discard_top] -= 1
    pool.subtract(buried)
    return sorted((+pool).elements(), key=str)


class ExpertTenPhasesBot(RummyExpert[Card, TenPhasesMove]):
    """The hard bot's choice, overruled where the race search finds a
    clearly faster hand (game.core.solitaire.RummyExpert)."""

    take, draw, discard, draw_step = TakeDiscard, DrawStock, Discard, DRAW
    budget, slack, hand_size = BUDGET, SLACK, HAND_SIZE

    def proposer(self, rng: random.Random) -> HardTenPhasesBot:
        return HardTenPhasesBot(rng)

    def unseen_pool(self, view: TenPhasesView, buried: Counter[Card]) -> list[Card]:
        return unseen_pool(view, buried)

    def lacking(self, view: TenPhasesView, phase: int) -> Missing[Card]:
        ace_high, flush = view.ace_high_runs, view.flush_phases
        return lambda cards: missing(cards, phase, ace_high, flush)

    def later(self, view: TenPhasesView) -> list[Missing[Card]]:
        phase = view.phases[view.seat]
        return [self.lacking(view, p) for p in range(phase + 1, min(phase + AHEAD, LAST_PHASE) + 1)]

    def alternative(self, card: Card) -> bool:
        return not card.is_joker

    def other_candidates(self, view: TenPhasesView, legal: Sequence[TenPhasesMove],
                         preferred: TenPhasesMove) -> list[tuple[TenPhasesMove, Start[Card]]]:
        """TP-8: kept, the shown cards stay; redrawn, as many come from the
        stock at once; either way the turn's discard follows."""
        declared = view.last_declarations[view.seat]
        if not isinstance(preferred, Keep | Redraw) or not SEARCH_REDRAW or declared is None:
            return []
        hand = list(view.hand)
        shown = [c for g in declared.groups for c in g.cards]
        left = list(hand)
        for card in shown:
            left.remove(card)
        candidates: list[tuple[TenPhasesMove, Start[Card]]] = []
        for move in (preferred, *[m for m in legal if m != preferred]):
            if isinstance(move, Keep):
                candidates.append((move, (hand, [], 0)))
            elif isinstance(move, Redraw):
                candidates.append((move, (left, [], len(shown))))
        return candidates

    def feeds(self, view: TenPhasesView, pool: Sequence[Card]) -> Feeds[TenPhasesMove] | None:
        """Of discards about as fast, the one the next player least wants."""
        if not DENY:
            return None
        nxt = (view.seat + 1) % view.players
        their = view.phases[nxt]
        ace_high, flush = view.ace_high_runs, view.flush_phases
        guesses = NextHands(pool, view.hand_counts[nxt],
                            lambda cards: missing(cards, their, ace_high, flush),
                            self.rng, DENIAL_HANDS)

        def feeds(move: TenPhasesMove) -> float:
            return guesses.wants(move.card) if isinstance(move, Discard) else 0.0
        return feeds


#: Every level's bot, as the session and the spec offer them.
BOT_LEVELS: Mapping[str, BotFactory] = {**BOTS, "expert": ExpertTenPhasesBot}
