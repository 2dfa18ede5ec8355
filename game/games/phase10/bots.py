"""Computer players for Phase 10, from what their seat may know.

* easy: random, but it keeps the game moving: it lays or hits half the time
  it can, otherwise discards at random.
* normal: lays and hits whenever it can, takes the discard when it obviously
  helps, and discards the least connected card.
* hard: uses the exact finder. It takes the discard only when that brings
  the phase closer, never throws a wild, discards by fewest missing cards,
  then most live outs kept, then highest penalty, avoids feeding the next
  player's laid groups, hits everything it can to go out fast and skips the
  most dangerous opponent.

Every level remembers its own takes from the discard pile
(:class:`game.core.bots.DiscardPileMemory`): it never throws back the card it
just took unless that is its only legal discard, and never takes twice from
the same situation in a deal, so that bot-only games end.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.bots import DiscardPileMemory, RemembersTakes
from .rules.cards import COLOURS, HIGH, WILD, WILDS_IN_DECK, P10Card, penalty
from .rules.finder import missing
from .rules.moves import Discard, DrawStock, Hit, Lay, Phase10Move, Phase10View, TakeDiscard
from .rules.phases import COLOUR, PHASES, RUN, hit_values


def laid_count(move: Lay) -> int:
    return sum(len(g.cards) for g in move.groups)


def laid_penalty(move: Lay) -> int:
    return sum(penalty(c) for g in move.groups for c in g.cards)


def best_lay(lays: Sequence[Lay]) -> Lay:
    """The laying that leaves the fewest cards, then the least penalty."""
    return max(lays, key=lambda m: (laid_count(m), laid_penalty(m)))


def fits_somewhere(view: Phase10View, card: P10Card) -> bool:
    """True when ``card`` could be hit on some laid group now."""
    return any(hit_values(g, card) for laid in view.groups for g in laid)


def next_player(view: Phase10View) -> int:
    """The seat that moves after this one (pending skips served)."""
    seat = (view.seat + 1) % view.players
    while view.skips_pending[seat] and seat != view.seat:
        seat = (seat + 1) % view.players
    return seat


def _without(hand: Sequence[P10Card], card: P10Card) -> list[P10Card]:
    rest = list(hand)
    rest.remove(card)
    return rest


def live_outs(view: Phase10View, cards: Sequence[P10Card], phase: int) -> int:
    """How many unseen cards would bring ``cards`` one card closer to
    ``phase``: each useful kind of card counted by its copies not in sight
    (this hand, the laid groups, the discard top)."""
    now = missing(cards, phase)
    if now == 0:
        return 0
    seen = Counter(view.hand)
    for laid in view.groups:
        for group in laid:
            seen.update(group.cards)
    if view.discard_top is not None:
        seen[view.discard_top] += 1
    kinds: list[tuple[P10Card, int]] = [(WILD, WILDS_IN_DECK - seen[WILD])]
    if PHASES[phase][0][0] == COLOUR:
        for colour in COLOURS:
            held = sum(n for c, n in seen.items() if c.colour == colour)
            kinds.append((P10Card(colour, 1), 2 * HIGH - held))
    else:
        by_number: Counter[int] = Counter()
        for card, n in seen.items():
            by_number[card.number] += n
        kinds.extend((P10Card("R", k), 2 * len(COLOURS) - by_number[k]) for k in range(1, HIGH + 1))
    hand = list(cards)
    return sum(
        copies for kind, copies in kinds if copies > 0 and missing([*hand, kind], phase) < now
    )


class EasyPhase10Bot(RemembersTakes):
    """Random legal moves that still make progress."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)

    def decide(self, view: Phase10View, legal: Sequence[Phase10Move]) -> Phase10Move:
        draws = [m for m in legal if isinstance(m, DrawStock | TakeDiscard)]
        if draws:
            return self.rng.choice(draws)
        lays = [m for m in legal if isinstance(m, Lay)]
        if lays and self.rng.random() < 0.5:
            return self.rng.choice(lays)
        hits = [m for m in legal if isinstance(m, Hit)]
        if hits and self.rng.random() < 0.5:
            return self.rng.choice(hits)
        discards = [m for m in legal if isinstance(m, Discard)]
        return self.rng.choice(discards or list(legal))


