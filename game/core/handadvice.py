"""Selecting a suggestion's cards in a draw-and-discard game's hand row
(the suggestion itself is in :mod:`game.core.advice`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .advice import hand_positions
from .choosing import Choosing
from .handsession import HAND


class HandPicker(Protocol):
    """What selecting a suggestion's cards needs of a session: a
    :class:`~game.core.handsession.HandSession` is one. A protocol, so that
    a game's advice reads its session's parts without importing the session
    (which holds the advice)."""

    choosing: Choosing | None
    row: int
    focus: list[int]
    selected: set[int]

    @property
    def hand(self) -> Sequence[object]:
        """The hand as displayed."""
        ...

    @property
    def row_kinds(self) -> tuple[str, ...]:
        """The kind of each row ("hand", "actions", ...)."""
        ...

    def refresh_rows(self) -> None:
        """Rebuild the rows from the current view."""
        ...


def select_in_hand(session: HandPicker, cards: Sequence[Any]) -> None:
    """Select exactly ``cards`` in the hand row and focus the first of them,
    leaving any question the session was asking."""
    session.choosing = None
    session.refresh_rows()
    chosen = hand_positions(session.hand, cards)
    session.selected = set(chosen)
    session.row = HAND
    session.focus[HAND] = min(chosen) if chosen else 0
    session.refresh_rows()


def focus_action(session: HandPicker, index: int) -> None:
    """Nothing selected, the focus on the actions row's item ``index``."""
    session.choosing = None
    session.refresh_rows()
    session.selected = set()
    session.row = session.row_kinds.index("actions")
    session.focus[session.row] = index
    session.refresh_rows()
