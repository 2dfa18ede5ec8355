"""Speech backends: the simple speakers, the factory's fallbacks, the screen
reader probes, and the game's own voice (pyttsx3 + espeak-ng, played by
pygame's mixer on SDL's dummy audio driver)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import io
import re
import shutil
import subprocess
import sys
import threading
import time
import types
import wave
from array import array
from collections.abc import Iterator
from ctypes.util import find_library
from pathlib import Path

import pygame
import pytest

import game.speech
from game.sound.mixer import SPEECH_CHANNEL, init_mixer
from game.speech import (
    Notice,
    PrintSpeaker,
    RecordingSpeaker,
    ScreenReaderSpeaker,
    Speaker,
    TextSpeaker,
    VoiceSpeaker,
    choose_speaker,
    screenreader,
    speechd,
    synthesize_to_wav,
)
from game.speech.base import BackendUnavailable
from game.speech.quiet import quiet_stdout

ESPEAK_MISSING = sys.platform.startswith("linux") and find_library("espeak-ng") is None
needs_espeak = pytest.mark.skipif(
    ESPEAK_MISSING, reason="espeak-ng is not installed: apt-get install espeak-ng"
)


@pytest.fixture
def mixer() -> Iterator[None]:
    """pygame's mixer on whatever SDL_AUDIODRIVER says (dummy in tests)."""
    assert init_mixer()
    yield
    pygame.mixer.quit()


def pump(speaker: Speaker, until, seconds: float = 6.0) -> bool:
    """Call update() like the game loop does until ``until()`` or time runs out."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        speaker.update()
        if until():
            return True
        time.sleep(0.01)
    return False


# --- the simple speakers -------------------------------------------------


def test_recording_speaker_keeps_text_interrupt_and_stops() -> None:
    speaker = RecordingSpeaker()
    speaker.speak("7 of hearts", True)
    speaker.speak("Ada draws", False)
    speaker.stop()
    speaker.stop()
    assert speaker.name == "recording"
    assert speaker.spoken == [("7 of hearts", True), ("Ada draws", False)]
    assert speaker.texts == ["7 of hearts", "Ada draws"]
    assert speaker.stops == 2
    assert not speaker.busy()
    speaker.close()
    assert speaker.closed


class FlushCountingStream(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.flushes = 0

    def flush(self) -> None:
        self.flushes += 1
        super().flush()


def test_print_speaker_writes_one_flushed_line_per_message() -> None:
    stream = FlushCountingStream()
    speaker = PrintSpeaker(stream)
    speaker.speak("Your turn.", True)
    assert stream.getvalue() == "Your turn.\n"
    assert stream.flushes == 1
    speaker.speak("Ada plays\n7 of hearts", False)
    assert stream.getvalue() == "Your turn.\nAda plays 7 of hearts\n"
    assert stream.flushes == 2
    assert speaker.name == "print"
    assert not speaker.busy()


def test_print_speaker_prints_to_stdout_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    speaker = PrintSpeaker()
    speaker.speak("Move 3.", False)
    assert capsys.readouterr().out == "Move 3.\n"


def test_text_speaker_says_nothing_and_is_never_busy(capsys: pytest.CaptureFixture[str]) -> None:
    speaker = TextSpeaker()
    speaker.speak("hello", True)
    speaker.update()
    assert speaker.name == "text"
    assert not speaker.busy()
    assert capsys.readouterr().out == ""


def test_every_backend_fits_the_speaker_protocol() -> None:
    for speaker in (TextSpeaker(), RecordingSpeaker(), PrintSpeaker(io.StringIO())):
        assert isinstance(speaker, Speaker)


def test_quiet_stdout_silences_only_the_calling_thread(
    capsys: pytest.CaptureFixture[str],
) -> None:
    inside, release = threading.Event(), threading.Event()

    def chatty_library() -> None:
        with quiet_stdout():
            print("Cannot find Speech Dispatcher.")
            inside.set()
            release.wait(5)
            print("still hidden")

    worker = threading.Thread(target=chatty_library)
    worker.start()
    assert inside.wait(5)
    print("the game keeps talking")
    release.set()
    worker.join(5)
    assert capsys.readouterr().out == "the game keeps talking\n"
    print("and afterwards")
    assert capsys.readouterr().out == "and afterwards\n"


# Prints from the main thread while another thread silences itself over and
# over, as the voice's thread does around each synthesis; the output is a
# pipe, whose writes let go of the GIL.
RACE = """
import sys, threading
from game.speech.quiet import quiet_stdout
printing = threading.Event()
def voice_thread():
    printing.wait()
    while printing.is_set():
        with quiet_stdout():
            pass
