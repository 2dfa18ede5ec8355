"""The focus rows of a game on screen: what the focus keys move over and
what they say (ux.md: up and down change row, left and right move along it).

:class:`Row` is one row: its name and the spoken labels of its items. The
:class:`Cursor` holds the rows, the row in focus and the place in each
row, and answers the focus keys; the session builds the rows from its view
(:meth:`Cursor.refresh_rows`) and names them (:meth:`Cursor.row_title`).
Apart from the session so that the focus is read, and tested, without the
flow of a game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar

from ..i18n import t
from .utterance import Utterance


@dataclass
class Row:
    """A focus row: a name and the spoken labels of its items."""

    name: str
    items: list[str] = field(default_factory=list)


class Cursor(ABC):
    """The rows, the row in focus and each row's focused item, and the keys
    that move them (mixed into :class:`~game.core.session.GameSession`)."""

    rows: list[Row]
    #: The row in focus, an index into :attr:`rows`.
    row: int
    #: The focused item of each row, an index into its items.
    focus: list[int]
    # What the session provides: its words go to the history as every word does.
    say: Callable[..., Utterance]

    @property
    @abstractmethod
    def watching(self) -> bool:
        """The player watches the table: the focus keeps to :attr:`watch_rows`."""

    @abstractmethod
    def refresh_rows(self) -> None:
        """Rebuild ``self.rows`` from the current view."""

    @abstractmethod
    def row_title(self, row: Row) -> str: ...

    #: The rows a watcher's focus moves over: what is public (the hand, the
    #: first row of every game, and the actions are a seat's own).
    watch_rows: ClassVar[tuple[int, ...]] = (1,)

    def move_row(self, step: int) -> list[Utterance]:
        self.refresh_rows()
        if self.watching:
            public = [r for r in self.watch_rows if r < len(self.rows)]
            at = public.index(self.row) if self.row in public else -1
            self.row = public[(at + step) % len(public)]
        else:
            self.row = (self.row + step) % len(self.rows)
        row = self.rows[self.row]
        text = self.row_title(row)
        if row.items:
            text = f"{text}. {self.focus_words()}"
        return [self.say(text, interrupt=True, cue="move")]

    def move_focus(self, command: str) -> list[Utterance]:
        self.refresh_rows()
        row = self.rows[self.row]
        if not row.items:
            return [self.say(self.row_title(row), interrupt=True)]
        i = self.focus[self.row]
        last = len(row.items) - 1
        i = {"next_card": min(last, i + 1), "previous_card": max(0, i - 1),
             "first_card": 0, "last_card": last}[command]
        self.focus[self.row] = i
        return [self.say(self.focus_words(), interrupt=True, cue="move")]

    def focused_label(self) -> str:
        row = self.rows[self.row]
        i = min(self.focus[self.row], len(row.items) - 1)
        return row.items[i]

    #: Rows whose labels name no place of their own (the table row's laid
    #: groups, the cards played): moving along them adds it, "..., 2 of 4",
    #: as the hand's labels have it.
    counted_rows: ClassVar[tuple[int, ...]] = ()

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
