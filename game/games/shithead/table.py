"""Shithead's table for the screen, from the player's view (SH rules): the
hand, the face-up row, face-down cards as backs (unknown to their owner
too), the pile's top cards, stock and burnt counts, each opponent's
face-up row and face-down count."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.base import SPECTATOR
from ...core.cards import Card
from ...core.table import (
    HAND as IN_HAND,
)
from ...core.table import (
    PILE as ON_PILE,
)
from ...core.table import (
    CardRow,
    Pile,
    Place,
    Pointer,
    Seat,
    StatusStrip,
    TableModel,
    back_face,
    entry_list,
    mark,
    seat_place,
    stage_text,
    standard_face,
    turn_text,
)
from ...i18n import t
from .rules.moves import ShitheadView
from .words import beat_text

HAND, FACE_UP, FACE_DOWN, PILE = 0, 1, 2, 3


def _rows(view: ShitheadView, seat: int) -> tuple[CardRow, ...]:
    return (CardRow(t("table-face-up"), tuple(standard_face(c) for c in view.face_ups[seat])),
            CardRow(t("table-face-down"),
                    tuple(back_face() for _ in range(view.face_down_counts[seat]))))


def _held(view: ShitheadView, seat: int) -> int:
    """Every card a seat still holds: hand, face up and face down."""
    return view.hand_counts[seat] + len(view.face_ups[seat]) + view.face_down_counts[seat]


def _count_text(view: ShitheadView, seat: int, name: str) -> str:
    """"Ada: 3 cards" counts every card the seat holds, face up and face
    down too (the seat's rows say which): a seat with an empty hand and
    its face-down cards left is never read as out of cards."""
    return t("table-seat", name=name, count=_held(view, seat))


def touched(event: dict[str, object], me: int) -> Place | None:
    """What a Shithead move changed on ``me``'s table: the pile (played on,
    a face-down card turned), the stock drawn from, the seat that picked
    the pile up or chose its face-up cards."""
    kind, player = event["type"], event["player"]
    assert isinstance(player, int)
    if kind in ("play", "flip"):
        return ON_PILE, 0
    if kind == "draw":
        return ON_PILE, 1
    if kind == "pickup":
        return (IN_HAND, 0) if player == me else seat_place(player, me)
    if kind == "face_up":
        return seat_place(player, me)
    return None


def shithead_table(view: ShitheadView, hand: Sequence[Card], face_up: Sequence[Card],
                   selected_row: int, pointer: Pointer, waiting: bool) -> TableModel:
    """``hand`` and ``face_up`` in the player's order; the selection lies in
    ``selected_row``."""
    name = pointer.name
    me = view.seat
    stage = t("shithead-table-stage", phase=view.phase, beat=beat_text(view.to_beat))
    out = [name(s, True) for s in view.finished]
    status = StatusStrip(turn_text(view.to_move, me, pointer, waiting),
                         stage_text(view.to_move, stage),
                         t("table-out-list", count=len(out), list=entry_list(out)))
    seats = tuple(
        Seat(name(s, True), _held(view, s), _count_text(view, s, name(s, True)),
             (t("table-out"),) if s in view.finished else (), _rows(view, s),
             view.to_move == s)
        for s in range(view.players) if s != me)
    piles = (Pile(t("table-pile"), len(view.pile),
                  tuple(standard_face(c) for c in view.pile[-4:]),
                  focused=pointer.at(PILE) is not None or pointer.row == PILE),
             Pile(t("table-stock"), view.stock_count),
             Pile(t("table-burnt"), view.burnt_count))

    def chosen(row: int) -> set[int]:
        return set(pointer.selected) if selected_row == row else set()

    down_focus = pointer.at(FACE_DOWN)
    own = (CardRow(t("table-your-face-up"),
                   mark(face_up, standard_face, pointer.at(FACE_UP), chosen(FACE_UP))),
           CardRow(t("table-your-face-down"),
                   tuple(back_face(i == down_focus) for i in range(view.face_down_count))))
    cards = mark(hand, standard_face, pointer.at(HAND), chosen(HAND))
    watching = me == SPECTATOR  # a spectator has no rows of their own
    return TableModel(status, pointer.focus_text,
                      CardRow(t("table-watching" if watching else "table-hand"), cards),
                      own_rows=() if watching else own, piles=piles, seats=seats,
                      my_turn=view.to_move == me and not waiting,
                      question=pointer.choices, question_focus=pointer.choice_at,
                      last_move=None if waiting else pointer.last_move(lambda e: touched(e, me)))
