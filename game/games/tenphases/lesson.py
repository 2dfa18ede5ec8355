"""Ten Phases' lesson ("Learn to play"): one turn of a fixed deal in which
the player draws (TP-6), selects and declares phase 1, a run of 3 and
three of a kind (TP-7, TP-11), keeps the shown cards (TP-8) and discards.
Ten Phases lays nothing on the table, so there is no hit: the keep or
redraw choice takes its place.

The opponent deals, so the player moves first (TP-5). The stock's top
card is the third 9, which completes the phase.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import codes, standard_deck
from ...core.lesson import Lesson, Step, chosen_codes, moves_made, remaining

YOU = ["4H", "5C", "6D", "9S", "9H", "10C", "JH", "QS", "KD", "KC"]
OPPONENT = ["AC", "2D", "3S", "7H", "8S", "JC", "QH", "2H", "3C", "7S"]
DISCARD = ["5S"]
DRAWN = "9D"
PHASE = {"4H", "5C", "6D", "9D", "9H", "9S"}
HAND = 0




def on_hand(session: Any) -> bool:
    """Enter acts on the hand row, no question asked (on the actions row it
    would draw or take the discard)."""
    return bool(session.cursor.row == HAND and session.question.choosing is None)


def asked(session: Any) -> bool:
    return session.question.choosing is not None


def _lesson() -> Lesson:
    deck = codes(standard_deck(decks=2, jokers=4))  # TP-1: two players
    stock = [DRAWN, *remaining(deck, YOU, OPPONENT, DISCARD, [DRAWN])]
    deal = {"type": "deal", "dealer": 1, "hands": [YOU, OPPONENT], "stock": stock,
            "discard": DISCARD}
    steps = [
        Step("tenphases-lesson-draw", frozenset({"draw"}), lambda s: moves_made(s, "draw") >= 1),
        Step("tenphases-lesson-select", frozenset({"toggle_select"}),
             lambda s: chosen_codes(s) == PHASE or moves_made(s, "declare") >= 1),
        Step("tenphases-lesson-declare", frozenset({"play"}),
             lambda s: moves_made(s, "declare") >= 1, where=on_hand),
        # TP-8: keep the shown cards, or discard them and draw as many.
        Step("tenphases-lesson-keep", frozenset({"play"}),
             lambda s: moves_made(s, "keep") + moves_made(s, "redraw") >= 1, where=asked),
        Step("tenphases-lesson-discard", frozenset({"play"}),
             lambda s: moves_made(s, "discard") >= 1, where=on_hand),
    ]
    return Lesson("tenphases-lesson", players=2, deal=deal, opponent_moves={}, steps=steps)


LESSON = _lesson()
