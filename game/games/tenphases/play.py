"""Ten Phases by keys, the pure part: why a selection is not the phase.

No words and no session state. The finder arranges a selection
(``finder.arrangements``); when it finds nothing, the selection is split
every way into the phase's groups, each part read as its group as well as
it can be, and the split that comes closest says why ("phase 8 is a run of
4 in one suit and a run of 4 in another, exactly 8 cards; you have 4 to 7
of clubs and 3 in a row, 5 to 7 of hearts for a run of 4 in one suit").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...core.base import Refusal
from ...core.cards import ACE, KING, Card
from ...core.grouped import loners
from .rules import Group, arrangements, check_declaration, check_group
from .rules.phases import COLOUR, FLUSH, HIGH_ACE, SET, SUITED, colour_of, phase_table

#: Refusals that only say "not the right number of cards": the part is of its kind.
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


def _splits(cards: list[Card], parts: int) -> list[list[list[Card]]]:
    """Every way to deal ``cards`` into ``parts`` groups (one or two),
    each distinct split once."""
    if parts == 1:
        return [[cards]]
    seen: set[tuple[tuple[str, ...], ...]] = set()
    splits: list[list[list[Card]]] = []
    for mask in range(1 << len(cards)):
        split: list[list[Card]] = [[], []]
        for i, card in enumerate(cards):
            split[(mask >> i) & 1].append(card)
        key = tuple(tuple(sorted(str(c) for c in part)) for part in split)
        if key not in seen:
            seen.add(key)
            splits.append(split)
    return splits


def diagnose(selected: Sequence[Card], phase: int, ace_high: bool = False,
             flush_phases: bool = False) -> Refusal | None:
    """Why ``selected`` is not ``phase``: :func:`closest`'s reason, except
    that a group broken only by one card too many is said as that card
    ("phase 2 is ..., exactly 7 cards; you have 8 cards: a run of 4, 4 to 7
    and three 10s, and the king of spades, one too many"), not as the group
    it broke, which named the wrong reason."""
    found = closest(selected, phase, ace_high, flush_phases)
    if found is None or found.code == "phase-size":
        return found
    size = sum(n for _, n in phase_table(flush_phases)[phase])
    if len(selected) != size + 1:
        return found
    reals = [c for c in selected if not c.is_joker]
    for i in loners([c.rank for c in reals]):
        rest = list(selected)
        rest.remove(odd := reals[i])
        why = closest(rest, phase, ace_high, flush_phases)
        if why is None:
            groups = [g for g in arrangements(rest, phase, ace_high, flush_phases)
                      if check_declaration(g, phase, ace_high, flush_phases) is None]
            if not groups:
                continue
            need = phase_table(flush_phases)[phase]
            parts = [{"group": g, "kind": kind, "size": n, "done": True}
                     for g, (kind, n) in zip(groups[0], need, strict=True)]
            return Refusal("phase-size", {"phase": phase, "flush": flush_phases, "size": size,
                                          "parts": parts, "extra": [odd]})
        if why.code == "phase-size":
            return Refusal("phase-size", {**why.args, "extra": [odd]})
    return found


def closest(selected: Sequence[Card], phase: int, ace_high: bool = False,
            flush_phases: bool = False) -> Refusal | None:
    """Why ``selected`` is not ``phase`` (None when some split is in fact
    valid).

    The selection is split every way into the phase's groups. A split whose
    every part is of the right kind (one rank, in a row, one suit or colour)
    and only of the wrong size is preferred, fewest cards off first (TP-11:
    sizes are exact, so a card too many counts like a card too few); its
    reason is ``phase-size``, naming the phase, its exact card count and
    what each part holds. Only when every split breaks a group is that
    group's own reason said."""
    need = phase_table(flush_phases)[phase]
    best: tuple[int, int, int] | None = None
    found: Refusal | None = None
    for split in _splits(list(selected), len(need)):
        groups = [as_group(part, kind, ace_high) for part, (kind, _) in zip(split, need,
                                                                            strict=True)]
        whys = [check_group(g, kind, size, ace_high) if g.cards else None
                for g, (kind, size) in zip(groups, need, strict=True)]
        broken = [w for w in whys if w is not None and w.code not in _WRONG_SIZE]
        off = sum(abs(size - len(g.cards)) for g, (_, size) in zip(groups, need, strict=True))
        good = sum(len(g.cards) for g, w in zip(groups, whys, strict=True) if w is None)
        rank = (len(broken), off, -good)
        if best is not None and rank >= best:
            continue
        best = rank
        if broken:
            found = broken[0]
        elif off:
            parts = [{"group": g, "kind": kind, "size": size, "done": len(g.cards) == size}
                     for g, (kind, size) in zip(groups, need, strict=True) if g.cards]
            parts.sort(key=lambda p: not p["done"])  # what is there, then what is off
            found = Refusal("phase-size", {"phase": phase, "flush": flush_phases,
                                           "size": sum(n for _, n in need), "parts": parts})
        else:
            found = check_declaration(groups, phase, ace_high, flush_phases)
    return found


def declare_options(selected: Sequence[Card], phase: int, ace_high: bool = False,
                    flush_phases: bool = False) -> list[tuple[Group, ...]]:
    """Every way the whole selection declares ``phase`` that the engine's
    own check accepts: the session hails a selection as the phase, and
    offers ways to declare it, only when Enter would declare it, even if a
    finder is wrong."""
    return [groups for groups in arrangements(selected, phase, ace_high, flush_phases)
            if check_declaration(groups, phase, ace_high, flush_phases) is None]
