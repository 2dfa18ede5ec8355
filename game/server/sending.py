"""The server's connections write what they send at once in one write.

websockets writes each message with its own ``send()`` on the socket. After a
move a seat is sent its new events and a snapshot, three or four messages:
on loopback each send runs the receiving side's network stack and wakes the
receiving process, which may take the core from the server there and then
(the stalls ``bench/stall_watch.py`` found in ``bench_online.py`` sat in
those sends, the server's loop off the CPU). :meth:`BatchingConnection.send_texts`
frames them all, and the connection writes the frames as one.

:meth:`BatchingConnection.send_soon` writes them there and then when nothing
waits to be written before them, with no coroutine nor task made for it:
a move is sent to four seats, and the task per seat a ``gather`` made, its
``send_context`` and its wait for a free write buffer were a tenth of the
server's CPU. Only a connection that is behind (a full write buffer, or
sends of its own still waiting) is sent to by a coroutine, in order.
"""

from __future__ import annotations

import contextlib
from collections.abc import Coroutine, Sequence

from websockets.asyncio.server import ServerConnection
from websockets.protocol import State


class BatchingConnection(ServerConnection):
    """A server connection that sends several text messages in one write."""

    behind = 0  # sends given to a coroutine and not yet written

    async def send_texts(self, texts: Sequence[bytes]) -> None:
        """Each of ``texts`` (UTF-8) as a text message, all written at once.
        Raises ``ConnectionClosed`` as ``send`` does."""
        async with self.send_context():
            for text in texts:
                self.protocol.send_text(text)

    def send_soon(self, texts: Sequence[bytes]) -> Coroutine[object, None, None] | None:
        """``texts`` written now (None) if the connection is open and nothing
        waits to be written; else the coroutine that sends them after what
        waits (await it: a closed connection raises ``ConnectionClosed`` there)."""
        if (self.behind == 0 and self.protocol.state is State.OPEN and not self.paused
                and not self.transport.is_closing()
                and not self.transport.get_write_buffer_size()):
            for text in texts:
                self.protocol.send_text(text)
            self.send_data()
            return None
        self.behind += 1
        return self._send_later(texts)

    async def _send_later(self, texts: Sequence[bytes]) -> None:
        try:
            await self.send_texts(texts)
        finally:
            self.behind -= 1

    def send_data(self) -> None:
        """The frames waiting, joined into one write (an empty chunk, the
        library's mark for the end of the stream, is kept in its place)."""
        run: list[bytes] = []
        for data in self.protocol.data_to_send():
            if data:
                run.append(data)
                continue
            if run:
                self.transport.write(b"".join(run))
                run = []
            self._end_stream()
        if run:
            self.transport.write(run[0] if len(run) == 1 else b"".join(run))

    def _end_stream(self) -> None:
        """As the library does at the end of the stream: half-close the TCP
        connection where it can, else close it."""
        if self.transport.can_write_eof():
            with contextlib.suppress(Exception):  # the library ignores these too
                self.transport.write_eof()
        else:
            self.transport.close()
