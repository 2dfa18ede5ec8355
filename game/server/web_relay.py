"""The table server's side of the browser client (docs/web.md, "The relay").

:class:`WebSide` is what :class:`~game.server.app.Server` asks about a
browser: websockets' ``process_request`` hook (a plain ``GET`` answered with
the page's files, :mod:`.web_static`; an upgrade from a page of another
origin refused with 403 before it is made), whether a socket is a browser's
(path ``/web``) and, if so, its relay: the socket copied frame for frame to
the web part (:mod:`.web_part`) over loopback, never read as the desktop
protocol (the web part reads it, and limits its own browsers). And whether a
connection is the web part's own, whose ``X-Parlour-Address`` is then the
browser's address, for bans and limits by address.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import ipaddress
import zlib
from collections.abc import Callable
from http import HTTPStatus
from urllib.parse import urlsplit

import websockets
from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.connection import Connection as WebSocket
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ..online import protocol as p
from .connection import Config, peer_address
from .web_part import WebPart
from .web_static import STATIC, StaticFiles, answer, is_upgrade, session_of

RELAY_PATH = "/web"
RELAY_HEADER = "X-Parlour-Relay"
ADDRESS_HEADER = "X-Parlour-Address"
SESSION_HEADER = "X-Parlour-Session"  # the browser's session cookie (web_static.py)
#: The address the browser reached (said in "Connected to..." and the
#: lobby's title) and its languages (the page's first): passed on as sent.
HOST, HOST_HEADER, LANGUAGE = "Host", "X-Parlour-Host", "Accept-Language"
PASSED_LENGTH = 200
#: what the web part may send a browser in one message: more than a client's
#: (a page of every label, a rules text), still bounded
FROM_WEB_PART = 16 * p.MAX_MESSAGE
OPEN_TIMEOUT = 10.0  # seconds for the web part to take a browser's socket
#: close codes passed on as they are, with 3000-4999 (an application's); any
#: other (1005, 1006: none was sent) is not
PASSED_ON = {1000, 1001, 1003, 1007, 1008, 1009, 1011, 1012, 1013}
DEFAULT_PORTS = {"http": 80, "https": 443}


class WebSide:
    """A server's browser side: its files, its web part, its relays."""

    def __init__(self, config: Config, log: Callable[[str], None]) -> None:
        self.config = config
        self.files = StaticFiles(config.web_files or STATIC) if config.web else None
        # One process makes every browser's words on one core: several share
        # the browsers (each kept on one by its session cookie, where its
        # settings are kept), on as many cores.
        self.parts = [WebPart(log, config.web_command, config.rate,
                              config.data / f"web-browsers-{n + 1}.sqlite3")
                      for n in range(config.web_parts if config.web else 0)]
        self.turn = 0  # the web part a browser with no session cookie went to last

    @property
    def part(self) -> WebPart | None:
        """The first web part (the only one, unless ``--web-parts``)."""
        return self.parts[0] if self.parts else None

    async def start(self, port: int, tls: bool) -> None:
        """The web parts started for the server listening on ``port``."""
        host = self.config.host
        if host in ("", "0.0.0.0", "::", "localhost"):  # all of them: loopback is one
            host = "127.0.0.1"
        shown = f"[{host}]" if ":" in host else host
        await asyncio.gather(*(part.start(f"{'wss' if tls else 'ws'}://{shown}:{port}/")
                               for part in self.parts))

    @property
    def running(self) -> bool:
        """Whether a web part listens (a browser's socket would reach it)."""
        return any(part.port is not None for part in self.parts)

    async def stop(self) -> None:
        await asyncio.gather(*(part.stop() for part in self.parts))

    def part_for(self, session: str | None) -> WebPart | None:
        """The web part a browser goes to: the same one each visit (by its
        session cookie; one without goes to each in turn), or the next one
        that runs when that one does not."""
        if not self.parts:
            return None
        if session is None:  # nothing kept to come back to: the next in turn
            self.turn = at = (self.turn + 1) % len(self.parts)
        else:
            at = zlib.crc32(session.encode()) % len(self.parts)
        for step in range(len(self.parts)):
            part = self.parts[(at + step) % len(self.parts)]
            if part.port is not None:
                return part
        return None

    def process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """websockets' hook, before any handshake: a file, a refusal, or on (None)."""
        if not is_upgrade(request):
            if self.files is None:  # --no-web: no page either
                return answer(HTTPStatus.NOT_FOUND, b"Not found.\n",
                              "text/plain; charset=utf-8")
            https = self.config.cert is not None or (self.config.behind_proxy and first(
                request.headers.get("X-Forwarded-Proto")).lower() == "https")
            return self.files.respond(request, https)
        if not origin_allowed(request.headers, self.config.cert is not None,
                              self.config.behind_proxy):
            return answer(HTTPStatus.FORBIDDEN, b"Another origin.\n",
                          "text/plain; charset=utf-8")
        return None

    @staticmethod
    def is_browser(ws: ServerConnection) -> bool:
        return ws.request is not None and urlsplit(ws.request.path).path == RELAY_PATH

    def address_of(self, ws: ServerConnection) -> str | None:
        """The browser's address when ``ws`` is the web part's connection
        (its secret, from this machine), else None: any other connection's
        ``X-Parlour-Address`` is not believed."""
        if not self.parts or ws.request is None:
            return None
        given = ws.request.headers.get(RELAY_HEADER)
        address = ws.request.headers.get(ADDRESS_HEADER)
        remote = ws.remote_address
        if (given is None or address is None or not isinstance(remote, tuple)
                or not any(hmac.compare_digest(given.encode(), part.secret.encode())
                           for part in self.parts)):
            return None
        try:
            if not ipaddress.ip_address(str(remote[0]).split("%", 1)[0]).is_loopback:
                return None
            return str(ipaddress.ip_address(address.strip()))
        except ValueError:
            return None

    async def relay(self, browser: ServerConnection) -> None:
        """A browser's socket copied to the web part and back until either
        closes; 1013 (try again later) when the web part is not running."""
        address = peer_address(browser, self.config.behind_proxy) or ""
        session = None if browser.request is None else session_of(browser.request.headers)
        part = self.part_for(session)
        web: ClientConnection | None = None
        if part is not None and part.port is not None:
            headers = {RELAY_HEADER: part.secret, ADDRESS_HEADER: address}
            if session is not None:
                headers[SESSION_HEADER] = session
            if browser.request is not None:  # said as the browser has them
                asked = browser.request.headers
                reached = asked.get(HOST, "")
                if self.config.behind_proxy:  # the host the browser asked the proxy for
                    reached = first(asked.get("X-Forwarded-Host")) or reached
                for passed, value in ((HOST_HEADER, reached),
                                      (LANGUAGE, asked.get(LANGUAGE, ""))):
                    if value and len(value) <= PASSED_LENGTH and value.isprintable():
                        headers[passed] = value
            with contextlib.suppress(OSError, TimeoutError, websockets.InvalidHandshake):
                web = await connect(
                    f"ws://127.0.0.1:{part.port}/", open_timeout=OPEN_TIMEOUT,
                    compression=None, max_size=FROM_WEB_PART, additional_headers=headers)
        if web is None:
            await browser.close(1013, "the browser client is not running: try again later")
            return
        async with web:
            await relay_both_ways(browser, web)


