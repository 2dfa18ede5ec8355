"""The lobby as a room among several servers, through Redis (:mod:`.room`).

- **Who is online**: each server keeps its share (its connections, and the
  clients forwarded to its tables, with where they sit) in one field of the
  hash ``parlour:people``, written again whenever it changed and at least
  every third of a lease, with the time it was written. Asked who is online,
  a server reads the hash in one call and leaves out the shares older than
  three leases: a server that stopped drops out of the room by itself.
- **Lines, private messages, invitations** are published on the channel
  ``parlour:room``; every server hands each to its own connections it is for
  (the sender's server has already: it skips its own). Pub/sub keeps
  nothing: a player who is not connected at that moment does not get the
  line later, as in a room.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import TYPE_CHECKING, Any

import msgspec
from redis.exceptions import RedisError

from ..online import protocol as p

if TYPE_CHECKING:
    from .host import ClusterView, Notice, RoomSide

PEOPLE = "parlour:people"  # a hash: server id -> its share of who is online (JSON)
CHANNEL = "parlour:room"  # lobby lines, private messages, invitations
SHARE_EVERY = 0.5  # seconds between looks at whether this server's share changed
LISTEN_SECONDS = 2.0  # a read of the channel returns this often

Share = list[tuple[str, list[p.Place]]]
_share_type = msgspec.json.Decoder(list[tuple[str, list[p.Place]]])
_notice_type = msgspec.json.Decoder(p.LobbyChat | p.Told | p.Invited)


class RoomBus:
    """One server's side of the room that every server shares."""

    def __init__(self, room: RoomSide, cluster: ClusterView) -> None:
        self.room = room
        self.cluster = cluster
        self.redis: Any = cluster.redis
        self.me = cluster.me
        self.stale = 3 * max(1.0, cluster.server.config.lease)  # a share this old is gone
        self.written = b""
        self.written_at = 0.0

    async def start(self) -> None:
        await self.write_share()
        listening: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.cluster.server.spawn(self.listen(listening))
        await listening  # subscribed: what is published from now on is heard here
        self.cluster.server.spawn(self.keep_share())

    # -- who is online ----------------------------------------------------------------------
    async def keep_share(self) -> None:
        while True:
            await asyncio.sleep(SHARE_EVERY)
            with contextlib.suppress(RedisError):
                await self.write_share()

    async def write_share(self) -> None:
        """This server's share, written if it changed (or to say it is still here)."""
        share = msgspec.json.encode(self.room.share())
        now = time.time()
        if share == self.written and now - self.written_at < self.stale / 9:
            return
        await self.redis.hset(PEOPLE, self.me, b'{"at":%f,"people":%s}' % (now, share))
        self.written, self.written_at = share, now

    async def shares(self) -> list[Share]:
        """Every other server's share still fresh (this one's is the caller's own)."""
        try:
            stored = await self.redis.hgetall(PEOPLE)
        except RedisError:
            return []
        now = time.time()
        shares = []
        for server, text in stored.items():
            if bytes(server).decode() == self.me:
                continue
            entry = json.loads(text)
            if now - float(entry["at"]) < self.stale:
                shares.append(_share_type.decode(json.dumps(entry["people"])))
        return shares

    # -- lines, messages, invitations ---------------------------------------------------------
    async def publish(self, notice: Notice) -> None:
        payload = b'{"from":"%s","notice":%s}' % (self.me.encode(), p.encode(notice))
        try:
            await self.redis.publish(CHANNEL, payload)
        except RedisError as err:
            self.cluster.server.log(f"the bus does not answer: {err}")

    async def listen(self, listening: asyncio.Future[None]) -> None:
        """The channel, read for as long as the server runs (subscribed again
        after Redis went away and came back)."""
        while True:
            try:
                async with self.redis.pubsub() as channel:
                    await channel.subscribe(CHANNEL)
                    if not listening.done():
                        listening.set_result(None)
                    while True:
                        message = await channel.get_message(ignore_subscribe_messages=True,
                                                            timeout=LISTEN_SECONDS)
                        if message is not None:
                            await self.heard(message["data"])
            except RedisError:
                await asyncio.sleep(LISTEN_SECONDS / 4)

    async def heard(self, data: bytes) -> None:
        entry = json.loads(data)
        if entry.get("from") == self.me:
            return  # handed to this server's connections when it was said
        with contextlib.suppress(msgspec.ValidationError, msgspec.DecodeError):
            notice = _notice_type.decode(json.dumps(entry["notice"]))
            await self.room.deliver(notice)
