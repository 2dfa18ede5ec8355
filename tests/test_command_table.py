"""The game screen's commands as one declarative table (game/core/command_table.py):
every game command is answered by each game's table or named as not the
game's, the opening's gate is asked once a key, one dispatch reads the
table (no part overrides ``handle``), and a game's commands are whatever
functions its table names, not methods found by their names.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from game.core import commands
from game.core.choosing import CHOOSING
from game.core.command_table import (
    APP_KEYS,
    EVERY_KEY,
    CommandTable,
    Keys,
    Part,
    Row,
    Stage,
    dispatch,
)
from game.core.jump import JUMPING
from game.core.session import GameSession, Utterance
from game.core.utterance import History
from game.games import SPECS, spec
from game.games.twenty.session import TwentySession
from game.i18n import t
from tests.session_states import make_session

GAME_IDS = sorted(s.id for s in SPECS)


def texts(said: list[Utterance]) -> list[str]:
    return [u.text for u in said]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_command_is_answered_by_the_table_or_named_not_the_games(
        game_id: str) -> None:
    table = spec(game_id).session.command_table
    unanswered = [c for c in commands.GAME
                  if c not in APP_KEYS and not table.answers(c) and c not in table.not_here]
    assert not unanswered, f"{game_id}: neither answered nor named: {unanswered}"
    for command in table.not_here:  # named as not the game's: the catch-all, as before
        session = make_session(game_id)
        session.flow.opening_heard()  # or a move key would say the opening again
        assert texts(session.handle(command)) == [t("key-does-nothing")], command
    # F1 lists only what the table answers.
    assert all(table.answers(c) for c in table.listed), game_id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_answered_command_reaches_its_answer_at_the_start(game_id: str) -> None:
    """At a game's start each command the table answers says words of its
    own, never the catch-all (a table entry pointing nowhere would)."""
    table = spec(game_id).session.command_table
    catch_all = t("key-does-nothing")
    for command in commands.GAME:
        if command in APP_KEYS or not table.answers(command):
            continue
        said = texts(make_session(game_id).handle(command))
        assert said and catch_all not in said, (game_id, command, said)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("command", ["next_card", "jump_5", "my_status", "play", "draw"])
def test_the_openings_gate_is_asked_once_a_key(game_id: str, command: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    session = make_session(game_id)
    asked: list[str] = []
    gate = session.flow.unheard_gate

    def counted(key: str) -> list[Utterance] | None:
        asked.append(key)
        return gate(key)

    monkeypatch.setattr(session.flow, "unheard_gate", counted)
    session.handle(command)
    assert asked == [command]


def test_a_move_key_before_the_opening_is_heard_says_the_opening_again() -> None:
    # The gate answers before any part (the rank keys, a question): as before.
    session = make_session("phase10")
    session.flow.unheard = [Utterance("Hand 2. Your turn.", interrupt=True)]
    said = texts(session.handle("play"))
    assert said == [t("deal-not-heard", opening="Hand 2. Your turn.")]
    session.flow.unheard = None
    assert texts(session.handle("play")) != said


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_one_dispatch_no_part_overrides_handle(game_id: str) -> None:
    cls = spec(game_id).session
    overriding = [base.__name__ for base in cls.__mro__
                  if "handle" in vars(base) and base is not GameSession]
    assert not overriding
    assert cls.handle is GameSession.handle


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_table_entry_is_left_behind_by_an_override(game_id: str) -> None:
    """A table names functions, not names: an entry naming a method that a
    subclass overrides would call the base's. None does."""
    cls = spec(game_id).session
    for command, handler in cls.command_table.commands.items():
        name = getattr(handler, "__name__", "<lambda>")
        if name != "<lambda>" and hasattr(cls, name):
            assert getattr(cls, name) is handler, (game_id, command, name)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_f1_lists_the_tables_commands(game_id: str) -> None:
    session = make_session(game_id)
    assert tuple(session.commands) == session.command_table.listed
    assert session.commands[:6] == ("next_card", "previous_card", "first_card", "last_card",
                                    "previous_row", "next_row")


def knock(session: Any) -> list[Utterance]:
    return [session.say("Knock knock.", interrupt=True)]


