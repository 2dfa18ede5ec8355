"""Ten Phases' table for the screen, from the player's view (TP rules): the
hand, stock and discard, each seat's phase and latest declaration (public,
TP-7)."""

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
    entry_list,
    mark,
    seat_place,
    stage_text,
    standard_face,
    turn_text,
)
from ...i18n import t
from .rules.moves import Declaration, TenPhasesView
from .words import phase_need

HAND, ACTIONS = 0, 1


def _declared(declaration: Declaration | None, label: str = "table-declared"
              ) -> tuple[CardRow, ...]:
    if declaration is None:
        return ()
    return tuple(CardRow(t(label), tuple(standard_face(c) for c in g.cards))
                 for g in declaration.groups)


def _public(view: TenPhasesView, seat: int, need: bool = False,
            short: bool = False) -> tuple[str, ...]:
    """Phase and phases done; with ``need`` the phase's requirement too.
    An opponent's box is ``short``: without the phases done while its
    phase says them (the one after them), the room that keeps the seats
    on one line with their requirements at 300% on a laptop (issue 20)."""
    phase = view.phases[seat]
    words = (t("table-phase-need", phase=phase, need=phase_need(phase, view.flush_phases))
             if need else t("table-phase-of", phase=phase),)
    if short and phase == view.phases_done[seat] + 1:
        return words
    return (*words, t("table-phases-done", count=view.phases_done[seat]))


def touched(event: dict[str, object], me: int) -> Place | None:
    """What a Ten Phases move changed on ``me``'s table: the stock or the
    discard (piles 0 and 1), a seat's declaration, a hand kept or redrawn."""
    kind, player = event["type"], event["player"]
    assert isinstance(player, int)
    if kind == "draw":
        return PILE, 0 if event.get("source") == "stock" else 1
    if kind == "discard":
        return PILE, 1
    if kind == "declare":
        return seat_place(player, me)
    if kind in ("keep", "redraw"):
        return (IN_HAND, 0) if player == me else seat_place(player, me)
    return None


def tenphases_table(view: TenPhasesView, hand: Sequence[Card], pointer: Pointer,
                    waiting: bool) -> TableModel:
    name = pointer.name
    me = view.seat
    watching = me == SPECTATOR  # a spectator: every seat is someone else's
    stage = (t("table-watching") if watching else
             t("tenphases-table-stage", phase=view.phases[me],
               step=view.step if view.to_move == me else "draw"))
    status = StatusStrip(
        turn_text(view.to_move, me, pointer, waiting), stage_text(view.to_move, stage),
        t("table-phases-done-list",
          list=entry_list([t("table-score", name=name(s, True), points=view.phases_done[s])
                          for s in range(view.players)])))
    seats = tuple(
        Seat(name(s, True), view.hand_counts[s],
             t("table-seat", name=name(s, True), count=view.hand_counts[s]),
             _public(view, s, need=True, short=True),
             _declared(view.last_declarations[s]), view.to_move == s)
        for s in range(view.players) if s != me)
    top = (standard_face(view.discard_top),) if view.discard_top is not None else ()
    piles = (Pile(t("table-stock"), view.stock_count),
             Pile(t("table-discard"), view.discard_count, top))
    cards = mark(hand, standard_face, pointer.at(HAND), set(pointer.selected))
    actions, action_focus = pointer.actions(ACTIONS)
    return TableModel(status, pointer.focus_text,
                      CardRow(t("table-watching" if watching else "table-hand"), cards),
                      own_rows=() if watching else _declared(view.last_declarations[me],
                                                             "table-you-declared"),
                      piles=piles, seats=seats,
                      notes=() if watching else _public(view, me, need=True), actions=actions,
                      action_focus=action_focus, my_turn=view.to_move == me and not waiting,
                      question=pointer.choices, question_focus=pointer.choice_at,
                      last_move=None if waiting else pointer.last_move(lambda e: touched(e, me)))
