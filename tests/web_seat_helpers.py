"""Helpers of the web part's tests: ``parlour web`` as a process beside a
real table server, and a scripted page that speaks its messages.

:class:`WebPartProcess` starts ``python -m game web`` with a secret of its
own and waits for its ready line, never a fixed sleep. :class:`Page`
connects as the table server's relay does (the secret, a browser's
address), and keeps every message the web part sent: the lines said, in
order, and the screens shown.
"""

from __future__ import annotations

import json
import os
import secrets
import selectors
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from game.web.process import (
    ADDRESS_HEADER,
    BROWSER_HEADER,
    HOST_HEADER,
    RELAY_HEADER,
    SECRET_VARIABLE,
)
from tests.online_helpers import READY_TIMEOUT, ROOT, stop_process

WAIT = 30.0  # the longest a step of a scripted page waits for its answer


class WebPartProcess:
    """``parlour web`` for the table server at ``server_url``."""

    def __init__(self, server_url: str, rate: float = 1000.0, kept: Path | None = None) -> None:
        """``rate``: the page's messages a second (a script's are faster than
        a person's keys; the limit has a test of its own); ``kept``: the
        file of the browsers it remembers (None: in memory)."""
        self.server_url = server_url
        self.rate = rate
        self.kept = kept
        self.secret = secrets.token_urlsafe(16)
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""
        self.lines: list[str] = []

    def start(self) -> WebPartProcess:
        env = {**os.environ, "PYTHONUNBUFFERED": "1", SECRET_VARIABLE: self.secret,
               "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "web", "--server", self.server_url, "--port", "0",
             "--rate", str(self.rate), *(["--kept", str(self.kept)] if self.kept else [])],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True, env=env)  # its standard input held open: its end would end it
        assert self.proc.stdout is not None
        selector = selectors.DefaultSelector()
        selector.register(self.proc.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + READY_TIMEOUT
        while time.monotonic() < deadline and selector.select(deadline - time.monotonic()):
            line = self.proc.stdout.readline()
            if not line:
                break
            self.lines.append(line)
            if line.startswith("parlour-web: listening on "):
                self.url = f"ws://127.0.0.1:{line.rsplit(' ', 1)[1].strip()}/"
                return self
        self.stop()
        raise AssertionError(f"the web part did not start: {''.join(self.lines)}")

    def stop(self) -> None:
        stop_process(self.proc)


@contextmanager
def web_part(server_url: str, rate: float = 1000.0,
             kept: Path | None = None) -> Iterator[WebPartProcess]:
    process = WebPartProcess(server_url, rate, kept).start()
    try:
        yield process
    finally:
        process.stop()


class Page:
    """A scripted page at the web part, as the relay connects it."""

    def __init__(self, part: WebPartProcess | None, lang: str = "en",
                 address: str = "192.0.2.7", browser: str = "", via: str = "") -> None:
        """At ``part`` as its relay connects (``address``: the browser's;
        ``browser``: the id the table server's cookie gives it), or ``via``
        the table server at that ``ws://`` address, as a browser connects."""
        if via:
            url = via.rstrip("/") + "/web"
            headers = {"Origin": "http" + via.removeprefix("ws").rstrip("/"),
                       "Accept-Language": f"{lang},en;q=0.5"}
        else:
            assert part is not None
            url = part.url
            headers = {RELAY_HEADER: part.secret, ADDRESS_HEADER: address,
                       HOST_HEADER: "parlour.example:8765",
                       "Accept-Language": f"{lang},en;q=0.5",
                       **({BROWSER_HEADER: browser} if browser else {})}
        self._stack = ExitStack()  # websockets wants its connect() entered as a context
        self.ws: ClientConnection = self._stack.enter_context(connect(
            url, max_queue=None, additional_headers=headers))
        self.messages: list[dict[str, Any]] = []
        self.read = 0  # the messages a wait has looked at

    def close(self) -> None:
        self._stack.close()

    def send(self, **message: Any) -> None:
        self.ws.send(json.dumps(message))

    def receive(self, timeout: float) -> dict[str, Any] | None:
        try:
            text = self.ws.recv(timeout)
        except TimeoutError:
            return None
        got = json.loads(text)
        messages: list[dict[str, Any]] = got if isinstance(got, list) else [got]
        self.messages += messages
        return messages[-1]

    def wait(self, predicate: Callable[[dict[str, Any]], bool],
             timeout: float = WAIT) -> dict[str, Any]:
        """The first message from now (or not yet looked at) that satisfies
        ``predicate``; AssertionError with what was said if none comes."""
        deadline = time.monotonic() + timeout
        while True:
            while self.read < len(self.messages):
                message = self.messages[self.read]
                self.read += 1
                if predicate(message):
                    return message
            left = deadline - time.monotonic()
            if left <= 0 or self.receive(left) is None and time.monotonic() >= deadline:
                raise AssertionError(f"waited in vain; said: {self.lines()[-12:]}")

    def screen(self) -> dict[str, Any]:
        """The screen shown last."""
        return next(m["screen"] for m in reversed(self.messages) if m["type"] == "screen")

    def wait_screen(self, kind: str, title: str = "") -> dict[str, Any]:
        message = self.wait(lambda m: m["type"] == "screen" and m["screen"]["kind"] == kind
                            and title in m["screen"].get("title", ""))
        return dict(message["screen"])

    def lines(self) -> list[str]:
        """Every line said, in order."""
        return [line["text"] for m in self.messages if m["type"] == "say"
                for line in m["lines"] if line["text"]]

    def choose(self, label: str) -> None:
        """Click the menu item whose words start with ``label``."""
        items = self.screen()["items"]
        index = next(i for i, item in enumerate(items) if item.startswith(label))
        self.send(type="choose", index=index)

    def drain(self, quiet: float = 0.3) -> None:
        """Read until nothing has come for ``quiet`` seconds."""
        while self.receive(quiet) is not None:
            pass
