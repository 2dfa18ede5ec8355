"""The online client: one connection to a table server, on a thread of its own.

The pygame loop must never wait on the network, so :class:`OnlineClient` runs
websockets' asyncio client on its own thread and its own event loop; the app
only calls methods that return at once: :meth:`~OnlineClient.send` queues a
message, :meth:`~OnlineClient.poll` hands over everything received since the
last poll, in order. What the client does by itself, so that no screen has to:

* **Keeps the seat.** After ``welcome`` the token is kept; a dropped connection
  is tried again with a capped backoff (0.2 s doubling to 5 s, given up after
  ``give_up`` seconds in all), and on reconnect it sends ``resume(token,
  table, last)`` for every table it sits at (a spectator joins again).
* **Delivers each event once, in order.** Events are numbered per table: a
  number already delivered is dropped (the server may repeat some after a
  resume); one with a gap before it is held, the client sends ``since`` itself,
  and releases it once the gap is filled. A snapshot is held likewise until
  every event it includes has been delivered, and dropped if older.
* **One key press, one move.** :meth:`~OnlineClient.send_move` makes a fresh
  request id; a move not yet answered when the connection drops is sent again
  after the reconnect with the same id, so the server never judges it twice.
* **Refuses what is unsafe.** ``wss://`` checks the certificate
  (``ssl.create_default_context``, plus ``cafile``); a plain ``ws://`` to an
  address outside this machine and the local network is refused
  (``Failed("refused-insecure")``) unless ``insecure=True``.
* **Survives a bad server.** A message :func:`protocol.read_server` rejects
  becomes ``Failed("bad-message")``; the connection is dropped and tried again.

What the app gets from :meth:`~OnlineClient.poll`: the server's messages
(``protocol.ServerMessage``, except each ``welcome``, which becomes a
:class:`Connected` or :class:`Reconnected`) and the notices below, for the app
to word. ``Failed`` is final (``state`` is then ``"closed"``) except for
``bad-message``, after which the client tries again by itself.

>>> OnlineClient("ws://203.0.113.5:8765", "Ann").state
'connecting'
>>> is_local("192.168.1.20"), is_local("::1"), is_local("203.0.113.5")
(True, True, False)
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
import ssl
import threading
import time
import uuid
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

import msgspec
import websockets
from websockets.asyncio.client import ClientConnection, connect

from . import protocol as p

State = Literal["connecting", "online", "reconnecting", "closed"]

FIRST_DELAY = 0.2  # seconds before the first retry; doubled after each failed one
LONGEST_DELAY = 5.0
GIVE_UP = 120.0  # seconds of failed retries before the client stops trying
MAX_RECEIVED = 4 * 1024 * 1024  # a whole table's snapshot fits many times over
REMEMBERED_ANSWERS = 1024  # request ids whose answer came, to drop a repeated answer

# The local network beyond loopback and link-local: the RFC 1918 ranges and IPv6's
# unique local ones. Not ipaddress's is_private alone: it also counts the documentation
# ranges (203.0.113.0/24...) and others that are nobody's own network.
LOCAL_NETWORKS = tuple(ipaddress.ip_network(net) for net in (
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"))
# Close codes by which the server refuses this client for good: trying again cannot help.
REFUSING_CLOSE_CODES = frozenset({1002, 1003, 1007, 1008, 1009, 1010})
# Refusals that answer a hello or a resume (the handshake of a connection).
HANDSHAKE_CODES = frozenset({"bad-token", "no-table", "bad-name", "name-taken",
                             # a sign-in's or a new account's (game/server/accounts.py)
                             "sign-in-failed", "password-wait", "account-needed",
                             "bad-password", "has-account",
                             # the key was replaced (a password changed elsewhere)
                             "key-replaced"})


# -- notices: what happened to the connection, for the app to word ------------------------
@dataclass(frozen=True)
class Connected:
    """The first ``welcome``: online under ``name``."""

    name: str


@dataclass(frozen=True)
class Dropped:
    """The connection is gone; the client is trying again by itself."""


@dataclass(frozen=True)
class Reconnected:
    """Back after a drop, at these tables (seats resumed, spectators joined again)."""

    table_ids: tuple[str, ...]


@dataclass(frozen=True)
class Failed:
    """``code``: ``unreachable``, ``bad-address``, ``refused-insecure``, ``tls``,
    ``closed-by-server``, ``gave-up`` (final), or ``bad-message`` (tried again)."""

    code: str


@dataclass(frozen=True)
class TableLost:
    """A table the client sat at could not be resumed (``code``: ``no-table`` when
    the server no longer holds it, ``bad-token``); it is no longer tracked."""

    table: str
    code: str


Notice = Connected | Dropped | Reconnected | Failed | TableLost
Item = p.ServerMessage | Notice


@dataclass
class TableTrack:
    """One table the client is at: the seat (None: watching) and the number of the
    last event delivered; events after a gap and a snapshot ahead of them wait here."""

    table: str
    seat: int | None
    last: int = 0
    code: str | None = None  # a private table's join code (a spectator joins again by it)
    held: dict[int, p.EventMessage] = field(default_factory=dict, repr=False)
    snapshot: p.Snapshot | None = field(default=None, repr=False)
    asked: int | None = field(default=None, repr=False)  # `last` of the since sent
    rejoining: bool = field(default=False, repr=False)


class _Fail(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def is_local(address: str) -> bool:
    """Whether an IP address is this machine's or the local network's."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])  # fe80::1%eth0: no scope
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_link_local or any(ip in net for net in LOCAL_NETWORKS)


