"""The Ten Phases finder against brute force: it never misses a declaration,
its declarations are valid, ``missing`` is the exact distance, and
``arrangements`` lists every reading of a selection."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import pytest

from game.core.cards import JOKER, SUITS, Card, parse_cards
from game.games.tenphases.rules import (
    arrangements,
    can_declare,
    check_declaration,
    declarations,
    missing,
)
from game.games.tenphases.rules.phases import COLOUR, FLUSH, RUN, SET, SUITED, phase_table

# -- a definitional oracle, independent of the finder ------------------------------------


def _group_ok(cards: Sequence[Card], kind: str, ace_high: bool) -> str | None:
    """None if the (concrete or joker) cards are a valid group of ``kind``
    (size already checked); else its suit key for suited groups, '' if fine."""
    reals = [c for c in cards if c.rank]
    if not reals:
        return None
    if kind == SET:
        return "" if len({c.rank for c in reals}) == 1 else None
    if kind == COLOUR:
        return "" if len({c.is_red for c in reals}) == 1 else None
    suits = {c.suit for c in reals}
    if kind in (SUITED, FLUSH) and len(suits) != 1:
        return None
    key = suits.pop() if kind in (SUITED, FLUSH) else ""
    if kind == FLUSH:
        return key
    readings = [[c.rank for c in reals]]
    if ace_high:
        readings.append([14 if c.rank == 1 else c.rank for c in reals])
    for ranks in readings:
        if len(set(ranks)) == len(ranks) and max(ranks) - min(ranks) < len(cards):
            return key
    return None


def brute_can(hand: Sequence[Card], phase: int, ace_high: bool, flush: bool) -> bool:
    need = phase_table(flush)[phase]
    total = sum(n for _, n in need)
    for chosen in set(combinations(sorted(hand), total)):
        if len(need) == 1:
            if _group_ok(chosen, need[0][0], ace_high) is not None:
                return True
            continue
        (k1, n1), (k2, _) = need
        for first in combinations(range(total), n1):
            a = [chosen[i] for i in first]
            b = [c for i, c in enumerate(chosen) if i not in first]
            ka, kb = _group_ok(a, k1, ace_high), _group_ok(b, k2, ace_high)
            if ka is not None and kb is not None and (k1 in (SET, RUN) or ka != kb):
                return True
    return False


def random_hand(rng: random.Random, size: int) -> list[Card]:
    """A small hand from a narrow slice of the pack, so that phases are often
    (nearly) there: a few ranks, a few suits, some jokers."""
    low = rng.randint(1, 8)
    ranks = list(range(low, min(13, low + rng.randint(3, 7)) + 1))
    if rng.random() < 0.3:
        ranks.append(1)
    suits = rng.sample(SUITS, rng.randint(2, 4))
    pool = [Card(r, s) for r in ranks for s in suits] * 2 + [JOKER] * 3
    return rng.sample(pool, size)


@pytest.mark.parametrize("flush", [False, True])
def test_tp_11_finder_never_misses_and_never_lies(flush: bool) -> None:
    rng = random.Random(11 + flush)
    positives = 0
    for i in range(1500):
        phase = i % 10 + 1
        ace_high = i % 3 == 0
        need = sum(n for _, n in phase_table(flush)[phase])
        hand = random_hand(rng, rng.randint(need, min(need + 2, 10)))
        expected = brute_can(hand, phase, ace_high, flush)
        assert can_declare(hand, phase, ace_high, flush) == expected, (hand, phase, ace_high)
        assert (missing(hand, phase, ace_high, flush) == 0) == expected
        found = declarations(hand, phase, ace_high, flush)
        assert bool(found) == expected
        for groups in found:
            assert check_declaration(groups, phase, ace_high, flush) is None, groups
            shown = sorted(c for g in groups for c in g.cards)
            rest = list(hand)
            for card in shown:
                rest.remove(card)  # only cards of the hand
        positives += expected
    assert positives > 150  # the test hands do exercise declarations


def test_tp_11_missing_is_the_exact_distance() -> None:
    """missing == 0 iff declarable (above), one card never gains more than
    one, and some card always gains exactly one: so it is the distance."""
    rng = random.Random(3)
    kinds = [Card(r, s) for r in range(1, 14) for s in SUITS] + [JOKER]
    for i in range(150):
        phase = i % 10 + 1
        flush, ace_high = i % 4 == 1, i % 3 == 0
        hand = random_hand(rng, rng.randint(4, 9))
        now = missing(hand, phase, ace_high, flush)
        after = [missing([*hand, k], phase, ace_high, flush) for k in kinds]
        assert min(after) >= now - 1
        if now:
            assert min(after) == now - 1, (hand, phase)


def _brute_arrangements(selected: Sequence[Card], phase: int, ace_high: bool) -> bool:
    return brute_can(selected, phase, ace_high, False)


def test_arrangements_use_every_selected_card() -> None:
    rng = random.Random(8)
    for i in range(600):
        phase = i % 10 + 1
        ace_high = i % 2 == 0
        size = sum(n for _, n in phase_table(False)[phase])
        selected = random_hand(rng, size)
        found = arrangements(selected, phase, ace_high)
        assert bool(found) == _brute_arrangements(selected, phase, ace_high)
        for groups in found:
            assert check_declaration(groups, phase, ace_high) is None
            assert sorted(c for g in groups for c in g.cards) == sorted(selected)


def test_arrangements_offer_each_genuine_choice() -> None:
    run_set = arrangements(parse_cards(["5H", "6H", "JK", "9S", "9C", "9D"]), 1)
    assert sorted(g[0].values for g in run_set) == [(4, 5, 6), (5, 6, 7)]
    # The joker can go to the run or to the set of sevens.
    mixed = arrangements(parse_cards(["7H", "7S", "JK", "5C", "6C", "7D"]), 1)
    assert len(mixed) >= 2
    assert arrangements(parse_cards(["5H", "6H"]), 1) == []  # not every card used


def test_tp_2_ace_high_only_with_the_option() -> None:
    hand = parse_cards(["QH", "KS", "AD", "4C", "4S", "4D"])
    assert not can_declare(hand, 1)
    assert can_declare(hand, 1, ace_high=True)
    (groups,) = arrangements(hand, 1, ace_high=True)
    run = next(g for g in groups if g.kind == RUN)
    assert run.values == (12, 13, 14)
    # Never a wrap-around, even with the option: K-A-2 is no run.
    assert not can_declare(parse_cards(["KH", "AS", "2D", "4C", "4S", "4D"]), 1, ace_high=True)


def test_tp_10_each_group_needs_a_real_card() -> None:
    assert not can_declare(parse_cards(["JK"] * 5 + ["4C"]), 3)  # one set all jokers
    assert can_declare(parse_cards(["JK"] * 4 + ["4C", "9S"]), 3)
    assert not can_declare([JOKER] * 8, 6)
    assert can_declare([JOKER] * 7 + parse_cards(["KH"]), 6)
    assert missing(parse_cards(["JK"] * 9), 8) == 2  # two real cards, one of each suit


def _left(hand: Sequence[Card], groups: Sequence[object]) -> list[Card]:
    rest = list(hand)
    for group in groups:
        for card in group.cards:  # type: ignore[attr-defined]
            rest.remove(card)
    return rest


def test_declarations_are_ranked_by_what_they_leave() -> None:
    # Phase 4 (a run of 6) from 2 to 9: showing 2-7 leaves 8 and 9 beside the
    # queen and king, closer to phase 5 (a run of 7) than 3-8 or 4-9 would.
    hand = parse_cards(["3H", "4C", "5D", "6S", "7H", "8C", "9D", "2C", "2D", "KS", "QS"])
    ranked = declarations(hand, 4, limit=50)
    lacks = [missing(_left(hand, d), 5) for d in ranked]
    assert lacks == sorted(lacks) and lacks[0] < lacks[-1]
    assert ranked[0][0].values == (2, 3, 4, 5, 6, 7)


def joker_rich_hand(rng: random.Random) -> list[Card]:
    """Ten or eleven cards from a few ranks and suits with up to five jokers:
    the hands where a finder is tempted to build a group of jokers only."""
    ranks = rng.sample(range(1, 14), rng.randint(2, 6))
    suits = rng.sample(SUITS, rng.randint(1, 4))
    jokers = rng.randint(0, 5)
    size = rng.randint(10, 11)
    pool = [Card(r, s) for r in ranks for s in suits] * 6
    return rng.sample(pool, size - jokers) + [JOKER] * jokers


def test_tp_10_every_declaration_offered_is_valid() -> None:
    """Whatever declarations() offers (the engine offers it as a move), the
    engine's check accepts: never a group of jokers only (TP-10), always held."""
    rng = random.Random(104)
    offered = 0
    for i in range(3000):
        phase = i % 10 + 1
        ace_high, flush = rng.random() < 0.5, rng.random() < 0.5
        hand = joker_rich_hand(rng)
        for groups in declarations(hand, phase, ace_high, flush):
            assert check_declaration(groups, phase, ace_high, flush) is None, (
                [str(g) for g in groups], phase)
            assert not Counter(c for g in groups for c in g.cards) - Counter(hand)
            offered += 1
    assert offered > 3000


