"""Huge numbers: integers of thousands of digits and dyadics of tiny size print and parse back."""
from cgt import NotShortError, ParseError, game


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
