"""Every sentence about a damaged file of the player's is in the player's
language and names things as the menus do («Подробность», never
"verbosity"; «Двадцать, сложный», never "twenty/hard"); where the language
itself is in a damaged settings file, the language the file still names is
used if that setting is sound."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import asdict, fields
from pathlib import Path

import pytest

from game.app.keymap import load_keymap
from game.app.saves import SaveError, load_game, save_game
from game.app.setting_words import SETTING_WORDS
from game.app.settings import Settings, load_settings
from game.app.stats import Record, load_stats
from game.games import spec
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


def test_a_damaged_statistics_entry_is_named_as_the_statistics_menu_does(
        tmp_path: Path) -> None:
    """By the game's name and the level, as Statistics lists it; an entry of
    no game this version has keeps the file's own name."""
    impossible = asdict(Record(played=3, won=5, lost=0, best_streak=5))
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"format": 1, "records": {
        "twenty/hard": impossible, "chess/normal": asdict(Record(played=1, lost=1)),
        "phase10/easy": asdict(Record(played=2, won=1, lost=1, best_streak=1))}}),
        encoding="utf-8")
    set_language("ru")
    stats, sentence = load_stats(path)
    assert list(stats.records) == ["phase10/easy"]
    assert sentence == (
        f"Файл статистики {path}: повреждённые записи «Двадцать, сложный» и «chess/normal»"
        f" отложены в {path}.bad; все остальные записи сохранены.")


@pytest.mark.parametrize(("field", "value", "words"), [
    ("players", "nobody", "в нём повреждён список игроков"),
    ("seed", "many", "в нём повреждена записанная тасовка"),
    ("options", {"match_points": 10**9}, "в нём повреждены параметры игры"),
])
def test_a_damaged_save_header_is_said_in_words_not_by_its_key(
        tmp_path: Path, field: str, value: object, words: str) -> None:
    session = spec("twenty").session(2, ["normal"], 4)
    session.start()
    path = save_game(session, tmp_path / "save.jsonl")
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    head[field] = value
    path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    set_language("ru")
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert str(caught.value) == words


def test_a_key_clash_names_each_command_as_the_file_and_f1_do(tmp_path: Path) -> None:
    """The file's name finds the line; F1's words say what the command is."""
    path = tmp_path / "keymap.toml"
    path.write_text('[game]\nmy_status = ["f5"]\ntable = ["f5"]\n', encoding="utf-8")
    set_language("ru")
    _, problems = load_keymap(path, None)
    assert [p.sentence() for p in problems] == [
        f"Файл клавиш {path}: строка 3: клавиша F5 назначена сразу на my_status (мои карты и"
        " моя цель) и на table (стол). Эта привязка пропущена; все остальные клавиши"
        " из файла действуют."]
