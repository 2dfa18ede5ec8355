"""The owner's side of the tables' Redis streams: what a table's
owner sends the *proxies* there (the clients of other servers) goes into the
table's stream ``parlour:events:<table>``, all that is sent by the time the
current sends are made in one entry (``XADD``), the entries written one after
another in the order they were cut. :class:`ProxySocket` is a proxy's socket:
while the owner answers that proxy's request, what it is sent goes into the
answer instead. The forwarding side reads the streams (:mod:`.cluster`)."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

from redis.exceptions import RedisError

if TYPE_CHECKING:
    from .host import Runs

EVENTS = "parlour:events:"  # a stream per table: what its owner sends the proxies there
STREAM_LENGTH = 10_000  # entries kept per table stream (trimmed approximately)


class TableStreams:
    """One owner's writes into the streams of the tables it owns."""

    def __init__(self, server: Runs, redis: Any) -> None:
        self.server, self.redis = server, redis
        self.outbox: dict[str, dict[str, list[str] | None]] = {}  # table -> key -> texts
        self.flushing: set[str] = set()
        self.queued: dict[str, list[tuple[Any, asyncio.Future[str]]]] = {}
        self.writing: set[str] = set()
        self.last_entry: dict[str, str] = {}  # table -> the id of its stream's last entry

    def post(self, table_id: str, key: str, text: str | None) -> None:
        """A message for a proxy (None: its table left here), into the table's
        next stream entry; the entry is written once the current sends are made."""
        texts = self.outbox.setdefault(table_id, {}).setdefault(key, [])
        if text is None:
            self.outbox[table_id][key] = None
        elif texts is not None:
            texts.append(text)
        if table_id not in self.flushing:  # one entry for all the sends made by then
            self.flushing.add(table_id)
            asyncio.get_running_loop().call_soon(self.cut, table_id)

    def cut(self, table_id: str) -> asyncio.Future[str]:
        """The table's waiting messages, queued as its next stream entry; the
        id of the entry they end in (the stream's last if there were none),
        once written. Entries are written one after another, in this order."""
        self.flushing.discard(table_id)
        batch = self.outbox.pop(table_id, None)
        written: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self.queued.setdefault(table_id, []).append((batch, written))
        if table_id not in self.writing:
            self.writing.add(table_id)
            self.server.spawn(self.write(table_id))
        return written

    async def write(self, table_id: str) -> None:
        queue = self.queued[table_id]
        try:
            while queue:
                batch, written = queue.pop(0)
                if batch:
                    try:
                        entry = await self.redis.xadd(
                            EVENTS + table_id, {"m": json.dumps(batch)},
                            maxlen=STREAM_LENGTH, approximate=True)
                        self.last_entry[table_id] = bytes(entry).decode()
                    except RedisError as err:
                        self.server.log(f"table {table_id}: the bus does not answer: {err}")
                written.set_result(self.last_entry.get(table_id, "0-0"))
        finally:
            self.writing.discard(table_id)


class ProxySocket:
    """The socket of a proxy: what the owner sends goes into the answer
    being made, or else into the table's stream."""

    def __init__(self, streams: TableStreams, key: str, table_id: str) -> None:
        self.streams, self.key, self.table_id = streams, key, table_id
        self.answer: list[str] | None = None

    async def send(self, data: str | bytes, text: bool = True) -> None:
        """As a websocket's ``send`` (the server sends encoded bytes as text)."""
        message = data.decode() if isinstance(data, bytes) else data
        if self.answer is not None:
            self.answer.append(message)
        else:
            self.streams.post(self.table_id, self.key, message)

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """The table left this server: the forwarding one resumes at its new owner."""
        self.streams.post(self.table_id, self.key, None)


def entry_id(text: str) -> tuple[int, int]:
    """A stream entry's id, in order."""
    ms, _, seq = text.partition("-")
    return int(ms), int(seq or 0)
