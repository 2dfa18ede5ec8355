"""Russian forms and terms as a Russian player expects them:
ranks declined after prepositions, one word for a selected card, no
chains of colons, one word for the stock and for a deal in each game, and
card faces with the letters of Russian decks."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_locale_ru_games import play_game

from game.core.grouped import grouped_numbers
from game.games import SPECS
from game.i18n import DEFAULT_LANG, LOCALE_DIR, catalog, set_language, t

RU = catalog("ru")


@pytest.fixture
def russian() -> Iterator[None]:
    set_language("ru")
    yield
    set_language(DEFAULT_LANG)


def test_a_run_of_ranks_is_in_the_genitive(russian: None) -> None:
    text = grouped_numbers([4, 5, 6, 9], [], None,
                           lambda rank, count: t("rank-count", rank=rank, count=count),
                           lambda rank, case="nom": t("rank-name", rank=rank, case=case))
    assert text.startswith("подряд от четвёрки до шестёрки")
    assert RU("tenphases-group-run", suit="none", low_value=4, high_value=6, jokers="",
              wilds=0, count=3) == "последовательность от четвёрки до шестёрки"


def test_english_runs_are_unchanged() -> None:
    assert catalog("en")("grouped-run", low="4", high="6") == "run 4 to 6"


def test_a_selected_card_has_one_word() -> None:
    """«выбран» and «выбор снят» wherever a card is (de)selected, not
    «отмечено» besides; «выбран» agrees with the card's name (a native
    speaker heard «синяя восемь: выбрано»): «дама выбрана», «туз выбран»."""
    assert RU("deselected") == "выбор снят"
    for game_id in ("phase10", "shithead", "tenphases", "twenty"):
        # A Phase 10 card's face is its colour: «синяя двойка», «джокер».
        she, he = ("B", "W") if game_id == "phase10" else (12, 1)
        text = RU(f"{game_id}-focus-card", card="дама пик", selected="yes", position="",
                  count=1, index=1, label="", face=she)
        assert ", выбрана," in text, text
        text = RU(f"{game_id}-focus-card", card="туз пик", selected="yes", position="",
                  count=1, index=1, label="", face=he)
        assert ", выбран," in text, text
    words = " ".join(path.read_text(encoding="utf-8") for spec in SPECS
                     for path in (spec.locale / "ru").glob("*.ftl"))
    assert not re.search(r"\[yes\]\s*,?\s*(отмечено|выбрано|выбрана)\s*$", words, re.M)


@pytest.mark.parametrize(("face", "said"), [
    (12, "выбрана"), (10, "выбрана"), (2, "выбрана"), (1, "выбран"), (13, "выбран"),
    (11, "выбран"), (0, "выбран"), ("B", "выбрана"), ("W", "выбран"), ("SK", "выбран")])
def test_selected_agrees_with_the_card(face: object, said: str) -> None:
    assert RU("selected", face=face) == said


def test_no_chain_of_colons_in_since_your_move() -> None:
    line = RU("since-seat", name="Ада", actions=RU("twenty-since-play", move=6,
                                                   cards="шестёрка"))
    assert line == "Ада: на шестом ходу сыграно — шестёрка."
    assert line.count(":") == 1


def test_ten_phases_says_reserve_for_its_stock(russian: None) -> None:
    said = " ".join(play_game("tenphases", seed=11))
    help_words = " ".join(RU(m) for m in ("tenphases-cmd-draw", "tenphases-since-draw"))
    assert "резерв" in said and "колод" not in said and "колод" not in help_words


def test_phase10_has_one_word_for_a_deal(russian: None) -> None:
    said = " ".join(play_game("phase10", seed=11))
    assert "кон" in said
    assert "раздач" not in said
    for shared in ("summary-waits", "summary-waits-turn"):
        assert "раздач" not in RU(shared, key="Enter")
    assert "раздач" not in RU("since-none-yet")


def test_ten_phases_rules_promise_no_setting_that_is_missing() -> None:
    rules = (LOCALE_DIR.parent / "games" / "tenphases" / "locale" / "ru" / "rules.txt")
    assert "Подсказка, если она включена" not in rules.read_text(encoding="utf-8")


def test_twenty_rules_have_no_latin_letter_for_a_number() -> None:
    rules = Path(LOCALE_DIR.parent / "games" / "twenty" / "locale" / "ru" / "rules.txt")
    assert not re.search(r"\bN\b", rules.read_text(encoding="utf-8"))


@pytest.mark.parametrize(("rank", "letter"), [("A", "Т"), ("J", "В"), ("Q", "Д"), ("K", "К"),
                                              ("10", "10"), ("7", "7")])
def test_card_faces_print_the_russian_letters(rank: str, letter: str) -> None:
    assert RU("table-rank", rank=rank) == letter
    assert catalog("en")("table-rank", rank=rank) == rank


def test_titles_in_sentences_are_quoted() -> None:
    assert RU("rules-title", game="Двадцать") == "Правила игры «Двадцать»"
    assert RU("menu-options-title", game="Шитхед") == "Параметры игры «Шитхед»"


def test_spelling() -> None:
    assert "неправильный" in RU("keymap-syntax", detail="x")


def test_the_drawn_card_face_prints_the_catalogs_letter(
        russian: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A queen painted in Russian carries «Д» (table_draw takes the letter
    from table-rank), in English «Q»."""
    import pygame

    from game.app.table_draw import TableDrawer
    from game.app.theme import PALETTES, Fonts, find_font
    from game.app.words_draw import TextCache
    from game.core.table import STANDARD, CardFace

    pygame.font.init()
    drawn: list[str] = []
    original = TableDrawer._centre

    def centre(self: TableDrawer, surface: object, font: object, text: str, *rest: object
               ) -> None:
        drawn.append(text)
        original(self, surface, font, text, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(TableDrawer, "_centre", centre)
    drawer = TableDrawer(Fonts(find_font()), TextCache())
    face = CardFace(STANDARD, "Q", "H", "QH")
    drawer.card(face, 60, 90, PALETTES["yellow"], False)
    set_language(DEFAULT_LANG)
    drawer.card(face, 61, 90, PALETTES["yellow"], False)
    assert "Д" in drawn and "Q" in drawn and drawn.index("Д") < drawn.index("Q")


def test_ten_phases_refuses_with_its_own_word_for_the_stock(russian: None) -> None:
    from game.core.session import refusal_id

    assert t(refusal_id("tenphases", "stock-empty")) == "Нельзя: резерв пуст."
