"""The online client (game/online/client.py) against real server processes:
hello and the token, reconnecting by itself after ``kill -9`` with every event
delivered once and in order, chat on the wire and its refusals.

Every wait has a deadline and waits for a message, never a fixed sleep.
"""

from __future__ import annotations

import asyncio
import doctest
import json
import random
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import trustme
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve

from game.online import client as client_module
from game.online import protocol as p
from game.online.client import (
    Connected,
    Dropped,
    Failed,
    Item,
    OnlineClient,
    Reconnected,
    TableLost,
    is_local,
)
from game.server import embedded as embedded_module
from game.server.embedded import start_embedded
from tests.online_helpers import PREFERRED, ROOT, ServerProcess, server
from tests.spread_helpers import Spread

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

    def __init__(self, client: OnlineClient, table: str, seed: int,
                 spoilt_ok: bool = False) -> None:
        self.client, self.table = client, table
        self.spoilt_ok = spoilt_ok  # a Failed("bad-message") is what the test awaits
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
            elif isinstance(item, Failed) and not (self.spoilt_ok
                                                   and item.code == "bad-message"):
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
        eve = online(first.url, "Eve", clients)
        table = seat_two(ann, bob)
        eve.send(p.Join(table=table, spectator=True))
        players = [Player(ann, table, 1), Player(bob, table, 2), Player(eve, table, 3)]
        play(players, until_event=12)
        tokens = [pl.client.token for pl in players]
        first.kill()
        for pl in players:
            pl.take(until(pl.client, kind(Dropped)))
            assert pl.client.state == "reconnecting"
    finally:
        first.stop()
    port = first.url.rsplit(":", 1)[1]
    with server(tmp_path, "--rate", "1000", "--port", port):
        for pl, seat in zip(players, (0, 1, None), strict=True):
            got = until(pl.client, kind(Reconnected))
            pl.take(got)
            assert got[-1] == Reconnected((table,))  # Eve, watching, joined again
            assert pl.client.tables[table].seat == seat
        assert [pl.client.token for pl in players] == tokens  # kept, and the seats with them
        play(players)
    for pl in players:
        # Every number from 1 once, in order, across the kill, though the server
        # sent the events after `last` again (Eve's: all of them) and may repeat some.
        assert pl.numbers == list(range(1, pl.numbers[-1] + 1))
        assert pl.snapshot is not None and pl.numbers[-1] == pl.snapshot.event
    assert not any(isinstance(i, p.Joined) for i in players[2].items[1:]), "one join told"


def test_a_message_the_server_refuses_for_good_closes_the_client(
        tmp_path: Path, clients: list[OnlineClient]) -> None:
    with server(tmp_path) as srv:
        ann, bob = online(srv.url, "Ann", clients), online(srv.url, "Bob", clients)
        table = seat_two(ann, bob, seats=TWO)
        ann.send(p.Say(table=table, text="x" * p.MAX_MESSAGE))  # closed: 1009, too big
        assert until(ann, kind(Failed))[-1] == Failed("closed-by-server")
        assert ann.state == "closed"


def test_chat_reaches_everyone_at_the_table_and_is_no_event(
        tmp_path: Path, clients: list[OnlineClient], spread: Spread) -> None:
    with spread.start(tmp_path) as servers:
        # With two servers, Bob and Eve at the one that does not own the table.
        owner, other = servers[0].url, servers[-1].url
        ann, bob = online(owner, "Ann", clients), online(other, "Bob", clients)
        eve = online(other, "Eve", clients)
        table = seat_two(ann, bob, seats=TWO)
        eve.send(p.Join(table=table, spectator=True))
        until(eve, kind(p.Joined))
        last = ann.tables[table].last
        ann.send(p.Say(table=table, text="  good luck  "))
        for client in (ann, bob, eve):  # the sender too: its echo confirms it
            line = until(client, kind(p.Chat))[-1]
            assert line == p.Chat(table=table, seat=0, name="Ann", text="good luck")
        eve.send(p.Say(table=table, text="watching"))
        for client in (ann, bob):
            line = until(client, kind(p.Chat))[-1]
            assert line == p.Chat(table=table, seat=None, name="Eve", text="watching")
        # Not an event: no number taken, nothing stored.
        assert ann.tables[table].last == last
        stored, dumped = stored_events_and_dump(tmp_path, spread, table)
        assert stored == last and "good luck" not in dumped and "watching" not in dumped


