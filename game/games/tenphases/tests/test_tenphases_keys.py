"""Ten Phases: keys with nothing to act on say why in one sentence (ux.md): a
silent key leaves a player who cannot see wondering. That every key answers in
every state is swept for every game in test_key_sweep.py."""

from __future__ import annotations

from game.games.tenphases.session import ACTIONS, HAND
from game.games.tenphases.tests.test_tenphases_session import arrange, make, texts

HAND_CARDS = ["4H", "5S", "6D", "9C", "9D", "9S", "KS", "2C", "3D", "QH"]


def test_space_off_the_hand_says_why_nothing_is_selected() -> None:
    s = make()
    arrange(s, HAND_CARDS)
    s.cursor.row = ACTIONS
    assert texts(s.handle("toggle_select")) == [
        "Nothing to select on the action row: press Enter to do the action in focus."]
    arrange(s, [])
    s.cursor.row = HAND
    assert texts(s.handle("toggle_select")) == ["Your hand is empty: nothing to select."]
