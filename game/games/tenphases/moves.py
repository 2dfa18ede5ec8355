"""Ten Phases' move keys (TP rules), the part the session holds as
``moves`` (``game/core/handmoves.py``): Enter on the hand discards one card
or declares several as the phase; while the keep-or-redraw question is
due (TP-8) Enter asks it again and the draw keys say it comes first. It
reads the session through :class:`TenPhasesMovesHost`: the view, Enter's
question and the keep-or-redraw question's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ...core.base import Refusal
from ...core.cards import SUITS, Card
from ...core.handmoves import HandMoves, HandMovesHost
from ...core.selection_enter import EnterOnSelection
from ...core.session import Utterance
from .play import declare_options, diagnose
from .question import TenPhasesQuestion
from .rules import Declare, Discard, DrawStock, TakeDiscard, TenPhasesView
from .words import refusal_words


def _rank_order(card: Card) -> tuple[int, int]:
    if card.is_joker:
        return (99, 0)
    return (card.rank, SUITS.index(card.suit))


def _suit_order(card: Card) -> tuple[int, int]:
    if card.is_joker:
        return (99, 0)
    return (SUITS.index(card.suit), card.rank)


SORT_ORDERS: dict[str, Callable[[Card], tuple[int, int]]] = {
    "rank": _rank_order,
    "suit": _suit_order,
}


class TenPhasesMovesHost(HandMovesHost, Protocol):
    """What Ten Phases' keys read of the session besides
    :class:`~game.core.handmoves.HandMovesHost`."""

    @property
    def enter(self) -> EnterOnSelection:
        """Enter's question on a selection the focus is off."""
        ...

    def view(self) -> TenPhasesView:
        """The player's view of the table."""
        ...

    @property
    def question(self) -> TenPhasesQuestion:
        """The session's question, the keep-or-redraw one among them (question.py)."""
        ...


class TenPhasesMoves(HandMoves[TenPhasesMovesHost]):
    """Ten Phases' keys: its declaration, its discard, and the draw keys
    while the keep-or-redraw question is due (module docstring)."""

    sort_orders = SORT_ORDERS
    draw_moves = (DrawStock, TakeDiscard)

    def select_args(self, chosen: list[Card]) -> dict[str, Any]:
        view = self.host.view()
        phase = view.phases[self.host.human]
        makes = (len(chosen) > 1 and not view.declared and bool(
            declare_options(chosen, phase, view.ace_high_runs, view.flush_phases)))
        return {"makes": "yes" if makes else "no", "phase": phase}

    def play_elsewhere(self) -> list[Utterance] | None:
        return self.host.question.ask_keep() if self.host.question.keep_due() else None

    def draw_move(self, move: DrawStock | TakeDiscard) -> list[Utterance]:
        if self.host.question.keep_due():  # after Escape from the question: say what is due
            phase = self.host.view().phases_done[self.host.human]
            return [self.refuse(Refusal("keep-or-redraw-first", {"phase": phase}))]
        return self.try_move(move)

    def meld_selection(self) -> list[Utterance]:
        host = self.host
        refused = self.blocked()
        if refused:
            return refused
        # The engine's order: draw first, keep or redraw first, one a turn.
        why = host.side.refusal(Declare(()))
        if why is not None and why.code != "wrong-groups":
            return [self.refuse(why)]
        chosen = self.chosen_cards()
        if not chosen:
            return [self.refuse(Refusal("nothing-selected"))]
        view = host.view()
        phase = view.phases[host.human]
        options = declare_options(chosen, phase, view.ace_high_runs, view.flush_phases)
        if not options:
            why = diagnose(chosen, phase, view.ace_high_runs, view.flush_phases)
            return [self.refuse(why or Refusal("unknown-move"))]
        # TP-8 keeps or discards every shown card alike, and every reading
        # shows the same cards: no reading changes what is kept or scored,
        # so a question would only cost the player keys: the first reading is declared.
        return host.enter.asks_first(Declare(options[0])) or self.try_move(Declare(options[0]))

    def discard(self, card: Card) -> list[Utterance]:
        return self.host.enter.asks_first(Discard(card)) or self.try_move(Discard(card))

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        return refusal_words(refusal, self.host.key_label)
