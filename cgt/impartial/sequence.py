"""Nim-sequences of heap games whose moves remove beans and split what is left.

A :class:`SplitRule` lists, for each number k of beans removed, whether the move may take a
whole heap of exactly k, leave one heap, split the rest into two, or into three non-empty
heaps; this covers every octal and hexadecimal code and Grundy's game (Winning Ways, vol. 1,
ch. 4).  :class:`GrundySequence` computes G(0), G(1), ... bottom-up in a numpy array by
one of two methods:

* the vectorised direct method: for a split of r beans, XOR the vector G(1..⌊r/2⌋) with the
  reversed G(r-1..r-⌊r/2⌋) and take the mex of everything seen;
* the *sparse-space* method (after the large computations of Flammenkamp and
  others): a mask m divides values into *rare* (an even number of bits of m) and *common*
  ones.  A split is common only if exactly one part is rare, so the common options of heap n
  come from the few rare heaps alone; the least common value c that is missing is then the
  answer unless a rare value below c is missing too, which a short search of the
  common + common splits rules out (a full scan happens only when n turns out to be rare).

The direct method costs O(n) per heap, the sparse one O(|rare heaps|) for most heaps.
"""
from __future__ import annotations
import time

import attrs
import numpy as np
from typing import Any

# Heaps computed by the direct method before a mask for the sparse method is chosen.
_DIRECT_PREFIX = 1024
# Use the sparse method only if the best mask leaves at most this fraction of heaps rare.
_MAX_RARE_FRACTION = 1 / 16
# Up to this many rare heaps, their splits are listed in a plain loop rather than by numpy.
_SHORT_RARE_LIST = 48
# The search for rare values scans the smaller parts of splits in blocks of growing size.
_FIRST_BLOCK = 64
_LAST_BLOCK = 1 << 14


