"""Phase 10: why a selection is not the phase, in words that are true of
the selection. Sizes in Phase 10 are minimums (P10-8, P10-15)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.session import refusal_id
from game.games.phase10.play import diagnose, lay_options
from game.games.phase10.rules import P10Card, full_deck
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.words import refusal_words
from game.i18n import t


def reason(codes: list[str], phase: int) -> str:
    why, _ = diagnose(parse_cards(codes), phase)
    assert why is not None, codes
    return t(refusal_id("phase10", why.code), **refusal_words(why, str, str))


@pytest.mark.parametrize(("codes", "phase", "sentence"), [
    # P10-15: phase 1 is two sets; one set is there, the other is missing.
    (["R1", "B1", "G1"], 1, "Invalid: phase 1 is two sets of 3; you have a set of three 1s."),
    (["R1", "B1", "G1", "R5", "B5"], 1,
     "Invalid: phase 1 is two sets of 3; you have a set of three 1s and two 5s for a set of 3."),
    (["R4", "B4", "G4", "Y4"], 2, "Invalid: phase 2 is a set of 3 and a run of 4; "
     "you have a set of three 4s and a 4 for a run of 4."),
    (["R3", "B3", "G3", "R4", "B5", "G6"], 2, "Invalid: phase 2 is a set of 3 and a run of 4; "
     "you have a run 3 to 6 and two 3s for a set of 3."),
    (["R4", "B5", "G6", "Y7", "R8"], 2, "Invalid: phase 2 is a set of 3 and a run of 4; "
     "you have a run 4 to 7 and an 8 for a set of 3."),
    (["R1", "R2", "R3", "R4", "R5", "R6"], 4,
     "Invalid: phase 4 is a run of 7; you have 6 in a row, 1 to 6."),
    (["R3", "W", "R5"], 5, "Invalid: phase 5 is a run of 8; you have 3 in a row, 3 to 5 "
     "with a wild as 4."),
    (["W", "W", "R3"], 1,
     "Invalid: phase 1 is two sets of 3; you have a set of one 3 plus two wilds."),
    (["R2", "R4", "R9", "W"], 8,
     "Invalid: phase 8 is 7 cards of one colour; you have three red cards and a wild."),
    # One card that fits no group is named, not the group it breaks.
    (["R1", "B1", "G1", "Y5", "R5", "G6"], 1,
     "Invalid: phase 1 is two sets of 3; you have a set of three 1s and two 5s for a set "
     "of 3, and a green 6 that fits neither."),
    (["R1", "R2", "R3", "R4", "B5", "R6", "R7"], 8,
     "Invalid: phase 8 is 7 cards of one colour; you have six red cards, and a blue 5 that "
     "does not fit."),
    (["R1", "R2", "B3", "R4", "B5", "R6", "R7"], 8,
     "Invalid: the cards must all be one colour; you have red and blue."),
])
def test_the_reason_names_what_is_missing(codes: list[str], phase: int, sentence: str) -> None:
    assert reason(codes, phase) == sentence


def test_a_short_group_reason_never_names_a_run_of_one_card() -> None:
    from game.core.base import Refusal
    args = {"need": 4, "have": 1, "low": 4, "high": 4}
    words = refusal_words(Refusal("run-too-short", args), str, str)
    text = t("phase10-invalid-run-too-short", **words)
    assert text == "Invalid: needs a run of at least 4; you have only one card, a 4."


DECK = sorted(set(full_deck()), key=str)
SAME_NUMBER = re.compile(r"\b(\d+) to \1\b")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cards=st.lists(st.sampled_from(DECK), min_size=2, max_size=9), phase=st.integers(1, 10))
def test_the_reason_is_consistent_with_the_selection(cards: list[P10Card], phase: int) -> None:
    if lay_options(cards, phase):
        return
    text = reason([str(c) for c in cards], phase)
    if not any(c.is_wild for c in cards):
        assert "wild" not in text, (cards, text)
    if not any(c.is_skip for c in cards):
        assert "skip" not in text, (cards, text)
    assert not SAME_NUMBER.search(text), (cards, text)
    assert "1 in a row" not in text, (cards, text)
    # Every number said as "N in a row" counts cards of the selection.
    for count in re.findall(r"\b(\d+) in a row", text):
        assert int(count) <= len(cards), (cards, text)
