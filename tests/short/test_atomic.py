"""Atomic weights: standard values, the two-ahead rule, additivity and the atomic test."""
import pytest
from hypothesis import given, strategies as st

from cgt import Game, game, nimber, star, up, down, tiny, miny, NotAtomicError, CGTError
from cgt.short.atomic import far_star_index

ALL_SMALL_NAMED = ["0", "*", "^", "v*", "^^*3", "{0|^}", "^<2>", "^[3]",
                   "{^^*|v}", "{^^|vv}", "{0,*|0,*2}"]


def dicotic_forms(depth):
    """Forms in which every follower is 0 or has options for both players."""
    if depth == 0:
        return st.just(((), ()))
    smaller = dicotic_forms(depth - 1)
    side = st.lists(smaller, min_size=1, max_size=3).map(tuple)
    return st.one_of(st.just(((), ())), st.tuples(side, side))


def to_game(form):
    return Game([to_game(f) for f in form[0]], [to_game(f) for f in form[1]])


all_small = st.one_of(dicotic_forms(3).map(to_game), st.sampled_from(ALL_SMALL_NAMED).map(game))


@pytest.mark.parametrize("text, weight", [
    # Winning Ways vol. 1, ch. 8 ("It's a Small, Small, Small, Small World"): the atomic weight of
    # ↑ is 1, of * and of every nimber 0, and ⇑* = {0|↑} has atomic weight 2.
    ("^", 1), ("v", -1), ("*", 0), ("*7", 0), ("^*", 1), ("{0|^}", 2), ("^^^*5", 3),
    # computed by the atomic weight calculus (Winning Ways, vol. 1, ch. 8)
    ("^*2", 1), ("^<2>", 0), ("^<3>", 0), ("^[2]", 1), ("Tiny(1)", 0), ("Miny(3)", 0),
    ("{^^*|v}", "1/2"), ("{^^|vv}", "*"),
])
def test_standard_weights(text, weight):
    assert game(text).atomic_weight() == game(weight)


def test_far_star_decides_integer_weights():
    # The two-ahead rule (Winning Ways, vol. 1, ch. 8), worked by hand. For ↑^[2] = {↑|*}: G' = {1 -
    # 2 | 0 + 2} = 0, but G exceeds the far star, so aw is the largest n with n ◁ 2, namely 1.
    g = game("^[2]")
    far = nimber(far_star_index(g))
    assert g > far and g.atomic_weight() == 1
    # {0 | ↑^[2]}: G' = {-2 | 3} = 0, G > ☆, and the largest n with n ◁ 3 is 2.
    assert Game([0], [g]).atomic_weight() == 2
    # {*, *2 | 0}: G' = {-2 | 2} = 0, G < ☆, and the least n with n ▷ -2 is -1.
    h = game("{*,*2|0}")
    assert h < nimber(far_star_index(h)) and h.atomic_weight() == -1


def test_no_atomic_weight():
    # not infinitesimal
    with pytest.raises(NotAtomicError):
        game("{1|0}").atomic_weight()
    with pytest.raises(CGTError):
        game("1/2").atomic_weight()
    # {1/2|*||vv*} is infinitesimal, the calculus says -1/2, but it is not atomic.
    g = game("{1/2|*||vv*}")
    assert g.is_infinitesimal and not g.is_all_small
    with pytest.raises(NotAtomicError):
        g.atomic_weight()


def test_atomic_games_that_are_not_all_small():
    # Infinitesimals with number followers: the calculus value is kept because it passes the
    # atomic test, and weights still add.
    g = game("{1|*||*}")
    assert g.is_infinitesimal and not g.is_all_small
    assert g.atomic_weight() == 1 and passes_atomic_test(g, game(1))
    assert tiny(1).atomic_weight() == 0 and passes_atomic_test(tiny(1), game(0))
    assert (g + tiny(1)).atomic_weight() == 1


def passes_atomic_test(g, weight):
    """↓ + ☆ <= G - A.↑ <= ↑ + ☆ (Winning Ways, vol. 1, ch. 8), with a far star of our own."""
    far = nimber(far_star_index(g, weight))
    difference = g - weight.norton(up)
    return down + far <= difference <= up + far


@given(all_small)
def test_calculus_passes_the_atomic_test(g):
    # The calculus against the defining property of the weight, and the two-ahead rule of
    # Winning Ways vol. 1, ch. 8: weight >= 2 wins for Left, <= -2 for Right.
    weight = g.atomic_weight()
    assert passes_atomic_test(g, weight)
    for neighbour in (weight + 1, weight - 1, weight + game("1/2"), weight + star):
        assert not passes_atomic_test(g, neighbour)
    if weight >= 2:
        assert g > 0
    if weight <= -2:
        assert g < 0


@given(all_small, all_small)
def test_atomic_weight_is_additive(g, h):
    # Winning Ways vol. 1, ch. 8: atomic weights add (for atomic games; all-small ones are).
    assert (g + h).atomic_weight() == g.atomic_weight() + h.atomic_weight()
    assert (-g).atomic_weight() == -g.atomic_weight()


@given(st.integers(-6, 6), st.integers(0, 9), st.sampled_from([0, "1/2", -3]))
def test_number_up_star_weights(n, m, x):
    # aw(x + n.↑ + *m) = n (Winning Ways, vol. 1, ch. 8); with x = 0 these are the infinitesimals.
    g = game(x) + n * up + nimber(m)
    if x == 0:
        assert g.atomic_weight() == n
    else:
        with pytest.raises(NotAtomicError):
            g.atomic_weight()


def test_tiny_and_miny():
    # Tiny(x) is below every positive multiple of ↑ (Winning Ways vol. 2 glossary, "tiny"), so
    # its weight is 0.
    for x in (1, 2, "1/4"):
        assert tiny(x).atomic_weight() == 0 and miny(x).atomic_weight() == 0
