"""The player's hand as a focus row shows it: sorted in one of the game's
orders, with a selection kept by card.

A selection is a set of positions in the displayed hand, because that is
what Space toggles; but the hand changes under it (a card drawn, the sort
order changed), and the player chose *cards*, not places. :class:`HandRow`
keeps the selection on the same cards through every change. It knows no
game and says nothing: the session around it turns it into words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any, Generic, TypeVar

C = TypeVar("C", bound=Hashable)


def keep_by_card(old: Sequence[C], selected: Iterable[int], new: Sequence[C]) -> set[int]:
    """The positions in ``new`` that hold the cards selected in ``old``.

    A card held twice keeps as many selected copies as it had, on its first
    places in ``new``; a selected card that left the hand is dropped.

    >>> sorted(keep_by_card("abca", {0, 3}, "aabc"))
    [0, 1]
    >>> sorted(keep_by_card("abc", {1}, "ac"))
    []
    """
    chosen = Counter(old[i] for i in selected if i < len(old))
    kept: set[int] = set()
    for i, card in enumerate(new):
        if chosen[card] > 0:
            chosen[card] -= 1
            kept.add(i)
    return kept


def next_order(orders: Sequence[str], current: str) -> str:
    """The sort order after ``current``, round the list.

    >>> next_order(["rank", "suit"], "suit")
    'rank'
    """
    return orders[(list(orders).index(current) + 1) % len(orders)]


class HandRow(Generic[C]):
    """A sorted hand with a selection kept by card.

    ``orders`` maps each sort order's name to its sort key, the first being
    the order a game starts in. ``cards`` is the hand as displayed,
    ``selected`` the positions chosen in it.
    """

    def __init__(self, orders: Mapping[str, Callable[[C], Any]]) -> None:
        self.orders = dict(orders)
        self.order = next(iter(self.orders))
        self.cards: list[C] = []
        self.selected: set[int] = set()

    def sort(self, cards: Iterable[C]) -> list[C]:
        """``cards`` in the current order (for saying a list of cards the
        way the hand shows them)."""
        return sorted(cards, key=self.orders[self.order])

    def update(self, cards: Iterable[C]) -> None:
        """Show ``cards`` (the hand as the engine holds it) in the current
        order; the selected cards that are still held stay selected."""
        hand = self.sort(cards)
        if hand != self.cards:
            self.selected = keep_by_card(self.cards, self.selected, hand)
            self.cards = hand

    def chosen(self) -> list[C]:
        """The selected cards, in the displayed order."""
        return [self.cards[i] for i in sorted(self.selected)]

    def toggle(self, i: int) -> bool:
        """Select or deselect the card at ``i``; True when it is now selected."""
        self.selected ^= {i}
        return i in self.selected

    def cycle(self, focus: int) -> int:
        """Change to the next sort order, keeping the selection by card;
        returns where the card at ``focus`` now stands (0 for an empty hand)."""
        focused = self.cards[focus] if self.cards else None
        self.order = next_order(list(self.orders), self.order)
        hand = self.sort(self.cards)
        self.selected = keep_by_card(self.cards, self.selected, hand)
        self.cards = hand
        return hand.index(focused) if focused is not None else 0
