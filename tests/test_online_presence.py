"""Who is online, pushed: a client that asks (``watch-people``) is sent
the whole list, then each change while it is in the lobby: someone comes
online, sits down at a table, leaves it, goes offline; nothing while it sits
at a table, and the whole list again when it is back. Real ``parlour
serve`` processes: one on SQLite, one on PostgreSQL, and two sharing one
PostgreSQL and one Redis (the watcher at one, the other person at the
other)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tests.online_helpers import Client
from tests.spread_helpers import Spread, url_for

WITH_A_COMPUTER = [{"kind": "person"}, {"kind": "computer", "level": "normal"}]


def changed(client: Client, timeout: float = 10.0) -> dict[str, Any]:
    """The next ``people-changed`` (snapshots and the like passed over)."""
    deadline = time.monotonic() + timeout
    while True:
        message = client.recv(max(0.1, deadline - time.monotonic()))
        if message["type"] == "people-changed":
            return message


def places(message: dict[str, Any], name: str) -> list[dict[str, Any]] | None:
    """Where ``name`` is by ``message``'s came (None: not among them)."""
    return next((person["places"] for person in message["came"] if person["name"] == name),
                None)


def test_the_watchers_list_follows_who_comes_sits_leaves_and_goes(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        ana = Client(url_for(servers, 0), "Ana")
        quiet = Client(url_for(servers, 0), "Dee")  # who did not ask is sent nothing
        ana.send({"type": "watch-people"})
        first = changed(ana)
        assert first["full"] and [p["name"] for p in first["came"]] == ["Ana", "Dee"]
        bo = Client(url_for(servers, 1), "Bo")  # the other server, with two
        came = changed(ana)
        assert not came["full"] and places(came, "Bo") == [] and came["went"] == []
        table = bo.ask({"type": "create", "game": "twenty", "seats": WITH_A_COMPUTER,
                        "private": False}, "joined")["table"]
        sat = changed(ana)
        where = places(sat, "Bo")
        assert where is not None and [(p["game"], p["state"]) for p in where] == [
            ("twenty", "playing")]
        bo.ask({"type": "leave", "table": table}, "left")
        assert places(changed(ana), "Bo") == []
        bo.close()
        gone = changed(ana)
        assert gone["went"] == ["Bo"] and gone["came"] == []
        # At a table the watcher is sent nothing; back in the lobby, what it
        # missed (the whole list, or the change if no look fell while it sat).
        mine = ana.ask({"type": "create", "game": "twenty", "seats": WITH_A_COMPUTER,
                        "private": True}, "joined")["table"]
        sat_at = len(ana.raw)
        cy = Client(url_for(servers, 1), "Cy")
        ana.ask({"type": "leave", "table": mine}, "left")
        left_at = len(ana.raw)
        back = changed(ana)
        assert places(back, "Cy") == [] and (not back["full"] or places(back, "Ana") == [])
        assert not any('"people-changed"' in m for m in ana.raw[sat_at:left_at])
        cy.close()
        ana.close()
        assert quiet.ask({"type": "list"}, "lobby")["type"] == "lobby"
        assert not any("people-changed" in m for m in quiet.raw)
        quiet.close()

