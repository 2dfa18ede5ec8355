"""The web page's files, served by the table server on its own port.

A browser's plain ``GET`` (no WebSocket upgrade) reaches websockets'
``process_request`` hook, which answers it here: ``/`` is the page
(``index.html``), ``/web/<file>`` its modules and style, ``/web/sounds/<name>.wav``
the game's own sound cues; anything else is 404. Only files that exist under
those folders, by names of plain letters, digits, ``-``, ``_`` and ``.``
(never ``..``, never a folder's listing), of a type known here. Every answer
carries the content security policy, which allows no inline script or style
at all; each file is read once and kept in memory, with its gzip and an ETag
(``Cache-Control: no-cache``: the browser asks again each time, and a 304 is
all it gets while the file is the same). The page itself comes with the
browser's session cookie when it has none: HttpOnly (no script reads it),
SameSite=Strict, sent back only with the socket at ``/web``, whose relay
hands it to the web part (docs/web.md): the web part keeps the player's key
by it, as the desktop game keeps it in its settings.
"""

from __future__ import annotations

import email.utils
import gzip
import hashlib
import re
import secrets
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ..resources import shipped

STATIC = Path(__file__).resolve().parents[1] / "web" / "static"

SECURITY_HEADERS = (
    ("Content-Security-Policy",
     "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
     " media-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self';"
     " frame-ancestors 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
)

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".wav": "audio/wav",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
    ".webmanifest": "application/manifest+json",
}
#: what gzip makes smaller (the sounds and images are left as they are)
COMPRESSED = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".webmanifest"}

SEGMENT = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]*")  # no "..", no hidden file
SOUND = re.compile(r"[A-Za-z0-9_-]+\.wav")
SESSION_COOKIE = "parlour-session"
SESSION_VALUE = re.compile(r"[A-Za-z0-9_-]{43}")  # secrets.token_urlsafe(32)
SESSION_AGE = 365 * 24 * 3600  # seconds: a year, as the desktop's key is kept


@dataclass(frozen=True)
class CachedFile:
    """One file as it is served: its bytes, their gzip (None: not worth it) and tags."""

    body: bytes
    gzipped: bytes | None
    content_type: str
    etag: str

    @property
    def gzip_etag(self) -> str:
        return self.etag[:-1] + '-gz"'  # another body, another tag


def is_upgrade(request: Request) -> bool:
    """Whether ``request`` asks for a WebSocket (else it is a plain ``GET``)."""
    return any(token.strip().lower() == "websocket"
               for value in request.headers.get_all("Upgrade") for token in value.split(","))


