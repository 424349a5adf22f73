"""Ordinal sums, subordinates and the uptimals ↑ⁿ and ↑^[n] through the Game methods."""
import pytest
from hypothesis import given

from cgt import game, star, up, zero, CGTError, tiny, miny
from game_strategies import games


@pytest.mark.parametrize("base, sub, value", [
    # Ordinal sums: 1:1 = 2, 1:-1 = 1/2, 1/2:1 = 3/4, *:* = *2, 1:* = 1*, and
    # ↑:1 = ↑^[2] = {↑|*}; Winning Ways vol. 2, ch. 11, "Taking Care of Plumtrees": *:1 = ↑*.
    ("1", "1", "2"), ("1", "-1", "1/2"), ("1/2", "1", "3/4"), ("*", "*", "*2"),
    ("*", "1", "^*"), ("^", "1", "{^|*}"), ("1", "*", "1*"),
])
def test_ordinal_sums(base, sub, value):
    assert game(base).ordinal_sum(sub) == game(value)
    assert game(value).subordinate(base) == game(sub)


def test_subordinate_needs_an_ordinal_sum():
    with pytest.raises(CGTError):
        game("{1|-1}").subordinate(star)


@given(games(3), games(3))
def test_subordinate_inverts_the_ordinal_sum(g, h):
    # The subordinate recovers H from G : H.
    assert g.ordinal_sum(h).subordinate(g) == h


def test_uptimals():
    # Winning Ways vol. 2 glossary: ↓_2 = {↑*|0} and ↓_3 = {↑ + ↑² + *|0}, the negatives of ↑²
    # and ↑³; and ↑^[n] = ↑¹ + ... + ↑ⁿ (vol. 2, ch. 11, "upon").
    assert -up.pow(2) == game("{^*|0}")
    assert -up.pow(3) == game("{^+^<2>+*|0}")
    assert up.pow(1) == up and up.pow_to(1) == up
    for n in range(1, 6):
        assert up.pow_to(n) == sum((up.pow(k) for k in range(1, n + 1)), zero)
        assert up.pow_to(n).subordinate(up) == n - 1
    assert str(up.pow(4)) == "^<4>" and str(up.pow_to(4)) == "^[4]"
    assert str(-up.pow_to(3) + star) == "v[3]*"


def test_tiny_and_miny_print_by_name():
    # Winning Ways vol. 2 glossary, "tiny-two": tiny-two = {0||0|-2}.
    assert str(tiny(2)) == "Tiny(2)" and str(miny("1/4")) == "Miny(1/4)"
    assert game("{0||0|-2}") is tiny(2)
