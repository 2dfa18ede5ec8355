"""Phase 10's events as typed structs (``records.md``, "Phase 10"); the
hidden fields are marked where they are declared (game/core/events.py)."""

from __future__ import annotations

from typing import Literal

from ....core import events
from ....core.events import (
    Cards,
    EventPart,
    EventSchema,
    GameEvent,
)


class Deal(events.Deal):
    phases: list[int]  # the phase each seat works on this hand
#: The draw and the reshuffle as most games write them (core/events.py).
Draw = events.Draw
Reshuffle = events.Reshuffle


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


class GameEnd(events.GameEnd):
    phases_done: list[int]


EVENTS = EventSchema(Deal, Draw, Reshuffle, Lay, Hit, Discard, Skipped, HandEnd, GameEnd)
