"""Nim-sequences of heap games whose moves remove beans and split what is left.

A :class:`SplitRule` lists, for each number k of beans removed, whether the move may take a
whole heap of exactly k, leave one heap, split the rest into two, or into three non-empty
heaps; this covers every octal and hexadecimal code and Grundy's game (Winning Ways, vol. 1,
ch. 4).  :class:`GrundySequence` computes G(0), G(1), ... bottom-up in a numpy array by
one of two methods:

* the direct method: mark the value of every option (for a split of r beans, G(a) ⊕ G(r − a)
  for 1 ≤ a ≤ ⌊r/2⌋) and take the mex;
* the *sparse-space* method (after the large computations of Flammenkamp and
  others): a mask m divides values into *rare* (an even number of bits of m) and *common*
  ones.  A split is common only if exactly one part is rare, so the common options of heap n
  come from the few rare heaps alone; the least common value c that is missing is then the
  answer unless a rare value below c is missing too, which a short search of the
  common + common splits rules out (a full scan happens only when n turns out to be rare).

The direct method costs O(n) per heap, the sparse one O(|rare heaps|) for most heaps.  Both
run as compiled kernels (:mod:`cgt.impartial.split_kernels`); choosing the mask (a
Walsh–Hadamard transform of the value counts) is numpy work done once per doubling.
"""
from __future__ import annotations
import time

import attrs
import numpy as np
from typing import Any

from cgt.errors import ResourceError
from cgt.impartial.split_kernels import direct_values, sparse_values
from cgt.numbers.checks import shown

__all__ = ["GrundySequence"]

