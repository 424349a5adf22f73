"""Values and identities from the literature, each with its source."""
import pytest

from cgt import Game, game, nimber, star, up, down, zero, switch, tiny, miny
from cgt.short import power, power_to
from literature_tables import NIM_ADDITION_TABLE


def test_up_is_zero_star():
    # Winning Ways vol. 1, ch. 3 ("up"); vol. 2, ch. 11, "Sidling Towards a Game" uses {0|*} = ↑.
    assert game("{0|*}") is up
    assert Game([0], [star]) == up


def test_double_up():
    # Winning Ways vol. 1, ch. 3: ⇑ = ↑ + ↑ = {0 | ↑*}.
    assert up + up == Game([0], [up + star])
    assert str(up + up) == "^^"


def test_up_star_is_confused_with_zero():
    # Winning Ways vol. 1, ch. 3: ↑* is fuzzy (first player wins).
    assert (up + star).compare(0) == "||"
    assert (up + star).outcome == "N"
    assert game("{0,*|0}") == up + star


def test_bogus_nim_heap():
    # Winning Ways ch. 3, "Bogus Nim-Heaps and the Mex Rule".
    heaps = [nimber(k) for k in (0, 1, 2, 5, 6, 9)]
    assert Game(heaps, heaps) is nimber(3)
    assert game("{*0,*1,*2,*5,*6,*9|*0,*1,*2,*5,*6,*9}") == nimber(3)


def test_white_knight_mex():
    # Winning Ways ch. 3, "The White Knight": options 0, 3, 0, 1 give *2.
    options = [nimber(k) for k in (0, 3, 0, 1)]
    assert Game(options, options) is nimber(2)


# Winning Ways ch. 3, Table 2, "A Nim-Addition Table".
NIM_ADDITION = [[int(x) for x in row.split()] for row in NIM_ADDITION_TABLE.strip().splitlines()]


def test_nim_addition_table_closed_form():
    table = NIM_ADDITION
    for a in range(16):
        for b in range(16):
            assert nimber(a) + nimber(b) is nimber(table[a][b])
    assert nimber(6) + nimber(3) is nimber(5)  # the worked entry of Table 2


def test_nim_addition_table_from_the_options():
    # The book's method: *a + *b is the mex of its options *a' + *b and *a + *b'.
    table = NIM_ADDITION
    value = {}
    for a in range(16):
        for b in range(16):
            options = [value[a2, b] for a2 in range(a)] + [value[a, b2] for b2 in range(b)]
            value[a, b] = Game(options, options)
            assert value[a, b] is nimber(table[a][b])


def test_switch_plus_itself_is_zero():
    # Winning Ways vol. 1, ch. 2 (±1 + ±1 = 0: the second player copies).
    assert game("{1|-1}") + game("{1|-1}") is zero


@pytest.mark.parametrize("text, value", [
    ("{0|1}", "1/2"),    # Winning Ways vol. 1, ch. 2
    ("{1|2}", "3/2"),    # Winning Ways, vol. 2, ch. 11 (sidling)
    ("{1|}", "2"),       # Winning Ways, vol. 2, ch. 11
    ("{*|0}", "v"),      # Winning Ways, vol. 2, ch. 11
    ("{|}", "0"),
    ("{-1|1}", "0"),     # simplicity rule, Siegel II.3
    ("{0|0}", "*"),
    ("{0|v}", "*"),      # ↓ reverses through *
    ("{^|v}", "*"),
])
def test_simple_values(text, value):
    assert game(text) is game(value)


def test_sisyphus_value():
    # Winning Ways vol. 2, ch. 11, "Sisyphus": {4 | 4 1/16} = 4 1/32.
    assert Game([4], ["65/16"]) is game("129/32")


def test_sidling_from_below():
    # Winning Ways, vol. 2, ch. 11, "Stoppers Have Only One Side": x -> {0|x} from 0 gives 0, *,
    # ↑, ⇑*, 3.↑, 4.↑*, ...
    x = zero
    seen = []
    for _ in range(6):
        seen.append(str(x))
        x = Game([0], [x])
    assert seen == ["0", "*", "^", "^^*", "^3", "^4*"]


def test_glossary_ups():
    # Winning Ways vol. 2, glossary: ⇑* = {0|↑}, 3.↑ = {0|⇑*}, 4.↑ = {0|3.↑*} (restored arrows).
    assert game("{0|^}") is 2 * up + star
    assert game("{0|^^*}") is 3 * up
    assert game("{0|^3*}") is 4 * up


def test_uptimals():
    # Winning Ways vol. 2, ch. 11 (upon) and glossary: ↑² = {0|↓*}, ↑³ = {0|↓+↓²+*},
    # {↑|*} = ↑ + ↑² = ↑^[2], {↑+↑²|*} = ↑^[3].
    up2, up3 = power(up, 2), power(up, 3)
    assert up2 is game("{0|v*}")
    assert up3 is Game([0], [down - up2 + star])
    assert game("{^|*}") is up + up2 is power_to(up, 2)
    assert Game([up + up2], [star]) is power_to(up, 3)
    assert power_to(up, 3) is up + up2 + up3
    assert str(up3) == "^<3>" and str(power_to(up, 3)) == "^[3]"
    assert up3 is game("{0||0|0,v*}")


def test_uptimal_order():
    # Siegel, CGT, II.4: ↑ⁿ > 0, and k.↑ⁿ⁺¹ < ↑ⁿ; ↑² is confused with *.
    for n in range(1, 4):
        assert power(up, n) > 0
        for k in (1, 2, 5):
            assert k * power(up, n + 1) < power(up, n)
    assert power(up, 2).compare(star) == "||"
    assert power_to(up, 2).compare(up + star) == "||"


def test_tiny_and_miny():
    # Winning Ways vol. 2, glossary: tiny-two = {0||0|-2}, Miny(x) = {x|0||0}.
    assert tiny(2) is game("{0||0|-2}")
    assert miny(2) is game("{2|0||0}") is -tiny(2)
    assert str(tiny(2)) == "Tiny(2)" and str(miny("1/4")) == "Miny(1/4)"
    assert 0 < tiny(2) < power(up, 5)  # computed
    assert tiny(2) < tiny(1) < up


def test_switches():
    # ±1 + ±2 = {3|1||-1|-3} (computed); 3 ± 1 = {4|2} (Winning Ways, vol. 1, ch. 6).
    assert game("+-1+-2") is game("{3|1||-1|-3}")
    assert game("3+-1") is game("{4|2}")
    assert switch(1) is game("{1|-1}")


def test_hot_game_stops():
    # Stops (Winning Ways, vol. 1, ch. 6): L({4|2||-2}) = 2 and R = -2; {3|-1} has stops 3 and -1.
    g = game("{4|2||-2}")
    assert (g.left_stop, g.right_stop) == (2, -2)
    h = game("{3|-1}")
    assert (h.left_stop, h.right_stop) == (3, -1)
