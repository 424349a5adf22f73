"""Dyadic as a number type of its own: a ``numbers.Rational`` that agrees with
``fractions.Fraction`` on every operation, order and hash, meets floats exactly and sympy
through ``_sympy_``, and leaves other types to answer for themselves."""
import math
import numbers
import operator
import pickle
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, strategies as st

from cgt.numbers.dyadic import Dyadic

dyadics = st.builds(lambda a, k: Fraction(a, 2 ** k),
                    st.integers(-2 ** 80, 2 ** 80) | st.integers(-9, 9), st.integers(0, 70))
rationals = dyadics | st.fractions(max_denominator=12) | st.integers(-50, 50)


def d(f):
    return Dyadic.of(f)


def same(result, expected):
    """The result equals the Fraction one and is a Dyadic exactly when that is dyadic."""
    if isinstance(expected, Fraction):
        den = expected.denominator
        return result == expected and type(result) is (Fraction if den & (den - 1) else Dyadic)
    return result == expected and type(result) is type(expected)


@given(dyadics)
def test_hash_and_conversions_are_those_of_the_fraction(a):
    x = d(a)
    assert isinstance(x, numbers.Rational)
    assert hash(x) == hash(a) and x == a and a == x
    assert (x.numerator, x.denominator) == (a.numerator, a.denominator) and Fraction(x) == a
    assert (int(x), math.trunc(x), math.floor(x), math.ceil(x)) == (
        int(a), math.trunc(a), math.floor(a), math.ceil(a))
    assert round(x) == round(a) and same(round(x, 2), round(a, 2))
    assert float(x) == float(a) and complex(x) == complex(a)
    assert x.real == x and x.imag == 0 and x.conjugate() == x
    assert pickle.loads(pickle.dumps(x)) == x


@given(dyadics, rationals)
def test_arithmetic_with_ints_fractions_and_dyadics_is_that_of_fractions(a, b):
    x = d(a)
    for y in {b, d(b)} if isinstance(b, int) or b.denominator & (b.denominator - 1) == 0 else {b}:
        for op in (operator.add, operator.sub, operator.mul):
            assert same(op(x, y), op(a, Fraction(b))) and same(op(y, x), op(Fraction(b), a))
        if b:
            assert same(x / y, a / Fraction(b)) and same(x // y, a // b)
            assert same(x % y, a % Fraction(b)) and same(divmod(x, y)[1], a % Fraction(b))
        if a:
            assert same(y / x, Fraction(b) / a) and same(y % x, Fraction(b) % a)
        assert (x < y, x <= y, x == y, x != y, x >= y, x > y) == (
            a < b, a <= b, a == b, a != b, a >= b, a > b)


@given(dyadics, st.integers(-4, 4))
def test_integer_powers(a, n):
    x = d(a)
    if a or n >= 0:
        assert same(x ** n, a ** n)
    if a.denominator == 1 and abs(a) < 100:
        assert 2 ** x == 2 ** int(a) and Fraction(1, 3) ** x == Fraction(1, 3) ** int(a)


def test_division_leaves_the_dyadics_only_when_it_must():
    assert type(Dyadic(3) / 3) is Dyadic and Dyadic(3) / 3 == 1
    assert Dyadic(1) / 3 == Fraction(1, 3) and type(Dyadic(1) / 3) is Fraction
    assert Dyadic(3, 2) / Dyadic(3, 5) == 8 and type(Dyadic(3, 2) / Dyadic(3, 5)) is Dyadic
    assert Dyadic(1, 1) ** Fraction(1, 2) == 0.5 ** 0.5


@given(dyadics, st.floats(allow_nan=True, allow_infinity=True))
def test_floats_are_met_exactly(a, f):
    x = d(a)
    assert (x == f) == (a == f) and hash(x) == hash(a)
    assert (x < f, x <= f, x > f, x >= f) == (a < f, a <= f, a > f, a >= f)
    assert x + 0.5 == a + 0.5 and type(x + 0.5) is float and type(0.5 * x) is float


def test_sympy_accepts_it():
    x = Dyadic(3, 3)
    assert sympy.sympify(x) == sympy.Rational(3, 8) and x._sympy_() is not x
    assert x == sympy.Rational(3, 8) and sympy.Rational(3, 8) == x and x != sympy.Rational(1, 3)
    assert x < sympy.sqrt(2) and sympy.sqrt(2) > x and x > -sympy.pi
    assert x + sympy.Symbol("t") == sympy.Rational(3, 8) + sympy.Symbol("t")
    assert type(x * sympy.Rational(1, 3)) is sympy.Rational


def test_index_is_for_integers_only():
    assert [10, 11, 12][Dyadic(2)] == 12 and operator.index(Dyadic(-4)) == -4
    with pytest.raises(TypeError):
        operator.index(Dyadic(1, 1))


def test_repr_is_the_text_and_reads_back_as_an_equal_float():
    for x in (Dyadic(3, 3), Dyadic(-5), Dyadic(1, 70)):
        assert repr(x) == str(x)
    assert eval(repr(Dyadic(3, 3))) == Dyadic(3, 3)
    assert hash(eval(repr(Dyadic(3, 3)))) == hash(Dyadic(3, 3))


class _Other:
    """A number type that answers comparisons with a Dyadic itself."""

    def __eq__(self, other):
        return "answered"

    __lt__ = __gt__ = __le__ = __ge__ = __eq__

    def __radd__(self, other):
        return "added"

    __hash__ = object.__hash__


def test_unknown_types_answer_for_themselves():
    x, o = Dyadic(1, 1), _Other()
    assert (x == o, x < o, x > o, x <= o, x >= o) == ("answered",) * 5
    assert x + o == "added"
    with pytest.raises(TypeError):
        x < "1/2"
    assert x != "1/2"
