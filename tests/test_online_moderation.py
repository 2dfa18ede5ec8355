"""Moderation online: a server operator (``--admin``, an account)
mutes, removes and bans a name; a waiting table's creator removes someone;
any player mutes another for themselves and reports them to the operators.
Real ``parlour serve`` processes on SQLite and on PostgreSQL, and two
servers on one PostgreSQL and one Redis (the operator at one, the player
at the other: the ban reaches them there)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from game.server.store import open_store
from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, ServerProcess, server
from tests.spread_helpers import Spread
from tests.test_online_room import until_people

PASSWORD = "correct horse 7"
WITH_A_COMPUTER = [{"kind": "person"}, {"kind": "computer", "level": "normal"}]
TWO_PEOPLE_AND_A_COMPUTER = [{"kind": "person"}, {"kind": "person"},
                             {"kind": "computer", "level": "normal"}]
FOUR_PEOPLE = [{"kind": "person"}] * 4


def operator(url: str, name: str = "Root") -> Client:
    """An account (the one named at ``--admin``), signed in (made the first time)."""
    client = Client(url)
    client.send({"type": "register", "name": name, "password": PASSWORD})
    got = client.recv()
    if got.get("code") == "name-taken":
        client.send({"type": "sign-in", "name": name, "password": PASSWORD})
        got = client.recv()
    assert got["type"] == "welcome", got
    client.name, client.token = got["name"], got["token"]
    return client


def answer(url: str, message: dict[str, Any]) -> dict[str, Any]:
    client = Client(url)
    try:
        client.send(message)
        return client.recv()
    finally:
        client.close()


def moderated(client: Client, **expected: Any) -> dict[str, Any]:
    got = client.until("moderated")
    assert {k: got.get(k) for k in expected} == expected, got
    return got


def closed(client: Client) -> bool:
    """Whether the server closes ``client``'s connection (what it sent before is read)."""
    try:
        while True:
            client.recv(10)
    except ConnectionClosed:
        return True
    except TimeoutError:
        return False


def table_of(client: Client, seats: list[dict[str, Any]]) -> str:
    table = str(client.ask({"type": "create", "game": "twenty", "seats": seats},
                           "joined")["table"])
    client.until("snapshot")
    return table


