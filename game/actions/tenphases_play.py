"""Ten Phases by keys, the pure part: why a selection is not the phase.

No words and no session state. The finder arranges a selection
(``finder.arrangements``); when it finds nothing, the selection is split
every way into the phase's groups, each part read as its group as well as
it can be, and the split that comes closest says why ("needs a run of 4 in
one suit; you have 5 to 7 of hearts").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..rules.base import Refusal
from ..rules.cards import ACE, KING, Card
from ..rules.tenphases import Group, check_declaration, check_group
from ..rules.tenphases.phases import (
    COLOUR,
    FLUSH,
    HIGH_ACE,
    SET,
    SUITED,
    colour_of,
    phase_table,
)

#: Refusals that only say "not the right number of cards": nearly right.
_WRONG_SIZE = frozenset({"set-wrong-size", "run-wrong-length", "colour-wrong-size",
                         "flush-wrong-size"})


def _common(items: Sequence[str], default: str) -> str:
    counts = Counter(items)
    return counts.most_common(1)[0][0] if counts else default


def as_group(cards: Sequence[Card], kind: str, ace_high: bool = False) -> Group:
    """``cards`` read as a ``kind`` group as well as they can be: jokers
    take the set's most common rank, fill a run's gaps then extend it upward
    (then downward); a suited run, flush or colour group takes the suit or
    colour most cards have."""
    cards = tuple(cards)
    reals = [c for c in cards if not c.is_joker]
    if kind == COLOUR:
        return Group(COLOUR, cards, colour=_common([colour_of(c) for c in reals], "R"))
    suit = _common([c.suit for c in reals], "S")
    if kind == FLUSH:
        return Group(FLUSH, cards, suit=suit)
    if kind == SET:
        rank = int(_common([str(c.rank) for c in reals], str(ACE)))
        return Group(SET, cards, tuple(c.rank if not c.is_joker else rank for c in cards))
    top = HIGH_ACE if ace_high else KING
    high_ace = ace_high and any(c.rank >= 10 for c in reals)

    def value(card: Card) -> int:
        return HIGH_ACE if card.rank == ACE and high_ace else card.rank

    present = sorted({value(c) for c in reals})
    slots: list[int] = []
    if present:
        slots = [v for v in range(present[0], present[-1] + 1) if v not in present]
        slots += list(range(present[-1] + 1, top + 1)) + list(range(present[0] - 1, 0, -1))
    free = iter(slots)
    last = present[-1] if present else ACE
    # Past the ends a joker repeats a value: "not in a row".
    values = tuple(value(c) if not c.is_joker else next(free, last) for c in cards)
    return Group(kind, cards, values, suit=suit if kind == SUITED else "")


def _empty(kind: str, size: int) -> Refusal:
    """The refusal for a group with no cards at all: "you have none"."""
    if kind == SET:
        return Refusal("set-wrong-size", {"need": size, "have": 0, "rank": 0})
    if kind == COLOUR:
        return Refusal("colour-wrong-size", {"need": size, "have": 0, "colour": "R"})
    if kind == FLUSH:
        return Refusal("flush-wrong-size", {"need": size, "have": 0, "suit": ""})
    return Refusal("run-wrong-length", {"kind": kind, "need": size, "have": 0, "low": 0,
                                        "high": 0, "suit": ""})


def _score(refusal: Refusal | None) -> int:
    if refusal is None:
        return 2
    return 1 if refusal.code in _WRONG_SIZE else 0


def diagnose(selected: Sequence[Card], phase: int, ace_high: bool = False,
             flush_phases: bool = False) -> Refusal | None:
    """Why ``selected`` is not ``phase``: the refusal of the closest split
    (None when some split is in fact valid)."""
    need = phase_table(flush_phases)[phase]
    cards = list(selected)
    splits: list[list[list[Card]]] = []
    if len(need) == 1:
        splits.append([cards])
    else:
        seen: set[tuple[tuple[str, ...], ...]] = set()
        for mask in range(1 << len(cards)):
            parts: list[list[Card]] = [[], []]
            for i, card in enumerate(cards):
                parts[(mask >> i) & 1].append(card)
            key = tuple(tuple(sorted(str(c) for c in part)) for part in parts)
            if key not in seen:
                seen.add(key)
                splits.append(parts)
    best: tuple[int, int] | None = None
    found: Refusal | None = None
    for parts in splits:
        groups = [as_group(part, kind, ace_high) for part, (kind, _) in zip(parts, need,
                                                                           strict=True)]
        whys = [check_group(g, kind, size, ace_high) if g.cards else _empty(kind, size)
                for g, (kind, size) in zip(groups, need, strict=True)]
        scores = [_score(w) for w in whys]
        good = sum(len(g.cards) for g, w in zip(groups, whys, strict=True) if w is None)
        rank = (sum(scores), good)
        if best is not None and rank <= best:
            continue
        best = rank
        failing = [w for _, w in sorted(zip(scores, whys, strict=True), key=lambda p: -p[0])
                   if w is not None]
        found = (failing[0] if failing
                 else check_declaration(groups, phase, ace_high, flush_phases))
    return found
