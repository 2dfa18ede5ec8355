"""Dropped connections: a player back within the grace gets exactly the
events it missed; one away longer finds a computer player in its seat,
takes the seat back with its token, and the game goes on. Each runs on both
stores (SQLite, PostgreSQL) and on two servers sharing one PostgreSQL and one
Redis, the dropped player (and the watcher) at the one not owning the table."""

from __future__ import annotations

import random
from pathlib import Path

from tests.online_helpers import Client, choose
from tests.spread_helpers import Spread
from tests.test_online_games import play_together, seated_table


def play_until_turn_of(client: Client, table: str, seat: int, rng: random.Random) -> None:
    """Play ``client``'s moves until the table waits for ``seat``."""
    answered = -1
    while True:
        snap = client.snapshot
        if snap is not None and snap["view"]["to_move"] == seat and snap["seats"][seat]["away"]:
            return
        if snap is not None and snap["legal"] and snap["event"] != answered:
            answered = snap["event"]
            client.move(table, choose(snap["legal"], rng), snap["event"])
        client.recv()


def resume(url: str, old: Client, table: str) -> Client:
    client = Client(url)
    client.events = dict(old.events)
    client.name, client.token = old.name, old.token
    client.send({"type": "resume", "token": old.token, "table": table, "last": max(old.events)})
    client.until("welcome")
    return client


def test_a_brief_drop_gets_exactly_the_events_missed(tmp_path: Path,
                                                     spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--rate", "1000", "--grace", "60") as servers:
        table, (ann, bob) = seated_table(servers[0].url, "twenty", ("Hal", "Ida"), servers[-1].url)
        play_together([ann, bob], table, seed=5, stop_after=6)
        rng = random.Random(1)
        while bob.snapshot is not None and bob.snapshot["view"]["to_move"] == 1:
            bob.move(table, choose(bob.snapshot["legal"], rng), bob.snapshot["event"])
            first = bob.until("moved")["event"]  # away only once it is someone else's turn
            while bob.snapshot["event"] < first:
                bob.recv()
        before = max(bob.events)
        bob.close()
        play_until_turn_of(ann, table, 1, rng)  # the others move on meanwhile
        assert ann.snapshot is not None and ann.snapshot["seats"][1]["away"]
        missed = max(ann.events)
        assert missed > before  # something did happen while Bob was away
        back = resume(servers[-1].url, bob, table)
        snap = back.until("snapshot")
        got = [m["n"] for m in back.received if m["type"] == "event"]
        assert got == list(range(before + 1, missed + 1))
        assert snap["event"] == missed and snap["legal"]
        assert not snap["seats"][1]["away"] and not snap["seats"][1]["standing_in"]
        play_together([ann, back], table, seed=6)
        for client in (ann, back):
            client.close()


def test_a_long_drop_finds_a_computer_player_standing_in_and_takes_the_seat_back(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--rate", "1000", "--grace", "0.3") as servers:
        table, (ann, bob) = seated_table(servers[0].url, "shithead", ("Jo", "Kay"), servers[-1].url)
        play_together([ann, bob], table, seed=8, stop_after=6)
        bob.close()
        # Ann plays on; once the grace is over a computer player moves for seat 1.
        rng = random.Random(2)
        stood_in = False
        answered = -1
        while not stood_in:
            snap = ann.snapshot
            assert snap is not None and snap["state"] != "over"
            if snap["legal"] and snap["event"] != answered:
                answered = snap["event"]
                ann.move(table, choose(snap["legal"], rng), snap["event"])
            message = ann.recv()
            stood_in = (message["type"] == "event" and message["event"].get("player") == 1
                        and message["n"] > max(bob.events))
        assert ann.snapshot is not None and ann.snapshot["seats"][1]["standing_in"]
        back = resume(servers[-1].url, bob, table)
        snap = back.until("snapshot")
        assert snap["seat"] == 1
        assert not snap["seats"][1]["standing_in"] and not snap["seats"][1]["away"]
        play_together([ann, back], table, seed=9)
        assert back.snapshot is not None and back.snapshot["state"] == "over"
        for client in (ann, back):
            client.close()


def test_the_table_pauses_when_no_person_is_left(tmp_path: Path,
                                                 spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path, "--rate", "1000", "--grace", "0.2") as servers:
        table, (ann, bob) = seated_table(servers[0].url, "twenty", ("Lee", "Max"), servers[-1].url)
        watcher = Client(servers[-1].url, "Ned")
        watcher.ask({"type": "join", "table": table, "spectator": True}, "joined")
        ann.close()
        bob.close()
        while watcher.snapshot is None or watcher.snapshot["state"] != "paused":
            watcher.recv()
        assert all(s["away"] for s in watcher.snapshot["seats"][:2])
        watcher.close()
