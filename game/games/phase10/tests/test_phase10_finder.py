"""The exact phase finder against brute force (P10-8, P10-12, P10-15).

Brute force here tries every way to pick the cards of each group and checks
each group with simple rules written independently of the finder."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, product

import pytest

from game.games.phase10.rules.cards import COLOURS, SKIP, WILD, P10Card, parse_cards
from game.games.phase10.rules.finder import (
    arrangements,
    best_laying,
    can_lay,
    layings,
    missing,
    outs,
    signature,
)
from game.games.phase10.rules.phases import PHASES, check_lay

ALL_KINDS = [P10Card(c, n) for c in COLOURS for n in range(1, 13)] + [WILD]


def _numbers(cards: tuple[P10Card, ...]) -> list[int]:
    return [c.number for c in cards if c.number]


def _group_ok(kind: str, cards: tuple[P10Card, ...]) -> bool:
    """A group of ``kind`` made of ``cards`` (any size) exists."""
    if any(c.is_skip for c in cards):
        return False
    numbers = _numbers(cards)
    if not numbers:
        return False
    if kind == "set":
        return len(set(numbers)) == 1
    if kind == "run":
        return (
            len(set(numbers)) == len(numbers)
            and max(numbers) - min(numbers) + 1 <= len(cards) <= 12
        )
    return len({c.colour for c in cards if c.number}) == 1


def brute_can_lay(hand: list[P10Card], phase: int) -> bool:
    """Some choice of cards of the minimum sizes makes every group (a larger
    valid group always contains a valid one of the minimum size)."""
    need = PHASES[phase]
    indexes = range(len(hand))
    for first in combinations(indexes, need[0][1]):
        if not _group_ok(need[0][0], tuple(hand[i] for i in first)):
            continue
        if len(need) == 1:
            return True
        rest = [i for i in indexes if i not in first]
        for second in combinations(rest, need[1][1]):
            if _group_ok(need[1][0], tuple(hand[i] for i in second)):
                return True
    return False


def _group_signatures(kind: str, cards: tuple[P10Card, ...]) -> list[tuple[object, ...]]:
    """Every signature a valid group of these cards can have (wild values vary)."""
    if not _group_ok(kind, cards):
        return []
    numbers = _numbers(cards)
    size = len(cards)
    if kind == "set":
        return [("set", (numbers[0],) * size)]
    if kind == "colour":
        colour = next(c.colour for c in cards if c.number)
        return [("colour", colour, size)]
    lows = range(max(1, max(numbers) - size + 1), min(min(numbers), 13 - size) + 1)
    return [("run", tuple(range(low, low + size))) for low in lows]


def brute_arrangements(selected: list[P10Card], phase: int) -> set[tuple[object, ...]]:
    """Signatures of every way to split all of ``selected`` into the phase."""
    need = PHASES[phase]
    found: set[tuple[object, ...]] = set()
    for split in product(range(len(need)), repeat=len(selected)):
        parts = [
            tuple(c for c, s in zip(selected, split, strict=True) if s == g)
            for g in range(len(need))
        ]
        if any(len(p) < size for p, (_, size) in zip(parts, need, strict=True)):
            continue
        options = [_group_signatures(kind, p) for p, (kind, _) in zip(parts, need, strict=True)]
        for combo in product(*options):
            found.add(_canonical(combo, phase))
    return found


def _canonical(sig: tuple[object, ...], phase: int) -> tuple[object, ...]:
    """Two sets of the same minimum size are interchangeable."""
    need = PHASES[phase]
    if len(need) == 2 and need[0] == need[1]:
        return tuple(sorted(sig))  # type: ignore[type-var]
    return tuple(sig)


def random_hand(rng: random.Random, size: int) -> list[P10Card]:
    """A hand from a narrowed deck, so that phases are often (not always) there."""
    low = rng.randint(1, 12)
    numbers = list(range(low, min(12, low + rng.randint(2, 8)) + 1))
    colours = rng.sample(COLOURS, rng.randint(1, 4))
    wild_rate = rng.choice([0.0, 0.08, 0.2])
    if rng.random() < 0.5:  # run-like: mostly distinct numbers in a window
        low = rng.randint(1, 6)
        numbers = list(range(low, low + rng.randint(size - 2, size + 1)))
        numbers = [n for n in numbers if n <= 12]
    pool = rng.sample(numbers, len(numbers))
    hand = []
    for i in range(size):
        roll = rng.random()
        if roll < wild_rate:
            hand.append(WILD)
        elif roll < wild_rate + 0.04:
            hand.append(SKIP)
        else:
            number = pool[i] if i < len(pool) and rng.random() < 0.7 else rng.choice(numbers)
            hand.append(P10Card(rng.choice(colours), number))
    return hand


def shaped_hand(rng: random.Random, phase: int, noise: int) -> list[P10Card]:
    """The cards of a laying of ``phase`` (some turned wild, some groups one
    longer), plus ``noise`` random cards; sometimes one card is changed,
    which may break the phase."""
    hand: list[P10Card] = []
    for kind, size in PHASES[phase]:
        size += int(rng.random() < 0.3)
        if kind == "set":
            number = rng.randint(1, 12)
            group = [P10Card(rng.choice(COLOURS), number) for _ in range(size)]
        elif kind == "run":
            low = rng.randint(1, 13 - size)
            group = [P10Card(rng.choice(COLOURS), n) for n in range(low, low + size)]
        else:
            colour = rng.choice(COLOURS)
            group = [P10Card(colour, rng.randint(1, 12)) for _ in range(size)]
        for i in range(1, size):
            if rng.random() < 0.15:
                group[i] = WILD
        hand.extend(group)
    hand.extend(rng.choice(ALL_KINDS + [SKIP]) for _ in range(noise))
    if rng.random() < 0.3:
        hand[rng.randrange(len(hand))] = rng.choice(ALL_KINDS)
    rng.shuffle(hand)
    return hand[:10]


def _is_held(hand: list[P10Card], groups: tuple) -> bool:
    return not Counter(c for g in groups for c in g.cards) - Counter(hand)


@pytest.mark.parametrize("phase", range(1, 11))
def test_p10_15_finder_matches_brute_force(phase: int) -> None:
    rng = random.Random(1000 + phase)
    agree = {True: 0, False: 0}
    for _ in range(300):
        if rng.random() < 0.5:
            hand = random_hand(rng, rng.randint(6, 10))
        else:
            hand = shaped_hand(rng, phase, rng.randint(0, 2))
        expected = brute_can_lay(hand, phase)
        assert can_lay(hand, phase) == expected, (phase, [str(c) for c in hand])
        assert (missing(hand, phase) == 0) == expected
        found = layings(hand, phase)
        assert bool(found) == expected
        for groups in found:
            assert check_lay(groups, phase) is None
            assert _is_held(hand, groups)
        assert len({signature(g) for g in found}) == len(found)
        agree[expected] += 1
    # The generator must exercise both answers for the comparison to mean anything.
    assert agree[True] >= 20 and agree[False] >= 20, agree


@pytest.mark.parametrize("phase", range(1, 11))
def test_p10_8_arrangements_match_brute_force(phase: int) -> None:
    rng = random.Random(2000 + phase)
    nonempty = 0
    for _ in range(60):
        selected = shaped_hand(rng, phase, 0)
        expected = brute_arrangements(selected, phase)
        found = arrangements(selected, phase)
        for groups in found:
            assert check_lay(groups, phase) is None
            assert Counter(c for g in groups for c in g.cards) == Counter(selected)
        assert {_canonical(signature(g), phase) for g in found} == expected, [
            str(c) for c in selected
        ]
        nonempty += bool(found)
    assert 10 <= nonempty < 60


@pytest.mark.parametrize("phase", [1, 2, 4, 8, 9])
def test_missing_one_means_one_card_completes(phase: int) -> None:
    rng = random.Random(3000 + phase)
    for _ in range(120):
        hand = random_hand(rng, rng.randint(6, 10))
        gap = missing(hand, phase)
        one_card = any(can_lay([*hand, k], phase) for k in ALL_KINDS)
        if gap == 1:
            assert one_card
        elif gap >= 2:
            assert not one_card
        counted = outs(hand, phase)
        assert (counted > 0) == (gap > 0)


def test_missing_counts_cards_for_an_empty_hand() -> None:
    assert missing([], 1) == 6
    assert missing([], 4) == 7
    assert missing([WILD] * 3, 1) == 3  # three wilds still need a numbered card per set
    assert missing([WILD] * 6, 8) == 1


def test_p10_12_wild_takes_either_end_of_a_run() -> None:
    run = list(parse_cards(["R3", "B4", "G5", "Y6", "R7", "B8", "W"]))
    options = arrangements(run, 4)
    assert sorted(g[0].values for g in options) == [(2, 3, 4, 5, 6, 7, 8), (3, 4, 5, 6, 7, 8, 9)]


def test_p10_12_arrangements_offer_which_cards_make_which_set() -> None:
    selected = list(parse_cards(["R7", "B7", "G7", "R8", "B8", "G8", "W", "W"]))
    options = arrangements(selected, 9)
    assert sorted(signature(g) for g in options) == [
        (("set", (7, 7, 7, 7, 7)), ("set", (8, 8, 8))),
        (("set", (8, 8, 8, 8, 8)), ("set", (7, 7, 7))),
    ]
    assert arrangements([*selected, SKIP], 9) == []


def test_p10_8_best_laying_lays_extra_cards_that_fit() -> None:
    hand = list(parse_cards(["R5", "B5", "G5", "Y5", "R9", "B9", "G9", "SK", "W", "R1"]))
    groups = best_laying(hand, 1)
    assert groups is not None
    laid = sorted(len(g.cards) for g in groups)
    assert sum(laid) == 8 and laid[0] >= 3  # the fourth 5 and the wild go down too


@pytest.mark.parametrize("phase", range(1, 11))
def test_p10_15_arrangements_of_any_selection_tell_the_truth(phase: int) -> None:
    """Selections of every size, from random and phase-shaped hands: every
    arrangement offered is accepted by check_lay and uses exactly the
    selection; and whenever the exact check (brute force) says the whole
    selection lays the phase, at least one arrangement is offered. The hint
    "that makes phase N" and Enter's "Choose how to lay" rely on it."""
    rng = random.Random(4000 + phase)
    offered = 0
    for _ in range(200):
        roll = rng.random()
        if roll < 0.3:  # a phase's cards (sometimes one changed), all selected
            selected = shaped_hand(rng, phase, 0)
        else:
            hand = random_hand(rng, 10) if roll < 0.65 else shaped_hand(rng, phase, 2)
            selected = rng.sample(hand, rng.randint(1, len(hand)))
        found = arrangements(selected, phase)
        for groups in found:
            assert check_lay(groups, phase) is None, ([str(c) for c in selected], groups)
            assert Counter(c for g in groups for c in g.cards) == Counter(selected)
        assert bool(found) == bool(brute_arrangements(selected, phase)), [
            str(c) for c in selected
        ]
        offered += bool(found)
    assert offered >= 10, offered  # the selections do lay the phase often enough


def test_p10_15_a_run_too_short_is_no_arrangement() -> None:
    """Two cards were hailed as making phase 4 (a run of 7), and six offered
    "Choose how to lay, 2 ways", both refused by the engine."""
    assert arrangements(list(parse_cards(["R3", "B4"])), 4) == []
    assert arrangements(list(parse_cards(["R3", "B4", "G5", "Y6", "R7", "B8"])), 4) == []
    assert arrangements(list(parse_cards(["R3", "B4", "G5", "Y6", "R7", "B8", "W"])), 5) == []
    assert len(arrangements(list(parse_cards(["R3", "B4", "G5", "Y6", "R7", "B8", "W"])), 4)) == 2
