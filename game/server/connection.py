"""What the server is started with (:class:`Config`, from ``parlour serve``'s
options) and one client's connection as the server keeps it (:class:`Connection`:
who it is, the tables it watches, its message allowance)."""

from __future__ import annotations

import ipaddress
import time
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.server import ServerConnection


@dataclass(frozen=True)
class Config:
    data: Path
    host: str = "127.0.0.1"
    port: int = 0
    grace: float = 30.0  # seconds before a computer player stands in for a dropped person
    pace: float = 1.0  # seconds a computer player waits before its move
    rate: float = 20.0  # messages a second a connection may send, on average
    burst: int = 40  # ... and at once
    cert: Path | None = None  # with key: serve wss:// (TLS)
    key: Path | None = None
    quiet: bool = False  # no lines on stdout (the app's embedded host)
    store: str | None = None  # postgresql://...: the shared store (else SQLite in data)
    bus: str | None = None  # redis://...: table ownership by lease, between servers
    lease: float = 10.0  # seconds a table's lease lasts unrenewed (with bus)
    tables_per_minute: int = 5  # tables one player may make in a minute (limits.py)
    chats_per_minute: int = 30  # chat lines one player may say in a minute
    guests: bool = True  # players without a password (accounts.py) may enter
    admins: tuple[str, ...] = ()  # the accounts that are server operators (moderation.py)
    rematch_wait: float = 60.0  # seconds "play again" waits for the others (rematch.py)
    web: bool = True  # the browser client: the page's files and the web part (web_relay.py)
    web_command: tuple[str, ...] | None = None  # what runs the web part (None: parlour web)
    web_files: Path | None = None  # the page's folder (None: game/web/static)
    behind_proxy: bool = False  # X-Forwarded-Proto, -Host and -For believed (peer_address)
    web_parts: int = 1  # web part processes, the browsers shared among them (web_relay.py)


@dataclass(eq=False)
class Connection:
    ws: ServerConnection
    config: Config
    name: str | None = None
    token: str | None = None
    #: table id -> the seat watched from there (None: a spectator)
    tables: dict[str, int | None] = field(default_factory=dict)
    allowance: float = 0.0
    checked: float = field(default_factory=time.monotonic)
    #: the browser's address, when this is the web part's connection for it
    relayed_address: str | None = None

    def __post_init__(self) -> None:
        self.allowance = float(self.config.burst)

    @property
    def address(self) -> str | None:
        """The address its player connects from (None: not a socket's, a
        forwarded client's): a browser's own through the web part."""
        if self.relayed_address is not None:
            return self.relayed_address
        return peer_address(self.ws, self.config.behind_proxy)

    def within_rate(self) -> bool:
        """A token bucket: ``rate`` a second, ``burst`` at most in hand."""
        now = time.monotonic()
        self.allowance = min(float(self.config.burst),
                             self.allowance + (now - self.checked) * self.config.rate)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


def peer_address(ws: ServerConnection, behind_proxy: bool) -> str | None:
    """The address a socket's player connects from (None: not a socket's).
    Behind a reverse proxy (``--behind-proxy``) the socket's peer is the
    proxy, and the player's address is the last one of ``X-Forwarded-For``:
    the one the proxy added. Those before it are the client's own to write,
    and never believed."""
    remote = getattr(ws, "remote_address", None)
    address = str(remote[0]) if isinstance(remote, tuple) and remote else None
    request = getattr(ws, "request", None)
    if not behind_proxy or request is None:
        return address
    forwarded = request.headers.get_all("X-Forwarded-For")
    given = forwarded[-1].rsplit(",", 1)[-1].strip() if forwarded else ""
    try:
        return str(ipaddress.ip_address(given))
    except ValueError:
        return address  # none, or not an address: the socket's own
