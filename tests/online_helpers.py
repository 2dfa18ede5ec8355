"""Helpers of the online tests: a real server process and scripted clients.

:class:`ServerProcess` starts ``python -m game serve`` on a free loopback
port (``--port 0``) and waits for the line saying where it serves, never a
fixed sleep. :class:`Client` speaks the protocol with the websockets client
and keeps every message it received. The scripted players hear the table
as an app does, through :class:`~game.online.remote.OnlineTable`, in their
own language: :class:`Person` over a :class:`Client`, :class:`Player` over
the app's own :class:`~game.online.client.OnlineClient` (it reconnects by
itself), :class:`Watcher` a spectator who presses report and move keys.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from game.core.session import GameSession, Utterance
from game.i18n import set_language
from game.online import protocol as p
from game.online.client import OnlineClient
from game.online.remote import OnlineTable

ROOT = Path(__file__).resolve().parents[1]
READY_TIMEOUT = 30.0
PREFERRED = {"Lay", "Hit", "Declare", "Play", "ChooseFaceUp", "FlipFaceDown"}
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


#: A server's secret randomness drawn from one seed (a ``sitecustomize``
#: first on its path), so its deals are the same on every run: the server
#: deals from the system's secret source (game/core/chance.py), which no seed
#: reaches. For whole games whose end must not hang on a deal (two people
#: both moving by the suggestion can go round a cycle of pick-ups that only
#: SH-17's thousand turns would end).
SEEDED_SECRETS = """\
import random, secrets
_draws = random.Random({seed})
secrets.SystemRandom = lambda: random.Random(_draws.randrange(2**31))
secrets.randbelow = _draws.randrange
"""


class ServerProcess:
    def __init__(self, data: Path, *extra: str, root: Path = ROOT,
                 seed: int | None = None, web: bool = False) -> None:
        self.data = data
        # No web part unless asked: a child process more per server, and its
        # output among the lines the tests read (tests/test_web_server.py asks).
        self.extra = extra if web else (*extra, "--no-web")
        self.root = root  # the repository it runs from (a copy with another game too)
        self.seed = seed  # its secret randomness seeded (SEEDED_SECRETS), or not
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""
        self.lines: list[str] = []

    def start(self) -> ServerProcess:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        first = [] if self.root == ROOT else [self.root]  # that copy's ``game`` first
        if self.seed is not None:
            patch = self.data.parent / f"{self.data.name}-seeded"
            patch.mkdir(parents=True, exist_ok=True)
            (patch / "sitecustomize.py").write_text(SEEDED_SECRETS.format(seed=self.seed),
                                                    encoding="utf-8")
            first = [patch, self.root]
        if first:
            env["PYTHONPATH"] = os.pathsep.join([*map(str, first), *filter(None, [
                os.environ.get("PYTHONPATH")])])
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(self.data),
             "--pace", "0", *self.extra],
            cwd=self.root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env=env)
        # Read by a thread until the ready line: lines that come together are
        # read from the pipe at once, and a select() would wait for the rest.
        reader = threading.Thread(target=self._read_until_ready, daemon=True)
        reader.start()
        reader.join(READY_TIMEOUT)
        if self.url:
            return self
        self.stop()
        raise AssertionError(f"the server did not start: {''.join(self.lines)}")

    def _read_until_ready(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line)
            if "serving on ws://" in line or "serving on wss://" in line:
                self.url = line.split("serving on ", 1)[1].strip()
                return

    def kill(self) -> None:
        """``kill -9``: no chance to write anything more."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        stop_process(self.proc)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


def stop_process(proc: subprocess.Popen[str] | None) -> None:
    """Asked to end, then killed if it has not in ten seconds."""
    if proc is not None and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)


@contextmanager
def server(data: Path, *extra: str, seed: int | None = None,
           web: bool = False) -> Iterator[ServerProcess]:
    process = ServerProcess(data, *extra, seed=seed, web=web).start()
    try:
        yield process
    finally:
        process.stop()


_requests = itertools.count(1)


