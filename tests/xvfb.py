"""A fresh Xvfb server for the tests that need a real window (the
screenshots, full screen, the players' bundle): Xvfb picks a free display
number itself and writes it on a pipe once it accepts clients, so a test
waits for that, never for a fixed time."""

from __future__ import annotations

import os
import selectors
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


@contextmanager
def xvfb(size: tuple[int, int]) -> Iterator[str]:
    """Run Xvfb with one screen of ``size``; yields its display name (":3")."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{size[0]}x{size[1]}x24",
         "-nolisten", "tcp"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + 15
    # A selector, not select.select: that refuses a descriptor numbered
    # 1,024 or more, which a long run's process may well have.
    waiting = selectors.DefaultSelector()
    waiting.register(read_end, selectors.EVENT_READ)
    while not number.endswith(b"\n") and time.monotonic() < deadline:
        # Read only once it has written: a server that hangs before its
        # number must not hold the test past its deadline.
        if not waiting.select(max(0.0, deadline - time.monotonic())):
            break
        chunk = os.read(read_end, 16)
        if not chunk:
            break
        number += chunk
    waiting.close()
    os.close(read_end)
    if not number.strip().isdigit():
        server.kill()
        server.wait()
        pytest.fail(f"Xvfb did not start (said {number!r})")
    try:
        yield f":{number.decode().strip()}"
    finally:
        server.terminate()
        server.wait(timeout=10)
