"""The lobby's "Back to your table": the unfinished tables the player sits
at, as the server knows them by the player's token (``ask-my-tables``), so
that a seat follows the account to another computer or a fresh profile, a
private table's too (its code comes with it, the player's own).

Asked each time the lobby opens, before its tables, so that the items are
there when it does: first in the lobby, one per table, "Back to your table:
<game> with Ana and Ada, your turn". Enter sits again by the usual join
(by id, or a private table's code), which gives the token its own seat back.
"""

from __future__ import annotations

from ..core.session import Utterance
from ..i18n import join_list, t
from ..online import protocol as p
from ..online.remote import computer_slots
from .menu import MenuItem
from .online_shell import Link
from .online_words import game_title

#: the lobby item's action: this prefix and the table's id
ACTION = "mine:"


def back_words(table: p.SeatedTable) -> str:
    """The lobby item of a table the player sits at: the game, who else is
    there (computer players named as at the table) and whose turn it is."""
    slots = computer_slots(table.seats)
    names = [t("bot-name", seat=slots[n]) if n in slots else s.name
             for n, s in enumerate(table.seats)]
    others = [name for n, name in enumerate(names) if n != table.seat and name]
    turn = table.turn if table.turn is not None and table.turn < len(names) else None
    whose = ("waiting" if table.state == "waiting" else "none" if turn is None
             else "yours" if turn == table.seat else "other")
    mover = names[turn] if turn is not None else None
    return t("my-tables-back", game=game_title(table.game), names=join_list(others),
             count=len(others), whose=whose, name=mover or "")


class MyTablesLink:
    """The tables the player sits at, as the server last told them."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.tables: list[p.SeatedTable] = []

    def ask(self) -> None:
        """Sent before each ``list``: its answer comes first, the lobby opens with it."""
        self.link.send(p.AskMyTables())

    def heard(self, message: p.MyTables) -> None:
        self.tables = list(message.tables)
        self.link.screens.refresh_lobby()

    def items(self) -> list[MenuItem]:
        """The lobby's first items, one per table (none at a table being played here)."""
        return [MenuItem(back_words(table), ACTION + table.table) for table in self.tables
                if table.table != self.link.table_id]

    def run(self, action: str) -> list[Utterance]:
        """Enter on one: the join that gives the seat back (a private table by its code)."""
        table_id = action.removeprefix(ACTION)
        found = next((tb for tb in self.tables if tb.table == table_id), None)
        if found is None:
            return []
        if found.code:
            return self.link.join(code=found.code)
        return self.link.join(table=found.table)
