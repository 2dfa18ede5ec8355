"""The launch's first word comes sooner. The main menu's opening
is kept from one launch to the next (``game/app/early.py``), so a launch
says it without Fluent, Babel or any catalog; Speech Dispatcher's code is
imported only when it speaks; the settings early.py read are the app's
(not read twice), as its speaker is."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import early
from game.app.main import App, AppOptions
from game.app.settings import Settings, data_dir, settings_path
from game.i18n import set_language
from game.speech import RecordingSpeaker

ROOT = Path(__file__).resolve().parents[1]

#: Modules the first word must not wait for once the opening is kept.
HEAVY = ("fluent", "babel", "num2words", "pytrovich", "game.speech.speechd",
         "game.speech.ssip", "game.games", "game.app.main")

# Starts the game as a player does; at the first word a speaker notes which
# of the heavy modules were imported by then; the run ends once early.py is
# done (the opening kept), before the app would load.
PROBE = f"""
import json, os, sys
import game.speech
import game.app.early

class Probe(game.speech.RecordingSpeaker):
    name = "probe"

    def speak(self, text, interrupt):
        loaded = sorted(m for m in sys.modules if m.startswith({HEAVY!r}))
        print(json.dumps({{"text": text, "loaded": loaded}}), flush=True)

game.speech.choose_speaker = lambda *args, **kwargs: (Probe(), [])
game.app.early.EarlyWords = lambda *args: os._exit(0)
from game.cli import main
main(sys.argv[1:])
"""


@pytest.fixture(autouse=True)
def told_profile() -> None:
    """A profile launched before: its player was told the help key at the
    main menu (a new profile's first opening names it and keeps no sound of
    its own; tests/test_early_opening.py)."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"keys_told": [early.MENU_TOLD]}), encoding="utf-8")


def first_word(*args: str) -> dict[str, object]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return result


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_second_launch_says_the_opening_without_loading_a_catalog(lang: str) -> None:
    first = first_word("--lang", lang)
    assert "fluent.runtime" in first["loaded"]  # type: ignore[operator]  # made once
    kept = json.loads((data_dir() / early.OPENING_CACHE).read_text(encoding="utf-8"))
    assert kept[lang]["said"] == first["text"]
    second = first_word("--lang", lang)
    assert second == {"text": first["text"], "loaded": []}
    set_language(lang)
    assert second["text"] == early.main_menu_opening()


def test_kept_words_from_other_files_are_not_used() -> None:
    early.keep_opening("en", "Parlour, main menu. Play, 1 of 10")
    assert early.cached_opening("en") == "Parlour, main menu. Play, 1 of 10"
    path = data_dir() / early.OPENING_CACHE
    kept = json.loads(path.read_text(encoding="utf-8"))
    kept["en"]["sources"][0][1] += 1  # a catalog file changed size since
    path.write_text(json.dumps(kept), encoding="utf-8")
    assert early.cached_opening("en") is None
    assert early.cached_opening("ru") is None  # never kept


@pytest.mark.parametrize("content", ["", "{", "[]", '{"en": 3}', '{"en": {"said": 1}}'])
def test_a_damaged_cache_is_a_miss(content: str) -> None:
    path = data_dir() / early.OPENING_CACHE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    assert early.cached_opening("en") is None
    early.keep_opening("en", "words")  # and is written over
    assert early.cached_opening("en") == "words"


def test_a_folder_that_cannot_be_written_keeps_nothing_and_says_nothing(tmp_path: Path) -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / early.OPENING_CACHE).mkdir()  # where the file would go: cannot be replaced
    early.keep_opening("en", "words")
    assert early.cached_opening("en") is None


def test_the_app_keeps_the_settings_early_read(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_again(*_: object) -> object:
        raise AssertionError("the settings were read twice")

    monkeypatch.setattr("game.app.main.load_settings", read_again)
    settings = Settings(voice_rate=260)
    app = App(AppOptions(headless=True), speaker=RecordingSpeaker(),
              said=early.main_menu_opening(), settings=settings)
    try:
        assert app.settings is settings
    finally:
        app.close()
