"""Dealing out the cards one seat has not seen, for ``Game.from_view``.

A game made from one seat's view (a determinization, see
:meth:`game.core.base.Game.from_view`) must hold exactly a deck: the cards
the view shows where it shows them, and every other card of the deck
somewhere the seat cannot see (other hands, the stock, the discard pile
below its top). This module answers "which cards are those" and deals them
at random into places of known sizes. A view that shows a card the deck does
not have, or whose counts do not add up, is not a state of the game: both
raise :class:`ValueError` rather than make a game with a card twice.

>>> import random
>>> deck = ["A", "A", "B", "C", "D"]
>>> unseen_cards(deck, ["A", "C"])
['A', 'B', 'D']
>>> deal_unseen(deck, ["A", "C"], [1, 2], random.Random(1))
[['B'], ['D', 'A']]
>>> unseen_cards(deck, ["C", "C"])
Traceback (most recent call last):
ValueError: the view shows cards the deck does not hold: ['C']
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from typing import TypeVar

C = TypeVar("C", bound=Hashable)


def unseen_cards(deck: Iterable[C], seen: Iterable[C]) -> list[C]:
    """``deck`` minus ``seen`` as multisets, in ``deck``'s order (so that a
    shuffle of it with a given rng is reproducible)."""
    left = Counter(seen)
    unseen: list[C] = []
    for card in deck:
        if left[card] > 0:
            left[card] -= 1
        else:
            unseen.append(card)
    extra = sorted(str(card) for card in (+left).elements())
    if extra:
        raise ValueError(f"the view shows cards the deck does not hold: {extra}")
    return unseen


def deal_unseen(
    deck: Iterable[C], seen: Iterable[C], sizes: Sequence[int], rng: random.Random
) -> list[list[C]]:
    """The unseen cards shuffled with ``rng`` and cut into piles of ``sizes``
    (which must use them all)."""
    pool = unseen_cards(deck, seen)
    if sum(sizes) != len(pool) or any(size < 0 for size in sizes):
        raise ValueError(f"{len(pool)} unseen cards do not make piles of {list(sizes)}")
    rng.shuffle(pool)
    piles: list[list[C]] = []
    start = 0
    for size in sizes:
        piles.append(pool[start : start + size])
        start += size
    return piles
