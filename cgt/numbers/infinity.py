"""The infinite numbers +∞ and −∞ that bound the ordered numbers from above and below.

They are the tolls of games won outright by an overriding or suiciding move (*Winning Ways*,
vol. 2, ch. 10, "Tolls, Timers and Tallies": ∞ and ∞̄), and the open ends of an interval of
numbers. Each compares with any number (``int``, ``fractions.Fraction``, ``sympy.Rational``)
by its sign alone: ``NEG_INF < x < INF`` for every finite ``x``.
"""
from __future__ import annotations

from typing import Any

__all__ = ["Infinity", "INF", "NEG_INF"]


class Infinity:
    """The number +∞ (``sign`` 1) or −∞ (``sign`` −1); use the constants ``INF`` and ``NEG_INF``.

    >>> NEG_INF < -10**100 < 0 < INF and -INF == NEG_INF
    True
    """

    __slots__ = ("sign",)

    def __init__(self, sign: int) -> None:
        self.sign = sign

    def _key(self, other: Any) -> int:
        return other.sign if isinstance(other, Infinity) else 0

    def __lt__(self, other: Any) -> bool:
        return self.sign < self._key(other)

    def __le__(self, other: Any) -> bool:
        return self.sign <= self._key(other)

    def __gt__(self, other: Any) -> bool:
        return self.sign > self._key(other)

    def __ge__(self, other: Any) -> bool:
        return self.sign >= self._key(other)

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, Infinity) and other.sign == self.sign

    def __hash__(self) -> int:
        return hash(("Infinity", self.sign))

    def __neg__(self) -> Infinity:
        return NEG_INF if self.sign > 0 else INF

    def __repr__(self) -> str:
        return "INF" if self.sign > 0 else "NEG_INF"


INF = Infinity(1)
NEG_INF = Infinity(-1)
