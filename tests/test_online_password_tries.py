"""Wrong passwords are counted where every server sees them (the store):
ten a minute per name and per address in all, whichever server each try
reaches, and kept across a restart. A password changed gives the account a
new key: the computers still on the old one are told to sign in again, the
seat of a game in progress follows the account. Real ``parlour serve`` processes: one
on SQLite, one on PostgreSQL, and two sharing one PostgreSQL and one Redis
(then each try goes to the server after the last one's)."""

from __future__ import annotations

from pathlib import Path

from tests.online_helpers import Client
from tests.spread_helpers import Spread, url_for
from tests.test_online_accounts import PASSWORD, WITH_A_COMPUTER, ask_once, register

WRONG = "not the one"
NEW = "a new password 8"


def test_the_tenth_wrong_try_at_one_server_makes_the_next_at_another_wait(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        register(url_for(servers, 0), "Ana").close()
        for _ in range(10):  # all at the first server
            assert ask_once(url_for(servers, 0), {"type": "sign-in", "name": "Ana",
                                                  "password": WRONG})["code"] == "sign-in-failed"
        # At the other server (with two), even the right password waits.
        refused = ask_once(url_for(servers, 1), {"type": "sign-in", "name": "ANA",
                                                 "password": PASSWORD})
        assert refused["code"] == "password-wait", refused
        assert 50 <= refused["args"]["seconds"] <= 60


def test_tries_from_one_address_at_many_names_are_limited(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        register(url_for(servers, 0), "Ana").close()
        # Ten names, one wrong try each, spread over the servers: no name has
        # ten tries, but the address (this machine's) has.
        for n in range(10):
            got = ask_once(url_for(servers, n), {"type": "sign-in", "name": f"Guess{n}",
                                                 "password": WRONG})
            assert got["code"] == "sign-in-failed", got
        refused = ask_once(url_for(servers, 1), {"type": "sign-in", "name": "Ana",
                                                 "password": PASSWORD})
        assert refused["code"] == "password-wait", refused
        assert "127.0.0.1" not in str(refused)


def test_a_restart_keeps_the_tries(tmp_path: Path) -> None:
    spread = Spread()
    with spread.start(tmp_path) as servers:
        register(servers[0].url, "Ana").close()
        for _ in range(10):
            ask_once(servers[0].url, {"type": "sign-in", "name": "Ana", "password": WRONG})
    with spread.start(tmp_path) as servers:  # the same store, a new process
        assert ask_once(servers[0].url, {"type": "sign-in", "name": "Ana",
                                         "password": PASSWORD})["code"] == "password-wait"


def test_a_password_change_gives_a_new_key_and_the_seat_follows_the_account(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--chat-per-minute", "2") as servers:
        home = register(url_for(servers, 0), "Ana")
        old = home.token
        table = home.ask({"type": "create", "game": "twenty", "seats": WITH_A_COMPUTER,
                          "private": False}, "joined")["table"]
        home.until("snapshot")
        # Another computer that remembered the key, connected now (at the other server).
        elsewhere = Client(url_for(servers, 1))
        elsewhere.send({"type": "hello", "name": "Ana", "token": old})
        assert elsewhere.until("welcome")["token"] == old
        # The change is made at the other server: the table is the first one's.
        changer = Client(url_for(servers, 1))
        changer.send({"type": "hello", "name": "Ana", "token": old})
        changer.until("welcome")
        for line in ("one", "two"):  # the chat lines of this minute, spent
            changer.send({"type": "lobby-say", "text": line})
            assert changer.until("lobby-chat")["text"] == line
        changer.send({"type": "change-password", "old": PASSWORD, "new": NEW})
        changed = changer.until("password-changed")
        new = changed["token"]
        assert new and new != old
        # The computer still on the old key is told, and let go.
        assert elsewhere.until("error")["code"] == "key-replaced"
        home_told = home.until("error")
        assert home_told["code"] == "key-replaced"
        # The changer keeps working: its own tables are the account's, seat and all.
        mine = changer.ask({"type": "ask-my-tables"}, "my-tables")
        assert [t["table"] for t in mine["tables"]] == [table]
        # ... and a new key is no new allowance of chat lines.
        changer.send({"type": "lobby-say", "text": "three"})
        assert changer.until("error")["code"] == "chat-limit"
        changer.close()
        # A computer that remembered the old key, connecting later, is told why.
        assert ask_once(url_for(servers, 0), {"type": "hello", "name": "Ana",
                                              "token": old})["code"] == "key-replaced"
        assert ask_once(url_for(servers, 1), {"type": "resume", "token": old, "table": table,
                                              "last": 0})["code"] == "key-replaced"
        # The new key takes the seat of the game in progress, at either server.
        for n in (0, 1):
            back = Client(url_for(servers, n))
            back.send({"type": "resume", "token": new, "table": table, "last": 0})
            assert back.until("welcome") == {"type": "welcome", "v": 1, "name": "Ana",
                                             "token": new}
            snapshot = back.until("snapshot")
            assert (snapshot["table"], snapshot["seat"]) == (table, 0)
            back.close()
        # Signing in with the new password gives the new key.
        assert ask_once(url_for(servers, 1), {"type": "sign-in", "name": "Ana",
                                              "password": NEW})["token"] == new
        elsewhere.close()
        home.close()
