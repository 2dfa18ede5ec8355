"""Small helpers shared by the benchmark scripts: percentiles, Wilson
intervals and the wording of the printed lines."""

from __future__ import annotations

import math
from collections.abc import Sequence


def percentile(values: Sequence[float], pct: float) -> float:
    """The ``pct`` percentile (0 to 100) of ``values``, linearly interpolated."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * pct / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def share(seat: int, winners: tuple[int, ...]) -> float:
    """``seat``'s part of a game's win (a tie shares it)."""
    return 1 / len(winners) if seat in winners else 0.0


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% with the default ``z``)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def sign_test(gained: int, lost: int) -> float:
    """The two-sided exact sign test's p-value for paired games: ``gained``
    pairs the tested player won and its baseline lost, ``lost`` the reverse
    (pairs that ended alike say nothing of the difference)."""
    n = gained + lost
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(gained, lost) + 1)) / 2**n
    return min(1.0, 2 * tail)


def ms(seconds: float) -> str:
    """Seconds as milliseconds with sensible precision."""
    value = seconds * 1000
    if value < 1:
        return f"{value:.3f} ms"
    if value < 10:
        return f"{value:.2f} ms"
    return f"{value:.1f} ms"


def verdict(ok: bool) -> str:
    """How a target line ends."""
    return "OK" if ok else "MISSED"


def p50_p99(seconds: Sequence[float]) -> str:
    """``p50 x ms, p99 y ms, max z ms (n N)`` for a list of durations."""
    return (f"p50 {ms(percentile(seconds, 50))}, p99 {ms(percentile(seconds, 99))}, "
            f"max {ms(max(seconds))} (n {len(seconds)})")