def stored_events_and_dump(data: Path, spread: Spread, table: str) -> tuple[int, str]:
    """How many events the store holds for ``table``, and all it holds as text."""
    if spread.store is None:
        with sqlite3.connect(data / "parlour.sqlite3") as db:
            (stored,) = db.execute("SELECT COUNT(*) FROM events WHERE table_id = ?",
                                   (table,)).fetchone()
            return stored, "\n".join(db.iterdump())
    import psycopg

    with psycopg.connect(spread.store) as db:
        row = db.execute("SELECT COUNT(*) FROM events WHERE table_id = %s", (table,)).fetchone()
        names = [r[0] for r in db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'").fetchall()]
        dumped = [str(r[0]) for name in names for r in db.execute(
            f"SELECT t::text FROM {name} t".encode()).fetchall()]  # noqa: S608 - its own names
    assert row is not None
    return int(row[0]), "\n".join(dumped)


@pytest.mark.parametrize(("text", "code"), [
    ("   ", "invalid"), ("x" * 301, "invalid"), ("bell\a", "invalid"),
    ("two\nlines", "invalid"),
])
def test_chat_refusals(tmp_path: Path, clients: list[OnlineClient], text: str,
                       code: str, spread: Spread) -> None:
    with spread.start(tmp_path) as servers:
        # With two servers, Bob (who chats) at the one that does not own the table.
        ann, bob = online(servers[0].url, "Ann", clients), online(servers[-1].url, "Bob", clients)
        table = seat_two(ann, bob)
        bob.send(p.Say(table=table, text=text))
        bob.send(p.Say(table=table, text="x" * 300))  # the longest line goes
        got = until(bob, kind(p.Chat))
        refusals = [i for i in got if isinstance(i, p.Error)]
        assert [r.code for r in refusals] == [code]
        assert got[-1] == p.Chat(table=table, seat=1, name="Bob", text="x" * 300)


def test_only_someone_at_the_table_may_chat(tmp_path: Path, clients: list[OnlineClient],
                                            spread: Spread) -> None:
    with spread.start(tmp_path, "--rate", "5") as servers:
        # With two servers, Bob and the stranger at the one not owning the table.
        ann, bob = online(servers[0].url, "Ann", clients), online(servers[-1].url, "Bob", clients)
        stranger = online(servers[-1].url, "Cy", clients)
        table = seat_two(ann, bob)
        stranger.send(p.Say(table=table, text="hi"))
        refusal = until(stranger, kind(p.Error))[-1]
        assert isinstance(refusal, p.Error) and refusal.code == "not-seated"
        for n in range(30):  # the rate limit applies to chat as to the rest
            bob.send(p.Say(table=table, text=f"line {n}"))
        got = until(bob, lambda i: isinstance(i, p.Error) and i.code == "rate-limit")
        assert got


# -- what the wire may do: a relay in front of the real server -----------------------------
class Relay:
    """Between a client and the real server, forwarding both ways on a thread of its
    own; ``down`` may drop, repeat or spoil what the server sends (a list of texts for
    each), ``up`` may cut the connection instead of passing a client's message (False)."""

    def __init__(self, target: str, down: Callable[[str], list[str]],
                 up: Callable[[str], bool] = lambda _: True) -> None:
        self.target, self.down, self.up = target, down, up
        self.sent: list[dict[str, object]] = []  # what the client sent, cut ones too
        self.connections = 0
        self.url = ""
        self._ready = threading.Event()
        self._thread = threading.Thread(target=asyncio.run, args=(self._main(),), daemon=True)

    def __enter__(self) -> Relay:
        self._thread.start()
        assert self._ready.wait(TIMEOUT)
        return self

    def __exit__(self, *_: object) -> None:
        self._loop.call_soon_threadsafe(self._stop.set_result, None)
        self._thread.join(TIMEOUT)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop: asyncio.Future[None] = self._loop.create_future()
        async with serve(self._handle, "127.0.0.1", 0) as relay:
            self.url = f"ws://127.0.0.1:{next(iter(relay.sockets)).getsockname()[1]}"
            self._ready.set()
            await self._stop

    async def _handle(self, client: ServerConnection) -> None:
        self.connections += 1
        async with connect(self.target) as upstream:
            async def upward() -> None:
                async for text in client:
                    self.sent.append(json.loads(text))
                    if not self.up(str(text)):
                        await client.close()
                        return
                    await upstream.send(text)

            async def downward() -> None:
                async for text in upstream:
                    for out in self.down(str(text)):
                        await client.send(out)

            tasks = [asyncio.ensure_future(upward()), asyncio.ensure_future(downward())]
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)


