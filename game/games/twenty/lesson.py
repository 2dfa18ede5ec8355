"""Twenty's lesson ("Learn to play"): a fixed deal against one opponent in
which the player lays cards up to the move number (TW-7), draws when no
card fits (TW-8) and lays a king at the value that fits (TW-2).

The player deals, so the opponent makes move 1 (TW-5) and the player the
even moves: move 2 the two aces, move 4 a draw (five and up do not fit),
which brings the king of hearts, move 6 the king with the five.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import codes, parse_cards, standard_deck
from ...core.lesson import Lesson, Step, moves_made, remaining
from .rules import Play

YOU = ["AC", "AD", "5H", "6S", "9C", "10H", "QD"]
OPPONENT = ["AH", "3S", "5C", "7D", "8H", "JS", "QC"]
DRAWN = "KH"
ACES = {"AC", "AD"}
KING_AND_FIVE = {"KH", "5H"}


def selected(session: Any) -> set[str]:
    """The player's selected cards, as codes."""
    return {str(session.hand[i]) for i in session.moves.selected}



def on_hand(session: Any) -> bool:
    """Enter lays the selection from the hand row (on the actions row it
    would draw or pass)."""
    return bool(session.cursor.row == 0)


def _play(*cards: str) -> Play:
    return Play(tuple(parse_cards(cards)))


def _lesson() -> Lesson:
    deck = codes(standard_deck())
    stock = [DRAWN, *remaining(deck, YOU, OPPONENT, [DRAWN])]
    deal = {"type": "deal", "deal": 1, "dealer": 0, "hands": [YOU, OPPONENT],
            "stock": stock, "discard": []}
    steps = [
        # Move 2: both aces, 2 in all, the most the move allows (TW-7).
        Step("twenty-lesson-select", frozenset({"toggle_select"}),
             lambda s: selected(s) == ACES or moves_made(s, "play") >= 1),
        Step("twenty-lesson-lay", frozenset({"play"}), lambda s: moves_made(s, "play") >= 1,
             where=on_hand),
        # Move 4: nothing worth 4 or less: the player must draw (TW-8).
        Step("twenty-lesson-draw", frozenset({"draw"}), lambda s: moves_made(s, "draw") >= 1),
        # Move 6: the king counts 1 beside the five, 6 in all (TW-2).
        Step("twenty-lesson-king", frozenset({"toggle_select"}),
             lambda s: selected(s) == KING_AND_FIVE or moves_made(s, "play") >= 2),
        Step("twenty-lesson-king-lay", frozenset({"play"}), lambda s: moves_made(s, "play") >= 2,
             where=on_hand),
    ]
    return Lesson("twenty-lesson", players=2, deal=deal,
                  opponent_moves={1: [_play("AH"), _play("3S"), _play("5C")]},
                  steps=steps)


LESSON = _lesson()
