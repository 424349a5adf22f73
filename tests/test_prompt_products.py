"""Every input ends promptly, in a value or a CGTError: products, ordinal sums and literal
forms of short games, and nim powers.

Each call here once ran for minutes, grew without bound, or leaked a Python exception. The calls
run under a time limit set by the harness (an interval timer): a call still running when it
expires fails its test. Nothing is timed otherwise.
"""
import pytest

from cgt import game
from cgt.errors import CGTError, CGTTypeError, ResourceError
from cgt.numbers.nim import nim_power, nim_product
from cgt.short.forms import GameForm, form
from time_limits import within_limit


# -- copies and Conway products ----------------------------------------------------------------

def test_copies_of_a_hot_game_that_keep_growing_are_refused():
    with pytest.raises(ResourceError, match="copies"):
        within_limit(lambda: game("{3||2|1}").conway_product(10**100))
    with pytest.raises(ResourceError, match="copies"):
        within_limit(lambda: game(-10**100).conway_product("{3||2|1}"))
    with pytest.raises(ResourceError, match="copies"):
        within_limit(lambda: game(10**100).norton(game("{3||2|1}")))


def test_copies_that_stop_growing_are_computed():
    # a switch has order 2; {1|0} + {1|0} = 1; multiples of up have a closed form
    assert within_limit(lambda: game("{1|-1}").conway_product(10**100)) == 0
    assert within_limit(lambda: game("{1|-1}").conway_product(10**100 + 1)) == game("{1|-1}")
    assert within_limit(lambda: game("{1|0}").conway_product(10**6)) == 500000
    assert within_limit(lambda: game("^").conway_product(10**100)) == game("^") * 10**100


@pytest.mark.parametrize("k", [1, 2, 5, 60, -7])
def test_copies_agree_with_repeated_sums(k):
    g = game("{3||2|1}")
    total = game(0)
    for _ in range(abs(k)):
        total += g if k > 0 else -g
    assert g.conway_product(k) == total == game(k).conway_product(g)


# -- ordinal sums --------------------------------------------------------------------------------

@pytest.mark.parametrize("base", [form("{-1|1}"), game("{1|-1}")])
def test_an_ordinal_sum_over_a_huge_integer_is_refused_at_once(base):
    for h in (-10**100, 10**100):
        with pytest.raises(CGTError, match="ordinal sum"):
            within_limit(lambda: base.ordinal_sum(h))


def test_an_ordinal_sum_of_a_form_still_reads_the_form():
    assert form("{-1|1}").ordinal_sum(1) == game("1/2")
    assert form("{-1|1}").ordinal_sum(-2) == game("-3/4")


# -- literal forms -------------------------------------------------------------------------------

def test_a_sum_of_forms_shares_its_positions():
    # the game tree of this sum, written out, has millions of positions; as shared positions,
    # a few thousand
    total = within_limit(lambda: form("{v<5>|2}+{^6|44}"))
    assert within_limit(lambda: total.canonical) == game("{v<5>|2}") + game("{^6|44}") == 1
    assert within_limit(lambda: total.birthday) == 52
    assert within_limit(lambda: (-total).canonical) == -1
    assert within_limit(lambda: (total - form("{^6|44}")).canonical) == 0


def test_a_sum_of_forms_too_large_to_build_is_refused():
    big = form("{^6|44}")
    with pytest.raises(ResourceError, match="literal sum"):
        within_limit(lambda: big + big + big + big + big)


def test_a_form_sum_is_the_sum_of_values():
    a, b = form("{-1|1}"), form("{{2|1}|0}")
    assert (a + b).canonical == a.canonical + b.canonical
    assert str(a + b) == str(form("{-1|1}+{{2|1}|0}"))


def test_a_form_of_a_million_options_is_refused_at_once():
    with pytest.raises(ResourceError, match="options"):
        within_limit(lambda: GameForm(list(range(10**6)), []))
    with pytest.raises(ResourceError, match="options"):
        within_limit(lambda: GameForm([], range(10**6)))


@pytest.mark.parametrize("bad", [None, 5, 1.5])
def test_a_form_takes_lists_of_options(bad):
    with pytest.raises(CGTTypeError, match="options"):
        GameForm(bad)
    with pytest.raises(CGTTypeError, match="options"):
        GameForm([], bad)


# -- nim powers ----------------------------------------------------------------------------------

def _repeated(a, e):
    result = 1
    for _ in range(e):
        result = nim_product(result, a)
    return result


def test_nim_powers_agree_with_repeated_products():
    for a in range(40):
        for e in range(20):
            assert nim_power(a, e) == _repeated(a, e), (a, e)


def test_a_huge_exponent_is_reduced_by_the_order_of_the_group():
    # *2 lies in GF(4), whose nonzero elements form a group of order 3
    assert within_limit(lambda: nim_power(2, 10**100)) == _repeated(2, 10**100 % 3)
    assert within_limit(lambda: nim_power(200, 10**5000)) == _repeated(200, 10**5000 % 255)
    assert nim_power(0, 10**100) == 0 and nim_power(0, 0) == 1 and nim_power(1, 10**100) == 1


def test_a_nim_power_of_a_huge_nimber_is_refused_at_once():
    with pytest.raises(ResourceError, match="nim-power"):
        within_limit(lambda: nim_power(10**5000, 10**5000))