def event_number(text: str) -> int | None:
    message = json.loads(text)
    return message["n"] if message["type"] == "event" else None


def test_a_gap_is_filled_by_since_and_repeats_are_dropped(
        tmp_path: Path, clients: list[OnlineClient]) -> None:
    plan: dict[str, int] = {}

    def down(text: str) -> list[str]:
        n = event_number(text)
        if n is not None and n == plan.get("lose"):
            del plan["lose"]  # lost once: the since that follows gets it
            return []
        if n is not None and n == plan.get("repeat"):
            return [text, text]
        return [text]

    with server(tmp_path, "--rate", "1000") as srv, Relay(srv.url, down) as relay:
        ann, bob = online(relay.url, "Ann", clients), online(srv.url, "Bob", clients)
        table = seat_two(ann, bob, seats=TWO)
        start = ann.tables[table].last
        plan.update(lose=start + 2, repeat=start + 4)
        players = [Player(ann, table, 3), Player(bob, table, 4)]
        play(players, until_event=start + 8)
        assert players[0].numbers == list(range(1, players[0].numbers[-1] + 1))
        asked = [m for m in relay.sent if m["type"] == "since"]
        assert asked and asked[0]["last"] == start + 1, "the client asked for the gap"
        assert "lose" not in plan


def test_a_spoilt_message_is_a_failed_notice_and_the_client_goes_on(
        tmp_path: Path, clients: list[OnlineClient]) -> None:
    spoil = {"armed": False}

    def down(text: str) -> list[str]:
        if spoil["armed"] and json.loads(text)["type"] == "event":
            spoil["armed"] = False
            return ['{"type": "event", "v": 1, "table": 7, "n": "one"}', "not json {"]
        return [text]

    with server(tmp_path, "--rate", "1000") as srv, Relay(srv.url, down) as relay:
        ann, bob = online(relay.url, "Ann", clients), online(srv.url, "Bob", clients)
        table = seat_two(ann, bob, seats=TWO)
        players = [Player(ann, table, 5, spoilt_ok=True), Player(bob, table, 6)]
        start = ann.tables[table].last
        spoil["armed"] = True
        play(players, until_event=start + 6)
        assert not spoil["armed"]
        assert Failed("bad-message") in players[0].items
        # Dropped by the client itself, then back through the same relay by itself.
        assert any(isinstance(i, Reconnected) for i in players[0].items)
        assert relay.connections == 2 and ann.state == "online"
        assert players[0].numbers == list(range(1, players[0].numbers[-1] + 1))


