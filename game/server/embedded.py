"""The embedded host: the table server inside the app's own process.

"Host a game on this computer" runs the very server of ``parlour serve``
(:class:`game.server.app.Server`) on a thread of its own with its own
asyncio loop, so the pygame loop never waits on it. It listens on this
machine only (127.0.0.1) unless the player says the local network may join
(``host="0.0.0.0"``). :func:`start_embedded` returns once the server listens
(it waits for the server's readiness, never a fixed time);
:meth:`EmbeddedServer.stop` ends it cleanly: every table is in the store (each
move's events were committed as they were made), the store closed, the
thread joined. Started again on the same folder, the server rebuilds the
unfinished tables from their logs as after any restart. It serves the
browser client as ``parlour serve`` does (its web part a child process,
web_part.py): :attr:`EmbeddedServer.browser` says whether that started.

Nothing of ``game/core`` or ``game/games`` imports this module
(``tests/test_layers.py``): the app does, and only when asked to host.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     host = start_embedded(Path(folder))
...     host.url.startswith("ws://127.0.0.1:")
...     host.stop()
True
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from pathlib import Path
from typing import Any

from . import web_part
from .app import Server
from .connection import Config

# seconds to wait for the server to listen: it waits for its web part first
# (web_part.READY_TIMEOUT at most), and goes on without one that is late
READY_TIMEOUT = 30.0 + web_part.READY_TIMEOUT


class EmbeddedServer:
    """A running in-process server: where it listens, and how to stop it."""

    def __init__(self, url: str, loop: asyncio.AbstractEventLoop,
                 task: asyncio.Future[None], thread: threading.Thread,
                 browser: bool = False) -> None:
        self.url = url
        self.browser = browser  # the web part runs: a browser may open the page
        self._loop = loop
        self._task = task
        self._thread = thread

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self) -> None:
        """Close every connection, close the store and join the thread."""
        if self._thread.is_alive():
            with contextlib.suppress(RuntimeError):  # the loop has just ended by itself
                self._loop.call_soon_threadsafe(self._task.cancel)
            self._thread.join(READY_TIMEOUT)


def start_embedded(data: Path, host: str = "127.0.0.1", port: int = 0, *,
                   grace: float = 30.0, pace: float = 1.0,
                   rate: float = 20.0, web: bool = True) -> EmbeddedServer:
    """The server on ``host:port`` (0: any free port), storing in ``data``; it
    listens when this returns. Raises the server's error (a port taken) if it cannot."""
    config = Config(data=data, host=host, port=port, grace=grace, pace=pace, rate=rate,
                    burst=max(1, int(rate * 2)), quiet=True, web=web)
    ready = threading.Event()
    started: dict[str, object] = {}

    async def main() -> None:
        server = Server(config)  # here: the store's SQLite connection is this thread's
        try:
            loop = asyncio.get_running_loop()
            listening: asyncio.Future[int] = loop.create_future()
            task = asyncio.ensure_future(server.serve(listening))
            started.update(loop=loop, task=task)
            either: set[asyncio.Future[Any]] = {task, listening}
            await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
            if listening.done():
                started["port"] = listening.result()
                started["browser"] = server.web.running
            ready.set()
            await task  # until stop() cancels it, or its error
        finally:
            server.store.close()

    def run() -> None:
        try:
            asyncio.run(main())
        except asyncio.CancelledError:
            pass  # stop()
        except Exception as err:  # noqa: BLE001 - handed to start_embedded's caller
            started["error"] = err
        finally:
            ready.set()

    thread = threading.Thread(target=run, name="parlour-host", daemon=True)
    thread.start()
    if not ready.wait(READY_TIMEOUT):
        raise TimeoutError(f"the embedded server did not listen in {READY_TIMEOUT} s")
    if "port" not in started:
        thread.join(READY_TIMEOUT)
        error = started.get("error")
        raise error if isinstance(error, Exception) else RuntimeError("the server stopped")
    loop, task = started["loop"], started["task"]
    assert isinstance(loop, asyncio.AbstractEventLoop) and isinstance(task, asyncio.Future)
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host  # where this machine reaches it
    return EmbeddedServer(f"ws://{shown}:{started['port']}", loop, task, thread,
                          started.get("browser") is True)
