"""Ten Phases words: counts say what they count and come out of the catalog
the same way everywhere (issue 9)."""

from __future__ import annotations

from game.core.base import Refusal
from game.games.tenphases.tests.test_tenphases_session import arrange, make, texts
from game.games.tenphases.words import refusal_words
from game.i18n import t


def test_row_titles_count_cards_and_actions() -> None:
    s = make()
    arrange(s, ["4H", "5S", "6D"], phase=1)
    while s.row != 0:
        s.handle("next_row")
    assert texts(s.handle("next_row"))[0].startswith("Actions, 4 actions.")
    assert texts(s.handle("next_row"))[0].startswith("Your hand, 3 cards.")


def test_a_size_refusal_counts_cards_in_words_like_the_groups() -> None:
    args = {"need": 8, "have": 3, "colour": "R"}
    text = t("tenphases-invalid-colour-wrong-size",
             **refusal_words(Refusal("colour-wrong-size", args), str))
    assert text == "Invalid: needs exactly 8 cards of one colour; you have three red cards."
