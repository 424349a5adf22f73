"""The compiled loops of :mod:`cgt.impartial.periodicity`.

Each scans a nim-sequence ``g`` (a numpy array of integers) once, stopping as early as the
answer allows, where numpy would build several arrays as long as the sequence.
"""
from __future__ import annotations

import numpy as np

from cgt.impartial.jit import kernel

__all__: list[str] = []


@kernel
def candidate_periods(x: np.ndarray, max_period: int, tail: int, most: int) -> np.ndarray:
    """The first ``most`` periods p ≤ max_period, ascending, under which the last ``tail``
    terms of x recur: x[i − p] = x[i] for len(x) − tail ≤ i < len(x)."""
    n = len(x)
    found = np.zeros(most, np.int64)
    count = 0
    for p in range(1, min(max_period, n - tail) + 1):
        recurs = True
        for i in range(n - 1, n - tail - 1, -1):
            if x[i - p] != x[i]:
                recurs = False
                break
        if recurs:
            found[count] = p
            count += 1
            if count == most:
                break
    return found[:count]


@kernel
def pattern_start(g: np.ndarray, period: int, saltus: int) -> int:
    """The least n0 with g[n + period] = g[n] + saltus for every n0 ≤ n < len(g) − period,
    found by scanning down from the end to the last n that breaks the pattern."""
    for n in range(len(g) - period - 1, -1, -1):
        if np.int64(g[n + period]) - np.int64(g[n]) != saltus:
            return n + 1
    return 0


@kernel
def exception_heaps(g: np.ndarray, period: int, preperiod: int, saltus: int) -> np.ndarray:
    """The n < preperiod whose g[n] differs from the pattern continued backwards: g at
    the first n + k·period ≥ preperiod, less k·saltus."""
    flags = np.zeros(preperiod, np.bool_)
    count = 0
    for n in range(preperiod):
        cycles = (preperiod - n + period - 1) // period
        if np.int64(g[n]) != np.int64(g[n + cycles * period]) - cycles * saltus:
            flags[n] = True
            count += 1
    found = np.zeros(count, np.int64)
    count = 0
    for n in range(preperiod):
        if flags[n]:
            found[count] = n
            count += 1
    return found
