"""Ten Phases' reports, a part its session holds as ``reports``
(``game/core/reports.py``): the player's phase and hand, the opponents'
phases and the shown cards they still hold, the pile, the phases done (and
at the end the results), and the window's lines and table. It reads the
session only through :class:`TenPhasesReportsHost`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from ...core.cards import Card
from ...core.jump import Jumps
from ...core.reports import HandReports, HandReportsHost, HandShown
from ...core.table import TableModel, pointer_of
from ...core.utterance import History, Utterance
from ...i18n import join_list, t
from .event_words import TenPhasesNarrator, end_order, role
from .rules import TenPhasesView
from .shown import ShownCards
from .table import tenphases_table
from .words import card_list, card_name


class TenPhasesHandRow(Protocol):
    """The hand row's sort, which orders the shown cards as the hand."""

    def sort(self, cards: Iterable[Card]) -> list[Card]:
        """``cards`` in the hand's order."""
        ...


class TenPhasesShown(HandShown, Protocol):
    """What Ten Phases' reports read of the session's moves: the hand and
    the hand row's sort."""

    @property
    def hand(self) -> list[Card]:
        """The hand as displayed."""
        ...

    @property
    def hand_row(self) -> TenPhasesHandRow:
        """The hand row (its sort)."""
        ...


class TenPhasesReportsHost(HandReportsHost, Protocol):
    """What Ten Phases' reports read of its session: the view and the seat,
    the hand, the shown cards each seat still holds, the history (a second
    press of the opponents key), the narrator's phase table, and the rank
    keys' words."""

    human: int
    history: History

    @property
    def shown(self) -> ShownCards:
        """Cards each seat showed in a declaration and still holds, as far as seen."""
        ...

    @property
    def moves(self) -> TenPhasesShown:
        """The session's moves: the hand, its selection and its row's sort."""
        ...

    @property
    def narrator(self) -> TenPhasesNarrator:
        """The event words, whose phase table says what a phase needs."""
        ...

    @property
    def jumps(self) -> Jumps[Any]:
        """The rank keys, which word the hand grouped and a rank's count."""
        ...

    def view(self) -> TenPhasesView:
        """The seat's view (a watcher's: the public view)."""
        ...

    def key_label(self, command: str) -> str:
        """The key bound to a command, as it is said."""
        ...

    def seats(self) -> list[int]:
        """The player first, then the others in turn order."""
        ...


class TenPhasesReports(HandReports[TenPhasesReportsHost]):
    """Ten Phases' report keys and window (module docstring)."""

    def my_status(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        host.cursor.refresh_rows()
        phase = view.phases[host.human]
        text = t("tenphases-status", phase=phase, need=host.narrator.need(phase),
                 done=view.phases_done[host.human], count=len(host.moves.hand),
                 cards=host.jumps.hand_words(card_list(host.moves.hand)))
        return self.said(text)

    def opponents(self) -> list[Utterance]:
        # Short first, so each opponent's count comes at once; the shown
        # cards still held, the long part, on a second press.
        host = self.host
        view = host.view()
        lines, held = [], []
        for s in range(view.players):
            if s == host.human:
                continue
            shown = host.moves.hand_row.sort(host.shown.held[s].elements())
            lines.append(t("tenphases-opponent", name=host.name(s, capital=True),
                           phase=view.phases[s], done=view.phases_done[s],
                           count=view.hand_counts[s], held=len(shown)))
            if shown:
                # Jokers are alike: "two jokers", not "joker and joker".
                jokers = sum(1 for c in shown if c.is_joker)
                named = [card_name(c) for c in shown if not c.is_joker]
                named += [host.jumps.rank_count(0, jokers)] if jokers else []
                held.append(t("tenphases-shown-entry", name=host.name(s, capital=True),
                              cards=join_list(named)))
        text = " ".join(lines)
        if not held:
            return self.said(text)
        text = t("tenphases-opponents-again", text=text, key=host.key_label("opponents"))
        if host.history.messages and host.history.messages[-1] == text:
            return self.said(t("tenphases-opponents-shown", list="; ".join(held)))
        return self.said(text)

    def table(self) -> list[Utterance]:
        view = self.host.view()
        top = card_name(view.discard_top) if view.discard_top else t("tenphases-discard-none")
        return self.said(t("tenphases-table", top=top, count=view.discard_count,
                           stock=view.stock_count))

    def scores(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        entries = [t("tenphases-phase-entry", who=host.name(s, capital=(i == 0)),
                     phase=view.phases[s], done=view.phases_done[s])
                   for i, s in enumerate(host.seats())]
        text = t("tenphases-phases", list=join_list(entries))
        if view.over:
            text = f"{text} {self.results_text(view)}"
        return self.said(text)

    def results_text(self, view: TenPhasesView) -> str:
        """The game's end: each seat's points and whether it won or lost."""
        host = self.host
        order = end_order(host.seats(), view.winners, view.losers)
        entries = [t("tenphases-result-entry", who=host.name(s, capital=(i == 0)),
                     points=view.points[s], role=role(s, view.winners, view.losers))
                   for i, s in enumerate(order)]
        return t("tenphases-results", list=join_list(entries))

    def screen_lines(self) -> list[str]:
        host = self.host
        view = host.view()
        top = card_name(view.discard_top) if view.discard_top else t("tenphases-discard-none")
        status = t("tenphases-screen-status", phase=view.phases[host.human],
                   done=view.phases_done[host.human], top=top,
                   stock=view.stock_count)
        return self.screen_head() + [status]

    def table_model(self) -> TableModel:
        """The table as the screen draws it, from the player's view."""
        host = self.host
        return tenphases_table(host.view(), host.moves.hand, pointer_of(host),
                               host.flow.between_deals())
