"""What every speech backend offers, and how a backend says it is not there.

The app speaks from its pygame loop (one thread). A backend never blocks that
loop: ``speak`` hands the text over and returns; ``update`` is called every
frame so a backend that keeps its own queue can start the next message when
the previous one has ended.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable


@runtime_checkable
class Speaker(Protocol):
    """A way of saying text to the player."""

    name: str
    """Which backend this is: "screenreader", "voice", "text", "recording" or "print"."""

    def speak(self, text: str, interrupt: bool) -> None:
        """Say ``text`` without blocking the caller.

        ``interrupt=True`` cuts what is being said and drops the queue first
        (speech the player caused by moving focus); ``interrupt=False`` queues
        after what is being said (game events).
        """
        ...

    def stop(self) -> None:
        """Silence the current speech and drop the queue."""
        ...

    def update(self) -> None:
        """Called every frame: start queued speech once the previous one ended."""
        ...

    def busy(self) -> bool:
        """Whether something is still being said or waits in the queue."""
        ...

    def close(self) -> None:
        """Release the backend; it says nothing afterwards."""
        ...


@dataclass(frozen=True)
class Notice:
    """Something the player should be told about the choice of speech backend.

    ``code`` is a message id of the catalog (not English text) and ``args``
    its arguments, e.g. ``Notice("speech-no-voice", {"reason": "no-audio-device"})``.
    """

    code: str
    args: Mapping[str, str] = field(default_factory=dict)


class BackendUnavailable(RuntimeError):
    """A speech backend cannot be had here.

    ``reason`` is a short, stable code that becomes the ``reason`` argument of
    a :class:`Notice` (e.g. "not-running", "no-audio-device"); ``detail`` is
    the technical explanation, for the log only. ``code``, when given, is the
    notice's message id instead of the one the caller would use (Speech
    Dispatcher's own problems get their own sentence, naming the package).
    """

    def __init__(self, reason: str, detail: str = "", *, code: str | None = None) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
        self.code = code
