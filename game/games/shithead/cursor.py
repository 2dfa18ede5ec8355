"""Shithead's focus rows: the hand, the face-up row, the face-down row (by
position only) and the pile, top first; the session holds them as its
``cursor`` (game/core/cursor.py). The cursor also keeps where each seat
plays from, so that the focus follows the row the player moves on to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.cards import Card
from ...core.cursor import Cursor, CursorHost, Row
from ...core.seat import Seat
from ...core.utterance import Utterance
from ...core.words import card_face, card_name
from ...i18n import t
from .event_words import FACE_DOWN, FACE_UP, HAND, PILE
from .reports import face_up_words
from .rules import ShitheadView
from .words import SORT_ORDERS


class ShitheadPicked(Protocol):
    """What Shithead's rows read of its moves: the sort order, the
    selection (cleared when the cards change) and the row it is in."""

    selected: set[int]
    selected_row: int
    sort_order: str


class ShitheadCursorHost(CursorHost, Protocol):
    """What Shithead's rows read of the session: its view and seat, the
    sort order, the selection (cleared when the cards change) and the row
    it is in, and the seats' names."""

    human: int

    @property
    def moves(self) -> ShitheadPicked:
        """The session's moves: the sort order, the selection and its row."""
        ...

    @property
    def side(self) -> Seat:
        """The player's side of the table: how many play."""
        ...

    def view(self) -> ShitheadView:
        """The player's view of the table (a watcher's: the public view)."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...


class ShitheadCursor(Cursor[ShitheadCursorHost]):
    """Shithead's rows and where each seat plays from (module docstring)."""

    #: A watcher's focus moves over the pile, the one public row.
    watch_rows = (PILE,)

    def __init__(self, host: ShitheadCursorHost) -> None:
        super().__init__(host)
        #: The hand and the face-up cards as displayed, in the sort order.
        self.hand: list[Card] = []
        self.face_up: list[Card] = []
        #: Where each seat plays from, as last said: a change is announced.
        self.sources: list[str] = []

    def refresh_rows(self) -> None:
        host = self.host
        view = host.view()
        order = SORT_ORDERS[host.moves.sort_order]
        hand = sorted(view.hand, key=order)
        face_up = sorted(view.face_up, key=order)
        if hand != self.hand or face_up != self.face_up:
            host.moves.selected = set()
        self.hand, self.face_up = hand, face_up
        down = view.face_down_count
        pile = list(reversed(view.pile))
        self.set_rows([
            Row(t("shithead-row-hand"), [self.card_label(HAND, i) for i in range(len(hand))]),
            Row(t("shithead-row-face-up"),
                [self.card_label(FACE_UP, i) for i in range(len(face_up))]),
            Row(t("shithead-row-face-down"),
                [t("shithead-face-down-card", index=i + 1, count=down) for i in range(down)]),
            Row(t("shithead-row-pile"),
                [t("shithead-pile-card", card=card_name(c),
                   position=t("position", index=i + 1, count=len(pile)))
                 for i, c in enumerate(pile)]),
        ])

    def cards_of(self, row: int) -> list[Card]:
        return self.hand if row == HAND else self.face_up

    def card_label(self, row: int, i: int) -> str:
        cards = self.cards_of(row)
        chosen = row == self.host.moves.selected_row and i in self.host.moves.selected
        return t("shithead-focus-card", card=card_name(cards[i]),
                 selected="yes" if chosen else "no", **card_face(cards[i]),
                 position=t("position", index=i + 1, count=len(cards)))

    def row_title(self, row: Row) -> str:
        return t("shithead-row", name=row.name, count=len(row.items))

    # -- which rows hold cards (the rank keys, Enter's question) ------------------
    def row_cards(self, row: int) -> Sequence[Card] | None:
        """The hand, the face-up cards and the pile (top first) hold known
        cards; the face-down ones are known by position only."""
        if row == PILE:
            return list(reversed(self.host.view().pile))
        return self.cards_of(row) if row in (HAND, FACE_UP) else None

    def selection_row(self) -> int:
        return self.host.moves.selected_row

    def source_moves(self) -> list[Utterance]:
        """Who moved on to their face-up or face-down cards since last said;
        the focus follows the row the player now plays from."""
        host = self.host
        if host.view().phase != "play":
            return []
        out: list[Utterance] = []
        view = host.view()
        now = [view.source(s) for s in range(host.side.players)]
        for seat, (before, after) in enumerate(zip(self.sources, now, strict=True)):
            if before == after or seat in host.view().finished or after == "hand":
                continue
            who = host.name(seat, capital=True)
            you = "yes" if seat == host.human else "no"
            if seat == host.human:
                # Focus follows the row the player now plays from (SH-14, SH-15).
                self.refresh_rows()
                self.row = FACE_UP if after == "face_up" else FACE_DOWN
                self.focus[self.row] = 0
            if after == "face_up":
                cards = face_up_words(host.view().face_ups[seat])
                out.append(host.say(t("shithead-to-face-up", who=who, you=you, cards=cards),
                                    seat=seat))
            else:
                count = host.view().face_down_counts[seat]
                out.append(host.say(t("shithead-to-face-down", who=who, you=you, count=count),
                                    seat=seat))
        self.sources = now
        return out