class Client:
    """One scripted player: every message it got, by kind."""

    def __init__(self, url: str, name: str | None = None) -> None:
        self.url = url
        self._stack = ExitStack()  # websockets wants its connect() entered as a context
        # No bound on what waits to be read: a scripted client that reads later
        # (a spectator while the others play a whole game) must not stop its
        # connection reading meanwhile, which would leave its keepalive pings'
        # pongs unread and close it (1011) once the game outlasts a ping or two.
        self.ws: ClientConnection = self._stack.enter_context(
            connect(url, open_timeout=10, max_size=None, max_queue=None))
        self.received: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.events: dict[int, dict[str, Any]] = {}
        self.snapshot: dict[str, Any] | None = None
        self.token = ""
        self.name = name
        if name is not None:
            self.token = self.ask({"type": "hello", "name": name}, "welcome")["token"]

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(json.dumps({"v": 1, **message}))

    def recv(self, timeout: float = 20.0) -> dict[str, Any]:
        text = self.ws.recv(timeout)
        assert isinstance(text, str)
        self.raw.append(text)
        message: dict[str, Any] = json.loads(text)
        self.received.append(message)
        if message["type"] == "event":
            assert message["n"] not in self.events, f"event {message['n']} twice"
            self.events[message["n"]] = message["event"]
        elif message["type"] == "snapshot":
            self.snapshot = message
        return message

    def until(self, kind: str, timeout: float = 20.0) -> dict[str, Any]:
        """Messages up to the first of ``kind`` (an error is only awaited by name)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(0.1, deadline - time.monotonic()))
            if message["type"] == kind:
                return message
            if message["type"] == "error" and kind != "error":
                raise AssertionError(f"refused: {message}")

    def ask(self, message: dict[str, Any], kind: str) -> dict[str, Any]:
        self.send(message)
        return self.until(kind)

    def move(self, table: str, move: dict[str, Any], based_on: int,
             request: str | None = None) -> str:
        request = request or f"r{next(_requests)}"
        self.send({"type": "move", "table": table, "move": move, "based_on": based_on,
                   "request": request})
        return request

    def close(self) -> None:
        self._stack.close()


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A legal move, the ones that get a game on preferred (so random games end)."""
    keen = [m for m in legal if m["kind"] in PREFERRED]
    return rng.choice(keen or legal)


def play_to_end(client: Client, table: str, rng: random.Random, *,
                stop_after: int | None = None, timeout: float = 120.0) -> None:
    """Play ``client``'s seat until the table is over (or until it has seen
    event ``stop_after``), answering each snapshot that offers it moves."""
    deadline = time.monotonic() + timeout
    answered = -1
    while time.monotonic() < deadline:
        snap = client.snapshot
        if snap is not None and snap["table"] == table:
            if snap["state"] == "over":
                return
            if stop_after is not None and snap["event"] >= stop_after:
                return
            if snap["legal"] and snap["state"] == "playing" and snap["event"] != answered:
                answered = snap["event"]
                client.move(table, choose(snap["legal"], rng), snap["event"])
        message = client.recv(max(0.1, deadline - time.monotonic()))
        if message["type"] == "error" and message["code"] not in ("stale", "not-your-turn"):
            raise AssertionError(f"{client.name} refused: {message}")
    raise AssertionError(f"{client.name}: the game did not end in {timeout} s")


# -- scripted players that hear the table -------------------------------------------------


