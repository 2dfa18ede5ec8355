"""Computer players for Ten Phases, from what their seat may know.

* easy: declares whenever it can and keeps the shown cards; otherwise plays
  at random half the time and like ``normal`` the other half.
* normal: declares whenever it can and always keeps; takes the discard when
  it brings the phase closer (fewest missing cards, by the exact finder) and
  discards the card whose loss leaves the fewest missing.
* hard: as normal, but breaks ties by live outs (unseen cards that would
  bring the phase closer), keeps jokers, looks one phase ahead, and after a
  declaration keeps or redraws by sampling what a redraw would bring
  (keeping when the shown cards serve the next phase as well).

Every level remembers its own takes from the discard pile
(:class:`game.core.bots.DiscardPileMemory`): it never throws back the card it
just took unless that is its only legal discard, and never takes twice from
the same situation in a deal, so that bot-only games end.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ...core.bots import DiscardPileMemory, RemembersTakes
from ...core.cards import JOKER, SUITS, Card, standard_deck
from .rules.finder import missing
from .rules.moves import (
    Declare,
    Discard,
    DrawStock,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhasesMove,
    TenPhasesView,
)
from .rules.phases import COLOUR, LAST_PHASE, RUN, SET, phase_table, points

#: Redraws sampled by the hard bot to judge keep against redraw.
REDRAW_SAMPLES = 12


def _without(hand: Sequence[Card], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(card)
    return rest


def _missing(view: TenPhasesView, cards: Sequence[Card], phase: int) -> int:
    return missing(cards, phase, view.ace_high_runs, view.flush_phases)


def _draw_choice(view: TenPhasesView, legal: Sequence[TenPhasesMove],
                 score: Callable[[Sequence[Card]], Any]) -> TenPhasesMove:
    """Take the discard top when the best hand after it scores better than now
    (``score``: lower is better; a number or a tuple compared in order)."""
    if TakeDiscard() not in legal:
        return legal[0]
    if DrawStock() not in legal:
        return TakeDiscard()
    top = view.discard_top
    assert top is not None
    if top.is_joker:
        return TakeDiscard()
    hand = list(view.hand)
    now = score(hand)
    with_top = [*hand, top]
    after = min(score(_without(with_top, c)) for c in set(hand))
    return TakeDiscard() if after < now else DrawStock()


class EasyTenPhasesBot(RemembersTakes):
    """Declares when it can; half random, half ``normal`` otherwise."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)
        self.normal = NormalTenPhasesBot(rng)

    def decide(self, view: TenPhasesView, legal: Sequence[TenPhasesMove]) -> TenPhasesMove:
        declares = [m for m in legal if isinstance(m, Declare)]
        if declares:
            return self.rng.choice(declares)
        if Keep() in legal:
            return Keep()
        if self.rng.random() < 0.5:
            return self.normal.decide(view, legal)
        return self.rng.choice(list(legal))


class NormalTenPhasesBot(RemembersTakes):
    """Greedy on the number of missing cards (see the module docstring)."""

    level = "normal"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)

    def decide(self, view: TenPhasesView, legal: Sequence[TenPhasesMove]) -> TenPhasesMove:
        phase = view.phases[view.seat]
        if any(isinstance(m, DrawStock | TakeDiscard) for m in legal):
            return _draw_choice(view, legal, lambda h: _missing(view, h, phase))
        declares = [m for m in legal if isinstance(m, Declare)]
        if declares:
            return declares[0]
        if Keep() in legal:
            return Keep()
        discards = [m for m in legal if isinstance(m, Discard)]
        if not discards:
            return legal[0]
        hand = list(view.hand)
        scores = {
            m.card: (_missing(view, _without(hand, m.card), phase), m.card.is_joker)
            for m in discards
        }
        best = min(scores.values())
        return self.rng.choice([m for m in discards if scores[m.card] == best])


