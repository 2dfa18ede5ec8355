"""The lobby as a room: who is online and where, lobby chat, private
messages and invitations (docs/online.md, "The lobby as a room").

:class:`Room` is held by the :class:`~game.server.app.Server`, which hands it
the four messages of the room (``Room.MESSAGES``). With several servers the
room reaches every one of them through :class:`~game.server.room_bus.RoomBus`
(Redis): who is online is each server's share put together, and a line, a
private message or an invitation is published for every server to hand to
its own connections.

- **Who is online**: every named connection, once a name (a player with two
  connections is one person), with the tables it sits at or watches. A
  private table is named by its game only: who plays there is not for
  everyone to know, and its code is for those it is given to.
- **Lobby chat** reaches everyone in the lobby: every connection at no table
  (seated or watching). A player at a table hears the table's chat there,
  and no lobby line cuts into a game's words; the sender always hears the
  echo, wherever they are, which is the one sign that the line was said.
- **A private message** reaches the named player only, on every connection
  of theirs, at a table too; the sender gets the echo. A name nobody online
  has is refused (``not-online``), and nothing is sent.
- **An invitation** is to a table the sender is at (forwarded to the table's
  owner like the table's chat, so the owner words it): it carries the game
  and what joins it, the table's id, or a private table's code.

Lines, messages and invitations together count against the player's chat
lines a minute (``Limits.chat_budget``); a refusal names the message's
``request``, so the client knows which of its messages it answers. The text
is the client's, checked by :func:`~game.online.protocol.chat_fault`, and
sent on as data: a client says it as text, never reads markup into it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..online import protocol as p
from .presence import Presence

if TYPE_CHECKING:
    from .connection import Connection
    from .host import Notice, RoomHost
    from .room_bus import RoomBus
    from .table import Table

#: Seconds a list of who is online is answered again as it is: made for 2,000
#: people it holds the loop about 10 ms, and a crowd of newcomers (or one
#: client asking over and over) would hold it that long each time.
FRESH = 0.5


def place_at(table: Table, seat: int | None) -> p.Place:
    """A table as a person there is said to be at it (a private one by its game)."""
    private = table.code is not None
    return p.Place(game=table.spec.id, state=table.state(),
                   seats=[] if private else table.info().seats,
                   private=private, watching=seat is None)


def merge(shares: Iterable[Iterable[tuple[str, list[p.Place]]]]) -> list[p.Person]:
    """Each server's share of who is online, as one list: a person once (names
    alike in any case are one name), with every table they are at; sorted by name."""
    people: dict[str, p.Person] = {}
    for share in shares:
        for name, places in share:
            person = people.setdefault(name.casefold(), p.Person(name=name))
            person.places.extend(place for place in places if place not in person.places)
    return sorted(people.values(), key=lambda person: person.name.casefold())


class Room:
    """One server's part of the lobby as a room."""

    #: The client messages the room answers.
    MESSAGES = (p.ListPeople, p.LobbySay, p.Tell, p.Invite, p.WatchPeople)

    def __init__(self, server: RoomHost) -> None:
        self.server = server
        self.bus: RoomBus | None = None  # with several servers: theirs too
        self.made: tuple[float, list[p.Person]] = (-FRESH, [])  # who is online, and when
        self.presence = Presence(self)  # who is online, pushed to those who ask: presence.py

    async def start(self) -> None:
        """With a bus: the other servers' lines heard, this one's people shared."""
        cluster = self.server.cluster
        if cluster is not None:
            from .room_bus import RoomBus  # redis only for a server that uses it

            self.bus = RoomBus(self, cluster)
            await self.bus.start()

    # -- who is here -----------------------------------------------------------------------
    def share(self) -> list[tuple[str, list[p.Place]]]:
        """This server's people: its connections, each with the tables it is at
        here, and the clients other servers forward to its tables (the table's
        owner knows the table; the client's own server knows it is online)."""
        tables = self.server.tables
        share: list[tuple[str, list[p.Place]]] = []
        for conn in self.server.connections:
            if conn.name is not None and conn.token is not None:
                share.append((conn.name, [place_at(tables[t], seat) for t, seat
                                          in conn.tables.items() if t in tables]))
        cluster = self.server.cluster
        for proxy in () if cluster is None else cluster.proxies.values():
            if proxy.name is not None:
                share.append((proxy.name, [place_at(tables[t], seat) for t, seat
                                           in proxy.tables.items() if t in tables]))
        return share

    async def people(self) -> list[p.Person]:
        """Everyone online (with a bus, at every server), at most :data:`FRESH` seconds old."""
        made, people = self.made
        if time.monotonic() - made < FRESH:
            return people
        others = [] if self.bus is None else await self.bus.shares()
        people = merge([self.share(), *others])
        self.made = (time.monotonic(), people)
        return people

    async def online(self, name: str) -> str | None:
        """The name as its player has it, if they are online anywhere."""
        folded = name.casefold()
        here = next((c.name for c in self.server.connections
                     if c.name is not None and c.token is not None
                     and c.name.casefold() == folded), None)
        if here is not None or self.bus is None:
            return here
        return next((person.name for person in await self.people()
                     if person.name.casefold() == folded), None)

    # -- the messages ------------------------------------------------------------------------
    async def handle(self, conn: Connection, message: p.ClientMessage) -> None:
        if isinstance(message, p.ListPeople):
            await self.server.send(conn, p.People(people=await self.people()))
            return
        if isinstance(message, p.WatchPeople):
            await self.presence.watch(conn, message.on)
            return
        assert isinstance(message, p.LobbySay | p.Tell | p.Invite)
        if await self.refuse(conn, message.request):
            return
        assert conn.name is not None  # hello came first
        if isinstance(message, p.LobbySay):
            line = p.LobbyChat(name=conn.name, text=message.text)
            await self.hand_on(line, echo=conn)
        elif isinstance(message, p.Tell):
            await self.tell(conn, message)
        else:
            await self.invite(conn, message)

    async def refuse(self, conn: Connection, request: str | None) -> bool:
        """True, said to ``conn``, when its player has said enough this minute."""
        assert conn.token is not None  # hello came first
        budget = self.server.chat_budget
        if budget.spend(conn.token):
            return False
        await self.server.send(conn, p.Error(code="chat-limit", args={"count": budget.per_minute},
                                             request=request))
        return True

    async def tell(self, conn: Connection, message: p.Tell) -> None:
        assert conn.name is not None
        to = await self.online(message.to)
        if to is None:
            await self.server.send(conn, p.Error(code="not-online", args={"name": message.to},
                                                 request=message.request))
            return
        await self.hand_on(p.Told(name=conn.name, to=to, text=message.text), echo=conn)

    async def invite(self, conn: Connection, message: p.Invite) -> None:
        assert conn.name is not None
        table = self.server.tables.get(message.table)
        if table is None or message.table not in conn.tables:
            await self.server.send(conn, p.Error(code="not-seated", request=message.request))
            return
        to = await self.online(message.to)
        if to is None:
            await self.server.send(conn, p.Error(code="not-online", args={"name": message.to},
                                                 request=message.request))
            return
        invited = p.Invited(name=conn.name, to=to, game=table.spec.id,
                            table="" if table.code is not None else table.id,
                            code=table.code or "")
        await self.hand_on(invited, echo=conn)

    # -- handing on ----------------------------------------------------------------------------
    async def hand_on(self, notice: Notice, echo: Connection) -> None:
        """``notice`` to whom it is for, at this server and (with a bus) at
        every other; the sender gets its echo (a proxy's goes back through
        the table's owner)."""
        await self.server.send(echo, notice)
        await self.deliver(notice, besides=echo)
        if self.bus is not None:
            await self.bus.publish(notice)

    async def deliver(self, notice: Notice, besides: Connection | None = None) -> None:
        """``notice`` to this server's own connections it is for (never twice
        to the sender's connection, which had its echo)."""
        # Written at once to each connection that is not behind (as a table's
        # news is: a task for each of 1,500 people in the lobby would cost more
        # than the writing); only those behind are awaited, together.
        later = [sending for conn in self.hearers(notice) if conn is not besides
                 and (sending := self.server.send_soon(conn, [notice])) is not None]
        if later:
            await asyncio.gather(*later)

    def hearers(self, notice: Notice) -> list[Connection]:
        named = [c for c in self.server.connections if c.name is not None and c.token is not None]
        # Not to those who muted the speaker for themselves (the speaker's
        # token found by name: a notice from another server carries no token).
        speaker = self.server.store.account(notice.name)
        if speaker is not None and (muting := self.server.moderation.muters(speaker[0])):
            named = [c for c in named if c.token not in muting]
        if isinstance(notice, p.LobbyChat):
            cluster = self.server.cluster
            away = set() if cluster is None else {a.conn for a in cluster.away.values()}
            return [c for c in named if not c.tables and c not in away]
        folded = notice.to.casefold()
        return [c for c in named if c.name is not None and c.name.casefold() == folded]
