"""macOS: speech through the `say` command, which follows the system voice.

accessible_output2 0.17 reaches VoiceOver through ``appscript`` and is
reported broken upstream, so the game never uses it. A Mac player gets:

* the game's own voice (the default, ``auto`` and ``voice``):
  NSSpeechSynthesizer through pyttsx3's ``nsss`` driver, written to AIFF and
  played on the mixer like the espeak voice on Linux (:mod:`game.speech.voice`);
* ``screenreader``: `say`, a process per message, speaking with the voice
  chosen in System Settings > Accessibility > Spoken Content, at the game's
  rate and volume. It is also the last resort when the game's voice cannot
  start (pyttsx3 or pyobjc missing).

`say` reads the text from its standard input (``-f -``), so no text is ever
taken for an option. The volume is its embedded speech command
``[[volm V]]`` (0 to 1) at the start of the text; ``[[`` in the game's own
text is broken up so it can never be read as a command. A cut terminates the
process, which stops its sound at once.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
from collections import deque
from collections.abc import Callable
from typing import IO, Any, Protocol

from game.speech.base import BackendUnavailable

log = logging.getLogger("parlour.speech")

MIN_RATE, MAX_RATE = 90, 720
"""Words a minute `say` is given; the game's settings lie well inside."""


class _Process(Protocol):
    stdin: IO[bytes] | None

    def poll(self) -> int | None: ...

    def terminate(self) -> None: ...


Launcher = Callable[..., Any]
"""Starts a process as :class:`subprocess.Popen` does (a stand-in in tests)."""


def say_command(rate: int) -> list[str]:
    """The argv of one message: the rate in words a minute, the text on stdin."""
    return ["say", "-r", str(min(MAX_RATE, max(MIN_RATE, int(rate)))), "-f", "-"]


def say_text(text: str, volume: float) -> str:
    """The text as `say` reads it: its volume command, then the words."""
    volume = min(1.0, max(0.0, float(volume)))
    return f"[[volm {volume:.2f}]] " + text.replace("[[", "[ [")


class SaySpeaker:
    """Says each message with `say`, one process at a time, in order.

    ``speak`` only queues; ``update`` (every frame) starts the next message
    once the previous process has ended. An interrupt or ``stop`` terminates
    the process speaking now and drops the queue.
    """

    def __init__(
        self,
        *,
        rate: int = 200,
        volume: float = 1.0,
        name: str = "screenreader",
        launch: Launcher = subprocess.Popen,
    ) -> None:
        self.name = name
        self.output_name = "say"
        self.rate = rate
        self.volume = volume
        self._launch = launch
        self._queue: deque[str] = deque()
        self._process: _Process | None = None
        self._closed = False
        self._failed_once = False

    def speak(self, text: str, interrupt: bool) -> None:
        if self._closed:
            return
        if interrupt:
            self.stop()
        if text.strip():
            self._queue.append(text)
            self.update()

    def stop(self) -> None:
        self._queue.clear()
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            try:
                process.terminate()
            except OSError as exc:
                self._log_failure("terminate", exc)

    def update(self) -> None:
        if self._closed or self._speaking() or not self._queue:
            return
        text = self._queue.popleft()
        try:
            process = self._launch(
                say_command(self.rate),
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            if process.stdin is not None:
                # A message is far smaller than a pipe's buffer: this never waits.
                process.stdin.write(say_text(text, self.volume).encode("utf-8"))
                process.stdin.close()
        except OSError as exc:
            self._log_failure("say", exc)
            return
        self._process = process

    def busy(self) -> bool:
        return not self._closed and (self._speaking() or bool(self._queue))

    def close(self) -> None:
        if not self._closed:
            self.stop()
            self._closed = True

    def _speaking(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def _log_failure(self, what: str, exc: Exception) -> None:
        if not self._failed_once:
            log.warning("say: %s failed: %s", what, exc)
            self._failed_once = True


def open_say(
    *, rate: int = 200, volume: float = 1.0, name: str = "screenreader",
    launch: Launcher = subprocess.Popen,
) -> SaySpeaker:
    """The `say` speaker, or :class:`BackendUnavailable` when there is no `say`."""
    if shutil.which("say") is None:
        raise BackendUnavailable("failed", "the say command is not on PATH")
    return SaySpeaker(rate=rate, volume=volume, name=name, launch=launch)
