"""The rows of a draw-and-discard game (:mod:`game.core.handsession`): the
hand first, sorted, with its selection kept by card, then the game's own
rows, each named by its kind in the catalog (``<words>-row-hand``,
``<words>-row`` {name, count, kind}, ``<words>-focus-card``).

:class:`HandCursor` is the :class:`~game.core.cursor.Cursor` such a game's
session holds as ``cursor``; the game's subclass builds its rows
(``refresh_rows``) with :meth:`HandCursor.hand_row_words` and names their
kinds in :attr:`HandCursor.row_kinds`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Protocol, TypeVar

from ..i18n import t
from .cursor import Cursor, CursorHost, Row, RowsInFocus
from .hand import HandRow

#: The hand is the first row.
HAND = 0


class HandSelection(Protocol):
    """What the rows of a draw-and-discard game read of its session's
    moves (``handmoves.py``): the hand row, its cards as displayed and the
    selection."""

    @property
    def hand_row(self) -> HandRow[Any]:
        """The hand, sorted, with its selection kept by card."""
        ...

    @property
    def hand(self) -> list[Any]:
        """The hand as displayed."""
        ...

    @property
    def selected(self) -> set[int]:
        """The selected positions in the displayed hand."""
        ...


class HandCursorHost(CursorHost, Protocol):
    """What the rows of a draw-and-discard game read of its session: the
    catalog prefix, its moves' hand row (its cards as displayed and the
    selection) and the cards' names."""

    @property
    def words(self) -> str:
        """The game's catalog prefix (its id)."""
        ...

    @property
    def moves(self) -> HandSelection:
        """The session's moves: the hand row and its selection."""
        ...

    def card_name(self, card: Any, case: str = "nom") -> str:
        """A card's name in a grammatical ``case``."""
        ...

    def card_face(self, card: Any) -> dict[str, Any]:
        """What a word agrees with in the card's name."""
        ...


class KindedRows(RowsInFocus, Protocol):
    """A draw-and-discard session's cursor as a suggestion moves it: the
    focus, and the kind of each row to find the actions row by."""

    @property
    def row_kinds(self) -> tuple[str, ...]:
        """The kind of each row ("hand", "actions", ...)."""
        ...


HandHostT_co = TypeVar("HandHostT_co", bound=HandCursorHost, covariant=True)


class HandCursor(Cursor[HandHostT_co]):
    """The focus rows of a draw-and-discard game: the hand row and the
    titles of every row by its kind (see the module docstring)."""

    #: The kind of each row for ``<words>-row`` and ``<words>-select-none``;
    #: Enter on the "actions" row draws, takes the discard, melds or
    #: discards, by the item in focus.
    row_kinds: ClassVar[tuple[str, ...]] = ("hand",)

    def row_cards(self, row: int) -> Sequence[Any] | None:
        """The hand holds cards; the other rows (actions, laid groups) not."""
        return self.host.moves.hand if row == HAND else None

    def selection_row(self) -> int:
        """Cards are selected in the hand only."""
        return HAND

    def hand_row_words(self, cards: Sequence[Any]) -> Row:
        """The hand row for ``cards`` (the engine's hand), selection kept."""
        self.host.moves.hand_row.update(cards)
        return Row(t(f"{self.host.words}-row-hand"),
                   [self.hand_label(i) for i in range(len(self.host.moves.hand))])

    def hand_label(self, i: int) -> str:
        host = self.host
        hand = host.moves.hand
        return t(f"{host.words}-focus-card", card=host.card_name(hand[i]),
                 selected="yes" if i in host.moves.selected else "no", **host.card_face(hand[i]),
                 position=t("position", index=i + 1, count=len(hand)))

    def row_title(self, row: Row) -> str:
        kind = self.row_kinds[self.rows.index(row)]
        return t(f"{self.host.words}-row", name=row.name, count=len(row.items), kind=kind)
