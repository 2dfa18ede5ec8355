"""The platform paths of speech: what the mixer accepts from each engine
(AIFF from macOS's NSSpeechSynthesizer, WAV elsewhere), macOS's `say`, and
the Windows screen readers and SAPI5 through stand-ins of the exact calls
accessible_output2 makes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import shutil
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.sound.mixer import SPEECH_CHANNEL, init_mixer
from game.speech import ScreenReaderSpeaker, VoiceSpeaker, screenreader
from game.speech.audiofile import audio_frames, audio_has_frames
from game.speech.base import BackendUnavailable
from game.speech.macos import SaySpeaker
from game.speech.voice import SynthesisJob

needs_sox = pytest.mark.skipif(shutil.which("sox") is None, reason="sox is not installed")


@pytest.fixture
def mixer() -> Iterator[None]:
    assert init_mixer()
    yield
    pygame.mixer.quit()


def sox(*args: str) -> None:
    subprocess.run(["sox", *args], check=True, capture_output=True)


class FileEngine:
    """Stands in for the pyttsx3 engine thread: each job gets a copy of a
    file made beforehand, under the engine's usual ``N.wav`` name (as the nsss
    driver writes AIFF into whatever name it is given)."""

    def __init__(self, source: Path, folder: Path) -> None:
        self.source, self.folder, self.count = source, folder, 0

    def wait_ready(self, timeout: float = 0.0) -> None:
        """Always ready."""

    def submit(self, job: SynthesisJob) -> None:
        self.count += 1
        job.path = self.folder / f"{self.count}.wav"
        shutil.copy(self.source, job.path)
        job.done.set()


# --- what the mixer can play ---------------------------------------------


@needs_sox
def test_aiff_and_wav_are_both_accepted_by_their_header(tmp_path: Path) -> None:
    aiff, wav = tmp_path / "a.aiff", tmp_path / "a.wav"
    sox("-n", "-r", "22050", "-c", "1", "-b", "16", str(aiff), "synth", "0.5", "sine", "440")
    sox(str(aiff), str(wav))
    assert audio_frames(aiff) == 11025
    assert audio_frames(wav) == 11025
    disguised = tmp_path / "nsss.wav"  # AIFF under a .wav name, as nsss writes it
    shutil.copy(aiff, disguised)
    assert audio_has_frames(disguised)


@needs_sox
def test_empty_or_foreign_files_are_refused(tmp_path: Path) -> None:
    empty = tmp_path / "empty.aiff"
    sox("-n", "-r", "22050", "-c", "1", "-b", "16", str(empty), "trim", "0", "0")
    assert audio_frames(empty) == 0
    raw = tmp_path / "x.wav"
    raw.write_bytes(b"\x00\x01" * 4000)
    assert not audio_has_frames(raw)
    truncated = tmp_path / "t.aiff"
    truncated.write_bytes(b"FORM\x00\x00\x00\x04AIFF")
    assert not audio_has_frames(truncated)
    assert not audio_has_frames(tmp_path / "missing.wav")


@needs_sox
def test_an_aiff_from_the_engine_is_played_by_the_voice(tmp_path: Path, mixer: None) -> None:
    # macOS: NSSpeechSynthesizer writes AIFF; the voice must play it, not drop it.
    aiff = tmp_path / "said.aiff"
    sox("-n", "-r", "22050", "-c", "1", "-b", "16", str(aiff), "synth", "0.6", "sine", "300")
    folder = tmp_path / "engine"
    folder.mkdir()
    speaker = VoiceSpeaker(engine=FileEngine(aiff, folder))  # type: ignore[arg-type]
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    try:
        speaker.speak("Your turn.", False)
        speaker.update()
        assert speaker.played == ["Your turn."]
        assert channel.get_busy()
        assert 0.55 < channel.get_sound().get_length() < 0.65
    finally:
        speaker.close()


# --- macOS: `say` -----------------------------------------------------------


class FakeSay:
    """Stands in for ``subprocess.Popen`` running `say`: records the argv and
    what was written to its stdin; runs until ``finish`` or ``terminate``."""

    launched: list[FakeSay]

    def __init__(self, argv: list[str], **options: object) -> None:
        self.argv = argv
        self.options = options
        self.stdin = self._Stdin()
        self.returncode: int | None = None
        self.terminated = False
        FakeSay.launched.append(self)

    class _Stdin:
        def __init__(self) -> None:
            self.data, self.closed = b"", False

        def write(self, data: bytes) -> int:
            self.data += data
            return len(data)

        def close(self) -> None:
            self.closed = True

    def poll(self) -> int | None:
        return self.returncode

    def terminate(self) -> None:
        self.terminated = True
        self.returncode = -15

    def finish(self) -> None:
        self.returncode = 0


@pytest.fixture
def fake_say() -> list[FakeSay]:
    FakeSay.launched = []
    return FakeSay.launched


def test_say_gets_the_rate_and_volume_and_reads_the_text_from_stdin(
    fake_say: list[FakeSay],
) -> None:
    speaker = SaySpeaker(rate=300, volume=0.4, launch=FakeSay)
    speaker.speak("-7 of hearts [[slnc 900]]", False)
    (process,) = fake_say
    assert process.argv == ["say", "-r", "300", "-f", "-"]
    assert process.options["stdin"] == subprocess.PIPE
    assert process.stdin.closed
    # A text starting with "-" is never an option; "[[" is never a command.
    assert process.stdin.data.decode() == "[[volm 0.40]] -7 of hearts [ [slnc 900]]"


def test_say_queues_events_and_an_interrupt_cuts_and_drops_them(
    fake_say: list[FakeSay],
) -> None:
    speaker = SaySpeaker(launch=FakeSay)
    speaker.speak("Ada draws.", False)
    speaker.speak("Bob plays a seven.", False)
    speaker.update()
    assert len(fake_say) == 1  # the second waits for the first
    assert speaker.busy()
    fake_say[0].finish()
    speaker.update()
    assert fake_say[1].stdin.data.decode().endswith("Bob plays a seven.")
    speaker.speak("Queued.", False)
    speaker.speak("Your turn.", True)
    assert fake_say[1].terminated
    assert [p.stdin.data.decode().split("]] ")[1] for p in fake_say[2:]] == ["Your turn."]
    speaker.stop()
    assert fake_say[2].terminated
    assert not speaker.busy()


def test_macos_screenreader_is_say_and_auto_never_voiceover(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken_voiceover(name: str) -> object:
        raise AssertionError("accessible_output2's VoiceOver output must not be used")

    monkeypatch.setattr(screenreader, "_import_output_module", broken_voiceover)
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}")
    speaker = screenreader.open_screen_reader(
        platform="darwin", require_running=False, rate=250, volume=0.5)
    assert isinstance(speaker, SaySpeaker)
    assert (speaker.name, speaker.rate, speaker.volume) == ("screenreader", 250, 0.5)
    with pytest.raises(BackendUnavailable) as caught:
        screenreader.open_screen_reader(platform="darwin", require_running=True)
    assert caught.value.reason == "not-running"
    last_resort = screenreader.open_system_voice(platform="darwin", rate=180, volume=0.3)
    assert isinstance(last_resort, SaySpeaker)
    assert last_resort.name == "voice"
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(BackendUnavailable):
        screenreader.open_system_voice(platform="darwin")


# --- Windows: NVDA, JAWS and SAPI5 through accessible_output2 -------------------


class ComError(Exception):
    """Stands in for pywintypes.com_error."""


class FakeJawsApi:
    """The JAWS API COM object (FreedomSci.JawsApi): the calls it was given."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[object, ...]]] = []

    def SayString(self, text: str, flush: bool) -> bool:  # noqa: N802 - COM names
        self.calls.append(("SayString", (text, flush)))
        return True

    def StopSpeech(self) -> None:  # noqa: N802
        self.calls.append(("StopSpeech", ()))


