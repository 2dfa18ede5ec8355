"""Twenty's reports, a part its session holds as ``reports``
(``game/core/reports.py``): the hand and the move, the opponents' counts,
the cards laid this deal, the totals, and the window's lines and table. It
reads the session only through :class:`TwentyReportsHost`."""

from __future__ import annotations

from typing import Protocol

from ...core.cards import Card
from ...core.reports import Reports, ReportsHost
from ...core.seat import Seat
from ...core.table import TableModel, pointer_of
from ...core.utterance import Utterance
from ...core.words import card_list, marked_cards, rank_groups
from ...i18n import join_list, t
from .event_words import points
from .jumps import TwentyJumps
from .rules import TwentyView
from .table import twenty_table


class TwentySelection(Protocol):
    """What Twenty's reports read of the session's moves: the selection."""

    @property
    def selected(self) -> set[int]:
        """The selected positions in the displayed hand."""
        ...


class TwentyReportsHost(ReportsHost, Protocol):
    """What Twenty's reports read of its session: the view and the seat, the
    hand as shown and its selection, the cards laid this deal, the focus,
    and the rank keys' grouped hand."""

    human: int
    hand: list[Card]
    #: (seat, card) laid this deal, in order.
    table_log: list[tuple[int, Card]]

    #: The player's side of the table (its options: the match's points).
    side: Seat

    @property
    def moves(self) -> TwentySelection:
        """The session's moves: the hand's selection."""
        ...

    @property
    def jumps(self) -> TwentyJumps:
        """The rank keys, which word the hand grouped."""
        ...

    def view(self) -> TwentyView:
        """The seat's view (a watcher's: the public view)."""
        ...


class TwentyReports(Reports[TwentyReportsHost]):
    """Twenty's report keys and window (module docstring)."""

    def my_status(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        if not view.hand:
            return self.said(t("twenty-hand-empty"))
        host.cursor.refresh_rows()
        text = t("twenty-status", count=len(host.hand),
                 cards=host.jumps.hand_words(card_list(host.hand)),
                 turn="yes" if view.to_move == host.human else "no", move=view.move_number)
        return self.said(text)

    def opponents(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        entries = [t("twenty-opponent", name=host.name(s), count=view.hand_counts[s])
                   for s in range(view.players) if s != host.human]
        return self.said(t("twenty-opponents", list=join_list(entries)))

    def table(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        last_seat = None
        last_cards: list[Card] = []
        for seat, card in reversed(host.table_log):
            if last_seat is None:
                last_seat = seat
            if seat != last_seat:
                break
            last_cards.append(card)
        text = t("twenty-table", move=view.move_number, stock=view.stock_count,
                 table=len(view.table),
                 last="none" if last_seat is None else host.name(last_seat),
                 lastcards=rank_groups(last_cards))
        return self.said(text)

    def scores(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        order = sorted(range(view.players), key=lambda s: (-view.totals[s], s))
        entries = [t("twenty-total-entry", who=host.name(s), points=points(view.totals[s]))
                   for s in order]
        text = t("twenty-scores", target=host.side.options["match_points"],
                 list=join_list(entries), deal=view.deal_number)
        return self.said(text)

    def screen_lines(self) -> list[str]:
        host = self.host
        view = host.view()
        row = host.cursor.rows[host.cursor.row]
        focus = host.cursor.focused_label() if row.items else host.cursor.row_title(row)
        hand = marked_cards(host.hand, host.moves.selected)
        status = t("twenty-table", move=view.move_number, stock=view.stock_count,
                   table=len(view.table), last="none", lastcards="")
        return [focus, hand or t("twenty-hand-empty"), status]

    def table_model(self) -> TableModel:
        """The table as the screen draws it, from the player's view."""
        host = self.host
        return twenty_table(host.view(), host.hand, host.table_log, pointer_of(host),
                            host.flow.between_deals())
