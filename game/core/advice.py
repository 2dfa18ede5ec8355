"""Two helps every game gives the player: a suggestion and what
happened since the player last moved.

* **Suggest** (``suggest``): the game picks a move from the player's view
  only (each game reuses its hard bot or its finder, never another seat's
  cards), selects and focuses its cards and says them. Enter then plays
  exactly that move while the selection and focus are as the suggestion
  left them: no question is asked again. Any change (another card
  selected, the focus moved) makes Enter read the selection as usual. A
  game that uses a suggestion is counted apart in the statistics, so the
  player can see an unassisted record.
* **Since my last turn** (``since_last``): one sentence per opponent, built
  from the events the session was told, in the order of play after the
  player: "Ada took the discard and laid phase 3."

The session holds an :class:`Advice` (composition, not a base class) as
``advice``, and the advice reads the session only through
:class:`AdviceHost`. A game's advice is a subclass in the game's folder
(``game/games/<id>/advice.py``) that supplies :meth:`Advice.plan_move`,
:meth:`Advice.show_move` and :meth:`Advice.since_clause`, and reads more of
its session through a protocol of its own. The shared words are in
``game/locale/<lang>/suggest.ftl``; each game's in its own ``suggest.ftl``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from ..i18n import join_list, t
from .base import Event
from .command_table import Part
from .cursor import RowsInFocus
from .seat import Seat
from .utterance import Utterance

#: A game's move.
MoveT = TypeVar("MoveT")


@dataclass
class Suggestion(Generic[MoveT]):
    """A move the game suggests and the words that say it; ``snapshot`` is
    the table as the player then had it (rows, focus), so Enter knows the
    player kept the suggestion."""

    move: MoveT
    words: str
    snapshot: tuple[Any, ...] = ()


@dataclass
class SinceLog:
    """Opponents' events since the player's last own move.

    The log empties when the first opponent event comes after one of the
    player's own events: while the player is still on their turn (after
    drawing, say) it keeps telling what the others did before it. A deal
    empties it and notes that no one has moved in this deal yet."""

    events: list[Event] = field(default_factory=list)
    mine_last: bool = False
    fresh_deal: bool = True

    def note(self, event: Event, human: int) -> None:
        seat = event.get("player")
        if event["type"] == "deal":
            self.events, self.mine_last, self.fresh_deal = [], False, True
            return
        if seat is None:
            return
        if seat == human:
            if event["type"] not in PASSIVE:
                self.mine_last = True
            return
        if self.mine_last:
            self.events, self.mine_last = [], False
        self.fresh_deal = False
        self.events.append(event)


def hand_positions(hand: Sequence[Any], cards: Sequence[Any]) -> list[int]:
    """Positions in ``hand`` holding ``cards``, a copy of a card once each.

    >>> hand_positions(["9", "4", "9", "W"], ["9", "W", "9"])
    [0, 3, 2]
    """
    taken: list[int] = []
    for card in cards:
        taken.append(next(j for j, c in enumerate(hand) if c == card and j not in taken))
    return taken


#: Events "about" a seat that are not its own move (a skip served).
PASSIVE = frozenset({"skipped"})


class SummaryWaits(Protocol):
    """What the advice reads of the session's flow (``flow.py``)."""

    def between_deals(self) -> bool:
        """A deal's summary waits for the player to go on."""
        ...


class AdviceHost(Protocol):
    """What the advice reads of the session it helps (a
    :class:`~game.core.session.GameSession` is one): the seat and its side
    of the table, the rows and the focus a suggestion leaves as it found
    them, and the session's words (``say``, names)."""

    #: The player's seat (a watcher's: no seat is "you").
    human: int

    @property
    def side(self) -> Seat:
        """The player's side of the table: its view, whose turn, its events."""
        ...

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...

    @property
    def cursor(self) -> RowsInFocus:
        """The rows and the focus on them (``cursor.py``)."""
        ...

    @property
    def flow(self) -> SummaryWaits:
        """The session's flow: whether a deal's summary waits."""
        ...

    def opponents(self) -> list[int]:
        """The other seats in turn order from the player's left."""
        ...


#: The session an advice helps: a game's advice reads more of it (its own
#: ``AdvisedSession``), so the part is typed by it.
SessionT_co = TypeVar("SessionT_co", bound=AdviceHost, covariant=True)


