"""Turn timers at online tables: off by default at a private
table, on at an open one; said before they run out; when one does, a
computer player makes that one move for the person and everyone hears it.
The tests at a server run on one and on two (``spread``), the second person
at the server that does not own the table."""

from __future__ import annotations

import time
from pathlib import Path

from game.core.session import Utterance
from game.i18n import set_language, t
from game.online import protocol as p
from game.online.remote import OnlineTable
from tests.online_helpers import Client, Person
from tests.spread_helpers import Spread


def test_an_open_table_times_turns_by_default_a_private_one_does_not(
        tmp_path: Path, spread: Spread) -> None:
    with spread.start(tmp_path / "data") as servers:
        ana = Client(servers[0].url, "Ana")
        ana.ask({"type": "create", "game": "twenty", "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")
        clara = Client(servers[-1].url, "Clara")  # a client keeps one table's numbers
        clara.ask({"type": "create", "game": "twenty", "private": True, "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")
        lobby = Client(servers[-1].url, "Boris").ask({"type": "list"}, "lobby")
        assert [table["turn_seconds"] for table in lobby["tables"]] == [p.OPEN_TURN_SECONDS]
        clara.send({"type": "create", "game": "twenty", "turn_seconds": p.MIN_TURN_SECONDS - 1,
                    "seats": [{"kind": "person"}, {"kind": "person"}]})
        refused = clara.until("error")
        assert refused["code"] == "bad-timer"
        assert refused["args"] == {"min": p.MIN_TURN_SECONDS, "max": p.MAX_TURN_SECONDS}
        ana.close()
        clara.close()


def test_a_turn_that_runs_out_is_warned_then_played_by_a_computer_player(
        tmp_path: Path, spread: Spread) -> None:
    with spread.start(tmp_path / "data") as servers:
        ana = Person(servers[0].url, "Ana", "en")
        boris = Person(servers[-1].url, "Борис", "ru")
        made = ana.client.ask({"type": "create", "game": "twenty", "private": True,
                               "turn_seconds": p.MIN_TURN_SECONDS, "seats": [
                                   {"kind": "person"}, {"kind": "person"}]}, "joined")
        ana.table = OnlineTable(ana, made["table"], made=True)
        boris.sit(made["table"])
        boris.client.send({"type": "join", "code": made["code"]})
        deadline = time.monotonic() + 30
        while not all(pl.table and pl.table.session for pl in (ana, boris)):
            assert time.monotonic() < deadline
            for person in (ana, boris):
                person.pump(0.1)
        # Nobody moves: whoever is to move is warned, then the time runs out.
        mover = next(pl for pl in (ana, boris) if pl.table and pl.table.turn_ends is not None)
        other = boris if mover is ana else ana
        assert mover.table is not None and mover.table.session is not None
        seat = mover.table.session.human
        assert mover.table.turn_ends is not None
        assert mover.table.turn_ends - time.monotonic() <= p.MIN_TURN_SECONDS
        set_language(mover.lang)
        warned: list[Utterance] = []
        while not warned:
            assert time.monotonic() < deadline, "no warning before the time ran out"
            now = time.monotonic()
            assert mover.table.turn_ends is not None
            left = mover.table.turn_ends - now
            warned = mover.table.tick(now)
            if not warned:
                assert left > p.MIN_TURN_SECONDS / 2  # not yet: half a short timer is left
                time.sleep(0.05)
        assert left <= p.MIN_TURN_SECONDS / 2
        assert warned[0].text == t("online-time-left", count=max(1, round(left)))
        assert mover.table.tick() == []  # said once
        before = mover.table.last
        while mover.table.last == before or other.table is None or other.table.last == before:
            assert time.monotonic() < deadline, "the timer did not run out"
            for person in (ana, boris):
                person.pump(0.1)
        set_language(mover.lang)
        assert any(u.text == t("online-time-up-you") for u in mover.heard)
        set_language(other.lang)
        assert any(u.text == t("online-time-up", name=str(mover.client.name))
                   for u in other.heard)
        # The move was made for that seat, and the game goes on.
        assert mover.client.events[before + 1].get("player") == seat
        # Still the seat's turn (Twenty: the computer player drew): its timer
        # runs again, from the snapshot that follows the move's events (at two
        # servers it may come in a later read than they did).
        while mover.table.session.side.current_player() == seat and not mover.table.turn_ends:
            assert time.monotonic() < deadline, "the seat's next move has no timer"
            mover.pump(0.1)
        for person in (ana, boris):
            person.client.close()


def test_a_store_of_the_server_before_timers_opens_and_keeps_a_tables_timer(
        tmp_path: Path) -> None:
    import sqlite3

    from game.server.store import Store, StoredSeat, StoredTable

    old = sqlite3.connect(tmp_path / "parlour.sqlite3")
    old.executescript("""CREATE TABLE tables (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
        code TEXT, header TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0);
        INSERT INTO tables VALUES ('a1', 'twenty', '{}', 7, NULL, '{}', 0);""")
    old.close()
    store = Store(tmp_path)
    loaded = store.load("a1")
    assert loaded is not None and loaded.turn_seconds == 0
    store.add_table(StoredTable("b2", "twenty", {}, 8, None, {}, [
        StoredSeat("person", "normal", None, None)], [], turn_seconds=45))
    store.close()
    again = Store(tmp_path).load("b2")
    assert again is not None and again.turn_seconds == 45
