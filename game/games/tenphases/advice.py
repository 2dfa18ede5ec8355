"""Ten Phases' suggestion and since-my-last-turn words: :class:`TenPhasesAdvice`,
the part the session holds as ``advice`` (``game/core/advice.py``).

From the player's view only: before drawing, the hard bot's choice between
the stock and the discard pile; then the declaration the exact finder ranks
first (it leaves the most toward the next phase, TP-7/8) when the hand
holds the phase; after declaring, keep or redraw as the hard bot would
(TP-8); else the hard bot's discard.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ...core.advice import Advice, AdviceHost, Suggestion
from ...core.base import Event
from ...core.cards import Card
from ...core.handadvice import HandPicker, LeavesQuestion, select_in_hand, since_draw, suggest_draw
from ...core.handcursor import KindedRows
from ...core.utterance import Utterance
from ...i18n import t
from .bots import HardTenPhasesBot
from .rules import (
    PLAY,
    Declare,
    DrawStock,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhasesMove,
    TenPhasesView,
)
from .words import card_name, groups_words


class KeepQuestion(LeavesQuestion, Protocol):
    """What the advice asks of the session's questions (``question.py``):
    the keep-or-redraw question, which a suggestion asks with its answer
    in focus."""

    def shown_count(self) -> int:
        """How many cards the player's declaration showed."""
        ...

    def ask_keep(self, interrupt: bool = True) -> list[Utterance]:
        """Ask the keep-or-redraw question (TP-8)."""
        ...


class AdvisedSession(AdviceHost, HandPicker, Protocol):
    """What the advice reads and moves of the session (a
    :class:`~game.games.tenphases.session.TenPhasesSession` is one): a
    protocol, as the session holds the advice and the advice must not
    import it."""

    key_label: Callable[[str], str]

    @property
    def cursor(self) -> KindedRows:
        """The rows, the focus on them and their kinds (core/handcursor.py)."""
        ...

    def view(self) -> TenPhasesView:
        """The player's view of the table."""
        ...

    @property
    def question(self) -> KeepQuestion:
        """The questions, the keep-or-redraw one among them (``question.py``)."""
        ...


def adviser() -> HardTenPhasesBot:
    """A hard bot with no memory of its own, the same answer every time
    for the same view (its redraw samples come from a fixed seed)."""
    return HardTenPhasesBot(random.Random(0))


class TenPhasesAdvice(Advice[AdvisedSession, TenPhasesMove]):
    """Ten Phases' suggestion (module docstring) and its since-my-last-turn
    clauses."""

    def plan_move(self) -> TenPhasesMove | None:
        """The move to suggest, from the player's view (module docstring)."""
        session = self.session
        view = session.view()
        legal = session.side.legal_moves()
        if not legal:
            return None
        declares = [m for m in legal if isinstance(m, Declare)]
        if view.step == PLAY and declares:
            return declares[0]  # the finder's first: the most left for the next phase
        return adviser().decide(view, legal)

    def show_move(self, move: TenPhasesMove) -> Suggestion[TenPhasesMove] | None:
        """Select and focus ``move``'s cards (or its action or answer); its words."""
        session = self.session
        view = session.view()
        key = session.key_label("play")
        if isinstance(move, DrawStock | TakeDiscard):
            top = card_name(view.discard_top, "acc") if view.discard_top else ""
            return suggest_draw(session, move, isinstance(move, TakeDiscard),
                                "tenphases-suggest-draw", top, key)
        if isinstance(move, Keep | Redraw):
            keep = isinstance(move, Keep)
            session.question.ask_keep()
            assert session.question.choosing is not None
            session.question.choosing.index = 0 if keep else 1
            return Suggestion(move, t("tenphases-suggest-keep", keep="yes" if keep else "no",
                                      count=session.question.shown_count(), key=key))
        if isinstance(move, Declare):
            select_in_hand(session, [c for g in move.groups for c in g.cards])
            return Suggestion(move, t("tenphases-suggest-declare", phase=view.phases[session.human],
                                      groups=groups_words(move.groups), key=key))
        select_in_hand(session, [move.card])
        return Suggestion(move, t("tenphases-suggest-discard", card=card_name(move.card, "acc"),
                                  key=key))

    def since_clause(self, event: Event) -> str | None:
        kind = event["type"]
        if kind == "draw":
            return since_draw(event, "tenphases-since-take", "tenphases-since-draw",
                              lambda code: card_name(Card.parse(code)))
        if kind == "declare":
            return t("tenphases-since-declare", phase=event["phase"])
        if kind == "keep":
            return t("tenphases-since-keep")
        if kind == "redraw":
            return t("tenphases-since-redraw", count=len(event["discarded"]))
        if kind == "discard":
            return t("tenphases-since-discard", card=card_name(Card.parse(event["card"])))
        return None
