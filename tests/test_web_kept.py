"""The browsers a web part remembers (game/web/kept.py): kept across a
restart in a private file that names no cookie, the longest unseen
forgotten first, and a damaged row read as new settings, never a failure."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.app.settings import Settings
from game.web.kept import KeptBrowsers, row_id


def test_a_browsers_settings_outlive_the_process_and_the_file_names_no_cookie(
        tmp_path: Path) -> None:
    path = tmp_path / "data" / "web-browsers-1.sqlite3"
    kept = KeptBrowsers(path, limit=10)
    settings = kept.settings("a" * 20, "ru")
    assert settings.language == "ru" and settings.online_name == ""
    settings.online_name, settings.online_token, settings.theme = "Zoe", "key-of-zoe", "paper"
    kept.keep("a" * 20, settings)
    kept.close()
    again = KeptBrowsers(path, limit=10)
    back = again.settings("a" * 20, "en")  # the browser's own language, not the header's
    assert (back.online_name, back.online_token, back.theme, back.language) == (
        "Zoe", "key-of-zoe", "paper", "ru")
    assert again.settings("b" * 20, "en") == Settings(language="en")
    again.close()
    assert path.stat().st_mode & 0o777 == 0o600
    assert b"a" * 20 not in path.read_bytes()


def test_the_longest_unseen_are_forgotten_first(tmp_path: Path) -> None:
    kept = KeptBrowsers(None, limit=3)
    for n in range(5):
        settings = kept.settings(f"browser-{n:016}", "en")
        settings.online_name = f"P{n}"
        kept.keep(f"browser-{n:016}", settings)
    assert kept.count() == 3
    assert kept.settings(f"browser-{0:016}", "en").online_name == ""  # forgotten
    assert kept.settings(f"browser-{4:016}", "en").online_name == "P4"


def test_a_damaged_row_is_new_settings(tmp_path: Path) -> None:
    path = tmp_path / "kept.sqlite3"
    KeptBrowsers(path, limit=10).close()
    db = sqlite3.connect(path)
    with db:
        db.execute("INSERT INTO browsers VALUES (?, ?, 0)", (row_id("x" * 20), "{not json"))
        db.execute("INSERT INTO browsers VALUES (?, ?, 0)",
                   (row_id("y" * 20), '{"theme": 7, "online_name": "Ann"}'))
    db.close()
    kept = KeptBrowsers(path, limit=10)
    assert kept.settings("x" * 20, "en") == Settings(language="en")
    half = kept.settings("y" * 20, "en")  # the sound setting kept, the bad one at its default
    assert half.online_name == "Ann" and half.theme == Settings().theme


def test_a_file_that_is_no_database_is_said_and_the_browsers_kept_in_memory(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "kept.sqlite3"
    path.write_bytes(b"this is another program's file, not a database" * 100)
    kept = KeptBrowsers(path, limit=10)
    assert "cannot be kept in" in capsys.readouterr().err
    settings = kept.settings("a" * 20, "ru")
    settings.online_name = "Zoe"
    kept.keep("a" * 20, settings)
    assert kept.settings("a" * 20, "en").online_name == "Zoe"
    assert path.read_bytes().startswith(b"this is another program's file")  # left as it was


def test_a_write_that_fails_is_said_once_and_the_browser_plays_on(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kept = KeptBrowsers(tmp_path / "kept.sqlite3", limit=10)
    kept.db.close()  # as a disk gone from under it
    settings = kept.settings("a" * 20, "en")
    kept.keep("a" * 20, settings)
    kept.keep("a" * 20, settings)
    assert settings == Settings(language="en")
    assert capsys.readouterr().err.count("could not be kept") == 1