class OnlineClient:
    """One connection to a table server; every public method returns at once
    (but :meth:`wait`, for tests and the headless client) and is thread-safe."""

    def __init__(self, url: str, name: str, token: str | None = None, *,
                 insecure: bool = False, cafile: str | None = None,
                 give_up: float = GIVE_UP, open_timeout: float = 10.0,
                 password: str | None = None, register: bool = False,
                 headers: Mapping[str, str] | None = None,
                 on_arrival: Callable[[], None] | None = None) -> None:
        """``headers``: sent with each connection's opening request (the web
        part's relay secret and its browser's address); ``on_arrival``: called
        after each item arrives, on the client's loop (the web part routes a
        browser's words at once, rather than polling every browser each frame)."""
        self.url = url
        self.headers = dict(headers or {})
        self.on_arrival = on_arrival
        self.name = name
        self.token = token
        #: with a password the first message signs in (or, ``register``, makes
        #: the account); forgotten at the welcome: the token does the rest
        self.password = password
        self.register = register
        self.insecure = insecure
        self.cafile = cafile
        self.give_up = give_up
        self.open_timeout = open_timeout
        self.state: State = "connecting"
        self.tables: dict[str, TableTrack] = {}
        # One lock for everything both threads touch; its condition wakes wait().
        self._lock = threading.Condition()
        self._inbox: deque[Item] = deque()
        self._outbox: deque[p.Message] = deque()
        self._unanswered: dict[str, p.Move] = {}
        self._answered: OrderedDict[str, None] = OrderedDict()
        # The answers a connection still waits for: None a hello, a table id its resume.
        self._handshake: deque[str | None] = deque()
        self._welcomed = False  # a welcome came on this connection
        self._hello_refused = False  # ... or a refusal of its hello (the app words it)
        self._rejoined: list[str] = []
        self._ever_online = False
        self._last_failed: str | None = None
        self._closing = False
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._wake: asyncio.Event | None = None

    # -- the app's side -----------------------------------------------------------------
    def start(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        """Connect in the background; the first message is hello(name, token).
        On a thread of its own, or, given the running ``loop`` (the web part's,
        which holds hundreds of browsers' connections), as a task on it."""
        if self._thread is not None or self._task is not None:
            return
        if loop is not None:
            self._task = loop.create_task(self._main())
            return
        self._thread = threading.Thread(target=self._run, name="parlour-online", daemon=True)
        self._thread.start()

    def send(self, message: p.Message) -> None:
        """Queue ``message``; messages leave in the order they were queued."""
        with self._lock:
            if isinstance(message, p.Move) and message.request not in self._answered:
                self._unanswered[message.request] = message
            self._outbox.append(message)
        self._poke()

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        """Queue a move (``wire.encode_move``) made after event ``based_on``; its request id."""
        request = uuid.uuid4().hex
        self.send(p.Move(table=table, move=move, based_on=based_on, request=request))
        return request

    def poll(self) -> list[Item]:
        """Everything received since the last poll, in order; never blocks."""
        with self._lock:
            items = list(self._inbox)
            self._inbox.clear()
            return items

    def wait(self, predicate: Callable[[Item], bool], timeout: float) -> list[Item]:
        """Take items until one satisfies ``predicate`` (the last of the list) or
        ``timeout`` seconds pass (then the list holds no such item); later ones stay."""
        deadline = time.monotonic() + timeout
        got: list[Item] = []
        with self._lock:
            while True:
                while self._inbox:
                    item = self._inbox.popleft()
                    got.append(item)
                    if predicate(item):
                        return got
                left = deadline - time.monotonic()
                if left <= 0:
                    return got
                self._lock.wait(left)

    def close(self) -> None:
        """Close the connection and stop the thread (joined before this returns)."""
        self._closing = True
        loop, task = self._loop, self._task
        if loop is not None and task is not None:
            with contextlib.suppress(RuntimeError):  # the loop has just ended
                loop.call_soon_threadsafe(task.cancel)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(10)
        elif task is not None and loop is None:  # a task that has not run yet
            task.cancel()
        self.state = "closed"

    # -- the client's thread -----------------------------------------------------------
    def _run(self) -> None:
        asyncio.run(self._main())

    def _poke(self) -> None:
        """Wake the writer (from either thread)."""
        loop, wake = self._loop, self._wake
        if loop is not None and wake is not None:
            with contextlib.suppress(RuntimeError):  # the loop is closed: nothing to wake
                loop.call_soon_threadsafe(wake.set)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()
        self._wake = asyncio.Event()
        try:
            if self._closing:
                return
            context = await self._check()
            ws: ClientConnection | None = await self._open(context)
            while ws is not None and not self._closing:
                ended = await self._session(ws)
                if ended in REFUSING_CLOSE_CODES:
                    raise _Fail("closed-by-server")
                was_online = self.state == "online"
                self.state = "reconnecting"  # before the notice, as below
                if was_online:
                    self._emit(Dropped())
                ws = await self._reconnect(context)
            if not self._closing:
                raise _Fail("gave-up")
        except _Fail as failure:
            self.state = "closed"  # before the notice: whoever reads it sees the state
            self._fail(failure.code)
        except asyncio.CancelledError:
            pass  # close()
        finally:
            self.state = "closed"
            with self._lock:
                self._lock.notify_all()

    async def _check(self) -> ssl.SSLContext | None:
        """The TLS context for ``wss://``; refuses a plain ``ws://`` to the outside."""
        try:
            parts = urlsplit(self.url)
            host, port = parts.hostname, parts.port
        except ValueError:
            raise _Fail("bad-address") from None
        if parts.scheme not in ("ws", "wss") or not host:
            raise _Fail("bad-address")
        if parts.scheme == "wss":
            try:
                return ssl.create_default_context(cafile=self.cafile)
            except (OSError, ssl.SSLError):
                raise _Fail("tls") from None
        if not self.insecure:
            assert self._loop is not None
            try:
                found = await self._loop.getaddrinfo(host, port or 80, type=socket.SOCK_STREAM)
            except (OSError, UnicodeError):
                raise _Fail("unreachable") from None
            if not found or not all(is_local(str(info[4][0])) for info in found):
                raise _Fail("refused-insecure")
        return None

    async def _open(self, context: ssl.SSLContext | None) -> ClientConnection:
        try:
            return await connect(self.url, ssl=context, open_timeout=self.open_timeout,
                                 max_size=MAX_RECEIVED, close_timeout=2,
                                 additional_headers=self.headers or None,
                                 # small messages: deflate costs more than it saves
                                 compression=None)
        except ssl.SSLError:  # before OSError: it is one
            raise _Fail("tls") from None
        except websockets.InvalidURI:
            raise _Fail("bad-address") from None
        except (OSError, TimeoutError, websockets.InvalidHandshake):
            raise _Fail("unreachable") from None

    async def _reconnect(self, context: ssl.SSLContext | None) -> ClientConnection | None:
        """A new connection, tried with a capped backoff; None when given up."""
        started = time.monotonic()
        delay = FIRST_DELAY
        while (left := self.give_up - (time.monotonic() - started)) > 0 and not self._closing:
            await asyncio.sleep(min(delay, left))
            try:
                return await self._open(context)
            except _Fail as failure:
                if failure.code != "unreachable":
                    raise  # a certificate does not mend itself
            delay = min(delay * 2, LONGEST_DELAY)
        return None

    async def _session(self, ws: ClientConnection) -> int | None:
        """One connection from hello (or resume) to its end; the close code."""
        writer = asyncio.create_task(self._write(ws))
        try:
            await self._greet(ws)
            async for text in ws:
                try:
                    message = p.read_server(text)
                except (msgspec.ValidationError, msgspec.DecodeError):
                    self._fail("bad-message")
                    break
                self._take(message)
        except websockets.ConnectionClosed:
            pass
        finally:
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
            await ws.close()
            with self._lock:
                self._handshake.clear()
        return ws.close_code

    async def _greet(self, ws: ClientConnection) -> None:
        """The first messages of a connection: resume every seat, else hello."""
        with self._lock:
            self._welcomed = False
            self._hello_refused = False
            self._rejoined = []
            first: list[p.Message] = []
            for track in self.tables.values():
                track.asked = None
                if track.seat is not None and self.token is not None:
                    first.append(p.Resume(token=self.token, table=track.table, last=track.last))
                    self._handshake.append(track.table)
            if not first:
                first.append(self._hello())
                self._handshake.append(None)
            for track in self.tables.values():
                if track.seat is None:  # watching: join again; the repeats are dropped
                    track.rejoining = True
                    first.append(p.Join(table="" if track.code else track.table,
                                        code=track.code or "", spectator=True))
                    self._rejoined.append(track.table)
        for message in first:
            await ws.send(p.encode(message).decode())

    async def _write(self, ws: ClientConnection) -> None:
        """Send the queue in order, once the handshake is answered."""
        assert self._wake is not None
        with contextlib.suppress(websockets.ConnectionClosed):
            while True:
                await self._wake.wait()
                self._wake.clear()
                while True:
                    with self._lock:
                        if self._handshake or not self._outbox:
                            break
                        message = self._outbox[0]
                        if isinstance(message, p.Hello):  # its answer is a handshake's
                            self.name = message.name
                            self._handshake.append(None)
                    await ws.send(p.encode(message).decode())
                    with self._lock:
                        if self._outbox and self._outbox[0] is message:
                            self._outbox.popleft()

    # -- what the server sent (on the client's thread) ---------------------------------
    def _emit(self, item: Item) -> None:
        with self._lock:
            self._inbox.append(item)
            self._lock.notify_all()
        if self.on_arrival is not None:
            self.on_arrival()

    def _fail(self, code: str) -> None:
        """A Failed notice, once until the client is online again."""
        if code != self._last_failed:
            self._last_failed = code
            self._emit(Failed(code))

    def _take(self, message: p.ServerMessage) -> None:
        with self._lock:
            if isinstance(message, p.Welcome):
                self._welcome(message)
            elif isinstance(message, p.Error):
                self._error(message)
            elif isinstance(message, p.Moved):
                if self._answer(message.request):
                    self._emit(message)
            elif isinstance(message, p.EventMessage):
                track = self.tables.get(message.table)
                # Not a table of ours (left), delivered already, or held already: dropped.
                if track is not None and message.n > track.last and message.n not in track.held:
                    track.held[message.n] = message
                    self._release(track)
            elif isinstance(message, p.Snapshot):
                self._snapshot(message)
            elif isinstance(message, p.Joined):
                self._joined(message)
            elif isinstance(message, p.Left):
                self.tables.pop(message.table, None)
                self._emit(message)
            elif isinstance(message, p.PasswordChanged):
                if message.token:  # the account's new key: a resume after a drop takes it
                    self.token = message.token
                self._emit(message)
            else:  # lobby, chat
                self._emit(message)

    def _hello(self) -> p.Message:
        """The first message of a connection that resumes no seat."""
        if self.password is None:
            return p.Hello(name=self.name, token=self.token)
        if self.register:
            return p.Register(name=self.name, password=self.password, token=self.token)
        return p.SignIn(name=self.name, password=self.password)

    def _welcome(self, message: p.Welcome) -> None:
        self.name, self.token = message.name, message.token
        self.password = None
        self._welcomed = True
        if self._handshake:
            self._handshake.popleft()
        if not self._handshake:
            self._greeted()

    def _error(self, message: p.Error) -> None:
        if message.request is not None and not self._answer(message.request):
            return  # a repeated answer to a move already answered
        if message.request is None and self._handshake and message.code in HANDSHAKE_CODES:
            entry = self._handshake.popleft()
            if entry is None and message.code == "bad-token" and self.token is not None:
                # The server no longer knows the token: say hello anew under the name.
                self.token = None
                self._outbox.appendleft(p.Hello(name=self.name))
                self._poke()
                return  # its welcome ends the handshake
            elif entry is None:
                self._hello_refused = True
                self._emit(message)  # bad-name, name-taken: the app asks for another name
            else:
                self.tables.pop(entry, None)
                self._emit(TableLost(entry, message.code))
            if not self._handshake:
                self._greeted()
            return
        self._emit(message)

    def _greeted(self) -> None:
        """Every answer of the handshake is in: online, and the queue may go."""
        if not self._welcomed:
            if not self._hello_refused:
                # Every resume refused (the tables are gone): hello, to be online still.
                self._outbox.appendleft(p.Hello(name=self.name, token=self.token))
            self._poke()  # else the app's own hello may follow
            return
        resumed = tuple(t for t in self.tables if t not in self._rejoined)
        if not self._ever_online or self.state == "online":
            self._ever_online = True
            self._emit(Connected(self.name))
        else:
            self._emit(Reconnected((*resumed, *self._rejoined)))
            # Moves not answered before the drop go again, with their request ids.
            queued = {id(m) for m in self._outbox}
            again = [m for m in self._unanswered.values() if id(m) not in queued]
            self._outbox.extendleft(reversed(again))
        self.state = "online"  # under the lock: wait() returns the notice after this
        self._last_failed = None
        self._poke()

    def _answer(self, request: str) -> bool:
        """Whether this is the first answer to ``request`` (noting that it came)."""
        if request in self._answered:
            return False
        self._answered[request] = None
        while len(self._answered) > REMEMBERED_ANSWERS:
            self._answered.popitem(last=False)
        self._unanswered.pop(request, None)
        return True

    def _joined(self, message: p.Joined) -> None:
        track = self.tables.get(message.table)
        if track is not None and track.rejoining and track.seat == message.seat:
            track.rejoining = False  # back as before: the app knows the table already
            return
        # A new place at the table: its whole story comes again, as this seat sees it.
        self.tables[message.table] = TableTrack(message.table, message.seat, code=message.code)
        self._emit(message)

    def _snapshot(self, message: p.Snapshot) -> None:
        track = self.tables.get(message.table)
        if track is None or message.event < track.last:
            return  # not ours, or older than what was delivered
        if message.event == track.last:
            if track.snapshot is None:  # else a newer one waits for its events
                self._emit(message)
            return
        track.snapshot = message
        self._release(track)

    def _release(self, track: TableTrack) -> None:
        """Deliver the held events that follow on, then the snapshot they complete;
        ask for the missing ones if a gap remains."""
        while (event := track.held.pop(track.last + 1, None)) is not None:
            track.last = event.n
            self._emit(event)
        snapshot = track.snapshot
        if snapshot is not None and snapshot.event <= track.last:
            track.snapshot = None
            self._emit(snapshot)
        if track.held or track.snapshot is not None:
            if track.asked != track.last and not self._handshake:
                track.asked = track.last
                self._outbox.appendleft(p.Since(table=track.table, last=track.last))
                self._poke()
        else:
            track.asked = None
