"""Ten Phases' table for the screen, from the player's view (TP rules): the
hand, stock and discard, each seat's phase and latest declaration (public,
TP-7)."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import Card
from ...core.discardtable import discard_table, pile_touched
from ...core.table import (
    HAND as IN_HAND,
)
from ...core.table import (
    CardRow,
    Place,
    Pointer,
    TableModel,
    entry_list,
    seat_place,
    standard_face,
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
    on one line with their requirements at 300% on a laptop."""
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
    if kind in ("draw", "discard"):
        return pile_touched(event)
    if kind == "declare":
        return seat_place(player, me)
    if kind in ("keep", "redraw"):
        return (IN_HAND, 0) if player == me else seat_place(player, me)
    return None


def tenphases_table(view: TenPhasesView, hand: Sequence[Card], pointer: Pointer,
                    waiting: bool) -> TableModel:
    name = pointer.name
    me = view.seat
    scores = t("table-phases-done-list",
               list=entry_list([t("table-score", name=name(s, True), points=view.phases_done[s])
                                for s in range(view.players)]))
    top = standard_face(view.discard_top) if view.discard_top is not None else None
    return discard_table(
        view, pointer, waiting, stage_id="tenphases-table-stage", stage_args={},
        scores=scores, hand=hand, face=standard_face, discard_top=top,
        seat_public=lambda s: _public(view, s, need=True, short=True),
        seat_rows=lambda s: _declared(view.last_declarations[s]),
        own_rows=lambda: _declared(view.last_declarations[me], "table-you-declared"),
        notes=lambda: _public(view, me, need=True), hand_row=HAND, actions_row=ACTIONS,
        touched=lambda e: touched(e, me))
