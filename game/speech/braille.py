"""Braille: the focused item and each event, also on the player's braille display.

A braille reader follows the game on the display while hearing it, or
instead of hearing it. The display shows one message at a time, the newest:
older ones are a key away in the history (comma), as for speech.

* Windows: the active screen reader that drives a display, through
  accessible_output2's ``braille`` call: NVDA's
  ``nvdaController_brailleMessage``, JAWS's ``RunFunction('BrailleString("...")')``
  on its API object. The screen reader pans long messages with its own keys.
* Linux: BRLTTY's BrlAPI (the ``brlapi`` module of Debian's
  ``python3-brlapi``, found where the system keeps it:
  :mod:`game.speech.braille_brlapi`). The game takes the display while its
  window is focused; the display's own panning keys (FWINLT/FWINRT) move
  through a long message.
* macOS: nothing (accessible_output2's VoiceOver path is broken upstream).

Every call into a screen reader or BrlAPI runs on one worker thread of the
:class:`Braille` object: a display or daemon that hangs costs the game's loop
nothing. The worker makes the device (JAWS's COM object must be made on the
thread that calls it), writes the newest text, polls the panning keys, and
when the device fails drops it and tries again later, showing the newest text
again once it is back. Braille problems are logged, never spoken: most
players have no display, and the setting (Settings, Braille) turns it off.
"""

from __future__ import annotations

import importlib
import logging
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Protocol

from game.grammar import unstressed
from game.speech.base import BackendUnavailable
from game.speech.quiet import quiet_stdout

log = logging.getLogger("parlour.speech")

RETRY_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
"""Seconds between attempts to reach the display; the last one repeats."""
POLL_SECONDS = 0.05
"""How often the worker looks for panning keys when no text comes."""
CLOSE_WAIT = 0.5
"""The longest the game waits for the worker on close."""


class BrailleDevice(Protocol):
    """A braille display as the worker thread drives it."""

    def write(self, text: str) -> None:
        """Show ``text`` from its start (may raise: the worker drops the device)."""
        ...

    def poll(self) -> None:
        """Handle the display's own keys (panning), without waiting."""
        ...

    def close(self) -> None:
        """Let the display go."""
        ...


class NoBraille:
    """Braille off, or nothing to show it on."""

    name = "none"

    def show(self, text: str) -> None:
        """Nothing to show it on."""

    def close(self) -> None:
        """Nothing to let go."""