async def relay_both_ways(browser: ServerConnection, web: ClientConnection) -> None:
    """Text frames copied each way; the first side to close has the other
    closed with its code (where one may be sent again)."""
    ends = [asyncio.ensure_future(copy(browser, web)), asyncio.ensure_future(copy(web, browser))]
    try:
        await asyncio.wait(ends, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for end in ends:
            end.cancel()
        await asyncio.gather(*ends, return_exceptions=True)
    for closed, other in ((browser, web), (web, browser)):
        if closed.close_code is not None and other.close_code is None:
            code, reason = closed.close_code, closed.close_reason or ""
            if code not in PASSED_ON and not 3000 <= code < 5000:
                # Dropped, with no code: the web part is told its browser went;
                # the browser, that the web part stopped (it is started again).
                code, reason = (1001, "") if closed is browser else (1013, "try again later")
            await other.close(code, reason)
    await browser.close(1001)  # (when both are open still: a copy failed)
    await web.close(1001)


async def copy(source: WebSocket, sink: WebSocket) -> None:
    """``source``'s text messages sent on to ``sink`` in order, until either
    closes. A binary message is no part of the page's protocol: it closes
    the relay (1003, unsupported data)."""
    with contextlib.suppress(websockets.ConnectionClosed):
        async for message in source:
            if not isinstance(message, str):
                await source.close(1003, "text messages only")
                return
            await sink.send(message)


def origin_allowed(headers: Headers, tls: bool, behind_proxy: bool) -> bool:
    """Whether an upgrade may go on: no ``Origin`` (not a browser: the
    desktop client, the web part), or the very origin ``Host`` names, with
    the scheme this socket is reached by (https with TLS here or, behind a
    trusted proxy, as its ``X-Forwarded-Proto`` says)."""
    origin = headers.get("Origin")
    if origin is None:
        return True
    scheme = "https" if tls else "http"
    host = headers.get("Host", "")
    if behind_proxy:
        scheme = first(headers.get("X-Forwarded-Proto")) or scheme
        host = first(headers.get("X-Forwarded-Host")) or host
    wanted = origin_of(f"{scheme.lower()}://{host}")
    return wanted is not None and origin_of(origin.strip()) == wanted


def first(value: str | None) -> str:
    """The first of a header's comma-separated values (the client's side of proxies)."""
    return "" if value is None else value.split(",", 1)[0].strip()


def origin_of(url: str) -> tuple[str, str, int] | None:
    """An origin as scheme, host and port (the scheme's default filled in);
    None for what is none (``null``, another scheme, a bad port)."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
        return None
    return parts.scheme, parts.hostname.lower(), port or DEFAULT_PORTS[parts.scheme]
