"""Phase 10's table for the screen, from the player's view (P10 rules): the
hand in its colours, stock and discard, each seat's phase, laid groups and
pending skip."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.base import SPECTATOR
from ...core.table import (
    COLOURED,
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
    scores_text,
    seat_place,
    stage_text,
    turn_text,
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
    laptop (issue 20)."""
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
    if kind == "draw":
        return PILE, 0 if event.get("source") == "stock" else 1
    if kind == "discard":
        return PILE, 1
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
    watching = me == SPECTATOR  # a spectator: every seat is someone else's
    stage = (t("table-watching") if watching else
             t("phase10-table-stage", hand=view.hand_number, phase=view.phases[me],
               step=view.step if view.to_move == me else "draw"))
    status = StatusStrip(
        turn_text(view.to_move, me, pointer, waiting), stage_text(view.to_move, stage),
        scores_text(t("table-score", name=name(s, True), points=view.totals[s])
                    for s in range(view.players)))
    at_seat, at_group = focused_group(laid, me, pointer.at(TABLE))

    def focus_in(seat: int) -> int | None:
        return at_group if seat == at_seat else None

    seats = tuple(
        Seat(name(s, True), view.hand_counts[s],
             t("table-seat", name=name(s, True), count=view.hand_counts[s]),
             _public(view, s, need=True, short=True),
             _groups(laid[s], focus=focus_in(s)), view.to_move == s)
        for s in range(view.players) if s != me)
    top = (phase10_face(view.discard_top),) if view.discard_top is not None else ()
    piles = (Pile(t("table-stock"), view.stock_count),
             Pile(t("table-discard"), view.discard_count, top))
    cards = mark(hand, phase10_face, pointer.at(HAND), set(pointer.selected))
    actions, action_focus = pointer.actions(ACTIONS)
    return TableModel(status, pointer.focus_text,
                      CardRow(t("table-watching" if watching else "table-hand"), cards),
                      own_rows=() if watching else _groups(laid[me], "table-you-laid",
                                                           focus_in(me)),
                      piles=piles, seats=seats,
                      notes=() if watching else _public(view, me, need=True), actions=actions,
                      action_focus=action_focus, my_turn=view.to_move == me and not waiting,
                      question=pointer.choices, question_focus=pointer.choice_at,
                      last_move=None if waiting else pointer.last_move(lambda e: touched(e, me)))
