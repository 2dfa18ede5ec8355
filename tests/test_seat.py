"""The seat seam (game/core/seat.py): a session talks to one side of a table,
local or remote, and hears the same either way.

* A :class:`LocalSeat` (the engine) and a :class:`RemoteSeat` fed what a
  server sends that seat (its snapshots and its redacted events) answer
  alike: the view, the events as the seat may know them, whose turn, the
  legal moves, the refusal of a move, the end.
* A session holding each, driven through the same game, says the same words.
* The session's code asks the table only what a :class:`Seat` answers.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

from game.core.base import Event, Game
from game.core.seat import LocalSeat, Seat
from game.core.session import GameSession
from game.games import SPECS, spec
from game.i18n import set_language
from game.online import protocol as p
from game.online.remote import RemoteSeat
from game.online.wire import encode, encode_move

ROOT = Path(__file__).resolve().parents[1]
GAME_IDS = [s.id for s in SPECS]
TABLE = "t1"


class Wire:
    """The sender a remote seat sends the player's moves by: it keeps them."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        self.sent.append(move)
        return f"r{len(self.sent)}"


def snapshot(engine: Game[Any], seat: int) -> p.Snapshot:
    """What the server sends ``seat`` of a table over ``engine``
    (game.server.table.Table.snapshot), the table playing until it is over."""
    mine = engine.current_player() == seat and not engine.is_over()
    return p.Snapshot(
        table=TABLE, game=engine.game_id, seat=seat, view=encode(engine.view(seat)),
        legal=[encode_move(m) for m in engine.legal_moves()] if mine else [],
        seats=[p.SeatInfo(name=f"P{s}", kind="person") for s in range(engine.players)],
        state="over" if engine.is_over() else "playing", event=len(engine.events),
        options=dict(engine.options))


def fed(remote: RemoteSeat, engine: Game[Any], events: list[Event]) -> list[Event]:
    """``events`` (new in ``engine``) sent to the remote seat as the server
    sends them: redacted for its seat, then the snapshot; returns them."""
    shown = [engine.redact(e, remote.seat) for e in events]
    remote.events.extend(shown)
    remote.update(snapshot(engine, remote.seat))
    return shown


def remote_for(engine: Game[Any], seat: int, wire: Wire) -> RemoteSeat:
    remote = RemoteSeat(type(engine), engine.players, engine.options, seat, TABLE, wire)
    fed(remote, engine, list(engine.events))
    return remote


def assert_alike(local: Seat, remote: Seat) -> None:
    seat = local.seat
    assert remote.view() == local.view()
    assert remote.known_events() == local.known_events()
    assert [remote.redact(e) for e in remote.events] == local.known_events()
    assert remote.current_player() == local.current_player()
    assert remote.is_over() == local.is_over()
    assert remote.players == local.players and remote.game_id == local.game_id
    assert dict(remote.options) == dict(local.options)
    mine = local.current_player() == seat and not local.is_over()
    legal = local.legal_moves() if mine else []
    assert remote.legal_moves() == legal
    for move in legal:
        assert remote.refusal(move) is None
    if local.is_over():
        assert remote.results() == local.results()


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_local_and_a_remote_seat_fed_the_same_events_answer_alike(game_id: str,
                                                                   seat: int) -> None:
    entry = spec(game_id)
    rng = random.Random(seat * 31 + len(game_id))
    engine = entry.engine(3, seed=rng.randrange(10_000))
    local = LocalSeat(engine, seat)
    remote = remote_for(engine, seat, Wire())
    assert_alike(local, remote)
    for _ in range(120):
        if engine.is_over():
            break
        before = len(engine.events)
        engine.apply(rng.choice(engine.legal_moves()))
        fed(remote, engine, engine.events[before:])
        assert_alike(local, remote)


def pair(game_id: str, seed: int) -> tuple[GameSession, GameSession, Game[Any], Wire]:
    """The same game twice for seat 0: a session on this computer, and one at
    a remote seat fed what the server would send it."""
    entry = spec(game_id)
    here = entry.session(3, ["easy", "easy"], seed)
    side = here.side
    assert isinstance(side, LocalSeat)
    wire = Wire()
    remote = remote_for(side.engine, 0, wire)
    there = entry.session(3, [], 0, dict(side.options), side=remote, seat=0)
    return here, there, side.engine, wire


