"""Phase 10 by keys, the pure part: from the cards a player selected to the
groups or hit values the engine wants, and the reason when there are none.

No words here (see :mod:`phase10_words`) and no session state: the finder
arranges a selection (``finder.arrangements``); when it finds nothing, the
selection is split every way into the phase's groups and the split that comes
closest says why ("needs a run of 4; you have 3 to 5").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..rules.base import Refusal
from ..rules.phase10 import PHASES, Group, P10Card, arrangements
from ..rules.phase10.cards import HIGH, LOW
from ..rules.phase10.phases import COLOUR, RUN, SET, check_group

#: Refusals that only say "too few cards": a split with one is nearly right.
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


def _score(refusal: Refusal | None) -> int:
    if refusal is None:
        return 2
    return 1 if refusal.code in _TOO_SMALL else 0


def diagnose(selected: Sequence[P10Card], phase: int) -> tuple[Refusal | None, tuple[Group, ...]]:
    """Why ``selected`` is not ``phase``: the refusal of the closest split
    (None with its groups when some split is in fact valid)."""
    if any(c.is_skip for c in selected):
        return Refusal("skip-in-group", {}), ()
    need = PHASES[phase]
    cards = list(selected)
    best: tuple[int, int] | None = None
    found: tuple[Refusal | None, tuple[Group, ...]] = (None, ())
    splits: list[list[list[P10Card]]] = []
    if len(need) == 1:
        splits.append([cards])
    else:
        seen: set[tuple[tuple[str, ...], ...]] = set()
        for mask in range(1 << len(cards)):
            parts: list[list[P10Card]] = [[], []]
            for i, card in enumerate(cards):
                parts[(mask >> i) & 1].append(card)
            key = tuple(tuple(sorted(str(c) for c in part)) for part in parts)
            if key not in seen:
                seen.add(key)
                splits.append(parts)
    for parts in splits:
        groups = tuple(as_group(part, kind) for part, (kind, _) in zip(parts, need, strict=True))
        whys = [check_group(g, kind, size) for g, (kind, size) in zip(groups, need, strict=True)]
        scores = [_score(w) for w in whys]
        good = sum(len(g.cards) for g, w in zip(groups, whys, strict=True) if w is None)
        rank = (sum(scores), good)
        if best is None or rank > best:
            best = rank
            failing = [w for _, w in sorted(zip(scores, whys, strict=True), key=lambda p: -p[0])
                       if w is not None]
            found = (failing[0] if failing else None, groups)
    return found


def lay_options(selected: Sequence[P10Card], phase: int) -> list[tuple[Group, ...]]:
    """Every genuinely different way the whole selection lays ``phase``."""
    options = arrangements(selected, phase)
    if options or len(selected) < 2:
        return options
    why, groups = diagnose(selected, phase)
    return [groups] if why is None and groups else []


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
