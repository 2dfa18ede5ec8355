"""Game options (Twenty's target and deal limit, every game's) are kept in
the settings, per game, as the game, opponents and level are: the next
start offers and plays them. Read back, each is checked like every setting:
a damaged value goes back to the game's default and the sentence names it
as the options menu does."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.app.settings import Settings, load_settings, save_settings
from game.i18n import DEFAULT_LANG, set_language
from game.speech import RecordingSpeaker
from tests.helpers_app import press


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language(DEFAULT_LANG)


def start(path: Path) -> App:
    return App(AppOptions(headless=True, seed=3, lang="en", settings_file=path),
               speaker=RecordingSpeaker())


def open_options(app: App) -> None:
    """Game options, from the main menu."""
    menu = app.screen.menu
    menu.focus = next(i for i, item in enumerate(menu.items) if item.action == "game_options")
    press(app, "return")


def test_twentys_target_and_deal_limit_are_remembered_at_the_next_start(
        tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    app = start(path)
    try:
        open_options(app)
        assert press(app, "right") == ["50"]
        press(app, "down", "right", "right")  # deal limit 50 -> 20 -> 100
        assert app.screen.menu.items[1].value == 100
    finally:
        app.close()
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert kept["game_options"] == {"twenty": {"match_points": 50, "deal_limit": 100}}
    app = start(path)
    try:
        open_options(app)
        assert [item.value for item in app.screen.menu.items[:2]] == [50, 100]
        press(app, "escape")
        menu = app.screen.menu
        menu.focus = next(i for i, item in enumerate(menu.items) if item.action == "play")
        press(app, "return")
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.side.options == {"match_points": 50, "deal_limit": 100}
    finally:
        app.close()


def test_an_option_set_back_to_its_default_leaves_the_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(game_options={"twenty": {"match_points": 50}}), path)
    app = start(path)
    try:
        open_options(app)
        press(app, "left")  # 50 -> 100, the default
    finally:
        app.close()
    assert json.loads(path.read_text(encoding="utf-8"))["game_options"] == {}


def test_a_damaged_game_option_goes_back_to_its_default_and_is_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "pace": "fast", "game_options": {
        "twenty": {"match_points": 200, "deal_limit": 7},
        "phase10": {"no_such_option": 1},
    }}), encoding="utf-8")
    settings, sentence = load_settings(path)
    assert settings.pace == "fast"
    assert settings.game_options == {"twenty": {"match_points": 200}}
    assert sentence == (
        f"Settings file {path}: “Twenty: Most deals in a match” and “Phase 10: no_such_option”"
        " were damaged and are back at their defaults; every other setting is kept, and the"
        f" file as it was is kept as {path}.bad.")
    assert load_settings(path) == (settings, None)  # written back: the next start is quiet


def test_game_options_not_a_mapping_are_damage_too(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "game_options": ["twenty", 50]}),
                    encoding="utf-8")
    set_language("ru")
    settings, sentence = load_settings(path)
    assert settings.game_options == {}
    assert sentence is not None and "«Параметры игры»" in sentence


def test_the_app_checks_options_of_settings_read_before_the_games(tmp_path: Path) -> None:
    """The early opening reads the settings without loading the games; the
    app then checks their game options, and says what it put back."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "game_options": {
        "twenty": {"match_points": 75}}}), encoding="utf-8")
    early, problem = load_settings(path, games=False)
    assert problem is None
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=3, lang="en", settings_file=path),
              speaker=speaker, settings=early)
    try:
        assert app.settings.game_options == {}
        assert any("“Twenty: Match to, points” was damaged" in text for text in speaker.texts)
    finally:
        app.close()
