"""Silencing the standard output of chatty speech libraries, one thread at a time.

accessible_output2 prints when it cannot find an output, and pyttsx3's espeak
driver prints "Audio saved to ..." after each file. Those lines would land in
the middle of ``--headless`` output, so calls into those libraries run inside
:func:`quiet_stdout`. Unlike :func:`contextlib.redirect_stdout`, only the
calling thread is silenced: the voice's worker thread can be quiet while the
main thread keeps printing.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

_install_lock = threading.Lock()
_installed: list[_ThreadMutedStream] = []
"""Every stand-in put in ``sys.stdout``, never freed (see :func:`quiet_stdout`)."""


class _ThreadMutedStream:
    """A stand-in for ``sys.stdout`` that drops what muted threads write."""

    def __init__(self, inner: TextIO | None) -> None:
        self.inner = inner
        self.muted: set[int] = set()

    def write(self, text: str) -> int:
        if self.inner is None or threading.get_ident() in self.muted:
            return len(text)
        return self.inner.write(text)

    def flush(self) -> None:
        if self.inner is not None and threading.get_ident() not in self.muted:
            self.inner.flush()

    def __getattr__(self, name: str) -> Any:
        # Everything else (encoding, isatty, fileno, ...) is the real stream's.
        return getattr(self.inner, name)


@contextmanager
def quiet_stdout() -> Iterator[None]:
    """Drop everything the current thread prints to ``sys.stdout`` meanwhile.

    The stand-in is put in place once and left there: ``print`` holds only a
    borrowed reference to ``sys.stdout`` while it writes (and lets go of the
    GIL in the write), so a stream swapped back by this thread meanwhile was
    freed under another thread's ``print`` -- a crash one launch in eight,
    when the voice listed its voices while the first words were printed. For
    the same reason every stand-in ever installed is kept alive (a new one is
    made only when someone, a test harness, replaced ``sys.stdout``)."""
    ident = threading.get_ident()
    with _install_lock:
        current = sys.stdout
        if isinstance(current, _ThreadMutedStream):
            stream = current
        else:
            stream = _ThreadMutedStream(current)
            _installed.append(stream)
            sys.stdout = stream
        stream.muted.add(ident)
    try:
        yield
    finally:
        with _install_lock:
            stream.muted.discard(ident)
