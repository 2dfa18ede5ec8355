"""The two sides of a client forwarded between servers (:mod:`.cluster`):
at the table's owner it is a :class:`Proxy`, a connection like any other;
at the server it is connected to, an :class:`Away`. Apart from the cluster
so that what reads them (the room, a rematch, a key's change: through
:mod:`.host`) need not import the cluster, which drives the server."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from .connection import Connection


@dataclass(eq=False)
class Proxy(Connection):
    """At the owner: a client of another server, at one table."""

    key: str = ""
    origin: str = ""  # the forwarding server's id
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)  # one request at a time


@dataclass(eq=False)
class Away:
    """At a forwarding server: one of its connections at a table another owns."""

    conn: Connection
    table_id: str
    key: str
    seat: int | None = None
    owner: str | None = None  # the server that answers for the table
    heard: int = 0  # the last event number delivered to the client
    held: list[tuple[str, list[str]]] | None = None  # entries read while an answer is awaited
    attached: bool = False
    reattaching: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)  # one hand-over at a time

