"""Phase 10's reports, a part its session holds as ``reports``
(``game/core/reports.py``): the player's phase and hand, the opponents'
phases, the laid groups and the pile, the scores, and the window's lines
and table. It reads the session only through :class:`Phase10ReportsHost`."""

from __future__ import annotations

from typing import Any, Protocol

from ...core.jump import Jumps
from ...core.reports import HandReports, HandReportsHost, HandShown
from ...core.table import TableModel, pointer_of
from ...core.utterance import Utterance
from ...i18n import join_list, t
from .cursor import Phase10Rows
from .event_words import standings, whose
from .rules import Group, P10Card, Phase10View
from .table import phase10_table
from .words import card_list, card_name, group_words, groups_words, owned_group, phase_need


class Phase10Shown(HandShown, Protocol):
    """What Phase 10's reports read of the session's moves: the hand and
    the laid groups as the events so far told them."""

    @property
    def hand(self) -> list[P10Card]:
        """The hand as displayed."""
        ...

    @property
    def laid(self) -> list[list[Group]]:
        """Each seat's laid groups as the events so far told them."""
        ...


class Phase10ReportsHost(HandReportsHost, Protocol):
    """What Phase 10's reports read of its session: the view and the seat,
    the hand, the laid groups as the events told them and the table row's
    items, and the rank keys' grouped hand."""

    human: int
    @property
    def cursor(self) -> Phase10Rows:
        """The rows, the focus on them and the table row's groups (cursor.py)."""
        ...

    @property
    def moves(self) -> Phase10Shown:
        """The session's moves: the hand, its selection and the laid groups."""
        ...

    @property
    def jumps(self) -> Jumps[Any]:
        """The rank keys, which word the hand grouped."""
        ...

    def view(self) -> Phase10View:
        """The seat's view (a watcher's: the public view)."""
        ...


class Phase10Reports(HandReports[Phase10ReportsHost]):
    """Phase 10's report keys and window (module docstring)."""

    def my_status(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        host.cursor.refresh_rows()
        phase = view.phases[host.human]
        laid = view.groups[host.human]
        text = t("phase10-status", phase=phase, need=phase_need(phase),
                 laid="yes" if view.laid[host.human] else "no",
                 groups=groups_words(laid) if laid else "", count=len(host.moves.hand),
                 done=view.phases_done[host.human],
                 cards=host.jumps.hand_words(card_list(host.moves.hand)))
        return self.said(text)

    def opponents(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        lines = [t("phase10-opponent", name=host.name(s, capital=True), phase=view.phases[s],
                   laid="yes" if view.laid[s] else "no", count=view.hand_counts[s],
                   done=view.phases_done[s], skip="yes" if view.skips_pending[s] else "no")
                 for s in range(view.players) if s != host.human]
        return self.said(" ".join(lines))

    def table_text(self) -> str:
        """The pile's top card, the stock and every laid group."""
        host = self.host
        view = host.view()
        groups = [owned_group(host.moves.laid[s][g], host.name(s), whose(s, host.human))
                  for s, g in host.cursor.table_items]
        laid = t("phase10-laid-list", list=join_list(groups)) if groups else t(
            "phase10-nothing-laid")
        top = card_name(view.discard_top) if view.discard_top else t("phase10-discard-none")
        return t("phase10-table", top=top, stock=view.stock_count, laid=laid)

    def table(self) -> list[Utterance]:
        self.host.cursor.refresh_rows()
        return self.said(self.table_text())

    def scores(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        entries = [t("phase10-score-entry", who=host.name(s, capital=(i == 0)),
                     total=view.totals[s], phase=view.phases[s], done=view.phases_done[s])
                   for i, s in enumerate(standings(view.totals, view.phases_done))]
        return self.said(t("phase10-scores", hand=view.hand_number, list=join_list(entries)))

    def screen_lines(self) -> list[str]:
        host = self.host
        view = host.view()
        top = card_name(view.discard_top) if view.discard_top else t("phase10-discard-none")
        status = t("phase10-screen-status", phase=view.phases[host.human],
                   done=view.phases_done[host.human],
                   laid="yes" if view.laid[host.human] else "no", top=top,
                   stock=view.stock_count)
        groups = [group_words(g) for g in host.moves.laid[host.human]]
        return self.screen_head() + [status] + groups

    def table_model(self) -> TableModel:
        """The table as the screen draws it, from the player's view."""
        host = self.host
        return phase10_table(host.view(), host.moves.hand, host.moves.laid, pointer_of(host),
                             host.flow.between_deals())
