"""War's reports, a part its session holds as ``reports``
(``game/core/reports.py``): the player's pile and cards won, the
opponents', the cards on the table, everyone's cards won, and the window's
lines. It reads the session only through :class:`WarReportsHost`."""

from __future__ import annotations

from typing import Protocol

from ...core.reports import Reports, ReportsHost
from ...core.utterance import Utterance
from ...core.words import card_name
from ...i18n import join_list, t
from .rules import WarView


class WarReportsHost(ReportsHost, Protocol):
    """What War's reports read of its session: the view, the seat, the
    names and the focus (its cursor, ReportsHost's)."""

    human: int

    def view(self) -> WarView:
        """The seat's view (a watcher's: the public view)."""
        ...


class WarReports(Reports[WarReportsHost]):
    """War's report keys and window (module docstring); War draws no table
    model, so the window shows its lines."""

    def my_status(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        return self.said(t("war-pile", count=view.pile_counts[host.human],
                           won=view.won[host.human]))

    def opponents(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        entries = [t("war-opponent", name=host.name(s), count=view.pile_counts[s],
                     won=view.won[s]) for s in range(view.players) if s != host.human]
        return self.said(t("war-list", list=join_list(entries)))

    def table(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        cards = [t("war-table-card", card=card_name(c), who=host.name(s)) for s, c in view.table]
        return self.said(t("war-table", count=len(cards), cards=join_list(cards), pot=view.pot))

    def scores(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        entries = [t("war-won-entry", who=host.name(s), count=view.won[s])
                   for s in range(view.players)]
        return self.said(t("war-scores", list=join_list(entries)))

    def screen_lines(self) -> list[str]:
        host = self.host
        row = host.cursor.rows[host.cursor.row]
        focus = host.cursor.focused_label() if row.items else host.cursor.row_title(row)
        view = host.view()
        return [focus, t("war-pile", count=view.pile_counts[host.human],
                         won=view.won[host.human])]
