"""Exact numbers: dyadic rationals (the numbers of short games) and surreal numbers.

The short games' numbers are the dyadic rationals, held as ``Dyadic`` (an integer numerator and
a power-of-two exponent) so that sums and comparisons stay integer operations. A game keeps its
number part behind ``Game``'s own interface; ``as_number``, stops, means, temperatures and the
points of thermographs are ``Dyadic`` too, a ``numbers.Rational`` that computes with ints and
Fractions and that sympy accepts, so that no short-game computation loads sympy. The surreal
numbers beyond the short ones (1/3, ω, ε and their sums) live in ``cgt.numbers.surreal``.
"""
from cgt.numbers.dyadic import Dyadic, simplest_between
from cgt.numbers.infinity import INF, NEG_INF, Infinity

__all__ = ["INF", "NEG_INF", "Dyadic", "Infinity", "simplest_between"]
