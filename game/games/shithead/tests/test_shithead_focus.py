"""Shithead: focus follows the row the player plays from.

When the hand runs out (SH-13, SH-14) focus moves to the face-up row, and
when those run out to the face-down row (SH-15), and the words say so; a
pick-up (SH-12, SH-14) brings focus back to the hand."""

from __future__ import annotations

from game.core.cards import Card
from game.games.shithead.session import FACE_DOWN, FACE_UP, HAND
from game.games.shithead.tests.test_shithead_session import go_to, session_at, texts


def test_sh14_focus_moves_to_face_up_row_when_hand_runs_out() -> None:
    s = session_at("9H", up="5C JS", pile="7D")
    go_to(s, HAND)
    words = texts(s.handle("play"))
    assert s.cursor.row == FACE_UP
    assert any("face-up cards" in w and "focus" in w for w in words), words
    # The bot (8D 9D JD up, 5D 6D 7D in hand) answers; then Enter plays
    # from the row the player is on, not "select cards first".
    while s.side.current_player() != 0:
        s.bots.step()
    assert s.cursor.row == FACE_UP
    said = texts(s.handle("play"))
    assert not any("select cards" in w for w in said), said


def test_sh15_focus_moves_to_face_down_row_when_face_up_cards_run_out() -> None:
    s = session_at("", up="9C", pile="7D")
    go_to(s, FACE_UP)
    words = texts(s.handle("play"))
    assert s.cursor.row == FACE_DOWN
    assert any("face-down cards" in w and "focus" in w for w in words), words


def test_sh14_pick_up_from_face_up_row_brings_focus_to_the_hand() -> None:
    s = session_at("", up="5C 5S", pile="7D")
    go_to(s, FACE_UP)
    words = texts(s.handle("take_discard"))
    assert s.cursor.row == HAND
    assert any("hand" in w and "focus" in w for w in words), words
    assert Card(7, "D") in s.view().hand


def test_sh13_a_face_up_card_selected_while_the_hand_holds_cards_says_it_must_wait() -> None:
    s = session_at("9H", up="JS", pile="7D")
    go_to(s, FACE_UP)
    words = texts(s.handle("toggle_select"))
    assert words == ["jack of spades selected, but your face-up cards come only when your hand "
                     "is empty."]
