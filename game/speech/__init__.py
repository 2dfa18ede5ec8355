"""Speech output: the player's screen reader, the game's own voice, or text only.

:func:`choose_speaker` picks the best backend that is really there and says,
as :class:`Notice` message ids, which wishes could not be met.

Notice codes (each with a ``reason`` argument except the last):

* ``speech-no-screenreader``: reasons "not-running", "no-library", "timeout",
  "failed".
* ``speech-no-speechd``: Speech Dispatcher is not installed (reason
  "not-installed"); the sentence names the package.
* ``speech-speechd-failed``: it is installed but cannot be reached (reasons
  "failed", "timeout").
* ``speech-no-voice``: reasons "no-audio-device", "no-speech-engine" (pyttsx3
  missing), "engine-failed" (e.g. espeak-ng missing), "timeout", "failed".
* ``speech-text-only``: nothing will be said aloud; the window shows the text.
"""

from __future__ import annotations

import importlib
import logging
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.speech.base import BackendUnavailable, Notice, Speaker
from game.speech.screenreader import ScreenReaderSpeaker, open_screen_reader, open_system_voice
from game.speech.simple import PrintSpeaker, RecordingSpeaker, TeeSpeaker, TextSpeaker
from game.speech.voice import VoiceEngine, VoiceSpeaker, synthesize_to_wav
from game.speech.voices import VoiceInfo

if TYPE_CHECKING:
    from game.speech.speechd import SpeechDispatcherSpeaker


def __getattr__(name: str) -> Any:
    """Speech Dispatcher's speaker, imported at its first use: the launch's
    first word (the game's own voice, no Orca) needs none of its code."""
    if name == "SpeechDispatcherSpeaker":
        from game.speech.speechd import SpeechDispatcherSpeaker

        return SpeechDispatcherSpeaker
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "MODES",
    "BackendUnavailable",
    "Notice",
    "PrintSpeaker",
    "RecordingSpeaker",
    "ScreenReaderSpeaker",
    "Speaker",
    "SpeechDispatcherSpeaker",
    "TeeSpeaker",
    "TextSpeaker",
    "VoiceInfo",
    "VoiceSpeaker",
    "choose_speaker",
    "follows_language",
    "speaker_voices",
    "synthesize_to_wav",
    "take_notices",
]

log = logging.getLogger("parlour.speech")

MODES = ("auto", "screenreader", "voice", "text")
"""The speech settings a player can choose."""


def choose_speaker(
    mode: str, *, mixer_ready: bool, rate: int = 200, volume: float = 1.0,
    language: str = "en", voice: str = "", pitch: int = 50,
) -> tuple[Speaker, list[Notice]]:
    """The speaker for ``mode`` and one notice per fallback, in order.

    ``auto`` takes the screen reader if one is really running (on Linux: Orca,
    reached through Speech Dispatcher), else the game's
    voice (pyttsx3 with a working engine, and ``mixer_ready`` to play it), else
    the system voice (SAPI5 on Windows, `say` on macOS), else text. An
    explicit mode that cannot be had falls back along the same line and says
    so. In ``auto`` a missing screen reader is the ordinary case and is not
    reported. Missing backends never raise.

    ``language`` is the game's: the game's voice and Speech Dispatcher speak
    with a voice of that language (``voice``, the player's choice for it, when
    the engine has it); a Windows screen reader gets the text and speaks it
    in its own language. ``pitch`` (0 to 100, 50 normal) reaches the game's
    voice and Speech Dispatcher; SAPI5 and `say` keep their own pitch.
    """
    if mode not in MODES:
        raise ValueError(f"unknown speech mode {mode!r}; expected one of {MODES}")
    if mode == "text":
        return TextSpeaker(), []

    def own_voice() -> Speaker:
        return _open_voice(mixer_ready=mixer_ready, rate=rate, volume=volume,
                           language=language, voice=voice, pitch=pitch)

    def screen_reader() -> Speaker:
        return open_screen_reader(
            require_running=mode != "screenreader", rate=rate, volume=volume,
            language=language, voice=voice, pitch=pitch,
            fallback=lambda: _stand_in(mixer_ready=mixer_ready, rate=rate, volume=volume,
                                       language=language, pitch=pitch))

    attempts: list[tuple[str, Callable[[], Speaker]]] = [
        ("speech-no-screenreader", screen_reader),
        ("speech-no-voice", own_voice),
    ]
    if mode == "voice":
        attempts.reverse()
    attempts.append(  # Windows and macOS only; never reported on its own
        ("", lambda: open_system_voice(rate=rate, volume=volume)))

    notices: list[Notice] = []
    for code, attempt in attempts:
        started = time.perf_counter()
        try:
            speaker = attempt()
        except BackendUnavailable as exc:
            log.info(
                "speech: %s (%s) after %.3f s",
                code or "no system voice",
                exc,
                time.perf_counter() - started,
            )
            quiet_miss = code == "speech-no-screenreader" and exc.reason == "not-running"
            if code and not (quiet_miss and mode == "auto"):
                notices.append(Notice(exc.code or code, {"reason": exc.reason}))
            continue
        log.info("speech: using %s", speaker.name)
        if mixer_ready and _is_speech_dispatcher(speaker):
            _warm_up_voice()
        return speaker, notices
    notices.append(Notice("speech-text-only"))
    return TextSpeaker(), notices


