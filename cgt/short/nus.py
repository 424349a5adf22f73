"""The number/up/nimber triple: x + n.↑ + *m held as three exact parts.

Every game of the form x + n.↑ + *m, with a dyadic number x, an integer n and a nimber *m, is
kept in this closed form rather than as a tree of options (Winning Ways, vol. 1, ch. 3;
Siegel, *CGT*, II.4). Sums, negatives and the order of such games are formulas in the three
parts, so their cost does not grow with n or m.
"""
from __future__ import annotations

from operator import itemgetter

from cgt.numbers.dyadic import Dyadic, less
from typing import TYPE_CHECKING, Any

__all__: list[str] = []

_tuple_new = tuple.__new__


class NUS(tuple[Dyadic, int, int]):
    """The triple ``(x, n, m)`` of x + n.↑ + *m: a ``Dyadic`` x, an int n, an int m >= 0.

    It is a tuple, so ``x, n, m = t`` unpacks it, with names for its parts and the tests that
    classify it.
    """

    __slots__ = ()

    def __new__(cls, x: Dyadic, n: int = 0, m: int = 0) -> NUS:
        return _tuple_new(cls, (x, n, m))

    if TYPE_CHECKING:
        @property
        def number(self) -> Dyadic: ...
        @property
        def ups(self) -> int: ...
        @property
        def nimber(self) -> int: ...
    else:
        # getters in C: these are read on every sum and comparison of such games
        number = property(itemgetter(0), doc="The number part x, a ``Dyadic``.")
        ups = property(itemgetter(1), doc="The multiple n of ↑ (negative for multiples of ↓).")
        nimber = property(itemgetter(2), doc="The nimber part m of *m.")

    @property
    def is_number(self) -> bool:
        """True when there is no up and no nimber part."""
        return not self[1] and not self[2]

    @property
    def is_nimber(self) -> bool:
        """True when there is no number and no up part (0 is the nimber *0)."""
        return not self[0] and not self[1]

    def __add__(self, other: Any) -> NUS:
        """The triple of the sum: numbers and ups add, nimbers nim-add."""
        return _tuple_new(NUS, (self[0] + other[0], self[1] + other[1], self[2] ^ other[2]))

    def __neg__(self) -> NUS:
        return _tuple_new(NUS, (-self[0], -self[1], self[2]))

    def times(self, k: int) -> NUS:
        """The triple of k copies (k may be negative)."""
        return _tuple_new(NUS, (self[0] * k, self[1] * k, self[2] if k & 1 else 0))

    def sign(self) -> str:
        """How x + n.↑ + *m compares with 0: ``">"``, ``"<"``, ``"="`` or ``"||"``.

        A nonzero number decides; otherwise n.↑ + *m is positive for n >= 2, and for n = 1
        unless m = 1, where ↑* is confused with 0 (Winning Ways, vol. 1, ch. 3).
        """
        x, n, m = self
        if x:
            return ">" if x.num > 0 else "<"
        if n == 0:
            return "=" if m == 0 else "||"
        if (n == 1 or n == -1) and m == 1:
            return "||"
        return ">" if n > 0 else "<"

    def birthday(self) -> int:
        """The birthday of x + n.↑ + *m: that of x plus that of n.↑ + *m, where walking n.↑
        down to ↑ toggles the star each step (Siegel, *CGT*, II.4)."""
        x, n, m = self
        n = abs(n)
        if n == 0:
            tail = m
        else:
            m1 = m ^ ((n - 1) & 1)  # the nimber part once n has been walked down to 1
            tail = n + 1 if m1 == 1 else n + (m1 ^ 1)
        if x.exp == 0:
            return abs(x.num) + tail
        return (abs(x.num) >> x.exp) + x.exp + 1 + tail

    def __repr__(self) -> str:
        return f"NUS({self[0]!r}, {self[1]}, {self[2]})"


def nus_le(a: NUS, b: NUS) -> bool:
    """a <= b for two triples: the numbers decide when they differ; otherwise b - a = n.↑ + *m
    must be 0 or positive, as it is for n >= 2, and for n = 1 unless m = 1 (Winning Ways,
    vol. 1, ch. 3)."""
    x1, n1, m1 = a
    x2, n2, m2 = b
    if x1.num != x2.num or x1.exp != x2.exp:
        return less(x1, x2)
    n = n2 - n1
    if n == 0:
        return m1 == m2
    return n >= 2 or (n == 1 and m1 ^ m2 != 1)

