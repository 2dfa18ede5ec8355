"""Every sentence about a damaged settings file is in the player's language
and names each setting as its menu does («Подробность», never
"verbosity"); where the language itself is in the damaged file, the
language the file still names is used if that setting is sound."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest

from game.app.setting_words import SETTING_WORDS
from game.app.settings import Settings, load_settings
from game.i18n import DEFAULT_LANG, catalog, languages, set_language
from tests.helpers_app import app_env, run_headless, write_settings


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    set_language(DEFAULT_LANG)
    yield
    set_language(DEFAULT_LANG)


def test_a_russian_players_damaged_setting_is_said_in_russian_by_its_menu_name(
        tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "verbosity": "loud", "language": "ru"}),
                    encoding="utf-8")
    settings, sentence = load_settings(path)  # the language in use is still English
    assert (settings.language, settings.verbosity) == ("ru", "full")
    assert sentence == (
        f"Файл настроек {path}: повреждённая настройка «Подробность» возвращена к значению"
        " по умолчанию; остальные настройки сохранены, а файл в прежнем виде оставлен под"
        f" именем {path}.bad.")


def test_a_damaged_language_falls_back_to_the_language_in_use(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "pace": "glacial", "language": 7}),
                    encoding="utf-8")
    set_language("ru")
    _, sentence = load_settings(path)
    assert sentence is not None
    assert "«Язык»" in sentence and "«Темп компьютерных игроков»" in sentence
    assert sentence.startswith("Файл настроек")


def test_lang_on_the_command_line_says_it_in_that_language(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "theme": "purple", "language": "ru"}),
                    encoding="utf-8")
    _, sentence = load_settings(path, lang="en")
    assert sentence is not None and "“Colours on screen” was damaged" in sentence


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_setting_has_words_in_every_language(lang: str) -> None:
    """A new setting without menu words would be named by its key."""
    assert set(SETTING_WORDS) == {f.name for f in fields(Settings)}
    words = catalog(lang)
    for message in SETTING_WORDS.values():
        assert words(message).strip()
    assert lang in languages()


def test_the_game_says_a_russian_players_damaged_settings_in_russian(tmp_path: Path) -> None:
    """The whole launch: the system is English, the file says Russian."""
    write_settings(tmp_path, format=1, verbosity="loud", language="ru")
    env = app_env(tmp_path, LANG="en_GB.UTF-8", LANGUAGE="", LC_ALL="", LC_MESSAGES="")
    result = run_headless(tmp_path, [], "--profile", str(tmp_path / "config"), env=env)
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith("Файл настроек "), result.stderr
    assert "«Подробность»" in result.stderr and "verbosity" not in result.stderr
