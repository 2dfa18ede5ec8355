"""One replay of recorded events through an engine (``game.core.replay.
replay_moves``), which a record file, a resumed save and a server table's
log each drive with their own hooks: every move read from the record and
checked legal, every event the engine makes checked as recorded, chance
from the record; a fault says what and where, and each caller words it.

Here it is driven alone, on whole Twenty games (TW rules: any game would
do), and through the server's table, whose stored log once reached the
engine unchecked: an illegal move in it escaped the server's rebuild as an
engine error, past the faults a server logs and goes on from.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from game.core.base import Event, Game
from game.core.chance import SecretChance
from game.core.replay import ReplayFault, ReplayHooks, replay_moves
from game.games import spec
from game.games.twenty.rules import Twenty
from game.online import protocol as p
from game.server.table import Rebuild, Table

SEEDS = range(4)


def played(seed: int) -> list[Event]:
    """A whole Twenty game of three seats, each move a random legal one, as
    its events went through JSON (a save, a record, a store)."""
    game = Twenty(3, seed=seed, options={"deal_limit": 2})
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return json.loads(json.dumps(game.events))  # type: ignore[no-any-return]


def engine_for(log: list[Event]) -> Twenty:
    """The engine a replay drives: its deals handed back from the log."""
    return Twenty(3, options={"deal_limit": 2}, chance=SecretChance(Twenty, log))


class Counting(ReplayHooks):
    """The default replay, counting the moves it is given."""

    def __init__(self) -> None:
        self.moves = 0
        self.starts: list[int] = []  # the events made before each move

    def apply(self, engine: Game[Any], seat: int | None, move: Any) -> list[Event]:
        self.moves += 1
        self.starts.append(len(engine.events))
        return engine.apply(move)


def moves_in(log: list[Event]) -> int:
    return sum(Twenty.move_from_event(event) is not None for event in log)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_whole_game_replays_move_by_move_to_the_same_events(seed: int) -> None:
    log = played(seed)
    engine, hooks = engine_for(log), Counting()
    replay_moves(engine, log, hooks)
    assert engine.events == log and engine.is_over()
    assert hooks.moves == moves_in(log)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_replay_stops_where_it_is_told(seed: int) -> None:
    # A save's quiet part: the moves up to the current deal, and no more.
    log = played(seed)
    until = len(log) // 2
    engine, hooks = engine_for(log), Counting()
    replay_moves(engine, log, hooks, until=until)
    made = len(engine.events)
    assert made >= until and engine.events == log[:made]
    assert hooks.starts and hooks.starts[-1] < until  # its last move began before ``until``


def first(log: list[Event], kind: str) -> int:
    return next(i for i, event in enumerate(log) if event["type"] == kind)


def fault_of(log: list[Event], **options: Any) -> ReplayFault:
    with pytest.raises(ReplayFault) as caught:
        replay_moves(engine_for(log), log, ReplayHooks(), **options)
    return caught.value


def test_a_move_the_rules_refuse_is_an_illegal_move_where_it_stands() -> None:
    log = played(0)
    at = first(log, "play")
    hand = log[0]["hands"][log[at]["player"]]
    log[at]["cards"] = ["XX"]  # no card at all: the move cannot be read
    assert (fault_of(log).kind, fault_of(log).at) == ("malformed", at)
    log[at]["cards"] = [hand[0], hand[0]]  # one card laid twice: the rules refuse it
    assert (fault_of(log).kind, fault_of(log).at) == ("illegal", at)


def test_an_event_the_engine_does_not_make_is_where_the_record_differs() -> None:
    log = played(1)
    at = first(log, "deal_end")
    log[at]["winner"] = (log[at]["winner"] + 1) % 3
    assert (fault_of(log).kind, fault_of(log).at) == ("differs", at)


def test_the_record_cut_short_or_run_on() -> None:
    log = played(2)
    cut = log[:-1]  # the game's end, the last move's last event, lost
    assert (fault_of(cut).kind, fault_of(cut).at) == ("extra", len(cut))
    engine = engine_for(cut)
    replay_moves(engine, cut, ReplayHooks(), extra_allowed=True)  # a torn save's last line
    assert engine.events[:len(cut)] == cut and engine.is_over()
    run_on = [*log, copy.deepcopy(log[first(log, "draw")])]
    assert (fault_of(run_on).kind, fault_of(run_on).at) == ("over", len(log))
    no_move = log[:first(log, "deal_end") + 1]
    no_move.insert(1, {"type": "deal_end", "winner": 0})  # where a move was due
    assert (fault_of(no_move).kind, fault_of(no_move).at) == ("no-move", 1)


def stored_table(log: list[Event]) -> Any:
    """A two-person-and-a-computer Twenty table with ``log`` as its events."""
    table = Table.new(spec("twenty"), {"deal_limit": 2},
                      [p.SeatPlan(kind="person"), p.SeatPlan(kind="computer", level="easy"),
                       p.SeatPlan(kind="person")], private=False)
    stored = table.stored()
    stored.events = log
    return stored


def test_a_table_log_with_an_illegal_move_is_a_table_that_cannot_be_rebuilt() -> None:
    log = played(3)
    stored = stored_table(copy.deepcopy(log))
    assert Table.rebuild(spec("twenty"), stored).engine.events == log
    at = first(log, "play")
    hand = log[0]["hands"][log[at]["player"]]
    stored.events[at]["cards"] = [hand[0], hand[0]]
    with pytest.raises(Rebuild, match=rf"event {at + 1} is not a legal move"):
        Table.rebuild(spec("twenty"), stored)
    stored = stored_table([*copy.deepcopy(log), copy.deepcopy(log[first(log, "draw")])])
    with pytest.raises(Rebuild, match=rf"event {len(log) + 1} comes after the game ended"):
        Table.rebuild(spec("twenty"), stored)
