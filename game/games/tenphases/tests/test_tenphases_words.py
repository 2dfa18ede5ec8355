"""Ten Phases words: counts say what they count and come out of the catalog
the same way everywhere."""

from __future__ import annotations

import pytest

from game.core.base import Refusal
from game.core.cards import Card
from game.games.tenphases.tests.test_tenphases_session import arrange, make, texts
from game.games.tenphases.words import refusal_words
from game.i18n import Catalog, t


def test_row_titles_count_cards_and_actions() -> None:
    s = make()
    arrange(s, ["4H", "5S", "6D"], phase=1)
    while s.cursor.row != 0:
        s.handle("next_row")
    assert texts(s.handle("next_row"))[0].startswith("Actions, 4 actions.")
    assert texts(s.handle("next_row"))[0].startswith("Your hand, 3 cards.")


def test_a_size_refusal_counts_cards_in_words_like_the_groups() -> None:
    args = {"need": 8, "have": 3, "colour": "R"}
    text = t("tenphases-invalid-colour-wrong-size",
             **refusal_words(Refusal("colour-wrong-size", args), str))
    assert text == "Invalid: needs exactly 8 cards of one colour; you have three red cards."


def test_forms_another_language_needs_are_passed_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """Russian declines what English does not, so the code passes
    those forms next to the English arguments: a run's ends as numbers ("от
    туза до тройки") and the card a turn offers or a player discards in the
    accusative ("сбрасывает даму червей")."""
    calls: list[tuple[str, dict[str, object]]] = []
    original = Catalog.__call__

    def record(self: Catalog, msg_id: str, **args: object) -> str:
        calls.append((msg_id, args))
        return original(self, msg_id, **args)

    monkeypatch.setattr(Catalog, "__call__", record)
    run = Refusal("run-wrong-length", {"kind": "run", "need": 4, "have": 3, "low": 1, "high": 3,
                                       "suit": ""})
    args = refusal_words(run, str)
    assert (args["low_value"], args["high_value"]) == (1, 3)
    s = make()
    arrange(s, ["QH", "5S", "6D"], phase=1)
    s.moves.discard(Card.parse("QH"))
    discards = [a for msg_id, a in calls if msg_id == "tenphases-discards"]
    assert discards and "card_acc" in discards[-1]
    assert ("card-name", {"rank": 12, "suit": "H", "case": "acc"}) in calls
