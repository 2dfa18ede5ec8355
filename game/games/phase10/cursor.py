"""Phase 10's focus rows: the hand, the groups laid on the table (the
player's first, then the others' in turn order) and the actions (draw,
take, lay, discard); the session holds them as its ``cursor``
(game/core/handcursor.py)."""

from __future__ import annotations

from typing import Protocol

from ...core.cursor import Row
from ...core.handcursor import HandCursor, HandCursorHost, HandSelection, KindedRows
from ...i18n import t
from .rules import Group, Phase10View
from .words import card_name, owned_group

HAND, TABLE, ACTIONS = 0, 1, 2


class Phase10Rows(KindedRows, Protocol):
    """Phase 10's rows as its other parts (the rank keys, the advice, the
    reports) read them: the focus, the rows' kinds, and whose group each
    item of the table row is."""

    #: (seat, group index) of each item of the table row.
    table_items: list[tuple[int, int]]


class Phase10Selection(HandSelection, Protocol):
    """What Phase 10's rows read of its moves besides the hand: the groups laid."""

    @property
    def laid(self) -> list[list[Group]]:
        """Each seat's laid groups as the events so far told them."""
        ...


class Phase10CursorHost(HandCursorHost, Protocol):
    """What Phase 10's rows read of the session besides the hand: its
    view, the player's seat, the seats' names and the groups laid as the
    events told them."""

    human: int

    @property
    def moves(self) -> Phase10Selection:
        """The session's moves: the hand row, the selection and the groups laid."""
        ...

    def view(self) -> Phase10View:
        """The player's view of the table (a watcher's: the public view)."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...


class Phase10Cursor(HandCursor[Phase10CursorHost]):
    """Phase 10's rows: the hand, the laid groups and the actions (module
    docstring)."""

    row_kinds = ("hand", "table", "actions")
    counted_rows = (TABLE,)  # the laid groups: "..., 2 of 4"

    def __init__(self, host: Phase10CursorHost) -> None:
        super().__init__(host)
        #: (seat, group index) of each item of the table row.
        self.table_items: list[tuple[int, int]] = []

    def refresh_rows(self) -> None:
        host = self.host
        view = host.view()
        hand = self.hand_row_words(view.hand)
        seats = [(host.human + k) % view.players for k in range(view.players)]
        laid = host.moves.laid
        self.table_items = [(s, g) for s in seats for g in range(len(laid[s]))]
        # Focus labels start a sentence: "Your set of three 9s".
        table = [owned_group(laid[s][g], host.name(s),
                             "you-capital" if s == host.human else "other")
                 for s, g in self.table_items]
        # An empty pile offers nothing to take: said so, not "Take empty".
        take = (t("phase10-action-take", card=card_name(view.discard_top))
                if view.discard_top is not None else t("phase10-action-take-none"))
        actions = [t("phase10-action-draw"), take, t("phase10-action-lay"),
                   t("phase10-action-discard")]
        self.set_rows([
            hand,
            Row(t("phase10-row-table"), table),
            Row(t("phase10-row-actions"), actions),
        ])
