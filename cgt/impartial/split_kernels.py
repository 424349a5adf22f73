"""The compiled inner loops of :mod:`cgt.impartial.sequence`: the direct and sparse mex.

Both kernels extend a nim-sequence ``g`` (a numpy array of unsigned integers, filled up to
``start``) to the heaps ``start, start + 1, ..., stop - 1`` of a heap game whose moves remove
k beans and leave the rest whole (k in ``single``), take a heap of exactly k (``whole``), or
split the rest into two (``double``) or three (``triple``) non-empty heaps; ``unequal``
forbids two equal parts (Grundy's game).  Winning Ways, vol. 1, ch. 4.

Options are marked in ``seen`` with a stamp that changes with every heap, so the table is
never cleared.  Every value so far lies below ``bound``, a power of two, hence so does the
XOR of any of them, and the mex is at most ``bound``.

A kernel stops early, returning the first heap it did not compute, when a value would exceed
``limit`` (the largest value the dtype of ``g`` holds), or when the list of rare heaps is
full; the caller widens the array and calls again.
"""
from __future__ import annotations

import numpy as np

from cgt.impartial.jit import kernel

__all__: list[str] = []


@kernel
def direct_values(g: np.ndarray, start: int, stop: int, whole: np.ndarray, single: np.ndarray,
                  double: np.ndarray, triple: np.ndarray, unequal: bool, limit: int) -> int:
    """G(n) for start ≤ n < stop by the direct method: mark every option, take the mex.

    A split of r into two parts is a + (r − a) for 1 ≤ a ≤ ⌊r/2⌋ (a < r/2 when the parts
    must differ), into three a + b + (r − a − b) with a ≤ b ≤ r − a − b.  The cost is O(n)
    per heap with two parts, O(n²) with three.  Returns the first heap not computed.
    """
    top = np.int64(0)
    for i in range(start):
        top = max(top, np.int64(g[i]))
    bound = 1
    while bound <= top:
        bound *= 2
    seen = np.zeros(2 * bound + 1, np.int64)
    for n in range(start, stop):
        stamp = n + 1
        for k in whole:
            if n == k:
                seen[0] = stamp
        for k in single:
            if n - k >= 1:
                seen[np.int64(g[n - k])] = stamp
        for k in double:
            r = n - k
            half = (r - 1) // 2 if unequal else r // 2
            for a in range(1, half + 1):
                seen[np.int64(g[a]) ^ np.int64(g[r - a])] = stamp
        for k in triple:
            r = n - k
            for a in range(1, r // 3 + 1):
                ga = np.int64(g[a])
                rest = r - a
                for b in range(a, rest // 2 + 1):
                    seen[ga ^ np.int64(g[b]) ^ np.int64(g[rest - b])] = stamp
        value = 0
        while seen[value] == stamp:
            value += 1
        if value > limit:
            return n
        g[n] = value
        if value >= bound:
            bound *= 2
            grown = np.zeros(2 * bound + 1, np.int64)
            grown[: len(seen)] = seen
            seen = grown
    return stop


@kernel
def sparse_values(g: np.ndarray, start: int, stop: int, whole: np.ndarray, single: np.ndarray,
                  double: np.ndarray, unequal: bool, mask: int, rare: np.ndarray,
                  rare_values: np.ndarray, rare_count: int, limit: int) -> tuple[int, int]:
    """G(n) for start ≤ n < stop by the sparse-space method (no three-part splits).

    A value v is *rare* when popcount(v & mask) is even, *common* otherwise; the XOR of two
    values is common exactly when one of them is rare.  ``rare[:rare_count]`` lists, in
    increasing order, the heaps below ``start`` with a rare value, ``rare_values`` their
    values.  For each heap n:

    1. mark the options that leave at most one heap, and every split with a rare part, by
       a scan of the rare heaps: these give every common option value;
    2. c is the least common value not marked, so it is not an option;
    3. if every rare value below c is marked, G(n) = c.  Otherwise scan the splits a + b,
       a = 1, 2, ..., for all removals at once, until the missing rare values below c have
       all turned up; any still missing at the end gives G(n) (the least one), and n joins
       the rare heaps.

    Returns ``(first heap not computed, new rare_count)``.
    """
    top = np.int64(0)
    for i in range(start):
        top = max(top, np.int64(g[i]))
    bound = 1
    while bound <= top:
        bound *= 2
    seen = np.zeros(2 * bound + 1, np.int64)
    is_rare = np.zeros(2 * bound + 1, np.bool_)
    for v in range(len(is_rare)):
        bits = v & mask
        parity = 0
        while bits:
            parity ^= 1
            bits &= bits - 1
        is_rare[v] = parity == 0
    halves = np.zeros(len(double), np.int64)
    for n in range(start, stop):
        stamp = n + 1
        for k in whole:
            if n == k:
                seen[0] = stamp
        for k in single:
            if n - k >= 1:
                seen[np.int64(g[n - k])] = stamp
        longest = 0
        for j in range(len(double)):
            r = n - double[j]
            half = (r - 1) // 2 if unequal else r // 2
            halves[j] = half
            longest = max(longest, half)
            for i in range(rare_count):
                x = rare[i]
                if x >= r:
                    break
                if unequal and 2 * x == r:
                    continue
                seen[rare_values[i] ^ np.int64(g[r - x])] = stamp
        common = 0
        while is_rare[common] or seen[common] == stamp:
            common += 1
        missing = 0
        for v in range(common):
            if is_rare[v] and seen[v] != stamp:
                missing += 1
        a = 1
        while missing and a <= longest:
            ga = np.int64(g[a])
            for j in range(len(double)):
                if a <= halves[j]:
                    nimsum = ga ^ np.int64(g[n - double[j] - a])
                    if seen[nimsum] != stamp:
                        seen[nimsum] = stamp
                        if nimsum < common and is_rare[nimsum]:
                            missing -= 1
            a += 1
        value = common
        if missing:
            value = 0
            while not is_rare[value] or seen[value] == stamp:
                value += 1
            if rare_count == len(rare):
                return n, rare_count
        if value > limit:
            return n, rare_count
        g[n] = value
        if missing:
            rare[rare_count] = n
            rare_values[rare_count] = value
            rare_count += 1
        if value >= bound:
            bound *= 2
            grown = np.zeros(2 * bound + 1, np.int64)
            grown[: len(seen)] = seen
            seen = grown
            wider = np.zeros(2 * bound + 1, np.bool_)
            for v in range(len(wider)):
                bits = v & mask
                parity = 0
                while bits:
                    parity ^= 1
                    bits &= bits - 1
                wider[v] = parity == 0
            is_rare = wider
    return stop, rare_count
