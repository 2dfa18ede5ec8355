"""The web part as the table server's child process (docs/web.md, "The relay").

Once the server listens it starts ``parlour web`` beside it, with a secret
made here (``PARLOUR_WEB_SECRET``): the relay sends it with each browser's
socket, and the web part sends it back on its own connections, which is how
the table server tells them from anybody else's. The server reads the child's
output until the line ``parlour-web: listening on PORT``, then keeps reading
it in the background into its own log. A web part that never says it is
ready is given up (the server goes on without the browser client: ``/web``
answers 1013); one that dies later is started again, a few times a minute at
most. The child's standard input is a pipe the server holds and never writes:
when the server ends, even killed, the pipe closes and the web part ends too.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import secrets
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path

READY = re.compile(r"parlour-web: listening on (\d+)\s*$")
READY_TIMEOUT = 30.0  # seconds the web part has to say it listens
STOP_TIMEOUT = 5.0  # seconds between terminate and kill
RESTARTS = 3  # starts at most ...
RESTART_WINDOW = 60.0  # ... in this many seconds (a web part that dies at once is let be)
LINE_LIMIT = 64 * 1024  # a line of the child's output longer than this is cut
#: Windows: the console program run with no console window of its own
NO_WINDOW = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0


def parlour_web() -> list[str]:
    """The command that runs ``parlour web``: this Python with ``-m game``,
    or in the players' bundle its console program ``parlour-cli`` (the
    windowed ``parlour``, which hosts, may have no standard output to say it
    is ready on), else the running executable; both take the subcommand."""
    if getattr(sys, "frozen", False):
        running = Path(sys.executable)
        console = running.with_name("parlour-cli" + running.suffix)
        return [str(console if console.is_file() else running), "web"]
    return [sys.executable, "-m", "game", "web"]


class WebPart:
    """One table server's web part: started, watched, started again, stopped.

    ``command`` is what runs it (``parlour_web()``, or a stand-in's in the
    tests); ``--server URL --port 0`` are added. ``port`` is where it listens
    (None while it does not)."""

    def __init__(self, log: Callable[[str], None], command: Sequence[str] | None = None,
                 rate: float = 20.0, kept: Path | None = None) -> None:
        """``rate``: the messages a second a browser's page may send (the
        server's own ``--rate`` for a connection: a page is a person's keys);
        ``kept``: the file where it remembers its browsers (game/web/kept.py)."""
        self.log = log
        self.command = list(command) if command is not None else parlour_web()
        self.rate = rate
        self.kept = kept
        self.secret = secrets.token_urlsafe(32)
        self.port: int | None = None
        self.server_url = ""
        self.process: asyncio.subprocess.Process | None = None
        self.stopping = False
        self.starts: deque[float] = deque(maxlen=RESTARTS)
        self.watcher: asyncio.Task[None] | None = None

    async def start(self, server_url: str) -> bool:
        """Run the web part for the server at ``server_url`` and wait until it
        listens (``READY_TIMEOUT`` at most); whether it does."""
        self.server_url = server_url
        self.starts.append(time.monotonic())
        env = {**os.environ, "PARLOUR_WEB_SECRET": self.secret,
               "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PYTHONUNBUFFERED": "1"}
        try:
            process = await asyncio.create_subprocess_exec(
                *self.command, "--server", server_url, "--port", "0", "--rate", str(self.rate),
                *(["--kept", str(self.kept)] if self.kept is not None else []),
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT, env=env, limit=LINE_LIMIT,
                creationflags=NO_WINDOW)
        except OSError as err:
            self.log(f"the browser client could not be started: {err}")
            return False
        self.process = process
        before: list[str] = []  # its lines before the ready line
        try:
            port = await asyncio.wait_for(self._ready_line(process, before), READY_TIMEOUT)
        except TimeoutError:
            port = None
        if port is None:  # one line in the log: why, as the web part said last
            await self._end(process)
            last = next((line.strip() for line in reversed(before) if line.strip()), "")
            self.log(f"the browser client did not start (exit code {process.returncode}"
                     f"{': ' + last if last else ''}); serving without it")
            return False
        for line in before:
            self.log(f"web: {line}")
        self.port = port
        self.watcher = asyncio.ensure_future(self._watch(process))
        return True

    async def _ready_line(self, process: asyncio.subprocess.Process,
                          before: list[str]) -> int | None:
        """The port of the ready line, each line up to it kept in ``before``;
        None at the end of the output (the child ended first)."""
        while (line := await self._read_line(process)) is not None:
            before.append(line)
            ready = READY.search(line)
            if ready is not None:
                return int(ready.group(1))
        return None

    @staticmethod
    async def _read_line(process: asyncio.subprocess.Process) -> str | None:
        """The next line of the child's output without its end (None at the end)."""
        assert process.stdout is not None
        try:
            raw = await process.stdout.readline()
        except ValueError:  # longer than LINE_LIMIT: what was read of it
            raw = await process.stdout.read(LINE_LIMIT)
        except ConnectionError:
            return None
        return raw.decode("utf-8", "replace").rstrip("\r\n") if raw else None

    async def _watch(self, process: asyncio.subprocess.Process) -> None:
        """The child's output into the log until it ends; then, unless the
        server is stopping, it is started again while the budget allows."""
        while (line := await self._read_line(process)) is not None:
            self.log(f"web: {line}")
        code = await process.wait()
        self.port = None
        if self.stopping:
            return
        if len(self.starts) == RESTARTS and time.monotonic() - self.starts[0] < RESTART_WINDOW:
            self.log(f"the browser client stopped (exit code {code}), {RESTARTS} times within"
                     f" {RESTART_WINDOW:.0f} s: not started again")
            return
        self.log(f"the browser client stopped (exit code {code}); starting it again")
        await self.start(self.server_url)

    async def stop(self) -> None:
        """End the web part: terminate, then kill after ``STOP_TIMEOUT``."""
        self.stopping = True
        self.port = None
        if self.watcher is not None:  # first: it might be starting another meanwhile
            self.watcher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.watcher
        if self.process is not None:
            await self._end(self.process)

    @staticmethod
    async def _end(process: asyncio.subprocess.Process) -> None:
        if process.stdin is not None:
            process.stdin.close()  # what a server that was killed would leave
        if process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                process.terminate()
            try:
                await asyncio.wait_for(process.wait(), STOP_TIMEOUT)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
                await process.wait()
