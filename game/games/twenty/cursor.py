"""Twenty's focus rows: the hand, the cards played this deal (latest
first) and the actions (play, draw, pass); the session holds them as its
``cursor`` (game/core/cursor.py)."""

from __future__ import annotations

from typing import Protocol

from ...core.cards import Card
from ...core.cursor import Cursor, CursorHost, Row
from ...core.words import card_face, card_name
from ...i18n import t
from .event_words import SORT_ORDERS
from .rules import TwentyView

HAND, TABLE, ACTIONS = 0, 1, 2


class TwentyPicked(Protocol):
    """What Twenty's rows read of its moves: the sort order and the
    selection (cleared when the hand changes)."""

    selected: set[int]
    sort_order: str


class TwentyCursorHost(CursorHost, Protocol):
    """What Twenty's rows read of the session: its view, the hand as
    displayed in its sort order with the selection (both made anew when the
    engine's hand changes), the cards laid this deal and the seats' names."""

    hand: list[Card]

    @property
    def moves(self) -> TwentyPicked:
        """The session's moves: the sort order and the selection."""
        ...
    table_log: list[tuple[int, Card]]

    def view(self) -> TwentyView:
        """The player's view of the table (a watcher's: the public view)."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...


class TwentyCursor(Cursor[TwentyCursorHost]):
    """Twenty's rows: the hand, the table and the actions (module docstring)."""

    counted_rows = (TABLE,)  # the cards played this deal: "..., 2 of 4"

    def refresh_rows(self) -> None:
        host = self.host
        view = host.view()
        hand = sorted(view.hand, key=SORT_ORDERS[host.moves.sort_order])
        if hand != host.hand:
            host.moves.selected = set()
            host.hand = hand
        table_items = [
            t("twenty-table-card", card=card_name(card), who=host.name(seat))
            for seat, card in reversed(host.table_log)
        ]
        actions = [t("twenty-action-play"), t("twenty-action-draw"), t("twenty-action-pass")]
        self.set_rows([
            Row(t("twenty-row-hand"), [self.hand_label(i) for i in range(len(host.hand))]),
            Row(t("twenty-row-table"), table_items),
            Row(t("twenty-row-actions"), actions),
        ])

    def hand_label(self, i: int) -> str:
        hand = self.host.hand
        return t("twenty-focus-card", card=card_name(hand[i]),
                 selected="yes" if i in self.host.moves.selected else "no", **card_face(hand[i]),
                 position=t("position", index=i + 1, count=len(hand)))

    def row_title(self, row: Row) -> str:
        kind = "actions" if row.name == t("twenty-row-actions") else "cards"
        return t("twenty-row", name=row.name, count=len(row.items), kind=kind)

    # -- which rows hold cards (the rank keys, Enter's question) ------------------
    def row_cards(self, row: int) -> list[Card] | None:
        """The hand and the cards laid this deal (latest first) are cards."""
        if row == TABLE:
            return [card for _, card in reversed(self.host.table_log)]
        return self.host.hand if row == HAND else None
