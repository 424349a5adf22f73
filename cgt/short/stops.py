"""Left and Right stops of short games.

The Left stop L(G) is the number reached when Left moves first and both players play until
the game is a number; R(G) likewise with Right first: L(G) = max R(G^L) and R(G) = min L(G^R),
and a number is its own stops (Winning Ways, vol. 1, ch. 6; Siegel, *CGT*, II.3). Stops bound
the order (G <= H forces L(G) <= L(H) and R(G) <= R(H)), so they are the first test of every
comparison and are kept on each game.
"""
from __future__ import annotations
from fractions import Fraction
from math import ldexp

from cgt.numbers.dyadic import less
from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.numbers.dyadic import Dyadic
    from cgt.short.game import Game


def stops(g: Game) -> tuple[Dyadic, Dyadic]:
    """The pair (L(G), R(G)) of ``Dyadic`` stops, computed once per game."""
    s = g._stops
    if s is None:
        left: Dyadic | None = None
        for h in g.left_options:
            v = (h._stops or stops(h))[1]
            if left is None or less(left, v):
                left = v
        right: Dyadic | None = None
        for h in g.right_options:
            v = (h._stops or stops(h))[0]
            if right is None or less(v, right):
                right = v
        # only a number has no options on a side, and a number's stops are set when it is made
        assert left is not None and right is not None
        s = g._stops = (left, right)
    return s


def float_stops(g: Game) -> tuple[float | Fraction, float | Fraction]:
    """The stops of G as a pair of numbers that compare with the builtin operators: floats
    where a float holds the stop exactly (nearly always), ``Fraction``s otherwise, which
    compare exactly with floats and with each other."""
    s = g._fstops
    if s is None:
        a, b = g._stops or stops(g)
        s = g._fstops = (_exact(a), _exact(b))
    return s


# A float holds num / 2**exp exactly when |num| < 2**53 and the power of two is a normal one.
_FLOAT_EXACT = 1 << 53


def _exact(x: Dyadic) -> float | Fraction:
    """The ``Dyadic`` x as a float if one holds it exactly, else as a ``Fraction``."""
    num, exp = x.num, x.exp
    if -_FLOAT_EXACT < num < _FLOAT_EXACT and exp < 960:
        return ldexp(num, -exp)
    return Fraction(num, 1 << exp)
