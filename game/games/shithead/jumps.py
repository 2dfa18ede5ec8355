"""Shithead's rank keys and its hand grouped (the session's part,
core/jump.py): the keys find cards in the hand, the face-up row and the
pile; once the hand is empty a jump from elsewhere goes to the face-up row."""

from __future__ import annotations

from typing import Protocol

from ...core.cards import Card
from ...core.cursor import RowsInFocus
from ...core.grouped import join_parts
from ...core.jump import STANDARD_RANKS, JumpHost, Jumps
from ...i18n import t
from .event_words import FACE_UP, HAND, PILE
from .rules import TEN, TWO, ShitheadView, beats
from .words import SORT_ORDERS

#: SH-1: no jokers, so the wild key finds nothing.
RANKS = {key: rank for key, rank in STANDARD_RANKS.items() if key != "wild"}


class ShitheadRows(RowsInFocus, Protocol):
    """Shithead's rows (its cursor, cursor.py) as its other parts (the
    rank keys, the advice, the reports) read them: the focus, and the hand
    and the face-up cards as displayed."""

    hand: list[Card]
    face_up: list[Card]

    def cards_of(self, row: int) -> list[Card]:
        """The cards of the hand or face-up row."""
        ...


class ShitheadTable(JumpHost, Protocol):
    """What Shithead's rank keys read of its session."""

    @property
    def cursor(self) -> ShitheadRows:
        """The rows, the focus on them, the hand and the face-up cards."""
        ...

    def view(self) -> ShitheadView: ...


class ShitheadJumps(Jumps[ShitheadTable]):
    """The rank keys of Shithead's rows, and its hand grouped by what each
    rank can do on the pile."""

    ranks = RANKS

    def selectable(self, row: int) -> bool:
        return row in (HAND, FACE_UP)

    def home_row(self) -> int:
        """The hand, or once it is empty the face-up cards (SH-14)."""
        session = self.session
        return FACE_UP if not session.cursor.hand and session.cursor.face_up else HAND

    def row_place(self, row: int) -> str:
        return {FACE_UP: "face_up", PILE: "pile"}.get(row, "hand")

    def grouped_text(self, with_count: bool = True) -> str:
        """The cards the player plays from (the hand; once it is empty the
        face-up cards, SH-13/14) by rank, low to high, each with whether it
        can go on the pile now (SH-6, SH-9, SH-10)."""
        view = self.session.view()
        source = "hand" if view.hand or not view.face_up else "face_up"
        cards = view.hand if source == "hand" else view.face_up
        if not cards:
            return t("grouped-empty")
        counts: dict[int, int] = {}
        for card in sorted(cards, key=SORT_ORDERS["rank"]):
            counts[card.rank] = counts.get(card.rank, 0) + 1
        entries = [t("shithead-grouped-entry", cards=t("rank-count", rank=rank, count=n),
                     count=n, worth=self.worth(view, rank)) for rank, n in counts.items()]
        if not with_count:  # inside the status report, which counts the hand
            return join_parts(entries)
        entries.append(t("grouped-count", count=len(cards)))
        return t("shithead-grouped", source=source, list=join_parts(entries))

    @staticmethod
    def worth(view: ShitheadView, rank: int) -> str:
        """What a rank can do on the pile now: plays, low, two, ten; none
        while face-up cards are being chosen."""
        if view.phase == "face_up":
            return "none"
        if rank in (TWO, TEN):
            return "two" if rank == TWO else "ten"
        return "plays" if beats(rank, view.to_beat) else "low"
