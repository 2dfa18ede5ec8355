"""Limits and tidiness, with real servers: one waiting table per player; a
waiting table nobody is at closes, and stays closed after a restart; a
flood of new tables or of chat from one player is cut to a few a minute,
each refusal one sentence, while another player's lobby stays short and quick."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from game.app.online_words import error_words
from game.i18n import set_language, t
from game.server.limits import MinuteBudget
from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, Person, ServerProcess, make_table, server
from tests.spread_helpers import Spread

WAITING = [{"kind": "person"}, {"kind": "person"}]  # waits for its second player
WITH_COMPUTER = [{"kind": "person"}, {"kind": "computer", "level": "easy"}]  # begins at once


def listed(client: Client) -> list[str]:
    return [info["table"] for info in client.ask({"type": "list"}, "lobby")["tables"]]


def test_a_second_waiting_table_is_refused_naming_the_first(tmp_path: Path) -> None:
    with server(tmp_path) as srv:
        ana = Client(srv.url, "Ana")
        first = ana.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")
        ana.send({"type": "create", "game": "phase10", "seats": WAITING})
        refused = ana.until("error")
        assert (refused["code"], refused["args"]) == ("has-waiting-table", {"game": "twenty"})
        for lang, sentence in (
                ("en", "You already have a table of Twenty waiting for players: play there,"
                       " or leave it before you make another."),
                ("ru", "У вас уже есть стол игры «Двадцать», который ждёт игроков: играйте там"
                       " или выйдите из него, прежде чем создавать другой.")):
            set_language(lang)
            assert error_words(refused["code"], refused["args"]) == sentence
        set_language("en")
        assert listed(ana) == [first["table"]]  # the first stays, nothing replaced it
        # A private waiting table counts too; a table under way does not.
        bo = Client(srv.url, "Bo")
        bo.ask({"type": "create", "game": "twenty", "seats": WAITING, "private": True}, "joined")
        bo.send({"type": "create", "game": "twenty", "seats": WAITING})
        assert bo.until("error")["code"] == "has-waiting-table"
        cy = Client(srv.url, "Cy")
        cy.ask({"type": "create", "game": "twenty", "seats": WITH_COMPUTER}, "joined")
        cy.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")
        # One who joined a waiting table and left it is free to make their own,
        # while its maker still waits there.
        dee_waits = Client(srv.url, "Dee")
        big = dee_waits.ask({"type": "create", "game": "twenty", "seats": WAITING + WAITING[:1]},
                        "joined")["table"]
        eli = Client(srv.url, "Eli")
        eli.ask({"type": "join", "table": big}, "joined")
        eli.ask({"type": "leave", "table": big}, "left")
        eli.events.clear()  # a Client keeps one table's events: these are another's
        eli.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")
        assert big in listed(eli)
        for client in (ana, bo, cy, dee_waits, eli):
            client.close()


def test_a_flood_of_tables_is_cut_and_the_lobby_stays_short_and_quick(tmp_path: Path) -> None:
    with server(tmp_path, "--rate", "1000") as srv:  # the per-minute limit alone
        flood = Client(srv.url, "Flood")
        for _ in range(200):
            flood.send({"type": "create", "game": "twenty", "seats": WITH_COMPUTER})
        answers: list[dict[str, Any]] = []
        while len(answers) < 200:
            # read raw: the Client's event book is one table's, and these are five
            message = json.loads(flood.ws.recv(20))
            if message["type"] in ("joined", "error"):
                answers.append(message)
        made = [a for a in answers if a["type"] == "joined"]
        refused = [a for a in answers if a["type"] == "error"]
        assert len(made) == 5
        assert {(a["code"], a["args"]["count"]) for a in refused} == {("table-limit", 5)}
        set_language("en")
        assert error_words("table-limit", refused[0]["args"]) == (
            "You have made 5 tables in the last minute: wait a minute before you make another.")
        newcomer = Client(srv.url, "Newcomer")
        started = time.monotonic()
        tables = listed(newcomer)
        assert time.monotonic() - started < 2.0
        assert sorted(tables) == sorted(m["table"] for m in made)
        for client in (flood, newcomer):
            client.close()


def test_a_waiting_table_left_by_its_creator_closes_also_after_a_restart(
        tmp_path: Path, store: StoreUnderTest) -> None:
    first = ServerProcess(tmp_path, *store.args).start()
    try:
        ana, bo = Client(first.url, "Ana"), Client(first.url, "Bo")
        left_alone = ana.ask({"type": "create", "game": "twenty", "seats": WAITING},
                             "joined")["table"]
        kept = bo.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")["table"]
        ana.ask({"type": "leave", "table": left_alone}, "left")
        assert listed(bo) == [kept]  # at once
        # Closed, not merely hidden: a new waiting table of Ana's is welcome.
        ana.ask({"type": "create", "game": "phase10", "seats": WAITING}, "joined")
        for client in (ana, bo):
            client.close()
    finally:
        first.stop()
    port = first.url.rsplit(":", 1)[1]
    again = ServerProcess(tmp_path, "--port", port, *store.args).start()
    try:
        newcomer = Client(again.url, "Newcomer")
        assert left_alone not in listed(newcomer)
        newcomer.close()
    finally:
        again.stop()
    db = store.open(tmp_path)
    try:
        assert db.load(left_alone) is None and left_alone not in db.table_ids()
        assert db.load(kept) is not None
    finally:
        db.close()


def test_one_waiting_table_and_its_closing_reach_every_server(
        tmp_path: Path, spread: Spread) -> None:
    """With two servers: the waiting table at one refuses its maker a second
    at the other, and once left it is gone from the other's lobby at once."""
    with spread.start(tmp_path / "data") as servers:
        ana = Client(servers[0].url, "Ana")
        table = ana.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")["table"]
        elsewhere = Client(servers[-1].url)  # Ana again, by her key, at the other server
        elsewhere.ask({"type": "hello", "name": "Ana", "token": ana.token}, "welcome")
        elsewhere.send({"type": "create", "game": "shithead", "seats": WAITING})
        assert elsewhere.until("error")["code"] == "has-waiting-table"
        bo = Client(servers[-1].url, "Bo")
        assert listed(bo) == [table]
        ana.ask({"type": "leave", "table": table}, "left")
        assert listed(bo) == []
        elsewhere.ask({"type": "create", "game": "shithead", "seats": WAITING}, "joined")
        for client in (ana, elsewhere, bo):
            client.close()


