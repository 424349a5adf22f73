"""Reduced canonical forms, checked against a second method that works with Inf-dominance."""
import pytest
from hypothesis import given, strategies as st

from cgt import Game, game, star, up, switch
from game_strategies import games


def inf_le(g, h):
    """G <=_Inf H: H - G is at least an infinitesimal, that is R(H - G) >= 0 (Siegel, II.6)."""
    return (h - g).right_stop >= 0


def reduced_by_inf_dominance(g):
    """A second method: reduce the options, then remove Inf-dominated options and
    bypass Inf-reversible ones until none is left (Siegel, CGT, II.6)."""
    if g.left_stop == g.right_stop:
        return game(g.left_stop)
    left = [reduced_by_inf_dominance(h) for h in g.left_options]
    right = [reduced_by_inf_dominance(h) for h in g.right_options]
    while True:
        left = _undominated(left, lambda a, b: inf_le(a, b))
        right = _undominated(right, lambda a, b: inf_le(b, a))
        whole = Game(left, right)
        new_left = _bypassed(left, lambda x: x.right_options, lambda y: inf_le(y, whole),
                             lambda y: y.left_options)
        new_right = _bypassed(right, lambda x: x.left_options, lambda y: inf_le(whole, y),
                              lambda y: y.right_options)
        if new_left is None and new_right is None:
            return whole
        left = left if new_left is None else new_left
        right = right if new_right is None else new_right


def _undominated(options, worse):
    kept = list(dict.fromkeys(options))
    for a in list(kept):
        if any(b is not a and worse(a, b) for b in kept):
            kept.remove(a)
    return kept


def _bypassed(options, replies, reverses, replacement):
    for i, x in enumerate(options):
        for y in replies(x):
            if reverses(y):
                return options[:i] + list(replacement(y)) + options[i + 1:]
    return None


@pytest.mark.parametrize("text, reduced", [
    # Siegel, *CGT*, II.6: infinitesimals reduce to 0, x* to x,
    # numbers stay.
    ("^", "0"), ("*", "0"), ("1/2*", "1/2"), ("-3/8", "-3/8"), ("Tiny(2)", "0"),
    ("{1|*}", "{1|0}"), ("{3||2*|1*}", "{3||2|1}"), ("+-1", "+-1"), ("{2^|-1*}", "{2|-1}"),
])
def test_examples(text, reduced):
    assert game(text).reduced() == game(reduced)


def test_reduction_forgets_infinitesimals():
    g = game("{4|2||-2}")
    for epsilon in (up, star, -up + star, game("Tiny(1)"), game("{^^|vv}")):
        assert (g + epsilon).reduced() == g.reduced()


@given(games(3))
def test_agrees_with_inf_dominance(g):
    assert g.reduced() == reduced_by_inf_dominance(g)


@given(games())
def test_reduced_form_is_close_and_simplest(g):
    r = g.reduced()
    assert (g - r).is_infinitesimal
    assert r.reduced() is r
    assert r.birthday <= g.birthday
