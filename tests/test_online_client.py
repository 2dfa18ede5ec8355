"""The online client (game/online/client.py) against real server processes:
hello and the token, reconnecting by itself after ``kill -9`` with every event
delivered once and in order, chat on the wire and its refusals.

Every wait has a deadline and waits for a message, never a fixed sleep.
"""

from __future__ import annotations

import random
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.online import protocol as p
from game.online.client import (
    Connected,
    Dropped,
    Failed,
    Item,
    OnlineClient,
    Reconnected,
)
from tests.online_helpers import PREFERRED, ServerProcess, server

TIMEOUT = 30.0
TWO_AND_A_COMPUTER = [p.SeatPlan("person"), p.SeatPlan("person"),
                      p.SeatPlan("computer", "easy")]
TWO = [p.SeatPlan("person"), p.SeatPlan("person")]  # nobody moves unless told: no races


def until(client: OnlineClient, predicate: Callable[[Item], bool],
          timeout: float = TIMEOUT) -> list[Item]:
    """Items up to the first that satisfies ``predicate``; fails at the deadline."""
    got = client.wait(predicate, timeout)
    assert got and predicate(got[-1]), f"not seen in {timeout} s; got {got}"
    return got


def kind(cls: type) -> Callable[[Item], bool]:
    return lambda item: isinstance(item, cls)


@pytest.fixture
def clients() -> Iterator[list[OnlineClient]]:
    made: list[OnlineClient] = []
    yield made
    for client in made:
        client.close()


def online(url: str, name: str, made: list[OnlineClient], **kwargs: object) -> OnlineClient:
    client = OnlineClient(url, name, **kwargs)  # type: ignore[arg-type]
    made.append(client)
    client.start()
    until(client, kind(Connected))
    assert client.state == "online"
    return client


def seat_two(ann: OnlineClient, bob: OnlineClient, game: str = "twenty",
             seats: list[p.SeatPlan] = TWO_AND_A_COMPUTER) -> str:
    ann.send(p.CreateTable(game=game, seats=seats))
    joined = until(ann, kind(p.Joined))[-1]
    assert isinstance(joined, p.Joined) and joined.seat == 0
    bob.send(p.Join(table=joined.table))
    assert isinstance(got := until(bob, kind(p.Joined))[-1], p.Joined) and got.seat == 1
    return joined.table


class Player:
    """One client playing its seat: every event number it was handed, in order."""

    def __init__(self, client: OnlineClient, table: str, seed: int) -> None:
        self.client, self.table = client, table
        self.rng = random.Random(seed)
        self.numbers: list[int] = []
        self.snapshot: p.Snapshot | None = None
        self.answered = -1
        self.items: list[Item] = []

    def take(self, items: list[Item]) -> None:
        self.items += items
        for item in items:
            if isinstance(item, p.EventMessage) and item.table == self.table:
                self.numbers.append(item.n)
            elif isinstance(item, p.Snapshot) and item.table == self.table:
                self.snapshot = item
            elif isinstance(item, p.Error) and item.code not in ("stale", "not-your-turn"):
                raise AssertionError(f"refused: {item}")
            elif isinstance(item, Failed):
                raise AssertionError(f"failed: {item}")

    def step(self) -> None:
        """Answer the latest snapshot if it offers this seat moves."""
        snap = self.snapshot
        if (snap is not None and snap.legal and snap.state == "playing"
                and snap.event != self.answered):
            self.answered = snap.event
            keen = [m for m in snap.legal if m["kind"] in PREFERRED]
            self.client.send_move(self.table, self.rng.choice(keen or snap.legal), snap.event)

    @property
    def over(self) -> bool:
        return self.snapshot is not None and self.snapshot.state == "over"


def play(players: list[Player], *, until_event: int | None = None,
         timeout: float = 120.0) -> None:
    """Both players in turn on this thread (the client threads do the waiting)."""
    def done() -> bool:
        if until_event is not None:
            return all(pl.numbers and pl.numbers[-1] >= until_event for pl in players)
        return all(pl.over for pl in players)

    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "the game did not get there in time"
        for pl in players:
            pl.step()
        for pl in players:
            # Wake on this player's next item (or soon: the other may have one).
            pl.take(pl.client.wait(lambda _: True, 0.05))
            pl.take(pl.client.poll())


def test_connect_says_hello_and_keeps_the_token(tmp_path: Path,
                                                clients: list[OnlineClient]) -> None:
    with server(tmp_path) as srv:
        ann = online(srv.url, "Ann", clients)
        assert ann.name == "Ann" and ann.token
        # The token kept (in the app: in the profile) names Ann again on a new connection.
        again = online(srv.url, "Someone", clients, token=ann.token)
        assert again.name == "Ann" and again.token == ann.token


def test_an_unknown_token_says_hello_anew_under_the_name(tmp_path: Path,
                                                         clients: list[OnlineClient]) -> None:
    with server(tmp_path) as srv:
        ann = online(srv.url, "Ann", clients, token="not-a-known-token")
        assert ann.name == "Ann" and ann.token != "not-a-known-token"


