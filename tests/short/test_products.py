"""Incentives, Norton products and Conway products."""
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from cgt import Game, game, nimber, star, up, down, switch, zero, CGTError
from game_strategies import games


def test_incentives():
    # Incentives, computed: ↑ has Left incentive ↓ and Right incentive ↑*;
    # both incentives of {3|-1} are {4|0}.
    assert up.incentives() == ((down,), (up + star,))
    assert game("{3|-1}").incentives() == ((game("{4|0}"),), (game("{4|0}"),))


# -- Norton products: glossary of Winning Ways, vol. 2 -----------------------------------------
# The glossary shows single arrows where double arrows belong; the values below are restored by
# the glossary's own rule for G.↑, and the misprints are listed in docs/errata.md.

@pytest.mark.parametrize("multiplier, extra, value, line", [
    ("1/2", "0", "{^^*|v*}", 5540),          # semi-up
    ("1/2", "*", "{^^|v}", 5542),            # semi-up-star
    ("1/4", "0", "{^^*||0|v3}", 5532),       # quarter-up = {⇑* | 3/2.↓ + *}
    ("1/4", "*", "{^^||*|v3*}", 5534),       # quarter-up-star = {⇑ | 3/2.↓}
    ("3/2", "0", "{^3*|*}", 5544),           # sesqui-up
    ("*", "0", "{^^*|vv*}", 5568),           # starfold-up
    ("+-1", "0", "{^3*|v3*}", 5524),         # (±1).↑, computed
])
def test_glossary_norton_products(multiplier, extra, value, line):
    assert game(multiplier).norton(up) + game(extra) == game(value)


def test_norton_by_up_formula():
    # Winning Ways vol. 2 glossary: G.↑ = {G^L.↑ + ⇑* | G^R.↑ + ⇓*} (arrows restored).
    g = game("{1|*||-1/2}")
    expected = Game([h.norton(up) + 2 * up + star for h in g.left_options],
                    [h.norton(up) - 2 * up + star for h in g.right_options])
    assert g.norton(up) == expected
    semi = game("1/2").norton(up)
    assert semi + semi == up


def test_norton_product_special_units():
    # Overheating from 1* to 1 (Winning Ways, vol. 2, ch. 11, "No Highway") is the Norton product by
    # 1*; U = 1 changes nothing.
    for text in ("{4|2||-2}", "1/2", "^", "3", "{1|*||-1/2}"):
        g = game(text)
        assert g.norton(game("1*")) == g.warm()
        assert g.norton(1) == g
    assert game(5).norton(up) == 5 * up
    with pytest.raises(CGTError):
        game(1).norton(star)
    with pytest.raises(CGTError):
        game(1).norton(0)


@given(games(3), games(3), st.sampled_from(["^", "1*", "^*2", "2", "{2|1}", "^<2>"]))
def test_norton_product_is_additive(g, h, unit):
    # Computed: (G + H).U = G.U + H.U.
    u = game(unit)
    assert (g + h).norton(u) == g.norton(u) + h.norton(u)


# -- Conway products ----------------------------------------------------------------------------

def nim_table(size):
    """a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}, the definition in Conway, ONAG,
    ch. 6, evaluated directly."""
    table = [[0] * size for _ in range(size)]
    for a in range(size):
        for b in range(size):
            seen = {table[x][b] ^ table[a][y] ^ table[x][y] for x in range(a) for y in range(b)}
            table[a][b] = min(set(range(len(seen) + 1)) - seen)
    return table


def test_nim_products():
    # Conway, ONAG, ch. 6: *2·*2 = *3, *2·*3 = *1, *3·*3 = *2, 4⊗4 = 6 (the Fermat
    # 2-power 4 squares to 3/2 of itself), and 8⊗8 = (2⊗4)⊗(2⊗4) = 3⊗6 = 13.
    pairs = {(2, 2): 3, (2, 3): 1, (3, 3): 2, (4, 4): 6, (8, 8): 13}
    for (a, b), c in pairs.items():
        assert nimber(a).conway_product(nimber(b)) == nimber(c)


def test_sixteen_by_sixteen_nim_multiplication_table():
    table = nim_table(16)
    for a in range(16):
        assert [nimber(a).conway_product(nimber(b)) for b in range(16)] == \
            [nimber(c) for c in table[a]]
        if a:  # the nimbers below 16 form a field: every nonzero row is a permutation
            assert sorted(table[a][1:]) == list(range(1, 16))


def product_by_definition(g, h, memo=None):
    """G·H by Conway's formula (ONAG, ch. 1) on canonical forms, with no shortcut at all."""
    memo = {} if memo is None else memo
    key = (g._id, h._id)
    if key not in memo:
        def term(a, b):
            return (product_by_definition(a, h, memo) + product_by_definition(g, b, memo)
                    - product_by_definition(a, b, memo))

        gl, gr, hl, hr = g.left_options, g.right_options, h.left_options, h.right_options
        left = [term(a, b) for a in gl for b in hl] + [term(a, b) for a in gr for b in hr]
        right = [term(a, b) for a in gl for b in hr] + [term(a, b) for a in gr for b in hl]
        memo[key] = Game(left, right)
    return memo[key]


small_values = st.one_of(games(2), st.sampled_from(
    ["0", "1", "-1", "2", "1/2", "-3/4", "*", "*2", "*3", "^", "1*", "+-1"]).map(game))


@given(small_values, small_values)
def test_shortcuts_agree_with_the_definition(g, h):
    assert g.conway_product(h) == product_by_definition(g, h)
    assert g.conway_product(h) == h.conway_product(g)


dyadics = st.integers(-40, 40).map(lambda k: Fraction(k, 8))


@given(dyadics, dyadics)
def test_numbers_multiply(x, y):
    # Conway, ONAG, ch. 1: on numbers the product is ordinary multiplication.
    assert game(x).conway_product(game(y)) == game(x * y)


def test_products_with_up():
    # Computed examples; ½·½ = ¼ (ONAG, ch. 1).
    assert game(2).conway_product(up) == up + up
    assert star.conway_product(up) == nimber(2)
    assert game("1/2").conway_product(up) == game("{^*3|*2}")
    assert game("1/2").conway_product("1/2") == game("1/4")
    assert zero.conway_product(switch(3)) is zero
