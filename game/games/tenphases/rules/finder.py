"""The exact Ten Phases finder: can a hand declare its phase, how, how close.

Yes/no and "how many cards missing" work on counts (shared with Phase 10 in
:mod:`game.core.phasekit`): ranks 1-13 with a run as a bit mask of ranks
(a high ace, option ``ace_high_runs``, is bit 1 at the top of a window);
suited runs and flushes are judged per suit, two different suits. Every
group keeps at least one real card (TP-10) and is of exactly its size
(TP-11), so a declaration shows exactly the phase's cards.

:func:`declarations` builds explicit declarations (each joker's value set)
ranked by what they leave in hand for the next phase, which matters when the
player then redraws (TP-8); :func:`arrangements` arranges a selection of
cards into the phase using every selected card; :func:`missing` says how
close a hand is.

>>> from game.core.cards import parse_cards
>>> hand = parse_cards(["5H", "6H", "JK", "9S", "9C", "9D", "KS", "2C", "4D", "QH"])
>>> can_declare(hand, 1), missing(hand, 4), missing(hand, 8)
(True, 1, 4)
>>> [str(g[0]) for g in arrangements(parse_cards(["5H", "6H", "JK", "9S", "9C", "9D"]), 1)]
['run: JK=4 5H 6H', 'run: 5H 6H JK=7']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations

from ....core import phasekit
from ....core.cards import ACE, JOKER, KING, SUITS, Card
from .phases import (
    COLOUR,
    FLUSH,
    HIGH_ACE,
    LAST_PHASE,
    RUN,
    SET,
    SUITED,
    Group,
    colour_of,
    phase_table,
    points,
)

#: At most this many declarations are listed (legal_moves offers them as moves).
DECLARATION_LIMIT = 8
#: Plans judged by what they leave, fewest jokers first (keeps bots fast).
_EVAL_LIMIT = 40
_RANKS = range(ACE, KING + 1)

Window = tuple[int, int, int]  # (low value, high value, bit mask of ranks)


@cache
def windows(length: int, ace_high: bool) -> tuple[Window, ...]:
    """Every run window of ``length``: values low..high and the rank mask; a
    high ace (value 14) is rank bit 1."""
    found = [
        (lo, lo + length - 1, wm)
        for lo, wm in enumerate(phasekit.window_masks(ACE, KING, length), start=ACE)
    ]
    if ace_high:
        lo = HIGH_ACE - length + 1
        found.append((lo, HIGH_ACE, (((1 << (length - 1)) - 1) << lo) | 1 << ACE))
    return tuple(found)


@cache
def _masks(length: int, ace_high: bool) -> tuple[int, ...]:
    return tuple(wm for _, _, wm in windows(length, ace_high))


def _rank_of(value: int) -> int:
    return ACE if value == HIGH_ACE else value


class Tally:
    """Counts of a hand: per rank, per suit, per (suit, rank), and jokers."""

    __slots__ = ("counts", "jokers", "suit_counts", "suit_masks", "colour_counts")

    def __init__(self, cards: Iterable[Card]) -> None:
        self.counts = [0] * (KING + 1)
        self.jokers = 0
        self.suit_counts = dict.fromkeys(SUITS, 0)
        self.suit_masks = dict.fromkeys(SUITS, 0)
        for card in cards:
            if card.is_joker:
                self.jokers += 1
                continue
            self.counts[card.rank] += 1
            self.suit_counts[card.suit] += 1
            self.suit_masks[card.suit] |= 1 << card.rank
        s = self.suit_counts
        self.colour_counts = {"R": s["D"] + s["H"], "B": s["C"] + s["S"]}


def _best_fill(mask: int, masks: Sequence[int]) -> int:
    return max((mask & wm).bit_count() for wm in masks)


# -- yes / no and how close ------------------------------------------------------------
def missing(
    cards: Iterable[Card], phase: int, ace_high: bool = False, flush_phases: bool = False
) -> int:
    """The fewest cards that, added to ``cards``, let ``phase`` be declared
    (0 when it can be declared now)."""
    t = Tally(cards)
    need = phase_table(flush_phases)[phase]
    kind, size = need[0]
    if kind == COLOUR:
        return phasekit.bucket_missing(t.colour_counts.values(), t.jokers, size)
    if kind == RUN and len(need) == 1:
        mask = phasekit.mask_of(t.counts)
        return phasekit.run_missing(mask, t.jokers, size, _masks(size, ace_high))
    if kind == RUN:
        set_size = need[1][1]
        return phasekit.set_run_missing(t.counts, t.jokers, set_size, size, _masks(size, ace_high))
    if kind == SET:
        big, small = sorted((size, need[1][1]), reverse=True)
        return phasekit.two_sets_missing(t.counts, t.jokers, big, small)
    size2 = need[1][1]
    if kind == FLUSH:
        gap1 = {s: (max(0, size - c), int(c == 0)) for s, c in t.suit_counts.items()}
        gap2 = {s: (max(0, size2 - c), int(c == 0)) for s, c in t.suit_counts.items()}
    else:
        m1, m2 = _masks(size, ace_high), _masks(size2, ace_high)
        gap1, gap2 = {}, {}
        for s, mask in t.suit_masks.items():
            f1, f2 = _best_fill(mask, m1), _best_fill(mask, m2)
            gap1[s] = (size - f1, int(f1 == 0))
            gap2[s] = (size2 - f2, int(f2 == 0))
    return max(
        0,
        min(
            max(gap1[s][0] + gap2[u][0] - t.jokers, gap1[s][1] + gap2[u][1])
            for s in SUITS
            for u in SUITS
            if s != u
        ),
    )


def can_declare(
    cards: Iterable[Card], phase: int, ace_high: bool = False, flush_phases: bool = False
) -> bool:
    """True when ``cards`` hold a valid declaration of ``phase`` (never misses)."""
    need = phase_table(flush_phases)[phase]
    kind, size = need[0]
    if kind in (RUN, SET, COLOUR):
        t = Tally(cards)
        if kind == COLOUR:
            return phasekit.bucket_ok(t.colour_counts.values(), t.jokers, size)
        if kind == SET:
            return phasekit.two_sets_ok(t.counts, t.jokers, size, need[1][1])
        masks = _masks(size, ace_high)
        if len(need) == 1:
            return phasekit.run_ok(phasekit.mask_of(t.counts), t.jokers, size, masks)
        return phasekit.set_run_ok(t.counts, t.jokers, need[1][1], size, masks)
    return missing(cards, phase, ace_high, flush_phases) == 0


# -- plans: which groups, judged on counts -------------------------------------------------
# A plan group: (kind, key, size). key: SET rank; RUN (window, "", rank the run
# leaves to the set or 0); SUITED (window, suit); COLOUR colour; FLUSH suit.
PlanGroup = tuple[str, object, int]
Plan = tuple[int, tuple[PlanGroup, ...]]  # (jokers used, groups)


def _plans(t: Tally, phase: int, ace_high: bool, flush_phases: bool) -> list[Plan]:
    need = phase_table(flush_phases)[phase]
    kind, size = need[0]
    plans: list[Plan] = []
    if kind == COLOUR:
        for colour, c in t.colour_counts.items():
            if c and size - min(c, size) <= t.jokers:
                plans.append((size - min(c, size), ((COLOUR, colour, size),)))
    elif kind == RUN and len(need) == 1:
        mask = phasekit.mask_of(t.counts)
        for w in windows(size, ace_high):
            real = (mask & w[2]).bit_count()
            if real and size - real <= t.jokers:
                plans.append((size - real, ((RUN, (w, ""), size),)))
    elif kind == RUN:
        set_size = need[1][1]
        mask = phasekit.mask_of(t.counts)
        present = [r for r in _RANKS if t.counts[r]]
        for w in windows(size, ace_high):
            in_window = (mask & w[2]).bit_count()
            for x in present:
                c = t.counts[x]
                inside = bool(w[2] >> x & 1)
                for takes in (True, False) if inside and c <= set_size else (inside,):
                    run_real = in_window - (inside and not takes)
                    set_real = min(c - takes, set_size)
                    used = size - run_real + set_size - set_real
                    if run_real and set_real > 0 and used <= t.jokers:
                        plans.append(
                            (used, ((RUN, (w, "", x * (inside and not takes)), size),
                                    (SET, x, set_size)))
                        )
    elif kind == SET:
        present = [r for r in _RANKS if t.counts[r]]
        s1, s2 = size, need[1][1]
        for x in present:
            for y in present:
                if y < x:
                    continue
                if x == y:
                    real = min(t.counts[x], s1 + s2)
                    if real < 2:
                        continue
                    used = s1 + s2 - real
                else:
                    used = s1 - min(t.counts[x], s1) + s2 - min(t.counts[y], s2)
                if used <= t.jokers:
                    plans.append((used, ((SET, x, s1), (SET, y, s2))))
    else:
        plans = _two_suit_plans(t, kind, size, need[1][1], ace_high)
    return plans


def _two_suit_plans(t: Tally, kind: str, size: int, size2: int, ace_high: bool) -> list[Plan]:
    """Suited runs or flushes of two different suits."""
    options: list[list[tuple[int, PlanGroup]]] = []
    for length in (size, size2):
        per: list[tuple[int, PlanGroup]] = []
        for s in SUITS:
            if kind == FLUSH:
                c = t.suit_counts[s]
                if c:
                    per.append((length - min(c, length), (FLUSH, s, length)))
                continue
            for w in windows(length, ace_high):
                real = (t.suit_masks[s] & w[2]).bit_count()
                if real and length - real <= t.jokers:
                    per.append((length - real, (SUITED, (w, s), length)))
        options.append(per)
    plans: list[Plan] = []
    symmetric = size == size2
    for i, (u1, g1) in enumerate(options[0]):
        for j, (u2, g2) in enumerate(options[1]):
            if symmetric and j < i:
                continue
            if u1 + u2 <= t.jokers and _suit(g1) != _suit(g2):
                plans.append((u1 + u2, (g1, g2)))
    return plans


def _suit(group: PlanGroup) -> str:
    key = group[1]
    if isinstance(key, str):
        return key
    assert isinstance(key, tuple)  # a run's (low, suit)
    return str(key[1])


# -- building groups ------------------------------------------------------------------------
def _allocate(
    cards: Sequence[Card], plan: tuple[PlanGroup, ...], keep: dict[Card, float]
) -> tuple[Group, ...]:
    """The groups of a feasible ``plan``: real cards where the hand has them
    (the copies least worth keeping), jokers in the gaps."""
    pool = sorted((c for c in cards if not c.is_joker), key=lambda c: keep.get(c, 0.0))

    def take(test: object) -> Card | None:
        for i, card in enumerate(pool):
            if test(card):  # type: ignore[operator]
                return pool.pop(i)
        return None

    groups: list[Group] = []
    for i, (kind, key, size) in enumerate(plan):
        if kind in (RUN, SUITED):
            window, suit = key[0], key[1]  # type: ignore[index]
            avoid = key[2] if len(key) > 2 else 0  # type: ignore[arg-type, index]
            chosen: list[Card] = []
            values = list(range(window[0], window[1] + 1))
            for v in values:
                r = _rank_of(v)
                card = None
                if r != avoid:  # the set keeps every card of its rank
                    card = take(lambda c, r=r, s=suit: c.rank == r and (not s or c.suit == s))
                chosen.append(JOKER if card is None else card)
            groups.append(Group(kind, tuple(chosen), tuple(values), suit=suit))
        elif kind == SET:
            # Two sets of one rank share its real cards: leave one for each
            # later set of that rank, or it would be all jokers (TP-10).
            later = sum(1 for k, x, _ in plan[i + 1 :] if k == SET and x == key)
            chosen = []
            while len(chosen) < size and sum(c.rank == key for c in pool) > later:
                card = take(lambda c, x=key: c.rank == x)
                if card is None:
                    break
                chosen.append(card)
            chosen += [JOKER] * (size - len(chosen))
            groups.append(Group(SET, tuple(chosen), (key,) * size))  # type: ignore[arg-type]
        else:
            test = (
                (lambda c, k=key: colour_of(c) == k)
                if kind == COLOUR
                else (lambda c, k=key: c.suit == k)
            )
            chosen = []
            while len(chosen) < size and (card := take(test)) is not None:
                chosen.append(card)
            chosen += [JOKER] * (size - len(chosen))
            if kind == COLOUR:
                groups.append(Group(COLOUR, tuple(chosen), colour=str(key)))
            else:
                groups.append(Group(FLUSH, tuple(chosen), suit=str(key)))
    return tuple(groups)


def signature(groups: Sequence[Group]) -> tuple[tuple[object, ...], ...]:
    """What makes two declarations genuinely different: each group's kind,
    values (sorted), suit, colour and joker count; which copy of a card is
    used is not."""
    return tuple(
        sorted(
            (g.kind, tuple(sorted(g.values)), g.suit, g.colour, sum(c.is_joker for c in g.cards))
            for g in groups
        )
    )


def keep_values(cards: Sequence[Card], next_phase: int | None, ace_high: bool = False,
                flush_phases: bool = False) -> dict[Card, float]:
    """How much each distinct card of ``cards`` is worth keeping for
    ``next_phase``: cards missing the next phase would miss, then ties."""
    if next_phase is None:
        return {c: points(c) / 100 for c in set(cards)}
    base = missing(cards, next_phase, ace_high, flush_phases)
    worth: dict[Card, float] = {}
    for card in set(cards):
        rest = list(cards)
        rest.remove(card)
        worth[card] = missing(rest, next_phase, ace_high, flush_phases) - base + (
            1.0 if card.is_joker else 0.0
        )
    return worth


def declarations(
    cards: Sequence[Card],
    phase: int,
    ace_high: bool = False,
    flush_phases: bool = False,
    limit: int = DECLARATION_LIMIT,
) -> list[tuple[Group, ...]]:
    """Distinct valid declarations of ``phase`` from ``cards``, best first:
    the fewest cards missing from what is left for the next phase (should the
    player redraw, TP-8), then fewest jokers shown. Empty exactly when
    :func:`can_declare` is False; at most ``limit``."""
    t = Tally(cards)
    plans = _plans(t, phase, ace_high, flush_phases)
    if not plans:
        return []
    plans.sort(key=lambda p: p[0])
    nxt = phase + 1 if phase < LAST_PHASE else None
    keep = keep_values(cards, nxt, ace_high, flush_phases)
    scored: list[tuple[tuple[float, ...], tuple[Group, ...]]] = []
    seen: set[tuple[tuple[object, ...], ...]] = set()
    for used, plan in plans[:_EVAL_LIMIT]:
        groups = _allocate(cards, plan, keep)
        key = signature(groups)
        if key in seen:
            continue
        seen.add(key)
        shown = [c for g in groups for c in g.cards]
        left = list(cards)
        for card in shown:
            left.remove(card)
        lack = missing(left, nxt, ace_high, flush_phases) if nxt else 0
        scored.append(((lack, used, sum(keep[c] for c in shown)), groups))
    scored.sort(key=lambda s: s[0])
    return [groups for _, groups in scored[:limit]]


# -- arranging a selection -------------------------------------------------------------------
def interpretations(cards: Sequence[Card], kind: str, size: int, ace_high: bool = False
                    ) -> list[Group]:
    """Every valid reading of exactly ``cards`` as one ``kind`` group of
    ``size`` (several only where jokers can stand at either end of a run)."""
    reals = [c for c in cards if not c.is_joker]
    jokers = len(cards) - len(reals)
    if len(cards) != size or not reals:
        return []
    if kind == SET:
        if len({c.rank for c in reals}) != 1:
            return []
        return [Group(SET, tuple(reals) + (JOKER,) * jokers, (reals[0].rank,) * size)]
    if kind == COLOUR:
        colours = {colour_of(c) for c in reals}
        if len(colours) != 1:
            return []
        return [Group(COLOUR, tuple(reals) + (JOKER,) * jokers, colour=colours.pop())]
    suits = {c.suit for c in reals}
    if kind in (FLUSH, SUITED) and len(suits) != 1:
        return []
    suit = suits.pop() if kind in (FLUSH, SUITED) else ""
    if kind == FLUSH:
        return [Group(FLUSH, tuple(reals) + (JOKER,) * jokers, suit=suit)]
    found = []
    for low, high, _ in windows(size, ace_high):
        by_value: dict[int, Card] = {}
        for card in reals:
            value = HIGH_ACE if card.rank == ACE and high == HIGH_ACE else card.rank
            if not low <= value <= high or value in by_value:
                break
            by_value[value] = card
        else:
            values = tuple(range(low, high + 1))
            found.append(
                Group(kind, tuple(by_value.get(v, JOKER) for v in values), values, suit=suit)
            )
    return found


def arrangements(
    selected: Sequence[Card], phase: int, ace_high: bool = False, flush_phases: bool = False
) -> list[tuple[Group, ...]]:
    """Every distinct way the ``selected`` cards, all of them, make ``phase``
    (declaring by keys). Empty when they do not; several when the player has
    a genuine choice (a joker at either end of a run, which cards go where)."""
    need = phase_table(flush_phases)[phase]
    if len(selected) != sum(n for _, n in need):
        return []
    cards = list(selected)
    if len(need) == 1:
        return [(g,) for g in interpretations(cards, need[0][0], need[0][1], ace_high)]
    (k1, n1), (k2, n2) = need
    found: list[tuple[Group, ...]] = []
    seen: set[tuple[tuple[object, ...], ...]] = set()
    tried: set[tuple[Card, ...]] = set()
    for picked in combinations(range(len(cards)), n1):
        first = tuple(sorted(cards[i] for i in picked))
        if first in tried:
            continue
        tried.add(first)
        rest = [c for i, c in enumerate(cards) if i not in picked]
        for g1 in interpretations(first, k1, n1, ace_high):
            for g2 in interpretations(rest, k2, n2, ace_high):
                if k1 in (SUITED, FLUSH) and g1.suit == g2.suit:
                    continue
                key = signature((g1, g2))
                if key not in seen:
                    seen.add(key)
                    found.append((g1, g2))
    return found
