"""The game's own voice: pyttsx3 synthesises off the main thread, pygame plays.

pyttsx3 cannot be driven from a game loop: ``runAndWait`` blocks, and the
external-loop mode (``startLoop(False)``/``iterate``) fails with the espeak
driver. So one worker thread owns the process's only pyttsx3 engine (created
inside that thread, as SAPI5's COM objects require) and turns each request
into a sound file with ``save_to_file`` + ``runAndWait`` (WAV; AIFF from
macOS's ``nsss`` driver, whatever the name: both play, see
:mod:`game.speech.audiofile`). The main thread plays
the files on a reserved mixer channel, where new speech can cut old speech.

Traps this module avoids:

* ``say`` is never called: after ``save_to_file`` the espeak driver keeps the
  file name for later ``say`` calls. Every request gets a fresh file name.
* The espeak driver raises inside a C callback if the WAV cannot be written,
  and then ``runAndWait`` never returns. So the worker writes only into its
  own temporary folder, which lives as long as the process.
* There is one engine per process: espeak can only be initialised once and
  sends its audio to the newest driver, so two engines would starve each other.
* espeak-ng synthesises on its own thread, and ``runAndWait`` begins with a
  ``stop`` that cancels espeak whenever it looks busy, which it briefly does
  after each message: the next text would come out empty. This engine never
  cancels a synthesis, so that ``stop`` is disabled (see
  :func:`never_cancel_synthesis`).
"""

from __future__ import annotations

import atexit
import itertools
import logging
import queue
import re
import shutil
import tempfile
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from game.grammar import spelt_for_the_voice
from game.sound.mixer import RESERVED_CHANNELS, SPEECH_CHANNEL
from game.speech.audiofile import audio_has_frames
from game.speech.base import BackendUnavailable
from game.speech.drivers import (
    FINISH_WAIT,
    end_loop_after_failure,
    finish_without_polling,
    never_cancel_synthesis,
    set_pitch,
    silence_driver_prints,
    start_com_on_this_thread,
)
from game.speech.quiet import quiet_stdout
from game.speech.voices import VoiceInfo, pick_voice, pyttsx3_voices

if TYPE_CHECKING:  # pygame itself is imported where a sound is made, not with this module
    from pygame.mixer import Sound

log = logging.getLogger("parlour.speech")

ENGINE_START_TIMEOUT = 3.0
"""Seconds to wait for the speech engine to start before giving up on it."""

SYNTHESIS_TIMEOUT = 30.0
"""Seconds :func:`synthesize_to_wav` waits for one synthesis."""

STALE_REQUEST_SECONDS = 15.0
"""A request still unsynthesised after this long is dropped, so one stuck
synthesis cannot hold the queue forever."""

PLAYED_MEMORY = 200
"""How many played texts :attr:`VoiceSpeaker.played` remembers."""

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=\S)")


def split_sentences(text: str) -> list[str]:
    """``text`` cut after each sentence's end (``.``, ``!``, ``?``, ``;``
    followed by a space), so a long report is synthesised and played a
    sentence at a time: its first sentence is heard while the rest is made.
    "3.5" or "2 of 9." at the end stay whole."""
    return [part for part in _SENTENCE_END.split(text.strip()) if part.strip()]


FIRST_CHUNK_CHARS = 40
"""A message's first sentence longer than this is cut at its first comma or
colon (when that leaves at least :data:`FIRST_CHUNK_MIN` characters before
it): the first sound comes from a short synthesis. Synthesis and loading
take about as long as the audio they make, so "Ada has 45 points," is heard
a third as soon as the whole 100-character sentence would be."""
FIRST_CHUNK_MIN = 12
_CLAUSE_END = re.compile(r"(?<=[,:])\s+(?=\S)")

