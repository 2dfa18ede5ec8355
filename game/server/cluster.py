"""What a server does with the bus, beside serving its own connections:
keeping the leases of the tables it owns and taking the tables nobody holds.

:class:`Cluster` runs on the server's loop next to :class:`~game.server.app.Server`
(which keeps the connections, the tables and their engines), so that the
server itself stays about one table's play.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from redis.exceptions import RedisError

from .store import StoreUnreachable

if TYPE_CHECKING:
    from .app import Server
    from .bus import RedisBus


class Cluster:
    """One server's part among several sharing one store and one bus."""

    def __init__(self, server: Server, bus: RedisBus) -> None:
        self.server = server
        self.bus = bus

    async def start(self) -> None:
        await self.take_tables()
        self.server.spawn(self.keep_leases())

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

    async def keep_leases(self) -> None:
        """Renew this server's leases, a third of a lease apart, dropping each
        table whose lease was lost; then take the tables nobody holds."""
        server = self.server
        away = False  # the bus did not answer last time (said once an outage)
        while True:
            await asyncio.sleep(server.config.lease / 3)
            try:
                for table_id, table in list(server.tables.items()):
                    if table.engine.is_over():
                        continue  # nobody takes a finished table: its lease may run out
                    if not await self.bus.renew(table_id):
                        # Another server's now, or Redis lost it (restarted): forget
                        # it; if nobody holds it, it is taken again just below,
                        # rebuilt from the store under a new epoch.
                        server.lose(table, "its lease ran out")
                await self.take_tables()
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
