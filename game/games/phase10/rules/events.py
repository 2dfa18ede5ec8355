"""Phase 10's events as typed structs (``records.md``, "Phase 10"); the
hidden fields are marked where they are declared (game/core/events.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from ....core.events import (
    DRAWER,
    NOBODY,
    OWN_BY_SEAT,
    Cards,
    EventPart,
    EventSchema,
    GameEvent,
    Shown,
    ShownBySeat,
)


class Deal(GameEvent, tag="deal"):
    deal: int
    dealer: int
    hands: Annotated[ShownBySeat, OWN_BY_SEAT]
    stock: Annotated[Shown, NOBODY]
    discard: Cards
    phases: list[int]  # the phase each seat works on this hand


class Draw(GameEvent, tag="draw"):
    player: int
    source: Literal["stock", "discard"]
    cards: Annotated[Shown, DRAWER]


class Reshuffle(GameEvent, tag="reshuffle"):
    stock: Annotated[Shown, NOBODY]


class LaidGroup(EventPart):
    """A group as laid: ``values`` parallel to ``cards`` (what each card
    stands for), or a colour group's ``colour`` instead."""

    kind: Literal["set", "run", "colour"]
    cards: Cards
    colour: str | None = None
    values: list[int] | None = None


class Lay(GameEvent, tag="lay"):
    player: int
    phase: int
    groups: list[LaidGroup]


class Target(EventPart):
    player: int
    group: int  # in the order the target player laid their groups


class Hit(GameEvent, tag="hit"):
    player: int
    target: Target
    cards: Cards
    values: list[int] | None = None  # none on a colour group


class Discard(GameEvent, tag="discard"):
    player: int
    card: str
    skip: int | None = None  # the seat a Skip names (P10-13)


class Skipped(GameEvent, tag="skipped"):
    player: int


class HandEnd(GameEvent, tag="hand_end"):
    hand: int
    out: int
    penalties: list[int]
    totals: list[int]
    phases_done: list[int]


class GameEnd(GameEvent, tag="game_end"):
    winners: list[int]
    totals: list[int]
    phases_done: list[int]


EVENTS = EventSchema(Deal, Draw, Reshuffle, Lay, Hit, Discard, Skipped, HandEnd, GameEnd)
