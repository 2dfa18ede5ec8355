"""Accounts online: a name with a password, made on one computer
and signed in from any other, whose seat of a game under way follows it;
wrong passwords refused and limited per name and per address with the
seconds to wait; ``--no-guests``; a password changed; no password in
clear in the store, and no hash, address or other token in any message.
Real ``parlour serve`` processes, on SQLite and on PostgreSQL (and two
servers on one PostgreSQL and one Redis: made at one, signed in at the other)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import psycopg

from game.server.accounts import TryLimit
from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, server
from tests.spread_helpers import Spread

PASSWORD = "correct horse 7"
#: a person and a computer player: the game starts at once
WITH_A_COMPUTER = [{"kind": "person"}, {"kind": "computer", "level": "normal"}]


def answer(url: str, message: dict[str, Any]) -> tuple[dict[str, Any], Client]:
    """The server's first answer to ``message`` on a new connection (kept open)."""
    client = Client(url)
    client.send(message)
    return client.recv(), client


def ask_once(url: str, message: dict[str, Any]) -> dict[str, Any]:
    got, client = answer(url, message)
    client.close()
    return got


def register(url: str, name: str, password: str = PASSWORD) -> Client:
    got, client = answer(url, {"type": "register", "name": name, "password": password})
    assert got["type"] == "welcome", got
    client.name, client.token = got["name"], got["token"]
    return client


