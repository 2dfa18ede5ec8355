"""Shithead's suggestion and since-my-last-turn words (issue 13,
``game/core/advice.py``).

The suggestion is the play the hard bot would make from the player's view
(a fresh bot: it remembers nothing but what the view shows): three cards
to lay face up at the start (SH-4), then a play from the hand or the
face-up cards, a face-down card to turn up, or picking up the pile.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.advice import Suggestion, hand_positions
from ...core.base import Event
from ...core.cards import Card, parse_cards
from ...core.words import card_list, card_name
from ...i18n import t
from .bots import HardShitheadBot
from .rules import ChooseFaceUp, FlipFaceDown, PickUp, Play
from .words import rank_counts

if TYPE_CHECKING:
    from .session import ShitheadSession

HAND, FACE_UP, FACE_DOWN = 0, 1, 2


def suggest(session: ShitheadSession) -> Suggestion | None:
    view = session.view()
    legal = session.game.legal_moves()
    if not legal:
        return None
    key = session.key_label("play")
    if view.phase == "face_up":
        cards = session.suggestion()
        select_cards(session, HAND, cards)
        return Suggestion(ChooseFaceUp(cards), t("shithead-suggest-face-up",
                                                 cards=card_list(cards), key=key))
    move = HardShitheadBot(random.Random(view.stock_count)).choose(view, legal)
    if isinstance(move, Play):
        row = HAND if view.hand else FACE_UP
        select_cards(session, row, move.cards)
        return Suggestion(move, t("shithead-suggest-play", cards=card_list(move.cards),
                                  count=len(move.cards), key=key))
    if isinstance(move, FlipFaceDown):
        session.selected = set()
        session.row = FACE_DOWN
        session.focus[FACE_DOWN] = view.face_down_slots.index(move.index)
        return Suggestion(move, t("shithead-suggest-flip", index=session.focus[FACE_DOWN] + 1,
                                  key=key))
    if isinstance(move, PickUp):
        session.selected = set()
        return Suggestion(move, t("shithead-suggest-pick-up", count=len(view.pile), key=key))
    return None


def select_cards(session: ShitheadSession, row: int, cards: tuple[Card, ...]) -> None:
    session.refresh_rows()
    chosen = hand_positions(session.cards_of(row), cards)
    session.selected, session.selected_row = set(chosen), row
    session.row = row
    session.focus[row] = min(chosen)
    session.refresh_rows()


def since_clause(session: ShitheadSession, event: Event) -> str | None:
    kind = event["type"]
    if kind == "play":
        cards = parse_cards(event["cards"])
        shown = card_list(cards) if event["from"] == "face_up" else rank_counts(cards)
        return t("shithead-since-play", cards=shown, **{"from": event["from"]})
    if kind == "pickup":
        return t("shithead-since-pick-up", count=len(event["cards"]))
    if kind == "flip" and not event["playable"]:
        return t("shithead-since-flip-fails", card=card_name(parse_cards([event["card"]])[0]))
    if kind == "face_up":
        return t("shithead-since-face-up", cards=card_list(parse_cards(event["cards"])))
    if kind == "out":
        return t("shithead-since-out")
    return None
