"""Helpers shared by the Shithead tests (and a check of the helpers).

``position`` builds a game already in play (the deal and the face-up choice
skipped) with :meth:`Shithead.from_position`, setting the state directly;
every seat's hand, face-up and face-down cards are written as record codes
separated by spaces, e.g. ``position(["7H 7S", "3C"], pile="6D")``. Seats
not given face-down cards get three fillers (``FILLER``) so that nobody goes
out by accident; options are keyword arguments.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.cards import Card, parse_cards
from game.games.shithead.rules import Shithead

FILLER = "4C 4D 4H"


def cards(text: str) -> list[Card]:
    """Cards from space-separated record codes ("" gives no cards)."""
    return parse_cards(text.split())


def position(
    hands: Sequence[str],
    *,
    face_up: Sequence[str] | None = None,
    face_down: Sequence[str] | None = None,
    stock: str = "",
    pile: str = "",
    to_move: int = 0,
    starter_on_pile: bool = False,
    finished: Sequence[int] = (),
    quiet_turns: int = 0,
    **options: bool,
) -> Shithead:
    """A game in play at the position described (see the module docstring).
    A face-down row naming fewer than 3 cards has its last slots turned."""
    players = len(hands)
    ups = face_up if face_up is not None else [""] * players
    downs = face_down if face_down is not None else [FILLER] * players
    rows: list[list[Card | None]] = []
    for text in downs:
        row: list[Card | None] = list(cards(text))
        rows.append(row + [None] * (3 - len(row)))
    return Shithead.from_position(
        players,
        hands=[cards(h) for h in hands],
        face_up=[cards(u) for u in ups],
        face_down=rows,
        stock=cards(stock),
        pile=cards(pile),
        to_move=to_move,
        starter_on_pile=starter_on_pile,
        finished=finished,
        quiet_turns=quiet_turns,
        options=options,
    )


def types(events: Sequence[dict[str, Any]]) -> list[Any]:
    """The event types, in order."""
    return [e["type"] for e in events]


def test_position_sets_the_state_it_describes() -> None:
    game = position(["7H 7S", "3C"], face_up=["KD", ""], face_down=["5S", "6S 8S 9S"],
                    stock="QH", pile="6D", to_move=1, four_burn_plays_again=True)
    assert game.phase == "play" and game.current_player() == 1
    assert game.hands == [cards("7H 7S"), cards("3C")]
    assert game.face_up == [cards("KD"), []]
    assert game.face_down == [[Card(5, "S"), None, None], cards("6S 8S 9S")]
    assert game.stock == cards("QH") and game.pile == cards("6D")
    assert game.options["four_burn_plays_again"] is True
    assert game.events == []
