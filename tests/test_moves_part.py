"""The moves part (``game/core/moves.py``) alone: a stand-in session
(:class:`Host`, what :class:`~game.core.moves.MovesHost` names and no more)
and a stand-in side of the table that takes or refuses a move. A refused
move says its refusal and changes nothing; a move taken is counted, spends
the selection and the suggestion, and says its events' words; a kept
suggestion's move brings the focus back to the hand. Then, in each game,
Space toggles the card in focus through the session's own part, and the
session keeps none of the part's members."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.base import Event, IllegalMove, Refusal
from game.core.moves import MOVE_KEYS, Moves
from game.core.utterance import Utterance
from game.games import SPECS
from game.i18n import set_language


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")


@dataclass
class Side:
    """The table as the part sends a move to it: whose turn, the events so
    far, and the refusal (if any) the next move meets."""

    to_move: int | None = 0
    over: bool = False
    refusal: Refusal | None = None
    events: list[Event] = field(default_factory=list)
    sent: list[Any] = field(default_factory=list)

    def is_over(self) -> bool:
        return self.over

    def current_player(self) -> int | None:
        return self.to_move

    def submit(self, move: Any) -> list[Event]:
        if self.refusal is not None:
            raise IllegalMove(self.refusal)
        self.sent.append(move)
        event: Event = {"type": "play", "player": 0, "move": move}
        self.events.append(event)
        return [event]


@dataclass
class Flow:
    """The flow as a move reads it: the opening unheard, and the words of
    the events announced."""

    unheard: Any = "the opening"
    announced: list[Event] = field(default_factory=list)

    def announce(self, events: list[Event]) -> list[Utterance]:
        self.announced += events
        return [Utterance(f"{e['type']} {e['move']}") for e in events]


@dataclass
class Kept:
    """The advice as a move reads it: the suggestion standing."""

    suggested: Any = "a suggestion"


class Engine:
    game_id = "stand-in"


@dataclass
class Rows:
    """The session's cursor as the moves read it: the row in focus, and
    how many times the rows were made anew."""

    row: int = 0
    refreshed: int = 0

    def refresh_rows(self) -> None:
        self.refreshed += 1


@dataclass
class Host:
    """What the moves part reads of a session, and no more."""

    side: Side = field(default_factory=Side)
    flow: Flow = field(default_factory=Flow)
    advice: Kept = field(default_factory=Kept)
    human: int = 0
    cursor: Rows = field(default_factory=Rows)
    said: list[str] = field(default_factory=list)
    engine: type[Engine] = Engine

    def key_label(self, command: str) -> str:
        return {"toggle_select": "Space", "play": "Enter"}.get(command, command)

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.said.append(text)
        return Utterance(text, interrupt=interrupt, cue=cue, seat=seat)

    def name(self, seat: int, capital: bool = False) -> str:
        return ["you", "Ada", "Cy"][seat]


def test_a_refused_move_says_the_refusal_and_changes_nothing() -> None:
    host = Host(side=Side(refusal=Refusal("nothing-selected")))
    moves = Moves(host)
    moves.selected = {1, 2}
    said = moves.try_move("the move")
    assert [(u.text, u.cue, u.interrupt) for u in said] == [
        ("Invalid: select cards with Space first.", "invalid", True)]
    assert host.said == ["Invalid: select cards with Space first."]  # in the history
    assert moves.moves_taken == 0
    assert moves.selected == {1, 2}
    assert host.side.sent == [] and host.flow.announced == []
    assert host.advice.suggested == "a suggestion"


def test_a_move_out_of_turn_or_after_the_end_is_refused_without_being_sent() -> None:
    host = Host(side=Side(to_move=2))
    moves = Moves(host)
    assert [u.text for u in moves.try_move("the move")] == ["Invalid: it is Cy's turn."]
    host.side.to_move, host.side.over = None, True
    assert [u.text for u in moves.try_move("the move")] == ["Invalid: the game is over."]
    assert host.side.sent == [] and moves.moves_taken == 0


def test_a_move_taken_counts_and_spends_the_selection_and_the_suggestion() -> None:
    host = Host()
    moves = Moves(host)
    moves.selected = {0, 3}
    said = moves.try_move("the move")
    assert [u.text for u in said] == ["play the move"]  # the flow's words of its events
    assert host.side.sent == ["the move"]
    assert moves.moves_taken == 1
    assert moves.selected == set()
    assert host.advice.suggested is None
    assert host.flow.unheard is None  # a move of the player's own ends the opening's wait


def test_a_game_words_its_refusals_through_refusal_args() -> None:
    class Named(Moves[Host]):
        def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
            return {"name": refusal.args["seat"].upper()}

    assert Named(Host()).refuse(Refusal("not-your-turn", {"seat": "bea"})).text == (
        "Invalid: it is BEA's turn.")


def test_a_kept_suggestions_move_brings_the_focus_back_to_the_hand() -> None:
    host = Host(cursor=Rows(row=2))
    moves = Moves(host)
    moves.play_suggested("the move")
    assert (host.cursor.row, host.cursor.refreshed) == (0, 1)
    refused = Host(cursor=Rows(row=2), side=Side(refusal=Refusal("nothing-selected")))
    Moves(refused).play_suggested("the move")
    # nothing made: the focus stays
    assert (refused.cursor.row, refused.cursor.refreshed) == (2, 0)


def test_the_move_keys_call_the_sessions_part() -> None:
    class Keys:
        def __getattr__(self, name: str) -> Any:
            return lambda: [Utterance(name)]

    class Session:
        moves = Keys()

    for key, method in [("toggle_select", "cmd_toggle_select"), ("play", "cmd_play"),
                        ("draw", "cmd_draw"), ("take_discard", "cmd_take_discard"),
                        ("sort", "cmd_sort")]:
        assert MOVE_KEYS.commands[key](Session()) == [Utterance(method)]


#: What the session held before its moves were a part: none may be left on it.
MOVED = ("try_move", "refuse", "refusal_args", "play_suggested", "moves_taken",
         "after_own_move", "cmd_play", "cmd_draw", "cmd_take_discard", "cmd_toggle_select",
         "cmd_sort", "cmd_pass", "cmd_play_selection", "chosen_cards", "discard_selection",
         "discard", "draw_move", "draw_moves", "meld_selection", "select_args", "selected",
         "selected_row", "sort_order", "sort_orders", "hit_focused", "play_elsewhere",
         "blocked", "laid", "my_limit", "suggestion", "hand_row", "attempt")


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_space_toggles_the_focused_card_through_the_sessions_part(spec: Any) -> None:
    session = spec.session(2, ["easy"], seed=4)
    session.start()
    session.cursor.row = 0
    session.cursor.focus[0] = 1
    on = session.handle("toggle_select")
    assert session.moves.selected == {1}
    assert on[0].cue == "select"
    off = session.handle("toggle_select")
    assert session.moves.selected == set()
    assert off[0].cue == "deselect"
    for member in MOVED:
        assert not hasattr(session, member), member
