"""The table server: asyncio and websockets, a store (one SQLite file, or
PostgreSQL shared by several servers), the engines authoritative.

Each connection says hello (a name, or a token it was given), then lists,
creates, joins, leaves tables and sends moves. A move is checked by the
engine (``refusal``), applied, its events committed (off the loop: writer.py), and only
then sent: to each seat redacted for it (``redact(event, seat)``), then a
snapshot. Computer players choose off the event loop (``run_in_executor``).
A person whose connection drops keeps the seat; after ``grace`` seconds a
computer player stands in until the person resumes with the token. With no
person connected the table pauses.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import signal
import ssl
import threading
from collections.abc import Awaitable, Coroutine, Iterable
from typing import TYPE_CHECKING

import websockets
from websockets.asyncio.server import ServerConnection

from ..core.base import Event, OptionError
from ..games import known, spec
from ..online import protocol as p
from .accounts import Accounts
from .connection import Config, Connection
from .finished import FinishedTables
from .limits import Limits
from .moderation import Moderation
from .my_tables import MyTables
from .names import claim as claim_name
from .ratings import Ratings
from .rematch import Rematches
from .room import Room
from .sending import BatchingConnection
from .store import StaleOwner, open_store

if TYPE_CHECKING:
    from .bus import RedisBus
    from .cluster import Cluster
from .table import Rebuild, Table
from .timers import TurnTimers
from .web_relay import WebSide
from .writer import StoreWriter, finished_job, not_stored, settled, store_events


class Server(FinishedTables, TurnTimers, Limits):
    def __init__(self, config: Config) -> None:
        self.config = config
        self.store = open_store(config.data, config.store)
        self.writer = StoreWriter(self.store)  # a table's events stored off the loop
        self.records = config.data / "records"
        self.tables: dict[str, Table] = {}
        self.watchers: dict[str, set[Connection]] = {}
        self.grace_timers: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self.turn_timers: dict[str, asyncio.TimerHandle] = {}  # by table
        self.driving: set[str] = set()
        self.tasks: set[asyncio.Task[object]] = set()
        self.bus: RedisBus | None = None
        if config.bus is not None:
            from .bus import RedisBus  # redis only for a server that uses it

            self.bus = RedisBus(config.bus, config.lease)
        self.unbuildable: set[str] = set()  # tables whose log the rules do not give again
        self.connections: set[Connection] = set()
        self.cluster: Cluster | None = None  # with a bus: leases, forwarding, the lobby
        self.start_limits(config.tables_per_minute, config.chats_per_minute)
        self.accounts = Accounts(self, config.guests)
        self.ratings = Ratings(self.store, self.send)  # ratings.py
        self.moderation = Moderation(self, config.admins)  # moderation.py
        self.rematches = Rematches(self, config.rematch_wait)
        self.room = Room(self)  # who is online, lobby chat, messages, invitations
        self.my_tables = MyTables(self)  # one's own unfinished tables: my_tables.py
        self.web = WebSide(config, self.log)  # the page, the web part, the relay: web_relay.py

    # -- start ---------------------------------------------------------------------------
    def rebuild_all(self) -> list[str]:
        """Every unfinished table, made again from its log; the faults found."""
        faults = [self.rebuild(table_id) for table_id in self.store.table_ids(over=False)]
        return [fault for fault in faults if fault]

    def rebuild(self, table_id: str, epoch: int | None = None) -> str | None:
        """One stored table made again from its log, owned by this server from
        now on (under ``epoch``, the lease's); the fault found, if any."""
        try:
            # Claimed before it is read: the last owner can write nothing after.
            self.store.claim(table_id, epoch)
            stored = self.store.load(table_id)
            if stored is None or not known(stored.game):
                return None
            table = Table.rebuild(spec(stored.game), stored)
        except (Rebuild, StaleOwner, ValueError, KeyError, TypeError) as err:
            self.unbuildable.add(table_id)
            return f"{table_id}: {err}"
        self.tables[table_id] = table
        self.watchers[table_id] = set()
        self.ratings.finished(table)  # its last events stored, its rating maybe not (kill -9)
        for n, seat in enumerate(table.seats):
            if seat.away:
                self.start_grace(table, n)
        return None

    async def serve(self, ready: asyncio.Future[int] | None = None) -> None:
        loop = asyncio.get_running_loop()
        if self.bus is None:
            for fault in self.rebuild_all():
                self.log(f"a table could not be rebuilt: {fault}")
        else:
            from .cluster import Cluster  # redis only for a server that uses it

            await self.bus.ping()
            self.cluster = Cluster(self, self.bus)
            await self.cluster.start()
            await self.room.start()
        tls = self.tls()
        async with websockets.serve(self.handle, self.config.host, self.config.port,
                                    max_size=p.MAX_MESSAGE, max_queue=64, ssl=tls,
                                    # messages are small: deflating them costs more CPU on
                                    # both sides than it saves (seen in bench_online)
                                    compression=None,
                                    # a seat's messages of one change in one write
                                    create_connection=BatchingConnection,
                                    process_request=self.web.process_request) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            try:
                await self.web.start(port, tls is not None)  # before "serving": it is ready
                self.log(f"serving on {'ws' if tls is None else 'wss'}://{self.config.host}:{port}")
                if (not self.config.quiet and hasattr(signal, "SIGUSR1")
                        and threading.current_thread() is threading.main_thread()):
                    # `kill -USR1`: the counters on stdout (the bench and the tests read them)
                    loop.add_signal_handler(signal.SIGUSR1, self.print_counters)
                if ready is not None:
                    ready.set_result(port)
                await loop.create_future()  # until cancelled
            finally:
                await self.web.stop()

    def tls(self) -> ssl.SSLContext | None:
        """The server's TLS context, when given a certificate and its key."""
        if self.config.cert is None:
            return None
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(self.config.cert, self.config.key)
        return context

    def log(self, line: str) -> None:
        if not self.config.quiet:
            print(f"parlour: {line}", flush=True)

    # -- one connection --------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        if self.web.is_browser(ws):  # /web: the web part's to read (web_relay.py)
            await self.web.relay(ws)
            return
        conn = Connection(ws, self.config, relayed_address=self.web.address_of(ws))
        self.connections.add(conn)
        try:
            async for text in ws:
                message = p.read_client(text)
                if not conn.within_rate():
                    # A move's refusal names its request: its player's seat
                    # waits for that answer, and would wait for ever.
                    await self.send(conn, p.Error(code="rate-limit",
                                                  request=getattr(message, "request", None)))
                    continue
                if isinstance(message, p.Error):
                    await self.send(conn, message)
                    continue
                await self.dispatch(conn, message)
                self.moderation.addresses.seen(conn)  # where its player connects from
        except websockets.ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            self.drop(conn)

    async def send(self, conn: Connection, *messages: p.Message) -> None:
        later = self.send_soon(conn, messages)
        if later is not None:
            await later

    def send_soon(self, conn: Connection,
                  messages: Iterable[p.Message]) -> Coroutine[object, None, None] | None:
        """``messages`` to ``conn``, written now if it is not behind (None),
        else the coroutine that sends them, in order, to be awaited."""
        if isinstance(conn.ws, BatchingConnection):
            later = conn.ws.send_soon([p.encode(message) for message in messages])
            return None if later is None else self._closed_is_fine(later)
        return self._send_each(conn, messages)

    async def _closed_is_fine(self, sending: Coroutine[object, None, None]) -> None:
        with contextlib.suppress(websockets.ConnectionClosed):
            await sending

    async def _send_each(self, conn: Connection, messages: Iterable[p.Message]) -> None:
        with contextlib.suppress(websockets.ConnectionClosed):
            for message in messages:  # a proxy's socket (cluster), or another kind
                # msgspec's UTF-8 as a text frame as it is, not decoded to be encoded again
                await conn.ws.send(p.encode(message), text=True)

    async def dispatch(self, conn: Connection, message: p.ClientMessage) -> None:
        if await self.moderation.intercepts(conn, message):
            pass  # answered, or refused (banned, muted, removed): moderation.py
        elif isinstance(message, p.Hello | p.Resume) and await self.accounts.refuses(conn, message):
            pass  # a replaced key, or a guest where only accounts enter: accounts.py
        elif isinstance(message, p.Hello):
            await self.hello(conn, message)
        elif isinstance(message, p.Resume):
            if self.cluster is None or not await self.cluster.route(conn, message):
                await self.resume(conn, message)
        elif isinstance(message, p.AccountMessage):
            await self.accounts.handle(conn, message)
        elif conn.token is None:
            await self.send(conn, p.Error(code="hello-first"))
        elif self.cluster is not None and await self.cluster.route(conn, message):
            return  # a table another server owns: forwarded to it
        elif isinstance(message, p.ListTables):
            await self.send(conn, p.Lobby(tables=await self.lobby()))
        elif isinstance(message, p.CreateTable):
            await self.create(conn, message)
        elif isinstance(message, p.Join):
            await self.join(conn, message)
        elif isinstance(message, p.Leave):
            await self.leave(conn, message.table)
        elif isinstance(message, p.Move):
            await self.move(conn, message)
        elif isinstance(message, p.Since):
            if message.table in conn.tables:  # (a change under way told first)
                await settled(self.tables[message.table])
            if message.table not in conn.tables:
                await self.send(conn, p.Error(code="not-seated"))
                return
            table = self.tables[message.table]
            await self.send(conn, *table.events_for(conn.tables[message.table], message.last))
        elif isinstance(message, p.Say):
            await self.say(conn, message)
        elif isinstance(message, p.AskLeaderboard | p.AskStats | p.AskRating):
            await self.ratings.answer(conn, message)
        elif isinstance(message, p.Rematch):
            await self.rematches.answer(conn, message)
        elif isinstance(message, Room.MESSAGES):
            await self.room.handle(conn, message)
        elif isinstance(message, p.AskMyTables):
            await self.my_tables.answer(conn, message)

    async def lobby(self) -> list[p.TableInfo]:
        """The open tables under way (with a bus: every server's)."""
        if self.cluster is not None:
            return await self.cluster.lobby()
        return [t.info() for t in self.tables.values() if t.code is None and not t.engine.is_over()]

    async def say(self, conn: Connection, message: p.Say) -> None:
        """A chat line to everyone at the table, the sender too (its echo confirms it).
        Not a game event: neither numbered nor stored."""
        if message.table not in conn.tables:
            await self.send(conn, p.Error(code="not-seated"))
            return
        if await self.refuse_chat(conn):
            return
        assert conn.name is not None  # hello came first
        line = p.Chat(table=message.table, seat=conn.tables[message.table], name=conn.name,
                      text=message.text)
        await asyncio.gather(*(self.send(c, line) for c in  # not to those who muted them
                               self.moderation.audience(conn, self.watchers[message.table])))

    async def hello(self, conn: Connection, message: p.Hello) -> None:
        if message.token is not None:
            name = self.store.player_name(message.token)
            if name is None:
                await self.send(conn, p.Error(code="bad-token"))
                return
            conn.name, conn.token = name, message.token
        else:
            token = secrets.token_urlsafe(18)
            refusal = claim_name(self.store, token, message.name, (
                s.name for t in self.tables.values() for s in t.seats if s.name))
            if refusal is not None:
                await self.send(conn, refusal)
                return
            conn.name, conn.token = message.name, token
        await self.send(conn, p.Welcome(name=conn.name, token=conn.token))

    async def create(self, conn: Connection, message: p.CreateTable) -> None:
        if not known(message.game) or not spec(message.game).online:
            await self.send(conn, p.Error(code="bad-game"))
            return
        game = spec(message.game)
        engine = game.engine
        people = [s for s in message.seats if s.kind == "person"]
        if not (engine.min_players <= len(message.seats) <= engine.max_players and people
                and all(s.level is not None for s in message.seats if s.kind == "computer")):
            await self.send(conn, p.Error(code="bad-seats", args={
                "min": engine.min_players, "max": engine.max_players}))
            return
        turn_seconds = message.turn_seconds
        if turn_seconds is None:
            turn_seconds = 0 if message.private else p.OPEN_TURN_SECONDS
        if 0 < turn_seconds < p.MIN_TURN_SECONDS:
            await self.send(conn, p.Error(code="bad-timer", args={
                "min": p.MIN_TURN_SECONDS, "max": p.MAX_TURN_SECONDS}))
            return
        try:
            table = Table.new(game, dict(message.options), message.seats, message.private,
                              turn_seconds)
        except OptionError:
            await self.send(conn, p.Error(code="bad-options"))
            return
        if await self.refuse_create(conn):  # a request judged first, then its maker's due
            return
        seat = table.free_seat()
        assert seat is not None  # a person seat was asked for
        table.seats[seat].name, table.seats[seat].token = conn.name, conn.token
        await self.open_table(table)
        await self.sit(conn, table, seat)

    async def open_table(self, table: Table) -> None:
        """A new table served from now on (a create, a rematch): its lease
        taken (with a bus), stored, held, and listed among the servers."""
        if self.bus is not None:  # a new id: its lease is free, the epoch its first
            epoch = await self.bus.take(table.id)
            assert epoch is not None, "a new table's id is taken"
            self.store.claim(table.id, epoch)
        self.store.add_table(table.stored())
        self.tables[table.id] = table
        self.watchers[table.id] = set()
        if self.cluster is not None:
            await self.cluster.owned(table)

    async def let_go(self, table: Table, why: str) -> None:
        """A table no longer served (its store row already closed or ended by
        the caller): out of memory and every lobby, its timers stopped, whoever
        watched it sent ``left``, and ``why`` logged."""
        self.tables.pop(table.id, None)
        watching = self.watchers.pop(table.id, set())
        self.stop_timers(table.id)
        if self.cluster is not None:
            await self.cluster.unlist(table)
        for conn in list(watching):
            conn.tables.pop(table.id, None)
            await self.send(conn, p.Left(table=table.id))
        self.log(why)

    async def join(self, conn: Connection, message: p.Join) -> None:
        if message.code:
            table = next((t for t in self.tables.values()
                          if t.code is not None and t.code == message.code.upper()), None)
        else:
            found = self.held(message.table)
            table = found if found is not None and found.code is None else None
        if table is None:
            await self.send(conn, p.Error(code="no-table"))
            return
        try:
            await self.join_table(conn, table, message)
        finally:
            self.release(table)  # a finished table read back for a refusal: let go again

    async def join_table(self, conn: Connection, table: Table, message: p.Join) -> None:
        if message.spectator:
            await self.sit(conn, table, None)
            return
        assert conn.token is not None
        seat = table.seat_of(conn.token)
        if seat is None:
            seat = table.free_seat()
            if seat is None:
                await self.send(conn, p.Error(code="table-full"))
                return
            table.seats[seat].name, table.seats[seat].token = conn.name, conn.token
            self.store.set_seat(table.id, seat, conn.name, conn.token)
        await self.sit(conn, table, seat)

    async def sit(self, conn: Connection, table: Table, seat: int | None,
                  joined: bool = True) -> None:
        """``conn`` takes ``seat`` (or watches) at ``table``; everyone hears of it."""
        if joined:
            await settled(table)  # (else the caller sent the events just before)
        if table.id in conn.tables:  # sitting again: the old place goes first
            self.unwatch(conn, table)
        conn.tables[table.id] = seat
        self.watchers[table.id].add(conn)
        if seat is not None:
            here = table.seats[seat]
            here.connections += 1
            here.standing_in = here.left = False
            timer = self.grace_timers.pop((table.id, seat), None)
            if timer is not None:
                timer.cancel()
        if joined:  # the table's story so far, as this seat may know it
            await self.send(conn, p.Joined(table=table.id, seat=seat, code=table.code),
                            *table.events_for(seat, 0))
        await self.changed(table)  # where it stands now, to everyone (this seat too)

    async def leave(self, conn: Connection, table_id: str) -> None:
        table = self.tables.get(table_id)
        if table is None or table_id not in conn.tables:
            await self.send(conn, p.Error(code="not-seated"))
            return
        seat = self.unwatch(conn, table)
        if seat is not None and table.seats[seat].away:
            table.seats[seat].left = True  # said as leaving, not as a drop
            self.stand_in(table, seat)  # gone by choice: no grace to wait for
        self.release(table)  # before "left": whoever hears it finds the table let go
        closed = await self.close_if_deserted(table)  # ... or closed, out of every lobby
        await self.send(conn, p.Left(table=table_id))
        if not closed:
            await self.changed(table)
        await self.rematches.left(table, seat)  # the no to playing again, if it is over

    def unwatch(self, conn: Connection, table: Table) -> int | None:
        seat = conn.tables.pop(table.id)
        self.watchers[table.id].discard(conn)
        if seat is not None:
            table.seats[seat].connections -= 1
        return seat

    def drop(self, conn: Connection) -> None:
        """A closed connection: its seats are kept, a grace timer started."""
        if self.cluster is not None:
            self.cluster.drop(conn)
        for table_id in list(conn.tables):
            table = self.tables[table_id]
            seat = self.unwatch(conn, table)
            if seat is not None and table.seats[seat].away:
                self.start_grace(table, seat)
            self.spawn(self.changed(table))
            self.release(table)

    def start_grace(self, table: Table, seat: int) -> None:
        loop = asyncio.get_event_loop()
        self.grace_timers[(table.id, seat)] = loop.call_later(
            self.config.grace, lambda: self.stand_in(table, seat, announce=True))

    def stand_in(self, table: Table, seat: int, announce: bool = False) -> None:
        self.grace_timers.pop((table.id, seat), None)
        if not table.seats[seat].away:
            return
        table.seats[seat].standing_in = True
        if announce:
            self.spawn(self.changed(table))
            self.spawn(self.close_if_deserted(table))

    async def resume(self, conn: Connection, message: p.Resume) -> None:
        name = self.store.player_name(message.token)
        if name is None:
            await self.send(conn, p.Error(code="bad-token"))
            return
        table = self.held(message.table)
        try:
            await self.resume_at(conn, message, name, table)
        finally:
            if table is not None:
                self.release(table)  # a finished table read back for a refusal: let go again

    async def resume_at(self, conn: Connection, message: p.Resume, name: str,
                        table: Table | None) -> None:
        conn.name, conn.token = name, message.token
        seat = table.seat_of(message.token) if table is not None else None
        if table is None or seat is None:
            await self.send(conn, p.Error(code="no-table"))
            return
        await self.send(conn, p.Welcome(name=name, token=message.token))
        await settled(table)
        await self.send(conn, *table.events_for(seat, min(message.last, table.last)))
        await self.sit(conn, table, seat, joined=False)  # its snapshot with everyone's

    # -- moves -----------------------------------------------------------------------------
    async def move(self, conn: Connection, message: p.Move) -> None:
        table = self.tables.get(message.table)
        seat = conn.tables.get(message.table)
        if table is None or seat is None:
            await self.send(conn, p.Error(code="not-seated", request=message.request))
            return
        async with table.writing:
            answer, events = table.try_move(seat, message)
            first = table.last - len(events) + 1
            stored = await self.commit(table, first, events, answer=(seat, message.request))
        if not stored:  # told once the table is free: not made (writer.py), or not ours
            if self.tables.get(table.id) is table:
                await self.send(conn, p.Error(code="not-stored", request=message.request))
            return
        if events:  # the answer in the mover's one write with its events and snapshot
            await self.deliver(table, first, (conn, answer))
        else:
            await self.send(conn, answer)

    async def commit(self, table: Table, first: int, events: list[Event],
                     answer: tuple[int, str] | None = None) -> bool:
        """The events on disk before anyone is sent them (with the request id
        of the person's move that made them); a finished table's rating and
        record too (writer.py). Made holding ``table.writing``. False if the
        store refused them (another server owns the table now) or failed."""
        if not events:
            return True
        finished = finished_job(table, self.records)  # judged here, stored there
        try:
            fault = await self.writer.run(
                lambda store: store_events(store, table.id, first, events, answer, finished))
        except StaleOwner as err:
            self.lose(table, str(err))
            return False
        except Exception as err:  # noqa: BLE001 - the store's fault: as if never made
            await not_stored(self, table, first, answer, err)
            return False
        if fault is not None:
            self.log(f"table {table.id}: {fault}")
        return True

    def lose(self, table: Table, why: str) -> None:
        """Another server owns ``table`` now: this one forgets it (its moves
        since were never stored, so nobody is sent them) and closes the
        connections at it, so that their clients resume at the owner."""
        self.log(f"table {table.id} is another server's now: {why}")
        self.tables.pop(table.id, None)
        self.stop_timers(table.id)
        for conn in self.watchers.pop(table.id, set()):
            conn.tables.pop(table.id, None)
            # 1012 "service restart": not a refusal, the client reconnects by itself
            self.spawn(conn.ws.close(1012, "table moved"))

    async def deliver(self, table: Table, first: int,
                      answer: tuple[Connection, p.Message] | None = None) -> None:
        """Events from ``first`` to everyone at the table, then their snapshots
        (with the ``answer`` to the connection that moved, before them)."""
        await self.broadcast(table, first, answer=answer)
        self.kick(table)

    async def changed(self, table: Table) -> None:
        """Who sits where changed: a fresh snapshot to everyone there."""
        await self.broadcast(table)
        self.kick(table)

    async def broadcast(self, table: Table, first: int | None = None,
                        notice: p.Message | None = None,
                        answer: tuple[Connection, p.Message] | None = None) -> None:
        """The table's news to everyone at it: a ``notice``, the
        events from ``first`` redacted for each seat, then each one's snapshot.
        The one place that sends the table's snapshots, so the turn timer is
        set here, just before: a snapshot says how long the turn has left.
        Built with no ``await`` before it (writer.py): a change's news
        (``first``) right after its commit, any other once none is under way."""
        if first is None:
            await settled(table)
        self.time_turn(table)
        if self.cluster is not None:
            self.cluster.news(table)  # the lobby entry
        head = [] if notice is None else [notice]
        later = []  # the sends to connections that are behind, each in order
        if answer is not None and answer[0] not in self.watchers.get(table.id, ()):
            alone = self.send_soon(answer[0], [answer[1]])  # the mover watches no more
            later += [] if alone is None else [alone]
        for c in list(self.watchers.get(table.id, ())):
            if table.id not in c.tables:
                continue
            seat = c.tables[table.id]
            sending = self.send_soon(c, [
                *head, *((answer[1],) if answer is not None and c is answer[0] else ()),
                *(table.events_for(seat, first - 1) if first else ()), table.snapshot(seat)])
            if sending is not None:
                later.append(sending)
        if later:
            await asyncio.gather(*later)

    def kick(self, table: Table) -> None:
        """Computer players move, one at a time per table, while it is theirs to."""
        if table.id not in self.driving and table.bot_seat() is not None:
            self.driving.add(table.id)
            self.spawn(self.drive(table))

    async def drive(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while (turn := table.bot_turn()) is not None:
                if self.config.pace:
                    await asyncio.sleep(self.config.pace)
                seat, view, legal = turn
                based_on = table.last
                move = await loop.run_in_executor(None, table.seats[seat].bot.choose, view, legal)
                async with table.writing:
                    events = table.apply_bot(seat, based_on, move)
                    first = table.last - len(events) + 1
                    if not await self.commit(table, first, events):
                        return
                if events:
                    await self.broadcast(table, first)
        finally:
            self.driving.discard(table.id)
            self.release(table)

    def spawn(self, work: Awaitable[object]) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
