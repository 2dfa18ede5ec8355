"""Shift+F2 names the cards each opponent picked up from the pile and still
holds: they lay face up there, so everyone knows them
(SH-12, SH-14, SH-15; the view's public ``known_hands``)."""

from __future__ import annotations

from game.games.shithead.session import HAND
from game.games.shithead.tests.test_shithead_session import go_to, session_at, texts


def test_sh12_opponents_report_names_picked_up_cards_still_held() -> None:
    # Ada (5D 6D 7D) cannot beat the ace and picks up the queen and the ace.
    s = session_at("AH 3C", pile="QC", bot_hand="5D 6D 7D", bot_up="8D")
    go_to(s, HAND, 1)
    s.handle("play")
    assert s.view().hand_counts[1] == 3
    s.bots.step()
    assert s.view().hand_counts[1] == 5
    assert texts(s.handle("opponents")) == [
        "Ada: 5 in hand (2 known), face up 8, 3 face down. O again: the known cards."]
    # The known cards, the long part, on a second press: the counts come first.
    assert texts(s.handle("opponents")) == ["Known in hand from the pile: Ada: an ace and a queen."]


def test_opponents_report_without_pick_ups_names_no_hand_card() -> None:
    s = session_at("AH 3C", pile="QC", bot_hand="5D 6D 7D", bot_up="8D")
    assert texts(s.handle("opponents")) == [
        "Ada: 3 in hand, face up 8, 3 face down."]
