"""The voice's pitch, in every speech mode: the setting is kept and checked
like rate and volume, the Settings menu's Pitch item changes it alone, and the
game's own voice (espeak-ng) really speaks lower or higher with it."""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
from ctypes.util import find_library
from dataclasses import asdict
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.settings import Settings
from game.i18n import t
from game.speech import RecordingSpeaker, synthesize_to_wav

needs_espeak = pytest.mark.skipif(
    sys.platform.startswith("linux") and find_library("espeak-ng") is None,
    reason="espeak-ng is not installed: apt-get install espeak-ng")
needs_sox = pytest.mark.skipif(shutil.which("sox") is None, reason="sox is not installed")


def test_pitch_defaults_to_the_engines_normal_and_is_checked() -> None:
    assert Settings().voice_pitch == 50
    Settings(voice_pitch=0).check()
    Settings(voice_pitch=100).check()
    for wrong in (-1, 101):
        with pytest.raises(ValueError, match="voice_pitch"):
            Settings(voice_pitch=wrong).check()


def test_pitch_survives_a_round_trip_through_the_settings_file(tmp_path: Path) -> None:
    saved = Settings(voice_pitch=30)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(asdict(saved)))
    again = Settings(**json.loads(path.read_text()))
    again.check()
    assert again == saved


def test_the_pitch_item_changes_only_the_pitch() -> None:
    app = App(AppOptions(headless=True, seed=3, lang="en"), speaker=RecordingSpeaker())
    try:
        app.press("s")
        app.press("return")  # Settings
        menu = app.screen.menu
        labels = [item.label for item in menu.items]
        pitch = next(i for i, label in enumerate(labels) if label.startswith(t("setting-pitch")))
        # Next to rate and volume, which keep their places.
        assert labels[1].startswith(t("setting-rate"))
        assert labels[2].startswith(t("setting-voice-volume"))
        assert pitch == 3
        before = asdict(app.settings)
        menu.focus = pitch
        app.press("left")
        after = asdict(app.settings)
        assert {k for k in after if after[k] != before[k]} == {"voice_pitch"}
        assert app.settings.voice_pitch == 40
        menu.focus = pitch + 1  # verbosity, one place further down than before
        app.press("right")
        assert app.settings.verbosity != before["verbosity"]
        assert app.settings.voice_pitch == 40
    finally:
        app.close()


RATE = 4000  # samples a second after sox's low-pass: enough for a voice's fundamental


def fundamental(path: Path) -> float:
    """The median fundamental frequency (Hz) of the loud frames of a WAV: the
    autocorrelation peak between 50 and 400 Hz of each 40 ms frame that is
    clearly voiced. Rough, but the pitch of a voice, not its formants
    (sox's "Rough frequency" follows those and hardly moves with pitch)."""
    raw = subprocess.run(["sox", str(path), "-t", "raw", "-e", "signed", "-b", "16", "-c", "1",
                          "-r", str(RATE), "-", "lowpass", "500"],
                         capture_output=True, check=True).stdout
    x = [int.from_bytes(raw[i:i + 2], "little", signed=True) for i in range(0, len(raw) - 1, 2)]
    peak = max(abs(v) for v in x)
    size, longest = RATE // 25, RATE // 50
    found: list[float] = []
    for start in range(0, len(x) - size - longest, size // 2):
        frame = x[start:start + size + longest]
        if max(abs(v) for v in frame[:size]) < 0.3 * peak:
            continue
        energy = sum(v * v for v in frame[:size])
        best, lag = 0.0, 0
        for candidate in range(RATE // 400, longest):
            c = sum(frame[i] * frame[i + candidate] for i in range(size))
            if c > best:
                best, lag = c, candidate
        if lag and best > 0.5 * energy:
            found.append(RATE / lag)
    assert len(found) >= 10, found  # enough voiced frames to judge
    return statistics.median(found)


@needs_espeak
@needs_sox
def test_the_games_voice_speaks_higher_at_a_higher_pitch(tmp_path: Path) -> None:
    low, high = tmp_path / "low.wav", tmp_path / "high.wav"
    text = "Ada draws a card. Your turn."
    synthesize_to_wav(text, low, language="en", pitch=10)
    synthesize_to_wav(text, high, language="en", pitch=90)
    low_hz, high_hz = fundamental(low), fundamental(high)
    print(f"fundamental: pitch 10 {low_hz:.0f} Hz, pitch 90 {high_hz:.0f} Hz")
    assert high_hz > 1.6 * low_hz, (low_hz, high_hz)
