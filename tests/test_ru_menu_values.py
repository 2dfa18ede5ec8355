"""Russian menus say their values in words and show them in digits
(«Очки матча: 100», «Кон: 10», «80 %» were heard as digits,
uninflected). Every value of every item of the main menu, the settings and
each game's options, as said and as drawn."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.app.main import App, AppOptions
from game.app.menu import MenuItem
from game.app.screens import MenuScreen
from game.games import SPECS
from game.i18n import DEFAULT_LANG, set_language, t
from game.speech import RecordingSpeaker

DIGIT = re.compile(r"(?<!F)\d")  # a key's name (F2) is read as a key


@pytest.fixture
def app() -> Iterator[App]:
    set_language("ru")
    application = App(AppOptions(headless=True, lang="ru"), speaker=RecordingSpeaker())
    yield application
    application.close()
    set_language(DEFAULT_LANG)


def menus(app: App) -> Iterator[MenuScreen]:
    yield app.menus.main_menu()
    yield app.menus.settings_menu()
    for game in SPECS:
        app.settings.game = game.id
        yield app.menus.options_menu()


def every_value(screen: MenuScreen) -> Iterator[tuple[MenuItem, str, str]]:
    """(item, said, shown) for each value of each item but the voice (its
    names are the engine's, not the catalog's)."""
    for item in screen.menu.items:
        if item.label == t("setting-voice"):
            continue
        for index in range(max(1, len(item.choices))):
            item.index = index
            yield item, item.spoken(), item.shown()


def test_russian_menu_values_are_said_in_words(app: App) -> None:
    said = [text for screen in menus(app) for _, text, _ in every_value(screen)]
    assert len(said) > 100
    titles = {t(game.title_id) for game in SPECS}  # a name: «Фаза 10»
    assert [text for text in said if DIGIT.search(text)
            and text.split(": ", 1)[-1] not in titles] == []
    for text in ("Соперники: три", "Громкость звуков: восемьдесят процентов",
                 "Очков для победы в игре: сто", "Скорость речи, слов в минуту: двести двадцать",
                 "Высота голоса (обычная — пятьдесят): ноль",
                 "Темп компьютерных игроков: быстрый, три десятых секунды"):
        assert text in said


def test_russian_menu_values_are_shown_in_digits(app: App) -> None:
    shown = {text for screen in menus(app) for _, _, text in every_value(screen)}
    for text in ("Соперники: 3", "Громкость звуков: 80 %", "Очков для победы в игре: 100",
                 "Темп компьютерных игроков: быстрый, 0,3 секунды"):
        assert text in shown
    settings = app.menus.settings_menu()
    assert any(line.endswith("Громкость звуков: 80 %") for line in settings.lines())


def test_english_menu_values_are_said_and_shown_as_before() -> None:
    application = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    try:
        main = application.menus.main_menu()
        opponents = main.menu.items[2]
        assert opponents.spoken() == opponents.shown() == f"Opponents: {opponents.value}"
        settings = application.menus.settings_menu()
        assert any(line.endswith("Sound volume: 80 percent") for line in settings.lines())
    finally:
        application.close()
