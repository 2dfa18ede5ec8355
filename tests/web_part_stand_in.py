"""A stand-in for ``parlour web`` in the table server's tests (tests/test_web_server.py).

Run as the web part is (``--server URL --port 0``, the secret in
``PARLOUR_WEB_SECRET``): it prints its pid and its server, listens on
loopback, prints the ready line, and takes only sockets that carry the
secret (others: 403). To
each it first sends ``{"relay": "ok", "address": ..., "session": ...}`` (its
``X-Parlour-Address`` and ``X-Parlour-Session``), then echoes every text
message, except:

- ``hello-as NAME ADDRESS``: it says hello to the table server as NAME over a
  connection of its own that carries the secret and ADDRESS as the browser's
  (as the web part does), and sends back the server's answer;
- ``close CODE``: it closes this socket with CODE;
- ``exit``: the whole process ends (exit code 3), as a web part that dies.

When a socket closes it prints ``stand-in: closed CODE``. It ends when its
standard input closes: the table server holds the other end.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import sys
import threading
from collections.abc import Awaitable, Callable

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

SECRET = os.environ.get("PARLOUR_WEB_SECRET", "")


def refuse_without_secret(connection: ServerConnection, request: Request) -> Response | None:
    if not SECRET or request.headers.get("X-Parlour-Relay") != SECRET:
        return connection.respond(403, "no secret\n")
    return None


async def hello_as(server: str, name: str, address: str) -> str:
    async with connect(server, additional_headers={
            "X-Parlour-Relay": SECRET, "X-Parlour-Address": address}) as table_server:
        await table_server.send(json.dumps({"v": 1, "type": "hello", "name": name}))
        answer = await table_server.recv()
        return answer if isinstance(answer, str) else answer.decode()


def handler(server: str) -> Callable[[ServerConnection], Awaitable[None]]:
    async def handle(ws: ServerConnection) -> None:
        assert ws.request is not None
        await ws.send(json.dumps({"relay": "ok",
                                  "address": ws.request.headers.get("X-Parlour-Address"),
                                  "session": ws.request.headers.get("X-Parlour-Session"),
                                  "pid": os.getpid()}))  # which web part, of several
        with contextlib.suppress(ConnectionClosed):  # its code is read below
            async for message in ws:
                text = message if isinstance(message, str) else message.decode()
                if text.startswith("hello-as "):
                    _, name, address = text.split(" ")
                    await ws.send(await hello_as(server, name, address))
                elif text.startswith("close "):
                    await ws.close(int(text.split(" ")[1]), "asked to")
                elif text == "exit":
                    os._exit(3)
                else:
                    await ws.send(text)
        print(f"stand-in: closed {ws.close_code}", flush=True)  # into the server's log
    return handle


def end_with_stdin() -> None:
    """The process ends once its standard input does (its server is gone)."""
    sys.stdin.buffer.read()
    os._exit(0)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--rate", type=float, required=True)  # as parlour web is given it
    parser.add_argument("--kept", required=True)  # the file of its browsers, in the data folder
    args = parser.parse_args()
    threading.Thread(target=end_with_stdin, daemon=True).start()
    print(f"stand-in: pid {os.getpid()} for {args.server}", flush=True)
    async with serve(handler(args.server), "127.0.0.1", args.port,
                     process_request=refuse_without_secret) as listening:
        port = next(iter(listening.sockets)).getsockname()[1]
        print(f"parlour-web: listening on {port}", flush=True)
        await asyncio.get_running_loop().create_future()


if __name__ == "__main__":
    asyncio.run(main())
