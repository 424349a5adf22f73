"""Exact numbers: dyadic rationals inside, sympy and fractions at the edges."""
from cgt.numbers.dyadic import Dyadic, simplest_between

__all__ = ["Dyadic", "simplest_between"]
