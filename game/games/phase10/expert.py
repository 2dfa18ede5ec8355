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

from ...core.bots import DiscardPileMemory, RemembersTakes
from ...core.search import Budget
from ...core.solitaire import NextHands, PileWatch, RaceSearch, Start
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


class ExpertPhase10Bot(RemembersTakes):
    """The hard bot's choice, overruled where the race search finds a
    clearly faster hand; like every level it remembers its takes from the
    pile (so bot-only games end) and searches only the moves that memory
    allows."""

    level = "expert"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)
        # The hard bot proposes (and keeps its memory of takes and of what
        # the opponent wants); the search decides among the proposals.
        self.hard = HardPhase10Bot(rng)
        self.search: RaceSearch[Phase10Move] = RaceSearch(rng)
        self.watch = PileWatch()

    def decide(self, view: Phase10View, legal: Sequence[Phase10Move]) -> Phase10Move:
        self._see(view)
        preferred = self.hard.decide(view, legal)
        move = self._searched(view, legal, preferred)
        self._note(view, move)
        return move

    def _searched(self, view: Phase10View, legal: Sequence[Phase10Move],
                  preferred: Phase10Move) -> Phase10Move:
        if view.laid[view.seat]:
            return preferred
        phase = view.phases[view.seat]
        hand = list(view.hand)
        candidates: list[tuple[Phase10Move, Start[P10Card]]] = []
        if isinstance(preferred, DrawStock | TakeDiscard):
            top = view.discard_top
            for move in (preferred, *[m for m in legal if m != preferred]):
                if isinstance(move, TakeDiscard) and top is not None:
                    candidates.append((move, (hand, [top], 0)))
                elif isinstance(move, DrawStock):
                    candidates.append((move, (hand, [], 0)))
        elif isinstance(preferred, Discard) and not preferred.card.is_skip:
            # Only discards as close to the phase as the hard bot's: a card
            # lacking now costs more than any ordering of the draws saves.
            def rest(card: P10Card) -> list[P10Card]:
                left = list(hand)
                left.remove(card)
                return left
            least = missing(rest(preferred.card), phase)
            seen = {preferred.card}
            candidates.append((preferred, (rest(preferred.card), [], 0)))
            for move in legal:
                if (isinstance(move, Discard) and move.card not in seen
                        and not move.card.is_wild and not move.card.is_skip
                        and missing(rest(move.card), phase) <= least + SLACK):
                    seen.add(move.card)
                    candidates.append((move, (rest(move.card), [], 0)))
        if len(candidates) < 2:
            return preferred
        pool = unseen_pool(view, self.watch.buried())
        feeds = None
        if isinstance(preferred, Discard) and DENY:
            # Of discards about as fast, the one the next player least wants:
            # a hit once it has laid (P10-9), else a card nearer its phase.
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
        return self.search.choose(candidates, pool, lambda cards: missing(cards, phase),
                                  BUDGET, feeds=feeds)

    def _see(self, view: Phase10View) -> None:
        """The pile since this seat's last decision: the others had a turn
        each when this seat is to draw."""
        self.watch.see(view, view.hand_number, view.players - 1 if view.step == DRAW else 0)

    def _note(self, view: Phase10View, move: Phase10Move) -> None:
        """The pile as this seat leaves it; and the hard bot, which proposed,
        must remember the discard made."""
        if isinstance(move, TakeDiscard):
            self.watch.took()
        elif isinstance(move, Discard):
            self.watch.threw(move.card)
            self.hard.last_discard = move.card
            self.hard.pile_after_discard = view.discard_count + 1

    def observe(self, view: Phase10View, move: Phase10Move) -> None:
        """Take in a move of this seat's from the record (a resumed game)."""
        super().observe(view, move)
        self._see(view)
        if isinstance(move, DrawStock | TakeDiscard):
            self.hard._watch_opponent(view)
        self._note(view, move)