LOOKAHEAD = 2
"""Sentences handed to the engine ahead of the one playing. Synthesis is
far faster than speech, so two ahead never leave a gap; handing it the whole
report at once kept the engine busy for a second or more, and a key pressed
meanwhile waited for the sentence in hand (espeak cannot be stopped)."""


def speaking_chunks(text: str) -> list[str]:
    """The sentences of ``text`` (:func:`split_sentences`), the first one cut
    after its first comma or colon when it is long (:data:`FIRST_CHUNK_CHARS`)."""
    chunks = split_sentences(text)
    if chunks and len(chunks[0]) > FIRST_CHUNK_CHARS:
        for match in _CLAUSE_END.finditer(chunks[0]):
            if match.start() >= FIRST_CHUNK_MIN:
                first = chunks[0]
                return [first[:match.start()], first[match.end():], *chunks[1:]]
    return chunks


@dataclass(eq=False)
class SynthesisJob:
    """One text to turn into a sound file on the engine's thread."""

    text: str
    rate: int
    generation: int = 0
    pitch: int = 50
    """0 to 100, 50 the engine's normal (espeak's own scale)."""
    voice: str | None = None
    """The engine's voice id to speak with (None: the engine's default voice)."""
    message: int = 0
    """Which message this sentence belongs to: its sentences are queued on
    the channel one behind another, while a new message waits for the
    channel to be free."""
    submitted: float = field(default_factory=time.monotonic)
    cancelled: threading.Event = field(default_factory=threading.Event)
    done: threading.Event = field(default_factory=threading.Event)
    path: Path | None = None
    """The finished sound file, WAV or AIFF (set by the engine thread before ``done``)."""
    error: str | None = None
    load: bool = False
    """Whether the engine thread should also load the file into a mixer Sound."""
    sound: Sound | None = None
    """That Sound (its file is then deleted), set before ``done``."""
    sent: bool = False
    """Whether it was handed to the engine (``submitted`` is then when)."""

    def discard(self) -> None:
        """Cancel the job and delete its file if it was already made."""
        self.cancelled.set()
        self.sound = None
        if self.done.is_set() and self.path is not None:
            self.path.unlink(missing_ok=True)