class Braille:
    """The game's side of a braille display: :meth:`show` never blocks.

    ``connect`` makes the device; it runs on the worker thread, as does every
    call on the device. ``shown`` lists what reached the device, in order
    (tests, and the log).
    """

    def __init__(self, connect: Callable[[], BrailleDevice], *, name: str,
                 retry_delays: Sequence[float] = RETRY_DELAYS) -> None:
        self.name = name
        self.shown: list[str] = []
        self._connect = connect
        self._retry_delays = tuple(retry_delays)
        self._pending: str | None = None
        self._closing = False
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"braille-{name}", daemon=True)
        self._thread.start()

    def show(self, text: str) -> None:
        """Put ``text`` on the display, in place of what was there (without
        the voice's stress marks: braille spells the word)."""
        with self._lock:
            if self._closing:
                return
            self._pending = unstressed(text)
        self._wake.set()

    def close(self) -> None:
        """Stop the worker; waits :data:`CLOSE_WAIT` at most for it."""
        with self._lock:
            self._closing = True
        self._wake.set()
        self._thread.join(CLOSE_WAIT)

    # -- the worker thread -----------------------------------------------------
    def _run(self) -> None:
        device: BrailleDevice | None = None
        last: str | None = None  # shown again when the device comes back
        failures = 0
        next_try = 0.0
        logged = False
        while True:
            self._wake.wait(POLL_SECONDS)
            self._wake.clear()
            with self._lock:
                closing = self._closing
                text, self._pending = self._pending, None
            if closing:
                device = self._show_last_words(device, text, last)
                break
            if text is not None:
                last = text
            if device is None:
                if time.monotonic() < next_try:
                    continue
                try:
                    device = self._connect()
                except Exception as exc:  # BackendUnavailable, brlapi's, COM's
                    if not logged:
                        log.info("braille (%s): no display: %s", self.name, exc)
                        logged = True
                    delay = self._retry_delays[min(failures, len(self._retry_delays) - 1)]
                    failures += 1
                    next_try = time.monotonic() + delay
                    continue
                log.info("braille (%s): display reached", self.name)
                failures, logged = 0, False
                text = last
            try:
                if text is not None:
                    device.write(text)
                    self.shown.append(text)
                device.poll()
            except Exception as exc:
                log.info("braille (%s): display lost: %s", self.name, exc)
                _close_quietly(device)
                device = None
                next_try = time.monotonic() + self._retry_delays[0]
        if device is not None:
            _close_quietly(device)

    def _show_last_words(self, device: BrailleDevice | None, text: str | None,
                         last: str | None) -> BrailleDevice | None:
        """On close, the last words still reach the display: a game closed at
        once (a player who quits straight away, a short headless run) may
        close before the worker ever reached the display, so it makes one
        attempt then, bounded by :data:`CLOSE_WAIT` (the game does not wait
        longer; the worker is a daemon thread)."""
        if device is None:
            text = text if text is not None else last
            if text is None:
                return None
            try:
                device = self._connect()
            except Exception as exc:
                log.info("braille (%s): no display for the last words: %s", self.name, exc)
                return None
        if text is not None:
            try:
                device.write(text)
                self.shown.append(text)
            except Exception as exc:
                log.info("braille (%s): display lost: %s", self.name, exc)
        return device


def _close_quietly(device: BrailleDevice) -> None:
    try:
        device.close()
    except Exception as exc:
        log.info("braille: closing the display failed: %s", exc)


# -- Windows: the screen reader's own braille -------------------------------------


class ScreenReaderBraille:
    """A display driven by NVDA or JAWS, through accessible_output2's
    ``braille`` call; made and called on the worker thread."""

    def __init__(self) -> None:
        from game.speech.screenreader import first_active_windows_reader

        _co_initialize()  # JAWS is a COM object: this thread must join COM
        output = first_active_windows_reader()
        if not drives_braille(output):
            raise BackendUnavailable("no-braille", f"{output_name(output)} has no braille call")
        self._output = output

    def write(self, text: str) -> None:
        with quiet_stdout():
            self._output.braille(text)

    def poll(self) -> None:
        """The screen reader pans with its own keys."""

    def close(self) -> None:
        """The screen reader keeps its display."""


def drives_braille(output: object) -> bool:
    """Whether an accessible_output2 output overrides the base class's
    ``braille`` (which shows nothing and returns False)."""
    for cls in type(output).__mro__:
        if "braille" in vars(cls):
            return cls.__name__ != "Output"
    return False


def output_name(output: object) -> str:
    return str(getattr(output, "name", type(output).__name__))


def _co_initialize() -> None:
    try:  # pywin32's, there on Windows with accessible_output2
        pythoncom = importlib.import_module("pythoncom")
    except ImportError:
        return
    pythoncom.CoInitialize()


# -- choosing -----------------------------------------------------------------------


def open_braille(*, platform: str | None = None) -> Braille | NoBraille:
    """The player's braille display, as far as this platform can reach one.

    Returns at once: the display itself is reached (and reached again after a
    loss) on the worker thread.
    """
    platform = platform or sys.platform
    if platform == "win32":
        return Braille(ScreenReaderBraille, name="screenreader")
    if platform.startswith("linux"):
        from game.speech.braille_brlapi import BrlapiDisplay, find_brlapi

        module = find_brlapi()
        if module is None:
            log.info("braille: BrlAPI's Python module (python3-brlapi) was not found")
            return NoBraille()
        return Braille(lambda: BrlapiDisplay(module), name="brlapi")
    return NoBraille()
