"""A message nested deeper than a decoder may recurse (a kilobyte or two of
``[[[[``) is refused as ``malformed``, like any other message that is not
one, over a real server's socket: the connection stays open, the server
serves on, and its output holds nothing but the line that says where it
serves (no traceback, no close with 1011)."""

from __future__ import annotations

import sys
from pathlib import Path

import msgspec
import pytest

from game.online import protocol as p
from tests.online_helpers import Client, server

DEEP = 1000


@pytest.mark.parametrize("text", [
    "[" * 2 * DEEP,  # 2 KB of opening brackets, never closed
    "[" * DEEP + "]" * DEEP,  # well formed, but no object
    '{"type": "list", "v": 1, "x": ' + "[" * DEEP + "]" * DEEP + "}",
    '{"type": "move", "v": 1, "table": "x", "based_on": 0, "request": "deep", "move": '
    + '{"a": ' * DEEP + "1" + "}" * DEEP + "}",
], ids=["unclosed", "closed", "in-a-field", "in-a-move"])
def test_a_deeply_nested_message_is_refused_as_malformed(tmp_path: Path, text: str) -> None:
    with server(tmp_path) as srv:
        client = Client(srv.url, "Deep")
        client.ws.send(text)
        refused = client.until("error")
        assert refused["code"] == "malformed"
        # The same connection is still served.
        assert client.ask({"type": "list"}, "lobby")["type"] == "lobby"
        client.close()
        assert srv.proc is not None and srv.proc.stdout is not None
        srv.stop()
        output = srv.lines + srv.proc.stdout.readlines()
    assert len(output) == 1 and "serving on ws://" in output[0], "".join(output)


def test_a_client_reads_a_deeply_nested_server_message_as_a_bad_one() -> None:
    # The client drops such a connection and connects again (bad-message),
    # as it does for any message it cannot read: never an exception on its thread.
    # Deeper than the process's recursion limit, whatever a library set it to.
    deep = max(DEEP, sys.getrecursionlimit() + 100)
    with pytest.raises(msgspec.DecodeError):
        p.read_server('{"type": "event", "v": 1, "table": "x", "n": 1, "event": '
                      + '{"a": ' * deep + "1" + "}" * deep + "}")
