"""Ten Phases: why a selection is not the phase, in words that are true of
the selection. Sizes in Ten Phases are exact (TP-11)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.base import Refusal
from game.core.cards import Card, parse_cards
from game.games.tenphases.play import diagnose
from game.games.tenphases.rules import arrangements
from game.games.tenphases.rules.engine import TenPhases
from game.games.tenphases.words import refusal_words
from game.i18n import t


def reason(codes: list[str], phase: int, flush: bool = False) -> str:
    why = diagnose(parse_cards(codes), phase, False, flush)
    assert why is not None, codes
    return t(f"tenphases-invalid-{why.code}", **refusal_words(why, str))


@pytest.mark.parametrize(("codes", "phase", "flush", "sentence"), [
    # TP-11: the run is missing; three of a kind is there.
    (["AH", "AS", "AD"], 1, False, "Invalid: phase 1 is a run of 3 and 3 of a kind, exactly "
     "6 cards; you have 3 cards: three aces."),
    # One ace left for the run: never "ace to ace".
    (["AH", "AS", "AD", "AC"], 1, False, "Invalid: phase 1 is a run of 3 and 3 of a kind, "
     "exactly 6 cards; you have 4 cards: three aces and an ace for a run of 3."),
    # A run of 5 where exactly 4 are asked: one card too many, not too short.
    (["AH", "2S", "3D", "4C", "5H", "9C", "9D", "9S"], 2, False, "Invalid: phase 2 is a run "
     "of 4 and 3 of a kind, exactly 7 cards; you have 8 cards: three 9s and 5 in a row, ace "
     "to 5 for a run of 4."),
    (["2C", "3C", "4C", "5C", "6C", "7C", "8C"], 4, False,
     "Invalid: phase 4 is exactly a run of 6; you have 7 cards: 7 in a row, 2 to 8."),
    (["2H", "5H", "9H", "JK"], 7, False, "Invalid: phase 7 is exactly 8 cards of one colour; "
     "you have 4 cards: three red cards and a joker."),
    (["2C", "3C", "4C", "5H"], 8, False, "Invalid: phase 8 is a run of 4 in one suit and a "
     "run of 4 in another, exactly 8 cards; you have 4 cards: 5 of hearts for a run of 4 in "
     "one suit and 3 in a row, 2 to 4 of clubs for a run of 4 in one suit."),
    (["2H", "5H", "9H", "3D"], 9, True, "Invalid: phase 9 is 5 cards of one suit and 3 of "
     "another, exactly 8 cards; you have 4 cards: three hearts and one diamond for 5 cards "
     "of one suit."),
])
def test_the_reason_names_what_is_off(codes: list[str], phase: int, flush: bool,
                                      sentence: str) -> None:
    assert reason(codes, phase, flush) == sentence


def test_a_wrong_length_reason_says_exactly_and_never_names_a_run_of_one() -> None:
    args = {"kind": "run", "need": 3, "have": 1, "low": 1, "high": 1, "suit": ""}
    text = t("tenphases-invalid-run-wrong-length",
             **refusal_words(Refusal("run-wrong-length", args), str))
    assert text == "Invalid: needs a run of exactly 3; you have only one card, ace."


DECK = sorted(set(TenPhases(2, seed=1).stock) | {Card.parse("JK")}, key=str)
SAME_RANK = re.compile(r"\b(\w+) to \1\b")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cards=st.lists(st.sampled_from(DECK), min_size=2, max_size=9), phase=st.integers(1, 10),
       flush=st.booleans())
def test_the_reason_is_consistent_with_the_selection(cards: list[Card], phase: int,
                                                     flush: bool) -> None:
    if arrangements(cards, phase, False, flush):
        return
    text = reason([str(c) for c in cards], phase, flush)
    if not any(c.is_joker for c in cards):
        assert "joker" not in text, (cards, text)
    assert not SAME_RANK.search(text), (cards, text)
    assert "1 in a row" not in text, (cards, text)
    for count in re.findall(r"\b(\d+) in a row", text):
        assert int(count) <= len(cards), (cards, text)
    # TP-11: sizes are exact; a reason about size says so.
    if "exactly" not in text:
        assert not re.search(r"\bneeds (a run of )?\d", text), (cards, text)
