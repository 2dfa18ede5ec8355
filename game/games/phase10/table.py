"""Phase 10's table for the screen, from the player's view (P10 rules): the
hand in its colours, stock and discard, each seat's phase, laid groups and
pending skip."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.discardtable import discard_table, pile_touched
from ...core.table import (
    COLOURED,
    CardFace,
    CardRow,
    Place,
    Pointer,
    TableModel,
    scores_text,
    seat_place,
)
from ...i18n import t
from .rules.cards import P10Card
from .rules.moves import Phase10View
from .rules.phases import Group
from .words import phase_need

HAND, TABLE, ACTIONS = 0, 1, 2



def phase10_face(card: P10Card, focused: bool = False, selected: bool = False) -> CardFace:
    rank = card.colour if card.number == 0 else str(card.number)
    return CardFace(COLOURED, rank, card.colour, str(card), focused, selected)

def _public(view: Phase10View, seat: int, need: bool = False,
            short: bool = False) -> tuple[str, ...]:
    """Phase, phases done, laid, skip waiting; with ``need`` the phase's
    requirement too ("Phase 3: a set of 4 and a run of 4"). An opponent's
    box is ``short``: without the phases done, which its phase already
    says (P10-16: the phase after the ones done), nor "laid", whose groups
    lie in the box as cards or as "Laid: ..." words; their room is what
    keeps five seats on one line with their requirements at 300% on a
    laptop."""
    phase = view.phases[seat]
    words = [t("table-phase-need", phase=phase, need=phase_need(phase)) if need
             else t("table-phase-of", phase=phase)]
    if not short or phase != view.phases_done[seat] + 1:
        words.append(t("table-phases-done", count=view.phases_done[seat]))
    if view.laid[seat] and not short:
        words.append(t("table-has-laid"))
    if view.skips_pending[seat]:
        words.append(t("table-skip-pending"))
    return tuple(words)


def _groups(groups: Sequence[Group], label: str = "table-laid",
            focus: int | None = None) -> tuple[CardRow, ...]:
    return tuple(CardRow(t(label), tuple(phase10_face(c) for c in g.cards), i == focus)
                 for i, g in enumerate(groups))


def focused_group(laid: Sequence[Sequence[Group]], me: int, at: int | None) -> tuple[int, int]:
    """The (seat, group) the table row's focus is on, in the session's
    order (the player's groups first, then each seat after), or (-1, -1)."""
    if at is None:
        return -1, -1
    players = len(laid)
    items = [(s, g) for s in ((me + k) % players for k in range(players))
             for g in range(len(laid[s]))]
    return items[at] if at < len(items) else (-1, -1)


def touched(event: dict[str, object], me: int) -> Place | None:
    """What a Phase 10 move changed on ``me``'s table: the stock or the
    discard (piles 0 and 1), or the laid groups of the seat laid on."""
    kind, player = event["type"], event["player"]
    assert isinstance(player, int)
    if kind in ("draw", "discard"):
        return pile_touched(event)
    if kind == "lay":
        return seat_place(player, me)
    if kind == "hit":
        target = event["target"]
        assert isinstance(target, dict)
        return seat_place(target["player"], me)
    return None


def phase10_table(view: Phase10View, hand: Sequence[P10Card], laid: Sequence[Sequence[Group]],
                  pointer: Pointer, waiting: bool) -> TableModel:
    """``hand`` in the player's order; ``laid`` each seat's groups as the
    words told them."""
    name = pointer.name
    me = view.seat
    at_seat, at_group = focused_group(laid, me, pointer.at(TABLE))

    def focus_in(seat: int) -> int | None:
        return at_group if seat == at_seat else None

    scores = scores_text(t("table-score", name=name(s, True), points=view.totals[s])
                         for s in range(view.players))
    top = phase10_face(view.discard_top) if view.discard_top is not None else None
    return discard_table(
        view, pointer, waiting, stage_id="phase10-table-stage",
        stage_args={"hand": view.hand_number}, scores=scores, hand=hand, face=phase10_face,
        discard_top=top, seat_public=lambda s: _public(view, s, need=True, short=True),
        seat_rows=lambda s: _groups(laid[s], focus=focus_in(s)),
        own_rows=lambda: _groups(laid[me], "table-you-laid", focus_in(me)),
        notes=lambda: _public(view, me, need=True), hand_row=HAND, actions_row=ACTIONS,
        touched=lambda e: touched(e, me))
