"""Enter on a card that is not selected, while other cards are: ask first.

Enter plays the selection, or with nothing selected the card in focus. So
with a card selected earlier, the player who steps on to another card hears
that card and presses Enter, and the selection goes instead: a card lost to
a key press (a red 8 discarded right after "yellow 10, 5 of 5"). No card may
move that the player did not hear last. When Enter would act on selected
cards while the focus rests on an unselected card of the same row, the first
Enter moves nothing and says what it would do; Enter again, as the very next
key with nothing changed, does it. With the focus on a selected card, with
nothing selected, or on another row (a group to hit, an action), Enter acts
at once, as before.

A session holds an :class:`EnterOnSelection` (``self.enter``; a
:class:`MeldOrDiscard` in a game that lays its phase), names
:data:`ENTER_ON_SELECTION` in its command table (so it sees every key first)
and asks :meth:`EnterOnSelection.asks_first` at each point where Enter
commits the selection, with the move it would make; a kept suggestion's
Enter is asked once for every game, by the command table's row
(``command_table.kept_suggestion``). The part reads the session only
through :class:`Selection`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..i18n import join_list, t
from .command_table import Keys, Part, Stage, forget
from .cursor import RowsInFocus
from .seat import Seat
from .utterance import History, Utterance


class SelectedPositions(Protocol):
    """What Enter's question reads of the session's moves (``moves.py``)."""

    @property
    def selected(self) -> set[int]:
        """The selected positions in the selection's row."""


class Selection(Protocol):
    """What Enter's question reads of the session: the focus and the
    selection, the seat, the history its words go into, names of cards and
    keys."""

    #: The player's seat.
    human: int
    side: Seat
    history: History
    key_label: Callable[[str], str]

    @property
    def moves(self) -> SelectedPositions:
        """The session's moves: the selection."""

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""

    @property
    def cursor(self) -> RowsInFocus:
        """The row in focus, each row's focused item, the row the
        selection is in and which cards a row holds (``cursor.py``)."""
        ...

    def card_name(self, card: Any, case: str = "nom") -> str:
        """A card's name in a grammatical case."""


class EnterOnSelection:
    """Enter asks before it acts on a selection the focus is not on."""

    def __init__(self, session: Selection) -> None:
        self.session = session
        #: The state in which Enter asked (see :meth:`state`); the next
        #: Enter in that same state confirms.
        self.asked: tuple[Any, ...] | None = None

    def action(self, move: Any) -> tuple[str, dict[str, Any]]:
        """What ``move`` does, for ``enter-off-selection``: ``play``,
        ``discard``, ``lay`` or ``declare``, and its arguments (``phase``):
        here, for a game whose every move on a selection plays it."""
        return "play", {}

    def focus_off_selection(self) -> Any | None:
        """The card in focus when cards are selected in its row and it is
        not one of them; None otherwise."""
        s = self.session
        if not s.moves.selected or s.cursor.row != s.cursor.selection_row():
            return None
        cards = s.cursor.row_cards(s.cursor.row)
        i = s.cursor.focus[s.cursor.row]
        if not cards or i >= len(cards) or i in s.moves.selected:
            return None
        return cards[i]

    def state(self) -> tuple[Any, ...]:
        """What Enter's question was about: the focus, the selection, the
        row's cards, the game's events and the words said since."""
        s = self.session
        cards = tuple(s.cursor.row_cards(s.cursor.row) or ())
        return (s.cursor.row, s.cursor.focus[s.cursor.row], frozenset(s.moves.selected), cards,
                len(s.side.events), len(s.history.messages))

    def asks_first(self, move: Any) -> list[Utterance] | None:
        """The question to say instead of making ``move`` (the selection's
        move, as Enter would make it), or None when Enter acts now: the
        focus is on the selection or off its row, the move would be refused
        anyway (its refusal says why), or this Enter confirms the question."""
        s = self.session
        focused = self.focus_off_selection()
        if focused is None:
            return None
        if s.side.current_player() != s.human or s.side.refusal(move) is not None:
            return None
        state = self.state()
        if self.asked == state:
            self.asked = None
            return None
        row = s.cursor.row_cards(s.cursor.row) or ()
        chosen = [row[i] for i in sorted(s.moves.selected)]
        what, args = self.action(move)
        text = t("enter-off-selection", what=what, key=s.key_label("play"),
                 clear=s.key_label("clear_selection"), count=len(chosen),
                 cards=join_list([s.card_name(c) for c in chosen]),
                 cards_acc=join_list([s.card_name(c, "acc") for c in chosen]),
                 focused=s.card_name(focused), focused_acc=s.card_name(focused, "acc"),
                 **args)
        said = [s.say(text, interrupt=True, cue="invalid")]
        self.asked = self.state()  # with the question in the history
        return said

    def end_question(self) -> None:
        """Any key but Enter: the question asked is no longer answered."""
        self.asked = None


class MeldOrDiscard(EnterOnSelection):
    """A draw-and-discard game's Enter: a meld (``meld``, the move's type,
    said as ``verb`` with the player's phase) or a discard."""

    def __init__(self, session: Selection, meld: type, verb: str,
                 phase: Callable[[], int]) -> None:
        super().__init__(session)
        self.meld = meld
        self.verb = verb
        #: The player's phase now (the lay or the declaration names it).
        self.phase = phase

    def action(self, move: Any) -> tuple[str, dict[str, Any]]:
        if isinstance(move, self.meld):
            return self.verb, {"phase": self.phase()}
        return "discard", {}


#: In a session's command table (command_table.py): Enter confirms only as
#: the very next key, so any other key, before all else, ends its question.
ENTER_ON_SELECTION = Part(rows=(
    forget("Enter's question", Stage.EVERY_KEY, Keys.every_but({"play"}),
           lambda session: session.enter.end_question()),))
