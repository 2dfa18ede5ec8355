"""Ratings and leaderboards online: a match between two people
moves both ratings (the winner's up, the loser's down) and the game's
leaderboard; a match of one person with computer players moves nothing; no
answer carries a token or an address; ratings outlive a restart, and a
``kill -9`` at a match's end neither loses the update nor counts it twice.
Real server processes, on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import psycopg
import pytest

from game.core.base import Results
from game.games import spec
from game.online import protocol as p
from game.server.ratings import places, rated_seats
from game.server.table import Table
from tests.conftest import StoreUnderTest
from tests.online_helpers import Client, ServerProcess, server
from tests.spread_helpers import Spread, spread_of
from tests.test_online_games import play_together

#: Twenty to one point: a match is one deal, and one of the two wins it.
SHORT = {"match_points": 1}
TWO_PEOPLE = [{"kind": "person"}, {"kind": "person"}]


def rated_match(url: str, ana: Client, bo: Client, seed: int) -> str:
    """Ana and Bo play a short match of Twenty at a new table; its id."""
    for client in (ana, bo):  # each client's events are of one table
        client.events, client.snapshot = {}, None
    table = ana.ask({"type": "create", "game": "twenty", "seats": TWO_PEOPLE,
                     "options": SHORT}, "joined")["table"]
    assert bo.ask({"type": "join", "table": table}, "joined")["seat"] == 1
    play_together([ana, bo], table, seed=seed)
    return str(table)


def winner_of(client: Client) -> int:
    end = [e for e in client.events.values() if e["type"] == "game_end"]
    assert len(end) == 1 and len(end[0]["winners"]) == 1, end
    return int(end[0]["winners"][0])


def board(client: Client, game: str = "twenty") -> dict[str, Any]:
    return client.ask({"type": "ask-leaderboard", "game": game}, "leaderboard")


def change(client: Client, table: str) -> dict[str, Any]:
    return client.ask({"type": "ask-rating", "table": table}, "rating-change")


def stats(client: Client) -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = client.ask({"type": "ask-stats"}, "stats")["games"]
    return games


def test_a_rated_match_moves_both_ratings_and_the_leaderboard_and_a_restart_keeps_them(
        tmp_path: Path, store: StoreUnderTest) -> None:
    with server(tmp_path, "--rate", "1000", *store.args) as srv:
        ana, bo = Client(srv.url, "Ana"), Client(srv.url, "Bo")
        assert board(ana) == {"type": "leaderboard", "v": 1, "game": "twenty", "top": [],
                              "you": None, "players": 0}
        assert stats(ana) == []
        table = rated_match(srv.url, ana, bo, seed=1)
        people = [ana, bo]
        won = people[winner_of(ana)]
        lost = people[1 - winner_of(ana)]
        up, down = change(won, table), change(lost, table)
        assert up["rated"] and down["rated"] and up["before"] is None is down["before"]
        # A first match: both start at 0 (mu 25, sigma 25/3: mu - 3 sigma is 0).
        assert up["after"] > 0 > down["after"]
        top = board(lost)
        assert [(r["place"], r["name"], r["matches"], r["wins"]) for r in top["top"]] == [
            (1, won.name, 1, 1), (2, lost.name, 1, 0)]
        assert top["you"] == {**top["top"][1]} and top["players"] == 2
        assert stats(won) == [{"game": "twenty", "place": 1, "players": 2,
                               "rating": up["after"], "matches": 1, "wins": 1}]
        assert change(won, table) == up  # asked again: the same, nothing moved twice
        # A second match moves them again: its winner up, its loser down.
        second = rated_match(srv.url, ana, bo, seed=2)
        won2, lost2 = people[winner_of(ana)], people[1 - winner_of(ana)]
        up2, down2 = change(won2, second), change(lost2, second)
        assert up2["after"] > up2["before"] and down2["after"] < down2["before"]
        after = board(ana)
        ratings = [r["rating"] for r in after["top"]]
        assert ratings == sorted(ratings, reverse=True)
        assert {r["name"]: r["matches"] for r in after["top"]} == {"Ana": 2, "Bo": 2}
        # No answer about ratings carries a token, an address or a hash.
        said = "".join(t for c in people for t in c.raw
                       if json.loads(t)["type"] in ("leaderboard", "stats", "rating-change"))
        for secret in (ana.token, bo.token, "127.0.0.1", srv.url, "token", "hash", "mu"):
            assert secret not in said
        for client in people:
            client.close()
    with server(tmp_path, *store.args) as srv:  # started again: the ratings are kept
        ana = Client(srv.url)
        ana.ask({"type": "hello", "name": "Ana", "token": people[0].token}, "welcome")
        assert board(ana) == after
        ana.close()


def test_a_match_of_one_person_with_computer_players_moves_no_rating(
        tmp_path: Path, store: StoreUnderTest) -> None:
    with server(tmp_path, "--rate", "1000", *store.args) as srv:
        cy = Client(srv.url, "Cy")
        table = cy.ask({"type": "create", "game": "twenty", "options": SHORT,
                        "seats": [{"kind": "person"}, {"kind": "computer", "level": "easy"}]},
                       "joined")["table"]
        play_together([cy], table, seed=3)
        assert change(cy, table) == {"type": "rating-change", "v": 1, "table": table,
                                     "game": "", "rated": False, "before": None, "after": None}
        assert board(cy)["top"] == [] and stats(cy) == []
        cy.send({"type": "ask-leaderboard", "game": "no-such-game"})
        assert cy.until("error")["code"] == "bad-game"
        cy.close()


def unrate(store: StoreUnderTest, data: Path, table: str, keep_rating: bool) -> None:
    """The store as a ``kill -9`` at the match's end leaves it: the last events
    stored, the table not yet marked finished, and (unless ``keep_rating``)
    not yet rated. The order of the writes makes these the only two states."""
    statements = ["UPDATE tables SET over = {false} WHERE id = {p}"]
    if not keep_rating:
        statements += ["DELETE FROM rated_seats WHERE table_id = {p}", "DELETE FROM ratings"]
    if store.url is None:
        with sqlite3.connect(data / "parlour.sqlite3") as db:
            for s in statements:
                db.execute(s.format(false=0, p="?"), (table,) if "{p}" in s else ())
        db.close()
        return
    with psycopg.connect(store.url, autocommit=True) as pg:
        for s in statements:
            pg.execute(s.format(false="false", p="%s").encode(), (table,) if "{p}" in s else ())


@pytest.mark.parametrize("keep_rating", [False, True], ids=["unrated", "rated"])
def test_a_kill_at_a_matchs_end_neither_loses_nor_doubles_the_rating(
        tmp_path: Path, store: StoreUnderTest, keep_rating: bool) -> None:
    first = ServerProcess(tmp_path, "--rate", "1000", *store.args).start()
    try:
        ana, bo = Client(first.url, "Ana"), Client(first.url, "Bo")
        table = rated_match(first.url, ana, bo, seed=4)
        before = {c.name: change(c, table) for c in (ana, bo)}
        first.kill()  # kill -9 as the match ends
    finally:
        first.stop()
    unrate(store, tmp_path, table, keep_rating)
    with server(tmp_path, *store.args) as again:
        back = Client(again.url)
        back.ask({"type": "hello", "name": "Ana", "token": ana.token}, "welcome")
        entries = board(back)["top"]
        assert sorted(r["matches"] for r in entries) == [1, 1]  # counted, and once
        assert change(back, table) == before["Ana"]  # the same update as the first time
        back.close()
    with server(tmp_path, *store.args) as third:  # and once more: still once
        back = Client(third.url)
        back.ask({"type": "hello", "name": "Bo", "token": bo.token}, "welcome")
        assert sorted(r["matches"] for r in board(back)["top"]) == [1, 1]
        assert change(back, table) == before["Bo"]
        back.close()


@pytest.fixture
def two_servers(request: pytest.FixtureRequest) -> Spread:
    return spread_of("two-servers", request)


def test_a_match_across_two_servers_is_rated_once_and_each_server_reads_it(
        tmp_path: Path, two_servers: Spread) -> None:
    """Ana at the table's owner, Bo at the other server (his moves forwarded):
    the owner rates the match; the other answers Bo from the shared store."""
    with two_servers.start(tmp_path, "--rate", "1000") as (owner, other):
        ana, bo = Client(owner.url, "Ana"), Client(other.url, "Bo")
        table = rated_match(owner.url, ana, bo, seed=6)
        won = [ana, bo][winner_of(ana)]
        lost = [ana, bo][1 - winner_of(ana)]
        assert change(won, table)["after"] > 0 > change(lost, table)["after"]
        for client in (ana, bo):
            top = board(client)["top"]
            assert [(r["name"], r["matches"]) for r in top] == [(won.name, 1), (lost.name, 1)]
            client.close()


def test_places_rank_winners_then_order_out_then_phases_then_totals() -> None:
    # Shithead played to the last (SH-16): first out wins, the shithead is last.
    assert places(Results((2,), (0, 0, 0, 0)), {"type": "game_end", "finished": [2, 0, 3]},
                  None) == [1, 3, 0, 2]
    # Shithead's first out ends it: everyone else ties behind the winner.
    assert places(Results((1,), (0, 0, 0)), {"type": "game_end", "finished": [1]},
                  None) == [1, 0, 1]
    # A phase game: the winner, then more phases done, then fewer points.
    assert places(Results((0,), (50, 80, 40)), {"type": "game_end", "phases_done": [10, 9, 8]},
                  "low") == [0, 1, 2]
    assert places(Results((0,), (50, 80, 40)), {"type": "game_end", "phases_done": [10, 8, 8]},
                  "low") == [0, 2, 1]
    # Twenty: the higher total is better; a draw ties all (SH-17 stalemate).
    assert places(Results((1,), (60, 100, 70)), None, "high") == [2, 0, 1]
    assert places(Results((), (0, 0), draw=True), None, None) == [0, 0]


def finished_shithead(seed: int) -> Table:
    """A Shithead table played to the last (SH-16) by random moves: seats 0
    and 2 people, seat 1 a computer player; not a stalemate."""
    while True:
        table = Table.new(spec("shithead"), {"play_to_last": True},
                          [p.SeatPlan(kind="person"), p.SeatPlan(kind="computer", level="easy"),
                           p.SeatPlan(kind="person")], private=False)
        table.seats[0].token, table.seats[2].token = "token-of-ana", "token-of-bo"
        rng = random.Random(seed)
        engine = table.engine
        while not engine.is_over():
            engine.apply(rng.choice(engine.legal_moves()))
        if not engine.results().draw:
            return table
        seed += 1


def test_the_people_are_ranked_among_themselves_the_computer_player_left_out() -> None:
    for seed in range(5):
        table = finished_shithead(seed)
        seats, ranks = rated_seats(table)
        order = table.engine.events[-1]["finished"] + [table.engine.events[-1]["shithead"]]
        people = [n for n in order if n != 1]  # the people in the order they went out
        assert [s[0] for s in seats] == [0, 2]  # the computer player is not rated
        rank_of = {seat: rank for (seat, _, _), rank in zip(seats, ranks, strict=True)}
        first, second = people
        assert rank_of[first] < rank_of[second]  # out first, placed first, wherever seat 1 went
        # Only the first out of all wins (SH-16): a person, or neither of them.
        assert [won for _, _, won in seats] == [order[0] == 0, order[0] == 2]


def test_a_table_with_one_person_is_not_rated() -> None:
    table = finished_shithead(0)
    table.seats[2].token = "token-of-ana"  # one person in two seats: still one person
    assert rated_seats(table) == ([], [])
