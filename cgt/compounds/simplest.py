"""The simplest number in an interval whose ends may be open, closed or infinite.

Conway's simplicity rule (*On Numbers and Games*, ch. 2; *Winning Ways* ch. 2): 0 if it lies in
the interval, else the integer of least magnitude in it, else the dyadic rational with the
smallest denominator. Used by the cold rule for tallies, where an end is included when its timer
is odd ("odd admits, even evicts", WW10).
"""
from __future__ import annotations
from fractions import Fraction
from math import ceil, floor

from cgt.numbers.infinity import Infinity
from typing import Any

__all__ = ["simplest_number"]


def _inside(x, lo, hi, lo_closed, hi_closed):
    above = isinstance(lo, Infinity) or x > lo or (lo_closed and x == lo)
    below = isinstance(hi, Infinity) or x < hi or (hi_closed and x == hi)
    return above and below


def simplest_number(lo: Any, hi: Any, lo_closed: bool = False, hi_closed: bool = False) -> Any:
    """The simplest number x with lo < x < hi (or ≤ at a closed end); ends may be ``INF``/``NEG_INF``.

    The interval must contain a number; an infinite end is never included.
    """
    if not (isinstance(lo, Infinity) or isinstance(hi, Infinity)) and (lo > hi or (lo == hi and not (lo_closed and hi_closed))):
        raise ValueError(f"the interval from {lo} to {hi} is empty")
    if lo == hi:
        return Fraction(lo)
    if _inside(0, lo, hi, lo_closed, hi_closed):
        return Fraction(0)
    if not isinstance(lo, Infinity) and lo >= 0:
        return _simplest_positive(Fraction(lo), hi, lo_closed, hi_closed)
    return -_simplest_positive(-Fraction(hi), -lo, hi_closed, lo_closed)


def _simplest_positive(lo, hi, lo_closed, hi_closed):
    """The simplest number of an interval that lies above 0 (lo ≥ 0 finite)."""
    whole = Fraction(ceil(lo) if lo_closed else floor(lo) + 1)
    if _inside(whole, lo, hi, lo_closed, hi_closed):
        return whole
    denominator = 2
    while True:
        scaled = lo * denominator
        k = ceil(scaled) if lo_closed else floor(scaled) + 1
        candidate = Fraction(k, denominator)
        if _inside(candidate, lo, hi, lo_closed, hi_closed):
            return candidate
        denominator *= 2
