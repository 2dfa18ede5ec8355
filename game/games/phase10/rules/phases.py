"""The ten phases (P10-15) and the checks on laid groups and hits (P10-8/9/12).

A laid group is a :class:`Group`: its kind, its cards and, for sets and runs,
the number each card stands for (``values``, parallel to ``cards``; a wild's
value is fixed when laid, P10-12); a colour group has a ``colour`` instead.
Checks return a :class:`~game.core.base.Refusal` (codes listed in
:mod:`game.games.phase10.rules.engine`) or None.

>>> g = Group("run", parse_cards(["R3", "W", "B5", "G6"]), (3, 4, 5, 6))
>>> check_group(g, "run", 4) is None
True
>>> check_group(g, "run", 7)
Refusal(code='run-too-short', args={'need': 7, 'have': 4, 'low': 3, 'high': 6})
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ....core.base import Refusal
from .cards import COLOURS, HIGH, LOW, P10Card, card_codes, parse_cards

SET, RUN, COLOUR = "set", "run", "colour"
KINDS = (SET, RUN, COLOUR)
COLOUR_SIZE = 7

#: P10-15: phase number -> the groups it asks for, as (kind, minimum size).
PHASES: dict[int, tuple[tuple[str, int], ...]] = {
    1: ((SET, 3), (SET, 3)),
    2: ((SET, 3), (RUN, 4)),
    3: ((SET, 4), (RUN, 4)),
    4: ((RUN, 7),),
    5: ((RUN, 8),),
    6: ((RUN, 9),),
    7: ((SET, 4), (SET, 4)),
    8: ((COLOUR, COLOUR_SIZE),),
    9: ((SET, 5), (SET, 2)),
    10: ((SET, 5), (SET, 3)),
}
LAST_PHASE = 10


@dataclass(frozen=True)
class Group:
    """A group of a phase: ``kind`` set / run / colour; ``values`` is the
    number each card stands for (sets and runs; runs in ascending order once
    laid); ``colour`` is the colour of a colour group."""

    kind: str
    cards: tuple[P10Card, ...]
    values: tuple[int, ...] = ()
    colour: str = ""

    def __str__(self) -> str:
        if self.kind == COLOUR:
            return f"{self.colour} colour: " + " ".join(card_codes(self.cards))
        shown = (
            f"W={v}" if c.is_wild else str(c) for c, v in zip(self.cards, self.values, strict=True)
        )
        return f"{self.kind}: " + " ".join(shown)

    @property
    def low(self) -> int:
        return min(self.values)

    @property
    def high(self) -> int:
        return max(self.values)

    def record(self) -> dict[str, Any]:
        """The group as written in a ``lay`` event (records.md)."""
        if self.kind == COLOUR:
            return {"kind": COLOUR, "cards": card_codes(self.cards), "colour": self.colour}
        return {"kind": self.kind, "cards": card_codes(self.cards), "values": list(self.values)}

    @classmethod
    def from_record(cls, data: dict[str, Any]) -> Group:
        cards = parse_cards(data["cards"])
        if data["kind"] == COLOUR:
            return cls(COLOUR, cards, (), str(data["colour"]))
        return cls(str(data["kind"]), cards, tuple(int(v) for v in data["values"]))


def phase_need(phase: int) -> list[dict[str, Any]]:
    """The groups of ``phase`` as refusal arguments."""
    return [{"kind": kind, "size": size} for kind, size in PHASES[phase]]


def _check_values(cards: Sequence[P10Card], values: Sequence[int]) -> Refusal | None:
    """Shared checks of a set or run's cards and values (P10-12/13)."""
    if len(values) != len(cards):
        return Refusal("values-mismatch", {"cards": len(cards), "values": len(values)})
    for card, value in zip(cards, values, strict=True):
        if card.is_skip:
            return Refusal("skip-in-group", {})
        if not LOW <= value <= HIGH:
            return Refusal("value-out-of-range", {"card": str(card), "value": value})
        if card.is_numbered and card.number != value:
            return Refusal("value-mismatch", {"card": str(card), "value": value})
    return None


