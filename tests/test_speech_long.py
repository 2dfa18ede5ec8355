"""Long messages start at once: the game's voice synthesises and plays a
report sentence by sentence, each queued behind the previous, and a key
drops the rest."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import sys
import time
from collections.abc import Callable, Iterator
from ctypes.util import find_library
from pathlib import Path

import pygame
import pytest

from game.sound.mixer import SPEECH_CHANNEL, init_mixer
from game.speech import VoiceSpeaker, synthesize_to_wav
from game.speech.voice import split_sentences

needs_espeak = pytest.mark.skipif(
    sys.platform.startswith("linux") and find_library("espeak-ng") is None,
    reason="espeak-ng is not installed: apt-get install espeak-ng",
)

REPORT = (
    "Round 3 is over. Ada has 45 points, Bob has 120 points, you have 30 points. "
    "Ada completed phase 4 with two sets of three. Bob is still on phase 2. "
    "You completed phase 5 and lead the game. Cleo went out first and scored nothing. "
    "The stock was shuffled twice. Ada skipped you four times. "
    "The next round starts when you press Enter."
)
SENTENCES = split_sentences(REPORT)


@pytest.fixture
def mixer() -> Iterator[None]:
    assert init_mixer()
    yield
    pygame.mixer.quit()


def pump(speaker: VoiceSpeaker, until: Callable[[], bool], seconds: float = 8.0) -> float:
    """Update like the game loop (every ~5 ms) until ``until()``; the slowest
    update in seconds. Fails the test when time runs out."""
    deadline = time.monotonic() + seconds
    slowest = 0.0
    while time.monotonic() < deadline:
        started = time.perf_counter()
        speaker.update()
        slowest = max(slowest, time.perf_counter() - started)
        if until():
            return slowest
        time.sleep(0.005)
    raise AssertionError("timed out")


def test_a_report_is_cut_after_each_sentence() -> None:
    assert split_sentences("Your turn.") == ["Your turn."]
    assert split_sentences("  Ada plays 3.5? No!  Bob waits; you draw. 2 of 9.") == [
        "Ada plays 3.5?", "No!", "Bob waits;", "you draw.", "2 of 9."]
    assert split_sentences("   ") == []
    assert len(SENTENCES) == 9


@needs_espeak
def test_a_long_report_starts_before_it_could_all_be_made_and_a_key_drops_the_rest(
    tmp_path: Path, mixer: None,
) -> None:
    synthesize_to_wav("Warm up.", tmp_path / "warm.wav")
    started = time.perf_counter()
    synthesize_to_wav(REPORT, tmp_path / "whole.wav")
    whole = time.perf_counter() - started

    speaker = VoiceSpeaker()
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    try:
        started = time.perf_counter()
        speaker.speak(REPORT, False)
        slowest = pump(speaker, channel.get_busy)
        first = time.perf_counter() - started
        assert speaker.played == [SENTENCES[0]]
        assert first < whole, f"first sentence after {first:.3f} s, whole text {whole:.3f} s"
        # The rest follows, queued behind: the channel never waits for a frame.
        slowest = max(slowest, pump(speaker, lambda: channel.get_queue() is not None))
        assert speaker.played == SENTENCES[:2]
        assert slowest < 0.03, f"an update took {slowest * 1000:.1f} ms"
        speaker.speak("Your turn.", True)
        assert not channel.get_busy()  # the queued sentence did not start
        pump(speaker, lambda: not speaker.busy())
        assert speaker.played == [*SENTENCES[:2], "Your turn."]
    finally:
        speaker.close()


@needs_espeak
def test_the_sentences_of_a_message_all_play_in_order(mixer: None) -> None:
    speaker = VoiceSpeaker()
    try:
        speaker.speak("One. Two. Three.", False)
        speaker.speak("Four.", False)
        pump(speaker, lambda: not speaker.busy(), seconds=15)
        assert speaker.played == ["One.", "Two.", "Three.", "Four."]
    finally:
        speaker.close()


@needs_espeak
def test_stop_silences_a_sentence_queued_on_the_channel(mixer: None) -> None:
    speaker = VoiceSpeaker()
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    try:
        speaker.speak("Ada draws. Bob plays a seven.", False)
        pump(speaker, lambda: channel.get_queue() is not None)
        speaker.stop()
        time.sleep(0.05)
        assert not channel.get_busy()
        assert not speaker.busy()
    finally:
        speaker.close()
