"""Phase 10 by keys, the pure part: from the cards a player selected to the
groups or hit values the engine wants, and the reason when there are none.

No words here (see :mod:`.words`) and no session state: the finder
arranges a selection (``finder.arrangements``); when it finds nothing, the
selection is split every way into the phase's groups and the split that comes
closest says why ("needs a run of 4; you have 3 to 5").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...core.base import Refusal
from ...core.grouped import loners
from .rules import PHASES, Group, P10Card, arrangements
from .rules.cards import COLOURS, HIGH, LOW
from .rules.phases import COLOUR, RUN, SET, check_group, check_lay

#: Refusals that only say "too few cards": the part is on its way.
_TOO_SMALL = frozenset({"set-too-small", "run-too-short", "colour-too-small"})


def as_group(cards: Sequence[P10Card], kind: str) -> Group:
    """``cards`` read as a ``kind`` group as well as they can be: wilds take
    the set's most common number, fill a run's gaps then extend it upward
    (then downward), or join the colour most cards have."""
    cards = tuple(cards)
    numbered = [c for c in cards if c.is_numbered]
    if kind == COLOUR:
        colours = Counter(c.colour for c in numbered)
        return Group(COLOUR, cards, (), colours.most_common(1)[0][0] if colours else "R")
    if kind == SET:
        counts = Counter(c.number for c in numbered)
        number = counts.most_common(1)[0][0] if counts else LOW
        return Group(SET, cards, tuple(c.number if c.is_numbered else number for c in cards))
    present = sorted({c.number for c in numbered})
    slots: list[int] = []
    if present:
        slots = [n for n in range(present[0], present[-1] + 1) if n not in present]
        slots += list(range(present[-1] + 1, HIGH + 1)) + list(range(present[0] - 1, LOW - 1, -1))
    free = iter(slots)
    values = []
    last = present[-1] if present else LOW
    for card in cards:
        # Past the ends of 1-12 a wild repeats a number: "not consecutive".
        values.append(card.number if card.is_numbered else next(free, last))
    return Group(RUN, cards, tuple(values))


def _splits(cards: list[P10Card], parts: int) -> list[list[list[P10Card]]]:
    """Every way to deal ``cards`` into ``parts`` groups (one or two),
    each distinct split once."""
    if parts == 1:
        return [[cards]]
    seen: set[tuple[tuple[str, ...], ...]] = set()
    splits: list[list[list[P10Card]]] = []
    for mask in range(1 << len(cards)):
        split: list[list[P10Card]] = [[], []]
        for i, card in enumerate(cards):
            split[(mask >> i) & 1].append(card)
        key = tuple(tuple(sorted(str(c) for c in part)) for part in split)
        if key not in seen:
            seen.add(key)
            splits.append(split)
    return splits


def diagnose(selected: Sequence[P10Card], phase: int) -> tuple[Refusal | None, tuple[Group, ...]]:
    """Why ``selected`` is not ``phase``: :func:`closest`'s reason, except
    that a group broken only by one card that fits no group is said as that
    card ("phase 7 is two sets of 4; you have two 4s ... and two 8s ..., and
    a yellow 1 that fits neither"), not as the group it broke."""
    found = closest(selected, phase)
    why = found[0]
    if why is None or why.code in ("phase-short", "skip-in-group") or len(selected) < 3:
        return found
    numbered = [c for c in selected if c.is_numbered]
    # In the colour phase the card held by mistake is the lone colour.
    colour = PHASES[phase][0][0] == COLOUR
    for i in loners([COLOURS.index(c.colour) * 100 if colour else c.number for c in numbered]):
        odd = numbered[i]
        rest = list(selected)
        rest.remove(odd)
        rest_why, groups = closest(rest, phase)
        if rest_why is None and groups:
            parts = [{"group": g, "kind": kind, "size": size, "done": True}
                     for g, (kind, size) in zip(groups, PHASES[phase], strict=True)]
            return Refusal("phase-short", {"phase": phase, "parts": parts, "extra": [odd]}), ()
        if rest_why is not None and rest_why.code == "phase-short":
            return Refusal("phase-short", {**rest_why.args, "extra": [odd]}), ()
    return found


def closest(selected: Sequence[P10Card], phase: int) -> tuple[Refusal | None, tuple[Group, ...]]:
    """Why ``selected`` is not ``phase`` (None with its groups when some
    split is in fact valid).

    The selection is split every way into the phase's groups. A split whose
    every part is of the right kind (one number, in a row, one colour) and
    only short of cards is preferred, fewest cards missing first; its reason
    is ``phase-short``, naming the phase and what each part holds ("phase 1
    is two sets of 3; you have a set of three 1s"). Only when every split
    breaks a group is that group's own reason said ("a set is all one
    number; you have 5 and 6")."""
    if any(c.is_skip for c in selected):
        return Refusal("skip-in-group", {}), ()
    need = PHASES[phase]
    best: tuple[int, int, int] | None = None
    found: tuple[Refusal | None, tuple[Group, ...]] = (None, ())
    for split in _splits(list(selected), len(need)):
        groups = tuple(as_group(part, kind) for part, (kind, _) in zip(split, need, strict=True))
        whys = [check_group(g, kind, size) if g.cards else None
                for g, (kind, size) in zip(groups, need, strict=True)]
        broken = [w for w in whys if w is not None and w.code not in _TOO_SMALL]
        missing = sum(max(0, size - len(g.cards)) for g, (_, size) in zip(groups, need,
                                                                           strict=True))
        good = sum(len(g.cards) for g, w in zip(groups, whys, strict=True) if w is None)
        rank = (len(broken), missing, -good)
        if best is not None and rank >= best:
            continue
        best = rank
        if broken:
            found = (broken[0], groups)
        elif missing:
            parts = [{"group": g, "kind": kind, "size": size, "done": len(g.cards) >= size}
                     for g, (kind, size) in zip(groups, need, strict=True) if g.cards]
            parts.sort(key=lambda p: not p["done"])  # what is there, then what is short
            found = (Refusal("phase-short", {"phase": phase, "parts": parts}), groups)
        else:
            found = (None, groups)
    return found


def lay_options(selected: Sequence[P10Card], phase: int) -> list[tuple[Group, ...]]:
    """Every genuinely different way the whole selection lays ``phase``,
    each one the engine's own check accepts: the session hails a selection
    as the phase, and offers ways to lay it, only when Enter would lay it,
    even if a finder is wrong."""
    options = arrangements(selected, phase)
    if not options and len(selected) >= 2:
        why, groups = diagnose(selected, phase)
        options = [groups] if why is None and groups else []
    return [groups for groups in options if check_lay(groups, phase) is None]


def lay_refusal(selected: Sequence[P10Card], phase: int) -> Refusal:
    """Why ``selected`` does not lay ``phase`` (when :func:`lay_options`
    found no way): the closest split's reason, or the engine's own."""
    why, groups = diagnose(selected, phase)
    if why is None and groups:
        why = check_lay(groups, phase)
    return why or Refusal("unknown-move")


def hit_options(group: Group, cards: Sequence[P10Card]) -> list[tuple[int, ...]]:
    """Each way ``cards`` fit the laid ``group``, as the values they stand
    for (``()`` for a colour group); several only where wilds may go to
    either end of a run."""
    if not cards or any(c.is_skip for c in cards):
        return []
    if group.kind == COLOUR:
        fits = all(c.is_wild or c.colour == group.colour for c in cards)
        return [()] if fits else []
    if group.kind == SET:
        number = group.values[0]
        fits = all(c.is_wild or c.number == number for c in cards)
        return [(number,) * len(cards)] if fits else []
    options: list[tuple[int, ...]] = []
    for below in range(len(cards) + 1):
        slots = list(range(group.low - below, group.low))
        slots += list(range(group.high + 1, group.high + len(cards) - below + 1))
        if slots and (min(slots) < LOW or max(slots) > HIGH):
            continue
        free = list(slots)
        for card in cards:
            if card.is_numbered:
                if card.number not in free:
                    break
                free.remove(card.number)
        else:
            spare = iter(free)
            values = tuple(c.number if c.is_numbered else next(spare) for c in cards)
            if values not in options:
                options.append(values)
    return options


def best_effort_values(group: Group, cards: Sequence[P10Card]) -> tuple[int, ...]:
    """Values for a hit that does not fit, so the engine can say why."""
    if group.kind == COLOUR:
        return ()
    if group.kind == SET:
        return tuple(c.number if c.is_numbered else group.values[0] for c in cards)
    up = min(group.high + 1, HIGH)
    return tuple(c.number if c.is_numbered else up for c in cards)


def hit_shape(groups: Sequence[Group]) -> tuple[tuple[object, ...], ...]:
    """What later hits can use of a laying: each set's number, each run's
    ends, each colour group's colour (the cards inside do not matter)."""
    def shape(group: Group) -> tuple[object, ...]:
        if group.kind == COLOUR:
            return (COLOUR, group.colour)
        if group.kind == SET:
            return (SET, group.values[0])
        return (group.kind, group.low, group.high)
    return tuple(sorted((shape(g) for g in groups), key=str))


def choices_that_matter(options: Sequence[tuple[Group, ...]]) -> list[tuple[Group, ...]]:
    """The first laying of each different :func:`hit_shape`: arrangements
    that leave the same things to hit are one answer, not a question."""
    seen: dict[tuple[tuple[object, ...], ...], tuple[Group, ...]] = {}
    for groups in options:
        seen.setdefault(hit_shape(groups), groups)
    return list(seen.values())
