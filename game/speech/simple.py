"""The speakers that need no speech engine: silent text, recording, printing."""

from __future__ import annotations

import sys
from typing import TextIO

from game.speech.base import Notice, Speaker


class TextSpeaker:
    """Says nothing aloud: the window and the message history show the text."""

    name = "text"

    def speak(self, text: str, interrupt: bool) -> None:
        """Nothing to do: the app shows every message anyway."""

    def stop(self) -> None:
        """Nothing is ever being said."""

    def update(self) -> None:
        """Nothing is ever queued."""

    def busy(self) -> bool:
        return False

    def close(self) -> None:
        """Nothing to release."""


class RecordingSpeaker:
    """A speaker for tests: remembers what it was asked to say and to stop."""

    name = "recording"

    def __init__(self) -> None:
        self.spoken: list[tuple[str, bool]] = []
        """Every ``(text, interrupt)`` passed to :meth:`speak`, in order."""
        self.stops = 0
        """How many times :meth:`stop` was called."""
        self.closed = False

    def speak(self, text: str, interrupt: bool) -> None:
        self.spoken.append((text, interrupt))

    def stop(self) -> None:
        self.stops += 1

    def update(self) -> None:
        """Nothing is queued: recording is instant."""

    def busy(self) -> bool:
        return False

    def close(self) -> None:
        self.closed = True

    @property
    def texts(self) -> list[str]:
        """Just the texts spoken, in order."""
        return [text for text, _ in self.spoken]


class PrintSpeaker:
    """Prints each message on its own line (``--headless`` play, pipes, logs)."""

    name = "print"

    def __init__(self, stream: TextIO | None = None) -> None:
        # Resolved now, so a later silencing of sys.stdout (see quiet.py) or a
        # swap by the caller does not swallow the game's own output.
        self._stream = stream if stream is not None else sys.stdout

    def speak(self, text: str, interrupt: bool) -> None:
        # A message with line breaks still takes one line per message.
        self._stream.write(" ".join(text.splitlines()) + "\n")
        self._stream.flush()

    def stop(self) -> None:
        """Printed lines cannot be taken back."""

    def update(self) -> None:
        """Printing is instant: nothing is queued."""

    def busy(self) -> bool:
        return False

    def close(self) -> None:
        self._stream.flush()


class TeeSpeaker:
    """Prints every message and also says it with another speaker.

    ``--headless --speech screenreader`` (or ``voice``): a scripted session
    keeps its printed transcript and can be heard, or logged by the daemon.
    """

    def __init__(self, printer: PrintSpeaker, speaker: Speaker) -> None:
        self.printer = printer
        self.speaker = speaker
        self.name = speaker.name

    def speak(self, text: str, interrupt: bool) -> None:
        self.printer.speak(text, interrupt)
        self.speaker.speak(text, interrupt)

    def stop(self) -> None:
        self.speaker.stop()

    def update(self) -> None:
        self.speaker.update()

    def busy(self) -> bool:
        return self.speaker.busy()

    def take_notices(self) -> list[Notice]:
        take = getattr(self.speaker, "take_notices", None)
        return list(take()) if take is not None else []

    def close(self) -> None:
        self.printer.close()
        self.speaker.close()
