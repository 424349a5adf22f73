"""The acrostic product of two heap games (Winning Ways, ch. 14), against the table of Motley ⊗
Ruler computed from the definition, Acrostic Twins (x ⊕ y), and the ugly product."""
import itertools

import pytest

from cgt.compounds.acrostic import AcrosticError, AcrosticProduct
from cgt.impartial.rulesets import MOCK_TURTLES, MOTLEY, RULER, TWINS
from cgt.impartial.take_and_break import TakeAndBreak
from cgt.numbers.ugly_product import ugly_product

# Motley ⊗ Ruler, m = 0..5 (rows), n = 0..20 (columns).
MOTLEY_RULER = [
    [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4],
    [1, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4],
    [2, 2, 1, 2, 5, 2, 1, 2, 9, 2, 1, 2, 5, 2, 1, 2, 17, 2, 1, 2, 5],
    [4, 4, 5, 4, 2, 4, 5, 4, 10, 4, 5, 4, 2, 4, 5, 4, 18, 4, 5, 4, 2],
    [8, 8, 9, 8, 10, 8, 9, 8, 4, 8, 9, 8, 10, 8, 9, 8, 20, 8, 9, 8, 10],
    [16, 16, 17, 16, 18, 16, 17, 16, 20, 16, 17, 16, 18, 16, 17, 16, 8, 16, 17, 16, 18],
]


def test_motley_ruler_table():
    assert AcrosticProduct(MOTLEY, RULER).table(6, 21) == MOTLEY_RULER


def test_the_two_methods_agree_on_motley_ruler():
    product = AcrosticProduct(MOTLEY, RULER)
    for m, n in itertools.product(range(1, 6), range(1, 21)):
        assert product.ugly_value(m, n) == MOTLEY_RULER[m][n] == \
            ugly_product(2 ** (m - 1), RULER.coin_value(n))


def test_edges_are_the_factor_games():
    product = AcrosticProduct(MOTLEY, RULER)
    assert [product.searched_value(0, n) for n in range(1, 9)] == RULER.values(8)
    assert [product.searched_value(m, 0) for m in range(1, 6)] == MOTLEY.values(5)


def test_acrostic_twins_is_nim_addition():
    product = AcrosticProduct(TWINS, TWINS)
    for x, y in itertools.product(range(1, 9), repeat=2):
        assert product.searched_value(x, y) == (x - 1) ^ (y - 1)


def test_the_ugly_product_is_not_a_general_rule():
    product = AcrosticProduct(MOCK_TURTLES, RULER)
    assert (product.searched_value(6, 4), product.ugly_value(6, 4)) == (12, 11)


def test_heap_games_as_factors():
    # Dawson's-like 0.77 on one side: a move to two heaps leaves two pairs.
    product = AcrosticProduct(TakeAndBreak("0.77"), RULER)
    assert sorted(product.moves(3, 0)) == [((1, 0),), ((1, 0), (1, 0)), ((2, 0),)]
    assert [product.searched_value(m, 0) for m in range(6)] == \
        [TakeAndBreak("0.77").nim_value(m) for m in range(6)]
    assert product.table(4, 6)[3] == [3, 3, 4, 3, 1, 3]


def test_refusals_and_repr():
    with pytest.raises(AcrosticError):
        AcrosticProduct(RULER, 3)
    with pytest.raises(AcrosticError):
        AcrosticProduct(RULER, RULER).searched_value(-1, 2)
    assert repr(AcrosticProduct(MOTLEY, RULER)) == (
        "AcrosticProduct(Turning('1+', 'Motley'), Turning('1+C', 'Ruler'))")
    assert AcrosticProduct(MOTLEY, RULER) == AcrosticProduct(MOTLEY, RULER)