def stored_text(url: str | None, data: Path) -> str:
    """Every row of every table of the store (``url``'s, else the SQLite
    file in ``data``), as text."""
    if url is None:
        db = sqlite3.connect(data / "parlour.sqlite3")
        try:
            return "\n".join(db.iterdump())
        finally:
            db.close()
    with psycopg.connect(url) as db:
        tables = [r[0] for r in db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
        return "\n".join(str(row) for table in tables
                         for row in db.execute(f"SELECT * FROM {table}"))  # noqa: S608


def test_an_account_signs_in_from_a_fresh_profile_and_gets_its_seat_back(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path) as servers:
        home = register(servers[0].url, "Ana")  # made on the first computer
        table = home.ask({"type": "create", "game": "twenty", "seats": WITH_A_COMPUTER,
                          "private": True}, "joined")["table"]
        home.until("snapshot")
        home.close()  # that computer is gone; the game goes on
        # A fresh profile knows no key: the name and the password give it the token.
        # (with two servers, at the other one: the table is the first one's)
        elsewhere = servers[-1].url
        welcome, away = answer(elsewhere, {"type": "sign-in", "name": "ana",
                                           "password": PASSWORD})
        assert welcome == {"type": "welcome", "v": 1, "name": "Ana", "token": home.token}
        away.close()
        again = Client(elsewhere)
        again.send({"type": "resume", "token": welcome["token"], "table": table, "last": 0})
        assert again.until("welcome")["name"] == "Ana"
        snapshot = again.until("snapshot")
        assert (snapshot["table"], snapshot["seat"]) == (table, 0)  # the seat, not a watcher's
        assert snapshot["seats"][0]["name"] == "Ana"
        text = "\n".join(home.raw + away.raw + again.raw)
        assert "$argon2" not in text and PASSWORD not in text and "127.0.0.1" not in text
        again.close()
    stored = stored_text(spread_stores.store, tmp_path)
    assert PASSWORD not in stored  # never in clear
    assert stored.count("$argon2id$v=19$m=19456,t=2,p=1$") == 1


def test_a_wrong_password_is_refused_and_tries_past_ten_a_minute_wait(
        tmp_path: Path) -> None:
    with server(tmp_path) as running:
        register(running.url, "Ana").close()
        wrong = {"type": "sign-in", "name": "Ana", "password": "not the one"}
        for _ in range(10):
            assert ask_once(running.url, wrong)["code"] == "sign-in-failed"
        refused = ask_once(running.url, {**wrong, "password": PASSWORD})
        assert refused["code"] == "password-wait"  # the eleventh, even the right one
        assert 50 <= refused["args"]["seconds"] <= 60
        # The address is limited too: another name from it waits as well.
        other = ask_once(running.url, {"type": "sign-in", "name": "Bo", "password": "whatever"})
        assert other["code"] == "password-wait"
        assert "127.0.0.1" not in str(refused) + str(other)


def test_tries_are_counted_per_key_in_a_sliding_minute() -> None:
    limit = TryLimit(per_minute=10, window=60.0)
    for second in range(10):
        assert limit.wait(["name:ana", "address:a"], float(second)) == 0
        limit.note(["name:ana", "address:a"], float(second))
    assert limit.wait(["name:ana"], 10.0) == 50  # the first try is a minute old at 60
    assert limit.wait(["name:bo", "address:b"], 10.0) == 0  # others' own budgets
    assert limit.wait(["name:bo", "address:a"], 30.5) == 30  # 29.5 s, said as 30
    assert limit.wait(["name:ana"], 60.0) == 0  # one try fell out of the minute
    limit.note(["name:ana"], 61.0)
    limit.take_back(["name:ana"], 61.0)  # a right password is no wrong try
    assert limit.wait(["name:ana"], 61.0) == 0


def test_no_guests_lets_only_accounts_in(tmp_path: Path) -> None:
    with server(tmp_path) as running:  # guests by default
        guest = Client(running.url, "Guest")
        guest.close()
    with server(tmp_path, "--no-guests") as running:
        assert ask_once(running.url, {"type": "hello", "name": "Newcomer"})["code"] == (
            "account-needed")
        assert ask_once(running.url, {"type": "hello", "name": "Guest",
                                      "token": guest.token})["code"] == "account-needed"
        assert ask_once(running.url, {"type": "resume", "token": guest.token, "table": "t1",
                                      "last": 0})["code"] == "account-needed"
        ana = register(running.url, "Ana")
        back = ask_once(running.url, {"type": "hello", "name": "Ana", "token": ana.token})
        assert back["type"] == "welcome"
        assert ana.ask({"type": "list"}, "lobby")["tables"] == []
        ana.close()


def test_a_guest_becomes_an_account_keeping_its_name(tmp_path: Path) -> None:
    with server(tmp_path) as running:
        guest = Client(running.url, "Bo")
        guest.close()
        # Another computer cannot take Bo's name by making an account of it.
        assert ask_once(running.url, {"type": "register", "name": "Bo",
                                      "password": PASSWORD})["code"] == "name-taken"
        # Bo's own computer (its key) can.
        made = ask_once(running.url, {"type": "register", "name": "Bo", "password": PASSWORD,
                                      "token": guest.token})
        assert made == {"type": "welcome", "v": 1, "name": "Bo", "token": guest.token}
        assert ask_once(running.url, {"type": "sign-in", "name": "Bo",
                                      "password": PASSWORD})["token"] == guest.token


def test_change_password_and_the_old_one_stops_working(
        tmp_path: Path, store: StoreUnderTest) -> None:
    with server(tmp_path, *store.args) as running:
        ana = register(running.url, "Ana")
        new = "a new password 8"
        ana.send({"type": "change-password", "old": "not the old one", "new": new})
        assert ana.recv()["code"] == "wrong-password"
        ana.send({"type": "change-password", "old": PASSWORD, "new": "short"})
        assert ana.recv()["code"] == "bad-password"
        ana.send({"type": "change-password", "old": PASSWORD, "new": new})
        changed = ana.recv()  # with the account's new key (test_online_password_tries.py)
        assert changed["type"] == "password-changed" and changed["token"] != ana.token
        ana.close()
        assert ask_once(running.url, {"type": "sign-in", "name": "Ana",
                                      "password": PASSWORD})["code"] == "sign-in-failed"
        assert ask_once(running.url, {"type": "sign-in", "name": "Ana",
                                      "password": new})["token"] == changed["token"]
    stored = stored_text(store.url, tmp_path)
    assert PASSWORD not in stored and new not in stored


def test_a_password_out_of_bounds_is_refused_without_echo(tmp_path: Path) -> None:
    with server(tmp_path) as running:
        short = ask_once(running.url, {"type": "register", "name": "Ana", "password": "short"})
        empty = ask_once(running.url, {"type": "sign-in", "name": "Ana", "password": ""})
        assert short == {"type": "error", "v": 1, "code": "bad-password", "args": {},
                         "request": None}
        assert empty["code"] == "sign-in-failed" and empty["args"] == {}