def test_a_move_lost_with_the_connection_is_sent_again_with_its_request_id(
        tmp_path: Path, clients: list[OnlineClient]) -> None:
    cut = {"armed": True}

    def up(text: str) -> bool:
        if cut["armed"] and json.loads(text)["type"] == "move":
            cut["armed"] = False
            return False  # the key press left, the connection went with it
        return True

    with server(tmp_path, "--rate", "1000") as srv, \
            Relay(srv.url, lambda text: [text], up) as relay:
        ann, bob = online(relay.url, "Ann", clients), online(srv.url, "Bob", clients)
        table = seat_two(ann, bob, seats=TWO)
        ann_player, bob_player = Player(ann, table, 7), Player(bob, table, 8)
        deadline = time.monotonic() + TIMEOUT
        while not (ann_player.snapshot and ann_player.snapshot.legal):  # Bob's turns first
            assert time.monotonic() < deadline
            bob_player.step()
            ann_player.take(ann.wait(lambda _: True, 0.05))
            bob_player.take(bob.poll())
        ann_player.step()
        answer = until(ann, lambda i: isinstance(i, p.Moved | p.Error))
        assert isinstance(answer[-1], p.Moved), answer
        assert Dropped() in answer and any(isinstance(i, Reconnected) for i in answer)
        moves = [m for m in relay.sent if m["type"] == "move"]
        assert len(moves) == 2 and moves[0]["request"] == moves[1]["request"]
        assert moves[0]["request"] == answer[-1].request and relay.connections == 2
        # Judged once: the move's events came once, and no second answer follows.
        ann_player.take(answer)
        assert ann_player.numbers == list(range(1, ann_player.numbers[-1] + 1))


def test_a_client_that_cannot_get_back_gives_up(tmp_path: Path,
                                                clients: list[OnlineClient]) -> None:
    with server(tmp_path) as srv:
        ann = online(srv.url, "Ann", clients, give_up=1.0)
        srv.kill()
        got = until(ann, kind(Failed))
        assert Dropped() in got and got[-1] == Failed("gave-up")
        assert ann.state == "closed"


# -- TLS, and what a plain ws:// may reach ------------------------------------------------
def test_wss_with_the_servers_certificate(tmp_path: Path, clients: list[OnlineClient]) -> None:
    authority = trustme.CA()
    issued = authority.issue_cert("127.0.0.1", "localhost")
    cert, key, ca = tmp_path / "cert.pem", tmp_path / "key.pem", tmp_path / "ca.pem"
    issued.cert_chain_pems[0].write_to_path(str(cert))
    issued.private_key_pem.write_to_path(str(key))
    authority.cert_pem.write_to_path(str(ca))
    with server(tmp_path / "data", "--cert", str(cert), "--key", str(key)) as srv:
        assert srv.url.startswith("wss://127.0.0.1:")
        ann = online(srv.url, "Ann", clients, cafile=str(ca))
        ann.send(p.ListTables())
        assert isinstance(until(ann, kind(p.Lobby))[-1], p.Lobby)
        # Without the authority the certificate is no one's: refused, not retried.
        stranger = OnlineClient(srv.url, "Bob")
        clients.append(stranger)
        stranger.start()
        assert until(stranger, kind(Failed))[-1] == Failed("tls")
        assert stranger.state == "closed"
        # Nor does a plain ws:// get an answer from a wss:// server.
        plain = OnlineClient(srv.url.replace("wss://", "ws://"), "Cy")
        clients.append(plain)
        plain.start()
        assert until(plain, kind(Failed))[-1] == Failed("unreachable")


