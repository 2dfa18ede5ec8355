"""Helpers of the online tests: a real server process and scripted clients.

:class:`ServerProcess` starts ``python -m game serve`` on a free loopback
port (``--port 0``) and waits for the line saying where it serves, never a
fixed sleep. :class:`Client` speaks the protocol with the websockets client
and keeps every message it received.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[1]
READY_TIMEOUT = 30.0
PREFERRED = {"Lay", "Hit", "Declare", "Play", "ChooseFaceUp", "FlipFaceDown"}


class ServerProcess:
    def __init__(self, data: Path, *extra: str) -> None:
        self.data = data
        self.extra = extra
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""
        self.lines: list[str] = []

    def start(self) -> ServerProcess:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(self.data),
             "--pace", "0", *self.extra],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert self.proc.stdout is not None
        selector = selectors.DefaultSelector()
        selector.register(self.proc.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + READY_TIMEOUT
        while time.monotonic() < deadline:
            if not selector.select(deadline - time.monotonic()):
                break
            line = self.proc.stdout.readline()
            if not line:
                break
            self.lines.append(line)
            if "serving on ws://" in line or "serving on wss://" in line:
                self.url = line.split("serving on ", 1)[1].strip()
                return self
        self.stop()
        raise AssertionError(f"the server did not start: {''.join(self.lines)}")

    def kill(self) -> None:
        """``kill -9``: no chance to write anything more."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


@contextmanager
def server(data: Path, *extra: str) -> Iterator[ServerProcess]:
    process = ServerProcess(data, *extra).start()
    try:
        yield process
    finally:
        process.stop()


_requests = itertools.count(1)


class Client:
    """One scripted player: every message it got, by kind."""

    def __init__(self, url: str, name: str | None = None) -> None:
        self.url = url
        self._stack = ExitStack()  # websockets wants its connect() entered as a context
        self.ws: ClientConnection = self._stack.enter_context(
            connect(url, open_timeout=10, max_size=None))
        self.received: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.events: dict[int, dict[str, Any]] = {}
        self.snapshot: dict[str, Any] | None = None
        self.token = ""
        self.name = name
        if name is not None:
            self.token = self.ask({"type": "hello", "name": name}, "welcome")["token"]

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(json.dumps({"v": 1, **message}))

    def recv(self, timeout: float = 20.0) -> dict[str, Any]:
        text = self.ws.recv(timeout)
        assert isinstance(text, str)
        self.raw.append(text)
        message: dict[str, Any] = json.loads(text)
        self.received.append(message)
        if message["type"] == "event":
            assert message["n"] not in self.events, f"event {message['n']} twice"
            self.events[message["n"]] = message["event"]
        elif message["type"] == "snapshot":
            self.snapshot = message
        return message

    def until(self, kind: str, timeout: float = 20.0) -> dict[str, Any]:
        """Messages up to the first of ``kind`` (an error is only awaited by name)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(0.1, deadline - time.monotonic()))
            if message["type"] == kind:
                return message
            if message["type"] == "error" and kind != "error":
                raise AssertionError(f"refused: {message}")

    def ask(self, message: dict[str, Any], kind: str) -> dict[str, Any]:
        self.send(message)
        return self.until(kind)

    def move(self, table: str, move: dict[str, Any], based_on: int,
             request: str | None = None) -> str:
        request = request or f"r{next(_requests)}"
        self.send({"type": "move", "table": table, "move": move, "based_on": based_on,
                   "request": request})
        return request

    def close(self) -> None:
        self._stack.close()


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A legal move, the ones that get a game on preferred (so random games end)."""
    keen = [m for m in legal if m["kind"] in PREFERRED]
    return rng.choice(keen or legal)


def play_to_end(client: Client, table: str, rng: random.Random, *,
                stop_after: int | None = None, timeout: float = 120.0) -> None:
    """Play ``client``'s seat until the table is over (or until it has seen
    event ``stop_after``), answering each snapshot that offers it moves."""
    deadline = time.monotonic() + timeout
    answered = -1
    while time.monotonic() < deadline:
        snap = client.snapshot
        if snap is not None and snap["table"] == table:
            if snap["state"] == "over":
                return
            if stop_after is not None and snap["event"] >= stop_after:
                return
            if snap["legal"] and snap["state"] == "playing" and snap["event"] != answered:
                answered = snap["event"]
                client.move(table, choose(snap["legal"], rng), snap["event"])
        message = client.recv(max(0.1, deadline - time.monotonic()))
        if message["type"] == "error" and message["code"] not in ("stale", "not-your-turn"):
            raise AssertionError(f"{client.name} refused: {message}")
    raise AssertionError(f"{client.name}: the game did not end in {timeout} s")
