"""A suggestion names its card as a sentence of the game does
(heard in a headless Phase 10 game, seed 4: "Suggested: take blue 9
from the discard pile"): "the" for the discard pile's top card, the article
of the game's own discard sentence for a card to discard, and the same in
"since my last turn". The Russian takes no pronoun that could mismatch the
card's gender («взять короля бубён… Взять: Enter.»)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.core.cards import Card
from game.games.phase10.rules import P10Card, TakeDiscard
from game.games.phase10.rules.moves import DRAW
from game.games.phase10.rules.moves import Discard as Phase10Discard
from game.games.phase10.tests.test_phase10_session import arrange as arrange_phase10
from game.games.phase10.tests.test_phase10_session import make as make_phase10
from game.games.tenphases.rules import TakeDiscard as TenPhasesTake
from game.games.tenphases.rules.moves import Discard as TenPhasesDiscard
from game.games.tenphases.tests.test_tenphases_session import arrange as arrange_tenphases
from game.games.tenphases.tests.test_tenphases_session import make as make_tenphases
from game.i18n import DEFAULT_LANG, set_language, t


@pytest.fixture
def russian() -> Iterator[None]:
    set_language("ru")
    yield
    set_language(DEFAULT_LANG)


def phase10_words(move: object) -> str:
    session = make_phase10()
    arrange_phase10(session, ["B9", "R8", "Y11"], step=DRAW, discard=["G2", "B9"])
    shown = session.advice.show_move(move)
    assert shown is not None
    return shown.words


def tenphases_words(move: object) -> str:
    session = make_tenphases()
    arrange_tenphases(session, ["KD", "9H", "3C"], step="draw", discard=["2S", "KD"])
    shown = session.advice.show_move(move)
    assert shown is not None
    return shown.words


def test_phase10_the_suggested_take_has_its_article() -> None:
    assert phase10_words(TakeDiscard()) == (
        "Suggested: take the blue 9 from the discard pile. Enter takes it.")


def test_phase10_the_suggested_discard_has_its_article() -> None:
    assert phase10_words(Phase10Discard(P10Card.parse("R8"))) == (
        "Suggested: discard a red 8. Enter discards it.")


def test_ten_phases_the_suggested_take_and_discard_have_their_article() -> None:
    assert tenphases_words(TenPhasesTake()) == (
        "Suggested: take the king of diamonds from the discard pile. Enter takes it.")
    assert tenphases_words(TenPhasesDiscard(Card.parse("9H"))) == (
        "Suggested: discard the 9 of hearts. Enter discards it.")


def test_since_my_turn_names_the_card_with_its_article() -> None:
    assert t("phase10-since-take", card="blue 9") == "took the blue 9 from the discard pile"
    assert t("phase10-since-discard", card="wild") == "discarded a wild"
    assert t("tenphases-since-take", card="joker") == "took the joker from the discard pile"
    assert t("tenphases-since-discard", card="9 of hearts") == "discarded the 9 of hearts"
    assert t("shithead-since-flip-fails", card="4 of clubs") == (
        "turned up the 4 of clubs and could not play it")


def test_the_russian_take_has_no_pronoun_to_mismatch(russian: None) -> None:
    assert tenphases_words(TenPhasesTake()) == (
        "Подсказка: взять короля бубён из сброса. Взять: Enter.")
    assert phase10_words(TakeDiscard()) == "Подсказка: взять синюю девятку из сброса. Взять: Enter."
