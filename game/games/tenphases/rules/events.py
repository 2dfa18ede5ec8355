"""Ten Phases' events as typed structs (``records.md``, "Ten Phases"); the
hidden fields are marked where they are declared (game/core/events.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from ....core import events
from ....core.events import (
    Cards,
    EventPart,
    EventSchema,
    GameEvent,
    Secret,
    Shown,
)

#: The deal and the draw as most games write them (core/events.py).
Deal = events.Deal
Draw = events.Draw


class Reshuffle(events.Reshuffle):
    cause: Literal["draw", "redraw"]  # the stock ran out at a draw or within a redraw


class DeclaredGroup(EventPart):
    kind: Literal["set", "run", "colour", "suited_run", "flush"]
    cards: Cards


class Reading(EventPart):
    """What a declared group's cards stand for (jokers included)."""

    values: list[int] | None = None
    suit: str | None = None
    colour: str | None = None


class Declare(GameEvent, tag="declare"):
    player: int
    phase: int
    groups: list[DeclaredGroup]
    readings: list[Reading]  # parallel to groups


class Keep(GameEvent, tag="keep"):
    player: int


class Redraw(GameEvent, tag="redraw"):
    """TP-8: the shown cards go to the discard pile and as many are drawn."""

    player: int
    discarded: Cards
    drawn: Annotated[Shown, Secret(owner_sees=True)]


class Discard(GameEvent, tag="discard"):
    player: int
    card: str


class GameEnd(events.GameEnd):
    points: list[int]
    phases_done: list[int]
    losers: list[int]


EVENTS = EventSchema(Deal, Draw, Reshuffle, Declare, Keep, Redraw, Discard, GameEnd)