worker = threading.Thread(target=voice_thread, daemon=True)
worker.start()
printing.set()
for n in range(2000):
    print("the game keeps talking", n)
printing.clear()
worker.join()
"""


def test_printing_while_another_thread_silences_itself_does_not_crash() -> None:
    """A stream swapped back under another thread's print was freed in the
    middle of it (a crash in about one launch of eight)."""
    done = subprocess.run([sys.executable, "-c", RACE], cwd=Path(__file__).resolve().parents[1],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert len(lines) == 2000 and lines[-1] == "the game keeps talking 1999"


# --- the factory ------------------------------------------------------------


@pytest.fixture
def no_screen_reader() -> None:
    if screenreader.screen_reader_process_running():
        pytest.skip("a screen reader (Orca) is running on this machine")


def test_text_mode_is_text_without_notices() -> None:
    speaker, notices = choose_speaker("text", mixer_ready=True)
    assert speaker.name == "text"
    assert notices == []


def test_auto_without_screen_reader_or_audio_falls_back_to_text_quickly(
    no_screen_reader: None,
) -> None:
    started = time.perf_counter()
    speaker, notices = choose_speaker("auto", mixer_ready=False)
    elapsed = time.perf_counter() - started
    assert speaker.name == "text"
    assert notices == [
        Notice("speech-no-voice", {"reason": "no-audio-device"}),
        Notice("speech-text-only"),
    ]
    assert elapsed < 0.5


def test_screenreader_mode_without_speech_dispatcher_says_so_and_falls_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(speechd, "daemon_installed", lambda: False)
    speaker, notices = choose_speaker("screenreader", mixer_ready=False)
    assert speaker.name == "text"
    assert notices == [
        Notice("speech-no-speechd", {"reason": "not-installed"}),
        Notice("speech-no-voice", {"reason": "no-audio-device"}),
        Notice("speech-text-only"),
    ]


def test_without_pyttsx3_there_is_no_speech_engine_at_all(
    monkeypatch: pytest.MonkeyPatch, no_screen_reader: None
) -> None:
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # makes `import pyttsx3` fail
    speaker, notices = choose_speaker("auto", mixer_ready=True)
    assert speaker.name == "text"
    assert notices == [
        Notice("speech-no-voice", {"reason": "no-speech-engine"}),
        Notice("speech-text-only"),
    ]
    speaker, notices = choose_speaker("voice", mixer_ready=True)
    assert speaker.name == "text"
    assert notices == [
        Notice("speech-no-voice", {"reason": "no-speech-engine"}),
        Notice("speech-no-screenreader", {"reason": "not-running"}),
        Notice("speech-text-only"),
    ]


def test_a_voice_that_fails_to_start_becomes_a_notice(
    monkeypatch: pytest.MonkeyPatch, no_screen_reader: None
) -> None:
    def broken_voice(**_: object) -> VoiceSpeaker:
        raise OSError("audio device vanished")

    monkeypatch.setattr(game.speech, "VoiceSpeaker", broken_voice)
    speaker, notices = choose_speaker("voice", mixer_ready=True)
    assert speaker.name == "text"
    assert notices[0] == Notice("speech-no-voice", {"reason": "failed"})
    assert notices[-1] == Notice("speech-text-only")


def test_unknown_mode_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="loud"):
        choose_speaker("loud", mixer_ready=False)


@needs_espeak
def test_voice_mode_with_a_mixer_gives_the_game_voice(mixer: None) -> None:
    speaker, notices = choose_speaker("voice", mixer_ready=True, rate=180, volume=0.5)
    try:
        assert speaker.name == "voice"
        assert notices == []
        assert isinstance(speaker, VoiceSpeaker)
        assert (speaker.rate, speaker.volume) == (180, 0.5)
    finally:
        speaker.close()


@needs_espeak
def test_auto_with_a_mixer_and_no_screen_reader_gives_the_game_voice(
    mixer: None, no_screen_reader: None
) -> None:
    speaker, notices = choose_speaker("auto", mixer_ready=True)
    try:
        assert speaker.name == "voice"
        assert notices == []
    finally:
        speaker.close()


# --- screen reader probes -------------------------------------------------------


def fake_proc(root: Path, names: dict[int, str]) -> Path:
    for pid, name in names.items():
        (root / str(pid)).mkdir()
        (root / str(pid) / "comm").write_text(name + "\n")
    (root / "self").mkdir()  # not a pid: must be ignored
    return root


def test_orca_is_found_among_the_processes(tmp_path: Path) -> None:
    assert screenreader.screen_reader_process_running(
        fake_proc(tmp_path, {1: "systemd", 812: "orca", 900: "bash"})
    )


def test_speech_dispatcher_alone_is_not_a_screen_reader(tmp_path: Path) -> None:
    proc = fake_proc(tmp_path, {1: "systemd", 700: "speech-dispatch", 900: "orcaish"})
    assert not screenreader.screen_reader_process_running(proc)
    with pytest.raises(BackendUnavailable) as caught:
        screenreader.open_screen_reader(platform="linux", proc_dir=proc)
    assert caught.value.reason == "not-running"


class FakeOutput:
    """An accessible_output2 output that talks to stdout as ao2 outputs do."""

    name = "Fake Reader"
    active = True

    def __init__(self) -> None:
        print("Cannot find something. Please install something.")
        self.said: list[tuple[str, bool]] = []
        self.silenced = 0

    def is_active(self) -> bool:
        return self.active

    def speak(self, text: str, interrupt: bool = False) -> None:
        print("noise while speaking")
        self.said.append((text, interrupt))

    def silence(self) -> None:
        self.silenced += 1


def test_windows_takes_the_first_active_screen_reader_never_sapi5(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def output_class(module: str, active: bool, fails: bool = False) -> type:
        def init(self: FakeOutput) -> None:
            if fails:
                raise OSError("DLL not found")
            FakeOutput.__init__(self)

        cls = type(module, (FakeOutput,), {"active": active, "__init__": init, "name": module})
        cls.__module__ = f"accessible_output2.outputs.{module}"
        return cls

    classes = [
        output_class("sapi5", active=True),
        output_class("dolphin", active=False, fails=True),
        output_class("nvda", active=False),
        output_class("jaws", active=True),
    ]
    fake_ao2 = types.SimpleNamespace(get_output_classes=lambda: classes)
    monkeypatch.setitem(sys.modules, "accessible_output2", fake_ao2)
    speaker = screenreader.open_screen_reader(platform="win32")
    assert speaker.output_name == "jaws"
    classes.pop()
    with pytest.raises(BackendUnavailable) as caught:
        screenreader.open_screen_reader(platform="win32")
    assert caught.value.reason == "not-running"


def test_a_screen_reader_that_fails_mid_game_never_raises(caplog: pytest.LogCaptureFixture) -> None:
    class Dying(FakeOutput):
        def speak(self, text: str, interrupt: bool = False) -> None:
            raise OSError("NVDA is gone")

    speaker = ScreenReaderSpeaker(Dying())
    speaker.speak("one", True)
    speaker.speak("two", False)
    failures = [r for r in caplog.records if "NVDA is gone" in r.getMessage()]
    assert len(failures) == 1
    speaker.close()
    speaker.speak("three", False)  # closed: ignored


# --- the game's own voice ---------------------------------------------------


def sox_stat(path: Path) -> dict[str, float]:
    result = subprocess.run(
        ["sox", str(path), "-n", "stat"], capture_output=True, text=True, check=True
    )
    stats = {}
    for line in result.stderr.splitlines():
        match = re.match(r"^([A-Za-z ()]+?):\s+(-?[0-9.]+)$", line.strip())
        if match:
            stats[" ".join(match.group(1).split())] = float(match.group(2))
    return stats


@needs_espeak
def test_the_game_voice_makes_audible_speech(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "voice.wav"
    synthesize_to_wav("Your turn. Move 3.", path)
    assert capsys.readouterr().out == ""  # pyttsx3's "Audio saved to ..." is silenced
    with wave.open(str(path), "rb") as wav:
        frames = wav.readframes(wav.getnframes())
        assert wav.getsampwidth() == 2
        seconds = wav.getnframes() / wav.getframerate()
    samples = array("h", frames)
    assert len(samples) > 0
    assert any(samples)
    assert seconds > 0.3
    if shutil.which("sox"):
        stats = sox_stat(path)
        assert stats["Length (seconds)"] > 0.3
        assert stats["RMS amplitude"] > 0.01


@needs_espeak
def test_a_slower_rate_makes_longer_speech(tmp_path: Path) -> None:
    lengths = {}
    for rate in (120, 320):
        path = tmp_path / f"{rate}.wav"
        synthesize_to_wav("Ada plays the seven of hearts.", path, rate=rate)
        with wave.open(str(path), "rb") as wav:
            lengths[rate] = wav.getnframes()
    assert lengths[120] > 1.5 * lengths[320]


@needs_espeak
def test_voice_speak_never_blocks_the_caller(mixer: None) -> None:
    speaker = VoiceSpeaker()
    sentence = "Ada draws from the stock, plays a run of four and skips Bob. " * 20
    try:
        slowest = 0.0
        for interrupt in (False, False, True, False):
            started = time.perf_counter()
            speaker.speak(sentence, interrupt)
            slowest = max(slowest, time.perf_counter() - started)
        assert slowest < 0.05
    finally:
        speaker.close()


@needs_espeak
def test_an_interrupt_before_playback_supersedes_the_queue(mixer: None) -> None:
    speaker = VoiceSpeaker()
    try:
        speaker.speak("Ada draws from the stock.", False)
        speaker.speak("Bob plays a seven.", False)
        speaker.speak("Your turn.", True)
        assert pump(speaker, lambda: not speaker.busy())
        assert speaker.played == ["Your turn."]
    finally:
        speaker.close()


@needs_espeak
def test_an_interrupt_cuts_the_current_speech_and_drops_the_queue(mixer: None) -> None:
    speaker = VoiceSpeaker()
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    try:
        speaker.speak("Ada draws from the stock and thinks for a long while.", False)
        assert pump(speaker, lambda: speaker.played != [])
        assert channel.get_busy()
        speaker.speak("Bob plays a seven.", False)
        speaker.speak("Eight of spades, 2 of 9.", True)
        assert pump(speaker, lambda: not speaker.busy())
        assert speaker.played == [
            "Ada draws from the stock and thinks for a long while.",
            "Eight of spades, 2 of 9.",
        ]
    finally:
        speaker.close()


@needs_espeak
def test_queued_speech_plays_in_order_one_after_another(mixer: None) -> None:
    speaker = VoiceSpeaker()
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    try:
        speaker.speak("One.", False)
        speaker.speak("Two.", False)
        assert pump(speaker, lambda: speaker.played == ["One."])
        assert channel.get_busy()  # "Two." waits for "One." to end
        assert speaker.busy()
        assert pump(speaker, lambda: not speaker.busy())
        assert speaker.played == ["One.", "Two."]
    finally:
        speaker.close()


@needs_espeak
def test_stop_silences_and_forgets_the_queue(mixer: None) -> None:
    speaker = VoiceSpeaker()
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    try:
        speaker.speak("Ada draws from the stock and thinks for a long while.", False)
        speaker.speak("Bob plays a seven.", False)
        assert pump(speaker, lambda: speaker.played != [])
        speaker.stop()
        assert not channel.get_busy()
        assert not speaker.busy()
        pump(speaker, lambda: False, seconds=0.3)
        assert speaker.played == ["Ada draws from the stock and thinks for a long while."]
    finally:
        speaker.close()


def test_the_voice_needs_a_mixer() -> None:
    pygame.mixer.quit()
    with pytest.raises(BackendUnavailable) as caught:
        VoiceSpeaker()
    assert caught.value.reason == "no-audio-device"


@needs_espeak
def test_back_to_back_syntheses_each_get_their_own_words_and_rate(tmp_path: Path) -> None:
    # espeak-ng works on its own thread; without care, pyttsx3 cancels it
    # between requests and files come out empty or at the previous rate.
    frames: dict[int, list[int]] = {140: [], 360: []}
    for i in range(12):
        rate = (140, 360)[i % 2]
        path = tmp_path / f"{i}.wav"
        synthesize_to_wav("Bob lays a run of four.", path, rate=rate)
        with wave.open(str(path), "rb") as wav:
            frames[rate].append(wav.getnframes())
    assert min(frames[360]) > 0
    assert min(frames[140]) > 1.5 * max(frames[360])


@needs_espeak
def test_arrowing_quickly_through_cards_says_only_the_last_one(mixer: None) -> None:
    speaker = VoiceSpeaker()
    try:
        for position in range(1, 21):
            speaker.speak(f"{position} of hearts, {position} of 20", True)
            speaker.update()
            time.sleep(0.005)
        assert pump(speaker, lambda: not speaker.busy())
        assert speaker.played[-1] == "20 of hearts, 20 of 20"
        # Some early ones may have started before the next key cut them, but
        # only in order and never twice.
        positions = [int(text.split()[0]) for text in speaker.played]
        assert positions == sorted(set(positions))
    finally:
        speaker.close()
