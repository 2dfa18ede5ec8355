"""Shithead's move keys (SH rules), the part the session holds as ``moves``
(``game/core/moves.py``): the face-up choice (Enter alone takes the
suggestion), then Space selecting in one row (the hand or the face-up
cards) at a time, Enter playing the selection, the card in focus or a
face-down card, the take key picking up the pile, the sort key cycling the
orders with the selection kept. It reads the session through
:class:`ShitheadMovesHost`: the view, the rows' cards, the focus and
Enter's question."""

from __future__ import annotations

from typing import Any, Protocol

from ...core.base import Refusal
from ...core.cards import Card
from ...core.moves import Moves, MovesHost
from ...core.selection_enter import EnterOnSelection
from ...core.session import Utterance
from ...core.words import card_face, card_name
from ...i18n import t
from .bots import strongest_three
from .event_words import FACE_DOWN, FACE_UP, HAND, PILE
from .jumps import ShitheadRows
from .rules import ChooseFaceUp, FlipFaceDown, PickUp, Play, ShitheadView
from .words import SORT_ORDERS, refusal_words, selection_verdict


class ShitheadMovesHost(MovesHost, Protocol):
    """What Shithead's keys read of the session besides
    :class:`~game.core.moves.MovesHost`: the rows and each row's focus,
    the cards of the hand and face-up rows, the view and Enter's question."""

    @property
    def cursor(self) -> ShitheadRows:
        """The rows and the focus, with the hand and face-up cards shown."""
        ...

    @property
    def enter(self) -> EnterOnSelection:
        """Enter's question on a selection the focus is off."""
        ...

    def view(self) -> ShitheadView:
        """The player's view of the table."""
        ...



class ShitheadMoves(Moves[ShitheadMovesHost]):
    """Shithead's keys and the selection, in one row at a time (module
    docstring)."""

    def __init__(self, host: ShitheadMovesHost) -> None:
        super().__init__(host)
        self.sort_order = "rank"
        #: The row the selection is in (the hand or the face-up row).
        self.selected_row = HAND

    def chosen_cards(self) -> list[Card]:
        cards = self.host.cursor.cards_of(self.selected_row)
        return [cards[j] for j in sorted(self.selected)]

    def suggestion(self) -> tuple[Card, ...]:
        """SH-4: high cards and specials face up, as the bots choose."""
        return tuple(sorted(strongest_three(self.host.view().hand), key=SORT_ORDERS["rank"]))

    def cmd_toggle_select(self) -> list[Utterance]:
        host = self.host
        host.cursor.refresh_rows()
        if host.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        if host.cursor.row not in (HAND, FACE_UP) or not host.cursor.cards_of(host.cursor.row):
            # Space says why nothing is selected here (ux.md: no silent key).
            why = {FACE_DOWN: "face_down", PILE: "pile"}.get(host.cursor.row, "empty")
            return [host.say(t("shithead-cannot-select", row=why, key=host.key_label("play"),
                               name=host.cursor.rows[host.cursor.row].name),
                             interrupt=True, cue="invalid")]
        dropped = 0
        if host.cursor.row != self.selected_row:
            # One play comes from one place (SH-6, SH-13): selecting in
            # another row starts anew, and says what it let go, never silently.
            dropped, left = len(self.selected), self.selected_row
            self.selected, self.selected_row = set(), host.cursor.row
        i = host.cursor.focus[host.cursor.row]
        if host.view().phase == "face_up" and i not in self.selected and len(self.selected) >= 3:
            # SH-4: three face up, never more.
            return [host.say(t("shithead-three-chosen", key=host.key_label("play")),
                             interrupt=True, cue="invalid")]
        self.selected ^= {i}
        on = i in self.selected
        face = card_face(host.cursor.cards_of(host.cursor.row)[i])  # "selected" agrees with it
        state = t("selected", **face) if on else t("deselected")
        card = card_name(host.cursor.cards_of(host.cursor.row)[i])
        chosen = self.chosen_cards()
        view = host.view()
        if view.phase == "face_up":
            text = t("shithead-select-face-up", card=card, state=state, **face,
                     selected="yes" if on else "no", count=len(chosen),
                     key=host.key_label("play"))
        else:
            verdict = selection_verdict(chosen, view.to_beat)
            if host.cursor.row == FACE_UP and chosen and host.cursor.cards_of(HAND):
                # SH-13: while the hand holds cards, play comes from it only.
                verdict["verdict"] = "hand_first"
            text = t("shithead-select", card=card, state=state,
                     selected="yes" if on else "no", **face, **verdict)
        if dropped:
            text = t("shithead-other-row-cleared", count=dropped, text=text,
                     row="hand" if left == HAND else "face_up")
        host.cursor.refresh_rows()
        return [host.say(text, interrupt=True, cue="select" if on else "deselect")]

    def cmd_play(self) -> list[Utterance]:
        host = self.host
        host.cursor.refresh_rows()
        view = host.view()
        if view.phase == "face_up":
            # Enter alone takes the suggestion: the player need not select three.
            chosen = self.chosen_cards() if self.selected else list(self.suggestion())
            return self.try_move(ChooseFaceUp(tuple(chosen)))
        row = host.cursor.row
        if self.selected and self.selected_row != row and row in (HAND, FACE_UP):
            # A selection left behind in the other row must not hold Enter
            # hostage: the row the player is on decides.
            self.selected = set()
        if self.selected:
            move = Play(tuple(self.chosen_cards()))
            return host.enter.asks_first(move) or self.try_move(move)
        if row in (HAND, FACE_UP) and host.cursor.cards_of(row):
            return self.try_move(Play((host.cursor.cards_of(row)[host.cursor.focus[row]],)))
        if host.cursor.row == FACE_DOWN and view.face_down_slots:
            # The row speaks positions among the cards left; the engine wants slots.
            return self.try_move(FlipFaceDown(view.face_down_slots[host.cursor.focus[FACE_DOWN]]))
        if view.to_move == host.human and view.source(host.human) == "face_down":
            return [self.refuse(Refusal("must-turn-face-down"))]
        return [self.refuse(Refusal("nothing-selected"))]

    def cmd_draw(self) -> list[Utterance]:
        # SH-7: drawing follows a play by itself; the key says so.
        return [self.host.say(t("shithead-no-draw"), interrupt=True, cue="invalid")]

    def cmd_take_discard(self) -> list[Utterance]:
        return self.try_move(PickUp())

    def cmd_sort(self) -> list[Utterance]:
        host = self.host
        orders = list(SORT_ORDERS)
        self.sort_order = orders[(orders.index(self.sort_order) + 1) % len(orders)]
        row = host.cursor.row if host.cursor.row in (HAND, FACE_UP) else HAND
        cards = host.cursor.cards_of(row)
        focused = cards[host.cursor.focus[row]] if cards else None
        chosen = self.chosen_cards()
        host.cursor.refresh_rows()
        # Keep the focused card and the selection through the new order.
        cards = host.cursor.cards_of(row)
        if focused is not None:
            host.cursor.focus[row] = cards.index(focused)
        rest = list(host.cursor.cards_of(self.selected_row))
        self.selected = set()
        for card in chosen:
            j = next(k for k, c in enumerate(rest) if c == card and k not in self.selected)
            self.selected.add(j)
        host.cursor.refresh_rows()
        return [host.say(t("shithead-sorted", order=self.sort_order), interrupt=True, cue="move")]

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        return refusal_words(refusal.code, refusal.args, self.host.view().to_beat,
                             self.host.key_label("play"))
