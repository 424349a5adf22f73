"""Edge cases of the short-game core: deep games, huge numbers, odd input, and a brute-force
canonical form to compare with."""
import sys
from fractions import Fraction
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import naive_games as naive
from cgt import (CGTError, Game, NotShortError, ParseError, game, miny, nimber, number_up_star,
                 power, power_to, star, switch, tiny, up, zero)
from cgt.numbers.dyadic import Dyadic
from cgt.short.game import nus
from cgt.short.order import float_stops, stops


def chain(n, c):
    """A fresh hot game of birthday n + 1: {... {{0 | -c} | -c-1} ... | -c-n+1}."""
    g = zero
    for k in range(n):
        g = Game([g], [-k - c])
    return g


DEEP = max(2500, 2 * sys.getrecursionlimit())


# -- RecursionError escaping public entry points ------------------------------------------------

def test_compare_of_deep_games_does_not_overflow():
    g, h = chain(DEEP, 1), chain(DEEP, 2)
    assert g.compare(h) == ">"


def test_is_all_small_of_a_deep_game():
    assert chain(DEEP, 3).is_all_small is False


def test_switch_of_a_deep_game():
    g = chain(DEEP, 4)
    # Its stops are -DEEP-3 and DEEP+3, so {g | -g} is a number.
    assert switch(g) is Game([g], [-g]) is zero


def test_tiny_of_a_deep_game():
    g = chain(DEEP, 5)
    assert tiny(g).left_options == (zero,)


def test_ordinal_sum_over_a_deep_game():
    assert up.ordinal_sum(chain(DEEP, 6)) is not None


# -- equality with non-dyadic numbers ------------------------------------------------------------

def test_equality_with_a_non_dyadic_fraction_is_false():
    assert (game(1) == Fraction(1, 3)) is False
    assert Fraction(1, 3) not in [zero, star]


def test_equality_with_a_non_dyadic_sympy_rational_is_false():
    import sympy

    assert game(1) != sympy.Rational(1, 3)


# -- huge numbers: printing and parsing ----------------------------------------------------------

def test_tiny_dyadic_round_trips():
    g = game("1/2**20000")
    assert game(str(g)) is g


def test_huge_integer_round_trips():
    g = game(10 ** 5000)
    assert game(str(g)) is g


