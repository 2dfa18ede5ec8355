"""The game's own voice starts a long message sooner (key -> first audible
sample p99 under 50 ms, measured on sound by bench/bench_speech_sound.py).
Three causes of delay, each tested here: the first sentence's length, an
engine kept busy with the rest of the last report, and the espeak driver's
10 ms polling."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import sys
from collections.abc import Iterator
from ctypes.util import find_library

import pygame
import pytest

from game.sound.mixer import init_mixer
from game.speech.audiofile import audio_frames
from game.speech.voice import (
    LOOKAHEAD,
    SynthesisJob,
    VoiceEngine,
    VoiceSpeaker,
    speaking_chunks,
    split_sentences,
)

needs_espeak = pytest.mark.skipif(
    sys.platform.startswith("linux") and find_library("espeak-ng") is None,
    reason="espeak-ng is not installed: apt-get install espeak-ng")
REPORT = ("Ada has 45 points, Bob has 120 points, Cleo has 75 points and you have 30 points,"
          " so Ada leads by 15. Round 4 starts when you press Enter. Ada deals.")


@pytest.fixture
def mixer() -> Iterator[None]:
    assert init_mixer()
    yield
    pygame.mixer.quit()


def test_a_long_first_sentence_is_cut_at_its_first_comma() -> None:
    chunks = speaking_chunks(REPORT)
    assert chunks[0] == "Ada has 45 points,"
    assert " ".join(chunks) == REPORT  # nothing lost, nothing moved
    assert chunks[2:] == split_sentences(REPORT)[1:]  # only the first sentence is cut
    assert speaking_chunks("Round 3 is over. Ada deals.") == ["Round 3 is over.", "Ada deals."]
    assert speaking_chunks("Seven of hearts, 3 of 9.") == ["Seven of hearts, 3 of 9."]  # short


class CountingEngine:
    """Records what the speaker hands the engine; finishes nothing."""

    def __init__(self) -> None:
        self.jobs: list[SynthesisJob] = []

    def wait_ready(self, timeout: float = 0.0) -> None:
        """Always ready."""

    def submit(self, job: SynthesisJob) -> None:
        self.jobs.append(job)


def test_the_engine_gets_two_sentences_ahead_not_the_whole_report(mixer: None) -> None:
    engine = CountingEngine()
    speaker = VoiceSpeaker(engine=engine)  # type: ignore[arg-type]
    try:
        speaker.speak(REPORT, False)
        speaker.update()
        assert [j.text for j in engine.jobs] == speaking_chunks(REPORT)[:LOOKAHEAD]
        # A key: the next report's first sentence is the engine's next job,
        # not the fourth sentence of the one cut.
        speaker.speak("7 of hearts", True)
        assert engine.jobs[-1].text == "7 of hearts"
        assert len(engine.jobs) == LOOKAHEAD + 1
    finally:
        speaker.close()


@needs_espeak
def test_each_sentence_is_whole_when_the_engine_says_it_is_done() -> None:
    # runAndWait no longer sleeps 10 ms while espeak-ng works on its own
    # thread: the engine waits for the file instead. It must still be whole.
    engine = VoiceEngine.shared()
    engine.wait_ready()
    lengths = []
    for _ in range(8):
        job = SynthesisJob(text="Ada has 45 points, Bob has 120 points.", rate=200)
        engine.submit(job)
        assert job.done.wait(10)
        assert job.error is None and job.path is not None
        lengths.append(audio_frames(job.path))
        job.path.unlink()
    assert min(lengths) > 0.9 * max(lengths) > 22050  # over a second of speech, every time
