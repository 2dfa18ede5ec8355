"""The ten phases (TP-11), card points (TP-3) and the checks on a declaration.

A declared group is a :class:`Group`: its kind, its cards and what each card
stands for. Sets and runs carry ``values`` (parallel to ``cards``: the rank
each card counts as; an ace is 1, or 14 at the top of a run under option
``ace_high_runs``); suited runs and flushes carry the ``suit``, a colour
group its ``colour`` (``"R"`` or ``"B"``). So a joker's stand-in is explicit:
in a suited run of hearts with value 4 it is the 4 of hearts, in a set of
sevens a seven, in a red colour group a red card.

Checks return a :class:`~game.core.base.Refusal` (codes listed in
:mod:`game.games.tenphases.rules.moves`) or None.

>>> g = Group(SUITED, parse_cards(["5H", "6H", "7H"]), (5, 6, 7), suit="H")
>>> check_group(g, SUITED, 4)
Refusal(code='run-wrong-length', args={'kind': 'suited_run', 'need': 4, 'have': 3, 'low': 5, \
'high': 7, 'suit': 'H'})
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ....core.base import Refusal
from ....core.cards import ACE, KING, SUITS, Card, codes, parse_cards

SET, RUN, COLOUR, SUITED, FLUSH = "set", "run", "colour", "suited_run", "flush"
KINDS = (SET, RUN, COLOUR, SUITED, FLUSH)
COLOURS = ("R", "B")
HIGH_ACE = 14
LAST_PHASE = 10

#: TP-11: phase -> the groups it asks for, as (kind, exact size).
PHASES: dict[int, tuple[tuple[str, int], ...]] = {
    1: ((RUN, 3), (SET, 3)),
    2: ((RUN, 4), (SET, 3)),
    3: ((SET, 3), (SET, 3)),
    4: ((RUN, 6),),
    5: ((RUN, 7),),
    6: ((RUN, 8),),
    7: ((COLOUR, 8),),
    8: ((SUITED, 4), (SUITED, 4)),
    9: ((SUITED, 5), (SUITED, 3)),
    10: ((SUITED, 5), (SUITED, 4)),
}
#: Option ``flush_phases``: phases 8-10 are flushes of two different suits.
FLUSH_PHASES: dict[int, tuple[tuple[str, int], ...]] = {
    **PHASES,
    8: ((FLUSH, 4), (FLUSH, 4)),
    9: ((FLUSH, 5), (FLUSH, 3)),
    10: ((FLUSH, 5), (FLUSH, 4)),
}


def phase_table(flush_phases: bool) -> dict[int, tuple[tuple[str, int], ...]]:
    """The phases under option ``flush_phases``."""
    return FLUSH_PHASES if flush_phases else PHASES


def points(card: Card) -> int:
    """TP-3: A-9 score 5, 10-K score 10, a joker 25."""
    if card.is_joker:
        return 25
    return 5 if card.rank <= 9 else 10


def hand_points(cards: Iterable[Card]) -> int:
    return sum(points(c) for c in cards)


def colour_of(card: Card) -> str:
    """``"R"`` for hearts and diamonds, ``"B"`` for clubs and spades."""
    return "R" if card.is_red else "B"


@dataclass(frozen=True)
class Group:
    """One group of a declaration (see the module docstring)."""

    kind: str
    cards: tuple[Card, ...]
    values: tuple[int, ...] = ()
    suit: str = ""
    colour: str = ""

    def __str__(self) -> str:
        if self.values:
            shown = " ".join(
                f"JK={v}{self.suit}" if c.is_joker else str(c)
                for c, v in zip(self.cards, self.values, strict=True)
            )
        else:
            shown = " ".join(codes(self.cards))
        tag = self.suit or self.colour
        return f"{self.kind}{' ' + tag if tag else ''}: {shown}"

    @property
    def low(self) -> int:
        return min(self.values)

    @property
    def high(self) -> int:
        return max(self.values)

    def stand_ins(self) -> list[tuple[int, str, str]]:
        """What each joker stands for, in card order: (rank or 0, suit or "",
        colour or ""); a rank 14 is a high ace."""
        return [
            (self.values[i] if self.values else 0, self.suit, self.colour)
            for i, c in enumerate(self.cards)
            if c.is_joker
        ]

    def record(self) -> dict[str, Any]:
        """The group as written in a ``declare`` event's ``groups`` (records.md)."""
        return {"kind": self.kind, "cards": codes(self.cards)}

    def reading(self) -> dict[str, Any]:
        """What the cards stand for, as written in the ``declare`` event's
        extra field ``readings`` (parallel to ``groups``): ``values``,
        ``suit`` and/or ``colour``."""
        data: dict[str, Any] = {}
        if self.values:
            data["values"] = list(self.values)
        if self.suit:
            data["suit"] = self.suit
        if self.colour:
            data["colour"] = self.colour
        return data

    @classmethod
    def from_record(cls, data: dict[str, Any], reading: dict[str, Any] | None = None) -> Group:
        """A group from its ``groups`` entry and its ``readings`` entry."""
        reading = reading or {}
        return cls(
            str(data["kind"]),
            tuple(parse_cards(data["cards"])),
            tuple(int(v) for v in reading.get("values", ())),
            str(reading.get("suit", "")),
            str(reading.get("colour", "")),
        )


