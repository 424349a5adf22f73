"""Numbers, nimbers and multiples of up of any size print and parse in full, and round-trip,
without touching Python's limit on int/str conversion."""
import decimal
from fractions import Fraction
import sys

import pytest
from hypothesis import given, strategies as st

from cgt import NotShortError, ParseError, game, nimber, number_up_star, up
from cgt.errors import CGTError
from cgt.numbers.dyadic import int_to_text, text_to_int

BIG = [10 ** 5000, 10 ** 5000 - 1, 2 ** 20_000 + 12345, 7 ** 30_000, 10 ** 100_000 + 1]
BIG_IDS = ["10**5000", "10**5000-1", "2**20000+12345", "7**30000", "10**100000+1"]


def reference_text(n):
    """The digits of n by a second route: Decimal(int) converts exactly, without str()."""
    return str(decimal.Decimal(n))


@pytest.fixture(autouse=True)
def int_str_limit_untouched():
    before = sys.get_int_max_str_digits()
    yield
    assert sys.get_int_max_str_digits() == before


@pytest.mark.parametrize("n", BIG, ids=BIG_IDS)
def test_int_text_conversions(n):
    text = int_to_text(n)
    assert text == reference_text(n)
    assert int_to_text(-n) == "-" + text
    assert text_to_int(text) == n


@given(st.integers(min_value=0, max_value=10 ** 12000))
def test_int_text_conversions_of_any_size(n):
    assert int_to_text(n) == reference_text(n)
    assert text_to_int(int_to_text(n)) == n


def test_leading_zeros_and_powers_of_ten():
    assert text_to_int("0" * 9000 + "42") == 42
    assert int_to_text(10 ** 9000) == "1" + "0" * 9000


@pytest.mark.parametrize("n", BIG[:3], ids=BIG_IDS[:3])
def test_nimbers_ups_and_numbers_print_in_full(n):
    digits = reference_text(n)
    assert str(nimber(n)) == "*" + digits
    assert repr(n * up) == "^" + digits
    assert str(-n * up) == "v" + digits
    assert str(game(n)) == digits
    assert format(n * up, "u") == digits + "·↑"
    assert format(nimber(n), "latex") == r"\ast" + digits
    for g in (nimber(n), n * up, -n * up, game(n), game(-n),
              number_up_star(Fraction(n + 1, 2 ** 70), -n, n)):
        assert game(str(g)) is g
        assert game(format(g, "u")) is g


def test_the_cases_of_the_issue():
    assert str(nimber(10 ** 5000)) == "*1" + "0" * 5000
    assert repr(10 ** 10000 * up) == "^1" + "0" * 10000
    assert str(game("*" + "9" * 5000)) == "*" + "9" * 5000
    with pytest.raises(NotShortError, match="not a dyadic rational"):
        game("1/" + "9" * 5000)


def test_long_fractions():
    g = game("3/2**1000000")          # the power of two is held as its exponent
    assert str(g) == "3/2**1000000" and game(str(g)) is g
    assert g.birthday == 1_000_001     # m/2^k in (0, 1), m odd, is born on day k + 1
    assert game(str(2 ** 3000 + 1) + "/2**3000") is game("1/2**3000") + 1
    assert game("6/" + int_to_text(3 * 2 ** 20000)) is game("1/2**19999")
    with pytest.raises(NotShortError):
        game("1/3**1000000000")          # refused without building 3**1000000000


@pytest.mark.parametrize("text", ["1e100000000", "1E5", "2e+3", "1.5", "10**100000000",
                                  "1/0", "0/0**1", "^<100000000000>", "1/2**" + "9" * 5000])
def test_no_exponent_notation_or_runaway_sizes(text):
    with pytest.raises(CGTError):
        game(text)


def test_exponent_notation_is_named():
    with pytest.raises(ParseError, match="exponent notation .* at column 2"):
        game("1e100000000")
