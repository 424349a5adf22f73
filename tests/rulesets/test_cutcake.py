"""Cutcake, Eatcake and Maundy Cake."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, star
from cgt.rulesets import Cutcake, Eatcake, MaundyCake
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError


def block(n):
    """The largest power of two not above n."""
    return 1 << (n.bit_length() - 1)


def leff_cutcake(width, depth):
    """Leff's closed form for Cutcake (Leff, ch. 3, after Winning Ways, vol. 1, ch. 2, "Cutcake"):
    a cake at least as wide as deep is worth width // block(depth) - 1 to Lefty."""
    if width >= depth:
        return width // block(depth) - 1
    return -(depth // block(width) - 1)


def test_cutcake_matches_leffs_formula():
    for h in range(1, 13):
        for w in range(1, 13):
            assert Cutcake(h, w).value == game(leff_cutcake(w, h)), (h, w)


def test_strips():
    # Winning Ways ch. 2: a 1 x n strip gives Lefty n - 1 cuts, an n x 1 strip Rita n - 1.
    for n in range(1, 10):
        assert Cutcake(1, n).value == game(n - 1)
        assert Cutcake(n, 1).value == game(1 - n)


def test_eatcake():
    # A single square: either player eats it, {0 | 0} = *.
    assert Eatcake(1, 1).value is star
    # 1 x 2: Left eats a column leaving a square (*), Right eats the row: {* | 0} = v.
    assert Eatcake(1, 2).value == game("v")


def maundy_strip(n):
    """A 1 x n Maundy strip, where only Left moves: 1 + the best of p copies of n/p."""
    best = {1: 0}
    for m in range(2, n + 1):
        best[m] = 1 + max(k * best[m // k] for k in range(2, m + 1) if m % k == 0)
    return best[n]


def test_maundy_strips():
    for n in range(1, 30):
        assert MaundyCake(1, n).value == game(maundy_strip(n))
        assert MaundyCake(n, 1).value == game(-maundy_strip(n))


cakes = st.tuples(st.integers(1, 4), st.integers(1, 4))


@given(cakes, st.sampled_from([Cutcake, Eatcake, MaundyCake]))
@settings(max_examples=60, deadline=None)
def test_agrees_with_plain_search_and_symmetry(cake, kind):
    h, w = cake
    assert kind(h, w).value == plain_value(kind(h, w))
    assert kind(w, h).value == -kind(h, w).value


@given(cakes, cakes)
@settings(max_examples=30, deadline=None)
def test_cakes_add(a, b):
    text = f"{a[0]}x{a[1]} + {b[0]}x{b[1]}"
    assert Cutcake(text).value == Cutcake(*a).value + Cutcake(*b).value
    assert Eatcake(text).value == Eatcake(*a).value + Eatcake(*b).value


def test_text():
    cakes = Cutcake("2x3 + 1x4")
    assert cakes.text == "1x4 + 2x3" and Cutcake(cakes.text) == cakes
    assert str(Cutcake(2, 3)).count("\u25a0") == 6
    for bad in ("2y3", "-1x3"):
        with pytest.raises(BoardError):
            Cutcake(bad)
    with pytest.raises(BoardError):
        Cutcake(2, -1)
    # A side of 0 is no cake (the empty position, 0), not an error.
    assert Cutcake("0x3") == Cutcake(2, 0) == Cutcake("") and Cutcake(2, 0).value == 0
