"""Phase 10's lesson ("Learn to play"): one turn of a fixed deal in which
the player draws (P10-7), selects and lays phase 1, two sets of three
(P10-8, P10-15), hits the fourth 7 onto the laid 7s (P10-9) and discards
(P10-10).

The opponent deals, so the player moves first (P10-4). The stock's top
card is the third 3, which completes the phase.
"""

from __future__ import annotations

from typing import Any

from ...core.lesson import Lesson, Step, chosen_codes, moves_made, remaining
from .rules.cards import card_codes, full_deck

YOU = ["R3", "B3", "R7", "B7", "G7", "Y7", "Y10", "R11", "B12", "G12"]
OPPONENT = ["R1", "B2", "G4", "Y5", "R6", "B8", "G9", "Y9", "R10", "B11"]
DISCARD = ["B5"]
DRAWN = "G3"
PHASE = {"R3", "B3", "G3", "R7", "B7", "G7"}
HIT = {"Y7"}
HAND, TABLE = 0, 1




def on_row(row: int) -> Any:
    return lambda session: session.cursor.row == row


def _lesson() -> Lesson:
    stock = [DRAWN, *remaining(card_codes(full_deck()), YOU, OPPONENT, DISCARD, [DRAWN])]
    deal = {"type": "deal", "deal": 1, "dealer": 1, "hands": [YOU, OPPONENT],
            "stock": stock, "discard": DISCARD, "phases": [1, 1]}
    steps = [
        Step("phase10-lesson-draw", frozenset({"draw"}), lambda s: moves_made(s, "draw") >= 1),
        Step("phase10-lesson-select", frozenset({"toggle_select"}),
             lambda s: chosen_codes(s) == PHASE or moves_made(s, "lay") >= 1),
        Step("phase10-lesson-lay", frozenset({"play"}), lambda s: moves_made(s, "lay") >= 1,
             where=on_row(HAND)),
        Step("phase10-lesson-hit-select", frozenset({"toggle_select"}),
             lambda s: chosen_codes(s) == HIT or moves_made(s, "hit") >= 1),
        Step("phase10-lesson-hit", frozenset({"play"}), lambda s: moves_made(s, "hit") >= 1,
             where=on_row(TABLE)),
        Step("phase10-lesson-discard", frozenset({"play"}), lambda s: moves_made(s, "discard") >= 1,
             where=on_row(HAND)),
    ]
    return Lesson("phase10-lesson", players=2, deal=deal, opponent_moves={}, steps=steps)


LESSON = _lesson()