def _is_speech_dispatcher(speaker: Speaker) -> bool:
    speechd = sys.modules.get("game.speech.speechd")  # not imported: not its speaker
    return speechd is not None and isinstance(speaker, speechd.SpeechDispatcherSpeaker)


def speaker_voices(speaker: Speaker) -> list[VoiceInfo]:
    """The installed voices of the engine ``speaker`` speaks with (the game's
    voice, Speech Dispatcher's output module); none for a screen reader that
    speaks with its own, or for text."""
    inner = getattr(speaker, "speaker", None)  # a TeeSpeaker's backend
    if inner is not None and not hasattr(speaker, "voices"):
        return speaker_voices(inner)
    voices = getattr(speaker, "voices", None)
    return list(voices()) if callable(voices) else []


def follows_language(speaker: Speaker) -> bool:
    """Whether ``speaker`` picks its voice by the game's language (the game's
    voice, Speech Dispatcher): it is chosen again when the language or the
    voice setting changes. A screen reader speaks in its own language."""
    inner = getattr(speaker, "speaker", None)  # a TeeSpeaker's backend
    if inner is not None:
        return follows_language(inner)
    return hasattr(speaker, "language")


def take_notices(speaker: Speaker) -> list[Notice]:
    """What a speaker has to tell the player since the last call (Speech
    Dispatcher lost or back); speakers without such news have none."""
    take = getattr(speaker, "take_notices", None)
    return list(take()) if take is not None else []


def _stand_in(*, mixer_ready: bool, rate: int, volume: float, language: str = "en",
              pitch: int = 50) -> Speaker:
    """The game's voice while Speech Dispatcher is away, or text. Called on the
    game's thread: it waits for nothing (the engine was warmed up before)."""
    try:
        return _open_voice(mixer_ready=mixer_ready, rate=rate, volume=volume,
                           start_timeout=0.0, language=language, pitch=pitch)
    except BackendUnavailable as exc:
        log.info("speech: no voice to stand in for Speech Dispatcher (%s)", exc)
        return TextSpeaker()


def _warm_up_voice() -> None:
    """Start the voice engine in the background, so the voice can stand in at
    once if Speech Dispatcher goes away mid-game."""
    try:
        importlib.import_module("pyttsx3")
    except ImportError:
        return
    VoiceEngine.shared()


def _open_voice(
    *, mixer_ready: bool, rate: int, volume: float, start_timeout: float | None = None,
    language: str = "en", voice: str = "", pitch: int = 50,
) -> VoiceSpeaker:
    """The game's own voice, or :class:`BackendUnavailable` saying why not."""
    if not mixer_ready:
        raise BackendUnavailable("no-audio-device", "the mixer is not initialised")
    try:
        importlib.import_module("pyttsx3")
    except ImportError as exc:
        raise BackendUnavailable("no-speech-engine", f"pyttsx3: {exc}") from exc
    try:
        if start_timeout is None:
            return VoiceSpeaker(rate=rate, volume=volume, pitch=pitch, language=language,
                                voice=voice)
        return VoiceSpeaker(rate=rate, volume=volume, pitch=pitch, start_timeout=start_timeout,
                            language=language, voice=voice)
    except BackendUnavailable:
        raise
    except Exception as exc:  # pygame.error, OSError, RuntimeError from the engine
        raise BackendUnavailable("failed", f"{type(exc).__name__}: {exc}") from exc