def test_tp_10_two_sets_of_one_rank_share_its_real_cards() -> None:
    """The hand of the report (simulate tenphases seed 104): 6C 6H 6S and three
    jokers make phase 3 only as 6 6 JK + 6 JK JK, never 6 6 6 + JK JK JK."""
    hand = parse_cards(["3H", "3S", "6C", "6H", "6S", "7C", "9S", "JK", "JK", "JK"])
    found = declarations(hand, 3, limit=50)
    assert any(all(c.rank == 6 for g in d for c in g.cards if not c.is_joker) for d in found)
    for groups in found:
        assert check_declaration(groups, 3) is None, [str(g) for g in groups]


def test_tp_11_arrangements_of_any_selection_tell_the_truth() -> None:
    """Selections of every size and phase: every arrangement offered passes
    check_declaration and shows exactly the selection; whenever the exact
    check (brute force) says the selection, all of it, makes the phase (only
    at the phase's exact size, TP-11), at least one is offered."""
    rng = random.Random(12)
    offered = 0
    for i in range(1500):
        phase = i % 10 + 1
        ace_high, flush = rng.random() < 0.5, rng.random() < 0.3
        size = sum(n for _, n in phase_table(flush)[phase])
        hand = random_hand(rng, 10) if rng.random() < 0.5 else joker_rich_hand(rng)
        count = size if rng.random() < 0.6 else rng.randint(1, len(hand))
        selected = rng.sample(hand, count)
        found = arrangements(selected, phase, ace_high, flush)
        for groups in found:
            assert check_declaration(groups, phase, ace_high, flush) is None, groups
            assert sorted(c for g in groups for c in g.cards) == sorted(selected)
        expected = count == size and brute_can(selected, phase, ace_high, flush)
        assert bool(found) == expected, ([str(c) for c in selected], phase, ace_high, flush)
        offered += expected
    assert offered > 100, offered
