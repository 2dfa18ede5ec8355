"""Speech through the player's own screen reader.

A screen reader is used only when one is really there. accessible_output2
happily "speaks" into nothing when it finds no output, and on Linux Speech
Dispatcher may answer while nobody listens, so the probes are strict:

* Linux: in ``auto`` an Orca process must be running; then (and always when
  the player chose ``screenreader``) the game speaks to Speech Dispatcher,
  Orca's daemon, with its own SSIP client (:mod:`game.speech.speechd`; the
  ``speechd`` module accessible_output2 needs cannot be had in a venv).
* Windows: the first screen-reader output (NVDA, JAWS, System Access, ...)
  whose ``is_active()`` is true. SAPI5 is a voice, not a screen reader: it is
  offered separately by :func:`open_system_voice` as a last resort.
* macOS: accessible_output2's VoiceOver output is reported broken upstream
  and is never used: ``screenreader`` speaks with `say` (the system voice,
  :mod:`game.speech.macos`); ``auto`` finds no screen reader there and speaks
  with the game's own voice (NSSpeechSynthesizer).

Stopping: NVDA and SAPI5 have accessible_output2's ``silence``; its JAWS
output has none, so the game calls the JAWS API's own ``StopSpeech`` on the
COM object that output wraps (``FreedomSci.JawsApi``).
"""

from __future__ import annotations

import importlib
import logging
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.speech.base import BackendUnavailable, Speaker
from game.speech.quiet import quiet_stdout
from game.speech.simple import TextSpeaker

log = logging.getLogger("parlour.speech")

SCREEN_READER_PROCESSES = frozenset({"orca"})
"""Process names (``/proc/<pid>/comm``) of Linux screen readers we can reach."""

# Voices, not screen readers: never taken for the player's screen reader.
_NOT_SCREEN_READERS = frozenset({"sapi4", "sapi5", "e_speak"})


class ScreenReaderSpeaker:
    """Says text through an accessible_output2 output (a screen reader, or SAPI5).

    The output keeps its own queue; ``interrupt`` maps to its interrupt flag.
    Failures while speaking are logged, never raised: a screen reader that
    quits mid-game must not stop the game.
    """

    def __init__(self, output: Any, *, name: str = "screenreader") -> None:
        self.name = name
        self._output = output
        self.output_name: str = str(getattr(output, "name", type(output).__name__))
        """The output's own name, e.g. "NVDA" or "Linux Speech Dispatcher"."""
        self._failed_once = False
        self._closed = False

    def speak(self, text: str, interrupt: bool) -> None:
        if self._closed:
            return
        try:
            with quiet_stdout():
                self._output.speak(text, interrupt=interrupt)
        except Exception as exc:  # the reader's own error types are unknown
            self._log_failure("speak", exc)

    def stop(self) -> None:
        silence = stop_call(self._output)
        if self._closed or silence is None:
            return
        try:
            with quiet_stdout():
                silence()
        except Exception as exc:
            self._log_failure("silence", exc)

    def update(self) -> None:
        """The screen reader queues by itself: nothing to do each frame."""

    def busy(self) -> bool:
        is_speaking = getattr(self._output, "is_speaking", None)
        if self._closed or is_speaking is None:
            return False
        try:
            return bool(is_speaking())
        except Exception:
            return False

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        close = getattr(self._output, "close", None)
        if close is not None:
            try:
                with quiet_stdout():
                    close()
            except Exception as exc:
                self._log_failure("close", exc)

    def _log_failure(self, what: str, exc: Exception) -> None:
        # One line the first time; later failures are usually the same one.
        if not self._failed_once:
            log.warning("%s: %s failed: %s", self.output_name, what, exc)
            self._failed_once = True


def stop_call(output: Any) -> Callable[[], object] | None:
    """How to silence ``output``: its ``silence``, or for JAWS (whose
    accessible_output2 output has none) the JAWS API's ``StopSpeech``."""
    silence = getattr(output, "silence", None)
    if silence is not None:
        return silence
    return getattr(getattr(output, "object", None), "StopSpeech", None)


def sapi_rate(words_per_minute: int) -> int:
    """The game's rate on SAPI5's -10..10 scale.

    SAPI5's rate 0 is its voice's normal speed (about 200 words a minute, the
    game's default) and each step is a constant factor, 10 steps making it
    three times faster (-10: three times slower).
    """
    steps = 10 * math.log(max(1, words_per_minute) / 200) / math.log(3)
    return max(-10, min(10, round(steps)))


def sapi_volume(volume: float) -> int:
    """The game's 0..1 volume on SAPI5's 0..100."""
    return round(min(1.0, max(0.0, float(volume))) * 100)


def screen_reader_process_running(proc_dir: Path = Path("/proc")) -> bool:
    """Whether a known Linux screen reader process (Orca) is running."""
    try:
        comm_files = list(proc_dir.glob("[0-9]*/comm"))
    except OSError:
        return False
    for comm in comm_files:
        try:
            if comm.read_text(errors="replace").strip() in SCREEN_READER_PROCESSES:
                return True
        except OSError:
            continue  # the process ended while we looked
    return False


