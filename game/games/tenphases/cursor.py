"""Ten Phases' focus rows: the hand and the actions (draw, take, declare,
discard); a watcher, who has neither, hears each player's phase and cards
in the second row. The session holds them as its ``cursor``
(game/core/handcursor.py)."""

from __future__ import annotations

from typing import Protocol

from ...core.cursor import Row
from ...core.handcursor import HandCursor, HandCursorHost
from ...i18n import t
from .rules import TenPhasesView
from .shown import ShownCards
from .words import card_name

HAND, ACTIONS = 0, 1


class TenPhasesCursorHost(HandCursorHost, Protocol):
    """What Ten Phases' rows read of the session besides the hand: its
    view, the seats in order and their names, and the cards each player
    showed and still holds (a watcher's players row)."""

    @property
    def shown(self) -> ShownCards:
        """Cards each player showed in a declaration and still holds."""
        ...

    def view(self) -> TenPhasesView:
        """The player's view of the table (a watcher's: the public view)."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...

    def seats(self) -> list[int]:
        """The player first, then the others in turn order."""
        ...


class TenPhasesCursor(HandCursor[TenPhasesCursorHost]):
    """Ten Phases' rows: the hand and the actions, or a watcher's players
    (module docstring)."""

    row_kinds = ("hand", "actions")

    def refresh_rows(self) -> None:
        host = self.host
        view = host.view()
        hand = self.hand_row_words(view.hand)
        # An empty pile offers nothing to take: said so, not "Take empty".
        take = t("tenphases-action-take", card=card_name(view.discard_top)) \
            if view.discard_top else t("tenphases-action-take-none")
        actions = [t("tenphases-action-draw"), take,
                   t("tenphases-action-declare"), t("tenphases-action-discard")]
        if host.watching:  # no actions: each player's phase and cards instead
            players = [t("tenphases-opponent", name=host.name(s, capital=True),
                         phase=view.phases[s], done=view.phases_done[s],
                         count=view.hand_counts[s], held=sum(host.shown.held[s].values()))
                       for s in host.seats()]
            self.set_rows([hand, Row(t("tenphases-row-players"), players)])
            return
        self.set_rows([
            hand,
            Row(t("tenphases-row-actions"), actions),
        ])

    def row_title(self, row: Row) -> str:
        if self.host.watching and row is self.rows[-1]:
            return str(row.name)
        title: str = super().row_title(row)
        return title
