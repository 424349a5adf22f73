"""The two "ugly" products: the ugly product of acrostic games (Winning Ways, ch. 14; the values
of CGSuite's ``UglyProduct``) and the ordinary mex product (ONAG, ch. 6's definition of the
nim-product with ordinary addition). They agree up to 14 × 2 and part at 14 × 3."""
import itertools

import pytest

from cgt import game, nimber
from cgt.compounds.acrostic import AcrosticProduct
from cgt.errors import CGTValueError, ResourceError
from cgt.impartial.rulesets import MOTLEY, RULER
from cgt.numbers.ugly_product import ordinary_mex_product, ugly_product


def test_ugly_product_matches_cgsuite_row_of_14():
    # CGSuite's test of UglyProduct: [14 UglyProduct n for n from 1 to 16].
    assert [ugly_product(14, n) for n in range(1, 17)] == \
        [14, 13, 3, 13, 3, 0, 14, 7, 9, 10, 4, 10, 4, 7, 9, 23]


def test_ugly_product_of_powers_of_two():
    assert [ugly_product(2, 2), ugly_product(4, 4), ugly_product(8, 8)] == [1, 2, 4]
    assert [ugly_product(4, 2), ugly_product(8, 2), ugly_product(8, 4)] == [5, 9, 10]


@pytest.mark.parametrize("a, b, c", itertools.product(range(12), repeat=3))
def test_ugly_product_distributes_over_nim_addition(a, b, c):
    assert ugly_product(a ^ b, c) == ugly_product(a, c) ^ ugly_product(b, c)
    assert ugly_product(a, b) == ugly_product(b, a)


def test_ugly_product_is_the_value_of_acrostic_products_of_ruler_and_motley():
    # The definition by the games: a brute-force mex over the moves of the acrostic product.
    for first, second, size in ((MOTLEY, RULER, 6), (RULER, RULER, 12), (MOTLEY, MOTLEY, 6)):
        product = AcrosticProduct(first, second)
        for x, y in itertools.product(range(1, size + 1), repeat=2):
            assert product.searched_value(x, y) == \
                ugly_product(first.coin_value(x), second.coin_value(y))


def test_ugly_product_has_zero_divisors_and_is_not_associative():
    assert ugly_product(14, 6) == 0
    assert ugly_product(ugly_product(2, 2), 4) != ugly_product(2, ugly_product(2, 4))


def brute_mex_product(n):
    table = {}
    for a in range(n):
        for b in range(n):
            seen = {table[x, b] + table[a, y] + table[x, y] for x in range(a) for y in range(b)}
            table[a, b] = min(set(range(len(seen) + 1)) - seen)
    return table


def test_ordinary_mex_product_table():
    table = brute_mex_product(9)
    for (a, b), v in table.items():
        assert ordinary_mex_product(a, b) == v == ordinary_mex_product(b, a)
    assert [ordinary_mex_product(14, n) for n in range(1, 5)] == [14, 13, 16, 15]


def test_the_two_products_part_at_14_times_3():
    assert ugly_product(14, 2) == ordinary_mex_product(14, 2) == 13
    assert (ugly_product(14, 3), ordinary_mex_product(14, 3)) == (3, 16)


def test_nimber_ugly_product_uses_the_ugly_product():
    assert nimber(14).ugly_product(nimber(3)) is nimber(3)
    assert nimber(14).ugly_product(nimber(6)) is nimber(0)


def test_refusals():
    with pytest.raises(CGTValueError):
        ugly_product(-1, 2)
    with pytest.raises(CGTValueError):
        game("^").ugly_product(nimber(2))
    with pytest.raises(ResourceError):
        ordinary_mex_product(1000, 1000)
