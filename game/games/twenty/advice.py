"""Twenty's suggestion and since-my-last-turn words (issue 13,
``game/core/advice.py``).

The suggestion is the largest legal shed from the player's own hand and
the move number (TW-7): the most cards, then the most penalty points shed
(TW-11), then the highest total; with nothing to lay, drawing or passing
(TW-8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.advice import Suggestion, hand_positions
from ...core.base import Event
from ...core.cards import Card, parse_cards
from ...core.words import card_list, rank_groups
from ...i18n import t
from .rules import Draw, Pass, Play, fitting_plays, least_total, penalty

if TYPE_CHECKING:
    from .session import TwentySession

HAND, ACTIONS = 0, 2


def largest_shed(hand: tuple[Card, ...], limit: int) -> tuple[Card, ...] | None:
    """The play that sheds most (module docstring), None when none fits."""
    plays = fitting_plays(hand, limit)
    if not plays:
        return None
    return max(plays, key=lambda p: (len(p), sum(penalty(c) for c in p), least_total(p)))


def suggest(session: TwentySession) -> Suggestion | None:
    view = session.view()
    key = session.key_label("play")
    shed = largest_shed(view.hand, view.move_number)
    session.refresh_rows()
    if shed is None:
        session.selected = set()
        draw = view.stock_count > 0
        session.row = ACTIONS
        session.focus[ACTIONS] = 1 if draw else 2
        session.refresh_rows()
        return Suggestion(Draw() if draw else Pass(),
                          t("twenty-suggest-draw", draw="yes" if draw else "no", key=key))
    chosen = hand_positions(session.hand, shed)
    session.selected = set(chosen)
    session.row = HAND
    session.focus[HAND] = min(chosen)
    session.refresh_rows()
    return Suggestion(Play(shed), t("twenty-suggest-play", cards=card_list(shed),
                                    count=len(shed), limit=view.move_number,
                                    key=key))


def since_clause(session: TwentySession, event: Event) -> str | None:
    kind = event["type"]
    if kind == "play":
        return t("twenty-since-play", cards=rank_groups(parse_cards(event["cards"])),
                 move=event["move"])
    if kind == "draw":
        return t("twenty-since-draw")
    if kind == "pass":
        return t("twenty-since-pass")
    return None
