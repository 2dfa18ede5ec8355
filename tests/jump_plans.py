"""Scripted phase-game hands that hold the phase, and the keys a player
presses to lay the phase two ways: stepping through the hand one card at a
time (Right, Space; today's way) or by the rank keys (Shift+rank selects
the next card of that rank, game/core/jump.py). Shared by
tests/test_jump_keys.py (through the real loop) and bench/bench_jump.py.

The cards to lay come from each game's finder (the best laying); where a
group asks for cards by rank (sets and runs) any card of the rank does, so
Shift+rank picks it in one press; where it asks for a colour or a suit, the
player jumps (rank key alone) until the card of the right colour or suit is
in focus, then presses Space.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from tests.game_traits import traits

#: Group kinds whose cards are chosen by rank alone.
BY_RANK = frozenset({"set", "run"})


@dataclass(frozen=True)
class Scripted:
    """A hand, the phase it holds and the cards of its best laying, each
    with whether any card of its rank would do."""

    game: str
    phase: int
    hand: tuple[Any, ...]
    lay: tuple[tuple[Any, bool], ...]


def rank_of(game: str) -> Callable[[Any], Hashable]:
    """A card's rank in ``game`` (its traits' ``card_rank``)."""
    return traits(game).card_rank


def keys_of(game: str) -> dict[Hashable, str]:
    """The key of each rank in ``game`` (its traits' ``rank_keys``): Phase 10
    numbers (wilds W, skips SK), standard ranks (0 the joker, 1 the ace)."""
    return dict(traits(game).rank_keys)


def scripted_hands(game: str, count: int, seed: int = 13) -> list[Scripted]:
    """``count`` hands of 11 (Phase 10) or 10 (Ten Phases) cards dealt at
    random from the game's deck, each kept when it holds a phase drawn at
    random (P10-15, TP-11), with the finder's best laying (the game's
    traits' ``phase_hands``)."""
    declared = traits(game).phase_hands
    assert declared is not None, f"{game} declares no phase hands"
    rng = random.Random(seed)
    deck = declared.deck()
    found: list[Scripted] = []
    while len(found) < count:
        phase = rng.randint(1, 10)
        hand = tuple(rng.sample(deck, declared.hand_size))
        groups = declared.laying(hand, phase)
        if not groups:
            continue
        lay = tuple((card, group.kind in BY_RANK) for group in groups for card in group.cards)
        found.append(Scripted(game, phase, hand, lay))
    return found


def stepping_keys(display: Sequence[Any], lay: Sequence[tuple[Any, bool]],
                  focus: int = 0) -> list[str]:
    """Right to each card to lay, left to right, and Space on it; then Enter."""
    left = list(display)
    positions: list[int] = []
    for card, _ in lay:
        i = next(j for j, c in enumerate(left) if c == card and j not in positions)
        positions.append(i)
    keys: list[str] = ["home"] if focus else []
    at = 0
    for i in sorted(positions):
        keys += ["right"] * (i - at) + ["space"]
        at = i
    return keys + ["return"]


def jumping_keys(game: str, display: Sequence[Any], lay: Sequence[tuple[Any, bool]],
                 focus: int = 0) -> list[str]:
    """Shift+rank for each card a set or run takes; for a card of a colour
    or suit, the rank key until that very card has focus, then Space; then
    Enter. Follows the session's rule: the next card after the focus,
    round the hand."""
    rank, keys = rank_of(game), keys_of(game)
    selected: set[int] = set()
    out: list[str] = []
    # The cards of a colour or suit first, so a rank pick (which takes any
    # free card of its rank) cannot take the very card they need.
    for card, any_of_rank in sorted(lay, key=lambda cl: cl[1]):
        matches = [i for i, c in enumerate(display) if rank(c) == rank(card)]
        key = keys[rank(card)]
        if any_of_rank:
            free = [i for i in matches if i not in selected]
            focus = next((i for i in free if i > focus), free[0])
            selected.add(focus)
            out.append(f"shift+{key}")
            continue
        while True:
            focus = next((i for i in matches if i > focus), matches[0])
            out.append(key)
            if display[focus] == card and focus not in selected:
                break
        selected.add(focus)
        out.append("space")
    return out + ["return"]
