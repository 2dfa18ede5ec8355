"""Twenty's events as typed structs (``records.md``, "Twenty"); the hidden
fields are marked where they are declared (game/core/events.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from ...core import events
from ...core.events import (
    Cards,
    EventSchema,
    GameEvent,
    Secret,
    Shown,
)

#: The deal as most games write it (core/events.py).
Deal = events.Deal


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


class GameEnd(events.GameEnd):
    reason: Literal["points", "deal_limit"]


EVENTS = EventSchema(Deal, Play, Draw, Pass, DealEnd, GameEnd)
