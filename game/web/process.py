"""``parlour web``: the web part's process, one WebSocket a browser.

The table server starts it (:mod:`game.server.web_part`) and relays each
browser's ``/web`` socket here over loopback with its secret; each browser
gets a :class:`~game.web.seat.BrowserSeat`, whose connection to the table
server runs as a task on this same loop (not a thread a browser), so a few
hundred browsers cost a few hundred sockets and no threads.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import ssl
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import msgspec
import websockets
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ..app.settings import Settings
from ..i18n import catalog, languages
from ..online.client import OnlineClient
from .kept import KeptBrowsers
from .seat import BrowserSeat, page_language

#: The header the table server's relay proves itself with (docs/web.md).
RELAY_HEADER = "X-Parlour-Relay"
#: The browser's address, which the relay passes on and the web part passes
#: to the table server in its own connection, so bans by address see it.
ADDRESS_HEADER = "X-Parlour-Address"
#: The address as the browser reached the server (its ``Host``).
HOST_HEADER = "X-Parlour-Host"
#: The browser's own id, from the table server's HttpOnly session cookie:
#: the page's script never reads it, and the web part keeps that browser's
#: name, key and settings under it for its next visit (a reload, a dropped phone).
BROWSER_HEADER = "X-Parlour-Session"
BROWSER_ID = re.compile(r"[A-Za-z0-9_-]{16,64}")
#: The browsers kept at most; the longest unseen is forgotten first.
KEPT_BROWSERS = 10_000
SECRET_VARIABLE = "PARLOUR_WEB_SECRET"
READY_LINE = "parlour-web: listening on {port}"
#: The largest message a page sends (a chat line is 500 characters at most).
MAX_PAGE_MESSAGE = 16 * 1024
#: A page's messages a second by default (``--rate``, which the table
#: server gives as its own per connection), twice that at once: a person's
#: keys, with room for a key held down.
PAGE_RATE = 20.0
#: How often a seat's time-kept work is looked at (a person away, the lobby's
#: list asked for again) when nothing arrives.
TICK_SECONDS = 0.5


class LoopClient(OnlineClient):
    """A browser's connection to the table server, as a task on the web
    part's loop; each arrival routes the seat's words at once."""

    def __init__(self, loop: asyncio.AbstractEventLoop, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.loop = loop

    def start(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        super().start(loop or self.loop)

    async def _check(self) -> ssl.SSLContext | None:
        """Over TLS, the server's certificate names its public host, not the
        loopback address this connection goes to: encrypted, not checked
        (the relay's secret, not the certificate, proves each side here)."""
        if not self.url.startswith("wss://"):
            return await super()._check()
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        return context


class WebPart:
    """The browsers' seats, each made on its socket and gone with it."""

    def __init__(self, server_url: str, secret: str, rate: float = PAGE_RATE,
                 kept: Path | None = None) -> None:
        """``kept``: the file of the browsers remembered (None: in memory)."""
        self.server_url = server_url
        self.secret = secret
        self.rate = rate
        self.seats: set[BrowserSeat] = set()
        self.kept = KeptBrowsers(kept, KEPT_BROWSERS)

    def check(self, connection: ServerConnection, request: Request) -> Response | None:
        """Only the table server's relay, which knows the secret, gets in."""
        if not self.secret or request.headers.get(RELAY_HEADER) != self.secret:
            return connection.respond(403, "Forbidden\n")
        return None

    async def handle(self, ws: ServerConnection) -> None:
        loop = asyncio.get_running_loop()
        headers: Headers = ws.request.headers if ws.request is not None else Headers()
        outbox: asyncio.Queue[str] = asyncio.Queue()
        routing = False

        def send(message: dict[str, Any]) -> None:
            outbox.put_nowait(msgspec.json.encode(message).decode())

        def route() -> None:
            nonlocal routing
            routing = False
            guarded(seat.update)

        def arrived() -> None:  # on this loop: the client is one of its tasks
            nonlocal routing
            if not routing:
                routing = True
                loop.call_soon(route)

        def make_client(url: str, name: str, token: str | None, **options: Any) -> OnlineClient:
            relay = {RELAY_HEADER: self.secret, ADDRESS_HEADER: headers.get(ADDRESS_HEADER, "")}
            return LoopClient(loop, self.server_url, name, token, headers=relay,
                              on_arrival=arrived, **options)

        shown = headers.get(HOST_HEADER) or urlsplit(self.server_url).netloc
        browser = headers.get(BROWSER_HEADER, "")
        lang = page_language(headers.get("Accept-Language", ""))
        if BROWSER_ID.fullmatch(browser):
            settings = self.kept.settings(browser, lang)
            seat = BrowserSeat(send, make_client, shown, settings,
                               lambda: self.kept.keep(browser, settings))
        else:  # no cookie to know it again by: nothing to keep
            seat = BrowserSeat(send, make_client, shown, Settings(language=lang))
        self.seats.add(seat)
        writer = loop.create_task(self.write(ws, outbox))
        ticker = loop.create_task(self.tick(seat))
        try:
            seat.open()
            bucket = Bucket(self.rate, max(1, int(self.rate * 2)))
            async for text in ws:
                if bucket.take(loop.time()):
                    guarded(seat.take, read_page(text))
                elif bucket.first_refusal:
                    seat.refuse_fast()
        except websockets.ConnectionClosed:
            pass
        finally:
            self.seats.discard(seat)
            ticker.cancel()
            seat.close()
            # What was made for a page still there goes out; a page gone takes nothing.
            with contextlib.suppress(TimeoutError, websockets.ConnectionClosed):
                await asyncio.wait_for(outbox.join(), 1.0)
            writer.cancel()

    @staticmethod
    async def write(ws: ServerConnection, outbox: asyncio.Queue[str]) -> None:
        """The seat's messages, in the order made (until the page is gone).
        The messages made by one piece of work (a key's words, the screen,
        its ``done``) go as one frame, a list: a frame costs the relay, the
        socket and the page more than its bytes."""
        while True:
            texts = [await outbox.get()]
            while not outbox.empty():
                texts.append(outbox.get_nowait())
            try:
                await ws.send(texts[0] if len(texts) == 1 else f"[{','.join(texts)}]")
            except websockets.ConnectionClosed:
                pass  # the reading side ends the seat
            finally:
                for _ in texts:
                    outbox.task_done()

    @staticmethod
    async def tick(seat: BrowserSeat) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            guarded(seat.tick)


def guarded(work: Callable[..., None], *args: Any) -> None:
    """One seat's work, a bug in which must not end the other browsers'
    (nor this one's page): the traceback goes to the server's log, and the
    player hears one sentence (``BrowserSeat.fault``)."""
    try:
        work(*args)
    except Exception:
        print(f"parlour web: a browser's seat failed:\n{traceback.format_exc()}",
              file=sys.stderr, flush=True)
        seat = getattr(work, "__self__", None)
        if isinstance(seat, BrowserSeat):
            with contextlib.suppress(Exception):
                seat.fault()


class Bucket:
    """A token bucket: ``rate`` a second, ``burst`` at once; a run of
    refusals is said once, at its first."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.at: float | None = None
        self.refusing = False
        self.first_refusal = False  # the refusal just made begins a run

    def take(self, now: float) -> bool:
        if self.at is not None:
            self.tokens = min(float(self.burst), self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.refusing = False
            return True
        self.first_refusal = not self.refusing
        self.refusing = True
        return False


def read_page(text: str | bytes) -> dict[str, Any]:
    """A page's message; anything else is answered as a bad one."""
    try:
        message = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        return {"type": "bad"}
    return message if isinstance(message, dict) else {"type": "bad"}


def warm() -> None:
    """Every language's catalog read and every game's session loaded
    before the first browser comes: made at its first page, they held that
    page's first screen two seconds."""
    from ..games import SPECS

    for lang in languages():
        catalog(lang).ids()
    for game in SPECS:
        game.session  # noqa: B018  (imported on first use, here on purpose)


async def serve(server_url: str, host: str, port: int, secret: str,
                ready: Callable[[int], None], rate: float = PAGE_RATE,
                kept: Path | None = None) -> None:
    warm()
    part = WebPart(server_url, secret, rate, kept)
    async with websockets.serve(part.handle, host, port, process_request=part.check,
                                max_size=MAX_PAGE_MESSAGE, compression=None) as server:
        ready(next(iter(server.sockets)).getsockname()[1])
        # The table server holds the other end of our standard input and never
        # writes to it: its end (the server gone, even by kill -9) ends us too.
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.buffer.read)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="parlour web", description="The browsers' players, beside a table server"
        " (started by parlour serve, which relays the browsers to it).")
    parser.add_argument("--server", required=True, help="the table server's ws:// address")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=0, help="0: any free port")
    parser.add_argument("--rate", type=float, default=PAGE_RATE,
                        help="messages a second a page may send (twice as many at once)")
    parser.add_argument("--kept", type=Path,
                        help="the file of the browsers remembered (default: in memory only)")
    args = parser.parse_args(argv)
    if args.rate <= 0:
        print("parlour web: --rate must be above 0.", file=sys.stderr)
        return 2
    secret = os.environ.get(SECRET_VARIABLE, "")
    if not secret:
        print(f"parlour web: {SECRET_VARIABLE} is not set: it is started by parlour serve.",
              file=sys.stderr)
        return 2

    def ready(port: int) -> None:
        print(READY_LINE.format(port=port), flush=True)

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(args.server, args.host, args.port, secret, ready, args.rate,
                          args.kept))
    return 0
