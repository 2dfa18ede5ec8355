"""The table of a draw-and-discard phase game, shared by the two games that
deal one (``game/games/<id>/table.py``): the same strip, seats, stock and
discard, hand, actions and last move, each game giving only what differs
(its stage words, its scores, its card faces, what a seat shows). One
block both built the same way, now one place to change it.

>>> pile_touched({"type": "draw", "source": "discard"})
('pile', 1)
>>> pile_touched({"type": "lay"}) is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..i18n import t
from .base import SPECTATOR
from .table import (
    PILE,
    CardFace,
    CardRow,
    Pile,
    Place,
    Pointer,
    Seat,
    StatusStrip,
    TableModel,
    mark,
    stage_text,
    turn_text,
)


class DiscardView(Protocol):
    """What such a game's view of one seat holds that the table shows."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def hand_counts(self) -> tuple[int, ...]: ...
    @property
    def phases(self) -> tuple[int, ...]: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def discard_count(self) -> int: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def step(self) -> str: ...


def pile_touched(event: dict[str, object]) -> Place | None:
    """Where a draw or a discard landed: the stock or the discard (piles 0
    and 1); None for any other move (the game places those)."""
    if event["type"] == "draw":
        return PILE, 0 if event.get("source") == "stock" else 1
    if event["type"] == "discard":
        return PILE, 1
    return None


def discard_table(view: DiscardView, pointer: Pointer, waiting: bool, *, stage_id: str,
                  stage_args: dict[str, Any], scores: str, hand: Sequence[Any],
                  face: Callable[[Any, bool, bool], CardFace], discard_top: CardFace | None,
                  seat_public: Callable[[int], tuple[str, ...]],
                  seat_rows: Callable[[int], tuple[CardRow, ...]],
                  own_rows: Callable[[], tuple[CardRow, ...]],
                  notes: Callable[[], tuple[str, ...]], hand_row: int, actions_row: int,
                  touched: Callable[[dict[str, object]], Place | None]) -> TableModel:
    """The table for ``view``'s seat. ``stage_id`` (with ``stage_args``,
    the phase and the step added) names the strip's stage; ``hand`` the
    player's cards in their order, drawn by ``face``; ``seat_public`` and ``seat_rows``
    what an opponent's box says and shows; ``own_rows`` and ``notes`` the
    player's own (asked only of a player, never of a spectator);
    ``hand_row`` and ``actions_row`` the rows of the player's keys that
    hold the hand and the actions; ``touched`` where a move landed."""
    name = pointer.name
    me = view.seat
    watching = me == SPECTATOR  # a spectator: every seat is someone else's
    stage = (t("table-watching") if watching else
             t(stage_id, **stage_args, phase=view.phases[me],
               step=view.step if view.to_move == me else "draw"))
    status = StatusStrip(turn_text(view.to_move, me, pointer, waiting),
                         stage_text(view.to_move, stage), scores)
    seats = tuple(
        Seat(name(s, True), view.hand_counts[s],
             t("table-seat", name=name(s, True), count=view.hand_counts[s]),
             seat_public(s), seat_rows(s), view.to_move == s)
        for s in range(view.players) if s != me)
    piles = (Pile(t("table-stock"), view.stock_count),
             Pile(t("table-discard"), view.discard_count,
                  (discard_top,) if discard_top is not None else ()))
    cards = mark(hand, face, pointer.at(hand_row), set(pointer.selected))
    actions, action_focus = pointer.actions(actions_row)
    return TableModel(status, pointer.focus_text,
                      CardRow(t("table-watching" if watching else "table-hand"), cards),
                      own_rows=() if watching else own_rows(), piles=piles, seats=seats,
                      notes=() if watching else notes(), actions=actions,
                      action_focus=action_focus, my_turn=view.to_move == me and not waiting,
                      question=pointer.choices, question_focus=pointer.choice_at,
                      last_move=None if waiting else pointer.last_move(touched))
