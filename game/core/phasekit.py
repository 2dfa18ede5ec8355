"""Count-based phase finding shared by the two phase games.

Both ask whether a hand holds "groups" - sets of one number, runs of
consecutive numbers, groups of one colour - with wild cards (wilds in
one, jokers in the other) standing in, each group keeping at least one real
card (P10-12, TP-10). Judged on counts, the question is the same in both
games, whatever the cards look like:

* ``counts[n]`` is how many real cards of number ``n`` the hand holds
  (index 0 unused, always 0; numbers run 1 to ``len(counts) - 1``);
* a run is a *window*: a bit mask of the numbers it holds (bit ``n`` for
  number ``n``), so a window may wrap a high ace round to bit 1;
* the deficit - cards a plan needs that the hand lacks - must be covered by
  wilds, and no group may be all wilds.

A phase that asks for groups of *at least* a size (P10) can be made
exactly when one of *exactly* that size can (drop spare cards, keeping a real
one), so the yes/no and "how many cards missing" answers below serve both
games. Building the actual groups differs (one game lays extra cards, the
other shows exactly the phase and has suits), so that stays in each game's
finder.

>>> counts = [0, 0, 0, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0]   # 3 3 4 5, numbers 1-12
>>> masks = window_masks(1, 12, 4)
>>> set_run_ok(counts, 1, 3, 4, masks), set_run_missing(counts, 0, 3, 4, masks)
(False, 3)
>>> two_sets_ok(counts, 3, 3, 3), run_missing(mask_of(counts), 1, 4, masks)
(True, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def window_masks(low: int, high: int, length: int) -> list[int]:
    """Bit masks of every run of ``length`` consecutive numbers within
    ``low``..``high``, lowest first."""
    return [((1 << length) - 1) << lo for lo in range(low, high - length + 2)]


def mask_of(counts: Sequence[int]) -> int:
    """The bit mask of the numbers present (count above zero)."""
    mask = 0
    for n, c in enumerate(counts):
        if c:
            mask |= 1 << n
    return mask


# -- yes / no ------------------------------------------------------------------
def run_ok(mask: int, wilds: int, length: int, windows: Iterable[int]) -> bool:
    """A run of ``length`` in one of ``windows``: its gaps covered by wilds,
    at least one real card."""
    least = max(1, length - wilds)
    return any((mask & wm).bit_count() >= least for wm in windows)


def two_sets_ok(counts: Sequence[int], wilds: int, big: int, small: int) -> bool:
    """Two sets of ``big`` and ``small`` cards (possibly of one number), each
    with a real card."""
    first = second = 0
    for c in counts:
        if c > first:
            first, second = c, first
        elif c > second:
            second = c
    if first >= 2 and big + small - first <= wilds:  # both sets of one number
        return True
    # The largest count serves the larger set (the deficit is convex in the count).
    return second >= 1 and max(0, big - first) + max(0, small - second) <= wilds


def set_run_ok(
    counts: Sequence[int], wilds: int, size: int, length: int, windows: Iterable[int]
) -> bool:
    """A set of ``size`` and a run of ``length`` (in one of ``windows``),
    disjoint, each with a real card; the set's number may lie in the run."""
    mask = mask_of(counts)
    ranked = sorted(((c, n) for n, c in enumerate(counts) if c), reverse=True)
    for wm in windows:
        present = (mask & wm).bit_count()
        gaps = length - present
        if present == 0 or gaps > wilds:
            continue
        spare = wilds - gaps
        inside_done = outside_done = False
        for c, n in ranked:
            if wm >> n & 1:
                if not inside_done:
                    inside_done = True
                    # The run takes one of these (when it has no other card, the set
                    # still needs one of its own: c >= 2).
                    if (present >= 2 or c >= 2) and size + 1 - c <= spare:
                        return True
            elif not outside_done:
                outside_done = True
                if size - c <= spare:
                    return True
            if inside_done and outside_done:
                break
    return False


def bucket_ok(counts: Iterable[int], wilds: int, size: int) -> bool:
    """``size`` cards of one kind (a colour, a suit) from one of ``counts``."""
    best = max(counts)
    return best >= 1 and best + wilds >= size


# -- how many cards are missing ------------------------------------------------------
def run_missing(mask: int, wilds: int, length: int, windows: Iterable[int]) -> int:
    """The fewest cards to add for a run of ``length``."""
    return max(
        0,
        min(max(length - (mask & wm).bit_count() - wilds, int(not mask & wm)) for wm in windows),
    )


def two_sets_missing(counts: Sequence[int], wilds: int, big: int, small: int) -> int:
    """The fewest cards to add for two sets of ``big`` and ``small``."""
    ordered = sorted(counts, reverse=True)
    first, second = ordered[0], ordered[1]
    apart = max(
        max(0, big - first) + max(0, small - second) - wilds, int(first == 0) + int(second == 0)
    )
    together = max(max(0, big + small - first) - wilds, max(0, 2 - first))
    return max(0, min(apart, together))


def set_run_missing(
    counts: Sequence[int], wilds: int, size: int, length: int, windows: Iterable[int]
) -> int:
    """The fewest cards to add for a set of ``size`` and a run of ``length``."""
    mask = mask_of(counts)
    best = size + length
    numbers = range(1, len(counts))
    for wm in windows:
        present = (mask & wm).bit_count()
        gaps = length - present
        for n in numbers:
            c = counts[n]
            if wm >> n & 1:
                deficit = gaps - (c == 0) + max(0, size + 1 - c)
                others = present - (c > 0)
                lacking = (1 + (others == 0)) if c == 0 else int(c == 1 and others == 0)
            else:
                deficit = gaps + max(0, size - c)
                lacking = int(c == 0) + int(present == 0)
            value = max(deficit - wilds, lacking)
            if value < best:
                best = value
    return max(0, best)


def bucket_missing(counts: Iterable[int], wilds: int, size: int) -> int:
    """The fewest cards to add for ``size`` cards of one kind (colour, suit)."""
    return min(max(size - c - wilds, int(c == 0)) for c in counts)
