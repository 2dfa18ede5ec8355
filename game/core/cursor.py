"""The focus rows of a game on screen: what the focus keys move over and
what they say (ux.md: up and down change row, left and right move along it).

:class:`Row` is one row: its name and the spoken labels of its items. The
:class:`Cursor` is a part the session holds as ``cursor`` (composition, not
a base class): it holds the rows, the row in focus and the place in each
row, and answers the focus keys. Each game's cursor (``game/games/<id>/cursor.py``)
builds the rows from its session's view (:meth:`Cursor.refresh_rows`) and
names them (:meth:`Cursor.row_title`), reading the session through a
protocol of its own built on :class:`CursorHost`. Apart from the session
so that the focus is read, and tested, without the flow of a game.

Other parts (the rank keys, Enter's question, the advice, the reports)
read and move the focus through :class:`RowsInFocus`, the cursor as they
see it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from ..i18n import t
from .utterance import Utterance


@dataclass
class Row:
    """A focus row: a name and the spoken labels of its items."""

    name: str
    items: list[str] = field(default_factory=list)


class CursorHost(Protocol):
    """What every cursor reads of its session: whether the player only
    watches (the focus keeps to the public rows), and ``say``, as the focus
    keys' words go to the history as every word does."""

    @property
    def watching(self) -> bool:
        """The player watches the table: no seat, no hand."""
        ...

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""
        ...


class RowsInFocus(Protocol):
    """What the session's other parts (the rank keys, Enter's question, the
    advice, the reports, the flow) read and move of its cursor."""

    #: The row in focus, and each row's focused item.
    row: int
    focus: list[int]

    @property
    def rows(self) -> Sequence[Row]:
        """The rows as said."""
        ...

    def refresh_rows(self) -> None:
        """Rebuild the rows from the current view."""
        ...

    def focused_label(self) -> str:
        """The item in focus, as the focus keys say it."""
        ...

    def row_title(self, row: Row) -> str:
        """A row's name and size, said when it has no item in focus."""
        ...

    def row_cards(self, row: int) -> Sequence[Any] | None:
        """The cards of ``row`` in display order; None for a row of no
        cards (actions, laid groups, face-down cards)."""
        ...

    def selection_row(self) -> int:
        """The row the selection is in."""
        ...


#: The session a cursor serves: :class:`CursorHost` and what the game's own
#: rows read of it (its view, its hand, its names).
HostT_co = TypeVar("HostT_co", bound=CursorHost, covariant=True)


class Cursor(ABC, Generic[HostT_co]):
    """The rows, the row in focus and each row's focused item, and the keys
    that move them, of one session (``host``), which holds it as ``cursor``."""

    #: The rows a watcher's focus moves over: what is public (the hand, the
    #: first row of every game, and the actions are a seat's own).
    watch_rows: ClassVar[tuple[int, ...]] = (1,)
    #: Rows whose labels name no place of their own (the table row's laid
    #: groups, the cards played): moving along them adds it, "..., 2 of 4",
    #: as the hand's labels have it.
    counted_rows: ClassVar[tuple[int, ...]] = ()

    def __init__(self, host: HostT_co) -> None:
        self.host = host
        self.rows: list[Row] = []
        #: The row in focus, an index into :attr:`rows`. A watcher has no
        #: hand: the focus starts on the first public row.
        self.row = self.watch_rows[0] if host.watching else 0
        #: The focused item of each row, an index into its items.
        self.focus: list[int] = []

    @abstractmethod
    def refresh_rows(self) -> None:
        """Rebuild ``self.rows`` from the current view."""

    @abstractmethod
    def row_title(self, row: Row) -> str: ...

    def row_cards(self, row: int) -> Sequence[Any] | None:
        """The cards of ``row`` in display order; None for a row of no
        cards. A game whose rows hold cards (the rank keys, Enter's
        question read them) names them."""
        return None

    def selection_row(self) -> int:
        """The row the selection is in: the hand, the first row."""
        return 0

    def move_row(self, step: int) -> list[Utterance]:
        self.refresh_rows()
        if self.host.watching:
            public = [r for r in self.watch_rows if r < len(self.rows)]
            at = public.index(self.row) if self.row in public else -1
            self.row = public[(at + step) % len(public)]
        else:
            self.row = (self.row + step) % len(self.rows)
        row = self.rows[self.row]
        text = self.row_title(row)
        if row.items:
            text = f"{text}. {self.focus_words()}"
        return [self.host.say(text, interrupt=True, cue="move")]

    def move_focus(self, command: str) -> list[Utterance]:
        self.refresh_rows()
        row = self.rows[self.row]
        if not row.items:
            return [self.host.say(self.row_title(row), interrupt=True)]
        i = self.focus[self.row]
        last = len(row.items) - 1
        i = {"next_card": min(last, i + 1), "previous_card": max(0, i - 1),
             "first_card": 0, "last_card": last}[command]
        self.focus[self.row] = i
        return [self.host.say(self.focus_words(), interrupt=True, cue="move")]

    def focused_label(self) -> str:
        row = self.rows[self.row]
        i = min(self.focus[self.row], len(row.items) - 1)
        return row.items[i]

    def focus_words(self) -> str:
        """The focused item as the focus keys say it: its label, with its
        place in the row where the label has none (:attr:`counted_rows`)."""
        label = self.focused_label()
        if self.row not in self.counted_rows:
            return label
        count = len(self.rows[self.row].items)
        index = min(self.focus[self.row], count - 1) + 1
        return t("row-item", label=label, position=t("position", index=index, count=count))

    def set_rows(self, rows: list[Row]) -> None:
        if len(self.focus) != len(rows):
            self.focus = [0] * len(rows)
        self.rows = rows
        for r, row in enumerate(rows):
            self.focus[r] = max(0, min(self.focus[r], len(row.items) - 1))
        self.row = min(self.row, len(rows) - 1)