# Heaps computed by the direct method before a mask for the sparse method is chosen.
_DIRECT_PREFIX = 1024
# Use the sparse method only if the best mask leaves at most this fraction of heaps rare.
_MAX_RARE_FRACTION = 1 / 16
# Heaps are computed in slices of about this many seconds (the size adapts), starting with
# this many heaps; Ctrl-C and progress reports act between slices.
_SLICE_SECONDS = 0.1
_FIRST_CHUNK = 256
# Values are counted this many at a time when the mask is chosen.
_COUNT_BLOCK = 1 << 20


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
        results: set[tuple[int, ...]] = set()
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

    def has_move(self, n: int) -> bool:
        """Whether a heap of n has a move (in time independent of n)."""
        least_split = 3 if self.unequal else 2   # a split into unequal parts needs 3 beans
        return (n in self.whole or any(n - k >= 1 for k in self.single)
                or any(n - k >= least_split for k in self.double)
                or any(n - k >= 3 for k in self.triple))

    def count_bound(self, n: int) -> int:
        """An upper bound on the number of moves from a heap of n."""
        return (len(self.whole) + len(self.single) + len(self.double) * (n // 2 + 1)
                + len(self.triple) * (n * n // 12 + n + 1))

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
    values = np.asarray(values)
    if values.dtype.kind not in "iu":
        values = values.astype(np.int64)
    size = 2
    while size <= int(values.max(initial=0)):
        size *= 2
    counts = np.zeros(size, dtype=np.int64)
    for start in range(0, len(values), _COUNT_BLOCK):  # bincount copies its input to intp
        counts += np.bincount(values[start : start + _COUNT_BLOCK], minlength=size)
    w = _walsh_hadamard(counts)
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

    The values sit in ``values[:count]``, a numpy array of the smallest unsigned dtype
    that holds them (uint16, widened to uint32 if a value outgrows it).  The loops are the
    compiled kernels of :mod:`cgt.impartial.split_kernels`, run a slice of heaps at a time,
    so that Ctrl-C stops a long run between slices and keeps every value computed so far.
    ``sparse=False`` forces the direct method throughout (a second method for tests).
    """

    _dtypes = (np.uint16, np.uint32)

    def __init__(self, rule: Any, sparse: bool = True) -> None:
        self.rule = rule
        self.values = np.zeros(1, dtype=self._dtypes[0])
        self.count = 1
        self._sparse_allowed = sparse and not rule.triple
        self._next_mask_check = _DIRECT_PREFIX
        # (mask, rare heaps, their values, how many) while the sparse method is in use;
        # replaced as a whole, so that an interruption never leaves half of it updated.
        self._sparse = None
        self._chunk = _FIRST_CHUNK
        self._moves = tuple(np.array(ks, dtype=np.int64)
                            for ks in (rule.whole, rule.single, rule.double, rule.triple))

    def __len__(self) -> int:
        return self.count

    @property
    def bytes_per_heap(self) -> int:
        """Memory per heap while extending: the array, and its copy when it grows."""
        return 3 * self.values.itemsize

    def extend(self, length: int, progress: Any = None) -> None:
        """Compute values until ``length`` of them are known; ``progress(done, total)``."""
        if length <= self.count:
            return
        if len(self.values) < length:
            grown = np.zeros(max(length, 2 * len(self.values)), dtype=self.values.dtype)
            grown[: self.count] = self.values[: self.count]
            self.values = grown
        report = _Progress(progress, length) if progress else None
        while self.count < length:
            if self._sparse_allowed and self.count >= self._next_mask_check:
                self._choose_mask()
            stop = min(length, self.count + self._chunk)
            if self._sparse_allowed:
                stop = min(stop, self._next_mask_check)
            began = time.monotonic()
            self._run(stop)
            self._pace(time.monotonic() - began)
            if report:
                report(self.count)
        if report:
            report(self.count, final=True)

    def _pace(self, seconds):
        """Size the next slice of heaps to take about a tenth of a second."""
        if seconds < _SLICE_SECONDS / 2:
            self._chunk *= 2
        elif seconds > 2 * _SLICE_SECONDS and self._chunk > 1:
            self._chunk //= 2

    def _run(self, stop):
        """Compute the heaps from ``count`` to ``stop`` (fewer if a value outgrows the dtype)."""
        whole, single, double, triple = self._moves
        limit = int(np.iinfo(self.values.dtype).max)
        if self._sparse is None:
            reached = direct_values(self.values, self.count, stop, whole, single, double,
                                    triple, self.rule.unequal, limit)
            self.count = int(reached)
        else:
            mask, rare, rare_values, known = self._sparse
            known = int(np.searchsorted(rare[:known], self.count))  # after an interruption
            reached, known = sparse_values(self.values, self.count, stop, whole, single,
                                           double, self.rule.unequal, mask, rare,
                                           rare_values, known, limit)
            self._sparse = (mask, rare, rare_values, int(known))
            self.count = int(reached)
            if known == len(rare):
                self._sparse = (mask, _grown(rare), _grown(rare_values), int(known))
                return
        if self.count < stop:
            self._widen()

    def _widen(self):
        """Move the values to the next wider dtype, or fail if there is none."""
        wider = [t for t in self._dtypes if np.iinfo(t).max > np.iinfo(self.values.dtype).max]
        if not wider:
            raise ResourceError(
                f"the nim-value of heap {self.count} exceeds {np.iinfo(self.values.dtype).max}, "
                f"the largest value a sequence of {shown(self.rule)} can hold")
        self.values = self.values.astype(wider[0])

    # -- the sparse-space method ---------------------------------------------------------

    def _choose_mask(self):
        """Pick the mask with the fewest rare heaps, or the direct method if none is good."""
        self._next_mask_check = 2 * self.count
        mask, rare = best_mask(self.values[1 : self.count])
        if self._sparse is not None and self._sparse[3] <= 2 * rare:
            return
        if rare > _MAX_RARE_FRACTION * (self.count - 1):
            self._sparse = None
        else:
            self._sparse = self._classify(mask)

    def _classify(self, mask):
        """The sparse state for ``mask``: the heaps (from 1) whose values are rare."""
        g = self.values[: self.count]
        size = int(g.max()) + 1
        parity = _popcount_parity(np.arange(size, dtype=np.int64) & mask)
        heaps = np.flatnonzero(~parity[g])
        heaps = heaps[heaps >= 1]
        capacity = max(2 * len(heaps), 64)
        rare = np.zeros(capacity, dtype=np.int64)
        rare_values = np.zeros(capacity, dtype=np.int64)
        rare[: len(heaps)] = heaps
        rare_values[: len(heaps)] = g[heaps]
        return mask, rare, rare_values, len(heaps)


def _grown(array):
    """``array`` copied into one twice as long."""
    grown = np.zeros(2 * len(array), dtype=array.dtype)
    grown[: len(array)] = array
    return grown
