"""Speech output: the player's screen reader, the game's own voice, or text only.

:func:`choose_speaker` picks the best backend that is really there and says,
as :class:`Notice` message ids, which wishes could not be met.

Notice codes (each with a ``reason`` argument except the last):

* ``speech-no-screenreader``: reasons "not-running", "no-library",
  "no-speech-dispatcher", "timeout", "failed".
* ``speech-no-voice``: reasons "no-audio-device", "no-speech-engine" (pyttsx3
  missing), "engine-failed" (e.g. espeak-ng missing), "timeout", "failed".
* ``speech-text-only``: nothing will be said aloud; the window shows the text.
"""

from __future__ import annotations

import importlib
import logging
import time
from collections.abc import Callable

from game.speech.base import BackendUnavailable, Notice, Speaker
from game.speech.screenreader import ScreenReaderSpeaker, open_screen_reader, open_system_voice
from game.speech.simple import PrintSpeaker, RecordingSpeaker, TextSpeaker
from game.speech.voice import VoiceSpeaker, synthesize_to_wav

__all__ = [
    "MODES",
    "BackendUnavailable",
    "Notice",
    "PrintSpeaker",
    "RecordingSpeaker",
    "ScreenReaderSpeaker",
    "Speaker",
    "TextSpeaker",
    "VoiceSpeaker",
    "choose_speaker",
    "synthesize_to_wav",
]

log = logging.getLogger("parlour.speech")

MODES = ("auto", "screenreader", "voice", "text")
"""The speech settings a player can choose."""


def choose_speaker(
    mode: str, *, mixer_ready: bool, rate: int = 200, volume: float = 1.0
) -> tuple[Speaker, list[Notice]]:
    """The speaker for ``mode`` and one notice per fallback, in order.

    ``auto`` takes the screen reader if one is really running, else the game's
    voice (pyttsx3 with a working engine, and ``mixer_ready`` to play it), else
    (on Windows) the SAPI5 voice, else text. An explicit mode that cannot be
    had falls back along the same line and says so. In ``auto`` a missing
    screen reader is the ordinary case and is not reported. Missing backends
    never raise.
    """
    if mode not in MODES:
        raise ValueError(f"unknown speech mode {mode!r}; expected one of {MODES}")
    if mode == "text":
        return TextSpeaker(), []

    def voice() -> Speaker:
        return _open_voice(mixer_ready=mixer_ready, rate=rate, volume=volume)

    attempts: list[tuple[str, Callable[[], Speaker]]] = [
        ("speech-no-screenreader", open_screen_reader),
        ("speech-no-voice", voice),
    ]
    if mode == "voice":
        attempts.reverse()
    attempts.append(("", open_system_voice))  # Windows only; never reported on its own

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
            quiet_miss = code == "speech-no-screenreader" and mode == "auto"
            if code and not quiet_miss:
                notices.append(Notice(code, {"reason": exc.reason}))
            continue
        log.info("speech: using %s", speaker.name)
        return speaker, notices
    notices.append(Notice("speech-text-only"))
    return TextSpeaker(), notices


def _open_voice(*, mixer_ready: bool, rate: int, volume: float) -> VoiceSpeaker:
    """The game's own voice, or :class:`BackendUnavailable` saying why not."""
    if not mixer_ready:
        raise BackendUnavailable("no-audio-device", "the mixer is not initialised")
    try:
        importlib.import_module("pyttsx3")
    except ImportError as exc:
        raise BackendUnavailable("no-speech-engine", f"pyttsx3: {exc}") from exc
    try:
        return VoiceSpeaker(rate=rate, volume=volume)
    except BackendUnavailable:
        raise
    except Exception as exc:  # pygame.error, OSError, RuntimeError from the engine
        raise BackendUnavailable("failed", f"{type(exc).__name__}: {exc}") from exc
