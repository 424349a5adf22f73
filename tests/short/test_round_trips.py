"""Printing and parsing back: ``game(str(g)) is g`` and the same for the Unicode format, on
switches of many ups, uptimals with number and nimber parts, and Tiny/Miny/switches of general
games."""
import pytest

from cgt import game, miny, nimber, power, power_to, switch, tiny, up


@pytest.mark.parametrize("text", ["+-1^3", "5+-1^3", "+-1/2v4*"])
def test_unicode_switch_of_number_plus_many_ups(text):
    g = game(text)
    assert game(format(g, "u")) is g


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
