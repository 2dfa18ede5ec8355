"""War's focus rows: the cards turned over on the table and the player's
pile; the session holds them as its ``cursor`` (game/core/cursor.py)."""

from __future__ import annotations

from typing import Protocol

from ...core.cursor import Cursor, CursorHost, Row
from ...core.words import card_name
from ...i18n import t
from .rules import WarView

TABLE, PILE = 0, 1


class WarCursorHost(CursorHost, Protocol):
    """What War's rows read of the session: its view, the player's seat
    and the seats' names."""

    human: int

    def view(self) -> WarView:
        """The player's view of the table (a watcher's: the public view)."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...


class WarCursor(Cursor[WarCursorHost]):
    """War's rows: the table and the player's pile (module docstring)."""

    def refresh_rows(self) -> None:
        host = self.host
        view = host.view()
        table = [t("war-table-card", card=card_name(card), who=host.name(seat))
                 for seat, card in view.table]
        pile = [t("war-pile", count=view.pile_counts[host.human], won=view.won[host.human])]
        self.set_rows([Row(t("war-row-table"), table), Row(t("war-row-pile"), pile)])

    def row_title(self, row: Row) -> str:
        return t("war-row", name=row.name, count=len(row.items))