class KnockSession(TwentySession):
    """A new game's table: Enter knocks (a function of any name), and a
    method called like a command, not in the table, answers nothing."""

    command_table = CommandTable.of(Part(commands={"play": knock, "draw": lambda s: []}),
                                    listed=("play",))

    def cmd_sort(self) -> list[Utterance]:
        return [self.say("Sorted my way.", interrupt=True)]


def test_a_new_games_table_needs_no_method_naming_convention() -> None:
    session = KnockSession(2, ["easy"], seed=3)
    session.start()
    session.flow.opening_heard()
    assert texts(session.handle("play")) == ["Knock knock."]
    # The table's own rows and the focus keys stay every game's.
    assert texts(session.handle("repeat_last")) == ["Knock knock."]
    assert texts(session.handle("sort")) == [t("key-does-nothing")]
    assert session.commands == ("play",)
    assert session.handle("next_card")[0].text != t("key-does-nothing")
    # An answer that says nothing and sends no move: the catch-all, as before.
    assert texts(session.handle("draw")) == [t("key-does-nothing")]


def test_rows_stand_in_stage_order_whatever_the_parts_order() -> None:
    late = Row("late", Stage.QUESTION, EVERY_KEY, lambda s, c: None)
    early = Row("early", Stage.EVERY_KEY, Keys.every_but({"play"}), lambda s, c: None)
    table = CommandTable.of(Part(rows=(late,)), Part(rows=(early,)))
    names = [row.name for row in table.rows]
    assert names.index("early") < names.index("opening's gate") < names.index("late")
    assert names.index("late") < names.index("history")
    assert names.count("opening's gate") == 1


def test_a_later_parts_answer_replaces_an_earlier_ones() -> None:
    first = Part(commands={"sort": knock})
    second = Part(commands={"sort": KnockSession.cmd_sort})
    assert CommandTable.of(first, second).commands["sort"] is KnockSession.cmd_sort
    assert CommandTable.of(first).extend(second).commands["sort"] is KnockSession.cmd_sort
    assert CommandTable.of(second, first).commands["sort"] is knock


class NoJumping:
    """The rank keys' part of a watcher, which must never be asked to jump."""

    def jump_key(self, command: str) -> list[Utterance]:
        raise AssertionError(f"a watcher's {command} reached the rank keys")

    def end_number(self) -> None:
        """Enter going on ends a number being typed, as every key does."""


class WatchedFlow:
    """The watched table's flow: a summary waiting or not, no opening held."""

    def __init__(self, paused: bool) -> None:
        self.paused = paused

    def between_deals(self) -> bool:
        return False

    def unheard_gate(self, command: str) -> None:
        return None

    def go_on(self) -> list[Utterance]:
        return [Utterance("On we go.")]


class Watching:
    """A watcher as the table's rows see it, and no more."""

    watching = True
    moves = SimpleNamespace(moves_taken=0)  # the moves as the table counts them
    question = SimpleNamespace(choosing=None)  # no question asked

    def __init__(self, paused: bool) -> None:
        self.flow = WatchedFlow(paused)
        self.history = History()
        self.side = SimpleNamespace(is_over=lambda: False)
        self.jumps = NoJumping()

    @property
    def prompt(self) -> Watching:
        """The stand-in is its own prompt too: a watcher's refusal."""
        return self

    def watcher_refusal(self) -> Utterance:
        return Utterance("Refused.")

    def say(self, text: str, **kwargs: Any) -> Utterance:
        return Utterance(text)


def test_a_watchers_refusal_stands_before_every_parts_keys() -> None:
    """The rank keys' part knows nothing of watchers: the table refuses a
    watcher's key after the opening's gate and before any part's own rows;
    only Enter that goes on past a summary goes on down to "go on"."""
    table = CommandTable.of(JUMPING, CHOOSING)
    names = [row.name for row in table.rows]
    refusal = names.index("watcher's refusal")
    assert names.index("opening's gate") < refusal < names.index("rank keys")
    assert refusal < names.index("a question asked") < names.index("go on")
    for key in ("jump_5", "pick_5", "draw", "play"):
        assert texts(dispatch(Watching(paused=False), table, key)) == ["Refused."], key
    assert texts(dispatch(Watching(paused=True), table, "play")) == ["On we go."]
    assert texts(dispatch(Watching(paused=True), table, "jump_5")) == ["Refused."]
