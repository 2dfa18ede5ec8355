"""Ten Phases words that named the wrong reason or ran long: one card too many
is said as such; Shift+F2 says the hand count only when it is not the usual 10
and counts jokers."""

from __future__ import annotations

from collections import Counter

from game.core.cards import parse_cards
from game.games.tenphases.tests.test_tenphases_session import arrange, make, select, texts


def test_one_card_too_many_for_phase_2_says_so() -> None:
    s = make()
    hand = ["4C", "5D", "6H", "7S", "10C", "10D", "10H", "KS", "2H", "3H", "9C"]
    arrange(s, hand, phase=2)
    select(s, *hand[:8])
    assert texts(s.handle("play")) == [
        "Invalid: phase 2 is a run of 4 and 3 of a kind, exactly 7 cards; you have 8 cards: "
        "a run 4 to 7 and three 10s, and the king of spades, one too many."]


def test_opponents_leave_out_the_usual_ten_cards_and_count_jokers() -> None:
    s = make()
    game = s.side.engine
    game.hands[1] = list(parse_cards(["KS", "JK", "JK", *["2C"] * 7]))
    game.phases_done[1] = 9
    s.shown.held[1] = Counter(parse_cards(["KS", "JK", "JK"]))
    words = texts(s.handle("opponents"))[0]
    assert words.startswith("Ada: phase 10, 3 shown cards still held. Boris: phase "), words
    assert words.endswith(" opponents again names them.") and "10 cards" not in words
    assert texts(s.handle("opponents")) == [
        "Shown and still held: Ada: king of spades and two jokers."]
