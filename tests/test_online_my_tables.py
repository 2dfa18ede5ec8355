"""Back to one's own table ("a seat of a game in progress follows
the account, not the computer"): an account seated at a private table under
way signs in from a fresh profile, which knows neither the table nor its
code, learns the table by ``ask-my-tables`` and sits at its seat again.
Real ``parlour serve`` processes on SQLite, PostgreSQL and two servers (the
table the first one's, the fresh profile at the second). A player is never
told of a table where their token holds no seat, nor another seat's token."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.server.my_tables import MOST
from tests.online_helpers import Client, server
from tests.spread_helpers import Spread
from tests.test_online_accounts import PASSWORD, WITH_A_COMPUTER, answer, register

#: two people and a computer player: the game starts once the second person sits
TWO_PEOPLE = [{"kind": "person"}, {"kind": "person"}, {"kind": "computer", "level": "normal"}]


def test_a_fresh_profile_finds_its_private_table_and_sits_again(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        home = register(servers[0].url, "Ana")
        made = home.ask({"type": "create", "game": "twenty", "seats": TWO_PEOPLE,
                         "private": True}, "joined")
        table, code = made["table"], made["code"]
        ada = Client(servers[0].url, "Ada")
        ada.ask({"type": "join", "code": code}, "joined")
        assert home.until("snapshot")["state"] in ("waiting", "playing")
        while home.snapshot is None or home.snapshot["state"] != "playing":
            home.until("snapshot")
        home.close()  # Ana's computer is gone; Ada plays on

        # A fresh profile, at the other server when there are two: no key, no code.
        elsewhere = servers[-1].url
        welcome, fresh = answer(elsewhere, {"type": "sign-in", "name": "Ana",
                                            "password": PASSWORD})
        assert welcome["type"] == "welcome"
        mine = fresh.ask({"type": "ask-my-tables"}, "my-tables")
        assert len(mine["tables"]) == 1, mine
        found = mine["tables"][0]
        assert (found["table"], found["game"], found["seat"], found["code"]) == (
            table, "twenty", 0, code)
        assert [s["name"] for s in found["seats"]] == ["Ana", "Ada", "Computer 3"]
        assert [s["kind"] for s in found["seats"]] == ["person", "person", "computer"]
        assert found["state"] == "playing" and found["turn"] in (0, 1, 2)

        # Enter on "Back to your table": the join by its code gives the seat back.
        joined = fresh.ask({"type": "join", "code": found["code"]}, "joined")
        assert (joined["table"], joined["seat"]) == (table, 0)
        snapshot = fresh.until("snapshot")
        assert (snapshot["table"], snapshot["seat"]) == (table, 0)
        assert snapshot["seats"][0]["name"] == "Ana" and not snapshot["seats"][0]["away"]

        # Nobody learns another seat's token, nor anything of a table they are not at.
        said = "\n".join(fresh.raw)
        assert ada.token not in said and ada.token != welcome["token"]
        bo = Client(elsewhere, "Bo")
        assert bo.ask({"type": "ask-my-tables"}, "my-tables")["tables"] == []
        assert code not in "\n".join(bo.raw) and table not in "\n".join(bo.raw)
        ada_mine = ada.ask({"type": "ask-my-tables"}, "my-tables")["tables"]
        assert [(t["table"], t["seat"]) for t in ada_mine] == [(table, 1)]
        for client in (fresh, ada, bo):
            client.close()


def test_my_tables_asks_for_welcome_first(tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        got, client = answer(servers[0].url, {"type": "ask-my-tables"})
        assert got["type"] == "error" and got["code"] == "hello-first"
        client.close()


def test_the_newest_tables_are_told_and_no_more(tmp_path: Path) -> None:
    """A player at more tables than the lobby should list hears of the newest
    :data:`MOST` (each of another server's is rebuilt to be told)."""

    def first(ana: Client, kind: str) -> dict[str, Any]:
        # read as they come: the tables' events are numbered each from 1,
        # which one Client's count of events (one table's) would refuse
        while (message := json.loads(ana.ws.recv(20)))["type"] != kind:
            assert message["type"] != "error", message
        return message

    with server(tmp_path, "--tables-per-minute", str(MOST + 5)) as running:
        ana = Client(running.url, "Ana")
        made = []
        for n in range(MOST + 1):
            ana.send({"type": "create", "game": "twenty", "private": n % 2 == 0,
                      "seats": WITH_A_COMPUTER})
            made.append(first(ana, "joined")["table"])
        ana.send({"type": "ask-my-tables"})
        told = first(ana, "my-tables")["tables"]
        assert [t["table"] for t in told] == made[1:]  # oldest first, the first left out
        ana.close()