def test_an_operators_ban_keeps_a_name_out_on_every_server_and_after_a_restart(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:
        root = operator(servers[0].url)
        bo = operator(servers[-1].url, "Bo")  # an account, at the other server with two
        table = table_of(bo, WITH_A_COMPUTER)
        root.ask({"type": "join", "table": table, "spectator": True}, "snapshot")
        root.send({"type": "moderate", "action": "ban", "name": "bo"})  # any case
        moderated(root, action="ban", name="Bo", to="actor")
        moderated(bo, action="ban", name="Bo", to="target")
        assert closed(bo)  # disconnected with the sentence
        seen = moderated(root, action="ban", name="Bo", to="table", table=table)
        assert seen["by"] == ""  # an operator is not named
        # Bo was its only person: nobody is left to play it, so the game ends.
        assert root.until("left")["table"] == table
        assert table not in [t["table"] for t in root.ask({"type": "list"}, "lobby")["tables"]]
        for url in (s.url for s in servers):
            assert answer(url, {"type": "hello", "name": "Bo", "token": bo.token})["code"] == (
                "banned")
            assert answer(url, {"type": "hello", "name": "BO"})["code"] == "banned"
            assert answer(url, {"type": "resume", "token": bo.token, "table": table,
                                "last": 0})["code"] == "banned"
            assert answer(url, {"type": "sign-in", "name": "Bo",
                                "password": PASSWORD})["code"] == "banned"
        listed = root.ask({"type": "ask-reports"}, "reports")
        assert listed["banned"] == ["Bo"] and listed["muted"] == []
        root.close()
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:  # restarted
        assert answer(servers[-1].url, {"type": "hello", "name": "Bo",
                                        "token": bo.token})["code"] == "banned"
        root = operator(servers[0].url)
        root.send({"type": "moderate", "action": "unban", "name": "Bo"})
        moderated(root, action="unban", name="Bo", to="actor")
        back = answer(servers[-1].url, {"type": "hello", "name": "Bo", "token": bo.token})
        assert back["type"] == "welcome"
        assert table not in [t["table"] for t in root.ask({"type": "list"}, "lobby")["tables"]]
        root.close()
    db = open_store(tmp_path / ("a" if spread_stores.bus else ""), spread_stores.store)
    try:
        assert table in db.table_ids(over=True)  # ended, not rebuilt at the restart
    finally:
        db.close()


def test_an_operators_mute_stops_their_chat_until_unmuted(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:
        root = operator(servers[0].url)
        ana = Client(servers[0].url, "Ana")
        table = table_of(ana, TWO_PEOPLE_AND_A_COMPUTER)
        bo = Client(servers[-1].url, "Bo")
        bo.ask({"type": "join", "table": table}, "snapshot")
        root.send({"type": "moderate", "action": "mute", "name": "Bo"})
        moderated(root, action="mute", name="Bo", to="actor")
        moderated(bo, action="mute", name="Bo", to="target")
        bo.send({"type": "say", "table": table, "text": "buy my cards"})
        assert bo.until("error")["code"] == "muted"
        root.send({"type": "moderate", "action": "unmute", "name": "Bo"})
        moderated(root, action="unmute", name="Bo", to="actor")
        moderated(bo, action="unmute", name="Bo", to="target")
        bo.send({"type": "say", "table": table, "text": "sorry"})
        assert ana.until("chat")["text"] == "sorry"  # the muted line never came
        for client in (root, ana, bo):
            client.close()


def test_an_operator_removes_a_player_and_a_computer_player_takes_the_seat(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:
        root = operator(servers[-1].url)  # with two servers, not the table's owner
        ana = Client(servers[0].url, "Ana")
        table = table_of(ana, TWO_PEOPLE_AND_A_COMPUTER)
        bo = Client(servers[0].url, "Bo")
        bo.ask({"type": "join", "table": table}, "snapshot")
        ana.until("snapshot")  # Bo sat down: the game is under way
        root.send({"type": "moderate", "action": "remove", "name": "Bo", "table": table})
        moderated(root, action="remove", name="Bo", to="actor", table=table)
        moderated(bo, action="remove", name="Bo", to="target", table=table, by="")
        assert bo.until("left")["table"] == table
        moderated(ana, action="remove", name="Bo", to="table", table=table, by="")
        seats = ana.until("snapshot")["seats"]
        assert seats[1]["kind"] == "computer" and seats[1]["name"] != "Bo"
        # The seat is a computer player's for good: Bo cannot take it back.
        bo.send({"type": "resume", "token": bo.token, "table": table, "last": 0})
        assert bo.until("error")["code"] == "no-table"
        for client in (root, ana, bo):
            client.close()
    db = open_store(tmp_path, spread_stores.store)
    try:
        stored = db.load(table)
        assert stored is not None and stored.seats[1].kind == "computer"
        assert stored.seats[1].token is None
    finally:
        db.close()


def test_a_non_operators_moderation_is_refused(tmp_path: Path) -> None:
    running = ServerProcess(tmp_path, "--admin", "Root").start()
    try:
        ana = Client(running.url, "Ana")
        table = table_of(ana, WITH_A_COMPUTER)
        Client(running.url, "Bo").close()
        for action in ("mute", "ban", "unban", "unmute"):
            ana.send({"type": "moderate", "action": action, "name": "Bo"})
            assert ana.until("error")["code"] == "not-operator"
        ana.send({"type": "ask-reports"})
        assert ana.until("error")["code"] == "not-operator"
        # A guest who took an operator's name is no operator: it needs the password.
        fake = Client(running.url, "Root")
        fake.send({"type": "moderate", "action": "ban", "name": "Ana"})
        assert fake.until("error")["code"] == "not-operator"
        fake.send({"type": "moderate", "action": "remove", "name": "Ana", "table": table})
        assert fake.until("error")["code"] == "not-operator"  # a table under way
        ana.send({"type": "moderate", "action": "ban", "name": "Nobody"})
        assert ana.until("error") == {"type": "error", "v": 1, "code": "no-player",
                                      "args": {"name": "Nobody"}, "request": None}
        fake.close()
        assert answer(running.url, {"type": "hello", "name": "Ana",
                                    "token": ana.token})["type"] == "welcome"  # not banned
        ana.close()
    finally:
        running.stop()


def test_the_creator_removes_someone_from_a_waiting_table(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        ana = Client(servers[0].url, "Ana")
        table = table_of(ana, FOUR_PEOPLE)
        bo = Client(servers[-1].url, "Bo")
        bo.ask({"type": "join", "table": table}, "snapshot")
        cy = Client(servers[0].url, "Cy")
        cy.ask({"type": "join", "table": table}, "snapshot")
        ana.until("snapshot")
        # Not the creator: refused.
        cy.send({"type": "moderate", "action": "remove", "name": "Bo", "table": table})
        assert cy.until("error")["code"] == "not-creator"
        ana.send({"type": "moderate", "action": "remove", "name": "Bo", "table": table})
        moderated(ana, action="remove", name="Bo", to="actor", table=table)
        moderated(bo, action="remove", name="Bo", to="target", table=table, by="Ana")
        assert bo.until("left")["table"] == table
        moderated(cy, action="remove", name="Bo", to="table", table=table, by="Ana")
        seats = cy.until("snapshot")["seats"]
        assert [s["name"] for s in seats] == ["Ana", None, "Cy", None]  # free again
        assert seats[1]["kind"] == "person"
        bo.send({"type": "join", "table": table})
        assert bo.until("error")["code"] == "removed"  # not back at once
        for client in (ana, bo, cy):
            client.close()


def test_a_report_reaches_the_operators_list(tmp_path: Path, store: StoreUnderTest) -> None:
    running = ServerProcess(tmp_path, "--admin", "Root", "--admin", "Mod", *store.args).start()
    try:
        root = operator(running.url)
        ana = Client(running.url, "Ana")
        Client(running.url, "Bo").close()
        ana.send({"type": "report", "name": "Bo", "reason": "  spam in chat ",
                  "table": "ab12", "quote": "buy my cards"})
        moderated(ana, action="report", name="Bo", to="actor")
        moderated(root, action="report", name="Bo", to="operator", by="Ana")  # at once
        ana.send({"type": "report", "name": "Bo", "reason": " "})
        assert ana.until("error")["code"] == "bad-report"
        reports = root.ask({"type": "ask-reports"}, "reports")["reports"]
        assert len(reports) == 1
        report = reports[0]
        assert {k: report[k] for k in ("by", "about", "table", "quote", "reason")} == {
            "by": "Ana", "about": "Bo", "table": "ab12", "quote": "buy my cards",
            "reason": "spam in chat"}
        assert ana.token not in str(reports)  # names, never tokens
        mod = operator(running.url, "Mod")  # the second --admin reads it too
        assert mod.ask({"type": "ask-reports"}, "reports")["reports"] == reports
        for client in (root, ana, mod):
            client.close()
    finally:
        running.stop()


def test_a_player_mutes_another_for_themselves_kept_after_a_restart(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        ana = Client(servers[0].url, "Ana")
        table = table_of(ana, TWO_PEOPLE_AND_A_COMPUTER)
        bo = Client(servers[-1].url, "Bo")
        bo.ask({"type": "join", "table": table}, "snapshot")
        ana.send({"type": "mute-player", "name": "Bo"})
        moderated(ana, action="mute-player", name="Bo", to="actor")
        ana.send({"type": "mute-player", "name": "Ana"})
        assert ana.until("error")["code"] == "yourself"
        bo.send({"type": "say", "table": table, "text": "you play badly"})
        assert bo.until("chat")["text"] == "you play badly"  # said: his echo
        ana.send({"type": "say", "table": table, "text": "hello"})
        assert ana.until("chat")["name"] == "Ana"  # her own line: not his before it
        assert bo.until("chat")["text"] == "hello"  # he still hears her
        assert not [m for m in bo.received if m["type"] == "moderated"]  # not told
        assert ana.ask({"type": "ask-muted"}, "muted-list")["names"] == ["Bo"]
        for client in (ana, bo):
            client.close()
    with spread_stores.start(tmp_path) as servers:
        again = Client(servers[-1].url)
        again.send({"type": "hello", "name": "Ana", "token": ana.token})
        again.until("welcome")
        assert again.ask({"type": "ask-muted"}, "muted-list")["names"] == ["Bo"]
        again.send({"type": "mute-player", "name": "Bo", "muted": False})
        moderated(again, action="unmute-player", name="Bo", to="actor")
        assert again.ask({"type": "ask-muted"}, "muted-list")["names"] == []
        again.close()


@pytest.mark.parametrize("message", [
    {"type": "moderate", "action": "ban", "name": "Bo"},
    {"type": "mute-player", "name": "Bo"},
    {"type": "report", "name": "Bo", "reason": "spam"},
    {"type": "ask-reports"},
])
def test_moderation_needs_a_hello_first(tmp_path: Path, message: dict[str, Any]) -> None:
    with server(tmp_path) as running:
        assert answer(running.url, message)["code"] == "hello-first"


def test_mutes_reach_the_lobby_chat_and_private_messages(
        tmp_path: Path, spread_stores: Spread) -> None:
    """A player's own mute keeps the muted one's lobby lines and private
    messages from them too; an operator's mute refuses both, as at a table."""
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:
        root = operator(servers[0].url)
        ana = Client(servers[0].url, "Ana")
        bo = Client(servers[-1].url, "Bo")
        cy = Client(servers[0].url, "Cy")
        until_people(bo, lambda online: {"Ana", "Cy"} <= set(online))  # the other server's too
        ana.send({"type": "mute-player", "name": "Bo"})
        moderated(ana, action="mute-player", name="Bo", to="actor")
        bo.send({"type": "lobby-say", "text": "buy my cards"})
        assert cy.until("lobby-chat")["text"] == "buy my cards"  # others still hear him
        bo.send({"type": "tell", "to": "Ana", "text": "psst"})
        bo.until("told")  # his echo
        cy.send({"type": "lobby-say", "text": "hello all"})
        assert ana.until("lobby-chat")["text"] == "hello all"  # not his line before it
        assert cy.until("lobby-chat")["text"] == "hello all"  # Cy's echo
        assert not [m for m in ana.received if m["type"] in ("told", "lobby-chat")
                    and m.get("name") == "Bo"]
        root.send({"type": "moderate", "action": "mute", "name": "Bo"})
        moderated(bo, action="mute", name="Bo", to="target")
        for message in ({"type": "lobby-say", "text": "again"},
                        {"type": "tell", "to": "Cy", "text": "again"}):
            bo.send(message)
            assert bo.until("error")["code"] == "muted"
        cy.send({"type": "lobby-say", "text": "quiet now"})
        assert cy.until("lobby-chat")["text"] == "quiet now"
        assert not [m for m in cy.received if m.get("text") == "again"]
        for client in (root, ana, bo, cy):
            client.close()
