"""Phase 10: no needless questions when laying (P10-8/P10-9),
the suggestion's hits (P10-9) and "since my last turn" words."""

from __future__ import annotations

from game.games.phase10.rules import Group, Hit
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.tests.test_phase10_session import arrange, make, select, texts


def test_arrangements_that_leave_the_same_hits_are_not_asked_p10_9() -> None:
    """The spare wild may join either set of phase 1: both layings leave a
    set of 4s and a set of 9s to hit (P10-9), so nothing is asked."""
    s = make()
    arrange(s, ["R9", "B9", "G9", "W", "G4", "Y4", "B4", "R1", "R2", "R12"], phase=1)
    select(s, "R9", "B9", "G9", "W", "G4", "Y4", "B4")
    words = texts(s.handle("play"))
    assert words[0].startswith("Phase 1 laid: ")
    assert s.side.engine.has_laid[0] and s.question.choosing is None


def test_arrangements_that_change_what_can_be_hit_are_asked_p10_8() -> None:
    """A wild on the set or at either end of the run leaves different
    things to hit later (P10-8, P10-9): that question is asked."""
    s = make()
    arrange(s, ["R3", "R4", "R5", "R6", "W", "B9", "G9", "Y9", "R1", "R12"], phase=2)
    select(s, "R3", "R4", "R5", "R6", "W", "B9", "G9", "Y9")
    words = texts(s.handle("play"))
    assert words[0].startswith("Choose how to lay, 3 ways")
    assert not s.side.engine.has_laid[0]


def test_the_suggested_hit_takes_every_card_that_fits_p10_9() -> None:
    s = make()
    set9 = Group("set", tuple(parse_cards(["R9", "B9", "G9"])), (9, 9, 9))
    arrange(s, ["Y9", "R9", "B2", "G11"], phase=1, groups={1: [set9]})
    s.side.engine.has_laid[0] = True
    s.side.engine.groups[0] = [Group("set", tuple(parse_cards(["R1", "B1", "G1"])), (1,) * 3),
                           Group("set", tuple(parse_cards(["R5", "B5", "G5"])), (5,) * 3)]
    s.moves.laid = [list(g) for g in s.view().groups]
    s.cursor.refresh_rows()
    words = texts(s.handle("suggest"))
    assert words == ["Suggested: hit a yellow 9 and a red 9 on Ada's set of three 9s. "
                     "Enter hits."]
    assert sorted(map(str, s.moves.chosen_cards())) == ["R9", "Y9"]
    words = texts(s.handle("play"))
    assert words[0] == "You hit a yellow 9 and a red 9 on Ada's set of five 9s."
    assert s.advice.suggested is None
    assert isinstance(s.side.engine.move_from_event(s.side.engine.events[-1]), Hit)