class Advice(Generic[SessionT_co, MoveT]):
    """The suggestion and since-my-last-turn commands (module docstring) of
    one session, which holds it as ``advice``. This one suggests nothing
    and tells no opponent's move; a game's own (``game/games/<id>/advice.py``)
    says how it plans, shows and tells its moves."""

    def __init__(self, session: SessionT_co) -> None:
        self.session = session
        #: Suggestions allowed (the settings' "suggestions"); on by default.
        self.suggestions_on = True
        #: The player took a suggestion in this game (the statistics count it).
        self.suggestions_used = False
        self.suggested: Suggestion[MoveT] | None = None
        self.since_log = SinceLog()
        # The planned move and the view it was planned for (repr).
        self._planned: tuple[str, MoveT | None] | None = None
        self._prepared_at = -1  # the number of game events when last prepared

    # -- per game ------------------------------------------------------------------
    def plan_move(self) -> MoveT | None:
        """The move to suggest, worked out from the player's view only (the
        slow part: a hard bot or a finder); None for nothing to suggest."""
        return None

    def show_move(self, move: MoveT) -> Suggestion[MoveT] | None:
        """Select and focus ``move``'s cards (or its action); its words."""
        return None

    def since_clause(self, event: Event) -> str | None:
        """One opponent event as a clause ("took the discard"); None for an
        event not worth telling."""
        return None

    # -- the log -------------------------------------------------------------------
    def note_event(self, event: Event) -> None:
        """Every (redacted) event the session announces passes here."""
        self.since_log.note(event, self.session.human)

    # -- the suggestion --------------------------------------------------------------
    def planned_move(self) -> MoveT | None:
        """:meth:`plan_move`, worked out once for each view of the table:
        the view is all a suggestion may depend on."""
        key = repr(self.session.side.view())
        if self._planned is None or self._planned[0] != key:
            self._planned = (key, self.plan_move())
        return self._planned[1]

    def prepare_suggestion(self) -> None:
        """Work the suggestion out ahead, while the player listens to the
        turn prompt (the app calls this when no computer is to move), so
        the suggest key answers at once."""
        game = self.session.side
        # Idle frames come many a second: look again only after new events
        # (the suggest key itself checks the whole view).
        if len(game.events) == self._prepared_at:
            return
        if (self.suggestions_on and not game.is_over() and not self.session.flow.between_deals()
                and game.current_player() == self.session.human):
            self._prepared_at = len(game.events)
            self.planned_move()

    def snapshot(self) -> tuple[Any, ...]:
        """Rows (their spoken items say what is selected), the row in focus
        and, off the hand, the item in focus (a group to hit, an action).
        Stepping through the hand to hear the selected cards keeps the
        suggestion; the hand is the first row in every game."""
        session = self.session
        session.cursor.refresh_rows()
        focus = session.cursor.focus[session.cursor.row] if session.cursor.row != 0 else None
        return (session.cursor.row, focus, tuple(tuple(r.items) for r in session.cursor.rows))

    def standing_suggestion(self) -> MoveT | None:
        """The suggested move when the player kept the suggestion as it was
        made, else None."""
        if self.suggested is None:
            return None
        if self.snapshot() != self.suggested.snapshot:
            self.suggested = None
            return None
        return self.suggested.move

    def cmd_suggest(self) -> list[Utterance]:
        session = self.session
        if not self.suggestions_on:
            return [session.say(t("suggest-off"), interrupt=True, cue="invalid")]
        if session.side.is_over():
            return [session.say(t("suggest-game-over"), interrupt=True, cue="invalid")]
        seat = session.side.current_player()
        if seat != session.human:
            # No one to move (an online table before its first view) is
            # named as the session's refusal of a move names it.
            return [session.say(t("suggest-not-your-turn", name=session.name(seat or 0)),
                                interrupt=True, cue="invalid")]
        move = self.planned_move()
        found = None if move is None else self.show_move(move)
        if found is None:
            return [session.say(t("suggest-none"), interrupt=True, cue="invalid")]
        found.snapshot = self.snapshot()
        self.suggested = found
        self.suggestions_used = True
        return [session.say(found.words, interrupt=True, cue="select")]

    # -- since my last turn ------------------------------------------------------------
    def cmd_since_last(self) -> list[Utterance]:
        log = self.since_log
        order = self.session.opponents()  # a watcher's: every seat
        if not log.events and log.fresh_deal:
            return [self.session.say(t("since-none-yet"), interrupt=True)]
        sentences = [self.since_sentence(seat, [e for e in log.events
                                                if e.get("player") == seat])
                     for seat in order]
        return [self.session.say(" ".join(sentences), interrupt=True)]

    def since_sentence(self, seat: int, events: Sequence[Event]) -> str:
        clauses = [c for c in (self.since_clause(e) for e in events) if c]
        who = self.session.name(seat, capital=True)
        if not clauses:
            return t("since-seat-nothing", name=who)
        return t("since-seat", name=who, actions=join_list(clauses))


#: The two keys in a session's command table (command_table.py).
ADVICE = Part(commands={"suggest": lambda s: s.advice.cmd_suggest(),
                        "since_last": lambda s: s.advice.cmd_since_last()})
#: In F1's list of a game that gives them.
ADVICE_KEYS = ("suggest", "since_last")
