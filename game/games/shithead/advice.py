"""Shithead's suggestion and since-my-last-turn words: :class:`ShitheadAdvice`,
the part the session holds as ``advice`` (``game/core/advice.py``).

The suggestion is the play the hard bot would make from the player's view
(a fresh bot: it remembers nothing but what the view shows): three cards
to lay face up at the start (SH-4), then a play from the hand or the
face-up cards, a face-down card to turn up, or picking up the pile.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ...core.advice import Advice, AdviceHost, Suggestion, hand_positions
from ...core.base import Event
from ...core.cards import Card, parse_cards
from ...core.words import card_list, card_name
from ...i18n import t
from .bots import HardShitheadBot
from .jumps import ShitheadRows
from .rules import ChooseFaceUp, FlipFaceDown, Play, ShitheadMove, ShitheadView
from .words import rank_counts


class AdvisedMoves(Protocol):
    """What the advice reads and sets of the session's moves: the
    selection, the row it is in, and the cards to lay face up."""

    #: The selected positions in the row :attr:`selected_row`.
    selected: set[int]
    selected_row: int

    def suggestion(self) -> tuple[Card, ...]:
        """The cards to lay face up (SH-4)."""
        ...


class AdvisedSession(AdviceHost, Protocol):
    """What the advice reads and moves of the session (a
    :class:`~game.games.shithead.session.ShitheadSession` is one): a
    protocol, as the session holds the advice and the advice must not
    import it."""

    key_label: Callable[[str], str]

    def view(self) -> ShitheadView:
        """The player's view of the table."""
        ...

    @property
    def cursor(self) -> ShitheadRows:
        """The rows, the focus on them, the hand and the face-up cards."""
        ...

    @property
    def moves(self) -> AdvisedMoves:
        """The session's moves: the selection and the face-up suggestion."""
        ...

HAND, FACE_UP, FACE_DOWN = 0, 1, 2


class ShitheadAdvice(Advice[AdvisedSession, ShitheadMove]):
    """Shithead's suggestion (module docstring) and its
    since-my-last-turn clauses."""

    def plan_move(self) -> ShitheadMove | None:
        """The move to suggest, from the player's view (module docstring)."""
        session = self.session
        view = session.view()
        legal = session.side.legal_moves()
        if not legal:
            return None
        if view.phase == "face_up":
            return ChooseFaceUp(session.moves.suggestion())
        # A fresh hard bot, its look-ahead seeded by the view: the same answer
        # every time for the same view.
        return HardShitheadBot(random.Random(view.stock_count)).choose(view, legal)

    def show_move(self, move: ShitheadMove) -> Suggestion[ShitheadMove] | None:
        """Select and focus ``move``'s cards (or the face-down card); its words."""
        session = self.session
        view = session.view()
        key = session.key_label("play")
        if isinstance(move, ChooseFaceUp):
            select_cards(session, HAND, move.cards)
            return Suggestion(move, t("shithead-suggest-face-up",
                                      cards=card_list(move.cards, "acc"), key=key))
        if isinstance(move, Play):
            select_cards(session, HAND if view.hand else FACE_UP, move.cards)
            return Suggestion(move, t("shithead-suggest-play",
                                      cards=card_list(move.cards, "acc"),
                                      count=len(move.cards), key=key))
        session.moves.selected = set()
        if isinstance(move, FlipFaceDown):
            session.cursor.row = FACE_DOWN
            session.cursor.focus[FACE_DOWN] = view.face_down_slots.index(move.index)
            return Suggestion(move, t("shithead-suggest-flip",
                                      index=session.cursor.focus[FACE_DOWN] + 1, key=key))
        return Suggestion(move, t("shithead-suggest-pick-up", count=len(view.pile), key=key))

    def since_clause(self, event: Event) -> str | None:
        kind = event["type"]
        if kind == "play":
            cards = parse_cards(event["cards"])
            shown = card_list(cards) if event["from"] == "face_up" else rank_counts(cards)
            return t("shithead-since-play", cards=shown, **{"from": event["from"]})
        if kind == "pickup":
            return t("shithead-since-pick-up", count=len(event["cards"]))
        if kind == "flip" and not event["playable"]:
            return t("shithead-since-flip-fails",
                     card=card_name(parse_cards([event["card"]])[0]))
        if kind == "face_up":
            return t("shithead-since-face-up", cards=card_list(parse_cards(event["cards"])))
        if kind == "out":
            return t("shithead-since-out")
        return None


def select_cards(session: AdvisedSession, row: int, cards: tuple[Card, ...]) -> None:
    session.cursor.refresh_rows()
    chosen = hand_positions(session.cursor.cards_of(row), cards)
    session.moves.selected, session.moves.selected_row = set(chosen), row
    session.cursor.row = row
    session.cursor.focus[row] = min(chosen)
    session.cursor.refresh_rows()

