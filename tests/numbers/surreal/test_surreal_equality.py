"""Equal surreal numbers compare equal and hash alike, however they were computed.

A number has one stored form: a finite normal form, or a reduced quotient P/Q scaled so that Q
is monic or, with rational coefficients only, has coprime integer coefficients (Conway, *On
Numbers and Games*, ch. 3); an irrational coefficient is held by its minimal polynomial and root
index. So ``==`` and ``hash`` look at the stored form, and these tests reach one number by
different routes.
"""
from fractions import Fraction

import sympy
from hypothesis import given, settings, strategies as st

from cgt import game
from cgt.numbers.surreal import Ordinal, omega as w, surreal
from surreal_strategies import algebraic_pairs, quotients, small_rationals

r2 = surreal("sqrt(2)")


def same(x, y):
    return x == y and y == x and hash(x) == hash(y) and repr(x) == repr(y)


# -- quotients -------------------------------------------------------------------------------------

def test_a_quotient_through_an_irrational_factor_keeps_its_form():
    # 1/(2ω - 1) times √2 has Q made monic, √2/2/(ω - 1/2); divided by √2 again it is rational,
    # and is written with coprime integers as before.
    x = surreal("1/(omega*2-1)")
    q = (x * r2) / r2
    assert same(q, x) and repr(q) == "surreal('1/(omega*2-1)')"
    y = surreal("1/(omega-1/2)")
    assert same((y * r2) / r2, y) and repr(y) == "surreal('2/(omega*2-1)')"
    assert not q - x and (q - x) == 0


def test_irrational_quotients_are_monic_in_q():
    x = 1 / (r2 * w + 1)
    assert repr(x) == "surreal('sqrt(2)/2/(omega+sqrt(2)/2)')"
    assert same(x, (w + 1) / ((r2 * w + 1) * (w + 1))) and same(surreal(x.to_ascii()), x)
    assert same(x * (r2 * w + 1), surreal(1))


def test_equal_quotients_are_one_key_of_a_dict():
    x = surreal("1/(omega*2-1)")
    table = {x: "x"}
    assert table[(x * r2) / r2] == "x" and table[x * (w + r2) / (w + r2)] == "x"
    assert len({x, (x * r2) / r2, x * 3 / 3, (x + r2) - r2}) == 1


# -- real coefficients -----------------------------------------------------------------------------

def test_equal_algebraic_reals_are_one_value_with_one_form():
    assert same(surreal("sqrt(2)*sqrt(2)"), surreal(2)) and hash(r2 * r2) == hash(2)
    assert same(surreal("sqrt(8)"), 2 * r2) and repr(2 * r2) == "surreal('2*sqrt(2)')"
    assert same(surreal("1/(sqrt(2)-1)"), surreal("sqrt(2)+1"))
    assert same(surreal(sympy.sqrt(3 + 2 * sympy.sqrt(2))), 1 + r2)
    assert same(surreal(1 / (sympy.sqrt(2) - 1)), 1 + r2) and repr(1 + r2) == "surreal('1+sqrt(2)')"
    assert same(surreal(sympy.GoldenRatio), surreal("1/2+sqrt(5)/2"))


def test_nested_radicals_compare_by_value():
    # √(2 + √3) = (√6 + √2)/2, of degree 4: one value, though sympy writes the two apart.
    a, b = surreal("sqrt(2+sqrt(3))"), surreal("(sqrt(6)+sqrt(2))/2")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert surreal("2^(1/3)") ** 3 == 2 and hash(surreal("2^(1/3)") ** 3) == hash(2)


def test_python_numbers_games_and_ordinals_hash_as_the_surreal_they_equal():
    cases = [(surreal(3), 3), (surreal("3/4"), Fraction(3, 4)), (surreal("1/2"), 0.5),
             (surreal("-5/8"), game("-5/8")), (surreal(0), game(0)), (surreal(7), sympy.Integer(7)),
             (surreal(Fraction(4, 2)), 2), (w ** w + 2, Ordinal("omega^omega+2")),
             (w, Ordinal("omega"))]
    for x, other in cases:
        assert x == other and other == x and hash(x) == hash(other), (x, other)


def test_an_ordinal_equals_every_number_its_surreal_equals():
    three = Ordinal(3)
    for other in (3, Fraction(3), 3.0, game(3), surreal(3), sympy.Integer(3)):
        assert three == other and other == three and hash(three) == hash(other)
    for other in (-1, 4, Fraction(7, 2), game("*"), "3", None):
        assert three != other and other != three
    assert len({three, 3, game(3), surreal(3), Fraction(3)}) == 1 and -1 not in {three}


def test_sympy_irrationals_compare_by_value():
    # sympy hashes an expression by its shape (and a Rational unlike the Fraction it equals),
    # so a sympy number compares with a surreal one but is not a key for it.
    assert r2 == sympy.sqrt(2) and surreal("1+sqrt(2)") == 1 / (sympy.sqrt(2) - 1)
    assert surreal("1/3") == sympy.Rational(1, 3) and r2 != sympy.sqrt(3)


@given(st.integers(-64, 64), st.integers(0, 6))
def test_dyadics_hash_alike_as_surreals_games_and_fractions(m, k):
    a = Fraction(m, 2 ** k)
    x = surreal(a)
    assert x == game(a) == a and hash(x) == hash(game(a)) == hash(a)
    assert len({x, game(a), a, surreal(game(a))}) == 1


@given(small_rationals, small_rationals.filter(bool))
def test_rational_quotients_of_rationals_hash_as_fractions(a, b):
    assert hash(surreal(a) / surreal(b)) == hash(a / b)


# -- laws ------------------------------------------------------------------------------------------

@settings(max_examples=40)
@given(quotients, small_rationals, st.sampled_from(["sqrt(2)", "(1+sqrt(5))/2", "2^(1/3)"]))
def test_an_irrational_factor_cancels_from_a_rational_quotient(x, a, surd):
    r = a + surreal(surd)
    assert same((x * r) / r, x) and same((x / r) * r, x)


@settings(max_examples=25)
@given(algebraic_pairs)
def test_multiplying_then_dividing_returns_the_same_number(pair):
    x, y = pair
    if y:
        assert same((x * y) / y, x)
        assert same((x / y) * y, x)


@settings(max_examples=40)
@given(algebraic_pairs)
def test_sums_and_differences_are_one_number(pair):
    x, y = pair
    assert x - x == 0 and hash(x - x) == hash(0)
    assert same(x + y, y + x) and same((x + y) - y, x)
    assert same(x * y, y * x)