def check_group(group: Group, kind: str, minimum: int) -> Refusal | None:
    """None if ``group`` is a valid ``kind`` group of at least ``minimum`` cards."""
    if group.kind != kind:
        return Refusal("wrong-kind", {"need": kind, "have": group.kind})
    cards = group.cards
    if any(c.is_skip for c in cards):
        return Refusal("skip-in-group", {})
    if not any(c.is_numbered for c in cards):
        return Refusal("group-all-wild", {"kind": kind})
    if kind == COLOUR:
        if group.values:
            return Refusal("values-mismatch", {"cards": len(cards), "values": len(group.values)})
        colours = sorted({c.colour for c in cards if c.is_numbered}, key=COLOURS.index)
        if len(colours) > 1:
            return Refusal("colour-mixed", {"colours": colours})
        if group.colour != colours[0]:
            return Refusal("colour-mismatch", {"colour": group.colour, "cards": colours[0]})
        if len(cards) < minimum:
            return Refusal("colour-too-small", {"need": minimum, "have": len(cards)})
        return None
    why = _check_values(cards, group.values)
    if why is not None:
        return why
    if kind == SET:
        numbers = sorted(set(group.values))
        if len(numbers) > 1:
            return Refusal("set-mixed", {"numbers": numbers})
        if len(cards) < minimum:
            return Refusal(
                "set-too-small", {"need": minimum, "have": len(cards), "number": numbers[0]}
            )
        return None
    ordered = sorted(group.values)
    if any(b != a + 1 for a, b in zip(ordered, ordered[1:], strict=False)):
        return Refusal("run-not-consecutive", {"values": ordered})
    if len(cards) < minimum:
        return Refusal(
            "run-too-short",
            {"need": minimum, "have": len(cards), "low": ordered[0], "high": ordered[-1]},
        )
    return None


def normalised(group: Group) -> Group:
    """``group`` as laid: a run's cards in ascending order of value."""
    if group.kind != RUN:
        return group
    pairs = sorted(zip(group.values, group.cards, strict=True), key=lambda p: p[0])
    return Group(RUN, tuple(c for _, c in pairs), tuple(v for v, _ in pairs))


def check_lay(groups: Sequence[Group], phase: int) -> Refusal | None:
    """None if ``groups`` (in any order) make exactly ``phase`` (P10-8/15)."""
    need = PHASES[phase]
    kinds_given = sorted(g.kind for g in groups)
    if len(groups) != len(need) or kinds_given != sorted(k for k, _ in need):
        return Refusal(
            "wrong-groups",
            {
                "phase": phase,
                "need": phase_need(phase),
                "have": [{"kind": g.kind, "size": len(g.cards)} for g in groups],
            },
        )
    first: Refusal | None = None
    for order in permutations(need):
        if any(g.kind != k for g, (k, _) in zip(groups, order, strict=True)):
            continue
        why = next(
            (r for g, (k, n) in zip(groups, order, strict=True) if (r := check_group(g, k, n))),
            None,
        )
        if why is None:
            return None
        first = first or why
    return first


def check_hit(group: Group, cards: Sequence[P10Card], values: Sequence[int]) -> Refusal | None:
    """None if ``cards`` (standing for ``values``) fit the laid ``group`` (P10-9)."""
    if not cards:
        return Refusal("nothing-selected", {})
    if any(c.is_skip for c in cards):
        return Refusal("skip-in-group", {})
    if group.kind == COLOUR:
        if values:
            return Refusal("values-mismatch", {"cards": len(cards), "values": len(values)})
        if any(c.is_numbered and c.colour != group.colour for c in cards):
            return Refusal("hit-does-not-fit", {"kind": COLOUR, "colour": group.colour})
        return None
    why = _check_values(cards, values)
    if why is not None:
        return why
    if group.kind == SET:
        number = group.values[0]
        if any(v != number for v in values):
            return Refusal("hit-does-not-fit", {"kind": SET, "number": number})
        return None
    ordered = sorted([*group.values, *values])
    if any(b != a + 1 for a, b in zip(ordered, ordered[1:], strict=False)):
        return Refusal("hit-does-not-fit", {"kind": RUN, "low": group.low, "high": group.high})
    return None


def extended(group: Group, cards: Sequence[P10Card], values: Sequence[int]) -> Group:
    """``group`` after a valid hit of ``cards``."""
    if group.kind == COLOUR:
        return Group(COLOUR, group.cards + tuple(cards), (), group.colour)
    return normalised(Group(group.kind, group.cards + tuple(cards), group.values + tuple(values)))


def hit_values(group: Group, card: P10Card) -> list[tuple[int, ...]]:
    """The ways one ``card`` can be hit on ``group``: each a values tuple
    (empty for a colour group); none when it does not fit."""
    if card.is_skip:
        return []
    if group.kind == COLOUR:
        return [()] if card.is_wild or card.colour == group.colour else []
    if group.kind == SET:
        number = group.values[0]
        return [(number,)] if card.is_wild or card.number == number else []
    ends = [v for v in (group.low - 1, group.high + 1) if LOW <= v <= HIGH]
    return [(v,) for v in ends if card.is_wild or card.number == v]