def test_a_plain_ws_to_a_public_address_is_refused_without_connecting(
        clients: list[OnlineClient], monkeypatch: pytest.MonkeyPatch) -> None:
    public = OnlineClient("ws://203.0.113.5:8765", "Ann")  # TEST-NET-3: nobody's network
    clients.append(public)
    public.start()
    assert public.wait(kind(Failed), TIMEOUT)[-1] == Failed("refused-insecure")
    assert public.state == "closed"
    # Told it may, it does try (and finds nothing there): the refusal was the check's.
    allowed = OnlineClient("ws://203.0.113.5:8765", "Ann", insecure=True, open_timeout=0.5)
    clients.append(allowed)
    allowed.start()
    assert allowed.wait(kind(Failed), TIMEOUT)[-1] == Failed("unreachable")
    # A name is judged by every address it resolves to.
    real = socket.getaddrinfo

    def resolve(host: str, *args: object, **kwargs: object) -> object:
        if host == "cards.example":
            return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("192.168.1.9", 8765)),
                    (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("203.0.113.5", 8765))]
        return real(host, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    named = OnlineClient("ws://cards.example:8765", "Ann")
    clients.append(named)
    named.start()
    assert named.wait(kind(Failed), TIMEOUT)[-1] == Failed("refused-insecure")


@pytest.mark.parametrize(("address", "local"), [
    ("127.0.0.1", True), ("::1", True), ("10.1.2.3", True), ("172.20.0.5", True),
    ("192.168.0.10", True), ("169.254.3.4", True), ("fe80::1%eth0", True), ("fd12::5", True),
    ("::ffff:192.168.1.2", True), ("203.0.113.5", False), ("198.51.100.7", False),
    ("8.8.8.8", False), ("2001:db8::1", False), ("100.64.0.1", False),
])
def test_what_counts_as_the_local_network(address: str, local: bool) -> None:
    assert is_local(address) is local


def test_the_client_and_host_doctests() -> None:
    for module in (client_module, embedded_module, p):
        assert doctest.testmod(module).failed == 0


# -- the embedded host --------------------------------------------------------------------
def test_the_embedded_host_plays_a_game_and_keeps_a_table_across_a_stop(
        tmp_path: Path, clients: list[OnlineClient]) -> None:
    host = start_embedded(tmp_path, pace=0, rate=1000, web=False)
    try:
        ann = online(host.url, "Ann", clients)
        whole = [p.SeatPlan("person"), p.SeatPlan("computer", "easy")]
        ann.send(p.CreateTable(game="twenty", seats=whole))
        first = until(ann, kind(p.Joined))[-1]
        assert isinstance(first, p.Joined)
        play([Player(ann, first.table, 9)])
        assert (tmp_path / "records" / f"twenty-{first.table}.jsonl").is_file()
        ann.send(p.CreateTable(game="twenty", seats=whole))
        second = until(ann, kind(p.Joined))[-1]
        assert isinstance(second, p.Joined)
        player = Player(ann, second.table, 10)
        play([player], until_event=ann.tables[second.table].last + 3)
    finally:
        host.stop()
    assert not host.running
    # What came between the last move taken and the drop is the player's
    # too: the client resumes after the last event it handed over.
    player.take(until(ann, kind(Dropped)))
    port = int(host.url.rsplit(":", 1)[1])
    # the same folder: tables stored
    again = start_embedded(tmp_path, port=port, pace=0, rate=1000, web=False)
    try:
        got = until(ann, kind(Reconnected))
        player.take(got)
        # The finished table, never left, is read back from the store for its
        # seat as well (game/server/finished.py): its snapshot, the game over.
        assert not any(isinstance(m, TableLost) for m in got)
        assert got[-1] == Reconnected((first.table, second.table))
        over = [m for m in got if isinstance(m, p.Snapshot) and m.table == first.table]
        assert over and not over[-1].legal
        assert set(ann.tables) == {first.table, second.table}
        play([player])
        assert player.numbers == list(range(1, player.numbers[-1] + 1))
    finally:
        again.stop()


@pytest.mark.parametrize("given", [("--cert", "CERT"), ("--cert", "CERT", "--key", "CERT")])
def test_serve_refuses_a_half_or_false_certificate_in_one_sentence(
        tmp_path: Path, given: tuple[str, ...]) -> None:
    (tmp_path / "cert.pem").write_text("not a certificate\n", encoding="utf-8")
    args = [str(tmp_path / "cert.pem") if a == "CERT" else a for a in given]
    done = subprocess.run([sys.executable, "-m", "game", "serve", "--port", "0",
                           "--data", str(tmp_path / "data"), *args],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and not done.stdout


@pytest.mark.parametrize(("url", "code"), [
    ("http://127.0.0.1:8765", "bad-address"), ("ws://", "bad-address"),
    ("ws://127.0.0.1:99999", "bad-address"), ("ws://127.0.0.1:1", "unreachable"),
])
def test_an_address_that_is_no_server_fails_at_once(url: str, code: str,
                                                    clients: list[OnlineClient]) -> None:
    client = OnlineClient(url, "Ann")
    clients.append(client)
    client.start()
    assert client.wait(kind(Failed), TIMEOUT) == [Failed(code)]  # never tried again
    assert client.state == "closed"