def speech_path(speaker: Any) -> tuple[str, str]:
    """Which way the game's speech goes, for the sentence that says so
    (``speech-path``) and the log: a short code ("speechd", "screenreader"
    with the reader's name, "sapi5", "say", "voice", "text") and a name.

    Told by the speaker's class, not its ``name``: both `say` and Speech
    Dispatcher are "screenreader" speakers."""
    from game.speech.speechd import SpeechDispatcherSpeaker

    inner = getattr(speaker, "speaker", speaker)  # a TeeSpeaker (--headless) says through it
    if isinstance(inner, SpeechDispatcherSpeaker):
        return "speechd", "Speech Dispatcher"
    if type(inner).__name__ == "SaySpeaker":
        return "say", "say"
    if isinstance(inner, ScreenReaderSpeaker):
        if inner.name == "voice":
            return "sapi5", inner.output_name
        return "screenreader", inner.output_name
    if inner.name == "voice":
        return "voice", "the game's own voice"
    return "text", "text"


def open_screen_reader(
    *,
    platform: str | None = None,
    proc_dir: Path = Path("/proc"),
    require_running: bool = True,
    fallback: Callable[[], Speaker] = TextSpeaker,
    rate: int = 200,
    volume: float = 1.0,
    language: str = "en",
    voice: str = "",
    pitch: int = 50,
) -> Speaker:
    """The player's running screen reader, or :class:`BackendUnavailable`.

    On Linux ``require_running=False`` (the player chose ``screenreader``)
    skips the Orca check: the player asked for Speech Dispatcher. ``fallback``,
    ``rate``, ``volume``, ``pitch``, ``language`` and ``voice`` are for Speech Dispatcher
    (see its speaker); a Windows screen reader speaks in its own language.
    """
    platform = platform or sys.platform
    if platform.startswith("linux"):
        if require_running and not screen_reader_process_running(proc_dir):
            raise BackendUnavailable("not-running", "no Orca process")
        # Imported only when chosen: with no Orca the launch's first word
        # needs none of Speech Dispatcher's code, and comes sooner.
        from game.speech.speechd import open_speech_dispatcher

        return open_speech_dispatcher(fallback=fallback, rate=rate, volume=volume,
                                      pitch=pitch, language=language, voice=voice)
    if platform == "win32":
        return ScreenReaderSpeaker(first_active_windows_reader())
    if platform == "darwin":
        if require_running:
            raise BackendUnavailable("not-running", "on macOS auto speaks with the game's voice")
        from game.speech.macos import open_say

        return open_say(rate=rate, volume=volume)
    raise BackendUnavailable("not-running", f"no screen reader support on {platform}")


def open_system_voice(
    *, platform: str | None = None, rate: int = 200, volume: float = 1.0
) -> Speaker:
    """The system's voice, the last resort before text: SAPI5 through
    accessible_output2 on Windows, `say` on macOS; at the game's rate and volume."""
    platform = platform or sys.platform
    if platform == "darwin":
        from game.speech.macos import open_say

        return open_say(rate=rate, volume=volume, name="voice")
    if platform != "win32":
        raise BackendUnavailable("not-running", "no system voice outside Windows and macOS")
    module = _import_output_module("sapi5")
    output = _instantiate(module.output_class)
    if not _is_active(output):
        raise BackendUnavailable("not-running", "SAPI5 is not active")
    try:
        with quiet_stdout():
            output.set_rate(sapi_rate(rate))
            output.set_volume(sapi_volume(volume))
    except Exception as exc:  # a COM error: the voice still speaks, at its own settings
        log.warning("SAPI5: cannot set rate and volume: %s", exc)
    return ScreenReaderSpeaker(output, name="voice")


def _import_output_module(name: str) -> Any:
    try:
        with quiet_stdout():
            return importlib.import_module(f"accessible_output2.outputs.{name}")
    except Exception as exc:  # ImportError, or OSError from a DLL it loads
        raise BackendUnavailable("no-library", f"accessible_output2 {name}: {exc}") from exc


def _instantiate(output_class: Any) -> Any:
    try:
        with quiet_stdout():
            return output_class()
    except Exception as exc:
        raise BackendUnavailable("failed", f"{output_class.__name__}: {exc}") from exc


def _is_active(output: Any) -> bool:
    try:
        with quiet_stdout():
            return bool(output.is_active())
    except Exception:
        return False


def first_active_windows_reader() -> Any:
    try:
        with quiet_stdout():
            import accessible_output2

            classes = accessible_output2.get_output_classes()
    except Exception as exc:
        raise BackendUnavailable("no-library", f"accessible_output2: {exc}") from exc
    for output_class in classes:
        if output_class.__module__.rsplit(".", 1)[-1] in _NOT_SCREEN_READERS:
            continue
        try:
            output = _instantiate(output_class)
        except BackendUnavailable:
            continue  # that reader is not installed
        if _is_active(output):
            return output
    raise BackendUnavailable("not-running", "no active screen reader")
