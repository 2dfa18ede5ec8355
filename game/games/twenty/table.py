"""Twenty's table for the screen, from the player's view (TW rules): the
hand, the cards laid this deal, the stock as a count, each opponent's count."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import Card
from ...core.table import (
    CardRow,
    Pile,
    Pointer,
    Seat,
    StatusStrip,
    TableModel,
    mark,
    scores_text,
    standard_face,
    turn_text,
)
from ...i18n import t
from .rules import TwentyView

HAND = 0


def twenty_table(view: TwentyView, hand: Sequence[Card], laid: Sequence[tuple[int, Card]],
                 pointer: Pointer, waiting: bool) -> TableModel:
    """``hand`` in the player's order; ``laid`` the (seat, card) laid this
    deal as the words told them."""
    name = pointer.name
    status = StatusStrip(
        turn_text(view.to_move, view.seat, pointer, waiting),
        t("twenty-table-stage", move=view.move_number, deal=view.deal_number),
        scores_text(t("table-score", name=name(s, True), points=view.totals[s])
                    for s in range(view.players)),
    )
    seats = tuple(
        Seat(name(s, True), view.hand_counts[s],
             t("table-seat", name=name(s, True), count=view.hand_counts[s]),
             to_move=view.to_move == s)
        for s in range(view.players) if s != view.seat)
    recent = tuple(standard_face(card) for _, card in list(laid)[-6:])
    piles = (Pile(t("table-stock"), view.stock_count),
             Pile(t("table-table"), len(view.table), recent))
    cards = mark(hand, standard_face, pointer.at(HAND), set(pointer.selected))
    return TableModel(status, pointer.focus_text, CardRow(t("table-hand"), cards),
                      piles=piles, seats=seats)
