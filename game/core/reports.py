"""A game's reports as a part its session holds: the four report keys (my
status, the opponents, the table, the scores) and the window's text and
drawing model (``screen_lines``, ``table_model``).

The session holds one as ``reports`` (composition, not a base class), made
in the game session's ``__init__``; the command table answers the report
keys with it (:data:`REPORT_KEYS`) and the window reads its lines and its
table model. Each game's part is a subclass in the game's folder
(``game/games/<id>/reports.py``) that reads its session only through a
Protocol built on :class:`ReportsHost`. What the part says goes through the
host's ``say``, so it is kept in the history as every other sentence.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Final, Generic, Protocol, TypeVar

from ..i18n import t
from .command_table import Part
from .cursor import RowsInFocus
from .table import TableModel
from .utterance import Utterance


class DealFlow(Protocol):
    """What a game's reports read of the session's flow (``flow.py``)."""

    def between_deals(self) -> bool:
        """A deal's summary waits for the player to go on."""
        ...


class ReportsHost(Protocol):
    """What every game's reports read of the session: its ``say``, the
    seats' names, its rows made anew from the view, and its flow."""

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...

    @property
    def cursor(self) -> RowsInFocus:
        """The rows and the focus on them (``cursor.py``), made anew from
        the view before a report reads the hand."""
        ...

    @property
    def flow(self) -> DealFlow:
        """The game's flow: whether a deal's summary waits."""
        ...

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""
        ...


#: The session a game's reports read: each game's part reads more of it (its
#: own host Protocol), so the part is typed by it.
HostT_co = TypeVar("HostT_co", bound=ReportsHost, covariant=True)


class Reports(ABC, Generic[HostT_co]):
    """The reports of one session, which holds it as ``reports``: each
    report key's words and the window's lines and table. It reads the
    session (``host``) only through the game's host Protocol."""

    def __init__(self, host: HostT_co) -> None:
        self.host = host

    def said(self, text: str) -> list[Utterance]:
        """A report's words, said at once over whatever was being said."""
        return [self.host.say(text, interrupt=True)]

    @abstractmethod
    def my_status(self) -> list[Utterance]:
        """The player's own hand and standing (the status key)."""

    @abstractmethod
    def opponents(self) -> list[Utterance]:
        """The other players' hands and standing."""

    @abstractmethod
    def table(self) -> list[Utterance]:
        """What lies on the table: the pile, the stock, the laid cards."""

    @abstractmethod
    def scores(self) -> list[Utterance]:
        """The scores, or the standings of a game without them."""

    @abstractmethod
    def screen_lines(self) -> list[str]:
        """The large text the window shows: focus, hand, table."""

    def table_model(self) -> TableModel | None:
        """The table as the screen draws it, built from the player's view
        (each game's ``table.py``); None for a game that has none yet: the
        window then shows its ``screen_lines``."""
        return None


#: The report keys, each answered by the session's ``reports``.
REPORT_KEYS: Final = Part(commands={
    "my_status": lambda s: s.reports.my_status(),
    "opponents": lambda s: s.reports.opponents(),
    "table": lambda s: s.reports.table(),
    "scores": lambda s: s.reports.scores(),
})


class HandShown(Protocol):
    """What the window's first lines read of a draw-and-discard session's
    moves (``game/core/handmoves.py``): the hand and its selection."""

    @property
    def hand(self) -> Sequence[Any]:
        """The hand as displayed."""
        ...

    @property
    def selected(self) -> set[int]:
        """The selected positions in the displayed hand."""
        ...


class AskedQuestion(Protocol):
    """What the window's first lines read of the session's question
    (``game/core/choosing.py``)."""

    @property
    def choosing(self) -> object:
        """The question being asked, or None."""
        ...

    def choice_label(self) -> str:
        """The answer in focus, while a question is asked."""
        ...


class HandReportsHost(ReportsHost, Protocol):
    """What the window's first lines read of a draw-and-discard session
    (``game/core/handsession.py``): the focus, a question being asked, the
    hand and its selection, and the game's catalog prefix."""

    @property
    def words(self) -> str:
        """The game's catalog prefix (its id)."""
        ...

    @property
    def question(self) -> AskedQuestion:
        """The question part (``game/core/choosing.py``): what is asked, if anything."""
        ...

    @property
    def moves(self) -> HandShown:
        """The session's moves: the hand and its selection."""
        ...

    def card_name(self, card: Any, case: str = "nom") -> str:
        """A card's name in a grammatical ``case``."""
        ...


HandHostT_co = TypeVar("HandHostT_co", bound=HandReportsHost, covariant=True)


class HandReports(Reports[HandHostT_co]):
    """The reports of a draw-and-discard game, whose window starts alike."""

    def screen_head(self) -> list[str]:
        """The window's first lines: what has focus, then the hand with the
        selected cards in brackets."""
        host = self.host
        if host.question.choosing is not None:
            focus = host.question.choice_label()
        else:
            row = host.cursor.rows[host.cursor.row]
            focus = host.cursor.focused_label() if row.items else host.cursor.row_title(row)
        hand = ", ".join(
            ("[" + host.card_name(card) + "]") if i in host.moves.selected
            else host.card_name(card)
            for i, card in enumerate(host.moves.hand)
        )
        return [focus, hand or t(f"{host.words}-row-hand")]