class Person:
    """One player's app, as far as an online game goes: a connection, the
    table it sits at, the language its words are made in, what it heard."""

    def __init__(self, url: str, name: str, lang: str) -> None:
        self.client = Client(url, name)
        self.lang = lang
        self.table: OnlineTable | None = None
        self.heard: list[Utterance] = []

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        return self.client.move(table, move, based_on)

    def sit(self, table: str, made: bool = False) -> None:
        self.table = OnlineTable(self, table, {"verbosity": "full"}, made=made)

    def pump(self, wait: float = 0.05) -> None:
        """Everything the server sent by now, said in this player's language."""
        assert self.table is not None
        messages = []
        while True:
            try:
                self.client.recv(wait)
            except TimeoutError:
                break
            messages.append(p.read_server(self.client.raw[-1]))
            wait = 0.0 if len(messages) < 500 else 0.05
        set_language(self.lang)
        session = self.table.session
        before = focus_of(session) if session is not None else None
        told = len(session.side.events) if session is not None else 0
        self.heard += self.table.feed(messages)
        # Focus never moves because someone else acted: while only others
        # move, the row and the card in focus in the player's hand stay put.
        if session is not None and before is not None and before[0] == 0:
            new = session.side.events[told:]
            if all(e.get("player") not in (None, self.table.seat)
                   and e["type"] not in ("deal", "deal_end", "game_end") for e in new):
                assert focus_of(session) == before, (before, focus_of(session))

    def act(self, rng: random.Random) -> bool:
        """Go on after a summary, or make a move when it is this seat's turn."""
        set_language(self.lang)
        assert self.table is not None
        session = self.table.session
        if session is None or session.side.is_over():
            return False
        if session.flow.paused:
            self.heard += session.flow.go_on()
            return True
        legal = session.side.legal_moves()
        if session.side.current_player() != session.human or not legal:
            return False
        keen = [m for m in legal if type(m).__name__ in PREFERRED]
        self.heard += session.moves.try_move(rng.choice(keen or legal))
        return True


#: Scripted people move the moment their turn comes, faster than the 20
#: messages a second a person may send: their servers allow more, so that a
#: whole game is not a string of rate-limit refusals (tested on their own in
#: test_online_refusals.py).
SCRIPTED_RATE = ("--rate", "1000")
#: A table where no person has been sent anything for this long is stuck: a
#: whole-game test stops there and says where everyone stands, instead of
#: pumping on for as many steps as a game may take (an hour of idle steps).
STALL_SECONDS = 30.0


def play_until_over(everyone: list[Person], rng: random.Random, steps: int,
                    each_step: Callable[[int], None] | None = None) -> None:
    """Every person hears what arrived and moves when it is their turn, until
    every game is over (or ``steps`` have passed: the caller's checks say so)."""
    progress = time.monotonic()
    received = [len(person.client.raw) for person in everyone]
    first, *others = everyone

    def pump(wait: float) -> None:
        # Every person is sent every event: the first one's wait is everyone's
        # (waiting on each in turn made a step of four people cost 0.2 s).
        first.pump(wait)
        for person in others:
            person.pump(0.0)

    for step in range(steps):
        pump(0.05)
        if all(person.table is not None and person.table.session is not None
               and person.table.session.side.is_over() for person in everyone):
            return
        moved = [person.act(rng) for person in everyone]
        if each_step is not None:
            each_step(step)
        if not any(moved):  # a computer player's turn, or a message on its way
            pump(0.2)
        now = [len(person.client.raw) for person in everyone]
        if now != received or any(moved):
            received, progress = now, time.monotonic()
        elif time.monotonic() - progress > STALL_SECONDS:
            raise AssertionError(f"nothing arrived for {STALL_SECONDS:.0f} s: "
                                 + "; ".join(where_one_stands(person) for person in everyone))


def where_one_stands(person: Person) -> str:
    """A person's table as their client has it: for a stuck test's message."""
    session = person.table.session if person.table is not None else None
    last = person.client.received[-1]["type"] if person.client.received else None
    if session is None:
        return f"{person.client.name}: no game yet (last message {last})"
    game = session.side
    return (f"{person.client.name} (seat {session.human}): {len(game.events)} events,"
            f" {len(person.client.events)} received, to move {game.current_player()},"
            f" legal {len(game.legal_moves()) if not game.is_over() else 0},"
            f" over {game.is_over()}, paused {session.flow.paused}, last message {last}")


def focus_of(session: GameSession) -> tuple[int, int, str] | None:
    """The row in focus, the place in it and the item there (None: no item)."""
    session.cursor.refresh_rows()
    row = session.cursor.rows[session.cursor.row] if session.cursor.rows else None
    if row is None or not row.items:
        return None
    cursor = session.cursor
    return cursor.row, cursor.focus[cursor.row], cursor.focused_label()


