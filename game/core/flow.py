"""The flow of a game between the engine's events and the player's ears:
a deal's summary that waits for Enter, the events held behind it, a new
deal's opening and the gate that holds the move keys sent before it.

The session holds a :class:`Flow` (composition, not a base class) as
``flow``, and the flow reads the session only through :class:`FlowHost`:
the player's side of the table, the game's words for one event
(``describe``) and what the session takes in of it (``took_in``), the turn
prompt that follows a move, the advice that notes each event, and which
events end a deal (``pause_after``).

* **Events to words** (:meth:`Flow.announce`): each event as the player's
  seat may know it, said by the game; once a summary is said the engine
  has already dealt on, so the rest waits (``held``) until the player goes
  on (:meth:`Flow.go_on`).
* **The summary waiting** (:meth:`Flow.between_deals`): every key but Enter
  is answered by :meth:`Flow.while_summary_waits` (the command table's
  "summary waits" row); reports say the summary again.
* **A new deal's opening** (``unheard``): a move key already on its way when
  it was sent is held and says it again (:meth:`Flow.unheard_gate`, the
  command table's gate) until the app says the opening went to the speaker
  (:meth:`Flow.opening_heard`, ``game/app/heard.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ..i18n import t
from .base import Event
from .opening import cap_opening, must_say
from .seat import Seat
from .utterance import Utterance

#: The keys that make a move: they wait for a new deal to be heard.
MOVE_COMMANDS = frozenset({"play", "draw", "take_discard"})


class NotesEvents(Protocol):
    """What the flow asks of the session's advice (``advice.py``)."""

    def note_event(self, event: Event) -> None:
        """Keep ``event`` (as the player's seat sees it) for "since my last turn"."""
        ...


class RowsAnew(Protocol):
    """What the flow asks of the session's cursor (``cursor.py``)."""

    def refresh_rows(self) -> None:
        """Rebuild the rows from the current view (the next deal's hand)."""
        ...


class PromptsTurns(Protocol):
    """What the flow asks of the session's prompt (``prompt.py``)."""

    @property
    def opening_hint(self) -> str:
        """The message naming the key to an opening's rest."""
        ...

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        """The call to act after ``events``, when it is the player's turn."""
        ...

    def whose_turn(self) -> str:
        """Whose turn it is, in words."""
        ...


class FlowHost(Protocol):
    """What the flow reads of the session it runs (a
    :class:`~game.core.session.GameSession` is one): its side of the table,
    its words and the game's words for events, its keys' names."""

    @property
    def side(self) -> Seat:
        """The player's side of the table: its events, whose turn, redaction."""
        ...

    @property
    def advice(self) -> NotesEvents:
        """The advice, which notes every event said."""
        ...

    @property
    def pause_after(self) -> frozenset[str]:
        """The event types whose words are a summary that waits for the player."""
        ...

    @property
    def key_label(self) -> Callable[[str], str]:
        """The name of the key bound to a command."""
        ...

    @property
    def prompt(self) -> PromptsTurns:
        """The turn prompt and the opening's words: the call to act that
        follows a move, whose turn, the key to an opening's rest."""
        ...

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""
        ...

    def describe(self, event: Event) -> list[Utterance]:
        """The game's words for one (redacted) event, changing nothing."""
        ...

    def took_in(self, event: Event) -> None:
        """The session takes in one (redacted) event once it is said."""
        ...

    @property
    def cursor(self) -> RowsAnew:
        """The rows and the focus on them (``cursor.py``)."""
        ...


