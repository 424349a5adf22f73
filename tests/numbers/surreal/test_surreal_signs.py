"""Sign expansions and birthdays (Gonshor, *An Introduction to the Theory of Surreal Numbers*,
ch. 2 for reals and the order, ch. 5 for ω^y, r·ω^y and normal forms).

The worked expansions follow from those rules: each sign of y becomes ω^(a+1) copies of itself
in ω^y (a = the pluses before it), the tail of r is repeated ω^P times in r·ω^y, and a sum keeps
only the pluses of the common prefix of consecutive exponents.
"""
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, strategies as st

from cgt.errors import UnsupportedError
from cgt.numbers.surreal import Ordinal, Surreal, omega, surreal

W = Ordinal("omega")


def signs(x):
    return str(surreal(x).sign_expansion())


@pytest.mark.parametrize("x, expansion, birthday", [
    ("3/16", "+ -^3 +", 5),             # 0.0011 in binary: + − then 0 0 1, the last 1 dropped
    ("-5/2", "-^3 +", 4),
    ("7/4", "+^2 - +", 4),
    ("epsilon", "+ -^ω", "omega"),
    ("2*epsilon", "+ -^ω +", "omega+1"),
    ("-epsilon", "- +^ω", "omega"),
    ("omega-1", "+^ω -", "omega+1"),
    ("omega+1", "+^(ω+1)", "omega+1"),
    ("omega/2", "+^ω -^ω", "omega*2"),
    ("sqrt(omega)", "+^ω -^(ω^2)", "omega^2"),
    ("2*sqrt(omega)", "+^ω -^(ω^2) +^ω", "omega^2+omega"),
    ("omega^omega", "+^(ω^ω)", "omega^omega"),
    ("epsilon+epsilon^2", "+ -^ω + -^ω", "omega*2"),
    ("epsilon-epsilon^2", "+ -^(ω+1) +^ω", "omega*2"),
    ("omega+sqrt(omega)", "+^(ω×2) -^(ω^2)", "omega^2"),
    ("omega-sqrt(omega)", "+^ω -^ω +^(ω^2)", "omega^2"),
    ("omega-epsilon", "+^ω - +^ω", "omega*2"),
    ("omega^(3/4)+omega^(1/4)", "+^ω -^(ω^2) +^(ω^2+ω) -^(ω^2)", "omega^2*3"),
])
def test_worked_expansions(x, expansion, birthday):
    assert signs(x) == expansion
    assert surreal(x).birthday == Ordinal(birthday)


def test_the_birthdays_named_in_the_issue():
    for x in ("1/3", "1/7", "sqrt(2)"):
        assert surreal(x).birthday == W
    assert surreal("3/16").birthday == 5 and (omega + 1).birthday == W + 1


def test_non_dyadic_reals_are_lazy_binary_expansions():
    third = surreal("1/3").sign_expansion()
    assert [s for s, _ in _take(third.runs(), 7)] == ["+", "-", "+", "-", "+", "-", "+"]
    assert "".join(third[k] for k in range(8)) == "+--+-+-+"
    assert not third.is_finite
    # √2 = 1.0110101000001... in binary.
    assert "".join(surreal("sqrt(2)").sign_expansion()[k] for k in range(10)) == "++--++-+-+"


def test_after_a_non_dyadic_coefficient_one_more_minus_is_dropped():
    # 1/3 + ε: the expansion of 1/3, then a single + (length ω + 1).
    x = surreal("1/3") + surreal("epsilon")
    assert x.birthday == W + 1 and x.sign_expansion()[W] == "+"
    assert (surreal("1/3") + surreal("epsilon^2")).birthday == W * 2


def test_expansions_with_non_dyadic_exponents():
    assert (omega / 3).birthday == W ** 2
    assert (omega ** Fraction(1, 3)).birthday == W ** W
    assert (omega / 3 + omega ** Fraction(1, 2)).birthday == W ** 2 + W
    assert str((omega ** Fraction(1, 3)).sign_expansion()).startswith(
        "+^ω -^(ω^2×2) +^(ω^2) -^(ω^3) +^(ω^3)")


def test_expansions_print_in_latex():
    assert surreal("sqrt(omega)").sign_expansion()._repr_latex_() == "$+^{\\omega}\\,-^{\\omega^{2}}$"
    assert surreal("1/3").sign_expansion()._repr_latex_().endswith("\\ldots$")


def test_ordinals_are_all_pluses():
    x = Ordinal("omega^2*3+omega+7")
    assert str(x.to_surreal().sign_expansion()) == "+^(ω^2×3+ω+7)"
    assert x.to_surreal().birthday == x


def test_quotients_are_not_supported():
    with pytest.raises(UnsupportedError, match="finite normal form"):
        ((omega + 1) / (omega - 1)).birthday


def test_birthdays_of_dyadics_agree_with_games():
    from cgt import game
    for text in ("0", "1", "-3", "1/2", "3/16", "-11/8", "7/4"):
        assert surreal(text).birthday == game(text).birthday


def _take(iterator, n):
    return [x for _, x in zip(range(n), iterator)]


dyadics = st.builds(Fraction, st.integers(-8, 8), st.sampled_from([1, 2, 4])).filter(bool)
exponents = st.one_of(st.builds(Fraction, st.integers(-4, 4), st.sampled_from([1, 2])),
                      st.lists(st.tuples(st.integers(-1, 2), dyadics), max_size=2).map(
                          lambda ts: sum((c * omega ** e for e, c in ts), Surreal(0))))
dyadic_forms = st.lists(st.tuples(exponents, dyadics), max_size=3).map(
    lambda ts: sum((c * omega ** e for e, c in ts), Surreal(0)))


@given(dyadic_forms, dyadic_forms)
def test_sign_expansions_are_ordered_like_the_numbers(x, y):
    # Gonshor, ch. 2: the map from numbers to sign expansions is an order isomorphism.
    c = x.sign_expansion().compare(y.sign_expansion())
    assert c == (x > y) - (x < y)


@given(dyadic_forms)
def test_the_birthday_is_the_length(x):
    se = x.sign_expansion()
    total = Ordinal(0)
    for _, n in se.runs():
        total = total + n
    assert se.length == total == x.birthday


def test_irrational_coefficients_have_expansions():
    # √2 = + + − − + + − + … ; in ω·√2 every sign after the first is repeated ω times.
    x = surreal(sympy.sqrt(2)) * omega
    assert x.birthday == W ** 2
    assert str(x.sign_expansion()).startswith("+^(ω×2) -^(ω×2) +^(ω×2) -^ω +^ω")
