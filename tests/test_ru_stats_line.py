"""Russian menu lines say their numbers in words, declined, and show them in
digits: the statistics line was heard «2 игры, побед: 1»
as digits («два игры»). Every line of every menu a player meets offline (the
main menu with a saved game, the settings, each game's options, the
statistics with records) and the online table's menu, as said and as drawn."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.app.main import App, AppOptions
from game.app.screens import MenuScreen
from game.games import SPECS
from game.i18n import DEFAULT_LANG, set_language, t
from game.speech import RecordingSpeaker

DIGIT = re.compile(r"(?<!F)\d")  # a key's name (F2) is read as a key


@pytest.fixture
def app() -> Iterator[App]:
    set_language("ru")
    application = App(AppOptions(headless=True, lang="ru"), speaker=RecordingSpeaker())
    stats = application.stats
    stats.add_game("twenty", "normal", won=True, drawn=False, score=21, suggested=True)
    stats.add_game("twenty", "normal", won=False, drawn=False, score=35)
    for _ in range(5):
        stats.add_game("phase10", "hard", won=True, drawn=False, score=120)
    stats.add_game("shithead", "easy", won=False, drawn=False, score=None)
    yield application
    application.close()
    set_language(DEFAULT_LANG)


def statistics(app: App) -> MenuScreen:
    return app.menus.statistics_menu()


def test_the_russian_statistics_line_says_its_numbers_in_words(app: App) -> None:
    said = [item.spoken() for item in statistics(app).menu.items]
    assert said[:3] == [
        "Фаза 10, сложный: пять игр, побед: пять, поражений: ноль; серия: пять побед,"
        " лучшая: пять побед; лучший счёт сто двадцать",
        "Шитхед, лёгкий: одна игра, побед: ноль, поражений: одно; серия: ноль побед,"
        " лучшая: ноль побед",
        "Двадцать, обычный: две игры, побед: одна (с подсказками: одна), поражений: одно;"
        " серия: ноль побед, лучшая: одна победа; лучший счёт тридцать пять",
    ]


def test_the_russian_statistics_line_is_shown_in_digits(app: App) -> None:
    lines = statistics(app).lines()
    assert "> Фаза 10, сложный: 5 игр, побед: 5, поражений: 0; серия: 5 побед," \
           " лучшая: 5 побед; лучший счёт 120" in lines
    assert "  Двадцать, обычный: 2 игры, побед: 1 (с подсказками: 1), поражений: 1;" \
           " серия: 0 побед, лучшая: 1 победа; лучший счёт 35" in lines


def test_the_english_statistics_line_is_said_as_it_is_shown() -> None:
    application = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    try:
        application.stats.add_game("twenty", "normal", won=True, drawn=False, score=100)
        item = application.menus.statistics_menu().menu.items[0]
        assert item.spoken() == item.shown() == (
            "Twenty, normal: one game, 1 won, 0 lost; streak 1, best streak 1; best score 100")
    finally:
        application.close()


def menus(app: App) -> Iterator[MenuScreen]:
    yield app.menus.main_menu()
    yield app.menus.settings_menu()
    for game in SPECS:
        app.settings.game = game.id
        yield app.menus.options_menu()
    yield statistics(app)
    yield app.menus.online.create_menu()


def test_no_russian_menu_line_says_a_number_in_digits(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    # A saved game is offered first in the main menu.
    monkeypatch.setattr("game.app.menus.describe_save",
                        lambda: ({"game": "twenty", "players": ["вы", "Ада", "Борис"]}, 4))
    titles = [t(game.title_id) for game in SPECS]  # names: «Фаза 10»
    heard: list[str] = []
    for screen in menus(app):
        for item in screen.menu.items:
            for index in range(max(1, len(item.choices))):
                item.index = index
                said = item.spoken()
                for title in titles:
                    said = said.replace(title, "")
                heard.append(said)
    assert len(heard) > 140
    # The deal's number after its noun, in words in the nominative
    # («розыгрыш четыре», a native speaker heard «розыгрыш 4»).
    assert any(said.endswith(", розыгрыш четыре") for said in heard)
    assert [said for said in heard if DIGIT.search(said)] == []


def test_the_resume_item_is_said_in_words_and_shown_in_digits(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.app.menus.describe_save",
                        lambda: ({"game": "phase10", "players": ["вы", "Ада"]}, 3))
    item = app.menus.main_menu().menu.items[0]
    assert item.spoken() == "Продолжить игру «Фаза 10» против одного компьютерного игрока, кон три"
    assert item.shown() == "Продолжить игру «Фаза 10» против одного компьютерного игрока, кон 3"


def test_the_online_table_menu_shows_its_numbers_in_digits(app: App) -> None:
    menu = app.menus.online.create_menu().menu
    seats = menu.items[1]
    assert seats.spoken() == f"{t('create-seats')}: два"
    assert seats.shown() == f"{t('create-seats')}: 2"
