"""Back to one's own tables: the unfinished tables where a player's token
holds a seat, for the lobby's "Back to your table" (docs/online.md).

A seat follows the token, and the token follows the account: signed in on
another computer, or on a fresh profile after a reinstall, the client asks
``ask-my-tables`` after welcome and is told each table it sits at, private
ones too, with the join code of a private one (the player's own table: the
code is theirs to know). It sits again by the usual join, which gives a
token its own seat back. Nothing is told of a table where the token holds
no seat, nor any other seat's token.

The store says which tables (``TableStore.seated_tables``, one indexed
query); the tables this server holds answer as they are now. With several
servers, a table another server owns is read from the shared store and
rebuilt through the rules off the event loop, as a takeover would rebuild
it, and only read: the owner keeps it. Which is why the answer says only
what the store knows the same way on every server (names, kinds, whose
turn), not who is away at this moment.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from ..games import known, spec
from ..online import protocol as p
from .table import Rebuild, Table
from .writer import settled

if TYPE_CHECKING:
    from .connection import Connection
    from .host import MyTablesHost

#: the most tables told at once, the newest: each of another server's is
#: rebuilt to be told, and a lobby item per table past a score is noise
MOST = 20


def seated_table(table: Table, token: str) -> p.SeatedTable | None:
    """``table`` as its seat of ``token`` is told of it (None: no seat there,
    or the game is over)."""
    seat = table.seat_of(token)
    if seat is None or table.engine.is_over():
        return None
    waiting = table.state() == "waiting"
    return p.SeatedTable(
        table=table.id, game=table.spec.id, seat=seat,
        seats=[p.SeatInfo(name=s.name, kind=s.kind,
                          level=s.level if s.kind == "computer" else None)  # type: ignore[arg-type]
               for s in table.seats],
        state="waiting" if waiting else "playing",
        turn=None if waiting else table.engine.current_player(),
        code=table.code)


class MyTables:
    """The Server's answer to ``ask-my-tables``."""

    def __init__(self, server: MyTablesHost) -> None:
        self.server = server

    async def answer(self, conn: Connection, message: p.AskMyTables) -> None:
        token = conn.token
        assert token is not None  # the server answers only after welcome
        found: list[p.SeatedTable] = []
        for table_id in self.server.store.seated_tables(token)[-MOST:]:
            table = self.server.tables.get(table_id)
            if table is not None:
                await settled(table)  # whose turn, once a change under way is stored
            table = table or await self.elsewhere(table_id)
            seated = seated_table(table, token) if table is not None else None
            if seated is not None:
                found.append(seated)
        await self.server.send(conn, p.MyTables(tables=found))

    async def elsewhere(self, table_id: str) -> Table | None:
        """A table another server owns, rebuilt from the shared store to be
        read (None: one server alone holds every table it can build)."""
        if self.server.cluster is None:
            return None
        stored = self.server.store.load(table_id)
        if stored is None or not known(stored.game):
            return None
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(None, Table.rebuild, spec(stored.game), stored)
        except (Rebuild, ValueError, KeyError, TypeError):
            return None
