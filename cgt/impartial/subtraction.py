"""Subtraction games: remove from a heap a number of beans allowed by a set.

``Subtraction({s1, s2, ...})`` allows removing exactly s beans for s in the set;
``Subtraction(E, all_but=True)`` allows removing any positive number except those in E.
G(n) = mex{G(n − s) : s allowed, s ≤ n}.  Sources: Winning Ways, vol. 1, ch. 4, "Subtraction
Games"; Leff, ch. 4.
"""
from __future__ import annotations
import operator
from collections import Counter

import numpy as np

from cgt.impartial.heap_game import BYTES_PER_MOVE, HeapGame, HeapGameError
from cgt.numbers.checks import flag, integer, shown
from cgt.numbers.nim import _natural, mex
from cgt.resources import check_memory
from collections.abc import Iterable
from typing import Any

__all__ = ["Subtraction"]

# How many heaps n, a period apart, the all-but proof tries as its starting state.
_STATE_TRIES = 8


def _subtraction_set(numbers, all_but):
    try:
        given = frozenset(numbers)
    except TypeError:
        raise HeapGameError(
            f"a subtraction set is a finite set of integers, not {shown(numbers)}") from None
    numbers = frozenset(_removal(s) for s in given)
    if not numbers and not all_but:
        raise HeapGameError("the empty subtraction set allows no move")
    return numbers


def _removal(s):
    """A member of a subtraction set as an int (numpy and sympy integers too)."""
    try:
        n = None if isinstance(s, bool) else operator.index(s)
    except TypeError:
        n = None
    if n is None or n < 1:
        raise HeapGameError(f"subtraction sets hold positive integers; {shown(s)} is not one")
    return n


class Subtraction(HeapGame):
    """The subtraction game S(s1, s2, ...), or the all-but game with ``all_but=True``.

    Both kinds have ultimately periodic nim-sequences: a finite set gives a periodic one
    (the next value depends only on the last max(S) values), an all-but set an
    arithmetic-periodic one with a positive saltus (A. Siegel); :meth:`periodicity`
    proves them by the repeated-state arguments in :meth:`_prover`.
    """

    def __init__(self, numbers: Any, all_but: bool = False) -> None:
        self.all_but = flag(all_but, "all_but flag")
        self.numbers = _subtraction_set(numbers, self.all_but)
        self._span = max(self.numbers, default=0)
        self._arithmetic = self.all_but
        self._list = [0]
        self._array = np.zeros(1, dtype=np.int64)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Subtraction) and self.all_but == other.all_but
                and self.numbers == other.numbers)

    def __hash__(self) -> int:
        return hash(("Subtraction", self.all_but, self.numbers))

    def __repr__(self) -> str:
        numbers = ", ".join(map(shown, sorted(self.numbers)))
        flag = ", all_but=True" if self.all_but else ""
        return f"Subtraction({{{numbers}}}{flag})"

    def allows(self, s: int) -> bool:
        """Whether a move may remove exactly s beans."""
        s = integer(s, "number of beans removed")
        return s >= 1 and ((s not in self.numbers) if self.all_but else (s in self.numbers))

    def moves(self, n: int) -> list:
        """The moves from a heap of n, each as the tuple of the heap left (empty if none)."""
        n = _natural(n, "heap size")
        if self.all_but:
            check_memory(BYTES_PER_MOVE * n, f"the moves from a heap of {shown(n)} of "
                                             f"{shown(self)}")
            removals: Iterable[int] = (s for s in range(1, n + 1) if s not in self.numbers)
        else:
            removals = sorted(s for s in self.numbers if s <= n)
        return [((n - s,) if n > s else ()) for s in removals]

    def _has_move(self, n):
        # An all-but game forbids only the excluded removals, so some s <= n is allowed
        # unless every one of 1, ..., n is excluded.
        if self.all_but:
            return sum(1 for s in self.numbers if s <= n) < n
        return n >= min(self.numbers)

    def _values(self):
        if len(self._array) != len(self._list):
            self._array = np.array(self._list, dtype=np.int64)
        return self._array

    def _compute(self, length, progress):
        g = self._list
        if self.all_but:
            self._compute_all_but(length, progress)
            return
        allowed = sorted(self.numbers)
        while len(g) < length:
            n = len(g)
            g.append(mex(g[n - s] for s in allowed if s <= n))
            if progress and n % 65536 == 0:
                progress(n, length)

    def _compute_all_but(self, length, progress):
        # Options of n are all heaps below n except the few n − e (e excluded), so the mex
        # is the least value all of whose occurrences sit at excluded heaps: a value never
        # seen yet, or one first seen within the last max(E) heaps.
        g = self._list
        excluded = sorted(self.numbers)
        span = self._span
        counts = Counter(g)
        first = {}
        for i, v in enumerate(g):
            first.setdefault(v, i)
        unseen = mex(counts)
        while len(g) < length:
            n = len(g)
            hidden = Counter(g[n - e] for e in excluded if e <= n)
            recent = sorted({v for v in g[max(0, n - span):] if first[v] >= n - span})
            value = next((v for v in recent if counts[v] == hidden[v]), unseen)
            g.append(value)
            counts[value] += 1
            first.setdefault(value, n)
            while counts[unseen]:
                unseen += 1
            if progress and n % 65536 == 0:
                progress(n, length)

    def _prover(self, values, period, preperiod, saltus):
        """Whether the values prove G(n + p) = G(n) + s for all n ≥ n0.

        The value of heap n is a function of its *state*: the last m = max(S) values, and
        (for all-but games) the set of all earlier values.  If the state at heap n + p is
        the state at heap n shifted up by s — the window shifted by s, and the set of earlier
        values equal, above its mex L, to the old one above its mex plus s, with everything
        below L + s present — then G(n + p) = G(n) + s, and the next states are related in
        the same way, so the relation holds for ever.  For a finite set only the window
        matters.  The window of heap n (≥ m) lies at or beyond n0 when n ≥ n0 + m.
        """
        m = self._span
        first = preperiod + m
        if len(values) < first + period:
            return False
        if not self.all_but:
            return True
        top = int(values.max()) + 1
        for n in range(first, len(values) - period + 1, period)[:_STATE_TRIES]:
            before = np.zeros(top + saltus, dtype=bool)
            before[values[: n - m]] = True
            after = np.zeros(top + saltus, dtype=bool)
            after[values[: n + period - m]] = True
            low = int(np.argmin(before))
            shifted = np.array_equal(after[low + saltus:], before[low:top])
            if shifted and after[: low + saltus].all():
                return True
        return False
