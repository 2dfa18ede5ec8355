"""The exact phase finder: can a hand lay its phase, how, and how close is it.

Everything works on counts, not permutations: a hand is the count of each
number 1-12, the count of wilds and (for phase 8) the count of each colour;
skips never take part (P10-13). A "plan" fixes each group's number, run
window or colour; whether it can be made is then a matter of counts:

* the deficit (cards a plan needs that the hand lacks) must be covered by
  wilds, and
* every group must keep at least one numbered card (P10-12).

A set and a run may share a number; two sets may be of the same number
(P10-15). :func:`can_lay` answers yes/no fast; :func:`layings` builds the
actual groups (wild values included, extra cards that fit directly, P10-8)
ranked by what they leave in hand; :func:`arrangements` arranges a selection
of cards into the phase using every selected card; :func:`missing` and
:func:`outs` say how close a hand is, for bots.

>>> from game.games.phase10.rules.cards import parse_cards
>>> hand = parse_cards(["R3", "B3", "W", "G4", "G5", "Y6", "R7", "SK"])
>>> can_lay(hand, 2), missing(hand, 1), missing(hand, 4)
(True, 2, 1)
>>> [str(g) for g in layings(hand, 2)[0]]
['set: R3 B3 W=3', 'run: G4 G5 Y6 R7']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ....core import phasekit
from .cards import COLOURS, HIGH, WILD, P10Card, penalty
from .phases import COLOUR, COLOUR_SIZE, PHASES, RUN, SET, Group

#: At most this many layings are listed (legal_moves offers them as moves).
LAYING_LIMIT = 16
_NUMBERS = range(1, HIGH + 1)
_WILD_PENALTY = penalty(WILD)
_NUMBER_PENALTY = [0] + [penalty(P10Card("R", n)) for n in _NUMBERS]
# (start, end, bit mask of the numbers start..end) for every window of each length.
_WINDOWS: dict[int, list[tuple[int, int, int]]] = {
    length: [
        (lo, lo + length - 1, wm)
        for lo, wm in enumerate(phasekit.window_masks(1, HIGH, length), start=1)
    ]
    for length in _NUMBERS
}
_MASKS: dict[int, list[int]] = {n: [wm for _, _, wm in w] for n, w in _WINDOWS.items()}

Tally = tuple[list[int], int]
# (kind, key, size) or (RUN, low, high): keys are numbers or colours.
Plan = tuple[tuple[Any, ...], ...]


def tally(cards: Iterable[P10Card]) -> Tally:
    """Counts of each number (index 1-12) and the number of wilds."""
    counts = [0] * (HIGH + 1)
    wilds = 0
    for card in cards:
        if card.number:
            counts[card.number] += 1
        elif card.colour == "W":
            wilds += 1
    return counts, wilds


def _colour_tally(cards: Iterable[P10Card]) -> tuple[dict[str, int], int]:
    colours = dict.fromkeys(COLOURS, 0)
    wilds = 0
    for card in cards:
        if card.number:
            colours[card.colour] += 1
        elif card.colour == "W":
            wilds += 1
    return colours, wilds


def _mask(counts: Sequence[int]) -> int:
    return phasekit.mask_of(counts)


# -- yes / no ------------------------------------------------------------------
def can_lay(cards: Iterable[P10Card], phase: int) -> bool:
    """True when ``cards`` hold a valid laying of ``phase`` (never misses)."""
    need = PHASES[phase]
    if need[0][0] == COLOUR:
        colours, wilds = _colour_tally(cards)
        return phasekit.bucket_ok(colours.values(), wilds, COLOUR_SIZE)
    counts, wilds = tally(cards)
    if len(need) == 1:
        return _run_ok(counts, wilds, need[0][1])
    (k1, s1), (k2, s2) = need
    if k2 == RUN:
        return _set_run_ok(counts, wilds, s1, s2)
    return _two_sets_ok(counts, wilds, max(s1, s2), min(s1, s2))


def _two_sets_ok(counts: list[int], wilds: int, big: int, small: int) -> bool:
    return phasekit.two_sets_ok(counts, wilds, big, small)


def _run_ok(counts: list[int], wilds: int, length: int) -> bool:
    return phasekit.run_ok(_mask(counts), wilds, length, _MASKS[length])


def _set_run_ok(counts: list[int], wilds: int, size: int, length: int) -> bool:
    return phasekit.set_run_ok(counts, wilds, size, length, _MASKS[length])


# -- how close ---------------------------------------------------------------------
def missing(cards: Iterable[P10Card], phase: int) -> int:
    """The fewest cards that, added to ``cards``, make ``phase`` layable (0 if
    it is layable now)."""
    need = PHASES[phase]
    if need[0][0] == COLOUR:
        colours, wilds = _colour_tally(cards)
        return phasekit.bucket_missing(colours.values(), wilds, COLOUR_SIZE)
    counts, wilds = tally(cards)
    if len(need) == 1:
        length = need[0][1]
        return phasekit.run_missing(_mask(counts), wilds, length, _MASKS[length])
    (k1, s1), (k2, s2) = need
    if k2 == RUN:
        return phasekit.set_run_missing(counts, wilds, s1, s2, _MASKS[s2])
    return phasekit.two_sets_missing(counts, wilds, max(s1, s2), min(s1, s2))


def outs(cards: Sequence[P10Card], phase: int) -> int:
    """How many kinds of card (each number; each colour on phase 8; the
    wild) would bring ``cards`` one card closer to ``phase``."""
    now = missing(cards, phase)
    if now == 0:
        return 0
    hand = list(cards)
    if PHASES[phase][0][0] == COLOUR:
        kinds = [P10Card(c, 1) for c in COLOURS]
    else:
        kinds = [P10Card("R", n) for n in _NUMBERS]
    return sum(1 for k in [*kinds, WILD] if missing([*hand, k], phase) < now)


# -- building groups ---------------------------------------------------------------
def _allocate(
    cards: Sequence[P10Card], plan: Plan
) -> tuple[tuple[Group, ...], list[P10Card]] | None:
    """The groups of ``plan`` made from ``cards`` and the cards left over, or
    None when the cards cannot make it. Plan entries: ``(SET, number, size)``,
    ``(RUN, low, high)``, ``(COLOUR, colour, size)``."""
    pool: dict[int, list[P10Card]] = {}
    wilds: list[P10Card] = []
    rest: list[P10Card] = []
    for card in sorted(cards, key=lambda c: (c.number, COLOURS.index(c.colour) if c.number else 0)):
        if card.number:
            pool.setdefault(card.number, []).append(card)
        elif card.is_wild:
            wilds.append(card)
        else:
            rest.append(card)
    taken: list[list[tuple[P10Card | None, int]]] = [[] for _ in plan]
    # Every set first reserves one numbered card, then runs take one card per
    # number, then sets take the rest: a shared number never starves a group.
    for i, (kind, key, _) in enumerate(plan):
        if kind == SET:
            numbers = pool.get(key, [])
            if not numbers:
                return None
            taken[i].append((numbers.pop(0), key))
    for i, (kind, low, high) in enumerate(plan):
        if kind == RUN:
            for value in range(low, high + 1):
                numbers = pool.get(value, [])
                taken[i].append((numbers.pop(0) if numbers else None, value))
    for i, (kind, key, size) in enumerate(plan):
        if kind == SET:
            numbers = pool.get(key, [])
            while len(taken[i]) < size and numbers:
                taken[i].append((numbers.pop(0), key))
            taken[i].extend((None, key) for _ in range(size - len(taken[i])))
        elif kind == COLOUR:
            own = [c for c in cards if c.number and c.colour == key]
            for card in own[:size]:
                pool[card.number].remove(card)
                taken[i].append((card, 0))
            taken[i].extend((None, 0) for _ in range(size - len(taken[i])))
    groups: list[Group] = []
    for (kind, key, _), chosen in zip(plan, taken, strict=True):
        if all(card is None for card, _ in chosen):
            return None
        group_cards: list[P10Card] = []
        for chosen_card, _ in chosen:
            if chosen_card is None:
                if not wilds:
                    return None
                chosen_card = wilds.pop()
            group_cards.append(chosen_card)
        if kind == COLOUR:
            groups.append(Group(COLOUR, tuple(group_cards), (), str(key)))
        else:
            groups.append(Group(str(kind), tuple(group_cards), tuple(v for _, v in chosen)))
    for numbers in pool.values():
        rest.extend(numbers)
    return tuple(groups), wilds + rest


def signature(groups: Sequence[Group]) -> tuple[tuple[object, ...], ...]:
    """What makes two arrangements genuinely different: each group's kind and
    the values (or colour and size) it holds; which copy of a card is used is not."""
    return tuple(
        (g.kind, g.colour, len(g.cards)) if g.kind == COLOUR else (g.kind, tuple(sorted(g.values)))
        for g in groups
    )


def _plans(cards: Sequence[P10Card], phase: int) -> list[tuple[int, int, Plan]]:
    """Feasible plans using every numbered card that fits, as (cards laid,
    penalty laid, plan), judged on counts only."""
    need = PHASES[phase]
    found: list[tuple[int, int, Plan]] = []
    if need[0][0] == COLOUR:
        colours, wilds = _colour_tally(cards)
        for colour, c in colours.items():
            used = max(0, COLOUR_SIZE - c)
            if c and used <= wilds:
                for extra in sorted({0, wilds - used}):
                    size = c + used + extra
                    pen = sum(penalty(x) for x in cards if x.number and x.colour == colour)
                    found.append(
                        (size, pen + (used + extra) * _WILD_PENALTY, ((COLOUR, colour, size),))
                    )
        return found
    counts, wilds = tally(cards)
    mask = _mask(counts)
    present = [n for n in _NUMBERS if counts[n]]
    if len(need) == 1:
        length = need[0][1]
        for size in range(length, HIGH + 1):
            for low, high, wm in _WINDOWS[size]:
                real = (mask & wm).bit_count()
                if real and size - real <= wilds:
                    pen = sum(_NUMBER_PENALTY[n] for n in range(low, high + 1) if counts[n])
                    found.append((size, pen + (size - real) * _WILD_PENALTY, ((RUN, low, high),)))
        return found
    (_, s1), (k2, s2) = need
    if k2 == RUN:
        for size in range(s2, HIGH + 1):
            for low, high, wm in _WINDOWS[size]:
                real_all = (mask & wm).bit_count()
                if not real_all or size - real_all > wilds:
                    continue
                run_pen = sum(_NUMBER_PENALTY[n] for n in range(low, high + 1) if counts[n])
                for x in present:
                    c = counts[x]
                    inside = low <= x <= high
                    run_real = real_all - (inside and c == 1)
                    set_real = c - (inside and c >= 2)
                    used = (size - run_real) + max(0, s1 - set_real)
                    if run_real == 0 or used > wilds:
                        continue
                    pen = run_pen - (_NUMBER_PENALTY[x] if inside else 0) + c * _NUMBER_PENALTY[x]
                    for extra in sorted({0, wilds - used}):
                        set_size = max(s1, set_real) + extra
                        laid = size + set_size
                        found.append(
                            (
                                laid,
                                pen + (used + extra) * _WILD_PENALTY,
                                ((SET, x, set_size), (RUN, low, high)),
                            )
                        )
        return found
    for x in present:
        for y in present:
            if y == x:
                if counts[x] < 2:
                    continue
                second = min(s2, counts[x] - 1)
                sizes = [max(s1, counts[x] - second), s2]
            else:
                if s1 == s2 and y < x:  # the same two sets in the other order
                    continue
                sizes = [max(s1, counts[x]), max(s2, counts[y])]
            real = counts[x] + (counts[y] if y != x else 0)
            used = sizes[0] + sizes[1] - real
            if used > wilds:
                continue
            pen = counts[x] * _NUMBER_PENALTY[x] + (counts[y] * _NUMBER_PENALTY[y] if y != x else 0)
            for extra in sorted({0, wilds - used}):
                found.append(
                    (
                        sizes[0] + sizes[1] + extra,
                        pen + (used + extra) * _WILD_PENALTY,
                        ((SET, x, sizes[0] + extra), (SET, y, sizes[1])),
                    )
                )
    return found


def layings(
    cards: Sequence[P10Card], phase: int, limit: int = LAYING_LIMIT
) -> list[tuple[Group, ...]]:
    """Distinct layings of ``phase`` from ``cards``, best first: fewest cards
    left in hand, then least penalty left. Each plan lays every numbered card
    that fits it directly (P10-8); spare wilds are either kept or added to the
    first set (runs reach further through the longer windows). At most
    ``limit`` layings; empty exactly when :func:`can_lay` is False."""
    if not can_lay(cards, phase):
        return []
    plans = _plans(cards, phase)
    plans.sort(key=lambda p: (-p[0], -p[1], p[2]))
    result: list[tuple[Group, ...]] = []
    seen: set[tuple[tuple[object, ...], ...]] = set()
    for _, _, plan in plans:
        made = _allocate(cards, plan)
        if made is None:
            continue
        key = signature(made[0])
        if key not in seen:
            seen.add(key)
            result.append(made[0])
            if len(result) >= limit:
                break
    return result


def best_laying(cards: Sequence[P10Card], phase: int) -> tuple[Group, ...] | None:
    """The laying that leaves the fewest cards (then least penalty), if any."""
    found = layings(cards, phase, limit=1)
    return found[0] if found else None


def arrangements(selected: Sequence[P10Card], phase: int) -> list[tuple[Group, ...]]:
    """Every distinct way the ``selected`` cards, all of them, make ``phase``
    (laying by keys). Empty when they do not; several when the player has a
    genuine choice (a wild at either end of a run, which cards make which set)."""
    if any(c.is_skip for c in selected):
        return []
    need = PHASES[phase]
    total = len(selected)
    counts, wilds = tally(selected)
    present = [n for n in _NUMBERS if counts[n]]
    plans: list[Plan] = []
    if need[0][0] == COLOUR:
        colours = {c.colour for c in selected if c.number}
        if len(colours) == 1 and total >= COLOUR_SIZE:
            plans.append(((COLOUR, colours.pop(), total),))
    elif len(need) == 1:
        if total >= need[0][1]:  # every selected card in the run: it is this long
            plans.extend(
                ((RUN, low, high),) for low, high in _run_windows(counts, present, total, None)
            )
    elif need[1][0] == RUN:
        size, length = need[0][1], need[1][1]
        for x in present:
            for run_size in range(length, total - size + 1):
                for low, high in _run_windows(counts, present, run_size, x):
                    plans.append(((SET, x, total - run_size), (RUN, low, high)))
    elif 1 <= len(present) <= 2:
        (_, s1), (_, s2) = need
        pairs = (
            [(present[0], present[0])]
            if len(present) == 1
            else [tuple(present), tuple(present[::-1])]
        )
        for x, y in pairs:
            if s1 == s2 and y < x:
                continue
            for first in range(s1, total - s2 + 1):
                if s1 == s2 and x == y and first < total - first:
                    continue
                plans.append(((SET, x, first), (SET, y, total - first)))
    result: list[tuple[Group, ...]] = []
    seen: set[tuple[tuple[object, ...], ...]] = set()
    for plan in plans:
        made = _allocate(selected, plan)
        if made is None or made[1]:
            continue
        key = signature(made[0])
        if key not in seen:
            seen.add(key)
            result.append(made[0])
    return result


def _run_windows(
    counts: list[int], present: list[int], size: int, shared: int | None
) -> list[tuple[int, int]]:
    """Windows of ``size`` that hold every numbered card except those of the
    set number ``shared`` (at most one card of each other number)."""
    others = [n for n in present if n != shared]
    if any(counts[n] > 1 for n in others) or size > HIGH:
        return []
    windows = []
    for low, high, _ in _WINDOWS[size]:
        if all(low <= n <= high for n in others):
            windows.append((low, high))
    return windows
