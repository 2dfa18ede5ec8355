"""Phase 10's table for the screen, from the player's view (P10 rules): the
hand in its colours, stock and discard, each seat's phase, laid groups and
pending skip."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.table import (
    COLOURED,
    CardFace,
    CardRow,
    Pile,
    Pointer,
    Seat,
    StatusStrip,
    TableModel,
    mark,
    scores_text,
    turn_text,
)
from ...i18n import t
from .rules.cards import P10Card
from .rules.moves import Phase10View
from .rules.phases import Group

HAND = 0



def phase10_face(card: P10Card, focused: bool = False, selected: bool = False) -> CardFace:
    rank = card.colour if card.number == 0 else str(card.number)
    return CardFace(COLOURED, rank, card.colour, str(card), focused, selected)

def _public(view: Phase10View, seat: int) -> tuple[str, ...]:
    words = [t("table-phase-of", phase=view.phases[seat]),
             t("table-phases-done", count=view.phases_done[seat])]
    if view.laid[seat]:
        words.append(t("table-has-laid"))
    if view.skips_pending[seat]:
        words.append(t("table-skip-pending"))
    return tuple(words)


def _groups(groups: Sequence[Group], label: str = "table-laid") -> tuple[CardRow, ...]:
    return tuple(CardRow(t(label), tuple(phase10_face(c) for c in g.cards)) for g in groups)


def phase10_table(view: Phase10View, hand: Sequence[P10Card], laid: Sequence[Sequence[Group]],
                  pointer: Pointer, waiting: bool) -> TableModel:
    """``hand`` in the player's order; ``laid`` each seat's groups as the
    words told them."""
    name = pointer.name
    me = view.seat
    stage = t("phase10-table-stage", hand=view.hand_number, phase=view.phases[me],
              step=view.step if view.to_move == me else "draw")
    status = StatusStrip(
        turn_text(view.to_move, me, pointer, waiting), stage,
        scores_text(t("table-score", name=name(s, True), points=view.totals[s])
                    for s in range(view.players)))
    seats = tuple(
        Seat(name(s, True), view.hand_counts[s],
             t("table-seat", name=name(s, True), count=view.hand_counts[s]),
             _public(view, s), _groups(laid[s]), view.to_move == s)
        for s in range(view.players) if s != me)
    top = (phase10_face(view.discard_top),) if view.discard_top is not None else ()
    piles = (Pile(t("table-stock"), view.stock_count),
             Pile(t("table-discard"), view.discard_count, top))
    cards = mark(hand, phase10_face, pointer.at(HAND), set(pointer.selected))
    return TableModel(status, pointer.focus_text, CardRow(t("table-hand"), cards),
                      own_rows=_groups(laid[me], "table-you-laid"), piles=piles, seats=seats,
                      notes=_public(view, me))
