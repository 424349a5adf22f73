"""Algebraic laws on random games of birthday <= 4, and agreement with the raw definition."""
from hypothesis import given, settings, strategies as st

import naive_games as naive
from cgt import Game, game, zero
from game_strategies import forms, games, to_game


@given(games(), games(), games())
def test_sum_is_a_commutative_group(g, h, k):
    assert g + h is h + g
    assert (g + h) + k is g + (h + k)
    assert g + zero is g
    assert g - g is zero
    assert -(-g) is g
    assert -(g + h) is -g - h


@given(games(), games(), games())
def test_order_laws(g, h, k):
    assert g <= g
    if g <= h and h <= g:
        assert g is h
    if g <= h and h <= k:
        assert g <= k
    # the order is compatible with sums
    assert (g <= h) == (g + k <= h + k)
    assert (g <= h) == (-h <= -g)


@given(games(), games())
def test_compare_agrees_with_the_operators(g, h):
    relation = g.compare(h)
    assert (relation == "=") == (g == h)
    assert (relation == "<") == (g < h)
    assert (relation == ">") == (g > h)
    assert (relation == "||") == (not g <= h and not h <= g)
    assert {"L": ">", "R": "<", "P": "=", "N": "||"}[g.outcome] == g.compare(0)


@given(forms(4))
def test_canonical_form_is_equal_to_the_form(form):
    g = to_game(form)
    canonical = naive.form_of(g)
    assert naive.le(form, canonical) and naive.le(canonical, form)


@given(forms(3), forms(3))
def test_order_agrees_with_the_definition(a, b):
    assert (to_game(a) <= to_game(b)) == naive.le(a, b)


@given(forms(3), forms(3))
def test_sum_agrees_with_the_definition(a, b):
    total = naive.form_of(to_game(a) + to_game(b))
    raw = naive.add(a, b)
    assert naive.le(total, raw) and naive.le(raw, total)


@given(games())
def test_canonical_is_idempotent(g):
    assert Game(g.left_options, g.right_options) is g


@given(games())
def test_notation_round_trip(g):
    assert game(str(g)) is g
    assert game(format(g, "u")) is g


@given(games())
def test_no_option_is_dominated_or_reversible(g):
    left, right = g.left_options, g.right_options
    for a in left:
        assert not any(a is not b and a <= b for b in left)
        assert not any(ar <= g for ar in a.right_options)
    for a in right:
        assert not any(a is not b and b <= a for b in right)
        assert not any(al >= g for al in a.left_options)


@given(games(), st.integers(-6, 6))
def test_integer_multiples(g, k):
    total = zero
    for _ in range(abs(k)):
        total = total + (g if k > 0 else -g)
    assert k * g is total is g * k


@given(games())
def test_birthday_is_that_of_the_canonical_form(g):
    options = g.left_options + g.right_options
    assert g.birthday == 1 + max((x.birthday for x in options), default=-1)


@settings(max_examples=50)
@given(st.integers(-40, 40), st.integers(0, 6), st.integers(-5, 5), st.integers(0, 9))
def test_number_up_star_options_are_canonical(num, exp, n, m):
    # Closed-form games against the game rebuilt from their own options.
    from cgt import number_up_star
    from fractions import Fraction

    g = number_up_star(Fraction(num, 2 ** exp), n, m)
    rebuilt = Game(g.left_options, g.right_options)
    assert rebuilt is g
    assert g.birthday == 1 + max((x.birthday for x in g.left_options + g.right_options), default=-1)