class HardTenPhasesBot(RemembersTakes):
    """Plays by the exact finder with live outs and a look ahead."""

    level = "hard"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)

    # -- what is still unseen --------------------------------------------------
    @staticmethod
    def unseen(view: TenPhasesView) -> Counter[Card]:
        """Cards this seat has not seen: the full pack less its hand and the
        discard top (others' kept declarations are in their hands: unseen
        for drawing purposes only when they redrew, ignored here)."""
        pack = Counter(standard_deck(decks=view.players, jokers=2 * view.players))
        pack.subtract(Counter(view.hand))
        if view.discard_top is not None:
            pack[view.discard_top] -= 1
        return +pack

    def live_outs(self, view: TenPhasesView, cards: Sequence[Card], phase: int,
                  unseen: Counter[Card]) -> int:
        """How many unseen cards would bring ``cards`` one card closer to ``phase``."""
        now = _missing(view, cards, phase)
        if now == 0:
            return 0
        kind = phase_table(view.flush_phases)[phase][0][0]
        groups: dict[Card, int] = {}
        for card, copies in unseen.items():
            if card.is_joker:
                rep = JOKER
            elif kind in (RUN, SET):
                rep = Card(card.rank, "C")
            elif kind == COLOUR:
                rep = Card(1, "H" if card.is_red else "S")
            else:
                rep = card
            groups[rep] = groups.get(rep, 0) + copies
        hand = list(cards)
        return sum(
            copies for rep, copies in groups.items() if _missing(view, [*hand, rep], phase) < now
        )

    def score(self, view: TenPhasesView, cards: Sequence[Card], phase: int,
              unseen: Counter[Card] | None = None) -> tuple[int, ...]:
        """Lower is better: missing cards, then (given ``unseen``) live outs."""
        lack = _missing(view, cards, phase)
        if unseen is None:
            return (lack,)
        return (lack, -self.live_outs(view, cards, phase, unseen))

    # -- choosing ------------------------------------------------------------------
    def decide(self, view: TenPhasesView, legal: Sequence[TenPhasesMove]) -> TenPhasesMove:
        phase = view.phases[view.seat]
        if any(isinstance(m, DrawStock | TakeDiscard) for m in legal):
            unseen = self.unseen(view)
            return _draw_choice(view, legal, lambda h: self.score(view, h, phase, unseen))
        declares = [m for m in legal if isinstance(m, Declare)]
        if declares:
            return declares[0]  # ranked by what they leave for the next phase
        if Keep() in legal:
            return self._keep_or_redraw(view)
        discards = [m for m in legal if isinstance(m, Discard)]
        if not discards:
            return legal[0]
        return self._discard(view, discards)

    def _best_after_discard(self, view: TenPhasesView, hand: Sequence[Card], phase: int) -> int:
        return min(_missing(view, _without(hand, c), phase) for c in set(hand))

    def _keep_or_redraw(self, view: TenPhasesView) -> TenPhasesMove:
        """Keep unless sampled redraws leave the next phase clearly closer."""
        phase = view.phases[view.seat]  # already the next phase
        declared = view.last_declarations[view.seat]
        if declared is None:
            return Keep()
        hand = list(view.hand)
        keep = self._best_after_discard(view, hand, phase)
        if keep <= 1:
            return Keep()
        shown = [c for g in declared.groups for c in g.cards]
        left = list(hand)
        for card in shown:
            left.remove(card)
        pool = list(self.unseen(view).elements())
        total = 0
        for _ in range(REDRAW_SAMPLES):
            drawn = self.rng.sample(pool, len(shown))
            total += self._best_after_discard(view, left + drawn, phase)
        return Redraw() if total / REDRAW_SAMPLES < keep - 0.5 else Keep()

    def _discard(self, view: TenPhasesView, discards: Sequence[Discard]) -> Discard:
        hand = list(view.hand)
        phase = view.phases[view.seat]
        nxt = min(phase + 1, LAST_PHASE)
        candidates = [m for m in discards if not m.card.is_joker] or list(discards)
        first = {m.card: _missing(view, _without(hand, m.card), phase) for m in candidates}
        least = min(first.values())
        close = [m for m in candidates if first[m.card] == least]
        unseen = self.unseen(view)
        scores: dict[Card, tuple[int, ...]] = {}
        for card in {m.card for m in close}:
            rest = _without(hand, card)
            scores[card] = (
                -self.live_outs(view, rest, phase, unseen),
                _missing(view, rest, nxt) if nxt != phase else 0,
                -points(card),
                SUITS.index(card.suit) if card.suit else 0,
                card.rank,
            )
        best = min(scores.values())
        return next(m for m in close if scores[m.card] == best)


BOTS: dict[str, type[EasyTenPhasesBot] | type[NormalTenPhasesBot] | type[HardTenPhasesBot]] = {
    "easy": EasyTenPhasesBot,
    "normal": NormalTenPhasesBot,
    "hard": HardTenPhasesBot,
}