def phase_need(phase: int, flush_phases: bool = False) -> list[dict[str, Any]]:
    """The groups of ``phase`` as refusal arguments."""
    return [{"kind": k, "size": n} for k, n in phase_table(flush_phases)[phase]]


def _value_ok(card: Card, value: int, kind: str, ace_high: bool) -> Refusal | None:
    if not ACE <= value <= (HIGH_ACE if kind != SET else KING):
        return Refusal("value-out-of-range", {"card": str(card), "value": value})
    if value == HIGH_ACE and not ace_high:
        return Refusal("ace-high-off", {"card": str(card)})
    if card.is_joker:
        return None
    rank = ACE if value == HIGH_ACE else value
    if card.rank != rank:
        return Refusal("value-mismatch", {"card": str(card), "value": value})
    return None


def check_group(group: Group, kind: str, size: int, ace_high: bool = False) -> Refusal | None:
    """None if ``group`` is a valid ``kind`` group of exactly ``size`` cards."""
    if group.kind != kind:
        return Refusal("wrong-kind", {"need": kind, "have": group.kind})
    cards = group.cards
    reals = [c for c in cards if not c.is_joker]
    if not reals:
        return Refusal("group-all-jokers", {"kind": kind})
    if kind in (COLOUR, FLUSH):
        if group.values:
            return Refusal("values-mismatch", {"cards": len(cards), "values": len(group.values)})
        if kind == COLOUR:
            colours = sorted({colour_of(c) for c in reals})
            if len(colours) > 1:
                return Refusal("colour-mixed", {})
            if group.colour != colours[0]:
                return Refusal("colour-mismatch", {"colour": group.colour, "cards": colours[0]})
            if len(cards) != size:
                return Refusal(
                    "colour-wrong-size", {"need": size, "have": len(cards), "colour": colours[0]}
                )
            return None
        suits = sorted({c.suit for c in reals}, key=SUITS.index)
        if len(suits) > 1:
            return Refusal("suit-mixed", {"suits": suits})
        if group.suit != suits[0]:
            return Refusal("suit-mismatch", {"suit": group.suit, "cards": suits[0]})
        if len(cards) != size:
            return Refusal("flush-wrong-size", {"need": size, "have": len(cards), "suit": suits[0]})
        return None
    if len(group.values) != len(cards):
        return Refusal("values-mismatch", {"cards": len(cards), "values": len(group.values)})
    for card, value in zip(cards, group.values, strict=True):
        why = _value_ok(card, value, kind, ace_high)
        if why is not None:
            return why
    if kind == SET:
        ranks = sorted(set(group.values))
        if len(ranks) > 1:
            return Refusal("set-mixed", {"ranks": ranks})
        if len(cards) != size:
            return Refusal("set-wrong-size", {"need": size, "have": len(cards), "rank": ranks[0]})
        return None
    suit = ""
    if kind == SUITED:
        suits = sorted({c.suit for c in reals}, key=SUITS.index)
        if len(suits) > 1:
            return Refusal("suit-mixed", {"suits": suits})
        if group.suit != suits[0]:
            return Refusal("suit-mismatch", {"suit": group.suit, "cards": suits[0]})
        suit = suits[0]
    ordered = sorted(group.values)
    if any(b != a + 1 for a, b in zip(ordered, ordered[1:], strict=False)):
        return Refusal("run-not-consecutive", {"values": ordered})
    if len(cards) != size:
        return Refusal(
            "run-wrong-length",
            {
                "kind": kind,
                "need": size,
                "have": len(cards),
                "low": ordered[0],
                "high": ordered[-1],
                "suit": suit,
            },
        )
    return None


def check_declaration(
    groups: Sequence[Group], phase: int, ace_high: bool = False, flush_phases: bool = False
) -> Refusal | None:
    """None if ``groups`` (in any order) make exactly ``phase`` (TP-10/11)."""
    need = phase_table(flush_phases)[phase]
    if len(groups) != len(need) or sorted(g.kind for g in groups) != sorted(k for k, _ in need):
        return Refusal(
            "wrong-groups",
            {
                "phase": phase,
                "need": phase_need(phase, flush_phases),
                "have": [{"kind": g.kind, "size": len(g.cards)} for g in groups],
            },
        )
    first: Refusal | None = None
    for order in permutations(need):
        if any(g.kind != k for g, (k, _) in zip(groups, order, strict=True)):
            continue
        why = next(
            (
                r
                for g, (k, n) in zip(groups, order, strict=True)
                if (r := check_group(g, k, n, ace_high))
            ),
            None,
        )
        if why is None:
            break
        first = first or why
    else:
        return first
    if len(groups) == 2 and groups[0].kind in (SUITED, FLUSH) and groups[0].suit == groups[1].suit:
        return Refusal("same-suit-twice", {"suit": groups[0].suit})
    return None
