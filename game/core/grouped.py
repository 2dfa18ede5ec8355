"""The hand said as a player thinks of it: groups of one rank, runs of
consecutive ranks, the cards left over, the wild cards, so that a player
who cannot see the hand hears what it can make. Counting is shared by the
phase games; each game gives the words of its ranks.

Each card is said once, as a player would say the hand ("three 9s, two 4s;
run 5 to 8; two wilds; 11 cards"): numbers held twice or more are sets;
runs are made of the numbers held once; what is left is said as singles.

>>> sets_runs_singles([9, 9, 9, 4, 4, 5, 6, 7, 8, 1, 11])
([(9, 3), (4, 2)], [(5, 8)], [1, 11])

A player working on a run (a phase of runs only) thinks of the run first:
with ``runs_first`` one card of every number held may make a run, and the
copies left over are the sets and singles (phase 4's "two 9s and
two 12s; singles 4, 7, 8, 10 and 11" hid the run 7 to 12).

>>> sets_runs_singles([4, 7, 8, 9, 9, 10, 11, 12, 12], runs_first=True)
([], [(7, 12)], [4, 9, 12])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from ..i18n import join_list, t

#: The fewest cards a run is said as a run.
MIN_RUN = 3


def sets_runs_singles(numbers: Iterable[int], min_run: int = MIN_RUN, runs_first: bool = False
                      ) -> tuple[list[tuple[int, int]], list[tuple[int, int]], list[int]]:
    """Numbers held more than once (number, count; most first), runs of at
    least ``min_run`` consecutive numbers among those held once (low,
    high), and the numbers held once that are in no run. With
    ``runs_first`` the runs are found first, among every number held, and
    the sets and singles among the cards the runs leave."""
    counts = Counter(numbers)
    if runs_first:
        _, first, _ = sets_runs_singles(counts.keys(), min_run)
        for low, high in first:
            counts.subtract(range(low, high + 1))
        left = [n for n, c in counts.items() for _ in range(c)]
        rest, _, singles = sets_runs_singles(left, len(left) + 1)
        return rest, first, singles
    sets = sorted(((n, c) for n, c in counts.items() if c >= 2), key=lambda nc: (-nc[1], nc[0]))
    runs: list[tuple[int, int]] = []
    distinct = sorted(n for n, c in counts.items() if c == 1)
    start = 0
    for i in range(1, len(distinct) + 1):
        if i == len(distinct) or distinct[i] != distinct[i - 1] + 1:
            if i - start >= min_run:
                runs.append((distinct[start], distinct[i - 1]))
            start = i
    in_run = {n for low, high in runs for n in range(low, high + 1)}
    singles = [n for n in distinct if n not in in_run]
    return sets, runs, singles


def loners(numbers: Sequence[int], most: int = 2) -> list[int]:
    """Positions of the numbers held once, the farthest from any other
    first, at most ``most``: the cards a selection most likely holds by
    mistake (each one tried costs a whole search of the selection, so only these).

    >>> loners([4, 4, 8, 8, 1]), loners([3, 4, 5, 6, 7, 8, 9, 1])
    ([4], [7, 0])
    """
    def gap(i: int) -> int:
        others = [n for j, n in enumerate(numbers) if j != i]
        return min((abs(n - numbers[i]) for n in others), default=0)
    once = [i for i, n in enumerate(numbers) if numbers.count(n) == 1]
    return sorted(once, key=lambda i: (-gap(i), i))[:most]


def join_parts(parts: Sequence[str]) -> str:
    """Parts of a report, each a list of its own, joined by semicolons."""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = t("grouped-join", first=part, rest=text)
    return text


def grouped_numbers(numbers: Iterable[int], extras: Sequence[str], count: int | None,
                    rank_count: Callable[[int, int], str], rank_name: Callable[..., str],
                    runs_first: bool = False) -> str:
    """"three 9s and two 4s; run 4 to 8; singles 1 and 11; two wilds;
    11 cards": sets, runs, the cards left over, then ``extras`` (wild
    cards, skips) and, when ``count`` is given, how many cards. With
    ``runs_first`` (a phase of runs) the runs come first, found first."""
    sets, runs, singles = sets_runs_singles(numbers, runs_first=runs_first)
    parts: list[str] = []
    # "from a four to a six": a language that declines asks for the case
    # the preposition takes (Russian «от четвёрки до шестёрки»).
    run_words = [t("grouped-run", low=rank_name(low, case="gen"), high=rank_name(high, case="gen"))
                 for low, high in runs]
    if runs_first:
        parts += run_words
    if sets:
        parts.append(join_list([rank_count(n, c) for n, c in sets]))
    if not runs_first:
        parts += run_words
    if singles:
        parts.append(t("grouped-singles", count=len(singles),
                       list=join_list([rank_name(n) for n in singles])))
    parts += extras
    if count is not None:
        parts.append(t("grouped-count", count=count))
    return join_parts(parts) if parts else t("grouped-empty")
