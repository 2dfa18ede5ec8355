"""Names online are unique whatever their case and look-alike letters (an
impostor must not pass for another): with "Ana" taken, "ana", "ANA" and «Аnа»
written with Cyrillic А and а are refused, "Anna" is not; on SQLite, on
PostgreSQL, and at two servers sharing one. A store made before names had keys
keeps working and refuses the look-alikes of the names it already holds."""

from __future__ import annotations

import doctest
import sqlite3
from pathlib import Path
from typing import Any

import psycopg

from game.server import name_keys
from game.server.name_keys import name_key
from game.server.names import poses_as_computer
from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, server
from tests.spread_helpers import Spread

CYRILLIC_ANA = "\u0410n\u0430"  # Cyrillic А, Latin n, Cyrillic а: reads "Ana"
#: the players table as the server kept it before keys (the same on both stores)
OLD_PLAYERS = ("CREATE TABLE IF NOT EXISTS players (token TEXT PRIMARY KEY, name TEXT NOT NULL);"
               " CREATE UNIQUE INDEX IF NOT EXISTS players_name ON players (lower(name))")


def hello(url: str, name: str | None = None, token: str | None = None) -> dict[str, Any]:
    """The server's answer to a hello: ``welcome`` or ``error``."""
    client = Client(url)
    try:
        client.send({"type": "hello", "name": name or "Anybody",
                     **({"token": token} if token else {})})
        answer = client.recv()
        assert answer["type"] in ("welcome", "error"), answer
        return answer
    finally:
        client.close()


def test_keys_fold_case_and_look_alike_letters() -> None:
    assert name_key("Ana") == name_key("ana") == name_key("ANA") == name_key(CYRILLIC_ANA)
    assert name_key("Anna") != name_key("Ana")
    assert name_key("B0b") == name_key("Bob") == name_key("\u0412\u043eb")  # 0, Cyrillic В о
    assert name_key("Ёлка") != name_key("Елка")  # a letter of its own, not a look-alike
    assert poses_as_computer("\u0421\u043emputer 2")  # Cyrillic С and о
    assert poses_as_computer("Bot l") and not poses_as_computer("Botany")


def test_the_name_keys_doctests() -> None:
    result = doctest.testmod(name_keys)
    assert result.failed == 0 and result.attempted >= 3


def test_a_name_is_taken_whatever_its_case_and_look_alike_letters(
        spread_stores: Spread, tmp_path: Path) -> None:
    with spread_stores.start(tmp_path) as servers:
        ana = Client(servers[0].url, "Ana")
        try:
            there = servers[-1].url  # with two servers, the other one
            assert hello(there, "ana") == {"type": "error", "v": 1, "code": "name-taken",
                                           "args": {}, "request": None}
            assert hello(there, "ANA")["code"] == "name-taken"
            # A look-alike is told which name it looks like.
            assert hello(there, CYRILLIC_ANA)["args"] == {"name": "Ana"}
            assert hello(there, "\u0410N\u0410")["args"] == {"name": "Ana"}
            assert hello(there, "\u0421\u043emputer 2")["code"] == "name-taken"
            assert hello(there, "Anna")["type"] == "welcome"
            assert hello(there, token=ana.token) == {  # Ana herself is back as before
                "type": "welcome", "v": 1, "name": "Ana", "token": ana.token}
        finally:
            ana.close()


def make_old_store(store: StoreUnderTest, data: Path, players: list[tuple[str, str]]) -> None:
    """A store as the server left it before names had keys, with ``players``
    (an impostor among them, let in then)."""
    if store.url is None:
        data.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(data / "parlour.sqlite3") as db:
            db.executescript(OLD_PLAYERS)
            db.executemany("INSERT INTO players (token, name) VALUES (?, ?)", players)
        db.close()
        return
    with psycopg.connect(store.url, autocommit=True) as pg:
        pg.execute(OLD_PLAYERS.encode())
        with pg.cursor() as cur:
            cur.executemany("INSERT INTO players (token, name) VALUES (%s, %s)", players)


def test_an_old_store_keys_its_names_and_refuses_their_look_alikes(
        store: StoreUnderTest, tmp_path: Path) -> None:
    make_old_store(store, tmp_path, [("token-of-ana", "Ana"), ("token-of-bo", "Bo"),
                                     ("token-of-bo-2", "\u0412\u043e")])  # Cyrillic Во
    with server(tmp_path, *store.args) as srv:
        assert hello(srv.url, "\u0430na")["args"] == {"name": "Ana"}  # Cyrillic а
        assert hello(srv.url, "ANA")["code"] == "name-taken"
        assert hello(srv.url, "B0")["args"] == {"name": "Bo"}
        # Everyone the old store knew comes back by their key, the impostor too.
        assert hello(srv.url, token="token-of-ana")["name"] == "Ana"
        assert hello(srv.url, token="token-of-bo-2")["name"] == "\u0412\u043e"
        assert hello(srv.url, "Anna")["type"] == "welcome"
    with server(tmp_path, *store.args) as srv:  # opened again: the keys kept
        assert hello(srv.url, "\u0430NA")["args"] == {"name": "Ana"}
        assert hello(srv.url, "\u0410nna")["args"] == {"name": "Anna"}


def test_keys_another_version_made_are_computed_again(store: StoreUnderTest,
                                                      tmp_path: Path) -> None:
    """A store whose keys another version computed (a library whose tables
    moved) computes them all again when opened, not trusting the old ones."""
    db = store.open(tmp_path)
    try:
        assert db.add_player("token-of-ana", "Ana") is None
    finally:
        db.close()
    stale = ("UPDATE players SET skeleton = 'not a key of ours'",
             "UPDATE meta SET value = 'an older version'")
    if store.url is None:
        with sqlite3.connect(tmp_path / "parlour.sqlite3") as lite:
            for statement in stale:
                lite.execute(statement)
        lite.close()
    else:
        with psycopg.connect(store.url, autocommit=True) as pg:
            for statement in stale:
                pg.execute(statement.encode())
    again = store.open(tmp_path)
    try:
        assert again.add_player("token-of-impostor", CYRILLIC_ANA) == "Ana"
    finally:
        again.close()
