"""Selecting a suggestion's cards in a draw-and-discard game's hand row
(the suggestion itself is in :mod:`game.core.advice`), and the words of a
draw from the stock or the discard pile that such games share: the draw
suggested (:func:`suggest_draw`) and a draw since the player's last turn
(:func:`since_draw`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..i18n import t
from .advice import MoveT, Suggestion, hand_positions
from .base import Event
from .choosing import Choosing
from .handcursor import HAND, KindedRows


class PickedCards(Protocol):
    """What selecting a suggestion's cards needs of a session's moves
    (:class:`~game.core.handmoves.HandMoves` is one)."""

    selected: set[int]

    @property
    def hand(self) -> Sequence[object]:
        """The hand as displayed."""
        ...


class LeavesQuestion(Protocol):
    """What selecting a suggestion's cards asks of the session's question
    (``choosing.py``): the question asked, left by setting it to None."""

    choosing: Choosing | None


class HandPicker(Protocol):
    """What selecting a suggestion's cards needs of a session: a
    :class:`~game.core.handsession.HandSession` is one. A protocol, so that
    a game's advice reads its session's parts without importing the session
    (which holds the advice)."""


    @property
    def moves(self) -> PickedCards:
        """The session's moves: the hand as displayed and its selection."""
        ...

    @property
    def question(self) -> LeavesQuestion:
        """The question part, left when a suggestion selects its cards."""
        ...

    @property
    def cursor(self) -> KindedRows:
        """The rows, the focus on them and their kinds (``handcursor.py``)."""
        ...


def select_in_hand(session: HandPicker, cards: Sequence[Any]) -> None:
    """Select exactly ``cards`` in the hand row and focus the first of them,
    leaving any question the session was asking."""
    session.question.choosing = None
    session.cursor.refresh_rows()
    chosen = hand_positions(session.moves.hand, cards)
    session.moves.selected = set(chosen)
    session.cursor.row = HAND
    session.cursor.focus[HAND] = min(chosen) if chosen else 0
    session.cursor.refresh_rows()


def focus_action(session: HandPicker, index: int) -> None:
    """Nothing selected, the focus on the actions row's item ``index``."""
    session.question.choosing = None
    session.cursor.refresh_rows()
    session.moves.selected = set()
    session.cursor.row = session.cursor.row_kinds.index("actions")
    session.cursor.focus[session.cursor.row] = index
    session.cursor.refresh_rows()


def suggest_draw(session: HandPicker, move: MoveT, take: bool, message: str, top: str,
                 key: str) -> Suggestion[MoveT]:
    """``move`` suggested: a draw from the stock, or (``take``) the discard
    pile's top card, named by ``top`` ("the 7 of clubs"; "" for no card).
    Nothing selected, the actions row's draw (its first item) or take (its
    second) in focus; the words are the game's catalog ``message`` given
    ``take`` ("yes" or "no"), ``card`` and the ``key`` that makes the move."""
    focus_action(session, 1 if take else 0)
    return Suggestion(move, t(message, take="yes" if take else "no", card=top, key=key))


def since_draw(event: Event, took: str, drew: str, card_name: Callable[[str], str]) -> str:
    """A ``draw`` event since the player's last turn as a clause: the
    game's catalog ``took`` with the card taken from the discard pile (its
    code named by ``card_name``), else ``drew`` (a card from the stock is
    not seen)."""
    if event["source"] == "discard":
        return t(took, card=card_name(event["cards"][0]))
    return t(drew)
