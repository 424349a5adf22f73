"""Exact numbers: dyadic rationals inside, sympy and fractions at the edges.

The short games' numbers are the dyadic rationals, held as ``Dyadic`` (an integer numerator and
a power-of-two exponent) so that sums and comparisons stay integer operations. A game keeps its
number part only behind ``Game``'s own interface (``as_number``, stops, means, temperatures all
return ``sympy.Rational``), so a later number type (surreal numbers beyond the short ones: 1/3,
ω, ε and their sums) can be added here beside ``Dyadic`` without changing that interface.
"""
from cgt.numbers.dyadic import Dyadic, simplest_between
from cgt.numbers.infinity import INF, NEG_INF, Infinity

__all__ = ["INF", "NEG_INF", "Dyadic", "Infinity", "simplest_between"]