class NormalPhase10Bot(RemembersTakes):
    """Lays and hits when able; discards the card that helps least."""

    level = "normal"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)

    def decide(self, view: Phase10View, legal: Sequence[Phase10Move]) -> Phase10Move:
        if any(isinstance(m, DrawStock | TakeDiscard) for m in legal):
            take = TakeDiscard() in legal and view.discard_top is not None
            if take and self._helps(view, view.discard_top) or DrawStock() not in legal:  # type: ignore[arg-type]
                return TakeDiscard() if TakeDiscard() in legal else legal[0]
            return DrawStock()
        lays = [m for m in legal if isinstance(m, Lay)]
        if lays:
            return best_lay(lays)
        hits = [m for m in legal if isinstance(m, Hit)]
        if hits:
            return hits[0]
        discards = [m for m in legal if isinstance(m, Discard)]
        if not discards:
            return legal[0]
        worst = min(discards, key=lambda m: (self._use(view, m.card), -penalty(m.card)))
        return worst

    def _helps(self, view: Phase10View, card: P10Card) -> bool:
        if card.is_wild:
            return True
        if view.laid[view.seat]:
            return fits_somewhere(view, card)
        return self._use(view, card, with_card=True) >= 2

    def _use(self, view: Phase10View, card: P10Card, with_card: bool = False) -> int:
        """How connected ``card`` is to the rest of the hand for this phase."""
        if card.is_wild:
            return 100
        if card.is_skip:
            return -1
        hand = list(view.hand) if with_card else _without(view.hand, card)
        if view.laid[view.seat]:
            return 0
        kinds = {kind for kind, _ in PHASES[view.phases[view.seat]]}
        if COLOUR in kinds:
            return sum(1 for c in hand if c.number and c.colour == card.colour)
        same = sum(1 for c in hand if c.number == card.number)
        if RUN not in kinds:
            return same
        if same and kinds == {RUN}:
            return 0  # a second copy is dead in a run
        near = {c.number for c in hand if c.number and 0 < abs(c.number - card.number) <= 2}
        return max(same, len(near))


