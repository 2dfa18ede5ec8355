"""Helpers for a game's illegal moves in the engine state machines
(``EngineMachine.illegal`` in each game's ``tests/traits.py``): cards a seat
does not hold, and malformed versions of a valid laying."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable
from typing import Any


def not_held(g: Any, held: Iterable[Any], pool: Iterable[Any]) -> list[Any]:
    """Cards of ``pool`` of which ``held`` has no copy."""
    have = Counter(held)
    return list(dict.fromkeys(c for c in pool if not have[c]))[:3]


def others(g: Any, seat: int) -> list[Any]:
    """Cards in the other seats' hands."""
    return [c for s, h in enumerate(g.hands) if s != seat for c in h]


def corrupted(groups: tuple[Any, ...]) -> list[tuple[str, tuple[Any, ...]]]:
    """Malformed versions of a valid laying / declaration."""
    first = groups[0]
    one_value_more = copy.copy(first)
    object.__setattr__(one_value_more, "values", (*first.values, 1))
    return [("a group too many", (*groups, first)), ("one value too many",
                                                     (one_value_more, *groups[1:])),
            ("no groups", ())]
