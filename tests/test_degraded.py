"""A machine with parts missing: no audio device, no speech engine, a corrupt
settings file. Each gives one clear sentence and the game still plays."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

import pytest

import game.app.settings as settings_module
import game.speech
from game.app.launch_words import speech_sentences as fallback_sentences
from game.app.settings import Settings, load_settings, save_settings
from game.i18n import t
from game.speech import TextSpeaker, choose_speaker
from game.speech.base import BackendUnavailable
from tests.helpers_app import app_env, run_driver, run_headless, spoken_lines, write_settings

NO_SOUND = "No audio device was found, so the game plays without sound."
STATUS = re.compile(r"^You hold 7 cards: ")


def assert_full_sentence(text: str) -> None:
    """A sentence a player can take in: capital first, full stop last, one line,
    no unfilled placeholder and no Python names."""
    assert text[0].isupper(), text
    assert text.endswith("."), text
    assert "\n" not in text and "{$" not in text, text
    assert not re.search(r"\b[A-Z][a-z]+(Error|Exception)\b|\bpyttsx3\b|_", text), text


# -- no audio device -----------------------------------------------------------------------


def drive(tmp_path: Path, audio_driver: str, keys: list[str]) -> tuple[dict[str, Any], str]:
    """The real App (not headless) with a recording speaker, on ``audio_driver``."""
    write_settings(tmp_path, pace="instant")
    state = tmp_path / "state.json"
    env = app_env(tmp_path, SDL_AUDIODRIVER=audio_driver)
    result = run_driver(tmp_path, {"keys": keys, "speech": "record", "seed": 5,
                                   "state": str(state)}, env)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return json.loads(state.read_text(encoding="utf-8")), result.stderr


def test_the_sentence_is_the_catalogs() -> None:
    assert t("sound-no-device") == NO_SOUND


def test_without_an_audio_device_the_game_says_so_once_and_plays(tmp_path: Path) -> None:
    state, stderr = drive(tmp_path, "nosuchdriver", ["return", "f2", "right"])
    assert state["mixer_ready"] is False
    spoken = state["spoken"]
    assert spoken.count(NO_SOUND) == 1
    assert spoken[0] == NO_SOUND                      # before the main menu
    assert spoken[1].startswith("Parlour, main menu. Play")
    assert NO_SOUND in stderr.splitlines()            # printed as well
    assert state["screen"] == "GameScreen"
    assert any(STATUS.match(s) for s in spoken)       # F2 answered
    assert re.fullmatch(r".+, \d of 7", spoken[-1])   # Right moved along the hand


def test_with_an_audio_device_nothing_is_said_about_sound(tmp_path: Path) -> None:
    state, stderr = drive(tmp_path, "dummy", ["return"])
    assert state["mixer_ready"] is True
    assert NO_SOUND not in state["spoken"]
    assert NO_SOUND not in stderr


# -- no speech engine ------------------------------------------------------------------------


@pytest.fixture
def no_speech_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """pyttsx3 cannot be imported, and there is no screen reader or system voice."""

    def missing(**_: object) -> None:
        raise BackendUnavailable("not-running", "none in this test")

    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    monkeypatch.setattr(game.speech, "open_screen_reader", missing)
    monkeypatch.setattr(game.speech, "open_system_voice", missing)


def speech_sentences(mode: str) -> tuple[Any, list[str]]:
    speaker, notices = choose_speaker(mode, mixer_ready=True)
    return speaker, fallback_sentences(notices, speaker)


@pytest.mark.parametrize("mode", ["auto", "voice"])
def test_without_a_speech_engine_the_text_speaker_is_chosen_and_said_clearly(
    no_speech_engine: None, mode: str
) -> None:
    speaker, sentences = speech_sentences(mode)
    assert isinstance(speaker, TextSpeaker)
    assert sentences, "the player must be told that nothing will be spoken"
    for sentence in sentences:
        assert_full_sentence(sentence)
    said = " ".join(sentences)
    assert "no speech engine is installed" in said
    assert "text" in said


def test_without_a_speech_engine_auto_says_one_sentence(no_speech_engine: None) -> None:
    _, sentences = speech_sentences("auto")
    assert len(sentences) == 1


@pytest.mark.parametrize("mode", ["voice", "screenreader"])
def test_without_a_speech_engine_no_sentence_promises_a_voice(
    no_speech_engine: None, mode: str
) -> None:
    speaker, sentences = speech_sentences(mode)
    assert speaker.name == "text"
    assert not [s for s in sentences if "speaks with its own voice" in s]


def test_voice_mode_falling_back_to_a_screen_reader_does_not_say_text_only(
    no_speech_engine: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    reader = game.speech.RecordingSpeaker()
    reader.name = "screenreader"  # it stands in for a running screen reader
    monkeypatch.setattr(game.speech, "open_screen_reader", lambda **_: reader)
    speaker, sentences = speech_sentences("voice")
    assert speaker is reader
    assert sentences
    assert not [s for s in sentences if "text only" in s]


# -- corrupt settings -------------------------------------------------------------------------

CORRUPT = {
    "invalid-json": ('{"speech": "auto",', "could not be read"),
    "empty": ("", "could not be read"),
    "not-an-object": ("[1, 2, 3]", "not a JSON object"),
}
#: One setting bad, beside a good one: only it goes back to its default.
BAD_SETTING = {
    # Named as the menus name them, never by the file's key.
    "wrong-type-string": ({"opponents": "two"}, "“Opponents”"),
    "wrong-type-bool": ({"muted": 1}, "“Sound cues”"),
    "out-of-range-number": ({"opponents": 9}, "“Opponents”"),
    "out-of-range-volume": ({"sound_volume": 1.5}, "“Sound volume”"),
    "out-of-range-choice": ({"pace": "warp"}, "“Computer players' pace”"),
}


@pytest.mark.parametrize("case", sorted(CORRUPT))
def test_a_corrupt_settings_file_gives_defaults_one_sentence_and_a_bad_copy(
    tmp_path: Path, case: str
) -> None:
    text, fault = CORRUPT[case]
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, sentence = load_settings(path)
    assert settings == Settings()
    assert sentence is not None
    assert sentence.startswith(f"Settings file {path} could not be read")
    assert fault in sentence
    assert sentence.endswith("so default settings are used.")
    assert "\n" not in sentence
    assert not path.exists()
    bad = tmp_path / "settings.json.bad"
    assert bad.read_text(encoding="utf-8") == text    # moved aside, not deleted
    assert load_settings(path) == (Settings(), None)  # and it is said only once


@pytest.mark.parametrize("case", sorted(BAD_SETTING))
def test_a_bad_setting_goes_back_to_its_default_and_the_others_stay(
    tmp_path: Path, case: str
) -> None:
    values, name = BAD_SETTING[case]
    text = json.dumps({"theme": "paper", **values})
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, sentence = load_settings(path)
    assert settings == Settings(theme="paper")
    assert sentence is not None and "\n" not in sentence
    assert sentence.startswith(f"Settings file {path}: {name} was damaged and is back at its"
                               " default; every other setting is kept")
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == text  # a copy
    assert load_settings(path) == (settings, None)  # the good part written back: said once


def test_a_second_corrupt_file_does_not_delete_the_first_bad_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for text in ('{"first": ', '{"second": '):
        path.write_text(text, encoding="utf-8")
        assert load_settings(path)[1] is not None
    kept = {p.read_text(encoding="utf-8") for p in tmp_path.iterdir()}
    assert kept == {'{"first": ', '{"second": '}


def test_undecodable_settings_bytes_are_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'\xff\xfe{"pace": "fast"}')
    settings, sentence = load_settings(path)
    assert settings == Settings()
    assert sentence is not None and str(path) in sentence
    assert (tmp_path / "settings.json.bad").read_bytes() == b'\xff\xfe{"pace": "fast"}'


def test_a_good_settings_file_is_read_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"pace": "fast", "opponents": 3, "voice_volume": 1}),
                    encoding="utf-8")
    settings, sentence = load_settings(path)
    assert sentence is None
    assert (settings.pace, settings.opponents, settings.voice_volume) == ("fast", 3, 1)
    assert path.exists() and not (tmp_path / "settings.json.bad").exists()


def test_the_headless_app_says_and_prints_the_settings_problem_and_plays(
    tmp_path: Path,
) -> None:
    path = write_settings(tmp_path, opponents=9)
    result = run_headless(tmp_path, ["return", "shift+f2", "f2"], "--profile", str(path.parent))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    lines = spoken_lines(result)
    expected = t("settings-partly", file=str(path), names="“Opponents”", count=1,
                 kept=str(path.parent / "settings.json.bad"))
    assert lines[0] == expected
    assert expected in result.stderr.splitlines()
    assert "Ada: 7 cards and Boris: 7 cards." in result.stdout  # the default 2 opponents
    assert STATUS.match(lines[-1])
    assert (path.parent / "settings.json.bad").exists()


def test_save_settings_writes_a_temporary_file_then_renames_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(pace="slow"), path)
    renames: list[tuple[Path, Path]] = []
    real_replace = os.replace

    def spy(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        src_path, dst_path = Path(src), Path(dst)
        renames.append((src_path, dst_path))
        # At the moment of the rename the old copy is whole and the new one complete.
        assert json.loads(dst_path.read_text(encoding="utf-8"))["pace"] == "slow"
        assert json.loads(src_path.read_text(encoding="utf-8"))["pace"] == "fast"
        real_replace(src, dst)

    monkeypatch.setattr(settings_module.os, "replace", spy)
    save_settings(Settings(pace="fast"), path)
    assert len(renames) == 1
    src, dst = renames[0]
    assert dst == path and src.parent == path.parent and src != path
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    assert load_settings(path) == (Settings(pace="fast"), None)


def test_a_failed_save_keeps_the_old_file_and_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(opponents=4), path)
    before = path.read_bytes()

    def refuse(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(settings_module.os, "replace", refuse)
    with pytest.raises(OSError, match="disk full"):
        save_settings(Settings(opponents=1), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_save_settings_creates_the_config_folder(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "settings.json"
    save_settings(Settings(level="hard"), path)
    assert load_settings(path) == (Settings(level="hard"), None)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("text, fault", [
    (json.dumps({"format": 1, "records": {}}), "it is not a settings file"),  # foreign
    (json.dumps({"format": 2, "pace": "fast"}), "it is of format 2, newer than this version"),
])
def test_a_foreign_or_future_settings_file_is_refused(tmp_path: Path, text: str,
                                                      fault: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, sentence = load_settings(path)
    assert settings == Settings()
    assert sentence is not None and fault in sentence
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == text


def test_saved_settings_carry_their_format_and_load_back(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(pace="fast"), path)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 1
    assert load_settings(path) == (Settings(pace="fast"), None)
