"""The game's own voice as it is heard: SDL's `disk` audio driver writes
everything the mixer plays to a file (raw samples, in the format the mixer
was opened with), so a message played through the real VoiceSpeaker can be
read back and measured: it is not silent, a lower volume setting is quieter,
and an interrupt cuts it short."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from array import array
from ctypes.util import find_library
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    sys.platform.startswith("linux") and find_library("espeak-ng") is None,
    reason="espeak-ng is not installed: apt-get install espeak-ng",
)

REPO = Path(__file__).resolve().parents[1]
TEXT = "Ada draws from the stock. Bob plays a seven of hearts. Cleo skips you and wins."
LOUD = 300
"""A sample above this (about -40 dB of full scale) counts as sound."""

PLAYER = """
import sys, time
import pygame
from game.sound.mixer import init_mixer
from game.speech import VoiceSpeaker

text, volume, cut_after = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
assert init_mixer()
print("FORMAT", *pygame.mixer.get_init(), flush=True)
speaker = VoiceSpeaker(volume=volume)
channel = pygame.mixer.Channel(0)
speaker.speak(text, False)
deadline = time.monotonic() + 20
heard = None
while time.monotonic() < deadline:
    speaker.update()
    if heard is None and channel.get_busy():
        heard = time.monotonic()
    if heard is not None and cut_after > 0 and time.monotonic() - heard > cut_after:
        speaker.speak("", True)  # a focus key: cut, with nothing new to say
        cut_after = 0
    if heard is not None and not speaker.busy():
        break
    time.sleep(0.005)
time.sleep(0.3)  # let the device take the last buffers
speaker.close()
pygame.mixer.quit()
"""


def play(tmp_path: Path, name: str, volume: float, cut_after: float = 0.0) -> subprocess.Popen[str]:
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(tmp_path / name),
               SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.Popen(
        [sys.executable, "-c", PLAYER, TEXT, str(volume), str(cut_after)],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def samples(tmp_path: Path, name: str, process: subprocess.Popen[str]) -> tuple[array, int, int]:
    """The recorded samples, the mixer's rate and its number of channels."""
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    _, rate, size, channels = next(
        line for line in out.splitlines() if line.startswith("FORMAT")).split()
    assert int(size) == -16  # signed 16-bit: read as such, in the machine's order
    data = array("h")
    raw = (tmp_path / name).read_bytes()
    data.frombytes(raw[: len(raw) // 2 * 2])
    return data, int(rate), int(channels)


def energy(data: array) -> float:
    return math.sqrt(sum(x * x for x in data))


def sounding_seconds(data: array, rate: int, channels: int) -> float:
    """From the first to the last sample that is sound, in seconds."""
    loud = [i for i, x in enumerate(data) if abs(x) > LOUD]
    return (loud[-1] - loud[0]) / channels / rate if loud else 0.0


def test_the_voice_is_heard_quieter_at_a_lower_volume_and_cut_by_a_key(tmp_path: Path) -> None:
    runs = {"full": play(tmp_path, "full.raw", 1.0),
            "quiet": play(tmp_path, "quiet.raw", 0.3),
            "cut": play(tmp_path, "cut.raw", 1.0, cut_after=0.5)}
    full, rate, channels = samples(tmp_path, "full.raw", runs["full"])
    quiet, _, _ = samples(tmp_path, "quiet.raw", runs["quiet"])
    cut, _, _ = samples(tmp_path, "cut.raw", runs["cut"])

    assert max(map(abs, full)) > 5000  # speech, not a hum
    full_seconds = sounding_seconds(full, rate, channels)
    assert full_seconds > 3.0  # all three sentences were heard

    ratio = energy(quiet) / energy(full)
    assert 0.2 < ratio < 0.4, f"volume 0.3 gave {ratio:.2f} of full volume's amplitude"

    cut_seconds = sounding_seconds(cut, rate, channels)
    assert 0.3 < cut_seconds < 1.0, f"cut after 0.5 s, heard for {cut_seconds:.2f} s"
