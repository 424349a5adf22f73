"""Games compared with Python numbers that are not dyadic: never equal, never an error."""
from fractions import Fraction

from cgt import game, star, zero


def test_equality_with_a_non_dyadic_fraction_is_false():
    assert (game(1) == Fraction(1, 3)) is False
    assert Fraction(1, 3) not in [zero, star]


def test_equality_with_a_non_dyadic_sympy_rational_is_false():
    import sympy

    assert game(1) != sympy.Rational(1, 3)
