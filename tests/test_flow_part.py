"""The flow of a game as a part the session holds (``game/core/flow.py``),
not members of the session: every game's session holds a :class:`Flow` as
``flow`` and has none of its members itself, and the part works alone,
with a stand-in for the session (what :class:`~game.core.flow.FlowHost`
names) and a stand-in seat, no game:

- a summary holds the events after it until the player goes on, and the
  moves made while it waited are then said whole;
- a move key sent before a new deal's opening was heard is held and says
  the opening again, and acts once the opening was heard;
- while a summary waits, reports say it again and other keys ask for Enter.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pytest

from game.core.base import Event
from game.core.command_table import CommandTable, Part, dispatch
from game.core.flow import Flow
from game.core.opening import CALL_TO_ACT
from game.core.utterance import History, Utterance
from game.games import SPECS
from game.i18n import t

#: The flow's own members, methods and what it keeps.
FLOW_MEMBERS = {name for name in vars(Flow) if not name.startswith("__")}
#: What the session kept of the flow before it was a part.
OLD_PRIVATE = {"_held", "_held_dealt", "_moves_from", "_moves_said", "_batch"}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_each_session_holds_a_flow_and_has_none_of_its_members(spec: Any) -> None:
    session = spec.session(2, ["normal"], seed=1)
    assert isinstance(session.flow, Flow) and session.flow.host is session
    members = FLOW_MEMBERS | set(vars(session.flow)) - {"host"}
    assert {"announce", "go_on", "paused", "summary", "unheard", "held"} <= members
    held = (members | OLD_PRIVATE) & (set(dir(type(session))) | set(vars(session)))
    assert not held, held


# -- the part alone -------------------------------------------------------------------------

def event(kind: str, text: str) -> Event:
    """A stand-in event: its type and the words the stand-in game says for it."""
    return {"type": kind, "text": text}


@dataclass
class Side:
    """A stand-in for the player's side of the table."""

    over: bool = False

    def redact(self, event: Event) -> Event:
        return {**event, "shown": True}

    def is_over(self) -> bool:
        return self.over


@dataclass
class Noted:
    """A stand-in for the advice: the events it noted; no suggestion kept."""

    events: list[Event] = field(default_factory=list)

    def note_event(self, event: Event) -> None:
        self.events.append(event)

    def standing_suggestion(self) -> Any:
        return None


KEYS = {"play": "Enter", "my_status": "F2", "history_back": "Comma", "help": "F1"}


@dataclass
class Rows:
    """The session's cursor as the flow reads it: the rows made anew, counted."""

    refreshed: int = 0

    def refresh_rows(self) -> None:
        self.refreshed += 1


@dataclass
class Host:
    """A stand-in for the session, no more than the flow (and the command
    table's rows, for the keys) read of it."""

    side: Side = field(default_factory=Side)
    advice: Noted = field(default_factory=Noted)
    pause_after: frozenset[str] = frozenset({"deal_end", "game_end"})
    opening_hint: str = "opening-rest"
    my_turn: bool = True
    taken: list[Event] = field(default_factory=list)
    cursor: Rows = field(default_factory=Rows)
    history: History = field(default_factory=History)
    # The moves as the table counts them (core/moves.py): none taken.
    moves: Any = field(default_factory=lambda: SimpleNamespace(moves_taken=0))
    watching: bool = False
    played: int = 0
    flow: Flow = field(init=False)

    def __post_init__(self) -> None:
        self.flow = Flow(self)

    def key_label(self, command: str) -> str:
        return KEYS.get(command, command)

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.history.add(text)
        return Utterance(text, interrupt=interrupt, cue=cue)

    def describe(self, event: Event) -> list[Utterance]:
        assert event["shown"]  # the game says what the player's seat may know
        return [Utterance(event["text"])]

    def took_in(self, event: Event) -> None:
        self.taken.append(event)

    @property
    def prompt(self) -> Host:
        """The stand-in is its own prompt too: the call to act, whose turn,
        the key to an opening's rest."""
        return self

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        return [Utterance("Your turn.", cue=CALL_TO_ACT)] if events and self.my_turn else []

    def whose_turn(self) -> str:
        return "Ada's turn."

    def play(self) -> list[Utterance]:
        self.played += 1
        return [self.say("Played.")]


#: The stand-in's one command, under the table's own rows (the gate, the
#: summary waiting, Enter going on).
TABLE = CommandTable.of(Part(commands={"play": lambda s: s.play()}))


def texts(words: Sequence[Utterance]) -> list[str]:
    return [u.text for u in words if u.spoken]


