"""Enter's question as a part the session holds (game/core/selection_enter.py),
tested alone on a small table of its own: with cards selected and the focus
on a card that is not one of them, the first Enter asks, the next Enter with
nothing changed confirms, and any other key or change asks again."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pytest

from game.core.base import Refusal
from game.core.command_table import kept_suggestion
from game.core.moves import Moves
from game.core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection, MeldOrDiscard
from game.core.utterance import History, Utterance
from game.games import SPECS
from game.i18n import set_language

KEYS = {"play": "Enter", "clear_selection": "Backspace"}


@dataclass
class Side:
    """The seat as the part asks it: whose move, a refusal, the events."""

    to_move: int | None = 0
    refused: Refusal | None = None
    events: list[dict[str, Any]] = field(default_factory=list)

    def current_player(self) -> int | None:
        return self.to_move

    def refusal(self, move: Any) -> Refusal | None:
        return self.refused


@dataclass
class HandRows:
    """The stand-in's rows as the part reads them (its ``cursor``): one row
    of cards (row 0) and a row of actions (row 1), the focus on them."""

    cards: list[str]
    focus: list[int]
    row: int = 0

    def selection_row(self) -> int:
        return 0

    def row_cards(self, row: int) -> list[str] | None:
        return self.cards if row == 0 else None


@dataclass
class Hand:
    """A session as :class:`~game.core.selection_enter.Selection` reads it:
    its rows (``cursor``), the selection, the seat, the history."""

    cursor: HandRows
    selected: set[int]
    human: int = 0
    side: Side = field(default_factory=Side)
    history: History = field(default_factory=History)

    @property
    def moves(self) -> Hand:
        """The session's moves, as Enter's question reads them: the selection."""
        return self

    def key_label(self, command: str) -> str:
        return KEYS[command]

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.history.add(text)
        return Utterance(text, interrupt=interrupt, cue=cue, seat=seat)

    def card_name(self, card: str, case: str = "nom") -> str:
        return card


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")


def hand(selected: set[int], focus: int) -> Hand:
    return Hand(HandRows(["red 8", "yellow 10", "blue 3"], [focus, 0]), selected)


ASKED = ("Enter would play the selected red 8, not the yellow 10: Enter again to play it, "
         "Backspace to clear the selection.")


def test_the_first_enter_asks_and_the_next_confirms() -> None:
    table = hand({0}, focus=1)
    enter = EnterOnSelection(table)
    asked = enter.asks_first("the move")
    assert asked is not None and [u.text for u in asked] == [ASKED]
    assert asked[0].interrupt and asked[0].cue == "invalid"
    assert table.history.messages == [ASKED]
    assert enter.asks_first("the move") is None  # the very next Enter: made
    assert enter.asks_first("the move") is not None  # a new Enter asks anew


def test_another_key_between_ends_the_question() -> None:
    table = hand({0}, focus=1)
    enter = EnterOnSelection(table)
    assert enter.asks_first("the move") is not None
    enter.end_question()
    assert enter.asks_first("the move") is not None


def test_anything_said_or_changed_since_asks_again() -> None:
    table = hand({0}, focus=1)
    enter = EnterOnSelection(table)
    assert enter.asks_first("the move") is not None
    table.say("Ada plays a 5.")  # words since the question: it may not be heard
    assert enter.asks_first("the move") is not None
    table.cursor.focus[0] = 2  # the focus moved on to another unselected card
    assert enter.asks_first("the move") is not None
    table.side.events.append({"type": "draw"})
    assert enter.asks_first("the move") is not None


@pytest.mark.parametrize(("selected", "focus", "row"), [
    ({0}, 0, 0),  # the focus is on the selection
    (set(), 1, 0),  # nothing selected: Enter acts on the card in focus
    ({0}, 1, 1),  # another row (an action, a group to hit)
])
def test_enter_acts_at_once_where_no_card_could_be_lost(
        selected: set[int], focus: int, row: int) -> None:
    table = hand(selected, focus)
    table.cursor.row = row
    assert EnterOnSelection(table).asks_first("the move") is None
    assert table.history.messages == []


def test_a_move_refused_or_out_of_turn_asks_nothing_its_refusal_says_why() -> None:
    table = hand({0}, focus=1)
    table.side.refused = Refusal("not-your-turn")
    assert EnterOnSelection(table).asks_first("the move") is None
    table.side.refused, table.side.to_move = None, 1
    assert EnterOnSelection(table).asks_first("the move") is None


def test_a_meld_names_its_phase_and_anything_else_is_a_discard() -> None:
    class Lay:
        pass

    table = hand({0, 2}, focus=1)
    enter = MeldOrDiscard(table, Lay, "lay", lambda: 4)
    asked = enter.asks_first(Lay())
    assert asked is not None
    assert asked[0].text.startswith("Enter would lay phase 4 with the 2 selected cards, "
                                    "without the yellow 10")
    enter.end_question()
    assert enter.action("a discard") == ("discard", {})
    assert enter.action(Lay()) == ("lay", {"phase": 4})


def test_the_table_row_ends_the_question_on_any_key_but_enter() -> None:
    (row,) = ENTER_ON_SELECTION.rows
    table = hand({0}, focus=1)
    table_session = type("Session", (), {})()
    table_session.enter = EnterOnSelection(table)
    assert table_session.enter.asks_first("the move") is not None
    assert "play" not in row.keys and "next_card" in row.keys
    assert row.answer(table_session, "next_card") is None  # says nothing, ends the question
    assert table_session.enter.asked is None


@pytest.mark.parametrize("game_spec", SPECS, ids=lambda s: s.id)
def test_every_game_holds_the_part_and_not_its_members(game_spec: Any) -> None:
    session = game_spec.session(2, ["normal"], seed=1)
    assert isinstance(session.enter, EnterOnSelection)
    assert session.enter.session is session
    for member in ("heard_first", "focus_off_selection", "enter_state", "enter_action",
                   "_enter_asked"):
        assert not hasattr(session, member), member


class Kept:
    """The advice part as the kept suggestion's row reads it."""

    def standing_suggestion(self) -> str:
        return "the move"


def test_enter_on_a_kept_suggestion_asks_first_once_in_the_tables_row() -> None:
    """The table's row for Enter on a kept suggestion asks the session's Enter
    part first (the focus off the selection: the question, nothing played),
    then plays it on the confirming Enter; a session without the part plays
    at once. No game overrides ``play_suggested`` to ask it itself."""
    played: list[Any] = []

    def play_suggested(move: Any) -> list[Utterance]:
        played.append(move)
        return [Utterance("Played.")]

    table = hand({0}, focus=1)
    session = SimpleNamespace(advice=Kept(), enter=EnterOnSelection(table),
                              moves=SimpleNamespace(play_suggested=play_suggested))
    asked = kept_suggestion(session, "play")
    assert asked is not None and [u.text for u in asked] == [ASKED] and played == []
    assert kept_suggestion(session, "play") == [Utterance("Played.")]
    assert played == ["the move"]
    without_part = SimpleNamespace(advice=Kept(),
                                   moves=SimpleNamespace(play_suggested=play_suggested))
    assert kept_suggestion(without_part, "play") == [Utterance("Played.")]
    assert played == ["the move", "the move"]
    for game_spec in SPECS:
        moves = type(game_spec.session(2, ["easy"], seed=1).moves)
        assert moves.play_suggested is Moves.play_suggested, game_spec.id