def texts(words: list[Any]) -> list[str]:
    return [u.text for u in words]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_session_says_the_same_words_through_a_local_and_a_remote_seat(
        game_id: str, lang: str) -> None:
    set_language(lang)
    try:
        here, there, engine, wire = pair(game_id, seed=7 + len(game_id))
        remote = there.side
        assert isinstance(remote, RemoteSeat)
        assert texts(there.start()) == texts(here.start())
        rng = random.Random(5)
        moves = 0
        while not engine.is_over() and moves < 150:
            if here.flow.paused:
                assert texts(there.flow.go_on()) == texts(here.flow.go_on())
                continue
            before = len(engine.events)
            if engine.current_player() == here.human:
                move = rng.choice(engine.legal_moves())
                said = here.moves.try_move(move)
                assert there.moves.try_move(move) == []  # sent: its words come with its events
                assert wire.sent[-1] == encode_move(move)
            else:
                question = here.bots.question()
                assert question is not None
                bot, view, legal = question
                said = here.bots.play(bot.choose(view, legal))
            moves += 1
            shown = fed(remote, engine, engine.events[before:])
            assert texts(there.flow.announce(shown)) == texts(said)
            assert there.history.messages == here.history.messages
        assert moves > 20
    finally:
        set_language("en")


# -- the session asks the table only what a Seat answers ----------------------------------

#: The session's own modules (core), and each game's session and words on it.
SESSION_SOURCES = [
    *(ROOT / "game" / "core" / name for name in (
        "session.py", "advice.py", "handsession.py", "selection_enter.py", "results.py",
        "table.py", "lesson.py", "moves.py", "handmoves.py")),
    *sorted((ROOT / "game" / "games").glob("*/session.py")),
    *sorted((ROOT / "game" / "games").glob("*/moves.py")),
    *sorted((ROOT / "game" / "games").glob("*/advice.py")),
    *sorted((ROOT / "game" / "games").glob("*/event_words.py")),
]


def seat_members() -> set[str]:
    tree = ast.parse((ROOT / "game" / "core" / "seat.py").read_text(encoding="utf-8"))
    seat = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Seat")
    names = {n.name for n in seat.body if isinstance(n, ast.FunctionDef)}
    names |= {n.target.id for n in seat.body
              if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    return names


def table_reads(path: Path) -> list[tuple[str, str, int, str]]:
    """Every ``<x>.side.<member>`` in ``path``, and every ``.game`` or
    ``.rules`` attribute read anywhere in it (the table by its old name, and
    the engine a session once reached through ``rules``: both gone, and
    nothing else in a session's code bears either name): (name of the
    table, member, line, function)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, str, int, str]] = []

    def walk(node: ast.AST, function: str) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            function = node.name
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                and node.value.attr == "side"):
            found.append(("side", node.attr, node.lineno, function))
        elif isinstance(node, ast.Attribute) and node.attr in ("game", "rules"):
            found.append((node.attr, "", node.lineno, function))  # an engine by an old name
        for child in ast.iter_child_nodes(node):
            walk(child, function)

    walk(tree, "")
    return found


@pytest.mark.parametrize("path", SESSION_SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_session_asks_its_seat_and_never_an_engine(path: Path) -> None:
    members = seat_members()
    reads = table_reads(path)
    by_old_name = [r for r in reads if r[0] in ("game", "rules")]
    assert by_old_name == [], f"{path.name} reads the table as .game or .rules: {by_old_name}"
    beyond_seat = [r for r in reads if r[1] not in members]
    assert beyond_seat == [], f"{path.name} asks the seat what it does not answer"


def test_a_session_holds_its_table_as_its_side_and_by_no_other_name() -> None:
    """The session's ``game`` (the engine offline, the remote seat online) is
    gone: a session has its ``side`` and nothing called ``game``, so no code
    reaches past the seat to an engine by the old name."""
    classes = [GameSession, *(entry.session for entry in SPECS)]
    for cls in classes:
        assert not any("game" in vars(base) for base in cls.__mro__), cls.__name__
    for entry in SPECS:
        session = entry.session(entry.engine.min_players,
                                ["easy"] * (entry.engine.min_players - 1), 3)
        assert not hasattr(session, "game"), entry.id
        assert isinstance(session.side, LocalSeat) and session.side.game_id == entry.id


def test_no_session_hands_out_an_engine_and_a_seat_gives_none() -> None:
    """No session, nor any class it is built on, has a property that returns
    an engine (the old ``rules``, or the game's own engine by its name, as
    ``twenty`` was), and the Seat it talks to offers none either."""
    assert "rules" not in seat_members()
    for entry in SPECS:
        engines = {"Game", entry.engine.__name__}
        for base in entry.session.__mro__:
            for name, member in vars(base).items():
                if not isinstance(member, property) or member.fget is None:
                    continue
                returned = str(member.fget.__annotations__.get("return", ""))
                assert returned.split("[")[0] not in engines, (base.__name__, name, returned)
        session = entry.session(entry.engine.min_players,
                                ["easy"] * (entry.engine.min_players - 1), 3)
        assert not hasattr(session, "rules"), entry.id


def test_both_sides_answer_every_member_of_a_seat_and_the_remote_poses_as_no_engine() -> None:
    engine = spec("twenty").engine(2, seed=1)
    local = LocalSeat(engine, 0)
    remote = remote_for(engine, 1, Wire())
    assert not isinstance(remote, Game)
    for member in seat_members():
        assert hasattr(local, member) and hasattr(remote, member), member
    assert remote.bot_question() is None  # the server moves the computer players