class Flow:
    """A session's flow (module docstring): what waits and what is held."""

    #: Commands that report the table; while a summary waits they say it again.
    REPORTS = frozenset({"my_status", "opponents", "table", "scores"})

    def __init__(self, host: FlowHost) -> None:
        self.host = host
        self.paused = False  # a summary waits for the player to go on
        self.held: list[Event] = []
        # Of ``held``, how many came with the summary (the next deal); the
        # rest are moves made while it waited, said whole (:meth:`go_on`).
        self.held_dealt = 0
        self.moves_from: int | None = None
        self.moves_said: list[Utterance] = []
        # The summary's words while it waits: the engine has already dealt
        # on, so reports repeat these rather than read the next deal.
        self.summary: list[str] = []
        # The events being said together (one move's, or those held behind
        # a summary): a game whose words for an event depend on what follows
        # it in the same move reads them (a play, then the burn it causes).
        self.batch: list[Event] = []
        self.play_again_requested = False
        # A new deal's opening, until the keys pressed before it was sent
        # are past: they move nothing (ux.md, "Deals and openings").
        self.unheard: list[Utterance] | None = None

    def announce(self, events: Sequence[Event]) -> list[Utterance]:
        """Words for engine events as the player may know them; events after
        a summary are held until the player goes on."""
        host = self.host
        self.batch = list(events)
        out: list[Utterance] = []
        dealt_at: int | None = None  # where a new deal's words begin in ``out``
        dealt = not self.paused  # a summary in this batch: the rest is the deal's own
        for index, event in enumerate(events):
            if self.paused:
                self.held.append(event)
                self.held_dealt += dealt
                continue
            if event["type"] == "deal":
                dealt_at = len(out)
            shown = host.side.redact(event)
            host.advice.note_event(shown)
            words = host.describe(shown)
            host.took_in(shown)
            if self.moves_from is not None and index >= self.moves_from:
                self.moves_said += words
            out += words
            # A summary waits for the player, except one followed by the end
            # of the game in the same move: that end is said at once.
            if event["type"] in host.pause_after and not (
                host.side.is_over() and event is not events[-1]
            ):
                self.paused = True
                self.summary = [u.text for u in words]
        if not self.paused and not host.side.is_over():
            out += host.prompt.turn_prompt_if_mine(events)
        if dealt_at is not None:
            self.unheard = out[dealt_at:]  # the keys already on their way wait
        return out

    def go_on(self) -> list[Utterance]:
        """Leave a summary: the next deal's opening, and whole, the moves
        made while the summary waited (online; offline the bots wait)."""
        if self.host.side.is_over():
            self.play_again_requested = True
            return []
        self.paused = False
        held, self.held = self.held, []
        moves_from, self.held_dealt = self.held_dealt, 0
        self.host.cursor.refresh_rows()
        news = self.announce_with_moves(held, moves_from)
        return cap_opening([], news, self.host.key_label, hint_id=self.host.prompt.opening_hint)

    def announce_with_moves(self, events: Sequence[Event],
                            moves_from: int | None) -> list[Utterance]:
        """:meth:`announce`, the words of ``events[moves_from:]`` (moves
        made before the player heard the deal's opening) marked to be said
        in it whole: an opening's cap leaves none of them unsaid."""
        self.moves_from = moves_from
        try:
            news = self.announce(events)
        finally:
            self.moves_from = None
        moves, self.moves_said = self.moves_said, []
        return [must_say(u) if any(u is m for m in moves) else u for u in news]

    def opening_heard(self) -> None:
        """The new deal's opening has gone to the speaker and every key
        pressed before it has been handled (the app calls this at the end of
        each frame, game/app/heard.py): from now on move keys act, however
        much of the opening is still being said."""
        self.unheard = None

    def unheard_gate(self, command: str) -> list[Utterance] | None:
        """A move key that was already on its way when the new deal's
        opening was sent (a second Enter right behind the one that dealt
        on, a double press): it does nothing and says the opening again, in
        one go. Every such key is held, whatever came between it and the
        deal; other keys (focus, reports, history) only read, and act. Once
        that deal's summary waits, its opening is over: Enter deals on."""
        if self.unheard is None or command not in MOVE_COMMANDS or self.paused:
            return None
        host = self.host
        again = " ".join(u.text for u in cap_opening([], self.unheard, host.key_label,
                                                     hint_id=host.prompt.opening_hint) if u.spoken)
        return [host.say(t("deal-not-heard", opening=again), interrupt=True, cue="invalid")]

    def between_deals(self) -> bool:
        """A deal's summary waits for Enter and the game goes on after it: the
        engine has dealt the next hand, which the player has not been told."""
        return self.paused and not self.host.side.is_over()

    def while_summary_waits(self, command: str) -> Utterance:
        """What a key says while a summary waits: reports describe the deal
        that ended (its summary again); everything else would act on or
        read the next deal, so it asks for Enter first."""
        host = self.host
        key = host.key_label("play")
        if command in self.REPORTS and self.summary:
            return host.say(" ".join(self.summary), interrupt=True)
        if command == "whose_turn":
            return host.say(t("summary-waits-turn", key=key), interrupt=True)
        return host.say(t("summary-waits", key=key), interrupt=True, cue="invalid")

    def turn_words(self) -> str:
        """Whose turn it is, or that a summary waits (said on coming back to
        the table from a menu)."""
        if self.between_deals():
            return t("summary-waits-turn", key=self.host.key_label("play"))
        return self.host.prompt.whose_turn()
