"""What a server does with the bus, beside serving its own connections:
keeping the leases of the tables it owns, taking the tables nobody holds,
serving clients at tables other servers own, and the lobby every server shows.

:class:`Cluster` runs on the server's loop next to :class:`~game.server.app.Server`
(which keeps the connections, the tables and their engines), so that the
server itself stays about one table's play.

**Any server serves any client.** A client at a table another server owns is
*forwarded*: its messages (join, resume, move, chat, since, leave) go to the
owner's request list in Redis (``parlour:requests:<server>``, read with
``BLPOP``), the owner answers on the asking server's reply list by request
id. At the owner the client is a :class:`Proxy`, a connection like any other
(it sits, counts as present, hears chat and time-ups), whose socket writes
what the owner sends it into the table's **Redis stream**
(``parlour:events:<table>``, ``XADD``), read with ``XREAD`` by every server
with clients there, on from the last entry it read. Redaction stays the
owner's, exactly as for its own clients: a proxy is sent only what its seat
may know, already redacted, and the forwarding server never holds a full
event, so it cannot leak one. While a request is answered, what the proxy is
sent goes into the answer instead, after everything already in the stream
(the writing of the streams: :mod:`.streams`).

**Takeover.** When a table's lease holder changes (its owner died or was
paused past its lease), each forwarding server resumes its clients at the
new owner from the last event number each was delivered (or at itself, if
it took the table), sending its clients nothing about it: they go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import msgspec
import websockets
from redis.exceptions import RedisError

from ..online import protocol as p
from .connection import Connection
from .forwarded import Away, Proxy
from .store import StoreUnreachable
from .streams import EVENTS, ProxySocket, TableStreams, entry_id
from .writer import settled

REQUESTS = "parlour:requests:"  # a list per server: messages forwarded to it
REPLIES = "parlour:replies:"  # a list per server: the answers to what it forwarded
WAKE = "parlour:wake:"  # a stream per server: a table to read is added (wakes its read)
LOBBY = "parlour:lobby"  # a hash: table id -> its TableInfo (JSON), open tables only
CODES = "parlour:codes"  # a hash: a private table's code -> its id
ALIVE = "parlour:server:"  # a key per server while it runs (its proxies are dropped after)
BLOCK_SECONDS = 2.0  # a blocking read returns this often (under the client's 5 s timeout)

if TYPE_CHECKING:
    from .bus import RedisBus
    from .host import ClusterHost
    from .table import Table


class Cluster:
    """One server's part among several sharing one store and one bus."""

    def __init__(self, server: ClusterHost, bus: RedisBus) -> None:
        self.server = server
        self.bus = bus
        self.redis: Any = bus.redis
        self.me = bus.server_id
        self.timeout = max(2.0, server.config.lease)  # an owner silent this long is gone
        # the owner's side
        self.proxies: dict[str, Proxy] = {}
        self.streams = TableStreams(server, self.redis)  # the stream entries it writes
        self.listed: dict[str, bytes] = {}  # table -> its lobby entry as last written
        # The lobby's writes, one at a time in the order they were made: two on
        # different connections of the pool could land the wrong way round (a
        # new connection is slow to open), and a finished table stay listed.
        self.lobby_writes = asyncio.Lock()
        # the forwarding side
        self.away: dict[str, Away] = {}
        self.by_table: dict[str, set[str]] = {}
        self.reader: asyncio.Future[None] | None = None  # reads every watched table's stream
        self.read_to: dict[str, str] = {}  # table -> the last stream entry read
        self.read_news: dict[str, asyncio.Event] = {}
        self.waiting: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self.conn_numbers: dict[Connection, int] = {}
        self.numbers = itertools.count(1)
        self.request_numbers = itertools.count(1)

    async def start(self) -> None:
        await self.redis.set(ALIVE + self.me, 1, px=self.bus.lease_ms * 3)
        await self.take_tables()
        await self.server.moderation.start(self)  # its news between servers
        await self.server.accounts.start(self)  # new keys between servers
        self.server.spawn(self.keep_leases())
        self.server.spawn(self.serve_requests())
        self.server.spawn(self.read_replies())

    # -- leases --------------------------------------------------------------------------
    async def take_tables(self) -> None:
        """Every unfinished table whose lease nobody holds (its owner died, or
        there was none) is taken and rebuilt here."""
        server = self.server
        for table_id in server.store.table_ids(over=False):
            if table_id in server.tables or table_id in server.unbuildable:
                continue
            epoch = await self.bus.take(table_id)
            if epoch is not None:
                fault = server.rebuild(table_id, epoch)
                server.log(f"a table could not be rebuilt: {fault}" if fault
                           else f"took table {table_id} (epoch {epoch})")
                if not fault:
                    await self.owned(server.tables[table_id])
                    for key in list(self.by_table.get(table_id, ())):  # ours now: local
                        if self.away[key].attached:
                            self.server.spawn(self.reattach(self.away[key]))

    async def keep_leases(self) -> None:
        """Renew this server's leases, a third of a lease apart, dropping each
        table whose lease was lost; then take the tables nobody holds."""
        server = self.server
        away = False  # the bus did not answer last time (said once an outage)
        while True:
            await asyncio.sleep(server.config.lease / 3)
            try:
                await self.redis.set(ALIVE + self.me, 1, px=self.bus.lease_ms * 3)
                for table_id, table in list(server.tables.items()):
                    if table.engine.is_over():
                        continue  # nobody takes a finished table: its lease may run out
                    if not await self.bus.renew(table_id):
                        # Another server's now, or Redis lost it (restarted): forget
                        # it; if nobody holds it, it is taken again just below,
                        # rebuilt from the store under a new epoch.
                        server.lose(table, "its lease ran out")
                await self.take_tables()
                await self.check_owners()
                await self.drop_orphans()
            except (RedisError, StoreUnreachable) as err:
                # No lease can be renewed, nor taken by anyone: keep the tables
                # (the store's owner epoch still refuses a stale write) and try again.
                if not away:
                    server.log(f"the bus or the store does not answer: {err}")
                away = True
            else:
                if away:
                    server.log("the bus and the store answer again")
                away = False

    async def check_owners(self) -> None:
        """Each forwarded client whose table has another holder now is resumed there."""
        for table_id, keys in list(self.by_table.items()):
            holder = await self.bus.holder(table_id)
            for key in list(keys):
                away = self.away.get(key)  # gone meanwhile: its connection closed
                if (away is not None and away.attached and holder != away.owner
                        and not away.reattaching):
                    self.server.spawn(self.reattach(away))

    async def drop_orphans(self) -> None:
        """Proxies of a server that stopped (its key ran out) are dropped:
        their seats count as away, as a closed connection's would."""
        origins = {proxy.origin for proxy in self.proxies.values()}
        for origin in origins:
            if not await self.redis.exists(ALIVE + origin):
                for proxy in [x for x in self.proxies.values() if x.origin == origin]:
                    self.proxies.pop(proxy.key, None)
                    self.server.drop(proxy)

    # -- the lobby, shared -----------------------------------------------------------------
    async def owned(self, table: Table) -> None:
        """A table this server owns now: its code findable by every server, and
        its lobby entry written."""
        if table.code is not None:
            await self.redis.hset(CODES, table.code, table.id)
        self.listed.pop(table.id, None)
        write = self.entry_write(table)
        if write is not None:  # awaited: its maker hears "joined" once every server lists it
            await self._lobby_call(write)

    async def unlist(self, table: Table) -> None:
        """A closed table: out of every server's lobby, its code free."""
        self.listed.pop(table.id, None)
        if table.code is not None:
            await self._bus_call(self.redis.hdel(CODES, table.code))
        await self._lobby_call(self.redis.hdel(LOBBY, table.id))

    def news(self, table: Table) -> None:
        """The table's lobby entry, written again when it changed."""
        write = self.entry_write(table)
        if write is not None:
            self.server.spawn(self._lobby_call(write))

    def entry_write(self, table: Table) -> Awaitable[Any] | None:
        """The write of the table's lobby entry, if it changed since the last
        (an open table under way: a private or finished one is not listed)."""
        listed = table.code is None and not table.engine.is_over()
        entry = msgspec.json.encode(table.info()) if listed else b""
        if self.listed.get(table.id) == entry:
            return None
        self.listed[table.id] = entry
        write: Awaitable[Any] = (self.redis.hset(LOBBY, table.id, entry) if entry
                                 else self.redis.hdel(LOBBY, table.id))
        return write

    async def _lobby_call(self, call: Any) -> None:
        async with self.lobby_writes:  # a lock's waiters go in the order they came
            await self._bus_call(call)

    async def _bus_call(self, call: Any) -> None:
        try:
            await call
        except RedisError as err:
            self.server.log(f"the bus does not answer: {err}")

    async def lobby(self) -> list[p.TableInfo]:
        """Every server's open tables (this server's own as they are now)."""
        try:
            stored = await self.redis.hgetall(LOBBY)
        except RedisError:
            stored = {}
        tables = {bytes(k).decode(): msgspec.json.decode(v, type=p.TableInfo)
                  for k, v in stored.items()}
        for table in self.server.tables.values():
            tables.pop(table.id, None)
            if table.code is None and not table.engine.is_over():
                tables[table.id] = table.info()
        return [t for t in tables.values() if t.state != "over"]

    # -- the owner's side: the requests (its proxies' stream: .streams) ------------------
    async def serve_requests(self) -> None:
        """The messages other servers forward to this one, each answered apart."""
        while True:
            try:
                item = await self.redis.blpop([REQUESTS + self.me], timeout=BLOCK_SECONDS)
            except RedisError:
                await asyncio.sleep(BLOCK_SECONDS / 4)
                continue
            if item is not None:
                self.server.spawn(self.answer(json.loads(item[1])))

    async def answer(self, request: dict[str, Any]) -> None:
        server = self.server
        table_id, key = str(request["table"]), str(request["key"])
        reply: dict[str, Any] = {"id": request["id"], "moved": True}
        proxy = self.proxies.get(key)
        message = None if request["message"] is None else p.read_client(request["message"])
        if proxy is None and isinstance(message, (p.Join, p.Resume)):
            server.held(table_id)  # a finished table let go: read back for a late one
        if table_id in server.tables and (
                proxy is not None or isinstance(message, (p.Join, p.Resume))):
            if proxy is None:
                proxy = Proxy(ws=ProxySocket(self.streams, key, table_id),  # type: ignore[arg-type]
                              config=server.config, key=key, origin=str(request["from"]))
            proxy.name, proxy.token = request["name"], request["token"]
            table = server.tables[table_id]
            async with proxy.lock:
                socket: ProxySocket = proxy.ws  # type: ignore[assignment]
                socket.answer = []
                try:
                    if message is None:  # its connection closed there
                        server.drop(proxy)
                    elif not isinstance(message, p.Error):
                        await server.dispatch(proxy, message)
                finally:
                    # What the proxy is sent from now on comes after this answer.
                    out, socket.answer = socket.answer, None
                    after = self.streams.cut(table_id)
                watching = table_id in proxy.tables
                if watching:
                    self.proxies[key] = proxy
                else:
                    self.proxies.pop(key, None)
                reply = {"id": request["id"], "out": out, "seat": proxy.tables.get(table_id),
                         "watching": watching, "after": await after,
                         # Gone from here and not over: another server owns it
                         # now. A finished one was let go (nobody left at it),
                         # not moved: asking again would read it back, and again.
                         "moved": table_id not in server.tables
                         and not table.engine.is_over()}
        with contextlib.suppress(RedisError):
            await self.redis.rpush(REPLIES + str(request["from"]), json.dumps(reply))

    # -- the forwarding side ---------------------------------------------------------------
    async def read_replies(self) -> None:
        while True:
            try:
                item = await self.redis.blpop([REPLIES + self.me], timeout=BLOCK_SECONDS)
            except RedisError:
                await asyncio.sleep(BLOCK_SECONDS / 4)
                continue
            if item is not None:
                reply = json.loads(item[1])
                waiter = self.waiting.pop(str(reply["id"]), None)
                if waiter is not None and not waiter.done():
                    waiter.set_result(reply)

    def key(self, conn: Connection, table_id: str) -> str:
        number = self.conn_numbers.setdefault(conn, next(self.numbers))
        return f"{self.me}:{number}:{table_id}"

    async def ask(self, away: Away, message: p.Message | None) -> dict[str, Any] | None:
        """One message to the table's owner; its answer, or None if it is silent."""
        assert away.owner is not None
        request_id = f"{self.me}:{next(self.request_numbers)}"
        waiter: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.waiting[request_id] = waiter
        request = {"id": request_id, "from": self.me, "key": away.key, "table": away.table_id,
                   "name": away.conn.name, "token": away.conn.token,
                   "message": None if message is None else p.encode(message).decode()}
        try:
            await self.redis.rpush(REQUESTS + away.owner, json.dumps(request))
            return await asyncio.wait_for(waiter, self.timeout)
        except (RedisError, TimeoutError):
            return None
        finally:
            self.waiting.pop(request_id, None)

    async def route(self, conn: Connection, message: p.ClientMessage) -> bool:
        """True if ``message`` is for a table another server owns (and was forwarded)."""
        server = self.server
        if isinstance(message, (p.Leave, p.Move, p.Since, p.Say, p.Invite)):
            away = self.away.get(self.key(conn, message.table))
            if away is None or not away.attached:
                return False
            await self.relay(away, message)
            return True
        if isinstance(message, p.Join):
            if message.code:
                code = message.code.upper()
                if any(t.code == code for t in server.tables.values()):
                    return False
                found = await self.redis.hget(CODES, code)
                if found is None:
                    return False
                table_id = bytes(found).decode()
            else:
                table_id = message.table
        elif isinstance(message, p.Resume):
            if server.store.player_name(message.token) is None:
                return False  # refused here, as at the owner
            table_id = message.table
        else:
            return False
        if table_id in server.tables:
            return False
        return await self.attach(conn, table_id, message)

    async def attach(self, conn: Connection, table_id: str, message: p.Message) -> bool:
        """``conn`` joins (or resumes at) a table another server owns."""
        holder = await self.bus.holder(table_id)
        if holder is None or holder == self.me:
            return False
        key = self.key(conn, table_id)
        away = self.away.get(key) or Away(conn, table_id, key)
        away.owner, away.held = holder, []
        self.away[key] = away
        self.by_table.setdefault(table_id, set()).add(key)
        await self.start_reader(table_id)
        if isinstance(message, p.Resume):  # asked under the resumed name
            conn.name, conn.token = self.server.store.player_name(message.token), message.token
        reply = await self.ask(away, message)
        if reply is None or reply["moved"]:
            if not away.attached:
                self.forget(away)
            return False  # answered here: no-table (the table has no owner to ask now)
        if not reply["watching"]:  # refused there (the table is full, ...): its answer
            await self.take(away, reply)
            if not away.attached:
                self.forget(away)
            return True
        away.attached, away.seat = True, reply["seat"]
        await self.take(away, reply)
        return True

    async def relay(self, away: Away, message: p.ClientMessage) -> None:
        """A message of a forwarded client to its table's owner, sent again at
        the table's next owner if this one is silent (a move is not made twice:
        its request id is remembered, in the store, with its first answer)."""
        deadline = time.monotonic() + 10 * self.timeout
        while True:
            away.held = []
            reply = await self.ask(away, message)
            if reply is not None and not reply["moved"]:
                await self.take(away, reply)
                if not reply["watching"]:
                    self.forget(away)
                return
            away.held = None
            if time.monotonic() > deadline:
                return
            if away.reattaching:  # another task resumes it at the new owner
                await asyncio.sleep(self.server.config.lease / 6)
            elif not await self.reattach(away):
                return
            if away.key not in self.away:  # the table is this server's own now
                await self.server.dispatch(away.conn, message)
                return

    async def reattach(self, away: Away) -> bool:
        """``away``'s client resumed at the table's holder now, from the last
        event it was delivered, telling it nothing: False if nobody took it."""
        if away.reattaching:
            return True
        away.reattaching = True
        try:
            deadline = time.monotonic() + 10 * self.timeout
            while time.monotonic() < deadline and away.key in self.away:
                holder = await self.bus.holder(away.table_id)
                table = self.server.tables.get(away.table_id)
                if holder == self.me and table is not None:
                    await self.make_local(away, table)
                    return True
                if holder is not None and holder != self.me:
                    away.owner, away.held = holder, []
                    message: p.Message = (
                        p.Join(table=away.table_id, spectator=True) if away.seat is None
                        else p.Resume(token=away.conn.token or "", table=away.table_id,
                                      last=away.heard))
                    reply = await self.ask(away, message)
                    if reply is not None and not reply["moved"] and reply["watching"]:
                        await self.take(away, reply, quiet=True)
                        return True
                    away.held = None
                await asyncio.sleep(self.server.config.lease / 6)
            return False
        finally:
            away.reattaching = False

    async def make_local(self, away: Away, table: Table) -> None:
        """The table a forwarded client plays at is this server's own now."""
        self.forget(away)
        server = self.server
        await settled(table)  # no change of it under way (writer.py)
        await server.send(away.conn, *table.events_for(away.seat, min(away.heard, table.last)))
        await server.sit(away.conn, table, away.seat, joined=False)

    def forget(self, away: Away) -> None:
        self.away.pop(away.key, None)
        keys = self.by_table.get(away.table_id, set())
        keys.discard(away.key)
        if not keys:
            self.by_table.pop(away.table_id, None)
            self.read_to.pop(away.table_id, None)  # the reader leaves its stream out
            self.read_news.pop(away.table_id, None)

    def drop(self, conn: Connection) -> None:
        """A closed connection: the owners of its forwarded tables are told."""
        for away in [a for a in self.away.values() if a.conn is conn]:
            self.forget(away)
            if away.attached and away.owner is not None:
                self.server.spawn(self.ask(away, None))
        self.conn_numbers.pop(conn, None)

    async def take(self, away: Away, reply: dict[str, Any], quiet: bool = False) -> None:
        """An owner's answer to ``away``'s client, after the stream entries
        written before it (read up to its ``after`` first), before the later ones."""
        after = entry_id(reply.get("after", "0-0"))
        news = self.read_news.get(away.table_id)
        deadline = time.monotonic() + self.timeout
        while (news is not None and entry_id(self.read_to.get(away.table_id, "0-0")) < after
               and time.monotonic() < deadline):
            news.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(news.wait(), deadline - time.monotonic())
        async with away.lock:  # the reader's entries wait until this answer is handed
            held = away.held or []
            for _, texts in [h for h in held if entry_id(h[0]) <= after]:
                await self._hand(away, texts)
            await self._hand(away, list(reply.get("out", [])), quiet)
            done = 0
            while done < len(held):  # those the reader holds still, in order, as they come
                entry, texts = held[done]
                if entry_id(entry) > after:
                    await self._hand(away, texts)
                done += 1
            away.held = None

    async def hand(self, away: Away, texts: list[str]) -> None:
        """A stream entry's messages to the forwarded client, after any answer
        being handed to it."""
        async with away.lock:
            await self._hand(away, texts)

    async def _hand(self, away: Away, texts: list[str], quiet: bool = False) -> None:
        """Messages to the forwarded client, each event once (``quiet``: as it
        resumes at a new owner, without the greeting again)."""
        for text in texts:
            message = json.loads(text)
            kind = message.get("type")
            if kind == "event":
                if message["n"] <= away.heard:
                    continue
                away.heard = message["n"]
            elif quiet and kind in ("welcome", "joined"):
                continue
            with contextlib.suppress(websockets.ConnectionClosed):
                await away.conn.ws.send(text)

    async def start_reader(self, table_id: str) -> None:
        if table_id in self.read_to:
            return
        last = await self.redis.xrevrange(EVENTS + table_id, count=1)
        self.read_to[table_id] = bytes(last[0][0]).decode() if last else "0-0"
        self.read_news[table_id] = asyncio.Event()
        if self.reader is None:
            self.reader = asyncio.ensure_future(self.read_streams())
        else:  # its blocking read returns at once, and reads this stream too
            await self.redis.xadd(WAKE + self.me, {"w": 1}, maxlen=8, approximate=False)

    async def read_streams(self) -> None:
        """Every watched table's stream in one blocking read, on from the last
        entry read of each, to this server's clients there. One read for all
        (not one a table): each blocking read holds a connection, and
        hundreds of tables would hold hundreds. A table newly watched wakes
        the read with an entry in this server's own wake stream, which
        Redis answers even if it comes before the read."""
        reading = self.redis.client()  # a connection of its own: its read blocks it
        wake = WAKE + self.me
        woken = "0-0"
        while True:
            try:
                if woken == "0-0":
                    last = await reading.xrevrange(wake, count=1)
                    woken = bytes(last[0][0]).decode() if last else "0-1"
                streams = {EVENTS + t: at for t, at in self.read_to.items()}
                streams[wake] = woken
                found = await reading.xread(streams, block=int(BLOCK_SECONDS * 1000), count=100)
            except RedisError:
                await asyncio.sleep(BLOCK_SECONDS / 4)
                continue
            for name, entries in found or []:
                if bytes(name).decode() == wake:
                    woken = bytes(entries[-1][0]).decode()
                    continue
                await self.deliver_entries(bytes(name).decode()[len(EVENTS):], entries)
            for news in list(self.read_news.values()):
                news.set()

    async def deliver_entries(self, table_id: str, entries: list[Any]) -> None:
        """A table's stream entries to this server's clients there, in order."""
        for entry, fields in entries:
            if table_id not in self.read_to:
                return  # no client here watches it any longer
            entry_text = bytes(entry).decode()
            batch: dict[str, list[str] | None] = json.loads(fields[b"m"])
            for key, texts in batch.items():
                away = self.away.get(key)
                if away is None:
                    continue
                if texts is None:  # the table left that owner
                    if not away.reattaching:
                        self.server.spawn(self.reattach(away))
                elif away.held is not None:
                    away.held.append((entry_text, texts))
                else:
                    await self.hand(away, texts)
            if table_id in self.read_to:  # not forgotten while it was handed
                self.read_to[table_id] = entry_text

