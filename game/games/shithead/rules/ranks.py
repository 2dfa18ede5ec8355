"""Card order and what it takes to beat the pile (SH-2, SH-6, SH-9, SH-11)."""

from __future__ import annotations

from collections.abc import Sequence

from ....core.cards import ACE, Card
from ....core.cards import rank_code as rank_code  # the engine's users import it from here

TWO, TEN = 2, 10  # SH-9, SH-10: they go on anything


# SH-2 order by rank (index): the ace is high; a 2 never needs to beat anything.
_ORDER = tuple(14 if rank == ACE else rank for rank in range(14))


def order_value(rank: int) -> int:
    """SH-2: a rank's place in 3 < 4 < ... < 9 < 10 < J < Q < K < A.

    A 2 gets the lowest value; it never needs to beat anything.
    """
    return _ORDER[rank]


def keep_value(rank: int) -> int:
    """A rank's worth in hand, low to high: SH-2 order, then the 2, then the
    10 (they go on anything). Hands are sorted by it; bots keep the highest.

    >>> sorted((10, 2, 1, 13, 3), key=keep_value)
    [3, 13, 1, 2, 10]
    """
    return 16 if rank == TEN else 15 if rank == TWO else _ORDER[rank]


def beats(rank: int, to_beat: int | None) -> bool:
    """SH-6, SH-8, SH-9: can a card of ``rank`` go on a pile whose effective
    top rank is ``to_beat`` (None: anything goes)?"""
    return rank in (TWO, TEN) or to_beat is None or _ORDER[rank] >= _ORDER[to_beat]


def pile_to_beat(pile: Sequence[Card]) -> int | None:
    """The rank the next play must match or beat; None after a 2 or on an
    empty pile (SH-9). A 10 lies on the pile only as the starter (SH-8)."""
    if not pile or pile[-1].rank == TWO:
        return None
    return pile[-1].rank


def top_run(pile: Sequence[Card], starter_on_pile: bool) -> int:
    """How many cards of the top rank lie on top in a row, not counting the
    starter card (SH-11)."""
    floor = 1 if starter_on_pile else 0
    run = 0
    for i in range(len(pile) - 1, floor - 1, -1):
        if pile[i].rank != pile[-1].rank:
            break
        run += 1
    return run
