"""Twenty's events as typed structs (``records.md``, "Twenty"); the hidden
fields are marked where they are declared (game/core/events.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from ...core.events import (
    NOBODY,
    OWN_BY_SEAT,
    Cards,
    EventSchema,
    GameEvent,
    Secret,
    Shown,
    ShownBySeat,
)


class Deal(GameEvent, tag="deal"):
    deal: int
    dealer: int
    hands: Annotated[ShownBySeat, OWN_BY_SEAT]
    stock: Annotated[Shown, NOBODY]
    discard: Cards


class Play(GameEvent, tag="play"):
    player: int
    move: int
    cards: Cards


class Draw(GameEvent, tag="draw"):
    player: int
    source: Literal["stock"]
    cards: Annotated[Shown, Secret(owner_sees=True)]  # always from the stock
    move: int


class Pass(GameEvent, tag="pass"):
    """TW-8: the stock is empty and the player cannot lay."""

    player: int
    move: int


class DealEnd(GameEvent, tag="deal_end"):
    deal: int
    winner: int
    scores: list[int]
    totals: list[int]
    hands: list[Cards]  # shown to all at the deal's end


class GameEnd(GameEvent, tag="game_end"):
    winners: list[int]
    totals: list[int]
    reason: Literal["points", "deal_limit"]


EVENTS = EventSchema(Deal, Play, Draw, Pass, DealEnd, GameEnd)
