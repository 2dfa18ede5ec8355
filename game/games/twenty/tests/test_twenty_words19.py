"""Twenty's words that named the wrong reason or too little: a refused pass
says "pass", one card is "that card", a player down to one card is warned of
once."""

from __future__ import annotations

from game.games.twenty.session import ACTIONS
from game.games.twenty.tests.test_twenty_summary import play, session_at, texts


def test_pass_refused_says_you_cannot_pass() -> None:
    s = session_at(["2C 9H", "AD QS KH"], stock="2D 3D", move=5, to_move=0)
    while s.cursor.row != ACTIONS:
        s.handle("next_row")
    s.handle("last_card")  # Pass
    assert texts(s.handle("play")) == [
        "Invalid: you can lay a card worth up to 5, so you cannot pass."]
    assert texts(s.handle("draw")) == [
        "Invalid: you can lay a card worth up to 5, so you cannot draw."]


def test_one_card_over_the_limit_is_that_card() -> None:
    s = session_at(["2C 9H", "AD QS KH"], stock="2D 3D", move=5, to_move=0)
    s.handle("last_card")  # 9 of hearts
    assert texts(s.handle("play")) == ["Invalid: that card is worth 9, more than 5."]
    s.handle("toggle_select")
    s.handle("first_card")
    s.handle("toggle_select")
    assert texts(s.handle("play")) == ["Invalid: those cards make 11, more than 5."]


def test_an_opponent_down_to_one_card_is_warned_of_once() -> None:
    s = session_at(["2C 9H 5D", "AD QS"], stock="2D 3D 4D 6D", move=1, to_move=1)
    words = play(s, "AD")
    assert "Ada has one card left." in words
    s.handle("first_card")  # the player draws (nothing fits move 2 but the 2)
    words = texts(s.handle("play"))
    assert "Ada has one card left." not in words
    assert texts(s.bots.step()).count("Ada has one card left.") == 0
