"""The main menu's opening is said before the games are loaded, in
the same words, through the speaker the game then keeps; it is not said twice."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import early, saves
from game.app.main import App, AppOptions
from game.app.settings import settings_path, user_keymap_path
from game.i18n import set_language
from game.speech import RecordingSpeaker

ROOT = Path(__file__).resolve().parents[1]

# Starts the game as a player does, with a speaker that notes, at its first
# word, which of the game's modules were imported by then, and ends the run.
PROBE = """
import json, os, sys
import game.speech

class Probe(game.speech.RecordingSpeaker):
    name = "probe"

    def speak(self, text, interrupt):
        loaded = sorted(m for m in sys.modules
                        if m.startswith(("game.games", "game.app.main", "game.app.menus")))
        print(json.dumps({"text": text, "loaded": loaded}), flush=True)
        os._exit(0)

game.speech.choose_speaker = lambda *args, **kwargs: (Probe(), [])
from game.cli import main
main(sys.argv[1:])
"""


def first_word(tmp_path: Path, *args: str) -> dict[str, object]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return result


def told_profile() -> None:
    """A profile whose player heard the main menu name the help key before."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"keys_told": [early.MENU_TOLD]}), encoding="utf-8")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Parlour, main menu. Play, 1 of 12"),
    ("ru", None),  # the Russian opening, as the app's menu says it
])
def test_first_word_is_said_before_the_games_are_imported(
        tmp_path: Path, lang: str, words: str | None) -> None:
    told_profile()
    heard = first_word(tmp_path, "--lang", lang)
    assert heard["loaded"] == []  # no game, no menus, no app loop yet
    set_language(lang)
    assert heard["text"] == (words or early.main_menu_opening())


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Parlour, main menu. Play, 1 of 12. F1 lists the keys on any screen."),
    ("ru", "Parlour, главное меню. Играть, один из двенадцати."
           " F1 перечисляет клавиши на любом экране."),
])
def test_a_new_profiles_first_words_name_the_help_key(tmp_path: Path, lang: str,
                                                      words: str) -> None:
    heard = first_word(tmp_path, "--lang", lang)
    assert heard == {"text": words, "loaded": []}  # in the first speech, before any game


def test_the_early_help_key_is_the_players_own(tmp_path: Path) -> None:
    keymap = user_keymap_path()
    keymap.parent.mkdir(parents=True, exist_ok=True)
    keymap.write_text('[global]\nhelp = ["f12"]\n', encoding="utf-8")
    other = tmp_path / "other.toml"
    other.write_text('[global]\nhelp = ["f10"]\n', encoding="utf-8")
    assert first_word(tmp_path)["text"] == (
        "Parlour, main menu. Play, 1 of 12. F12 lists the keys on any screen.")
    assert first_word(tmp_path, "--keymap", str(other))["text"] == (  # --keymap comes last
        "Parlour, main menu. Play, 1 of 12. F10 lists the keys on any screen.")


def test_the_early_words_are_the_main_menus_own(tmp_path: Path) -> None:
    for lang in ("en", "ru"):
        set_language(lang)
        app = App(AppOptions(headless=True, lang=lang), speaker=RecordingSpeaker())
        try:
            assert [u.text for u in app.menus.main_menu().opening()] == [
                early.main_menu_opening()]
        finally:
            app.close()
    assert early.SAVE_FILE == saves.SAVE_FILE


def test_the_app_does_not_say_the_opening_again(tmp_path: Path) -> None:
    told_profile()
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker, said=early.main_menu_opening())
    try:
        assert speaker.spoken == []  # heard already
        assert app.last_words == ["Parlour, main menu. Play, 1 of 12"]
        app.press("down")
        assert speaker.spoken == [("Game: Twenty, 2 of 12", True)]
    finally:
        app.close()


def test_a_new_profiles_early_words_are_not_said_again(tmp_path: Path) -> None:
    said = early.first_menu_opening(early.main_menu_opening(), "F1")
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker, said=said)
    try:
        assert speaker.spoken == []  # heard already, the help key with it
        assert app.last_words == [said]
        assert app.settings.keys_told == [early.MENU_TOLD]  # the next start: as before
    finally:
        app.close()


def test_other_early_words_are_corrected(tmp_path: Path) -> None:
    told_profile()
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker, said="Parlour, main menu.")
    try:
        assert speaker.spoken == [("Parlour, main menu. Play, 1 of 12", True)]
    finally:
        app.close()


def test_a_saved_game_waits_for_the_app(tmp_path: Path) -> None:
    # The menu would offer the saved game first: its words need the games.
    (tmp_path / "data").mkdir(exist_ok=True)
    (tmp_path / "data" / saves.SAVE_FILE).write_text("{}\n", encoding="utf-8")
    heard = first_word(tmp_path)
    assert "game.games" in heard["loaded"]  # type: ignore[operator]


def test_a_problem_found_later_is_queued_after_the_early_words(tmp_path: Path) -> None:
    # A broken key map is found only once the app loads: its sentence waits
    # for the early opening instead of cutting it, and the opening follows,
    # as without the early words, so the last words say where the focus is.
    broken = tmp_path / "keys.toml"
    broken.write_text('[game]\nmy_status = ["nosuchkey"]\n', encoding="utf-8")
    told_profile()
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, keymap=broken), speaker=speaker,
              said=early.main_menu_opening())
    try:
        (problem, cuts), menu = speaker.spoken
        assert problem.startswith(f"Key map {broken}: line 2:") and not cuts
        assert menu == ("Parlour, main menu. Play, 1 of 12", False)
    finally:
        app.close()
