"""The ordinal product G × H and Conway's ugly product of nimbers.

The ordinal product is CGSuite's OrdinalProduct; the identities below are derived from its
definition (each move of H becomes a copy of G, or of -G for Right, played as an ordinal sum)
and checked against a naive implementation on explicit game trees. The ugly product of
nimbers is that of ``cgt.numbers.ugly_product``, tested in tests/numbers/test_ugly_product.py.
"""
import pytest

from cgt import Game, game, nimber
from cgt.errors import CGTValueError

GAMES = ["0", "1", "-1", "*", "^", "{2|0}", "1/2", "{3||2|1}", "Tiny(2)", "*2", "+-1"]


def tree(g):
    """The canonical form of g as nested (left, right) tuples."""
    return (tuple(tree(x) for x in g.left_options), tuple(tree(x) for x in g.right_options))


def negative(t):
    return (tuple(negative(x) for x in t[1]), tuple(negative(x) for x in t[0]))


def ordinal_sum(k, x):
    return (k[0] + tuple(ordinal_sum(k, y) for y in x[0]),
            k[1] + tuple(ordinal_sum(k, y) for y in x[1]))


def product(g, h):
    minus_g = negative(g)
    left = [ordinal_sum(product(g, hl), x) for hl in h[0] for x in g[0]] + \
        [ordinal_sum(product(g, hr), x) for hr in h[1] for x in minus_g[0]]
    right = [ordinal_sum(product(g, hl), x) for hl in h[0] for x in g[1]] + \
        [ordinal_sum(product(g, hr), x) for hr in h[1] for x in minus_g[1]]
    return tuple(left), tuple(right)


def value(t):
    return Game([value(x) for x in t[0]], [value(x) for x in t[1]])


@pytest.mark.parametrize("a", GAMES[:8])
@pytest.mark.parametrize("b", ["0", "1", "-1", "*", "2", "^", "{1|0}"])
def test_agrees_with_the_naive_product(a, b):
    g, h = game(a), game(b)
    assert g.ordinal_product(h) is value(product(tree(g), tree(h)))


@pytest.mark.parametrize("text", GAMES)
def test_units(text):
    g = game(text)
    assert g.ordinal_product(1) is g and game(1).ordinal_product(g) is g
    assert g.ordinal_product(-1) is -g
    assert g.ordinal_product(0) is game(0) and game(0).ordinal_product(g) is game(0)


@pytest.mark.parametrize("a", range(5))
@pytest.mark.parametrize("b", range(5))
def test_nimbers_multiply_as_ordinals(a, b):
    assert nimber(a).ordinal_product(nimber(b)) is nimber(a * b)


def test_ugly_product_of_nimbers():
    assert nimber(14).ugly_product(nimber(2)) is nimber(13)


def test_ugly_product_refusals():
    with pytest.raises(CGTValueError):
        game("^").ugly_product(nimber(2))
