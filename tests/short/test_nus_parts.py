"""Hot games plus large number, up and nimber parts: sums, order, stops, heating and cooling.

Small parts are checked against the definitions applied to raw forms (tests/naive_games.py);
large ones against a second route through the library (a sum against a comparison, a sum
against its inverse).
"""
import pytest
from hypothesis import assume, given, settings, strategies as st

import naive_games as naive
from cgt import Game, game, nimber, up
from cgt.errors import ResourceError
from cgt.numbers.dyadic import ZERO, Dyadic
from cgt.short import nus_order, nus_sums
from cgt.short.cooling import _heated
from cgt.short.game import nus
from game_strategies import games

BIG = [2**64, 2**64 + 5, 10**30 + 3, 2**70 - 1]


def non_nus_games(max_depth=3):
    return games(max_depth).filter(lambda g: not g.is_number_up_star)


def infinitesimal(n, m):
    return nus(ZERO, n, m)


def naive_equal(a, b):
    return naive.le(a, b) and naive.le(b, a)


def naive_canonical(form, seen=None):
    """No follower of the raw form has a dominated or reversible option (Siegel, CGT, II.2)."""
    seen = {} if seen is None else seen
    if form in seen:
        return seen[form]
    left, right = form
    ok = all(naive_canonical(f, seen) for f in left + right)
    for i, a in enumerate(left):
        ok = ok and not any(i != j and naive.le(a, b) for j, b in enumerate(left))
        ok = ok and not any(naive.le(ar, form) for ar in a[1])
    for i, a in enumerate(right):
        ok = ok and not any(i != j and naive.le(b, a) for j, b in enumerate(right))
        ok = ok and not any(naive.le(form, al) for al in a[0])
    seen[form] = ok
    return ok


# -- sums ---------------------------------------------------------------------------------------

def test_switch_plus_nimber_and_up():
    # {1|0} + *m = {1*m | *m} (number translation of the options; Winning Ways, vol. 1, ch. 3).
    assert game("{1|0}") + nimber(1000) == game("{1*1000|*1000}")
    g = game("{1|0}") + nimber(2**64)
    assert g.left_options == (nus(Dyadic(1), 0, 2**64),)
    assert g.right_options == (nimber(2**64),)
    h = game("{1|0}") + 10**50 * up
    assert h.left_options == (1 + 10**50 * up,) and h.right_options == (10**50 * up,)


@settings(max_examples=60, deadline=None)
@given(non_nus_games(), st.integers(-3, 3), st.integers(0, 5))
def test_sum_with_small_part_matches_the_definition(g, n, m):
    result = g + infinitesimal(n, m)
    expected = naive.add(naive.form_of(g), naive.form_of(infinitesimal(n, m)))
    got = naive.form_of(result)
    assert naive_equal(got, expected)
    assert naive_canonical(got)


@settings(max_examples=60, deadline=None)
@given(non_nus_games(), st.integers(-3, 3), st.integers(0, 5))
def test_theorem_matches_the_definition(g, n, m):
    # Small parts are normally added the ordinary way; force the theorem of nus_sums.
    assume(n or m)
    saved, nus_sums.SMALL_PART = nus_sums.SMALL_PART, -1
    try:
        result = nus_sums._sum(g._core, n, m) + g._shift
    finally:
        nus_sums.SMALL_PART = saved
    expected = naive.add(naive.form_of(g), naive.form_of(infinitesimal(n, m)))
    got = naive.form_of(result)
    assert naive_equal(got, expected)
    assert naive_canonical(got)


@settings(max_examples=40, deadline=None)
@given(non_nus_games(), st.sampled_from(BIG), st.sampled_from(BIG), st.integers(-3, 3))
def test_sum_with_large_part_is_a_group_action(g, m1, m2, n):
    # Outside the theorem of nus_sums a sum with a large part is refused (Tiny(1) + *m has
    # m + 1 Left options); whatever is computed must agree.
    try:
        a = g + nimber(m1)
    except ResourceError:
        assume(False)
    assert a - nimber(m1) == g
    assert (a.left_stop, a.right_stop) == (g.left_stop, g.right_stop)
    try:
        assert a + nimber(m2) == g + nimber(m1 ^ m2)
    except ResourceError:
        pass
    try:
        b = g + (10**40 + n) * up
    except ResourceError:
        return
    assert b + (-(10**40)) * up == g + n * up


def test_tiny_plus_large_nimber_is_refused():
    # Tiny(1) + *m = {0, *, ..., *m || *m | -1*m}: m + 1 Left options.
    assert game("Tiny(1)") + nimber(3) == game("{0,*,*2,*3||*3|-1*3}")
    with pytest.raises(ResourceError, match="infinitesimal part"):
        game("Tiny(1)") + nimber(2**64)


