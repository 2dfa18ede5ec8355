"""A seat's messages of one change leave the server in one write (under
load each ``send()`` on loopback woke the receiver, which could take
the core from the server's loop there, bench/stall_watch.py found)."""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.frames import Opcode
from websockets.protocol import State
from websockets.server import ServerProtocol

from game.server.sending import BatchingConnection


class Transport(asyncio.Transport):
    """What the connection writes, write by write."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.eof = False
        self.waiting = 0  # bytes not yet written, as the transport says

    def write(self, data: Any) -> None:
        self.writes.append(bytes(data))

    def can_write_eof(self) -> bool:
        return True

    def write_eof(self) -> None:
        self.eof = True

    def get_write_buffer_size(self) -> int:
        return self.waiting

    def set_write_buffer_limits(self, high: int | None = None, low: int | None = None) -> None:
        pass

    def is_closing(self) -> bool:
        return False


def frames(data: bytes) -> list[tuple[int, bytes]]:
    """The (opcode, payload) of each frame in what the server wrote: a
    server's frames are unmasked, these short (RFC 6455, 5.2)."""
    found = []
    while data:
        assert data[0] & 0x80, "a final frame"
        size, at = data[1] & 0x7F, 2
        if size == 126:
            size, at = int.from_bytes(data[2:4], "big"), 4
        found.append((data[0] & 0x0F, data[at:at + size]))
        data = data[at + size:]
    return found


def connection() -> tuple[Transport, BatchingConnection]:
    protocol = ServerProtocol()
    protocol.state = State.OPEN
    conn = BatchingConnection(protocol, None)  # type: ignore[arg-type]
    transport = Transport()
    conn.transport = transport  # as connection_made would, without a server
    return transport, conn


def test_a_connection_not_behind_is_written_to_there_and_then() -> None:
    async def main() -> None:
        transport, conn = connection()
        assert conn.send_soon([b'{"n":1}', b'{"n":2}']) is None  # no coroutine: written
        assert [payload for _, payload in frames(transport.writes[0])] == [
            b'{"n":1}', b'{"n":2}']

    asyncio.run(main())


def test_a_connection_behind_is_sent_to_in_order() -> None:
    async def main() -> list[bytes]:
        transport, conn = connection()
        transport.waiting = 70_000  # a client that does not read: its buffer full
        first = conn.send_soon([b'{"n":1}'])
        assert first is not None and transport.writes == []
        transport.waiting = 0  # written out meanwhile; yet the first send still waits
        second = conn.send_soon([b'{"n":2}'])
        assert second is not None, "the second message would overtake the first"
        await first
        await second
        assert conn.send_soon([b'{"n":3}']) is None  # caught up: at once again
        return [payload for write in transport.writes for _, payload in frames(write)]

    assert asyncio.run(main()) == [b'{"n":1}', b'{"n":2}', b'{"n":3}']


def test_several_messages_are_written_at_once_and_arrive_as_they_were() -> None:
    async def main() -> tuple[Transport, BatchingConnection]:
        protocol = ServerProtocol()
        protocol.state = State.OPEN
        conn = BatchingConnection(protocol, None)  # type: ignore[arg-type]
        transport = Transport()
        conn.transport = transport  # as connection_made would, without a server
        await conn.send_texts([b'{"type":"event","n":1}', b'{"type":"event","n":2}',
                               '{"type":"snapshot","name":"Ёж"}'.encode()])
        return transport, conn

    transport, _ = asyncio.run(main())
    assert len(transport.writes) == 1
    sent = frames(transport.writes[0])
    assert [opcode for opcode, _ in sent] == [Opcode.TEXT] * 3
    assert [payload.decode() for _, payload in sent] == [
        '{"type":"event","n":1}', '{"type":"event","n":2}', '{"type":"snapshot","name":"Ёж"}']