def test_a_summary_holds_the_events_after_it_and_going_on_says_them() -> None:
    host = Host()
    flow = host.flow
    # One move: a play ends the deal, and the engine has dealt the next.
    said = flow.announce([event("play", "Bea plays."), event("deal_end", "Deal 1 over."),
                          event("deal", "Deal 2."), event("play", "Ada leads.")])
    assert texts(said) == ["Bea plays.", "Deal 1 over."]  # no call to act while it waits
    assert flow.paused and flow.between_deals() and flow.summary == ["Deal 1 over."]
    assert [e["text"] for e in host.taken] == ["Bea plays.", "Deal 1 over."]
    assert [e["text"] for e in host.advice.events] == ["Bea plays.", "Deal 1 over."]
    assert flow.unheard is None  # the next deal's opening is not said yet
    # Online the others move on while the summary waits: held too, unsaid.
    assert flow.announce([event("play", "Cy plays.")]) == []
    assert [e["text"] for e in flow.held] == ["Deal 2.", "Ada leads.", "Cy plays."]

    news = flow.go_on()
    assert texts(news) == ["Deal 2.", "Ada leads.", "Cy plays.", "Your turn."]
    assert not flow.paused and not flow.between_deals() and flow.held == []
    assert host.cursor.refreshed == 1  # the rows read the next deal before it is said
    # The move made while the summary waited is said whole in the opening;
    # the deal's own news may give way to the five seconds' budget.
    must = {u.text: u.must for u in news}
    assert must["Cy plays."] == (0,) and must["Deal 2."] == () and must["Ada leads."] == ()
    # The new deal's opening, from the deal on, holds the keys already sent.
    assert flow.unheard is not None
    assert texts(flow.unheard) == ["Deal 2.", "Ada leads.", "Cy plays.", "Your turn."]


def test_a_summary_followed_by_the_end_of_the_game_says_the_end_at_once() -> None:
    host = Host(side=Side(over=True))
    flow = host.flow
    said = flow.announce([event("deal_end", "Deal 9 over."), event("game_end", "You win.")])
    assert texts(said) == ["Deal 9 over.", "You win."]
    assert flow.paused and not flow.between_deals()  # the game is over: nothing to deal
    assert flow.go_on() == [] and flow.play_again_requested


def test_a_move_key_before_the_opening_was_heard_says_it_again_then_acts() -> None:
    host = Host()
    flow = host.flow
    flow.announce([event("deal", "Deal 2. Ada deals.")])
    assert texts(flow.unheard or []) == ["Deal 2. Ada deals.", "Your turn."]
    # A second Enter right behind the key that dealt: held, the opening again.
    again = t("deal-not-heard", opening="Deal 2. Ada deals. Your turn.")
    assert texts(dispatch(host, TABLE, "play")) == [again]
    assert host.played == 0
    assert flow.unheard_gate("my_status") is None  # a reading key acts
    assert texts(dispatch(host, TABLE, "play")) == [again]  # still held, whatever came between
    flow.opening_heard()  # the app, as the frame that dealt ends
    assert flow.unheard is None and flow.unheard_gate("play") is None
    assert texts(dispatch(host, TABLE, "play")) == ["Played."] and host.played == 1


def test_while_a_summary_waits_reports_say_it_again_and_enter_goes_on() -> None:
    host = Host()
    flow = host.flow
    # A deal over in the move that dealt it: its opening held the keys.
    flow.announce([event("deal", "Deal 1."), event("deal_end", "Deal 1 over. Press Enter."),
                   event("deal", "Deal 2.")])
    assert flow.between_deals() and flow.unheard is not None
    for report in Flow.REPORTS:
        assert texts(dispatch(host, TABLE, report)) == ["Deal 1 over. Press Enter."]
    assert texts(dispatch(host, TABLE, "whose_turn")) == [t("summary-waits-turn", key="Enter")]
    assert flow.turn_words() == t("summary-waits-turn", key="Enter")
    refused = dispatch(host, TABLE, "draw")
    assert texts(refused) == [t("summary-waits", key="Enter")] and refused[0].cue == "invalid"
    # The summary's opening is over: Enter deals on, past the gate.
    assert flow.unheard_gate("play") is None
    assert texts(dispatch(host, TABLE, "play")) == ["Deal 2.", "Your turn."]
    assert host.played == 0 and not flow.paused
    assert flow.turn_words() == "Ada's turn."


def test_the_batch_is_the_events_said_together() -> None:
    # A game whose words for an event depend on what follows it in the same
    # move reads them (Shithead: a play, then its burn).
    host = Host()
    batch = [event("play", "Bea plays."), event("burn", "The pile burns.")]
    host.flow.announce(batch)
    assert host.flow.batch == batch
