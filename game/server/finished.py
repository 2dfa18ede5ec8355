"""Finished tables leave the server's memory, and come back from the store.

Every game played stayed held (engine, event list, seats) until the server
stopped: memory grew with each. A finished table nobody is at any more is
let go (:meth:`FinishedTables.release`); it stays in the store, and a late
join or resume reads it back (:meth:`FinishedTables.held`), rebuilt through
the rules as after a restart, until nobody is at it again. The counters say
what is held and what was let go (``kill -USR1`` prints them).
"""

from __future__ import annotations

import asyncio
import gc
import json
from typing import TYPE_CHECKING

from ..games import known, spec
from .store import TableStore
from .table import Rebuild, Table

if TYPE_CHECKING:
    from .connection import Connection


class FinishedTables:
    """The server's side of it (:class:`game.server.app.Server` is one)."""

    store: TableStore
    tables: dict[str, Table]
    watchers: dict[str, set[Connection]]  # table id -> the connections at it
    driving: set[str]
    grace_timers: dict[tuple[str, int], asyncio.TimerHandle]
    turn_timers: dict[str, asyncio.TimerHandle]
    unbuildable: set[str]
    connections: set[Connection]
    freed = 0  # finished tables let go
    revived = 0  # ... and read back from the store

    def release(self, table: Table) -> None:
        """A finished table nobody is at any more leaves memory (its engine,
        events and seats): it stays in the store, whence :meth:`held` reads it
        back for a late join or resume."""
        if (not table.engine.is_over() or self.watchers.get(table.id)
                or table.id in self.driving or self.tables.get(table.id) is not table):
            return
        del self.tables[table.id]
        self.watchers.pop(table.id, None)
        self.stop_timers(table.id)
        self.freed += 1

    def stop_timers(self, table_id: str) -> None:
        """The table's grace timers (a seat's stand-in) and its turn timer, cancelled."""
        for key in [k for k in self.grace_timers if k[0] == table_id]:
            self.grace_timers.pop(key).cancel()
        timer = self.turn_timers.pop(table_id, None)
        if timer is not None:
            timer.cancel()

    def held(self, table_id: str) -> Table | None:
        """The table of ``table_id`` this server holds; a finished one that
        was let go is read back from the store (rebuilt through the rules, as
        after a restart), held until nobody is at it again. An unfinished one
        not held here is not this server's (another's, or unbuildable)."""
        table = self.tables.get(table_id)
        if table is not None or table_id in self.unbuildable:
            return table
        try:
            stored = self.store.load(table_id)
            if stored is None or not known(stored.game):
                return None
            table = Table.rebuild(spec(stored.game), stored)
        except (Rebuild, ValueError, KeyError, TypeError):
            return None
        if not table.engine.is_over():
            return None
        self.tables[table_id] = table
        self.watchers[table_id] = set()
        self.revived += 1
        return table

    def counters(self) -> dict[str, int | list[int]]:
        """What the server holds now and has let go: tables in memory (and
        of them finished), connections, finished tables let go and read back
        from the store, the collector's passes per generation."""
        return {"tables": len(self.tables),
                "over": sum(1 for t in self.tables.values() if t.engine.is_over()),
                "connections": len(self.connections), "freed": self.freed,
                "revived": self.revived,
                "gc": [g["collections"] for g in gc.get_stats()]}

    def print_counters(self) -> None:
        print(f"parlour: counters {json.dumps(self.counters())}", flush=True)
