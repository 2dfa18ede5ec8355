"""Speech through Speech Dispatcher, the daemon Orca speaks through.

The game loop never waits for the daemon: :meth:`SpeechDispatcherSpeaker.speak`
puts the text on a queue and returns; one worker thread owns the connection
and does every blocking call, each with a timeout. When the daemon dies or
stops answering, the speaker says so once (a :class:`Notice` the app says),
speaks with the fallback (the game's own voice, or text) meanwhile, and goes
back to the daemon when a reconnect, tried at growing intervals, succeeds.

Priorities (see docs/speech.md): every message is sent at SSIP priority
``message``, which queues behind the game's earlier messages (``text`` would
keep only the newest of several queued events). A focus move interrupts with
``CANCEL SELF`` before its ``SPEAK``.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.speech.base import BackendUnavailable, Notice, Speaker
from game.speech.ssip import (
    SSIPAddress,
    SSIPConnection,
    SSIPRefused,
    daemon_installed,
    spawn_daemon,
    speechd_address,
    ssip_pitch,
    ssip_rate,
    ssip_volume,
)
from game.speech.voices import VoiceInfo, ssip_voices

log = logging.getLogger("parlour.speech")

CONNECT_TIMEOUT = 0.5
"""Seconds to connect and get the first reply (the game waits this long at start)."""

SPAWN_TIMEOUT = 2.0
"""Seconds to wait for a daemon the game started itself."""

REPLY_TIMEOUT = 2.0
"""Seconds the worker waits for a reply before it takes the daemon for gone."""

CLOSE_TIMEOUT = 0.5
"""Seconds :meth:`SpeechDispatcherSpeaker.close` waits for queued text to be sent."""

RECONNECT_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
"""Pauses between reconnect attempts after the daemon was lost; the last repeats."""


@dataclass(frozen=True)
class _Say:
    text: str
    interrupt: bool


_STOP = "stop"
_CLOSE = "close"
_Op = _Say | str


class SpeechDispatcherSpeaker:
    """Says text through Speech Dispatcher without ever blocking the caller.

    ``fallback`` makes the speaker used while the daemon is away (called on
    the game's thread, it must not block: see :func:`open_speech_dispatcher`).
    """

    name = "screenreader"
    output_name = "Speech Dispatcher"

    def __init__(
        self,
        connection: SSIPConnection,
        address: SSIPAddress,
        *,
        fallback: Callable[[], Speaker],
        rate: int = 200,
        volume: float = 1.0,
        pitch: int = 50,
        reconnect_delays: Sequence[float] | None = None,
        language: str = "en",
        voice: str = "",
    ) -> None:
        self._address = address
        self.language = language
        self._voice = voice
        self._voices: list[VoiceInfo] = []
        self._fallback_factory = fallback
        self._fallback: Speaker | None = None
        self._settings = (ssip_rate(rate), ssip_volume(volume), ssip_pitch(pitch))
        self._delays = tuple(reconnect_delays or RECONNECT_DELAYS)
        self._ops: queue.Queue[_Op] = queue.Queue()
        self._events: queue.Queue[tuple[str, list[_Say]]] = queue.Queue()
        self._notices: list[Notice] = []
        self._replay: list[_Say] = []
        self._up = True
        self._closed = False
        self.sent = 0
        """Messages the daemon has accepted (for tests and the benchmark)."""
        self._configure(connection)
        self._thread = threading.Thread(target=self._run, args=(connection,),
                                        name="parlour-speechd", daemon=True)
        self._thread.start()

    # -- the game's side -------------------------------------------------------
    def speak(self, text: str, interrupt: bool) -> None:
        if self._closed or not text.strip():
            if interrupt and not self._closed:
                self.stop()
            return
        if self._up:
            self._ops.put(_Say(text, interrupt))
        else:
            self._fallback_speaker().speak(text, interrupt)

    def stop(self) -> None:
        if self._closed:
            return
        if self._up:
            self._ops.put(_STOP)
        elif self._fallback is not None:
            self._fallback.stop()

    def update(self) -> None:
        """Take the worker's news (lost, back, undelivered text) on the game's thread."""
        if self._closed:
            return
        if self._replay:
            # Said after the "Speech Dispatcher stopped" notice the app has
            # queued meanwhile, so nothing the player was told is lost.
            replay, self._replay = self._replay, []
            # A focus text cuts what came before it, as it would have aloud.
            cut = max((i for i, item in enumerate(replay) if item.interrupt), default=0)
            for item in replay[cut:]:
                self._fallback_speaker().speak(item.text, False)
        while True:
            try:
                kind, missed = self._events.get_nowait()
            except queue.Empty:
                break
            if kind == "lost":
                self._up = False
                using = self._fallback_speaker().name
                self._notices.append(Notice("speech-speechd-lost",
                                            {"using": using if using == "voice" else "text"}))
            elif kind == "back":
                self._up = True
                if self._fallback is not None:
                    self._fallback.stop()
                self._notices.append(Notice("speech-speechd-back"))
            self._replay += [item for item in missed if not self._up]
        if self._fallback is not None:
            self._fallback.update()

    def busy(self) -> bool:
        if self._closed:
            return False
        if not self._up and self._fallback is not None:
            return self._fallback.busy()
        return not self._ops.empty()

    def voices(self) -> list[VoiceInfo]:
        """The voices of the daemon's output module (asked when connecting)."""
        return list(self._voices)

    def take_notices(self) -> list[Notice]:
        """What the player should be told since the last call (lost, back)."""
        notices, self._notices = self._notices, []
        return notices

    @property
    def connected(self) -> bool:
        """Whether speech goes to the daemon now (as far as the game knows)."""
        return self._up

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._ops.put(_CLOSE)
        if self._fallback is not None:
            self._fallback.close()
        # What the game said last (often why it ends) should still reach the
        # daemon; a daemon that hangs holds the game up this long at most.
        self._thread.join(CLOSE_TIMEOUT)

    def _fallback_speaker(self) -> Speaker:
        if self._fallback is None:
            self._fallback = self._fallback_factory()
        return self._fallback

    # -- the worker's side -----------------------------------------------------
    def _configure(self, connection: SSIPConnection) -> None:
        rate, volume, pitch = self._settings
        connection.command("SET SELF PRIORITY MESSAGE")
        connection.command(f"SET SELF RATE {rate}")
        connection.command(f"SET SELF VOLUME {volume}")
        connection.command(f"SET SELF PITCH {pitch}")
        self._configure_voice(connection)
        connection.set_timeout(REPLY_TIMEOUT)

    def _configure_voice(self, connection: SSIPConnection) -> None:
        """The game's language, so the daemon speaks it with a voice of that
        language; the player's voice for it if the output module has it. A
        refusal is logged: the daemon then speaks with its own voice."""
        try:
            connection.command(f"SET SELF LANGUAGE {self.language}")
            self._voices = ssip_voices(connection.command("LIST SYNTHESIS_VOICES"))
            if self._voice and any(v.id == self._voice for v in self._voices):
                connection.command(f"SET SELF SYNTHESIS_VOICE {self._voice}")
        except SSIPRefused as exc:
            log.info("Speech Dispatcher: language or voice refused: %s", exc)

    def _run(self, connection: SSIPConnection | None) -> None:
        attempt = 0
        next_try = 0.0
        while True:
            if connection is None:
                wait = max(0.0, next_try - time.monotonic())
                try:
                    op = self._ops.get(timeout=wait) if wait else self._ops.get_nowait()
                except queue.Empty:
                    connection = self._reconnect()
                    if connection is None:
                        pause = self._delays[min(attempt, len(self._delays) - 1)]
                        next_try = time.monotonic() + pause
                        attempt += 1
                    else:
                        attempt = 0
                        self._events.put(("back", []))
                    continue
                if op == _CLOSE:
                    return
                if isinstance(op, _Say):
                    self._events.put(("missed", [op]))
                continue
            op = self._ops.get()
            if op == _CLOSE:
                connection.close()
                return
            try:
                self._send(connection, op)
            except OSError as exc:
                log.warning("Speech Dispatcher lost: %s", exc)
                connection.close(timeout=0.05)
                connection = None
                self._events.put(("lost", [op] if isinstance(op, _Say) else []))
                next_try = time.monotonic() + self._delays[0]
                attempt = 1

    def _send(self, connection: SSIPConnection, op: _Op) -> None:
        if op == _STOP:
            connection.command("CANCEL SELF")
            return
        assert isinstance(op, _Say)
        if op.interrupt:
            connection.command("CANCEL SELF")
        connection.speak(op.text)
        self.sent += 1

    def _reconnect(self) -> SSIPConnection | None:
        connection = None
        try:
            connection = _connect(self._address, spawn=self._address.default)
            self._configure(connection)
        except (OSError, BackendUnavailable) as exc:
            log.info("Speech Dispatcher still away: %s", exc)
            if connection is not None:
                connection.close(timeout=0.05)
            return None
        log.warning("Speech Dispatcher is back")
        return connection


def _connect(address: SSIPAddress, *, spawn: bool) -> SSIPConnection:
    """A connection to the daemon, starting it first if allowed and needed."""
    try:
        return SSIPConnection.open(address, CONNECT_TIMEOUT)
    except TimeoutError as exc:
        raise BackendUnavailable("timeout", f"{address.describe()}: {exc}",
                                 code="speech-speechd-failed") from exc
    except OSError as first:
        if not daemon_installed():
            raise BackendUnavailable("not-installed", f"{address.describe()}: {first}",
                                     code="speech-no-speechd") from first
        if not spawn or not spawn_daemon(address, SPAWN_TIMEOUT):
            raise BackendUnavailable("failed", f"{address.describe()}: {first}",
                                     code="speech-speechd-failed") from first
    try:
        return SSIPConnection.open(address, CONNECT_TIMEOUT)
    except OSError as exc:
        reason = "timeout" if isinstance(exc, TimeoutError) else "failed"
        raise BackendUnavailable(reason, f"{address.describe()} after start: {exc}",
                                 code="speech-speechd-failed") from exc


def open_speech_dispatcher(
    *, fallback: Callable[[], Speaker], rate: int = 200, volume: float = 1.0,
    pitch: int = 50, address: SSIPAddress | None = None, language: str = "en", voice: str = "",
) -> SpeechDispatcherSpeaker:
    """The daemon's speaker, or :class:`BackendUnavailable` saying why not.

    Waits at most :data:`CONNECT_TIMEOUT` (plus :data:`SPAWN_TIMEOUT` when it
    has to start the daemon): this runs once, when speech is chosen.
    """
    address = address or speechd_address()
    connection = _connect(address, spawn=address.default)
    try:
        return SpeechDispatcherSpeaker(connection, address, fallback=fallback,
                                       rate=rate, volume=volume, pitch=pitch,
                                       language=language, voice=voice)
    except OSError as exc:
        connection.close(timeout=0.05)
        raise BackendUnavailable("failed", f"{address.describe()}: {exc}",
                                 code="speech-speechd-failed") from exc
