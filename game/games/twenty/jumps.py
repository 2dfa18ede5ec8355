"""Twenty's rank keys and its hand grouped (the session's part, core/jump.py)."""

from __future__ import annotations

from typing import Protocol

from ...core.cards import KING, Card
from ...core.grouped import join_parts
from ...core.jump import STANDARD_RANKS, JumpHost, JumpMoves, Jumps
from ...i18n import t
from .event_words import SORT_ORDERS
from .rules import TwentyView, move_value
from .table import TABLE

#: TW-1: one deck without jokers, so the wild key finds nothing.
RANKS = {key: rank for key, rank in STANDARD_RANKS.items() if key != "wild"}


class TwentyLimit(JumpMoves, Protocol):
    """What Twenty's grouped hand reads of the session's moves."""

    def my_limit(self) -> int:
        """The move number of this seat's current or next turn."""


class TwentyTable(JumpHost, Protocol):
    """What Twenty's grouped hand reads of its session."""

    def view(self) -> TwentyView: ...

    @property
    def moves(self) -> TwentyLimit:
        """The session's moves: the selection, Space and the move's limit."""


class TwentyJumps(Jumps[TwentyTable]):
    """The rank keys in the hand and among the cards laid this deal."""

    ranks = RANKS

    def row_place(self, row: int) -> str:
        return "table" if row == TABLE else "hand"

    def grouped_text(self, with_count: bool = True) -> str:
        """The hand by rank, least value first, each with what it can be
        played as on the player's move (TW-2, TW-7): a king any value from
        1 to the move number, another card its value, or too high."""
        view = self.session.view()
        if not view.hand:
            return t("grouped-empty")
        limit = self.session.moves.my_limit()
        counts: dict[int, int] = {}
        for card in sorted(view.hand, key=SORT_ORDERS["value"]):
            counts[card.rank] = counts.get(card.rank, 0) + 1
        entries = []
        for rank, n in counts.items():
            value = move_value(Card(rank, "S"))
            worth = ("king" if rank == KING and limit > 1 else
                     "high" if value > limit else "fits")
            entries.append(t("twenty-grouped-entry", cards=t("rank-count", rank=rank, count=n),
                             count=n, worth=worth, value=value, limit=limit))
        if not with_count:
            return join_parts(entries)
        return t("twenty-grouped", list=join_parts(entries), count=len(view.hand), move=limit)
