"""An operator bans the address a player last connected from, naming the
player: that connection is told in one sentence and closed, and nobody
(another name, a new guest, a sign-in) comes in from that address until the
operator lifts it, at every server and after a restart; the operator's own
account is never kept out. No message to any client carries an address.
Real ``parlour serve`` processes on SQLite and PostgreSQL, and two servers
on one PostgreSQL and one Redis (the operator at one, the player at the
other). Every client here connects from 127.0.0.1, the one address banned."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.online_helpers import Client
from tests.spread_helpers import Spread
from tests.test_online_moderation import PASSWORD, answer, closed, moderated, operator

ADDRESS = "127.0.0.1"


def signed_in(url: str, name: str = "Root") -> Client:
    """The operator's account, signed in (made already)."""
    client = Client(url)
    client.send({"type": "sign-in", "name": name, "password": PASSWORD})
    assert client.recv()["type"] == "welcome"
    return client


def test_an_operator_bans_the_address_a_name_last_connected_from(
        tmp_path: Path, spread_stores: Spread) -> None:
    everyone: list[Client] = []
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:
        root = operator(servers[0].url)
        everyone.append(root)
        # Another player of that address, who will not get in again either.
        assert answer(servers[0].url, {"type": "hello", "name": "Cy"})["type"] == "welcome"
        bo = Client(servers[-1].url, "Bo")  # a guest, at the other server with two
        everyone.append(bo)
        root.send({"type": "moderate", "action": "ban-address", "name": "bo"})
        moderated(root, action="ban-address", name="Bo", to="actor")
        refused = bo.until("error")
        assert refused["code"] == "address-banned" and refused["args"] == {}
        assert closed(bo)
        for url in (s.url for s in servers):  # any name, any way in, at any server
            assert answer(url, {"type": "hello", "name": "Bo",
                                "token": bo.token})["code"] == "address-banned"
            assert answer(url, {"type": "hello", "name": "Newcomer"})["code"] == (
                "address-banned")
            assert answer(url, {"type": "register", "name": "Dee",
                                "password": PASSWORD})["code"] == "address-banned"
            assert answer(url, {"type": "sign-in", "name": "Cy",
                                "password": PASSWORD})["code"] == "address-banned"
        # The operator, at the same address, still comes in and is still served.
        again = signed_in(servers[-1].url)
        everyone.append(again)
        assert again.ask({"type": "list"}, "lobby")["type"] == "lobby"
        assert root.ask({"type": "ask-reports"}, "reports")["type"] == "reports"
        again.close()
        root.close()
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:  # restarted
        assert answer(servers[-1].url, {"type": "hello", "name": "Eve"})["code"] == (
            "address-banned")
        root = signed_in(servers[0].url)
        everyone.append(root)
        root.send({"type": "moderate", "action": "unban-address", "name": "Bo"})
        moderated(root, action="unban-address", name="Bo", to="actor")
        back = answer(servers[-1].url, {"type": "hello", "name": "Bo", "token": bo.token})
        assert back["type"] == "welcome"
        root.close()
    said = "\n".join(line for client in everyone for line in client.raw)
    assert ADDRESS not in said and "localhost" not in said


def test_a_name_never_seen_has_no_address_and_only_operators_ban_one(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--admin", "Root") as servers:
        root = operator(servers[0].url)
        made = Client(servers[0].url)
        made.send({"type": "register", "name": "Cy", "password": PASSWORD})
        assert made.recv()["type"] == "welcome"
        bo = Client(servers[-1].url, "Bo")
        bo.send({"type": "moderate", "action": "ban-address", "name": "Cy"})
        assert bo.until("error")["code"] == "not-operator"
        root.send({"type": "moderate", "action": "ban-address", "name": "Nobody"})
        assert root.until("error")["code"] == "no-player"
        root.send({"type": "moderate", "action": "ban-address", "name": "Root"})
        assert root.until("error")["code"] == "yourself"
        for client in (root, made, bo):
            assert ADDRESS not in "\n".join(client.raw)
            client.close()


def test_a_player_with_no_address_kept_has_none_to_ban(tmp_path: Path) -> None:
    spread = Spread()
    with spread.start(tmp_path, "--admin", "Root") as servers:
        root = operator(servers[0].url)
        Client(servers[0].url, "Old").close()
        # As a player last seen before the server kept addresses.
        db = sqlite3.connect(tmp_path / "parlour.sqlite3")
        with db:
            db.execute("DELETE FROM addresses WHERE token <> ?", (root.token,))
        db.close()
        root.send({"type": "moderate", "action": "ban-address", "name": "Old"})
        refused = root.until("error")
        assert refused["code"] == "no-address" and refused["args"] == {"name": "Old"}
        assert answer(servers[0].url, {"type": "hello", "name": "Newcomer"})["type"] == "welcome"
        root.close()