class HardPhase10Bot(RemembersTakes):
    """Plays by the exact finder (see the module docstring)."""

    level = "hard"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)
        # Two players: numbers the opponent threw away or took from the pile
        # (public in a real game), and the pile size left by our last discard.
        self.unwanted: set[int] = set()
        self.wanted: set[int] = set()
        self.pile_after_discard: int | None = None
        self.last_discard: P10Card | None = None
        self.hand_seen = 0

    def decide(self, view: Phase10View, legal: Sequence[Phase10Move]) -> Phase10Move:
        if any(isinstance(m, DrawStock | TakeDiscard) for m in legal):
            self._watch_opponent(view)
            return self._draw(view, legal)
        lays = [m for m in legal if isinstance(m, Lay)]
        if lays:
            return best_lay(lays)
        hits = [m for m in legal if isinstance(m, Hit)]
        if hits:
            # Numbered cards first (wilds fit anywhere later), the costliest first.
            return max(hits, key=lambda m: (not m.cards[0].is_wild, penalty(m.cards[0])))
        discards = [m for m in legal if isinstance(m, Discard)]
        if not discards:
            return legal[0]
        return self._discard(view, discards)

    def observe(self, view: Phase10View, move: Phase10Move) -> None:
        """Take in a move of this seat's from the record (a resumed game):
        the takes, what the opponent wants, and this seat's last discard."""
        super().observe(view, move)
        if isinstance(move, DrawStock | TakeDiscard):
            self._watch_opponent(view)
        elif isinstance(move, Discard):
            self.last_discard = move.card
            self.pile_after_discard = view.discard_count + 1

    def _watch_opponent(self, view: Phase10View) -> None:
        """Two players: learn what the opponent wants from the discard pile."""
        if view.players != 2 or view.hand_number != self.hand_seen:
            self.unwanted, self.wanted = set(), set()
            self.pile_after_discard = None
            self.hand_seen = view.hand_number
        if view.players != 2 or self.pile_after_discard is None:
            return
        top = view.discard_top
        last = self.last_discard
        if view.discard_count == self.pile_after_discard and last is not None and last.number:
            # The pile did not grow: they took our card and threw another.
            self.wanted.add(last.number)
            self.unwanted.discard(last.number)
        if top is not None and top.number and view.discard_count > 1 and top != self.last_discard:
            self.unwanted.add(top.number)
        self.pile_after_discard = None

    def _draw(self, view: Phase10View, legal: Sequence[Phase10Move]) -> Phase10Move:
        if TakeDiscard() not in legal:
            return legal[0]
        if DrawStock() not in legal:
            return TakeDiscard()
        top = view.discard_top
        assert top is not None
        if top.is_wild:
            return TakeDiscard()
        hand = list(view.hand)
        phase = view.phases[view.seat]
        if view.laid[view.seat]:
            return TakeDiscard() if fits_somewhere(view, top) else DrawStock()
        now = missing(hand, phase)
        if now == 0:
            return DrawStock()
        before = (now, -live_outs(view, hand, phase))
        with_top = [*hand, top]
        after = min(
            (missing(rest, phase), -live_outs(view, rest, phase))
            for rest in (_without(with_top, c) for c in set(hand))
        )
        return TakeDiscard() if after < before else DrawStock()

    def _discard(self, view: Phase10View, discards: Sequence[Discard]) -> Discard:
        hand = list(view.hand)
        phase = view.phases[view.seat]
        laid = view.laid[view.seat]
        feeds = self._feeding(view)
        candidates = [m for m in discards if not m.card.is_wild] or list(discards)
        scores: dict[P10Card, tuple[int, ...]] = {}
        for card in {m.card for m in candidates}:
            if laid or card.is_skip:
                closeness: tuple[int, ...] = (0, 0)
            else:
                rest = _without(hand, card)
                closeness = (missing(rest, phase), -live_outs(view, rest, phase))
            denial = int(card.number in self.wanted) - int(card.number in self.unwanted)
            scores[card] = (*closeness, int(card in feeds), denial, -penalty(card))
        best = min(scores.values())
        chosen = [m for m in candidates if scores[m.card] == best]
        self.last_discard = chosen[0].card
        self.pile_after_discard = view.discard_count + 1
        if chosen[0].card.is_skip and chosen[0].skip_target is not None:
            return max(chosen, key=lambda m: self._danger(view, m.skip_target))
        return chosen[0]

    @staticmethod
    def _feeding(view: Phase10View) -> set[P10Card]:
        """Cards the next player could use at once: hits on laid groups once
        they have laid."""
        nxt = next_player(view)
        if not view.laid[nxt]:
            return set()
        return {c for c in view.hand if fits_somewhere(view, c)}

    @staticmethod
    def _danger(view: Phase10View, seat: int | None) -> tuple[int, ...]:
        """How close ``seat`` is to going out or finishing the game."""
        if seat is None:
            return (-1,)
        return (
            int(view.laid[seat]),
            -view.hand_counts[seat] if view.laid[seat] else 0,
            view.phases_done[seat],
            -view.totals[seat],
        )


BOTS: dict[str, type[EasyPhase10Bot] | type[NormalPhase10Bot] | type[HardPhase10Bot]] = {
    "easy": EasyPhase10Bot,
    "normal": NormalPhase10Bot,
    "hard": HardPhase10Bot,
}
