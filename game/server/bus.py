"""The bus between servers: Redis, through redis-py's asyncio client.

What it does so far: **table ownership by lease**. A server owns a table
while it holds the key ``parlour:lease:<table>`` (``SET key server NX PX
ttl``), renewed every third of the lease; each takeover counts the table's
owner epoch up (``INCR parlour:epoch:<table>``), and the store writes every
event under that epoch, refusing older ones (:mod:`game.server.store_pg`).
A server that cannot renew a lease (it was paused, or cut off, past the
lease) has lost the table: another may have it already.

Taking, renewing and giving up run as Lua scripts, each one atomic in
Redis: the lease and its epoch move together, and a server only ever
renews or deletes its own lease, never one another server took since.
"""

from __future__ import annotations

import secrets
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

LEASE = "parlour:lease:"
EPOCH = "parlour:epoch:"

# KEYS: lease, epoch; ARGV: server id, ttl ms. The new epoch, or nil if held.
TAKE = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
    return redis.call('INCR', KEYS[2])
end
return false
"""
# KEYS: lease; ARGV: server id, ttl ms. 1 if still ours (and renewed).
RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
    return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""
# KEYS: lease; ARGV: server id.
GIVE_UP = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
    return redis.call('DEL', KEYS[1])
end
return 0
"""


POOL = 64
"""Connections to Redis a server opens at most (its blocking reads hold three)."""


class BusUnreachable(ConnectionError):
    """Redis does not answer (``parlour serve`` says so and stops)."""


class RedisBus:
    """One server's leases in one Redis; every call is a coroutine on the server's loop."""

    def __init__(self, url: str, lease: float = 10.0, server_id: str | None = None) -> None:
        self.url = url
        self.lease_ms = max(1, int(lease * 1000))
        self.server_id = server_id or secrets.token_hex(8)
        # A call waits for a free connection rather than failing: at hundreds
        # of tables, bursts of calls outnumber any fixed pool (redis-py's
        # default pool refuses the call past 100: "Too many connections").
        pool = aioredis.BlockingConnectionPool.from_url(
            url, max_connections=POOL, timeout=5, socket_connect_timeout=5, socket_timeout=5)
        self.redis: Any = aioredis.Redis.from_pool(pool)
        self._take = self.redis.register_script(TAKE)
        self._renew = self.redis.register_script(RENEW)
        self._give_up = self.redis.register_script(GIVE_UP)

    async def ping(self) -> None:
        """Raises :class:`BusUnreachable` if Redis does not answer."""
        try:
            await self.redis.ping()
        except RedisError as err:
            raise BusUnreachable(f"no Redis at {self.url}: {err}") from err

    async def take(self, table_id: str) -> int | None:
        """The table's lease, if nobody holds it: its new owner epoch (else None)."""
        epoch = await self._take(keys=[LEASE + table_id, EPOCH + table_id],
                                 args=[self.server_id, self.lease_ms])
        return None if epoch is None else int(epoch)

    async def renew(self, table_id: str) -> bool:
        """The lease kept for another ``lease`` seconds; False if it is no longer ours."""
        kept = await self._renew(keys=[LEASE + table_id], args=[self.server_id, self.lease_ms])
        return bool(kept)

    async def give_up(self, table_id: str) -> None:
        await self._give_up(keys=[LEASE + table_id], args=[self.server_id])

    async def holder(self, table_id: str) -> str | None:
        held = await self.redis.get(LEASE + table_id)
        return None if held is None else bytes(held).decode()

    async def close(self) -> None:
        await self.redis.aclose()
