"""War's events as typed structs; the hidden fields are marked where they
are declared (game/core/events.py), and the engine's ``hidden`` is read off
those marks."""

from __future__ import annotations

from typing import Annotated, Literal

from ...core.events import NOBODY, NOBODY_BY_SEAT, Cards, EventSchema, GameEvent, Shown, ShownBySeat


class Deal(GameEvent, tag="deal"):
    deal: Literal[1]
    dealer: int
    hands: Annotated[ShownBySeat, NOBODY_BY_SEAT]  # nobody looks at a pile, not even its owner
    stock: Annotated[Shown, NOBODY]  # the card set aside when the deck does not divide
    discard: Cards


class Turn(GameEvent, tag="turn"):
    player: int
    card: str


class Battle(GameEvent, tag="battle", kw_only=True):
    winner: int | None  # None: a tie, the cards wait for the next battle
    cards: int  # how many the winner takes
    card: str | None = None  # the winning card
    won: list[int]  # cards won so far, per seat


class GameEnd(GameEvent, tag="game_end"):
    winners: list[int]
    totals: list[int]


EVENTS = EventSchema(Deal, Turn, Battle, GameEnd)
