"""Shithead's reports, a part its session holds as ``reports``
(``game/core/reports.py``): the player's hand and table cards, the
opponents (and the hand cards known from pick-ups), the pile, who is out,
and the window's lines and table. It reads the session only through
:class:`ShitheadReportsHost`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.cards import Card
from ...core.reports import Reports, ReportsHost
from ...core.table import TableModel, pointer_of
from ...core.utterance import History, Utterance
from ...core.words import card_list, card_name, marked_cards
from ...i18n import join_list, t
from .event_words import FACE_UP, HAND
from .jumps import ShitheadJumps, ShitheadRows
from .rules import ShitheadView
from .table import shithead_table
from .words import SORT_ORDERS, beat_text, opponent_reports


def face_up_words(cards: Sequence[Card]) -> str:
    """Face-up cards in rank order, or "none"."""
    return card_list(sorted(cards, key=SORT_ORDERS["rank"])) if cards else t("list-empty")


class ShitheadSelection(Protocol):
    """What Shithead's reports read of the session's moves: the selection
    and the row it is in."""

    @property
    def selected(self) -> set[int]:
        """The selected positions in :attr:`selected_row`."""
        ...

    @property
    def selected_row(self) -> int:
        """The row the selection is in (the hand or the face-up row)."""
        ...


class ShitheadReportsHost(ReportsHost, Protocol):
    """What Shithead's reports read of its session: the view and the seat,
    the hand and face-up row as shown and the selection in one of them, the
    focus, the history (a second press of the opponents key), and the rank
    keys' grouped hand."""

    human: int
    history: History
    @property
    def moves(self) -> ShitheadSelection:
        """The session's moves: the selection and its row."""
        ...

    @property
    def jumps(self) -> ShitheadJumps:
        """The rank keys, which word the hand grouped."""
        ...

    def view(self) -> ShitheadView:
        """The seat's view (a watcher's: the public view)."""
        ...

    def key_label(self, command: str) -> str:
        """The key bound to a command, as it is said."""
        ...

    @property
    def cursor(self) -> ShitheadRows:
        """The rows, the focus on them, the hand and the face-up cards."""
        ...


class ShitheadReports(Reports[ShitheadReportsHost]):
    """Shithead's report keys and window (module docstring)."""

    def my_status(self) -> list[Utterance]:
        host = self.host
        host.cursor.refresh_rows()
        view = host.view()
        text = t("shithead-status", count=len(host.cursor.hand),
                 cards=host.jumps.hand_words(card_list(host.cursor.hand)),
                 up=face_up_words(host.cursor.face_up), down=view.face_down_count)
        return self.said(text)

    def opponents(self) -> list[Utterance]:
        # Short first; the known hand cards, the long part, on a second press.
        host = self.host
        short, known = opponent_reports(host.view(), host.name, host.human)
        if known is not None:
            short = t("shithead-opponents-again", text=short, key=host.key_label("opponents"))
            if host.history.messages and host.history.messages[-1] == short:
                return self.said(known)
        return self.said(short)

    def table(self) -> list[Utterance]:
        view = self.host.view()
        top = view.pile[-1] if view.pile else None
        text = t("shithead-table", size=len(view.pile),
                 top=card_name(top) if top else "", run=view.top_run,
                 runcards=t("rank-count", rank=top.rank if top else 0, count=view.top_run),
                 beat=beat_text(view.to_beat), stock=view.stock_count, burnt=view.burnt_count)
        return self.said(text)

    def scores(self) -> list[Utterance]:
        host = self.host
        view = host.view()
        out = [t("shithead-out-order-entry", who=host.name(s),
                 ordinal=t("shithead-place", place=i + 1))
               for i, s in enumerate(view.finished)]
        left = [host.name(s) for s in range(view.players) if s not in view.finished]
        text = t("shithead-scores", out=len(out), list=join_list(out), left=len(left),
                 holding=join_list(left))
        return self.said(text.strip())

    def screen_lines(self) -> list[str]:
        host = self.host
        view = host.view()
        row = host.cursor.rows[host.cursor.row]
        focus = host.cursor.focused_label() if row.items else host.cursor.row_title(row)
        cursor, moves = host.cursor, host.moves
        hand = marked_cards(cursor.hand, moves.selected if moves.selected_row == HAND else ())
        up = marked_cards(cursor.face_up, moves.selected if moves.selected_row == FACE_UP else ())
        top = ", ".join(str(c) for c in reversed(view.pile[-4:]))
        return [
            focus,
            t("shithead-screen-hand", cards=hand or t("list-empty")),
            t("shithead-screen-table", up=up or t("list-empty"), down=view.face_down_count),
            t("shithead-screen-pile", size=len(view.pile), stock=view.stock_count,
              beat=beat_text(view.to_beat)) + (f" {top}" if top else ""),
        ]

    def table_model(self) -> TableModel:
        """The table as the screen draws it, from the player's view."""
        host = self.host
        return shithead_table(host.view(), host.cursor.hand, host.cursor.face_up,
                              host.moves.selected_row,
                              pointer_of(host), host.flow.between_deals())
