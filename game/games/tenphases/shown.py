"""The cards each Ten Phases player showed in a declaration and, as far as
everyone saw, still holds (kept, not discarded since): public (TP-7/8).

The session holds a :class:`ShownCards` as ``shown`` and gives it each
event as the player's seat sees it (:meth:`ShownCards.track`); the part
reads nothing else of the session. The reports and the watcher's rows read
:attr:`ShownCards.held`."""

from __future__ import annotations

from collections import Counter

from ...core.base import Event
from ...core.cards import Card, parse_cards


class ShownCards:
    """The cards each seat showed and still holds, kept from the events;
    ``held[seat]`` counts them by card."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.held: list[Counter[Card]] = [Counter() for _ in range(players)]

    def track(self, event: Event) -> None:
        """Keep :attr:`held` from one (redacted) event: a declaration shows
        its cards, a redraw or a discard takes cards out of the hand, a deal
        starts afresh. A discarded card that was shown is no longer known to
        be held, even if its owner may hold another copy."""
        kind, seat = event["type"], event.get("player")
        if seat is None:
            return
        if kind == "declare":
            shown = Counter(c for g in event["groups"] for c in parse_cards(g["cards"]))
            self.held[seat] |= shown  # a card shown twice may be the same card
        elif kind == "redraw":
            self.held[seat] -= Counter(parse_cards(event["discarded"]))
        elif kind == "discard":
            self.held[seat] -= Counter([Card.parse(event["card"])])
        elif kind == "deal":
            self.held = [Counter() for _ in range(self.players)]