#: Two people and a computer player between them, as the whole-game tests sit.
THREE_SEATS: list[dict[str, Any]] = [
    {"kind": "person"}, {"kind": "computer", "level": "normal"}, {"kind": "person"}]


def make_table(maker: Person, game_id: str,
               seats: list[dict[str, Any]] = THREE_SEATS,
               options: dict[str, Any] | None = None) -> dict[str, Any]:
    """``maker`` creates a private table (with the game's ``options``) and
    sits at it, having heard its ``joined``; returns that message (the
    table's id and join code)."""
    made = maker.client.ask({"type": "create", "game": game_id, "private": True,
                             "seats": seats, "options": options or {}}, "joined")
    maker.sit(made["table"], made=True)
    assert maker.table is not None
    set_language(maker.lang)
    maker.heard += maker.table.feed([p.read_server(maker.client.raw[-1])])
    return made


def stored_log(data: Path, table: str, out: Path,
               where: tuple[str, ...] | None = None) -> list[dict[str, Any]]:
    """The table's log, exported from ``data`` (or from the store ``where`` says)."""
    done = subprocess.run([sys.executable, "-m", "game", "serve",
                           *(where or ("--data", str(data))),
                           "--export", table, str(out)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()][1:]


class Player:
    """A person through the real client (its own thread, reconnecting by itself)."""

    def __init__(self, url: str, name: str, lang: str) -> None:
        self.client = OnlineClient(url, name)
        self.client.start()
        self.lang = lang
        self.table: OnlineTable | None = None
        self.heard: list[Utterance] = []
        self.items: list[object] = []

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        return self.client.send_move(table, move, based_on)

    def pump(self, wait: float = 0.05) -> None:
        items = [*self.client.wait(lambda _: True, wait), *self.client.poll()]
        self.items += items
        if self.table is not None:
            set_language(self.lang)
            self.heard += self.table.feed(items)

    act = Person.act


#: The keys that would move or pick cards, and "since my last turn" (a
#: watcher has no turn): a watcher's are refused.
MOVE_KEYS = ("play", "draw", "take_discard", "toggle_select", "sort", "suggest", "since_last")
#: The keys that read the table: a watcher's answer from the public view.
REPORT_KEYS = ("my_status", "opponents", "table", "scores", "whose_turn", "next_row",
               "previous_row", "next_card", "last_card")
class Watcher(Person):
    """A spectator's app: it joins with ``spectator: true`` and presses
    only Enter after a summary (Person.act moves nothing for a seat that
    is never to move), and now and then a report key."""

    def __init__(self, url: str, name: str, lang: str) -> None:
        super().__init__(url, name, lang)
        self.reports: list[tuple[str, Utterance]] = []
        self.refusals: list[tuple[str, Utterance]] = []
        # How many events had been told when each utterance was said: a card
        # is checked against what was shown by then (in a one-deal game
        # every card is shown at last; Phase 10 has two of each card).
        self.told_at: list[int] = []
        self.report_told: list[int] = []

    def told(self) -> int:
        """The events the session has told (a summary holds the next deal's
        back until Enter)."""
        session = self.table.session if self.table is not None else None
        if session is None:
            return 0
        return len(session.side.events) - len(session.flow.held)

    def pump(self, wait: float = 0.05) -> None:
        super().pump(wait)
        self.told_at += [self.told()] * (len(self.heard) - len(self.told_at))

    def act(self, rng: random.Random) -> bool:
        acted = super().act(rng)
        self.told_at += [self.told()] * (len(self.heard) - len(self.told_at))
        return acted

    def press(self, rng: random.Random) -> None:
        assert self.table is not None
        session = self.table.session
        if session is None:
            return
        set_language(self.lang)
        key = rng.choice(REPORT_KEYS)
        self.reports += [(key, u) for u in session.handle(key)]
        self.report_told += [self.told()] * (len(self.reports) - len(self.report_told))
        if not session.flow.paused and not session.side.is_over():
            session.flow.opening_heard()  # the app: the frame that dealt has ended
            key = rng.choice(MOVE_KEYS)
            self.refusals += [(key, u) for u in session.handle(key)]
