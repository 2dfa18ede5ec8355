"""Whole games of each of the four games on a real server process: two
scripted people and a computer player, each person sent only its own
redacted events, in order, none missing or twice; the finished table is a
record that ``python -m game replay`` accepts."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.games import SPECS, spec
from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, play_to_end, server
from tests.scaled_helpers import PostgresServer
from tests.spread_helpers import Spread

THREE = [{"kind": "person"}, {"kind": "person"}, {"kind": "computer", "level": "normal"}]


def play_together(clients: list[Client], table: str, seed: int, **kwargs: object) -> None:
    """Each client plays on its own thread, as separate machines would."""
    faults: list[BaseException] = []

    def run(client: Client, rng: random.Random) -> None:
        try:
            play_to_end(client, table, rng, **kwargs)  # type: ignore[arg-type]
        except BaseException as err:  # noqa: BLE001 - reported below
            faults.append(err)

    threads = [threading.Thread(target=run, args=(c, random.Random(seed + i)))
               for i, c in enumerate(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if faults:
        raise faults[0]


def seated_table(url: str, game_id: str, names: tuple[str, str],
                 other: str | None = None) -> tuple[str, list[Client]]:
    """Two people at a new open table with a computer player; the second at
    the server ``other`` if given (with two servers: not the table's owner)."""
    ann, bob = Client(url, names[0]), Client(other or url, names[1])
    joined = ann.ask({"type": "create", "game": game_id, "seats": THREE}, "joined")
    assert joined["seat"] == 0
    assert bob.ask({"type": "join", "table": joined["table"]}, "joined")["seat"] == 1
    return joined["table"], [ann, bob]


def check_received(client: Client, record: list[dict[str, object]], seat: int) -> None:
    """Every event once, numbered 1..N, each the stored one redacted for the seat."""
    engine = spec(str(record[0]["game"])).engine
    body = record[1:]
    assert sorted(client.events) == list(range(1, len(body) + 1))
    for n, event in client.events.items():
        assert event == json.loads(json.dumps(engine.redact(body[n - 1], seat)))


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_two_people_and_a_computer_player_play_a_whole_game(tmp_path: Path,
                                                            game_id: str) -> None:
    whole_game(tmp_path, game_id, ())


def test_a_whole_game_on_postgresql(tmp_path: Path, postgres: PostgresServer) -> None:
    """The same whole game on the scaled store (the SQLite one is above):
    every store call of a game's life, to its record and its export."""
    on_pg = StoreUnderTest("postgresql", postgres.new_database())
    whole_game(tmp_path, "twenty", on_pg.args, on_pg)


def whole_game(tmp_path: Path, game_id: str, store_args: tuple[str, ...],
               store: StoreUnderTest | None = None) -> None:
    with server(tmp_path, "--rate", "1000", *store_args) as srv:
        table, clients = seated_table(srv.url, game_id, ("Ann", "Bob"))
        play_together(clients, table, seed=7)
        assert all(c.snapshot is not None and c.snapshot["state"] == "over" for c in clients)
        records = list((tmp_path / "records").glob(f"{game_id}-{table}.jsonl"))
        assert len(records) == 1
        lines = [json.loads(x) for x in records[0].read_text(encoding="utf-8").splitlines()]
        assert lines[-1]["type"] == "game_end"
        assert [p["kind"] for p in lines[0]["players"]] == ["human", "human", "bot"]
        for seat, client in enumerate(clients):
            check_received(client, lines, seat)
            # The seed that decides nothing online still never reached a client.
            assert not any('"seed"' in text for text in client.raw)
            client.close()
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(records[0])],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "consistent" in done.stdout
    # The export gives the same record from the stored table.
    exported = tmp_path / "exported.jsonl"
    subprocess.run([sys.executable, "-m", "game", "serve", "--data", str(tmp_path),
                    *store_args, "--export", table, str(exported)], check=True, timeout=60)
    assert exported.read_text(encoding="utf-8") == records[0].read_text(encoding="utf-8")
    if store is not None:  # the table sits in the store the server was given
        db = store.open(tmp_path)
        try:
            assert db.table_ids(over=True) == [table]
        finally:
            db.close()


def test_a_spectator_sees_the_game_and_no_hand(tmp_path: Path, spread: Spread) -> None:
    with spread.start(tmp_path, "--rate", "1000") as servers:
        # With two servers, Dan and Eve at the one that does not own the table.
        table, clients = seated_table(servers[0].url, "twenty", ("Cleo", "Dan"),
                                      servers[-1].url)
        eve = Client(servers[-1].url, "Eve")
        assert eve.ask({"type": "join", "table": table, "spectator": True},
                       "joined")["seat"] is None
        play_together(clients, table, seed=3)
        eve.until("snapshot")
        while eve.snapshot is None or eve.snapshot["state"] != "over":
            eve.recv()
        assert eve.snapshot["view"]["hand"] == [] and eve.snapshot["legal"] == []
        deal = eve.events[1]
        assert all(isinstance(h, int) for h in deal["hands"])
        assert isinstance(deal["stock"], int)
        for client in (*clients, eve):
            client.close()


def test_a_private_table_is_joined_by_its_code_only_and_the_lobby_lists_open_ones(
        tmp_path: Path, spread: Spread) -> None:
    with spread.start(tmp_path) as servers:
        # With two servers: the open table made at the second, listed at the
        # first; the private one made at the first, joined from the second.
        host, guest = Client(servers[0].url, "Uma"), Client(servers[-1].url, "Vic")
        secret = host.ask({"type": "create", "game": "shithead", "private": True,
                           "seats": THREE}, "joined")
        assert secret["code"] and len(secret["code"]) == 6
        open_one = guest.ask({"type": "create", "game": "twenty", "seats": THREE}, "joined")
        listed = [t["table"] for t in host.ask({"type": "list"}, "lobby")["tables"]]
        assert open_one["table"] in listed and secret["table"] not in listed
        third = Client(servers[-1].url, "Wyn")
        third.send({"type": "join", "table": secret["table"]})
        assert third.until("error")["code"] == "no-table"
        joined = third.ask({"type": "join", "code": secret["code"].lower()}, "joined")
        assert joined["table"] == secret["table"] and joined["seat"] == 1
        assert third.until("snapshot")["state"] == "playing"
        for client in (host, guest, third):
            client.close()