class StaticFiles:
    """The page's files from ``folder`` and the sounds from ``sounds``, cached."""

    def __init__(self, folder: Path = STATIC, sounds: Path | None = None) -> None:
        self.folder = folder.resolve()
        self.sounds = (sounds if sounds is not None else shipped("sounds")).resolve()
        self.cache: dict[Path, CachedFile] = {}

    def locate(self, path: str) -> Path | None:
        """The file a request's path names, or None (not one we serve)."""
        path = path.split("?", 1)[0].split("#", 1)[0]
        if path == "/":
            return self._inside(self.folder, ["index.html"])
        if path.startswith("/web/sounds/"):
            name = path.removeprefix("/web/sounds/")
            return self._inside(self.sounds, [name]) if SOUND.fullmatch(name) else None
        if path.startswith("/web/"):
            parts = path.removeprefix("/web/").split("/")
            if all(SEGMENT.fullmatch(part) for part in parts):
                return self._inside(self.folder, parts)
        return None

    @staticmethod
    def _inside(folder: Path, parts: list[str]) -> Path | None:
        """``folder/parts`` if it is a file of a type we know, and (links
        followed) still under ``folder``."""
        found = folder.joinpath(*parts).resolve()
        if (found.suffix.lower() in CONTENT_TYPES and found.is_file()
                and found.is_relative_to(folder)):
            return found
        return None

    def read(self, found: Path) -> CachedFile:
        cached = self.cache.get(found)
        if cached is None:
            body = found.read_bytes()
            suffix = found.suffix.lower()
            packed = gzip.compress(body, 9, mtime=0) if suffix in COMPRESSED else None
            cached = CachedFile(
                body=body, gzipped=packed if packed is not None and len(packed) < len(body)
                else None, content_type=CONTENT_TYPES[suffix],
                etag=f'"{hashlib.sha256(body).hexdigest()[:32]}"')
            self.cache[found] = cached
        return cached

    def respond(self, request: Request, https: bool = False) -> Response:
        """The answer to a plain ``GET``: the file, a 304, or a 404 (the
        page's with a session cookie if it has none; ``Secure`` over https)."""
        found = self.locate(request.path)
        if found is None:
            return answer(HTTPStatus.NOT_FOUND, b"Not found.\n", "text/plain; charset=utf-8")
        try:
            cached = self.read(found)
        except OSError:
            return answer(HTTPStatus.NOT_FOUND, b"Not found.\n", "text/plain; charset=utf-8")
        zipped = cached.gzipped is not None and accepts_gzip(request.headers)
        etag = cached.gzip_etag if zipped else cached.etag
        extra = [("ETag", etag), ("Cache-Control", "no-cache"), ("Vary", "Accept-Encoding")]
        if found.name == "index.html" and session_of(request.headers) is None:
            extra.append(("Set-Cookie", f"{SESSION_COOKIE}={secrets.token_urlsafe(32)};"
                          f" Path=/web; Max-Age={SESSION_AGE}; HttpOnly; SameSite=Strict"
                          + ("; Secure" if https else "")))
        if etag_matches(request.headers, {cached.etag, cached.gzip_etag}):
            return answer(HTTPStatus.NOT_MODIFIED, b"", None, extra)
        if zipped:
            assert cached.gzipped is not None
            return answer(HTTPStatus.OK, cached.gzipped, cached.content_type,
                          [*extra, ("Content-Encoding", "gzip")])
        return answer(HTTPStatus.OK, cached.body, cached.content_type, extra)


def answer(status: HTTPStatus, body: bytes, content_type: str | None,
           extra: list[tuple[str, str]] | None = None) -> Response:
    """A response with the security headers; one answer a connection (as
    websockets closes it after any answer but an upgrade)."""
    headers = Headers([("Date", email.utils.formatdate(usegmt=True)),
                       ("Connection", "close"), *SECURITY_HEADERS, *(extra or [])])
    if content_type is not None:
        headers["Content-Type"] = content_type
    if status != HTTPStatus.NOT_MODIFIED:
        headers["Content-Length"] = str(len(body))
    return Response(status.value, status.phrase, headers, body)


def accepts_gzip(headers: Headers) -> bool:
    """Whether ``Accept-Encoding`` takes gzip (named, or ``*``, and not ``q=0``)."""
    for value in headers.get_all("Accept-Encoding"):
        for item in value.split(","):
            name, *params = (part.strip().lower() for part in item.split(";"))
            if name in ("gzip", "*") and not any(
                    param.replace(" ", "") in ("q=0", "q=0.0", "q=0.00", "q=0.000")
                    for param in params):
                return True
    return False


def etag_matches(headers: Headers, etags: set[str]) -> bool:
    """Whether ``If-None-Match`` names one of ``etags`` (weakly compared, or ``*``)."""
    for value in headers.get_all("If-None-Match"):
        for tag in value.split(","):
            tag = tag.strip().removeprefix("W/")
            if tag == "*" or tag in etags:
                return True
    return False


def session_of(headers: Headers) -> str | None:
    """The browser's session cookie, if it sent one of the right shape."""
    for value in headers.get_all("Cookie"):
        for pair in value.split(";"):
            name, _, given = pair.strip().partition("=")
            if name == SESSION_COOKIE and SESSION_VALUE.fullmatch(given):
                return given
    return None
