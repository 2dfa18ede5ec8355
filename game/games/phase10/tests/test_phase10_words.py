"""Phase 10 words: counts say what they count and come out of the catalog
the same way everywhere."""

from __future__ import annotations

from game.games.phase10.rules import Group
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.tests.test_phase10_session import arrange, make, texts
from game.games.phase10.words import group_words


def test_row_titles_count_cards_groups_and_actions() -> None:
    s = make()
    arrange(s, ["R1", "B2", "G3"], phase=1)
    s.handle("first_card")
    while s.cursor.row != 0:
        s.handle("next_row")
    said = texts(s.handle("next_row"))[0]
    assert said == "The table, empty"
    assert texts(s.handle("next_row"))[0].startswith("Actions, 4 actions.")
    assert texts(s.handle("next_row"))[0].startswith("Your hand, 3 cards.")
    arrange(s, ["R1"], phase=1)
    s.handle("previous_row")
    assert texts(s.handle("next_row"))[0].startswith("Your hand, one card.")


def test_wilds_in_a_group_are_counted_in_words_like_its_cards() -> None:
    group = Group("set", tuple(parse_cards(["R9", "W", "W"])), (9, 9, 9))
    assert group_words(group) == "set of one 9 plus two wilds"
    colour = Group("colour", tuple(parse_cards(["R1", "R2", "R3", "R4", "R5", "W", "W"])),
                   (), "R")
    assert group_words(colour) == "five red cards plus two wilds"
