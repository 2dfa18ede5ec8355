"""Who is online, pushed: a client that asks (``watch-people``) has its
list kept current while it is in the lobby, instead of reading it anew on a
key (docs/online.md, "The lobby as a room").

The answer is the whole list (``people-changed`` with ``full``); then every
:data:`PUSH_EVERY` seconds, while anyone watches, the server puts the list
together as the key's answer is (:meth:`Room.people <.room.Room.people>`:
this server's people and, with a bus, every other server's share), compares
it with the last one, and sends each watcher in the lobby what changed: who
came online or sat down at or left a table (``came``), who went offline
(``went``). One message a watcher a change, however many people it
concerns, and none when nothing changed. A watcher at a table is sent
nothing (the game's words are theirs to hear); back in the lobby it gets
the whole list again at the next look. Across servers a change arrives
within about a second: a share is written at most half a second after it
changed, and read at the next look.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import TYPE_CHECKING

from ..online import protocol as p

if TYPE_CHECKING:
    from .connection import Connection
    from .host import Lobby

#: seconds between two looks at who is online (the list's own freshness, room.FRESH)
PUSH_EVERY = 0.5


class Presence:
    """One server's watchers of who is online (the :class:`~.room.Room` holds it)."""

    def __init__(self, room: Lobby) -> None:
        self.room = room
        self.server = room.server
        #: each watcher, and whether the list it holds is current
        self.watchers: weakref.WeakKeyDictionary[Connection, bool] = (
            weakref.WeakKeyDictionary())
        self.last: dict[str, p.Person] = {}  # the list at the last look, by folded name
        self.looking = False

    async def watch(self, conn: Connection, on: bool) -> None:
        if not on:
            self.watchers.pop(conn, None)
            return
        people = await self.room.people()
        if not self.looking:  # the first watcher: changes are counted from this list
            self.looking = True
            self.last = {person.name.casefold(): person for person in people}
            self.server.spawn(self.keep())
        self.watchers[conn] = True
        await self.server.send(conn, p.PeopleChanged(came=people, full=True))

    def in_lobby(self, conn: Connection) -> bool:
        """At no table (a table another server owns included)."""
        cluster = self.server.cluster
        return not conn.tables and (cluster is None or all(
            away.conn is not conn for away in cluster.away.values()))

    async def keep(self) -> None:
        while True:
            await asyncio.sleep(PUSH_EVERY)
            if self.watchers:
                await self.look()

    async def look(self) -> None:
        """What changed since the last look, to each watcher in the lobby."""
        people = await self.room.people()
        now = {person.name.casefold(): person for person in people}
        came = [person for key, person in now.items() if self.last.get(key) != person]
        went = [person.name for key, person in self.last.items() if key not in now]
        self.last = now
        change = p.PeopleChanged(came=came, went=went) if came or went else None
        later = []
        for conn, current in list(self.watchers.items()):
            if conn not in self.server.connections:
                self.watchers.pop(conn, None)
                continue
            if not self.in_lobby(conn):
                self.watchers[conn] = False  # the whole list when it is back
                continue
            if current and change is None:
                continue
            message = change if current and change is not None else p.PeopleChanged(
                came=people, full=True)
            self.watchers[conn] = True
            sending = self.server.send_soon(conn, [message])
            if sending is not None:
                later.append(sending)
        if later:
            await asyncio.gather(*later)
