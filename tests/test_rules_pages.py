"""The rules pages (Shift+F1) state the rulings the engines apply:
Twenty's deal limit, Phase 10's first-discard skip and
wild, the reshuffle, the two-player skip and the tie-break, and Ten Phases
declaring the first reading, as the README says, in every language."""

from __future__ import annotations

import pytest

from game.games import spec
from game.games.twenty.rules import Twenty
from game.grammar import words as grammar_words

LANGS = ("en", "ru")


def page(game_id: str, lang: str) -> str:
    return spec(game_id).rules_text(lang).read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_twenty_page_states_the_deal_limit_tw3a(lang: str) -> None:
    limit = Twenty.default_options["deal_limit"]
    # The Russian page spells numbers in words for the speech synthesizer.
    expected = f"{limit}" if lang == "en" else f"по умолчанию {grammar_words(limit, 'ru')}"
    assert expected in page("twenty", lang)


PHASE10 = {
    "en": ["If that first card is a skip, the first player loses their turn",
           "if it is a wild, the first player may take it",
           "shuffled into a new stock",
           "With two players the skip names your opponent",
           "the one of them who went out in that hand wins"],
    "ru": ["Если эта первая карта — пропуск хода, первый игрок пропускает ход",
           "если джокер, первый игрок может его взять",
           "перемешивается и становится новой колодой",
           "Когда игроков двое, пропуск достаётся сопернику",
           "тот из них, кто в этом коне избавился от карт"],
}


@pytest.mark.parametrize("lang", LANGS)
def test_phase10_page_states_p10_6_11_12_14_18(lang: str) -> None:
    text = page("phase10", lang)
    for ruling in PHASE10[lang]:
        assert ruling in text, ruling


@pytest.mark.parametrize("lang", LANGS)
def test_tenphases_page_says_the_first_reading_is_declared(lang: str) -> None:
    text = page("tenphases", lang)
    assert {"en": "the game declares the first way",
            "ru": "игра объявляет первый вариант"}[lang] in text
    assert {"en": "you choose with Up and Down",
            "ru": "выберите вариант стрелками"}[lang] not in text
