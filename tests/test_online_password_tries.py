"""Wrong passwords are counted where every server sees them (the store):
ten a minute per name and per address in all, whichever server each try
reaches, and kept across a restart. Real ``parlour serve`` processes: one
on SQLite, one on PostgreSQL, and two sharing one PostgreSQL and one Redis
(then each try goes to the server after the last one's)."""

from __future__ import annotations

from pathlib import Path

from tests.spread_helpers import Spread, url_for
from tests.test_online_accounts import PASSWORD, ask_once, register

WRONG = "not the one"


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
