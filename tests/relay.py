"""A TCP relay the online tests put between a client and the server, to
cut one player's connection (as a network would) while the others play on.

It runs on its own thread with its own asyncio loop, listens on a free
loopback port and forwards every byte both ways. :meth:`Relay.cut` closes
every connection through it and refuses new ones until :meth:`Relay.mend`.
"""

from __future__ import annotations

import asyncio
import threading
from contextlib import suppress


class Relay:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self.open = True
        self._writers: set[asyncio.StreamWriter] = set()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> Relay:
        self._thread.start()
        if not self._ready.wait(10):
            raise AssertionError("the relay did not start")
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(
            asyncio.start_server(self._serve, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        self._loop.run_forever()
        server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not self.open:
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with suppress(OSError, asyncio.IncompleteReadError):
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        writer.close()
        self._writers.discard(writer)

    def cut(self) -> None:
        """Every connection through the relay closed; new ones refused."""
        def cut_all() -> None:
            self.open = False
            for writer in list(self._writers):
                writer.transport.abort()
            self._writers.clear()
        self._loop.call_soon_threadsafe(cut_all)

    def mend(self) -> None:
        self._loop.call_soon_threadsafe(setattr, self, "open", True)

    def stop(self) -> None:
        self.cut()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