class VoiceEngine:
    """The process's one pyttsx3 engine, owned by a daemon worker thread."""

    _shared: ClassVar[VoiceEngine | None] = None
    _shared_lock: ClassVar[threading.Lock] = threading.Lock()

    @classmethod
    def shared(cls) -> VoiceEngine:
        """The running engine, started on first use (and again after a failed start)."""
        with cls._shared_lock:
            if cls._shared is None or cls._shared.failed:
                cls._shared = cls()
            return cls._shared

    def __init__(self) -> None:
        self._jobs: queue.Queue[SynthesisJob] = queue.Queue()
        self._ready = threading.Event()
        self._error: str | None = None
        self.voices: list[VoiceInfo] = []
        """The engine's installed voices, known once it is ready."""
        self._names = itertools.count()
        self._folder = Path(tempfile.mkdtemp(prefix="parlour-voice-"))
        self._finished: threading.Event | None = None
        atexit.register(shutil.rmtree, self._folder, ignore_errors=True)
        self._thread = threading.Thread(target=self._run, name="parlour-voice", daemon=True)
        self._thread.start()

    @property
    def failed(self) -> bool:
        """Whether the engine could not start."""
        return self._ready.is_set() and self._error is not None

    def wait_ready(self, timeout: float = ENGINE_START_TIMEOUT) -> None:
        """Return once the engine runs; :class:`BackendUnavailable` if it cannot."""
        if not self._ready.wait(timeout):
            raise BackendUnavailable("timeout", f"speech engine not ready within {timeout} s")
        if self._error is not None:
            raise BackendUnavailable("engine-failed", self._error)

    def submit(self, job: SynthesisJob) -> None:
        """Queue a job; it never blocks. ``job.done`` is set when it is finished."""
        self._jobs.put(job)

    def _run(self) -> None:
        try:
            with quiet_stdout():
                start_com_on_this_thread()
                import pyttsx3

                engine = pyttsx3.init()
        except Exception as exc:  # ImportError, RuntimeError (no espeak), OSError, ...
            self._error = f"{type(exc).__name__}: {exc}"
            self._ready.set()
            return
        silence_driver_prints()
        never_cancel_synthesis(engine)
        try:
            with quiet_stdout():
                self.voices = pyttsx3_voices(engine)
                default_voice = engine.getProperty("voice")
        except Exception as exc:  # a driver without voice lists still speaks
            log.info("voice: the engine lists no voices (%s)", exc)
            default_voice = None
        current = default_voice
        self._finished = finish_without_polling(engine)
        self._ready.set()
        while True:
            job = self._jobs.get()
            if not job.cancelled.is_set():
                wanted = job.voice or default_voice
                if wanted is not None and wanted != current:
                    current = _set_voice(engine, wanted, current)
                self._synthesise(engine, job)
                if job.load and job.path is not None and not job.cancelled.is_set():
                    _load_sound(job)
            job.done.set()
            if job.cancelled.is_set() and job.path is not None:
                job.path.unlink(missing_ok=True)
            elif job.load:
                _wake_game_loop()

    def _synthesise(self, engine: Any, job: SynthesisJob) -> None:
        error = "the speech engine wrote no sound"
        # One retry: a synthesis cut short by the driver is rare and not repeated.
        for _ in range(2):
            path = self._folder / f"{next(self._names)}.wav"
            try:
                # A temp cleaner may have removed the folder; without it the espeak
                # callback fails and runAndWait never returns.
                self._folder.mkdir(parents=True, exist_ok=True)
                with quiet_stdout():
                    engine.setProperty("rate", job.rate)
                    set_pitch(engine, job.pitch)
                    if self._finished is not None:
                        self._finished.clear()
                    engine.save_to_file(spelt_for_the_voice(job.text), str(path))
                    engine.runAndWait()
                if self._finished is not None:
                    self._finished.wait(FINISH_WAIT)
            except Exception as exc:
                error = f"{type(exc).__name__}: {exc}"
                end_loop_after_failure(engine)
                path.unlink(missing_ok=True)
                continue
            if audio_has_frames(path):
                job.path = path
                return
            path.unlink(missing_ok=True)
        job.error = error


def _set_voice(engine: Any, voice: str, current: str | None) -> str | None:
    """Switch the engine to ``voice``; the voice now in use."""
    try:
        with quiet_stdout():
            engine.setProperty("voice", voice)
    except Exception as exc:  # an id the driver refuses: keep speaking
        log.warning("voice: cannot use voice %s: %s", voice, exc)
        return current
    return voice


def _load_sound(job: SynthesisJob) -> None:
    """Load the job's file into a mixer Sound on the engine thread.

    Loading converts the voice's 22050 Hz to the mixer's 44100 Hz stereo:
    10-50 ms for a sentence on a busy machine, far too long for the game's
    thread. pygame lets go of the interpreter lock while SDL loads, so here it
    costs the game nothing. On failure the file stays for the game's thread
    to try (and log).
    """
    import pygame

    try:
        if not pygame.mixer.get_init() or job.path is None:
            return
        job.sound = pygame.mixer.Sound(str(job.path))
    except (pygame.error, OSError):
        return
    job.path.unlink(missing_ok=True)
    job.path = None


_wake_event: list[int] = []  # the event type, made once


def _wake_game_loop() -> None:
    """Post an event, so a game loop asleep in ``pygame.event.wait`` (up to
    a frame, 16 ms) runs its frame now and plays the sentence just made: the
    first sound no longer waits for the next frame. SDL's event queue takes
    events from any thread; without a display there is no queue and no loop
    to wake."""
    import pygame

    try:
        if not pygame.display.get_init():
            return
        if not _wake_event:
            _wake_event.append(pygame.event.custom_type())
        pygame.event.post(pygame.event.Event(_wake_event[0]))
    except pygame.error:
        pass