def test_long_literal_is_parsed_or_parse_error():
    try:
        assert game("1" * 5000) is game((10 ** 5000 - 1) // 9)
    except (ParseError, NotShortError):
        pass


@pytest.mark.parametrize("text", ["1²", "²", "1/2²", "*²"])
def test_superscript_digits_give_a_parse_error(text):
    with pytest.raises((ParseError, NotShortError)):
        game(text)


# -- Unicode printing ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["+-1^3", "5+-1^3", "+-1/2v4*"])
def test_unicode_switch_of_number_plus_many_ups(text):
    g = game(text)
    assert game(format(g, "u")) is g


# -- stops past a float's precision ----------------------------------------------------------

@pytest.mark.parametrize("stop", [2 ** 60 + 1, -(2 ** 70) - 3, Fraction(1, 2 ** 1001),
                                  Fraction(2 ** 55 + 1, 2 ** 4), Fraction(3, 4)])
def test_float_stops_are_exact(stop):
    g = Game([stop], [-(2 ** 80)])
    low, high = float_stops(g)
    assert low == stop and high == -(2 ** 80)
    assert low != stop + Fraction(1, 2 ** 1100)


@pytest.mark.parametrize("better, worse", [(2 ** 60 + 1, 2 ** 60),
                                           (Fraction(1, 2 ** 1000), Fraction(1, 2 ** 1001))])
def test_domination_between_stops_no_float_tells_apart(better, worse):
    # {a|-1} <= {b|-1} for numbers -1 < a <= b, so only the first Left option is kept.
    keep, drop = Game([better], [-1]), Game([worse], [-1])
    assert drop <= keep and not keep <= drop
    assert Game([keep, drop], [-5]).left_options == (keep,)
    assert Game([5], [-keep, -drop]).right_options == (-keep,)


# -- input validation ----------------------------------------------------------------------------

def test_number_up_star_rejects_non_integer_parts():
    with pytest.raises((TypeError, ValueError)):
        number_up_star(0, 0.5)
    with pytest.raises((TypeError, ValueError)):
        number_up_star(0, 0, 7.0)  # else an interned game printing as '*7.0' that cannot parse


# ================================================================================================
# Coverage that passes: brute-force canonical forms, interning, notation on unusual games.
# ================================================================================================

def _key(f):
    return (frozenset(_key(x) for x in f[0]), frozenset(_key(x) for x in f[1]))


def _dedup(xs):
    out = []
    for x in xs:
        if not any(naive.le(x, y) and naive.le(y, x) for y in out):
            out.append(x)
    return out


@lru_cache(maxsize=None)
def brute_canonical(f):
    """Canonical form by the definition: drop dominated options, bypass reversible ones."""
    left = [brute_canonical(x) for x in f[0]]
    right = [brute_canonical(x) for x in f[1]]
    while True:
        left, right = _dedup(left), _dedup(right)
        g = (tuple(left), tuple(right))
        for a in left:
            if any(b is not a and naive.le(a, b) for b in left):
                left = [x for x in left if x is not a]
                break
            r = next((ar for ar in a[1] if naive.le(ar, g)), None)
            if r is not None:
                left = [x for x in left if x is not a] + list(r[0])
                break
        else:
            for a in right:
                if any(b is not a and naive.le(b, a) for b in right):
                    right = [x for x in right if x is not a]
                    break
                l_ = next((al for al in a[0] if naive.le(g, al)), None)
                if l_ is not None:
                    right = [x for x in right if x is not a] + list(l_[1])
                    break
            else:
                return g


LEAVES = ["0", "1", "-2", "1/2", "-3/4", "3/2", "*", "*3", "^", "v*", "^^", "1/2*", "-1^",
          "^*2", "{1|0}", "{2|-1}", "{0|-1}", "{1|1/2}", "Tiny(1)", "Miny(1/2)", "{1*|0}", "1+-1"]


def _trees(max_options=3):
    leaf = st.sampled_from(LEAVES).map(lambda s: ("leaf", s))
    side = lambda ch: st.lists(ch, max_size=max_options).map(tuple)  # noqa: E731
    return st.recursive(leaf, lambda ch: st.tuples(side(ch), side(ch)), max_leaves=7).filter(
        lambda t: _depth(t) <= 2)


def _depth(t):
    return 0 if t[0] == "leaf" else 1 + max((_depth(x) for x in t[0] + t[1]), default=0)


def _tree_game(t):
    if t[0] == "leaf":
        return game(t[1])
    return Game([_tree_game(x) for x in t[0]], [_tree_game(x) for x in t[1]])


def _tree_form(t):
    if t[0] == "leaf":
        return naive.form_of(game(t[1]))
    return (tuple(_tree_form(x) for x in t[0]), tuple(_tree_form(x) for x in t[1]))


@settings(max_examples=120, suppress_health_check=list(HealthCheck))
@given(_trees(), _trees())
def test_canonical_forms_sums_and_order_against_brute_force(a, b):
    g, h = _tree_game(a), _tree_game(b)
    fa, fb = _tree_form(a), _tree_form(b)
    assert _key(naive.form_of(g)) == _key(brute_canonical(fa))
    assert _key(naive.form_of(g + h)) == _key(brute_canonical(naive.add(fa, fb)))
    assert (g <= h) == naive.le(fa, fb)
    for x in (g, g + h):
        assert game(str(x)) is x
        assert game(format(x, "u")) is x


def _assert_not_a_missed_nus(g):
    """A general game must not equal any x + n.↑ + *m (else two objects share one value)."""
    if g._nus is not None:
        return
    left, right = stops(g)
    if left != right:
        return
    b = g.birthday
    for n in range(-b - 1, b + 2):
        for m in range(2 * b + 3):
            assert g.compare(nus(left, n, m)) != "="


dyadics = st.builds(lambda a, k: Fraction(a, 2 ** k),
                    st.integers(-2 ** 70, 2 ** 70) | st.integers(-9, 9), st.integers(0, 80))


@settings(max_examples=60, suppress_health_check=list(HealthCheck))
@given(_trees(), dyadics)
def test_interning_through_translate_negate_and_rebuild(t, x):
    g = _tree_game(t)
    d = game(x)
    shifted = g + d
    assert shifted - d is g
    assert Game(shifted.left_options, shifted.right_options) is shifted
    assert -(-shifted) is shifted
    assert Game([-o for o in shifted.right_options], [-o for o in shifted.left_options]) is -shifted
    assert game(str(shifted)) is shifted
    assert hash(game(str(shifted))) == hash(shifted)
    if shifted._nus is None:
        assert shifted._core._shift == Dyadic(0)
        assert stops(shifted._core)[0] == Dyadic(0)
        assert shifted._shift == stops(shifted)[0]
    _assert_not_a_missed_nus(g)


@settings(max_examples=80)
@given(dyadics, st.integers(-10 ** 6, 10 ** 6) | st.integers(-5, 5),
       st.integers(0, 10 ** 9) | st.integers(0, 9))
def test_number_up_star_round_trips_with_large_parts(x, n, m):
    g = number_up_star(x, n, m)
    assert game(str(g)) is g
    assert game(format(g, "u")) is g
    assert g - number_up_star(x, 0, 0) is number_up_star(0, n, m)


@pytest.mark.parametrize("x", ["0", "-1", "1/2", "-17/16", "7/2", "-1/1024"])
@pytest.mark.parametrize("kind", [power, power_to])
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("m", [0, 1, 3])
def test_uptimals_with_number_and_nimber_parts_round_trip(x, kind, n, m):
    for sign in (1, -1):
        g = game(x) + sign * kind(up, n) + nimber(m)
        assert game(str(g)) is g
        assert game(format(g, "u")) is g


@pytest.mark.parametrize("arg", ["{1|0}", "-1", "-1/2", "*", "^", "{2|1}", "{0|-1}", "+-1",
                                 "-2*", "{1|-1/2}", "Tiny(1)", "^<2>"])
@pytest.mark.parametrize("shift_by", ["0", "1/2", "-3"])
def test_tiny_miny_of_general_games_round_trip(arg, shift_by):
    for g in (tiny(game(arg)), miny(game(arg)), switch(game(arg)), switch(-game(arg))):
        g = g + game(shift_by)
        assert game(str(g)) is g
        assert game(format(g, "u")) is g


def test_huge_closed_forms_are_instant_and_interned():
    assert nimber(10 ** 6) + nimber(3) is nimber(10 ** 6 ^ 3)
    assert game(10 ** 30) - game(10 ** 30 - 1) is game(1)
    assert game("1/2**200") + game("1/2**200") is game("1/2**199")
    assert nus(Dyadic(4, 3)) is game("1/2")
    assert Game([0], [game("1/2**300")]) is game("1/2**301")


@pytest.mark.parametrize("text", ["1e5", "^^<2>", "{}", "{1|2}}", "^<0>", "--1", "(1,2)", ")",
                                  "Tiny()", "{,|}", "2**100001"])
def test_bad_text_gives_parse_errors(text):
    with pytest.raises((ParseError, NotShortError)):
        game(text)


def test_errors_are_cgt_errors():
    assert issubclass(ParseError, CGTError) and issubclass(NotShortError, CGTError)
