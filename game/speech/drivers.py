"""What the game changes in pyttsx3's drivers, on the voice's engine thread
(:mod:`game.speech.voice`): each change works around a driver's habit that
cost sound or time, and says which."""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
from typing import Any

log = logging.getLogger("parlour.speech")


def start_com_on_this_thread() -> None:
    """On Windows, COM must be initialised on every thread that uses SAPI5."""
    if sys.platform == "win32":
        import comtypes

        comtypes.CoInitialize()


def never_cancel_synthesis(engine: Any) -> None:
    """Make the espeak driver's ``stop`` do nothing (espeak driver only).

    In retrieval mode espeak-ng works on its own thread, and that thread
    reports itself busy for an instant some 100-150 ms after each message
    (when it closes its stream). pyttsx3's ``runAndWait`` starts by calling
    the driver's ``stop``, which cancels espeak whenever it looks busy; if that
    instant is hit, the new text is cut off and the file comes out empty. This
    engine never needs to cancel a synthesis (interrupts cut the playback,
    not the synthesis), so ``stop`` is disabled on this engine's driver.
    """
    driver = getattr(getattr(engine, "proxy", None), "_driver", None)
    if driver is not None and type(driver).__module__ == "pyttsx3.drivers.espeak":
        driver.stop = do_nothing


FINISH_WAIT = 5.0
"""The longest the engine thread waits for espeak to finish one sentence."""


def finish_without_polling(engine: Any) -> threading.Event | None:
    """Let ``runAndWait`` return at once, and say when the file is written.

    The espeak driver's loop sleeps 10 ms between looks (20 ms and more on a
    busy machine) while espeak-ng, on its own thread, takes 2 to 5 ms for a
    short sentence: the sleep, not the synthesis, set when the first sound
    could start. The loop is replaced by its first pass (start the
    synthesis; stopping is never asked for, see
    :func:`never_cancel_synthesis`), and the engine thread waits instead on
    the driver's "finished-utterance" notice, sent once the WAV is written.
    Returns that notice's event, or None for other drivers (left as they are).
    """
    driver = getattr(getattr(engine, "proxy", None), "_driver", None)
    if driver is None or type(driver).__module__ != "pyttsx3.drivers.espeak":
        return None
    finished = threading.Event()
    engine.connect("finished-utterance", lambda **_: finished.set())

    def start_loop() -> None:
        driver._looping = True
        driver._proxy.setBusy(False)  # runs the queue: the save_to_file, the loop's end
        if driver._text_to_say:
            driver._start_synthesis(driver._text_to_say)
        driver._looping = False

    driver.startLoop = start_loop
    return finished


def silence_driver_prints() -> None:
    """Stop pyttsx3's drivers from printing ("Audio saved to ...").

    espeak-ng calls the driver back on its own native thread, which
    :func:`quiet_stdout` (per thread) cannot reach; a module-level ``print``
    shadows the built-in for those driver modules only.
    """
    for name, module in list(sys.modules.items()):
        if name.startswith("pyttsx3.drivers.") and module is not None:
            module.print = do_nothing  # type: ignore[attr-defined]


def do_nothing(*args: object, **kwargs: object) -> None:
    """Stands in for a driver's ``print`` and ``stop``."""


def end_loop_after_failure(engine: Any) -> None:
    # A failed runAndWait can leave the engine "in its loop", and every later
    # runAndWait would then refuse with "run loop already started".
    with contextlib.suppress(Exception):
        engine.endLoop()


def set_pitch(engine: Any, pitch: int) -> None:
    """The engine's pitch for the next synthesis: every job sets it, as the
    engine is shared. espeak takes 0..100 (50 normal); a driver without pitch
    (SAPI5 and NSSS print a line, kept quiet; another may refuse) keeps its own."""
    try:
        engine.setProperty("pitch", min(100, max(0, int(pitch))))
    except (KeyError, ValueError, AttributeError, NotImplementedError) as exc:
        log.debug("voice: no pitch on this engine: %s", exc)
