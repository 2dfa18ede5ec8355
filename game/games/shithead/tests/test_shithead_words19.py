"""Shithead words that were said twice, too often or too little: the rule is
said once before the player's turn, a computer's draw rides on its play, a
pick-up says which cards, Shift+F2 is short, and the last card is warned of
once."""

from __future__ import annotations

from game.games.shithead.rules import Shithead
from game.games.shithead.session import ShitheadSession
from game.games.shithead.tests.test_shithead_helpers import cards
from game.games.shithead.tests.test_shithead_session import session_at, texts
from game.games.shithead.words import ShitheadLastCard


def test_the_rule_is_said_once_before_the_players_turn() -> None:
    s = session_at("9H KS", pile="", bot_hand="5D 6D 7D", bot_up="", stock="")
    s.side.engine.to_move = 1  # type: ignore[attr-defined]
    words = texts(s.bots.step())
    assert words[0] == "Ada plays a 5."
    assert words[-1] == "Your turn. Play a 5 or higher, or a 2."
    assert sum("a 5 or higher" in w for w in words) == 1


def test_a_pick_up_says_which_cards_by_rank() -> None:
    s = session_at("3H", pile="7D 7S KC", stock="")
    assert texts(s.handle("take_discard"))[0] == "You pick up 3 cards: two 7s and a king."


def test_shift_f2_is_short_and_puts_the_hand_first() -> None:
    s = session_at("AH 3C", pile="QC", bot_hand="5D 6D 7D", bot_up="8D 8S KH")
    assert texts(s.handle("opponents")) == ["Ada: 3 in hand, face up 8, 8 and king, "
                                            "3 face down."]


def test_the_last_face_down_card_is_warned_of_once() -> None:
    s = ShitheadSession(2, ["normal"], seed=1)
    s.side.engine = Shithead.from_position(
        2, hands=[cards("9H 9S"), cards("")], face_up=[cards(""), cards("")],
        face_down=[cards("2C 3C 4C"), cards("QD KD")], pile=cards("5C"), stock=cards(""))
    s.cursor.sources = [s.view().source(seat) for seat in range(2)]
    s.cursor.refresh_rows()
    s.side.engine.to_move = 1  # type: ignore[attr-defined]
    words = texts(s.bots.step())
    assert "Ada is down to the last face-down card." in words, words
    s.handle("play")
    assert "Ada is down to the last face-down card." not in texts(s.bots.step())


def test_the_warning_counts_every_card_held_and_comes_back_after_a_pick_up() -> None:
    """The part alone, on the engine's view: a seat with one card in all,
    face-down, is down to its last face-down card; a seat that picked up
    and gets back down to one is warned of again (SH-12)."""
    s = ShitheadSession(2, ["normal"], seed=1)
    s.side.engine = Shithead.from_position(
        2, hands=[cards("9H 9S"), cards("")], face_up=[cards(""), cards("")],
        face_down=[cards("2C 3C 4C"), cards("QD")], pile=cards("5C"), stock=cards(""))
    warning = ShitheadLastCard(s, s.view)
    assert warning.card_counts() == [5, 1]
    assert warning.news() == [(1, "Ada is down to the last face-down card.")]
    assert warning.news() == []
    s.side.engine = Shithead.from_position(
        2, hands=[cards("9H 9S"), cards("8D 8C")], face_up=[cards(""), cards("")],
        face_down=[cards("2C 3C 4C"), cards("")], pile=cards("5C"), stock=cards(""))
    assert warning.news() == []  # Ada picked up: two cards in hand
    s.side.engine = Shithead.from_position(
        2, hands=[cards("9H 9S"), cards("8D")], face_up=[cards(""), cards("")],
        face_down=[cards("2C 3C 4C"), cards("")], pile=cards("5C"), stock=cards(""))
    assert warning.news() == [(1, "Ada has one card left.")]
