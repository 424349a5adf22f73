"""Dyadic rationals m/2^k (cgt.numbers.dyadic): lowest terms, exact arithmetic and order, the
simplest number in an interval (Conway, *ONAG*, ch. 2; Siegel, *CGT*, II.3)."""
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, strategies as st

from cgt.errors import NotShortError
from cgt.numbers.dyadic import Dyadic, simplest_between, text_to_int, int_to_text

fractions = st.builds(lambda a, k: Fraction(a, 2 ** k),
                      st.integers(-2 ** 80, 2 ** 80) | st.integers(-9, 9), st.integers(0, 70))


def d(value):
    return Dyadic.of(value)


@pytest.mark.parametrize("num, exp, lowest", [(4, 3, (1, 1)), (6, 1, (3, 0)), (0, 5, (0, 0)),
                                              (3, -2, (12, 0)), (-10, 2, (-5, 1))])
def test_lowest_terms(num, exp, lowest):
    x = Dyadic(num, exp)
    assert (x.num, x.exp) == lowest


@pytest.mark.parametrize("value, expected", [
    (3, Fraction(3)), ("3/8", Fraction(3, 8)), ("-5 / 2", Fraction(-5, 2)),
    (Fraction(7, 16), Fraction(7, 16)), (sympy.Rational(-1, 1024), Fraction(-1, 1024)),
])
def test_of_accepts_ints_text_fractions_and_sympy(value, expected):
    assert d(value).to_fraction() == expected


@pytest.mark.parametrize("value", ["1/3", Fraction(2, 6), sympy.Rational(5, 12), "one"])
def test_of_refuses_what_is_not_dyadic(value):
    with pytest.raises(NotShortError):
        d(value)


@pytest.mark.parametrize("value", [True, 0.5, None])
def test_of_refuses_bools_and_floats(value):
    with pytest.raises(TypeError):
        d(value)


def test_str_and_conversions():
    assert str(d("-3/8")) == "-3/8" and repr(d(5)) == "5" and repr(d("-3/8")) == "-3/8"
    assert str(Dyadic(1, 70)) == "1/2**70"
    assert d("3/4").to_sympy() == sympy.Rational(3, 4)
    assert d("3/4").denominator == 4 and not d("3/4").is_integer() and d(-2).is_integer()


@given(fractions, fractions)
def test_arithmetic_and_order_agree_with_fractions(a, b):
    x, y = d(a), d(b)
    assert (x + y).to_fraction() == a + b
    assert (x - y).to_fraction() == a - b
    assert (x * y).to_fraction() == a * b
    assert (-x).to_fraction() == -a and abs(x).to_fraction() == abs(a)
    assert x.half().to_fraction() == a / 2
    assert (x < y, x <= y, x == y, x >= y, x > y) == (a < b, a <= b, a == b, a >= b, a > b)
    assert x.sign() == (a > 0) - (a < 0) and bool(x) == bool(a)


@given(fractions, st.integers(-2 ** 70, 2 ** 70))
def test_mixed_with_ints(a, n):
    x = d(a)
    assert (x + n).to_fraction() == a + n and (n + x).to_fraction() == a + n
    assert (x - n).to_fraction() == a - n and (n - x).to_fraction() == n - a
    assert (x * n).to_fraction() == a * n and (n * x).to_fraction() == a * n
    assert (x < n) == (a < n) and (x == n) == (a == n)


@given(fractions)
def test_floor_ceil_and_hash_agree_with_fractions(a):
    x = d(a)
    assert x.floor() == a.__floor__() and x.ceil() == a.__ceil__()
    assert x == a and hash(x) == hash(a)


@pytest.mark.parametrize("low, high, closed, simplest", [
    # The simplicity rule: 0 if it fits, else the integer nearest 0, else the fraction of least
    # denominator (ONAG, ch. 2).
    ("-1", "1", (False, False), "0"),
    ("1", "5", (False, False), "2"),
    ("1", "5", (True, False), "1"),
    ("1", "2", (False, False), "3/2"),
    ("3/8", "1/2", (False, False), "7/16"),
    ("-7/4", "-3/2", (False, True), "-3/2"),
    ("5/8", None, (False, False), "1"),
    (None, "-1/4", (False, False), "-1"),
    (None, None, (False, False), "0"),
])
def test_simplest_between(low, high, closed, simplest):
    low = None if low is None else d(low)
    high = None if high is None else d(high)
    assert simplest_between(low, high, *closed) == d(simplest)


@pytest.mark.parametrize("low, high, closed", [("1", "1", (True, False)), ("2", "1", (True, True))])
def test_simplest_between_an_empty_interval(low, high, closed):
    with pytest.raises(ValueError):
        simplest_between(d(low), d(high), *closed)


@given(fractions, fractions)
def test_simplest_between_lies_inside(a, b):
    if a == b:
        return
    low, high = sorted([d(a), d(b)])
    x = simplest_between(low, high)
    assert low < x < high
    if x.exp:
        # No j / 2**(k-1) lies inside: the simplest has the least denominator.
        h = x.denominator // 2
        assert (low.to_fraction() * h).__floor__() + 1 >= high.to_fraction() * h
    elif x > 0:
        assert x - 1 <= low  # the integer inside nearest 0
    elif x < 0:
        assert x + 1 >= high


@pytest.mark.parametrize("n", [0, 7, -12345, 10 ** 5000 + 3, -(10 ** 9000) - 1],
                         ids=["0", "7", "-12345", "10**5000+3", "-10**9000-1"])
def test_long_integers_convert_to_text_and_back(n):
    text = int_to_text(n)
    assert text_to_int(text.lstrip("-")) * (-1 if n < 0 else 1) == n
    if n == 10 ** 5000 + 3:
        assert text == "1" + "0" * 4999 + "3"


def test_dyadics_are_immutable():
    x = d("3/8")
    for name in ("num", "exp"):
        with pytest.raises(AttributeError):
            setattr(x, name, 1)
        with pytest.raises(AttributeError, match="immutable"):
            delattr(x, name)
    assert (x.num, x.exp) == (3, 3)
