"""A scripted stand-in for the web part, to test the browser's page alone.

A websockets server on a free loopback port serves the page's files
(``game/web/static/``) at ``/`` and ``/web/<file>``, the sounds at
``/web/sounds/<cue>.wav``, with the content security policy the real table
server sends (so an inline script or style would fail here too), and at
``/web`` plays the web part: on each connection it sends the messages the
test put in :attr:`FakeWebPart.opening`, then whatever the test sends, and it
records every message the page sends. The real file serving and relay are
``game/server``'s; this keeps to what a page test needs.

>>> FakeWebPart.content_type("main.js")
'text/javascript; charset=utf-8'
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.datastructures import Headers
from websockets.http11 import Request, Response
from websockets.sync.server import Server, ServerConnection, serve

ROOT = Path(__file__).resolve().parent.parent
STATIC = ROOT / "game" / "web" / "static"
SOUNDS = ROOT / "sounds"
#: The policy the table server sends with the page: no inline script or style.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; "
       "img-src 'self'; media-src 'self'; object-src 'none'; base-uri 'none'")
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".wav": "audio/wav", ".svg": "image/svg+xml"}
#: A file name the fake serves: one plain name, never a path out of the folder.
FILE_NAME = re.compile(r"^[a-z][a-z0-9_-]*\.(html|js|css|wav|svg)$")

Message = dict[str, Any]


class FakeWebPart:
    """The fake web part; :meth:`start` it, point the browser at :attr:`url`."""

    def __init__(self) -> None:
        #: Sent, in order, to each page that connects.
        self.opening: list[Message] = []
        #: Every message the pages sent, in order.
        self.received: list[Message] = []
        #: Each received message's ``heard``: the lines the page had (docs/web.md).
        self.heard: list[int | None] = []
        self._connections: list[ServerConnection] = []
        self._changed = threading.Condition()
        self._server: Server | None = None
        self._thread: threading.Thread | None = None

    # -- the server ------------------------------------------------------------
    def start(self) -> FakeWebPart:
        self._server = serve(self._play, "127.0.0.1", 0, process_request=self._files)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
        if self._thread is not None:
            self._thread.join(timeout=10)

    @property
    def url(self) -> str:
        assert self._server is not None, "start() first"
        return f"http://127.0.0.1:{self._server.socket.getsockname()[1]}/"

    @staticmethod
    def content_type(name: str) -> str:
        return TYPES[Path(name).suffix]

    def _files(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == "/web":
            return None  # the WebSocket: on to _play
        if path == "/":
            file = STATIC / "index.html"
        elif path.startswith("/web/sounds/") and FILE_NAME.match(path[12:]):
            file = SOUNDS / path[12:]
        elif path.startswith("/web/") and FILE_NAME.match(path[5:]):
            file = STATIC / path[5:]
        else:
            file = None
        if file is None or not file.is_file():
            return connection.respond(HTTPStatus.NOT_FOUND, "Not found\n")
        headers = Headers({"Content-Type": self.content_type(file.name),
                           "Content-Security-Policy": CSP, "Cache-Control": "no-store"})
        return Response(200, "OK", headers, file.read_bytes())

    def _play(self, connection: ServerConnection) -> None:
        with self._changed:
            self._connections.append(connection)
            self._changed.notify_all()
        for message in self.opening:
            connection.send(json.dumps(message))
        for text in connection:
            with self._changed:
                message = json.loads(text)
                # The lines the page had when it sent this: kept apart, so a
                # test compares what was sent with what it means.
                self.heard.append(message.pop("heard", None))
                self.received.append(message)
                self._changed.notify_all()

    # -- what a test does ------------------------------------------------------
    def wait_for(self, condition: Callable[[], bool], timeout: float = 10.0) -> None:
        """Wait until ``condition()`` holds (it is asked again at each
        message or connection); AssertionError at ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while not condition():
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"not met in {timeout} s; received {self.received}")
                self._changed.wait(left)

    def wait_received(self, count: int, timeout: float = 10.0) -> list[Message]:
        """The first ``count`` messages the pages sent, once there are that many."""
        self.wait_for(lambda: len(self.received) >= count, timeout)
        return self.received[:count]

    def connections(self) -> int:
        with self._changed:
            return len(self._connections)

    def send(self, *messages: Message) -> None:
        """Send ``messages`` to the newest page connected (waiting for one)."""
        self.wait_for(lambda: bool(self._connections))
        connection = self._connections[-1]
        for message in messages:
            connection.send(json.dumps(message))

    def send_frame(self, *messages: Message) -> None:
        """Send ``messages`` as one frame, a list, as the web part sends the
        messages one piece of work made."""
        self.wait_for(lambda: bool(self._connections))
        self._connections[-1].send(json.dumps(list(messages)))

    def drop(self) -> None:
        """Close the newest page's connection, as a web part that stopped."""
        self.wait_for(lambda: bool(self._connections))
        self._connections[-1].close()

    def clear(self) -> None:
        """Forget what the pages sent (between steps of a test)."""
        with self._changed:
            self.received.clear()
            self.heard.clear()
