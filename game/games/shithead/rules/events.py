"""Shithead's events as typed structs (``records.md``, "Shithead"); the
hidden fields are marked where they are declared (game/core/events.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from ....core import events
from ....core.events import (
    NOBODY,
    NOBODY_BY_SEAT,
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
    face_down: Annotated[ShownBySeat, NOBODY_BY_SEAT]  # not even their owner sees them
    stock: Annotated[Shown, NOBODY]
    discard: Cards


class FaceUp(GameEvent, tag="face_up"):
    player: int
    cards: Cards


class Starter(GameEvent, tag="starter"):
    card: str


class Play(GameEvent, tag="play", rename={"source": "from"}):
    player: int
    source: Literal["hand", "face_up", "face_down"]
    cards: Cards


class Flip(GameEvent, tag="flip"):
    player: int
    index: int  # the face-down slot as dealt, 0-2
    card: str
    playable: bool


class Burn(GameEvent, tag="burn"):
    reason: Literal["ten", "four"]
    cards: Cards


class Pickup(GameEvent, tag="pickup"):
    player: int
    cards: Cards  # the pile lay face up: everyone saw it


class Draw(GameEvent, tag="draw"):
    player: int
    source: Literal["stock"]
    cards: Annotated[Shown, Secret(owner_sees=True)]


class Out(GameEvent, tag="out"):
    player: int


class GameEnd(events.GameEnd):
    finished: list[int]  # seats in the order they went out
    draw: bool = False  # SH-17: a stalemate
    shithead: int | None = None  # the last seat holding cards, under play_to_last


EVENTS = EventSchema(Deal, FaceUp, Starter, Play, Flip, Burn, Pickup, Draw, Out, GameEnd)
