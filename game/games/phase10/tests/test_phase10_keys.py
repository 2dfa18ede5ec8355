"""Phase 10: keys with nothing to act on say why in one sentence (ux.md): a
silent key leaves a player who cannot see wondering. That every key answers in
every state is swept for every game in test_key_sweep.py."""

from __future__ import annotations

from game.games.phase10.rules.moves import PLAY
from game.games.phase10.session import ACTIONS, HAND, TABLE
from game.games.phase10.tests.test_phase10_session import arrange, make, texts

HAND_CARDS = ["R1", "B2", "G3", "R5", "B5", "G5"]


def test_space_off_the_hand_says_why_nothing_is_selected() -> None:
    s = make()
    arrange(s, HAND_CARDS)
    s.cursor.row = TABLE
    assert texts(s.handle("toggle_select")) == [
        "Nothing to select on the table row: select cards in your hand, then press Enter on a "
        "group to hit."]
    s.cursor.row = ACTIONS
    assert texts(s.handle("toggle_select")) == [
        "Nothing to select on the action row: press Enter to do the action in focus."]
    arrange(s, [], step=PLAY)
    s.cursor.row = HAND
    assert texts(s.handle("toggle_select")) == ["Your hand is empty: nothing to select."]
