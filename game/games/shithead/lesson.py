"""Shithead's lesson ("Learn to play"): a fixed deal against one opponent
in which the player chooses face-up cards (SH-4), plays a higher card
(SH-6), burns the pile with a 10 and plays again (SH-10), and picks the
pile up when nothing beats it (SH-12).

The opponent deals, so the player chooses first and plays first (SH-5).
The starter is a 5 (SH-8): the player's 6 beats it; the opponent's 8
then meets the player's 10, which burns; the player plays the 3 onto the
empty pile, and the opponent's ace beats everything left in hand.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import codes, parse_cards, standard_deck
from ...core.lesson import Lesson, Step, chosen_codes, moves_made, remaining
from .rules import ChooseFaceUp, Play

YOU = ["4H", "6D", "9H", "10C", "KD", "AS"]
YOU_DOWN = ["2C", "9C", "JD"]
OPPONENT = ["8S", "AC", "JH", "QC", "KC", "7D"]
OPPONENT_DOWN = ["2D", "9S", "JC"]
#: The starter, then each draw up to three in turn: yours after the 6, the
#: opponent's after the 8, yours after the 10 and after the 3.
STOCK_TOP = ["5C", "3D", "9D", "5S", "7C"]
FACE_UP = {"9H", "KD", "AS"}




def on_hand(session: Any) -> bool:
    """Enter plays from the hand row (on the face-down row it would turn a
    face-down card)."""
    return bool(session.cursor.row == 0)


def playing(card: str) -> Any:
    """Enter plays ``card`` and nothing else: the selection, or with none
    the card in focus, on the hand row. Another card the pile takes would
    make another game than the lesson's."""
    def check(session: Any) -> bool:
        if not on_hand(session):
            return False
        if session.moves.selected:
            return chosen_codes(session) == {card}
        hand = session.cursor.hand
        return bool(hand) and str(hand[session.cursor.focus[0]]) == card
    return check


def _cards(*card_codes: str) -> tuple[Any, ...]:
    return tuple(parse_cards(card_codes))


def _lesson() -> Lesson:
    deck = codes(standard_deck())
    stock = [*STOCK_TOP, *remaining(deck, YOU, YOU_DOWN, OPPONENT, OPPONENT_DOWN, STOCK_TOP)]
    deal = {"type": "deal", "deal": 1, "dealer": 1, "hands": [YOU, OPPONENT],
            "face_down": [YOU_DOWN, OPPONENT_DOWN], "stock": stock, "discard": []}
    steps = [
        # SH-4: three cards face up, the strongest kept for later.
        Step("shithead-lesson-choose", frozenset({"toggle_select"}),
             lambda s: chosen_codes(s) == FACE_UP or moves_made(s, "face_up") >= 1),
        Step("shithead-lesson-lay-up", frozenset({"play"}), lambda s: moves_made(s, "face_up") >= 1,
             where=on_hand),
        # SH-6, SH-8: the 6 beats the starter 5.
        Step("shithead-lesson-play", frozenset({"play"}), lambda s: moves_made(s, "play") >= 1,
             where=playing("6D")),
        # SH-10: the 10 burns the pile, and the player plays again.
        Step("shithead-lesson-burn", frozenset({"play"}), lambda s: moves_made(s, "play") >= 2,
             where=playing("10C")),
        Step("shithead-lesson-again", frozenset({"play"}), lambda s: moves_made(s, "play") >= 3,
             where=playing("3D")),
        # SH-12: nothing beats the ace: the pile is picked up.
        Step("shithead-lesson-pick-up", frozenset({"take_discard"}),
             lambda s: moves_made(s, "pickup") >= 1),
    ]
    moves = [ChooseFaceUp(_cards("JH", "QC", "KC")), Play(_cards("8S")), Play(_cards("AC"))]
    return Lesson("shithead-lesson", players=2, deal=deal, opponent_moves={1: moves},
                  steps=steps)


LESSON = _lesson()