# -- order --------------------------------------------------------------------------------------

def test_compare_agrees_with_the_operators():
    g = game("{1|0}")
    star = nimber(2**70)
    assert g.compare(star) == ">"
    assert g > star and not g < star and not g <= star
    # G + E compares with E as G with 0, and {1|0} || 0.
    assert (g + star).compare(star) == "||"
    assert (g + 10**50 * up).compare(10**50 * up) == "||"
    assert (g + star).compare(nimber(2**70 + 1)) == ">"
    assert game("{0|-1}").compare(nimber(2**70)) == "<"


@settings(max_examples=30, deadline=None)
@given(non_nus_games(), st.integers(-7, 7), st.integers(0, 10))
def test_reduction_keeps_the_order(g, n, m):
    n1, m1 = nus_order.reduced(g, n, m)
    for x in (0, 1):
        e = naive.form_of(nus(Dyadic(x), n, m))
        e1 = naive.form_of(nus(Dyadic(x), n1, m1))
        f = naive.form_of(g)
        assert naive.le(f, e) == naive.le(f, e1)
        assert naive.le(e, f) == naive.le(e1, f)


@settings(max_examples=60, deadline=None)
@given(non_nus_games(), st.sampled_from(BIG), st.integers(-2, 2),
       st.sampled_from([0, 1, -1, 10**40]))
def test_compare_with_large_part_agrees_with_the_sum(g, m, x, n):
    h = nus(Dyadic(x), n, m)
    try:
        difference = g - h
        relation = g.compare(h)
    except ResourceError:
        assume(False)
    assert relation == difference.compare(0)


@settings(max_examples=40, deadline=None)
@given(non_nus_games(), st.sampled_from(BIG), st.integers(0, 3))
def test_compare_sums_with_large_parts(g, m, k):
    try:
        a, b = g + nimber(m), g + nimber(m ^ k)
        relations = a.compare(b), a.compare(nimber(m ^ k))
    except ResourceError:
        assume(False)
    assert relations == (g.compare(g + nimber(k)), g.compare(nimber(k)))


# -- stops, temperature, cooling -----------------------------------------------------------------

@settings(max_examples=40, deadline=None)
@given(non_nus_games(), st.sampled_from(BIG), st.sampled_from([0, 10**40, -(10**40)]))
def test_thermography_and_cooling_ignore_the_infinitesimal(g, m, n):
    try:
        s = g + nus(Dyadic(3, 1), n, m)
    except ResourceError:
        assume(False)
    shifted = g + Dyadic(3, 1)
    assert (s.left_stop, s.right_stop) == (shifted.left_stop, shifted.right_stop)
    if g.temperature > 0:
        assert (s.mean, s.temperature) == (shifted.mean, shifted.temperature)
    # Cooling is additive and a nonzero infinitesimal cools to 0 (Winning Ways, vol. 1, ch. 6).
    assert s.cool(game("1/4")) == shifted.cool(game("1/4"))
    assert s.cool(0) is s


# -- heating -------------------------------------------------------------------------------------

@pytest.mark.parametrize("t", ["-1/2", "*", "{1|0}", "-1", "v", "{0|-1}"])
def test_heating_by_t_not_positive_gives_a_number(t):
    t = game(t)
    for x in (Dyadic(0), Dyadic(3, 1), Dyadic(-2), Dyadic(1, 2), Dyadic(5, 3)):
        for n in range(-6, 7):
            for m in range(4):
                g = nus(x, n, m)
                if not n and not m:
                    continue
                # The closed form satisfies the defining recursion on its options.
                slow = Game([_heated(h, t) + t for h in g.left_options],
                            [_heated(h, t) - t for h in g.right_options])
                assert g.heat(t) == slow
                assert slow.is_number
                if not n:
                    assert slow == nus(x, 0, 1).heat(t)
    assert nimber(2**70).heat(game("-1/2")) == 0
    # {1/2 - 1 | 1/2 + 1} = 0, the simplest number between -1/2 and 3/2.
    assert (nimber(2**70) + game("1/2")).heat(-1) == 0
    assert (10**50 * up + game("1/2")).heat(game("*")) == game("1/2")
    t = game("{0|-1}")
    assert (10**50 * up + game("3/2")).heat(t) == (64 * up + game("3/2")).heat(t)


def test_heating_by_zero_is_the_identity():
    for g in (nimber(2**70), 10**50 * up, nus(Dyadic(1), -7, 2**64)):
        assert g.heat(0) is g


def test_heating_a_large_part_by_a_positive_number_is_refused():
    with pytest.raises(ResourceError):
        nimber(2**70).heat(1)
    with pytest.raises(ResourceError):
        (10**50 * up).heat(1)
    with pytest.raises(ResourceError):
        (game("{1|0}") + nimber(2**64)).heat(1)
