"""Shithead set up from one seat's view (or the public view): what the view
shows is copied, what it hides is dealt at random from the cards it does not
show (:meth:`Shithead.from_view <.engine.Shithead.from_view>`, which builds
on this module: it copies the view, this module deals what the view hides).

Hidden from a seat: the other hands, less the cards everyone knows they hold
(picked up from the pile, SH-12, SH-14, SH-15); every face-down card, its own
too (SH-3: nobody may look at them); the stock (SH-5). Everything else the
engine needs is public and in the view: the pile (face up), the burnt cards
(SH-10, SH-11), whose turn, the finishing order (SH-16) and the turns since the
last burn (SH-17). A guess honours what the table has seen: a seat that picked
up with cards in hand could play none of them (``hidden_under``, SH-12), so
its unknown hand cards are dealt from the cards that do not beat that rank.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ....core.base import SPECTATOR
from ....core.cards import Card, standard_deck
from .moves import FACE_DOWN, ShitheadView
from .ranks import beats, order_value


def deck_for(players: int) -> list[Card]:
    """SH-1: one deck for two players, two decks from three."""
    return standard_deck(decks=1 if players == 2 else 2)


@dataclass(frozen=True)
class Guess:
    """What a view hides, dealt: every hand (the seat's own as the view
    shows it, another's known cards in it), every face-down row (a slot
    taken is None), the stock (top first), and the hand cards everyone knows
    each seat holds, as the guess honoured them."""

    known: list[Counter[Card]]
    hands: list[list[Card]]
    face_down: list[list[Card | None]]
    stock: list[Card]


def guess_hidden(view: ShitheadView, rng: random.Random) -> Guess:
    """The cards ``view`` hides, dealt with ``rng`` (module docstring). A view
    no deck could show (more copies of a card, too few cards below a
    picked-up rank) raises ValueError."""
    n = view.players
    own = None if view.seat == SPECTATOR else view.seat
    known = [Counter(k) for k in view.known_hands] or [Counter() for _ in range(n)]
    pool = _unseen(view, own, known)
    unknown = [0 if s == own else view.hand_counts[s] - sum(known[s].values())
               for s in range(n)]
    hidden = sum(unknown) + sum(view.face_down_counts) + view.stock_count
    if len(pool) != hidden or min(unknown) < 0:
        raise ValueError(f"the view hides {hidden} cards, but {len(pool)} are unseen")
    dealt = _deal_unknown_hands(view, own, unknown, pool, rng)
    rng.shuffle(pool)
    hands: list[list[Card]] = []
    for seat in range(n):
        if seat == own:
            hands.append(list(view.hand))
            continue
        hand = list(known[seat].elements()) + dealt.get(seat, [])
        for _ in range(unknown[seat] - len(dealt.get(seat, []))):
            hand.append(pool.pop())
        rng.shuffle(hand)  # the order of another's hand tells nothing
        hands.append(hand)
    face_down: list[list[Card | None]] = []
    for seat in range(n):
        # Another seat's turned slots are not in the view: its first ones stay.
        slots = (view.face_down_slots if seat == own
                 else tuple(range(view.face_down_counts[seat])))
        row: list[Card | None] = [None] * max([FACE_DOWN, *(i + 1 for i in slots)])
        for i in slots:
            row[i] = pool.pop()
        face_down.append(row)
    return Guess(known, hands, face_down, pool)


def _unseen(view: ShitheadView, own: int | None, known: list[Counter[Card]]) -> list[Card]:
    """The deck less every card the view shows (a seat's own known cards
    are in its hand already)."""
    shown: Counter[Card] = Counter(view.pile) + Counter(view.burnt)
    for seat in range(view.players):
        shown.update(view.face_ups[seat])
        shown.update(view.hand if seat == own else known[seat].elements())
    unseen = Counter(deck_for(view.players))
    unseen.subtract(shown)
    if any(k < 0 for k in unseen.values()):
        raise ValueError("the view shows more copies of a card than the deck has")
    return list(unseen.elements())


def _deal_unknown_hands(view: ShitheadView, own: int | None, unknown: list[int],
                        pool: list[Card], rng: random.Random) -> dict[int, list[Card]]:
    """The unknown hand cards of the seats whose ``hidden_under`` limits them
    (SH-12), taken out of ``pool``. The cards that fit a rank are a subset of
    those that fit any higher rank, so dealing the strictest seat first never
    leaves a later one short when the real game could be dealt at all."""
    limited = [s for s in range(view.players)
               if s != own and unknown[s] and view.hidden_under
               and view.hidden_under[s] is not None]
    limited.sort(key=lambda s: order_value(_rank(view.hidden_under[s])))
    dealt: dict[int, list[Card]] = {}
    for seat in limited:
        rank = _rank(view.hidden_under[seat])
        fits = [c for c in pool if not beats(c.rank, rank)]
        if len(fits) < unknown[seat]:
            raise ValueError(f"too few cards below {rank} for seat {seat}'s hand")
        dealt[seat] = rng.sample(fits, unknown[seat])
        for card in dealt[seat]:
            pool.remove(card)
    return dealt


def _rank(rank: int | None) -> int:
    assert rank is not None
    return rank