def test_a_taken_name_is_the_servers_refusal_for_the_app(tmp_path: Path,
                                                         clients: list[OnlineClient]) -> None:
    with server(tmp_path) as srv:
        online(srv.url, "Ann", clients)
        other = OnlineClient(srv.url, "ANN")
        clients.append(other)
        other.start()
        refusal = until(other, kind(p.Error))[-1]
        assert isinstance(refusal, p.Error) and refusal.code == "name-taken"
        other.send(p.Hello(name="Anna"))  # the app asks for another name
        assert until(other, kind(Connected))[-1] == Connected("Anna")


def test_killed_and_restarted_the_client_resumes_by_itself_every_event_once(
        tmp_path: Path, clients: list[OnlineClient]) -> None:
    first = ServerProcess(tmp_path, "--rate", "1000").start()
    try:
        ann, bob = online(first.url, "Ann", clients), online(first.url, "Bob", clients)
        table = seat_two(ann, bob)
        players = [Player(ann, table, 1), Player(bob, table, 2)]
        play(players, until_event=12)
        first.kill()
        for client in (ann, bob):
            until(client, kind(Dropped))
            assert client.state == "reconnecting"
    finally:
        first.stop()
    port = first.url.rsplit(":", 1)[1]
    with server(tmp_path, "--rate", "1000", "--port", port):
        for pl in players:
            got = until(pl.client, kind(Reconnected))
            pl.take(got)
            assert got[-1] == Reconnected((table,))
            assert pl.client.tables[table].seat == players.index(pl)
        play(players)
    for pl in players:
        # Every number from 1 once, in order, across the kill, though the server
        # sent the events after `last` again and may have repeated some.
        assert pl.numbers == list(range(1, pl.numbers[-1] + 1))
        assert pl.snapshot is not None and pl.numbers[-1] == pl.snapshot.event


def test_chat_reaches_everyone_at_the_table_and_is_no_event(
        tmp_path: Path, clients: list[OnlineClient]) -> None:
    with server(tmp_path) as srv:
        ann, bob = online(srv.url, "Ann", clients), online(srv.url, "Bob", clients)
        eve = online(srv.url, "Eve", clients)
        table = seat_two(ann, bob, seats=TWO)
        eve.send(p.Join(table=table, spectator=True))
        until(eve, kind(p.Joined))
        last = ann.tables[table].last
        ann.send(p.Say(table=table, text="  good luck  "))
        for client in (ann, bob, eve):  # the sender too: its echo confirms it
            line = until(client, kind(p.Chat))[-1]
            assert line == p.Chat(table=table, seat=0, name="Ann", text="good luck")
        eve.send(p.Say(table=table, text="watching"))
        line = until(bob, kind(p.Chat))[-1]
        assert line == p.Chat(table=table, seat=None, name="Eve", text="watching")
        # Not an event: no number taken, nothing stored.
        assert ann.tables[table].last == last
        with sqlite3.connect(tmp_path / "parlour.sqlite3") as db:
            (stored,) = db.execute("SELECT COUNT(*) FROM events WHERE table_id = ?",
                                   (table,)).fetchone()
            dumped = "\n".join(db.iterdump())
        assert stored == last and "good luck" not in dumped and "watching" not in dumped


@pytest.mark.parametrize(("text", "code"), [
    ("   ", "invalid"), ("x" * 301, "invalid"), ("bell\a", "invalid"),
    ("two\nlines", "invalid"),
])
def test_chat_refusals(tmp_path: Path, clients: list[OnlineClient], text: str,
                       code: str) -> None:
    with server(tmp_path) as srv:
        ann, bob = online(srv.url, "Ann", clients), online(srv.url, "Bob", clients)
        table = seat_two(ann, bob)
        ann.send(p.Say(table=table, text=text))
        ann.send(p.Say(table=table, text="x" * 300))  # the longest line goes
        got = until(ann, kind(p.Chat))
        refusals = [i for i in got if isinstance(i, p.Error)]
        assert [r.code for r in refusals] == [code]
        assert got[-1] == p.Chat(table=table, seat=0, name="Ann", text="x" * 300)


def test_only_someone_at_the_table_may_chat(tmp_path: Path,
                                            clients: list[OnlineClient]) -> None:
    with server(tmp_path, "--rate", "5") as srv:
        ann, bob = online(srv.url, "Ann", clients), online(srv.url, "Bob", clients)
        stranger = online(srv.url, "Cy", clients)
        table = seat_two(ann, bob)
        stranger.send(p.Say(table=table, text="hi"))
        refusal = until(stranger, kind(p.Error))[-1]
        assert isinstance(refusal, p.Error) and refusal.code == "not-seated"
        for n in range(30):  # the rate limit applies to chat as to the rest
            ann.send(p.Say(table=table, text=f"line {n}"))
        got = until(ann, lambda i: isinstance(i, p.Error) and i.code == "rate-limit")
        assert got
