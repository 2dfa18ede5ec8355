"""Selecting a suggestion's cards in a draw-and-discard game's hand row
(the suggestion itself is in :mod:`game.core.advice`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .advice import hand_positions
from .handsession import HAND, HandSession


def select_in_hand(session: HandSession, cards: Sequence[Any]) -> None:
    """Select exactly ``cards`` in the hand row and focus the first of them,
    leaving any question the session was asking."""
    session.choosing = None
    session.refresh_rows()
    chosen = hand_positions(session.hand, cards)
    session.selected = set(chosen)
    session.row = HAND
    session.focus[HAND] = min(chosen) if chosen else 0
    session.refresh_rows()


def focus_action(session: HandSession, index: int) -> None:
    """Nothing selected, the focus on the actions row's item ``index``."""
    session.choosing = None
    session.refresh_rows()
    session.selected = set()
    session.row = session.row_kinds.index("actions")
    session.focus[session.row] = index
    session.refresh_rows()
