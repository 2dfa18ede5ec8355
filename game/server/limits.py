"""Limits and tidiness: what one player may make and say, and waiting tables
nobody is at any more (docs/online.md, "Limits and tidiness").

- One waiting table per player: a second is refused (``has-waiting-table``,
  naming the game of the first), not put in its place. A blind player who
  pressed Enter twice, or forgot the first table, hears where they already
  wait, and no table they made vanishes under them.
- A player (by the key their name goes with, whatever their connections)
  makes at most ``tables_per_minute`` tables and says at most
  ``chats_per_minute`` chat lines in any minute (``table-limit``,
  ``chat-limit``). This is apart from a connection's message rate (``rate``
  and ``burst``), which stops a burst, not a steady stream of new tables.
- A waiting table with no person connected at it closes: at once when the
  last one leaves by choice, when the grace of the last one's dropped
  connection ends (or, after a restart, when nobody came back within the
  grace). It leaves the store as well, so a restart does not list it again.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from ..online import protocol as p
from .store import TableStore
from .table import Table

if TYPE_CHECKING:
    from .cluster import Cluster
    from .connection import Connection

MINUTE = 60.0


class MinuteBudget:
    """At most ``per_minute`` uses by each one in any sliding minute."""

    def __init__(self, per_minute: int, window: float = MINUTE,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self.window = window
        self.clock = clock
        self.used: dict[str, deque[float]] = {}

    def spend(self, who: str) -> bool:
        """One use by ``who`` now, if their budget allows it (else nothing is spent)."""
        now = self.clock()
        times = self.used.setdefault(who, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        if len(times) >= self.per_minute:
            return False
        times.append(now)
        self.forget_idle(now)
        return True

    def forget_idle(self, now: float) -> None:
        """Whoever used nothing within the window is forgotten (memory stays small)."""
        if len(self.used) > 1024:
            for who in [w for w, t in self.used.items() if not t or t[-1] <= now - self.window]:
                del self.used[who]


def deserted(table: Table) -> bool:
    """A waiting table at which no person is connected (its spectators do not count)."""
    return table.state() == "waiting" and not any(
        s.connections for s in table.seats if s.kind == "person")


class Limits:
    """The server's side of it (:class:`game.server.app.Server` is one)."""

    store: TableStore
    tables: dict[str, Table]
    cluster: Cluster | None
    send: Callable[..., Awaitable[None]]
    lobby: Callable[[], Awaitable[list[p.TableInfo]]]
    let_go: Callable[[Table, str], Awaitable[None]]
    table_budget: MinuteBudget
    chat_budget: MinuteBudget

    def start_limits(self, tables_per_minute: int, chats_per_minute: int) -> None:
        self.table_budget = MinuteBudget(tables_per_minute)
        self.chat_budget = MinuteBudget(chats_per_minute)

    async def refuse_create(self, conn: Connection) -> bool:
        """True, said to ``conn``, when its player may not make a table now."""
        assert conn.token is not None and conn.name is not None  # hello came first
        waiting = await self.waiting_game(conn.token, conn.name)
        if waiting is not None:
            await self.send(conn, p.Error(code="has-waiting-table", args={"game": waiting}))
            return True
        if not self.table_budget.spend(conn.token):
            await self.send(conn, p.Error(code="table-limit",
                                          args={"count": self.table_budget.per_minute}))
            return True
        return False

    async def waiting_game(self, token: str, name: str) -> str | None:
        """The game of a waiting table the player sits at (and did not leave), if any: this
        server's (a private one too), or with a bus any server's open one."""
        # A seat its person left by choice, at a table others still wait at, is
        # not theirs to wait at any more (a drop's seat is: they come back to it).
        for table in self.tables.values():
            seat = table.seat_of(token)
            if table.state() == "waiting" and seat is not None and not table.seats[seat].left:
                return table.spec.id
        if self.cluster is not None:
            folded = name.casefold()
            for info in await self.cluster.lobby():
                if info.state == "waiting" and any(
                        s.kind == "person" and not s.left and (s.name or "").casefold() == folded
                        for s in info.seats):
                    return info.game
        return None

    async def refuse_chat(self, conn: Connection) -> bool:
        """True, said to ``conn``, when its player has said enough this minute."""
        assert conn.token is not None  # hello came first
        if self.chat_budget.spend(conn.token):
            return False
        await self.send(conn, p.Error(code="chat-limit",
                                      args={"count": self.chat_budget.per_minute}))
        return True

    async def close_if_deserted(self, table: Table) -> bool:
        """A waiting table nobody is at any more closes: gone from memory, the
        lobby and the store; a spectator still watching is told it left.
        True if it closed."""
        if self.tables.get(table.id) is not table or not deserted(table):
            return False
        self.store.close_table(table.id)
        await self.let_go(table, f"closed table {table.id}: nobody waits at it")
        return True
