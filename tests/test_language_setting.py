"""The language setting: Settings → Language
switches at once, menus included; ``--lang`` chooses for one run and is never
written to the settings; the default is the system's language where the
game has it, else English."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_app import app_env, press, run_headless, write_settings

from game.app.main import App, AppOptions
from game.app.settings import Settings, load_settings, save_settings
from game.i18n import DEFAULT_LANG, current_language, set_language, system_language, t
from game.speech import RecordingSpeaker, VoiceInfo


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The current language is the process's: leave it English for other tests."""
    yield
    set_language(DEFAULT_LANG)


@pytest.mark.parametrize(("env", "lang"), [
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANGUAGE": "ru:en", "LANG": "en_GB.UTF-8"}, "ru"),
    ({"LANGUAGE": "", "LC_ALL": "", "LANG": "ru_UA.UTF-8"}, "ru"),
    ({"LANG": "de_DE.UTF-8"}, "en"),  # a language the game lacks
    ({"LANGUAGE": "de:ru"}, "ru"),  # the first of the list the game has
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_default_is_the_systems_language_where_the_game_has_it(
        env: dict[str, str], lang: str) -> None:
    assert system_language(env) == lang


def test_language_and_voice_are_kept_in_the_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(language="ru", voice={"ru": "zle/ru"}), path)
    settings, problem = load_settings(path)
    assert problem is None
    assert (settings.language, settings.voice) == ("ru", {"ru": "zle/ru"})


def test_a_damaged_language_value_is_a_settings_problem(tmp_path: Path) -> None:
    path = write_settings(tmp_path, language="../../etc")
    settings, problem = load_settings(path)
    assert problem is not None and settings.language == ""


def test_the_language_item_switches_at_once_menus_included() -> None:
    app = App(AppOptions(headless=True, seed=3, lang="en"), speaker=RecordingSpeaker())
    try:
        press(app, "s", "return")  # Settings
        for _ in range(12):
            if press(app, "down")[-1].startswith(t("setting-language")):
                break
        words = press(app, "right")
        assert current_language() == "ru"
        # The item itself, said again in Russian, and the menus rebuilt in it.
        # (eighteen: "Say who comes online" was added before Back)
        assert words[-1] == "Русский. Язык: Русский, тринадцать из восемнадцати"
        assert app.screen.lines()[0] == "Настройки"
        assert press(app, "escape")[-1].startswith("Parlour, главное меню. Настройки, ")
        assert json.loads((Path(app_env_config()) / "settings.json").read_text())[
            "language"] == "ru"
        # And back: the language menu names each language in itself.
        press(app, "return")
        for _ in range(12):
            if press(app, "down")[-1].startswith("Язык"):
                break
        assert press(app, "left")[-1].startswith("English. Language: English")
        assert current_language() == "en"
    finally:
        app.close()


def app_env_config() -> str:
    import os

    return os.environ["PARLOUR_CONFIG_DIR"]


def test_a_language_kept_in_the_settings_is_used_and_lang_overrides_it(tmp_path: Path) -> None:
    write_settings(tmp_path, language="ru")
    env = app_env(tmp_path)
    result = run_headless(tmp_path, [], "--profile", str(tmp_path / "config"), env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Parlour, главное меню. Играть, один из")
    result = run_headless(tmp_path, [], "--lang", "en", "--profile", str(tmp_path / "config"),
                          env=env)
    assert result.stdout.startswith("Parlour, main menu. Play, 1 of")


def test_lang_on_the_command_line_is_never_written(tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    profile.mkdir()
    settings = write_settings(tmp_path, pace="slow")
    # The keys change a setting (sound cues), so the settings are written.
    # Settings is the 6th item of the main menu, sound cues the 8th of Settings.
    result = run_headless(tmp_path, [*["down"] * 5, "return", *["down"] * 7, "right"],
                          "--lang", "ru", "--settings", str(settings), "--profile", str(profile))
    assert result.returncode == 0, result.stderr
    assert "Звуковые сигналы" in result.stdout
    kept = json.loads(settings.read_text(encoding="utf-8"))
    assert kept["muted"] is True  # the change was written...
    assert kept["language"] == ""  # ...but not the run's language
    assert kept["pace"] == "slow"


def test_problems_at_start_are_said_in_the_language(tmp_path: Path) -> None:
    """The language is known before the first sentence: a damaged settings
    file is reported in the system's language, a broken key map in the
    language the settings keep."""
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text("{", encoding="utf-8")
    env = app_env(tmp_path, LANG="ru_RU.UTF-8", LANGUAGE="", LC_ALL="", LC_MESSAGES="")
    result = run_headless(tmp_path, [], "--profile", str(config), env=env)
    assert result.stderr.startswith("Не удалось прочитать файл настроек"), result.stderr
    write_settings(tmp_path, language="ru")
    (config / "keymap.toml").write_text("[game]\nplay = ['nokey']\n", encoding="utf-8")
    env = app_env(tmp_path, LANG="en_GB.UTF-8", LANGUAGE="", LC_ALL="", LC_MESSAGES="")
    result = run_headless(tmp_path, [], "--profile", str(config), env=env)
    assert result.stderr.startswith("Файл клавиш "), result.stderr


class VoicedSpeaker(RecordingSpeaker):
    """A recording speaker that speaks by language and has voices, as the
    game's own voice does."""

    name = "voice"

    def __init__(self) -> None:
        super().__init__()
        self.language = "en"

    def voices(self) -> list[VoiceInfo]:
        return [VoiceInfo("gmw/en", "English", ("en",)), VoiceInfo("zle/ru", "Russian", ("ru",)),
                VoiceInfo("zle/ru-lv", "Russian (Latvia)", ("ru-lv",))]


def test_the_voice_chooser_lists_the_languages_voices_first_and_keeps_the_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(AppOptions(headless=True, seed=3, lang="ru"), speaker=VoicedSpeaker())
    chosen: list[str] = []

    def choose() -> tuple[VoicedSpeaker, list[object]]:
        chosen.append(app.settings.voice.get("ru", ""))
        return VoicedSpeaker(), []

    monkeypatch.setattr(app, "_choose_speaker", choose)  # the voice chosen again, at once
    try:
        settings = app.menus.settings_menu()
        voice = next(item for item in settings.menu.items if item.label == "Голос")
        assert [c.label for c in voice.choices] == [
            "автоматически, голос языка игры", "Russian", "Russian (Latvia)", "English"]
        app.menus.change_voice("zle/ru-lv")
        assert chosen == ["zle/ru-lv"]
        assert app.settings.voice == {"ru": "zle/ru-lv"}
        saved = json.loads((Path(app_env_config()) / "settings.json").read_text())
        assert saved["voice"] == {"ru": "zle/ru-lv"}
        again = app.menus.settings_menu()
        voice = next(item for item in again.menu.items if item.label == "Голос")
        assert voice.value == "zle/ru-lv"
    finally:
        app.close()
