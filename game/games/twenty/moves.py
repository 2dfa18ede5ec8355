"""Twenty's move keys (TW rules), the part the session holds as ``moves``
(``game/core/moves.py``): Space selects with a running total against the
move's limit, Enter plays the selection (or the card in focus) or the
action in focus, the draw key draws (passes with the stock empty), and the
sort key cycles the hand's orders. A refusal names the move tried and its
cards (``attempt``). It reads the session through :class:`TwentyMovesHost`:
the view, the hand as shown, the focus and Enter's question."""

from __future__ import annotations

from typing import Any, Protocol

from ...core.base import Refusal
from ...core.cards import Card
from ...core.moves import Moves, MovesHost
from ...core.selection_enter import EnterOnSelection
from ...core.session import Utterance
from ...core.words import card_face, card_name
from ...i18n import t
from .event_words import SORT_ORDERS
from .rules import Draw, Pass, Play, TwentyView, least_total

HAND, TABLE, ACTIONS = 0, 1, 2


class TwentyMovesHost(MovesHost, Protocol):
    """What Twenty's keys read of the session besides
    :class:`~game.core.moves.MovesHost`: the hand as shown, each row's
    focus, the view and Enter's question."""

    #: The hand as displayed.
    hand: list[Card]

    @property
    def enter(self) -> EnterOnSelection:
        """Enter's question on a selection the focus is off."""
        ...

    def view(self) -> TwentyView:
        """The player's view of the table."""
        ...


class TwentyMoves(Moves[TwentyMovesHost]):
    """Twenty's keys and its hand's selection (module docstring)."""

    def __init__(self, host: TwentyMovesHost) -> None:
        super().__init__(host)
        self.sort_order = "value"
        # The move the player last tried, so a refusal names it ("so you
        # cannot pass") and counts its cards ("that card is worth 10").
        self.attempt: tuple[str, int] = ("play", 0)

    def my_limit(self) -> int:
        """The move number of this seat's current or next turn."""
        view = self.host.view()
        if view.to_move is None:
            return view.move_number
        ahead = (self.host.human - view.to_move) % view.players
        return min(view.move_number + ahead, 20)

    def cmd_toggle_select(self) -> list[Utterance]:
        host = self.host
        host.cursor.refresh_rows()
        if host.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        if host.cursor.row != HAND or not host.hand:
            # Space says why nothing is selected here (ux.md: no silent key).
            why = {TABLE: "table", ACTIONS: "actions"}.get(host.cursor.row, "empty")
            return [host.say(t("twenty-cannot-select", row=why, key=host.key_label("play")),
                             interrupt=True, cue="invalid")]
        i = host.cursor.focus[HAND]
        self.selected ^= {i}
        face = card_face(host.hand[i])  # "selected" agrees with it
        state = t("selected", **face) if i in self.selected else t("deselected")
        cue = "select" if i in self.selected else "deselect"
        chosen = [host.hand[j] for j in sorted(self.selected)]
        card = card_name(host.hand[i])
        limit = self.my_limit()
        total = least_total(chosen)
        on = "yes" if i in self.selected else "no"
        if not chosen:
            text = t("twenty-select-none", card=card, state=state, selected=on, **face)
        elif total > limit:
            text = t("twenty-select-over", card=card, state=state, selected=on, total=total,
                     limit=limit, **face)
        else:
            text = t("twenty-select", card=card, state=state, selected=on, total=total,
                     limit=limit, **face)
        host.cursor.refresh_rows()
        return [host.say(text, interrupt=True, cue=cue)]

    def cmd_play(self) -> list[Utterance]:
        host = self.host
        host.cursor.refresh_rows()
        if host.cursor.row == ACTIONS:
            actions = [self.cmd_play_selection, self.cmd_draw, self.cmd_pass]
            return actions[host.cursor.focus[ACTIONS]]()
        return self.cmd_play_selection()

    def cmd_play_selection(self) -> list[Utterance]:
        host = self.host
        if self.selected:
            cards = tuple(host.hand[j] for j in sorted(self.selected))
        elif host.cursor.row == HAND and host.hand:
            cards = (host.hand[host.cursor.focus[HAND]],)
        else:
            return [self.refuse(Refusal("nothing-selected"))]
        self.attempt = ("play", len(cards))
        return host.enter.asks_first(Play(cards)) or self.try_move(Play(cards))

    def cmd_draw(self) -> list[Utterance]:
        # With the stock empty, the draw key passes (TW-8).
        if self.host.view().stock_count == 0:
            return self.cmd_pass()
        self.attempt = ("draw", 0)
        return self.try_move(Draw())

    def cmd_take_discard(self) -> list[Utterance]:
        # TW-8: Twenty has a stock and no discard pile; the key says so.
        return [self.refuse(Refusal("no-draw-here"))]

    def cmd_pass(self) -> list[Utterance]:
        self.attempt = ("pass", 0)
        return self.try_move(Pass())

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        move, count = self.attempt
        return {"move": move, "count": count, **refusal.args}

    def cmd_sort(self) -> list[Utterance]:
        host = self.host
        orders = list(SORT_ORDERS)
        self.sort_order = orders[(orders.index(self.sort_order) + 1) % len(orders)]
        focused = host.hand[host.cursor.focus[HAND]] if host.hand else None
        host.cursor.refresh_rows()
        if focused is not None:
            host.cursor.focus[HAND] = host.hand.index(focused)
        return [host.say(t("twenty-sorted", order=self.sort_order), interrupt=True, cue="move")]