class FakeSpVoice:
    """SAPI.SpVoice: Rate, Volume and Speak(text, flags)."""

    def __init__(self) -> None:
        self.Rate = 0
        self.Volume = 100
        self.spoken: list[tuple[str, int]] = []

    def GetVoices(self) -> list[object]:  # noqa: N802
        return []

    def Speak(self, text: str, flags: int) -> None:  # noqa: N802
        self.spoken.append((text, flags))


@pytest.fixture
def fake_com(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """Windows' COM layer as accessible_output2 reaches it (pywintypes and
    win32com's gencache.EnsureDispatch), with the real ao2 output modules
    imported on top of it."""
    objects: dict[str, object] = {"FreedomSci.JawsApi": FakeJawsApi(),
                                  "SAPI.SPVoice": FakeSpVoice()}

    def ensure_dispatch(name: str) -> object:
        if name not in objects:
            raise ComError(name)
        return objects[name]

    gencache = types.SimpleNamespace(is_readonly=False, EnsureDispatch=ensure_dispatch)
    client = types.ModuleType("win32com.client")
    client.gencache = gencache  # type: ignore[attr-defined]
    win32com = types.ModuleType("win32com")
    win32com.client = client  # type: ignore[attr-defined]
    pywintypes = types.ModuleType("pywintypes")
    pywintypes.com_error = ComError  # type: ignore[attr-defined]
    for name, module in (("pywintypes", pywintypes), ("win32com", win32com),
                         ("win32com.client", client)):
        monkeypatch.setitem(sys.modules, name, module)
    for name in ("libloader.com", "accessible_output2.outputs.jaws",
                 "accessible_output2.outputs.sapi5"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    # A module imported by an earlier test stays an attribute of its package,
    # and ``from package import module`` would take it without importing.
    import accessible_output2.outputs as outputs

    for name in ("jaws", "sapi5"):
        monkeypatch.delattr(outputs, name, raising=False)
    return objects


def test_ctrl_stops_jaws_with_the_jaws_api_stop_call(fake_com: dict[str, object]) -> None:
    from accessible_output2.outputs import jaws

    api = fake_com["FreedomSci.JawsApi"]
    assert isinstance(api, FakeJawsApi)
    speaker = ScreenReaderSpeaker(jaws.output_class())
    speaker.speak("Ada draws.", False)
    speaker.speak("7 of hearts", True)
    speaker.stop()
    assert api.calls == [
        ("SayString", ("      Ada draws.", False)),
        ("SayString", ("      7 of hearts", True)),
        ("StopSpeech", ()),
    ]


def test_ctrl_stops_nvda_with_its_cancel_call() -> None:
    from accessible_output2.outputs import nvda

    class ControllerDll:
        """nvdaControllerClient64.dll: the functions ao2 calls."""

        def __init__(self) -> None:
            self.calls: list[tuple[str, tuple[object, ...]]] = []

        def __getattr__(self, name: str) -> object:
            return lambda *args: self.calls.append((name, args))

    output = object.__new__(nvda.output_class)  # the real wrapper, without its DLL
    output.lib = dll = ControllerDll()
    speaker = ScreenReaderSpeaker(output)
    speaker.speak("Ada draws.", False)
    speaker.speak("7 of hearts", True)
    speaker.stop()
    assert dll.calls == [
        ("nvdaController_speakText", ("Ada draws.",)),
        ("nvdaController_cancelSpeech", ()),
        ("nvdaController_speakText", ("7 of hearts",)),
        ("nvdaController_cancelSpeech", ()),
    ]


@pytest.mark.parametrize(("rate", "volume", "sapi"), [
    (200, 1.0, (0, 100)), (120, 0.25, (-5, 25)), (400, 0.5, (6, 50)), (900, 2.0, (10, 100)),
])
def test_the_sapi5_fallback_honours_rate_and_volume(
    fake_com: dict[str, object], rate: int, volume: float, sapi: tuple[int, int],
) -> None:
    voice = fake_com["SAPI.SPVoice"]
    assert isinstance(voice, FakeSpVoice)
    speaker = screenreader.open_system_voice(platform="win32", rate=rate, volume=volume)
    assert speaker.name == "voice"
    assert (voice.Rate, voice.Volume) == sapi
    speaker.speak("Your turn.", True)
    speaker.stop()
    purge = 1 | 2  # SVSFlagsAsync | SVSFPurgeBeforeSpeak
    assert voice.spoken[0] == ("", purge)
    assert voice.spoken[1][0].endswith("Your turn.</pitch>")
    assert voice.spoken[2] == ("", purge)
