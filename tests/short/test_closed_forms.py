"""Numbers, nimbers and ups of any size, in closed form."""
from fractions import Fraction

import pytest
import sympy

from cgt import Game, NotShortError, game, nimber, star, up, zero


def test_huge_nimbers():
    assert nimber(10**6) + nimber(999_999) is nimber(10**6 ^ 999_999)
    assert nimber(2**200) + nimber(2**200) is zero
    assert str(nimber(10**6)) == "*1000000"


def test_huge_numbers():
    assert game(10**40) - game(10**40 - 1) is game(1)
    assert game(10**30).birthday == 10**30
    assert game("1/1099511627776").as_number() == sympy.Rational(1, 2**40)
    assert game("1/2**200") + game("1/2**200") is game("1/2**199")
    assert game("1/2**200").birthday == 201


def test_huge_multiples_of_up():
    g = 1000 * up
    assert str(g) == "^1000"
    assert g - 999 * up is up
    assert (10**20 * up + star).compare(0) == ">"
    assert g.birthday == 1001


def test_number_conversions():
    assert game(Fraction(3, 8)) is game("3/8")
    assert game(sympy.Rational(-5, 2)) is game("-5/2")
    assert game(sympy.Integer(7)) is game(7)
    assert game("3/8").as_number() == sympy.Rational(3, 8)
    assert game(3) == 3 and game("1/2") == Fraction(1, 2) and game("1/2") == sympy.Rational(1, 2)
    assert hash(game(5)) == hash(5)
    assert game(1) < 2 and game("1/2") + 1 is game("3/2") and 1 - up is game("1v")


def test_non_dyadic_numbers_are_not_short():
    with pytest.raises(NotShortError, match="dyadic"):
        game("1/3")
    with pytest.raises(NotShortError, match="dyadic"):
        game(Fraction(1, 3))
    with pytest.raises(NotShortError):
        game(sympy.Rational(2, 3))
    with pytest.raises(NotShortError):
        star.as_number()


def test_wrong_types():
    with pytest.raises(TypeError):
        game(1.5)
    with pytest.raises(TypeError):
        game(True)
    with pytest.raises(ValueError):
        nimber(-1)


def test_classification():
    assert game("3/4").is_number and not game("3/4").is_integer
    assert nimber(5).is_nimber and zero.is_nimber and not up.is_nimber
    assert up.is_infinitesimal and star.is_infinitesimal and not game("1/2").is_infinitesimal
    assert game("{1|-1}").is_infinitesimal is False
    assert up.is_all_small and game("{0|*||v}").is_all_small
    assert not game("{1|0}").is_all_small and not game("1*").is_all_small
    assert game("+-1").outcome == "N" and game(1).outcome == "L" and game("v").outcome == "R"


def test_deep_games_do_not_hit_the_recursion_limit():
    g = zero
    for _ in range(3000):
        g = Game([zero], [g + star])  # a chain of distinct non-closed-form games
    assert g.birthday > 3000
    assert g > 0
    assert game(str(g)) is g
    assert (g - g) is zero
