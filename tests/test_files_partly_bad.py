"""The player's files when part of them is bad, or they are not where the
game expects a file: every good setting and key is kept and the
sentence names what was set aside; Notepad's "UTF-8 with BOM" is read; a
link to nowhere is said and left a link; and no sentence passes on Python's
own error text, whatever the system refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from game.app.keymap import load_keymap
from game.app.saves import SaveError, load_game
from game.app.settings import Settings, load_settings, save_settings
from game.app.stats import load_stats
from game.i18n import set_language
from tests.test_files_fuzz import RAW_ERROR_TEXT

BOM = b"\xef\xbb\xbf"


def test_one_bad_setting_keeps_the_theme_and_the_zoom(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"format": 1, "theme": "paper", "zoom": 200, "pace": "glacial",
                       "voice_rate": "fast"})
    path.write_text(text, encoding="utf-8")
    settings, sentence = load_settings(path)
    assert (settings.theme, settings.zoom) == ("paper", 200)
    assert (settings.pace, settings.voice_rate) == (Settings().pace, Settings().voice_rate)
    assert sentence == (f"Settings file {path}: “Voice rate, words a minute” and “Computer"
                        " players' pace” were damaged and are back"
                        " at their defaults; every other setting is kept, and the file as it"
                        f" was is kept as {path}.bad.")
    assert Path(f"{path}.bad").read_text(encoding="utf-8") == text
    assert load_settings(path) == (settings, None)  # written back: the next start is quiet


def test_one_bad_key_binding_keeps_the_players_other_keys(tmp_path: Path) -> None:
    path = tmp_path / "keymap.toml"
    text = '[game]\nmy_status = ["f5"]\ntable = ["f6"]\nsort = ["hyperspace"]\n'
    path.write_text(text, encoding="utf-8")
    keymap, problems = load_keymap(path, None)
    assert [c.label() for c in keymap.keys_for("my_status")] == ["F5"]
    assert [c.label() for c in keymap.keys_for("table")] == ["F6"]
    assert [c.label() for c in keymap.keys_for("sort")] == ["F4"]  # the default stays
    assert [p.sentence() for p in problems] == [
        f"Key map {path}: line 4: hyperspace is not a key name. That binding is left out;"
        " every other key in the file is kept."]
    assert path.read_text(encoding="utf-8") == text  # the player's own file, untouched


def test_files_saved_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    settings_file = tmp_path / "settings.json"
    save_settings(Settings(theme="paper", zoom=150), settings_file)
    settings_file.write_bytes(BOM + settings_file.read_bytes())
    settings, problem = load_settings(settings_file)
    assert problem is None and (settings.theme, settings.zoom) == ("paper", 150)
    keys = tmp_path / "keymap.toml"
    keys.write_bytes(BOM + b'[game]\nmy_status = ["f5"]\n')
    keymap, problems = load_keymap(keys, None)
    assert problems == [] and [c.label() for c in keymap.keys_for("my_status")] == ["F5"]


def test_a_settings_link_to_nowhere_is_said_and_stays_a_link(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    target = tmp_path / "elsewhere" / "settings.json"
    path.symlink_to(target)
    settings, sentence = load_settings(path)
    assert settings == Settings()
    assert sentence == (f"Settings file {path} could not be read (it is a link to {target},"
                        " which does not exist), so default settings are used.")
    assert path.is_symlink() and not Path(f"{path}.bad").exists()
    target.parent.mkdir()
    save_settings(Settings(theme="white"), path)  # once there, written through the link
    assert path.is_symlink() and load_settings(target)[0].theme == "white"


def test_a_key_map_link_to_nowhere_is_said(tmp_path: Path) -> None:
    path = tmp_path / "keymap.toml"
    path.symlink_to(tmp_path / "gone.toml")
    _, problems = load_keymap(path, None)
    assert [p.sentence() for p in problems] == [
        f"Key map problem in {path}: the file cannot be read (it is a link to"
        f" {tmp_path / 'gone.toml'}, which does not exist). The default keys are used."]


def _save_fault(path: Path) -> str | None:
    try:
        load_game(path)
    except SaveError as err:
        return str(err)
    return None


#: Each loader, and what it says about a file (None: nothing to say).
LOADERS: list[Callable[[Path], str | None]] = [
    lambda path: load_settings(path)[1],
    lambda path: load_stats(path)[1],
    lambda path: " ".join(p.sentence() for p in load_keymap(path, None)[1]) or None,
    _save_fault,
]


def _folder(path: Path) -> None:
    path.mkdir()


def _latin1(path: Path) -> None:
    path.write_bytes(b'{"theme": "\xe9"}')


def _unterminated(path: Path) -> None:
    path.write_text('{"theme": "paper', encoding="utf-8")


def _loop(path: Path) -> None:
    path.symlink_to(path)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("make", [_folder, _latin1, _unterminated, _loop],
                         ids=lambda f: f.__name__.strip("_"))
def test_no_sentence_passes_on_pythons_error_text(
    tmp_path: Path, make: Callable[[Path], None], lang: str
) -> None:
    """A folder where a file should be ("[Errno 21] Is a directory"), text
    that is not UTF-8, JSON cut off ("Unterminated string starting at"), a
    link in a circle: each loader says it in the catalog's words."""
    set_language(lang)
    for n, loader in enumerate(LOADERS):
        folder = tmp_path / f"profile-{n}"  # each loader its own: some move a bad file aside
        folder.mkdir()
        path = folder / "file"
        make(path)
        sentence = loader(path)
        assert sentence and "\n" not in sentence, (n, sentence)
        for raw in RAW_ERROR_TEXT:
            assert raw not in sentence, (raw, sentence)
