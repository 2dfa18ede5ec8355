"""The suggestion and "since my last turn" as a part the session holds
(``game/core/advice.py``), not a base of the session: every game's session
holds its game's advice as ``advice`` and has none of the advice's members
itself, and the part works alone, with a stand-in for the session (what
:class:`~game.core.advice.AdviceHost` names) and no game."""

from __future__ import annotations

import ast
import importlib
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game.core.advice import ADVICE, Advice, Suggestion
from game.core.base import Event
from game.core.command_table import CommandTable, dispatch
from game.core.cursor import Row
from game.core.utterance import Utterance
from game.games import SPECS

#: The advice's own methods, the old mixin's among them.
ADVICE_METHODS = {name for name in vars(Advice) if not name.startswith("__")}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_each_session_holds_its_games_advice_and_is_none(spec: Any) -> None:
    session_class = spec.session
    assert not issubclass(session_class, Advice)
    session = session_class(2, ["normal"], seed=1)
    assert isinstance(session.advice, Advice) and session.advice.session is session
    # None of the advice's members (its methods, what it keeps) is the session's.
    members = ADVICE_METHODS | set(vars(session.advice)) - {"session"}
    assert {"plan_move", "cmd_suggest", "since_log", "suggestions_used"} <= members
    held = members & (set(dir(session_class)) | set(vars(session)))
    assert not held, held
    # The game's own advice, from its folder, which imports no session.
    module = importlib.import_module(type(session.advice).__module__)
    assert module.__name__ == f"game.games.{spec.id}.advice"
    tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert imported and not [m for m in imported if m.rpartition(".")[2] == "session"]


# -- the part alone -------------------------------------------------------------------------

@dataclass
class Table:
    """A stand-in for the player's side of the table: whose turn, the events."""

    turn: int | None = 0
    over: bool = False
    events: list[Event] = field(default_factory=list)

    def view(self) -> tuple[int, int | None]:
        return (len(self.events), self.turn)

    def is_over(self) -> bool:
        return self.over

    def current_player(self) -> int | None:
        return self.turn


@dataclass
class Flow:
    """A stand-in for the session's flow: no summary waits, no opening
    holds the keys."""

    paused: bool = False

    def between_deals(self) -> bool:
        return self.paused

    def unheard_gate(self, command: str) -> None:
        return None


@dataclass
class HandRows:
    """The stand-in's cursor: the hand (its labels mark the selection) and
    an actions row, the focus on them."""

    host: Host
    rows: list[Row] = field(default_factory=list)
    row: int = 0
    focus: list[int] = field(default_factory=lambda: [0, 0])

    def refresh_rows(self) -> None:
        marked = [f"{card} selected" if i in self.host.selected else card
                  for i, card in enumerate(self.host.hand)]
        self.rows = [Row("hand", marked), Row("actions", ["draw", "pass"])]


@dataclass
class Host:
    """A stand-in for the session, no more than the advice reads of it."""

    side: Table = field(default_factory=Table)
    human: int = 0
    hand: list[str] = field(default_factory=lambda: ["9", "4", "K"])
    selected: set[int] = field(default_factory=set)
    said: list[str] = field(default_factory=list)
    flow: Flow = field(default_factory=Flow)
    cursor: HandRows = field(init=False)

    def __post_init__(self) -> None:
        self.cursor = HandRows(self)

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.said.append(text)
        return Utterance(text, interrupt=interrupt, cue=cue)

    def name(self, seat: int, capital: bool = False) -> str:
        if seat == self.human:
            return "You" if capital else "you"
        return ["Bea", "Ada", "Cy"][seat]

    def opponents(self) -> list[int]:
        return [1, 2]


#: A stand-in game's move: what it does and its cards.
Move = tuple[str, ...]


class FirstCards(Advice[Host, Move]):
    """Suggests the hand's first two cards; tells a move by its type."""

    planned = 0

    def plan_move(self) -> Move | None:
        self.planned += 1
        return ("play", "9", "4")

    def show_move(self, move: Move) -> Suggestion[Move] | None:
        self.session.selected = {0, 1}
        self.session.cursor.row = 0
        return Suggestion(move, "Suggested: 9 and 4.")

    def since_clause(self, event: Event) -> str | None:
        return {"draw": "drew", "pass": "passed"}.get(event["type"])


def test_the_advice_alone_tells_each_opponent_since_the_players_last_move() -> None:
    host = Host()
    advice = FirstCards(host)
    assert advice.cmd_since_last()[0].text == "No one else has moved yet in this deal."
    for event in ({"type": "deal"}, {"type": "draw", "player": 1},
                  {"type": "play", "player": 0},  # the player's move: what was before is old
                  {"type": "pass", "player": 1}, {"type": "sort", "player": 2},
                  {"type": "skipped", "player": 0},  # served, not the player's own move
                  {"type": "draw", "player": 1}):
        advice.note_event(event)
    assert advice.cmd_since_last()[0].text == (
        "Ada passed and drew. Cy has not moved since your last turn.")
    advice.note_event({"type": "deal"})
    assert advice.cmd_since_last()[0].text == "No one else has moved yet in this deal."


def test_the_advice_alone_keeps_a_suggestion_while_the_table_is_as_it_left_it() -> None:
    host = Host()
    advice = FirstCards(host)
    words = advice.cmd_suggest()
    assert [w.text for w in words] == ["Suggested: 9 and 4."] and words[0].cue == "select"
    assert advice.suggestions_used and host.selected == {0, 1}
    assert advice.standing_suggestion() == ("play", "9", "4")
    host.selected = {0}  # the player changed the selection: the suggestion is gone
    assert advice.standing_suggestion() is None and advice.suggested is None
    # Worked out once for each view of the table, ahead or on the key.
    advice.prepare_suggestion()
    advice.cmd_suggest()
    assert advice.planned == 1
    host.side.events.append({"type": "draw", "player": 0})
    advice.prepare_suggestion()
    assert advice.planned == 2


def test_the_advice_alone_says_when_it_has_nothing_to_suggest() -> None:
    host = Host(side=Table(turn=2))
    advice = FirstCards(host)
    assert advice.cmd_suggest()[0].text == "Nothing to suggest: it is Cy's turn."
    host.side.turn = 0
    advice.suggestions_on = False
    assert advice.cmd_suggest()[0].text == "Suggestions are off; turn them on in Settings."
    advice.suggestions_on = True
    host.side.over = True
    assert advice.cmd_suggest()[0].text == "The game is over: nothing to suggest."
    assert advice.suggested is None and not advice.suggestions_used
    # The plain advice, a game's with nothing of its own, suggests nothing.
    host.side.over = False
    assert Advice(host).cmd_suggest()[0].text == "Nothing to suggest here."


def test_the_command_table_calls_the_sessions_advice() -> None:
    """The suggest and since-my-last-turn keys reach the part the session
    holds (the ADVICE part of the command table)."""

    @dataclass
    class Session(Host):
        advice: Any = None
        # The moves as the table counts them (core/moves.py): none taken.
        moves: Any = field(default_factory=lambda: SimpleNamespace(moves_taken=0))
        watching: bool = False

    session = Session()
    session.advice = FirstCards(session)
    table = CommandTable.of(ADVICE)
    assert [u.text for u in dispatch(session, table, "suggest")] == ["Suggested: 9 and 4."]
    assert session.advice.suggested is not None
    said = dispatch(session, table, "since_last")
    assert [u.text for u in said] == ["No one else has moved yet in this deal."]
