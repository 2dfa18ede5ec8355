"""Twenty's table for the screen, from the player's view (TW rules): the
hand, the cards laid this deal, the stock as a count, each opponent's count."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.base import SPECTATOR
from ...core.cards import Card
from ...core.table import (
    HAND as IN_HAND,
)
from ...core.table import (
    PILE,
    CardRow,
    Pile,
    Place,
    Pointer,
    Seat,
    StatusStrip,
    TableModel,
    mark,
    scores_text,
    seat_place,
    stage_text,
    standard_face,
    turn_text,
)
from ...i18n import t
from .rules import TwentyView

HAND, TABLE, ACTIONS = 0, 1, 2


def touched(event: dict[str, object], me: int) -> Place | None:
    """What a Twenty move changed on ``me``'s table: the cards laid (pile
    1), the stock drawn from (pile 0), or the seat that passed."""
    kind, player = event["type"], event["player"]
    assert isinstance(player, int)
    if kind == "play":
        return PILE, 1
    if kind == "draw":
        return PILE, 0
    if kind == "pass":
        return (IN_HAND, 0) if player == me else seat_place(player, me)
    return None


def twenty_table(view: TwentyView, hand: Sequence[Card], laid: Sequence[tuple[int, Card]],
                 pointer: Pointer, waiting: bool) -> TableModel:
    """``hand`` in the player's order; ``laid`` the (seat, card) laid this
    deal as the words told them."""
    name = pointer.name
    status = StatusStrip(
        turn_text(view.to_move, view.seat, pointer, waiting),
        stage_text(view.to_move, t("twenty-table-stage", move=view.move_number,
                                   deal=view.deal_number)),
        scores_text(t("table-score", name=name(s, True), points=view.totals[s])
                    for s in range(view.players)),
    )
    seats = tuple(
        Seat(name(s, True), view.hand_counts[s],
             t("table-seat", name=name(s, True), count=view.hand_counts[s]),
             to_move=view.to_move == s)
        for s in range(view.players) if s != view.seat)
    # The table row lists the laid cards newest first; the pile draws the
    # last six oldest first, so the focused item is counted from the end.
    at = pointer.at(TABLE)
    shown = list(laid)[-6:]
    recent = tuple(standard_face(card, at is not None and at == len(shown) - 1 - i)
                   for i, (_, card) in enumerate(shown))
    piles = (Pile(t("table-stock"), view.stock_count),
             Pile(t("table-table"), len(view.table), recent, focused=at is not None))
    cards = mark(hand, standard_face, pointer.at(HAND), set(pointer.selected))
    actions, action_focus = pointer.actions(ACTIONS)
    hand_title = "table-watching" if view.seat == SPECTATOR else "table-hand"
    return TableModel(status, pointer.focus_text, CardRow(t(hand_title), cards),
                      piles=piles, seats=seats, actions=actions, action_focus=action_focus,
                      my_turn=view.to_move == view.seat and not waiting,
                      question=pointer.choices, question_focus=pointer.choice_at,
                      last_move=None if waiting else pointer.last_move(
                          lambda e: touched(e, view.seat)))
