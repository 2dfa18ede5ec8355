"""Twenty's suggestion and since-my-last-turn words: :class:`TwentyAdvice`,
the part the session holds as ``advice`` (``game/core/advice.py``).

The suggestion is the largest legal shed from the player's own hand and
the move number (TW-7): the most cards, then the most penalty points shed
(TW-11), then the highest total; with nothing to lay, drawing or passing
(TW-8).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ...core.advice import Advice, AdviceHost, Suggestion, hand_positions
from ...core.base import Event
from ...core.cards import Card, parse_cards
from ...core.words import card_list, rank_groups
from ...i18n import t
from .rules import Draw, Pass, Play, TwentyMove, TwentyView, fitting_plays, least_total, penalty


class AdvisedMoves(Protocol):
    """What the advice sets of the session's moves: the selection."""

    #: The selected positions in the displayed hand.
    selected: set[int]


class AdvisedSession(AdviceHost, Protocol):
    """What the advice reads and moves of the session (a
    :class:`~game.games.twenty.session.TwentySession` is one): a protocol,
    as the session holds the advice and the advice must not import it."""

    key_label: Callable[[str], str]
    #: The hand as displayed.
    hand: list[Card]

    @property
    def moves(self) -> AdvisedMoves:
        """The session's moves: the selection in the hand."""
        ...

    def view(self) -> TwentyView:
        """The player's view of the table."""
        ...


HAND, ACTIONS = 0, 2


def largest_shed(hand: tuple[Card, ...], limit: int) -> tuple[Card, ...] | None:
    """The play that sheds most (module docstring), None when none fits."""
    plays = fitting_plays(hand, limit)
    if not plays:
        return None
    return max(plays, key=lambda p: (len(p), sum(penalty(c) for c in p), least_total(p)))


class TwentyAdvice(Advice[AdvisedSession, TwentyMove]):
    """Twenty's suggestion (the largest shed, or drawing or passing) and
    its since-my-last-turn clauses."""

    def plan_move(self) -> TwentyMove | None:
        """The move to suggest, from the player's own hand and the move number."""
        session = self.session
        view = session.view()
        shed = largest_shed(view.hand, view.move_number)
        if shed is not None:
            return Play(shed)
        return Draw() if view.stock_count > 0 else Pass()

    def show_move(self, move: TwentyMove) -> Suggestion[TwentyMove] | None:
        """Select and focus the shed (or the draw or pass action); its words."""
        session = self.session
        key = session.key_label("play")
        session.cursor.refresh_rows()
        if not isinstance(move, Play):
            draw = isinstance(move, Draw)
            session.moves.selected = set()
            session.cursor.row = ACTIONS
            session.cursor.focus[ACTIONS] = 1 if draw else 2
            session.cursor.refresh_rows()
            return Suggestion(move, t("twenty-suggest-draw", draw="yes" if draw else "no",
                                      key=key))
        chosen = hand_positions(session.hand, move.cards)
        session.moves.selected = set(chosen)
        session.cursor.row = HAND
        session.cursor.focus[HAND] = min(chosen)
        session.cursor.refresh_rows()
        return Suggestion(move, t("twenty-suggest-play", cards=card_list(move.cards),
                                  count=len(move.cards), limit=session.view().move_number,
                                  key=key))

    def since_clause(self, event: Event) -> str | None:
        kind = event["type"]
        if kind == "play":
            return t("twenty-since-play", cards=rank_groups(parse_cards(event["cards"])),
                     move=event["move"])
        if kind == "draw":
            return t("twenty-since-draw")
        if kind == "pass":
            return t("twenty-since-pass")
        return None