@attrs.frozen
class SplitRule:
    """The moves of a heap game, by the number k of beans a move removes.

    ``whole``: k such that a heap of exactly k may be removed; ``single``: k such that
    k beans may be taken leaving one non-empty heap; ``double`` / ``triple``: k such that the
    remainder may be split into two / three non-empty heaps (k = 0 is a pure split).
    ``unequal``: the two parts of a split must differ (Grundy's game).
    """

    whole: tuple = ()
    single: tuple = ()
    double: tuple = ()
    triple: tuple = ()
    unequal: bool = False

    def moves(self, n: int) -> list:
        """Every move from a heap of n, as the sorted tuple of heaps left (no duplicates)."""
        results = set()
        for k in self.whole:
            if n == k:
                results.add(())
        for k in self.single:
            if n - k >= 1:
                results.add((n - k,))
        for k in self.double:
            r = n - k
            for a in range(1, r // 2 + 1):
                if not (self.unequal and 2 * a == r):
                    results.add((a, r - a))
        for k in self.triple:
            r = n - k
            for a in range(1, r // 3 + 1):
                for b in range(a, (r - a) // 2 + 1):
                    results.add((a, b, r - a - b))
        return sorted(results)

    def largest_move(self) -> Any:
        """The most beans one move removes (the code length t)."""
        return max(self.whole + self.single + self.double + self.triple, default=0)

    def most_parts(self) -> int:
        """The most non-empty heaps one move can leave (K in the periodicity theorem)."""
        return 3 if self.triple else 2 if self.double else 1


def _popcount_parity(values):
    parity = np.zeros(len(values), dtype=bool)
    values = values.copy()
    while values.any():
        parity ^= (values & 1).astype(bool)
        values >>= 1
    return parity


def _walsh_hadamard(counts):
    """W(m) = Σ_v counts[v]·(−1)^popcount(v & m) for every m (len(counts) a power of 2)."""
    w = counts.astype(np.int64).copy()
    h = 1
    while h < len(w):
        w = w.reshape(-1, 2, h)
        w = np.stack([w[:, 0] + w[:, 1], w[:, 0] - w[:, 1]], axis=1).reshape(-1)
        h *= 2
    return w


def best_mask(values: Any) -> tuple:
    """The non-zero mask leaving the fewest rare values among ``values``, and that number."""
    values = np.asarray(values, dtype=np.int64)
    size = 2
    while size <= int(values.max(initial=0)):
        size *= 2
    w = _walsh_hadamard(np.bincount(values, minlength=size))
    rare = (len(values) + w[1:]) // 2  # popcount(v & m) even ⇔ (−1)^… = +1
    m = int(np.argmin(rare)) + 1
    return m, int(rare[m - 1])


class _Progress:
    """Calls ``report(done, total)`` at most about once a second."""

    def __init__(self, report, total):
        self.report, self.total = report, total
        self.last = time.monotonic()

    def __call__(self, done, final=False):
        now = time.monotonic()
        if final or now - self.last >= 1.0:
            self.last = now
            self.report(done, self.total)


class GrundySequence:
    """The nim-sequence G(0), G(1), ... of a :class:`SplitRule`, computed on demand.

    ``sparse=False`` forces the direct method throughout (a second method for tests).
    """

    def __init__(self, rule: Any, sparse: bool = True) -> None:
        self.rule = rule
        self.values = np.zeros(1, dtype=np.int64)
        self._list = [0]  # the same values, for fast access one at a time
        self.count = 1
        self._sparse_allowed = sparse and not rule.triple
        self._mask = None
        self._next_mask_check = _DIRECT_PREFIX
        self._bound = 1  # a power of two above every value so far

    def __len__(self) -> int:
        return self.count

    def extend(self, length: int, progress: Any = None) -> None:
        """Compute values until ``length`` of them are known; ``progress(done, total)``."""
        if length <= self.count:
            return
        if len(self.values) < length:
            grown = np.zeros(max(length, 2 * len(self.values)), dtype=np.int64)
            grown[: self.count] = self.values[: self.count]
            self.values = grown
        report = _Progress(progress, length) if progress else None
        while self.count < length:
            if self._sparse_allowed and self.count >= self._next_mask_check:
                self._choose_mask()
            step = self._sparse_value if self._mask is not None else self._direct_value
            n = self.count
            value = step(n)
            self.values[n] = value
            self._list.append(value)
            self.count = n + 1
            if value >= self._bound:
                self._grow_bound(value)
            if report:
                report(self.count)
        if report:
            report(self.count, final=True)

    # -- the direct method ---------------------------------------------------------------

    def _split_values(self, r):
        """The values of every two-part split of a heap of r (one numpy array)."""
        g = self.values
        half = (r - 1) // 2 if self.rule.unequal else r // 2
        if half < 1:
            return None
        return g[1 : half + 1] ^ g[r - half : r][::-1]

    def _fixed_options(self, n, seen):
        g = self.values
        for k in self.rule.whole:
            if n == k:
                seen[0] = True
        for k in self.rule.single:
            if n - k >= 1:
                seen[g[n - k]] = True

    def _direct_value(self, n):
        seen = np.zeros(2 * self._bound + 1, dtype=bool)
        self._fixed_options(n, seen)
        g = self.values
        for k in self.rule.double:
            split = self._split_values(n - k)
            if split is not None:
                seen[split] = True
        for k in self.rule.triple:
            r = n - k
            for a in range(1, r // 3 + 1):
                rest = r - a
                half = rest // 2
                if half >= a:
                    seen[g[a] ^ g[a : half + 1] ^ g[rest - half : rest - a + 1][::-1]] = True
        return int(np.argmin(seen))

    # -- the sparse-space method ---------------------------------------------------------

    def _choose_mask(self):
        """Pick the mask with the fewest rare heaps, or the direct method if none is good."""
        self._next_mask_check = 2 * self.count
        mask, rare = best_mask(self.values[1 : self.count])
        if self._mask is not None and len(self._rare_heaps) <= 2 * rare:
            return
        if rare > _MAX_RARE_FRACTION * (self.count - 1):
            self._mask = None
        else:
            self._mask = mask
            self._classify()

    def _classify(self):
        """Recompute which values are rare and which heaps hold rare values."""
        size = 2 * self._bound + 1  # option values are below the bound, the mex at most it
        parity = _popcount_parity(np.arange(size, dtype=np.int64) & self._mask)
        self._rare_bits = _bits(np.flatnonzero(~parity))
        self._common_bits = _bits(np.flatnonzero(parity))
        g = self.values[: self.count]
        rare = np.flatnonzero(~parity[g])
        self._set_rare_heaps(rare[rare >= 1])

    def _set_rare_heaps(self, heaps):
        self._rare_heaps = heaps
        self._rare_heap_values = self.values[heaps]
        self._rare_pairs = list(zip(heaps.tolist(), self._rare_heap_values.tolist()))

    def _grow_bound(self, value):
        while self._bound <= value:
            self._bound *= 2
        if self._mask is not None:
            self._classify()

    def _rare_splits(self, r, seen):
        """``seen`` with the bits of every split of r that has a rare part added."""
        if len(self._rare_pairs) <= _SHORT_RARE_LIST:
            g, unequal = self._list, self.rule.unequal
            for x, value in self._rare_pairs:
                y = r - x
                if y < 1:
                    break
                if not (unequal and x == y):
                    seen |= 1 << (value ^ g[y])
            return seen
        parts = self._rare_heaps[: self._rare_heaps.searchsorted(r)]
        values = self._rare_heap_values[: len(parts)] ^ self.values[r - parts]
        if self.rule.unequal and r % 2 == 0:
            values = values[2 * parts != r]
        marks = np.zeros(2 * self._bound + 1, dtype=bool)
        marks[values] = True
        return seen | _bits_of_flags(marks)

    def _sparse_value(self, n):
        g = self._list
        seen = 0
        for k in self.rule.whole:
            if n == k:
                seen |= 1
        for k in self.rule.single:
            if n - k >= 1:
                seen |= 1 << g[n - k]
        splits = [n - k for k in self.rule.double if n - k >= 2]
        for r in splits:
            seen = self._rare_splits(r, seen)
        free = self._common_bits & ~seen
        c = (free & -free).bit_length() - 1
        missing = self._rare_bits & ~seen & ((1 << c) - 1)
        if missing:
            missing = self._search_splits(splits, missing)
        if not missing:
            return c
        value = (missing & -missing).bit_length() - 1
        self._rare_heaps = np.append(self._rare_heaps, n)
        self._rare_heap_values = np.append(self._rare_heap_values, value)
        self._rare_pairs.append((n, value))
        return value

    def _search_splits(self, splits, missing):
        """The bits of ``missing`` that are values of no two-part split of any r in
        ``splits``; the smaller parts are scanned a block at a time, for all r at once,
        and the scan stops as soon as every value has been found."""
        g = self.values
        marks = np.zeros(2 * self._bound + 1, dtype=bool)
        wanted = np.flatnonzero(np.unpackbits(
            np.frombuffer(missing.to_bytes(len(marks) // 8 + 1, "little"), dtype=np.uint8),
            bitorder="little"))
        halves = [(r, (r - 1) // 2 if self.rule.unequal else r // 2) for r in splits]
        start, block = 1, _FIRST_BLOCK
        while len(wanted) and any(start <= half for _, half in halves):
            stop = start + block - 1
            for r, half in halves:
                if start <= half:
                    last = min(half, stop)
                    marks[g[start : last + 1] ^ g[r - last : r - start + 1][::-1]] = True
            wanted = wanted[~marks[wanted]]
            start, block = stop + 1, min(2 * block, _LAST_BLOCK)
        return _bits(wanted)


def _bits(values):
    """The integer with bit v set for every v in ``values``."""
    bits = 0
    for v in values.tolist():
        bits |= 1 << v
    return bits


def _bits_of_flags(flags):
    """The integer with bit v set where ``flags[v]`` is true."""
    return int.from_bytes(np.packbits(flags, bitorder="little").tobytes(), "little")