def test_a_waiting_table_whose_creator_dropped_closes_after_the_grace(tmp_path: Path) -> None:
    with server(tmp_path, "--grace", "0.5") as srv:
        ana, bo = Client(srv.url, "Ana"), Client(srv.url, "Bo")
        table = ana.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")["table"]
        assert table in listed(bo)
        ana.close()
        deadline = time.monotonic() + 20
        while table in listed(bo):
            assert time.monotonic() < deadline, "the deserted table stayed listed"
            time.sleep(0.1)
        bo.close()


def test_a_chat_flood_is_cut_with_one_sentence_each(tmp_path: Path) -> None:
    with server(tmp_path / "data", "--rate", "1000") as srv:
        ana = Person(srv.url, "Ana", "en")
        make_table(ana, "twenty", WITH_COMPUTER)
        assert ana.table is not None
        ana.table.me = "Ana"
        deadline = time.monotonic() + 30
        while ana.table.session is None or (
                ana.table.session.side.current_player() != ana.table.session.human):
            assert time.monotonic() < deadline, "the game did not come to Ana"
            ana.pump(0.1)
        ana.pump(0.2)
        before = len(ana.heard)
        for n in range(35):
            ana.client.send({"type": "say", "table": ana.table.table, "text": f"line {n}"})
            ana.table.chat_sent()
        while len(ana.heard) < before + 35:
            assert time.monotonic() < deadline + 30, "not every line was answered"
            ana.pump(0.2)
        said = [u.text for u in ana.heard[before:]]
        refusal = t("online-chat-refused", code="chat-limit")
        assert refusal == ("Your message was not sent: you have said too much this minute;"
                           " wait a little.")
        assert said == [t("online-chat-own", text=f"line {n}") for n in range(30)] + [refusal] * 5
        ana.client.close()


def test_a_minute_budget_slides_and_is_each_ones_own() -> None:
    now = [0.0]
    budget = MinuteBudget(2, clock=lambda: now[0])
    assert budget.spend("ana")
    now[0] = 30.0
    assert [budget.spend("ana"), budget.spend("ana")] == [True, False]
    assert budget.spend("bo")  # Ana's use is not Bo's
    now[0] = 59.9
    assert not budget.spend("ana")  # both are still within the minute
    now[0] = 60.0  # the first is a minute old: one use comes free, a refusal spent none
    assert [budget.spend("ana"), budget.spend("ana")] == [True, False]
