"""Which way the game speaks is easy to find out, for when the game is
silent: said at start when ``--speech`` was given, said in Settings when
the Speech mode changes, and written to ``parlour.log`` in the data folder
on every start."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.settings import data_dir
from game.speech import TextSpeaker, VoiceSpeaker
from game.speech.screenreader import ScreenReaderSpeaker, speech_path
from game.speech.simple import PrintSpeaker, TeeSpeaker
from game.speech.speechd import SpeechDispatcherSpeaker

TEXT_ONLY = "Speech goes through no voice: messages are shown as text only."


def test_start_with_speech_says_which_way_and_logs_it(capsys: pytest.CaptureFixture[str]) -> None:
    app = App(AppOptions(speech="text"))  # a window, on SDL's dummy driver (conftest)
    try:
        assert app.last_words[0] == TEXT_ONLY
        assert TEXT_ONLY in capsys.readouterr().err.splitlines()
    finally:
        app.close()
    log = (data_dir() / "parlour.log").read_text(encoding="utf-8")
    assert "speech: text goes through text (text)" in log


def test_without_speech_on_the_command_line_nothing_is_said_but_the_log() -> None:
    app = App(AppOptions(speech=None))
    try:
        assert not any(w.startswith("Speech goes through") for w in app.last_words)
        assert app.log_path == data_dir() / "parlour.log"
    finally:
        app.close()
    assert "goes through" in (data_dir() / "parlour.log").read_text(encoding="utf-8")


def test_changing_the_speech_mode_in_settings_says_the_new_way() -> None:
    app = App(AppOptions(speech="voice"))
    try:
        app.press("s")  # Settings
        app.press("return")
        app.press("right")  # Speech: from the own voice to text only
        assert isinstance(app.speaker, TextSpeaker)
        assert app.last_words[-1] == TEXT_ONLY
        app.press("down")  # the rate: no sentence about the way
        app.press("left")
        assert TEXT_ONLY not in app.last_words[-1:]
    finally:
        app.close()


def test_each_speaker_is_named_by_what_it_is() -> None:
    class Output:
        name = "NVDA"

    speechd = object.__new__(SpeechDispatcherSpeaker)
    assert speech_path(speechd) == ("speechd", "Speech Dispatcher")
    assert speech_path(TeeSpeaker(PrintSpeaker(), speechd))[0] == "speechd"  # --headless
    assert speech_path(ScreenReaderSpeaker(Output())) == ("screenreader", "NVDA")
    assert speech_path(ScreenReaderSpeaker(Output(), name="voice"))[0] == "sapi5"
    voice = object.__new__(VoiceSpeaker)
    voice.name = "voice"
    assert speech_path(voice)[0] == "voice"
    assert speech_path(TextSpeaker()) == ("text", "text")


def test_the_log_is_this_runs_only(tmp_path: Path) -> None:
    for _ in range(2):
        App(AppOptions(speech="text")).close()
    log = (data_dir() / "parlour.log").read_text(encoding="utf-8")
    assert log.count("goes through") == 1
