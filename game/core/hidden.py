"""What of an event each seat may not see, declared once per engine.

The rule that keeps a game honest (ux.md: never say what the player could
not know: others' hands, the stock order, face-down cards) is the same in
every game: some fields of some events hold cards, and a seat that may not
know them is shown how many there are instead. An engine declares which
(:class:`Hidden`, by event type, in its ``hidden`` class attribute) and
:func:`redact` makes any seat's copy of any event from that declaration;
``Game.redact`` is that function, so no engine writes its own hiding.

>>> hidden = {"deal": (Hidden("hands", by_seat=True, owner_sees=True), Hidden("stock")),
...           "draw": (Hidden("cards", owner_sees=True, only_if={"source": "stock"}),)}
>>> deal = {"type": "deal", "hands": [["AS"], ["2C", "3C"]], "stock": ["4D", "5D"]}
>>> redact(deal, 1, hidden)
{'type': 'deal', 'hands': [1, ['2C', '3C']], 'stock': 2}
>>> redact({"type": "draw", "player": 0, "source": "stock", "cards": ["KH"]}, 1, hidden)
{'type': 'draw', 'player': 0, 'source': 'stock', 'cards': 1}
>>> redact({"type": "draw", "player": 0, "source": "discard", "cards": ["KH"]}, 1, hidden)
{'type': 'draw', 'player': 0, 'source': 'discard', 'cards': ['KH']}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Sized
from dataclasses import dataclass
from dataclasses import field as default
from typing import Any, TypeAlias

Event: TypeAlias = dict[str, Any]


@dataclass(frozen=True)
class Hidden:
    """One field of an event whose cards not every seat may see; a seat that
    may not is shown their count (``len``) in their place.

    ``by_seat``: the field is a list with one entry per seat (a deal's hands,
    its face-down rows); each entry is hidden or shown on its own, and a
    hidden one becomes its count. Otherwise the whole field is one group of
    cards and becomes one count.

    ``owner_sees``: the seat the cards belong to sees them: for a list by
    seat, the seat of the entry's index; otherwise the seat in the event's
    ``"player"``. Without it nobody sees them (the stock, face-down cards).

    ``only_if``: the field is hidden only when the event's fields have these
    values (a card drawn from the discard pile was in sight: only a draw
    from the stock is hidden)."""

    field: str
    by_seat: bool = False
    owner_sees: bool = False
    only_if: Mapping[str, object] = default(default_factory=dict)

    def applies(self, event: Event, viewer: int) -> bool:
        """Whether anything of this field is hidden from ``viewer`` in ``event``."""
        if any(event.get(name) != value for name, value in self.only_if.items()):
            return False
        # A list by seat always hides some entry from someone; a single group
        # is in sight of its owner.
        return self.by_seat or not self.owner_sees or event.get("player") != viewer

    def shown(self, value: Sequence[Sized], viewer: int) -> Any:
        """The field's ``value`` as ``viewer`` may see it (``applies`` held)."""
        if not self.by_seat:
            return len(value)
        return [cards if self.owner_sees and seat == viewer else len(cards)
                for seat, cards in enumerate(value)]


#: Per event type, the fields hidden in it: an engine's whole declaration.
HiddenFields: TypeAlias = Mapping[str, tuple[Hidden, ...]]


def redact(event: Event, viewer: int, hidden: HiddenFields) -> Event:
    """``event`` as ``viewer`` (a seat, or ``SPECTATOR``: nobody's owner) may
    see it under the declaration ``hidden``: the event itself when nothing of
    it is hidden from them, else a copy with each hidden field's cards
    replaced by their count, every key in its place."""
    fields = [h for h in hidden.get(event.get("type", ""), ()) if h.applies(event, viewer)]
    if not fields:
        return event
    shown = dict(event)
    for entry in fields:
        shown[entry.field] = entry.shown(event[entry.field], viewer)
    return shown


#: The fields most games deal: each seat sees its own hand and the count of
#: the others'; nobody sees the stock, only how many cards it holds.
OWN_HANDS = Hidden("hands", by_seat=True, owner_sees=True)
STOCK = Hidden("stock")
