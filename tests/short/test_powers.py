"""Pow and PowTo with number exponents, game and string exponents, and any base.

Integer powers of ↑ are the uptimals of Winning Ways, vol. 2, ch. 11 and its glossary. The
values for other exponents and bases are derived from the definitions (Siegel, *Combinatorial
Game Theory*, 2013, II.6; CGSuite's Pow and PowTo) and checked by a second computation: the
ordinal sum B : y built option by option, and the identity 1 : y = x for the y the exponent
x stands for.
"""
from fractions import Fraction

import pytest

from cgt import Game, game, star, up, zero
from cgt.errors import CGTValueError
from cgt.numbers.dyadic import Dyadic
from cgt.short.named import power as integer_power, power_to as integer_power_to
from cgt.short.powers import subordinate_of_one

EXPONENTS = ["1/2", "1/4", "3/4", "5/8", "1", "5/4", "3/2", "7/4", "2", "9/4", "3", "1/16"]


def naive_ordinal_sum(base, h):
    """B : H = {B^L, B : H^L | B^R, B : H^R}, straight from the definition."""
    return Game(list(base.left_options) + [naive_ordinal_sum(base, x) for x in h.left_options],
                list(base.right_options) + [naive_ordinal_sum(base, x) for x in h.right_options])


@pytest.mark.parametrize("x", EXPONENTS)
def test_the_subordinate_of_one(x):
    # Derived: y is the number with 1 : y = x (Winning Ways, vol. 1, ch. 7: 1 : 1 = 2,
    # 1 : -1 = 1/2), so PowTo(1, x) = x.
    y = subordinate_of_one(Dyadic.of(Fraction(x)))
    assert naive_ordinal_sum(game(1), game(str(y))) is game(x)
    assert game(1).pow_to(x) is game(x)


@pytest.mark.parametrize("x", EXPONENTS)
def test_pow_to_by_the_neighbours_of_the_exponent(x):
    # Derived: PowTo(↑, x) = {0, PowTo(↑, x - 2^-k) | *, PowTo(↑, x + 2^-k)} for x = p/2^k not
    # an integer, the first dropped when it is PowTo(↑, 0); the integers are ↑^[n].
    d = Dyadic.of(Fraction(x))
    if d.is_integer():
        assert up.pow_to(x) is integer_power_to(up, d.num)
        return
    step = Dyadic(1, d.exp)
    low, high = d - step, d + step
    left = [zero] + ([up.pow_to(low.to_fraction())] if low else [])
    assert up.pow_to(x) is Game(left, [star, up.pow_to(high.to_fraction())])


@pytest.mark.parametrize("x", [e for e in EXPONENTS if Fraction(e) >= 1])
def test_pow_is_zero_against_h_minus_pow_to(x):
    expected = Game([0], [star - up.pow_to(Fraction(x) - 1)])
    assert up.pow(x) is expected and up.pow(Fraction(x)) is expected
    assert up.pow(game(x)) is expected


def test_pow_and_pow_to_grow_and_shrink_with_the_exponent():
    # Derived: the ordinal sum is increasing in the subordinate, so PowTo(↑, x) increases
    # with x; Pow(↑, x) decreases, as ↑ⁿ does (Winning Ways, vol. 2, ch. 11).
    xs = sorted((Fraction(e) for e in EXPONENTS), key=float)
    tos = [up.pow_to(x) for x in xs]
    assert all(a < b for a, b in zip(tos, tos[1:]))
    pows = [up.pow(x) for x in xs if x >= 1]
    assert all(a > b > 0 for a, b in zip(pows, pows[1:]))


@pytest.mark.parametrize("n", range(1, 6))
def test_integer_exponents_agree_with_the_uptimals(n):
    assert up.pow(n) is integer_power(up, n) and up.pow_to(n) is integer_power_to(up, n)
    assert up.pow(str(n)) is up.pow(n) and up.pow_to(game(n)) is up.pow_to(n)


def test_seven_quarters():
    # up.pow(7/4) = {0 | * - PowTo(↑, 3/4)}, derived; it lies strictly between ↑² and ↑.
    g = up.pow(Fraction(7, 4))
    assert g is Game([0], [star - up.pow_to(Fraction(3, 4))])
    assert up.pow(2) < g < up


@pytest.mark.parametrize("base", ["+-1", "{0||0|-2}", "{2|0}", "*", "1/2"])
@pytest.mark.parametrize("n", [1, 2, 3])
def test_pow_to_of_other_bases_is_an_ordinal_sum(base, n):
    # CGSuite's (+-1).PowTo(3) and {0||0|-2}.PowTo(3): B : (n - 1), checked by the naive sum.
    b = game(base)
    assert b.pow_to(n) is naive_ordinal_sum(b, game(n - 1))


def test_pow_to_of_a_switch():
    # Derived by hand: ±1 : 2 = {1, ±1 : 1 | -1} and ±1 : 1 = {1, ±1 | -1}.
    one = game("{1,+-1|-1}")
    assert game("+-1").pow_to(2) is one
    assert game("+-1").pow_to(3) is Game([1, one], [-1])


@pytest.mark.parametrize("call, words", [
    (lambda: up.pow(0), "at least 1"),
    (lambda: up.pow("1/2"), "at least 1"),
    (lambda: up.pow_to(-1), "at least 0"),
    (lambda: up.pow_to("*"), "must be a number"),
    (lambda: game("+-1").pow(2), "{0 | H}"),
])
def test_bad_exponents_and_bases(call, words):
    with pytest.raises(CGTValueError) as info:
        call()
    assert words in str(info.value)


def test_integer_power_of_a_base_written_as_text():
    assert integer_power("^", 3) == integer_power(up, 3)
    assert integer_power_to("^", 4) == integer_power_to(up, 4)


def test_integer_power_of_a_loopy_base_is_refused():
    with pytest.raises(CGTValueError):
        integer_power("{0|pass}", 2)