def synthesize_to_wav(text: str, path: Path, rate: int = 200, language: str = "en",
                      voice: str = "", pitch: int = 50) -> None:
    """Say ``text`` into the WAV file ``path`` with the game's voice for
    ``language`` (``voice``, the player's choice, if the engine has it) (blocking).

    Raises :class:`BackendUnavailable` when there is no speech engine and
    :class:`RuntimeError` when the synthesis fails or takes too long.
    """
    if not text.strip():
        raise ValueError("nothing to say")
    engine = VoiceEngine.shared()
    engine.wait_ready()
    job = SynthesisJob(text=text, rate=rate, pitch=pitch,
                       voice=pick_voice(engine.voices, language, voice))
    engine.submit(job)
    if not job.done.wait(SYNTHESIS_TIMEOUT):
        job.cancelled.set()
        raise RuntimeError(f"speech synthesis took longer than {SYNTHESIS_TIMEOUT} s")
    if job.error is not None or job.path is None:
        raise RuntimeError(f"speech synthesis failed: {job.error}")
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    shutil.move(job.path, path)


class VoiceSpeaker:
    """The game's own voice: pyttsx3 speech played on the mixer's speech channel.

    ``speak`` only queues requests for the engine thread, one per sentence
    (:func:`split_sentences`), so a long report starts as soon as its first
    sentence is made rather than after the whole text. ``update`` (every
    frame) plays the next finished file once the channel is free, and queues
    the next sentence of the same message on the channel behind the one
    playing, so the sentences follow without a gap. Each request carries the
    generation it was made in; an interrupt or ``stop`` starts a new
    generation, so a request superseded before its synthesis finished is never
    played, and cuts the channel together with the sentence queued on it.
    """

    name = "voice"

    def __init__(
        self,
        *,
        rate: int = 200,
        volume: float = 1.0,
        pitch: int = 50,
        engine: VoiceEngine | None = None,
        start_timeout: float = ENGINE_START_TIMEOUT,
        language: str = "en",
        voice: str = "",
    ) -> None:
        import pygame

        if not pygame.mixer.get_init():
            raise BackendUnavailable("no-audio-device", "pygame.mixer is not initialised")
        self._engine = engine if engine is not None else VoiceEngine.shared()
        self._engine.wait_ready(start_timeout)
        self.language = language
        self.voice_id = pick_voice(getattr(self._engine, "voices", []), language, voice)
        """The engine's voice this speaker speaks with (None: its default)."""
        # Cue sounds must never take the speech channel (init_mixer reserves it
        # too; this keeps the voice safe when the mixer was set up elsewhere).
        pygame.mixer.set_reserved(RESERVED_CHANNELS)
        self._pygame = pygame
        self._channel = pygame.mixer.Channel(SPEECH_CHANNEL)
        self._rate = rate
        self._pitch = int(pitch)
        self._volume = _clamp(volume)
        self._generation = 0
        self._messages = itertools.count(1)
        self._message = 0  # the message whose sentence is on the channel
        self._pending: deque[SynthesisJob] = deque()
        self._sounds: list[Sound] = []  # playing and queued Sounds: kept alive meanwhile
        # play() drops a channel's queued sound, where stop() alone would start it.
        self._silence = pygame.mixer.Sound(buffer=bytes(64))
        self._closed = False
        self.played: list[str] = []
        """The sentences handed to the speech channel, oldest first (the last 200)."""

    @property
    def rate(self) -> int:
        """Speaking rate in words per minute (applies to later messages)."""
        return self._rate

    @rate.setter
    def rate(self, value: int) -> None:
        self._rate = int(value)

    @property
    def pitch(self) -> int:
        """Pitch from 0 to 100, 50 the engine's normal (set when the speaker is made)."""
        return self._pitch

    @property
    def volume(self) -> float:
        """Loudness from 0 to 1 (applies from the next message on)."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)

    def speak(self, text: str, interrupt: bool) -> None:
        if self._closed:
            return
        if interrupt:
            self._cut()
        message = next(self._messages)
        for sentence in speaking_chunks(text):
            job = SynthesisJob(text=sentence, rate=self._rate, pitch=self._pitch,
                               generation=self._generation,
                               message=message, load=True, voice=self.voice_id)
            self._pending.append(job)
        self._send_ahead()

    def _send_ahead(self) -> None:
        """Hand the engine the next :data:`LOOKAHEAD` sentences to play (the
        first of ``_pending`` is the next one; the playing one has left it)."""
        for job in itertools.islice(self._pending, LOOKAHEAD):
            if not job.sent:
                job.sent = True
                job.submitted = time.monotonic()
                self._engine.submit(job)

    def stop(self) -> None:
        self._cut()

    def voices(self) -> list[VoiceInfo]:
        """The voices the Settings menu offers."""
        return list(getattr(self._engine, "voices", []))

    def update(self) -> None:
        if self._closed or not self._mixer_alive():
            return
        self._send_ahead()
        if self._channel.get_busy():
            self._queue_next_sentence()
            return
        self._sounds.clear()
        while self._pending:
            job = self._pending[0]
            if not job.done.is_set():
                if time.monotonic() - job.submitted > STALE_REQUEST_SECONDS:
                    log.warning("voice: dropped a message the engine did not finish")
                    self._pending.popleft().discard()
                    continue
                return
            self._pending.popleft()
            sound = self._load(job)
            if sound is not None:
                # One volume argument also resets any panning left on the channel.
                self._channel.set_volume(self._volume)
                self._channel.play(sound)
                self._started(job, sound)
                return

    def _queue_next_sentence(self) -> None:
        """Queue the playing message's next finished sentence behind the one
        playing (SDL starts it the moment the first ends)."""
        while self._pending and self._channel.get_queue() is None:
            job = self._pending[0]
            if job.message != self._message or not job.done.is_set():
                return
            self._pending.popleft()
            sound = self._load(job)
            if sound is not None:
                self._channel.queue(sound)
                self._started(job, sound)
                del self._sounds[:-2]  # the one playing and the one queued

    def busy(self) -> bool:
        if self._closed or not self._mixer_alive():
            return False
        return bool(self._pending) or bool(self._channel.get_busy())

    def close(self) -> None:
        if self._closed:
            return
        self._cut()
        self._closed = True

    def _load(self, job: SynthesisJob) -> Sound | None:
        """The finished job's Sound (its file is deleted), or None when there
        is nothing to play."""
        path = job.path
        if job.sound is not None and job.generation == self._generation:
            return job.sound
        try:
            if job.generation != self._generation or job.error is not None or path is None:
                if job.error is not None:
                    log.warning("voice: %s", job.error)
                return None
            if not audio_has_frames(path):
                return None
            return self._pygame.mixer.Sound(str(path))
        except (self._pygame.error, OSError) as exc:
            log.warning("voice: cannot play %s: %s", path, exc)
            return None
        finally:
            if path is not None:
                path.unlink(missing_ok=True)

    def _started(self, job: SynthesisJob, sound: Sound) -> None:
        self._message = job.message
        self._sounds.append(sound)
        self.played.append(job.text)
        del self.played[:-PLAYED_MEMORY]

    def _cut(self) -> None:
        """Silence the channel and make everything queued so far stale."""
        self._generation += 1
        for job in self._pending:
            job.discard()
        self._pending.clear()
        if self._mixer_alive():
            if self._channel.get_queue() is not None:
                self._channel.play(self._silence)
            self._channel.stop()
        self._sounds.clear()

    def _mixer_alive(self) -> bool:
        return bool(self._pygame.mixer.get_init())


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))
