"""Coin-turning games and their Tartan products (Winning Ways, vol. 3, ch. 14; ONAG, ch. 11)."""
import itertools
import math
import pickle

import pytest
from hypothesis import given, strategies as st

from cgt.impartial.grundy import grundy
from cgt.impartial.rulesets import RulesetError
from cgt.impartial.rulesets.coins import (
    GRUNT, MOCK_TURTLES, MOEBIUS, MOGUL, MOIDORES, RULER, TRIPLETS, TURNIPS, TURNING_TURTLES,
    TWINS, CoinRow, RuleError, TartanProduct, Turning,
)
from cgt.impartial.take_and_break import GrundysGame
from cgt.numbers.nim import mex, nim_product


def searched(game, count):
    """Coin values by the mex over the listed moves, without the counting shortcut."""
    values = [0]
    for n in range(1, count + 1):
        found = set()
        for others in game.moves(n):
            total = 0
            for c in others:
                total ^= values[c]
            found.add(total)
        values.append(mex(found))
    return values[1:]


def odious(count):
    return [n for n in range(4 * count) if bin(n).count("1") % 2][:count]


def test_mock_turtles_are_the_odious_numbers():
    # Winning Ways, ch. 14, "Mock Turtles": the coin at position n is worth the n-th odious number.
    assert MOCK_TURTLES.values(40) == odious(40)
    assert MOCK_TURTLES.values(8) == [1, 2, 4, 7, 8, 11, 13, 14]


def test_ruler_is_the_ruler_function():
    # Winning Ways, ch. 14, "Ruler": the largest power of 2 dividing the coin's number.
    assert RULER.values(64) == [n & -n for n in range(1, 65)]


def test_nim_like_games():
    # Winning Ways, ch. 14: Turning Turtles is Nim (coin n is a heap of n), and Twins has the
    # coin at n worth n - 1; Triplets is Mock Turtles moved two places (the Mock Turtle theorem).
    assert TURNING_TURTLES.values(30) == list(range(1, 31))
    assert TWINS.values(30) == list(range(30))
    assert TRIPLETS.values(30) == [0, 0] + odious(28)


def test_moebius_and_mogul():
    # Winning Ways, ch. 14, "Moebius" (turn up to five coins): 1, 2, 4, 8, 16, 31, 32, 64, 103,
    # 128, 171, 213, 256, 301, 342, 439, 475, 494 on the 18 coins of the game.
    assert MOEBIUS.values(18) == [1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213, 256, 301,
                                  342, 439, 475, 494]
    # Mogul (up to seven coins) begins with the powers of 2 up to 64 and then 127
    # (Winning Ways, ch. 14); the rest is checked by the search below.
    assert MOGUL.values(8) == [1, 2, 4, 8, 16, 32, 64, 127]


def test_grunt_is_grundys_game():
    # Winning Ways, ch. 14, "Grunt": the coin at n has the value of a heap of n - 1 in Grundy's
    # game (ch. 4), computed here by the heap-game engine.
    assert GRUNT.values(60) == [GrundysGame().nim_value(n) for n in range(60)]
    assert GRUNT.values(14) == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]


# CGSuite's tests of its Spawning rulesets: the nim values of heaps 0..20 and the number of
# moves of coin 20, reproduced here by this module's own computation.
CGSUITE_SPAWNING = {
    "1-3": (191, [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]),
    "1-9": (169766, [0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711,
                     8192, 16384, 26215, 32768, 43691]),
    "3": (171, [0, 0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35]),
    "1+C": (20, [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]),
    "1-3C(5)": (11, [0, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8]),
    "3C(5)": (6, [0, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4]),
    "1-5C": (5, [0, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4]),
    "3E": (9, [0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]),
    "4FS": (9, [0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]),
    "1+S": (2046, [0, 1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]),
}


@pytest.mark.parametrize("rule", sorted(CGSUITE_SPAWNING))
def test_cgsuite_spawning_table(rule):
    moves, values = CGSUITE_SPAWNING[rule]
    game = Turning(rule)
    assert [0] + game.values(20) == values
    if rule == "1-9":
        assert sum(math.comb(19, k) for k in range(9)) == moves  # too many to list quickly
    else:
        assert len(game.moves(20)) == moves


def test_named_games_are_their_rules():
    assert GRUNT.values(20) == Turning("4FS").values(20)
    assert TURNIPS.values(20) == CGSUITE_SPAWNING["3E"][1][1:]
    # CGSuite: Turning("1-3")("htththtth").NimValue is 29 = 1 + 7 + 11 + 16 in nim addition.
    assert MOCK_TURTLES("htththtth").nim_value == 29


@pytest.mark.parametrize("game", [TURNING_TURTLES, TWINS, MOCK_TURTLES, RULER, MOEBIUS, MOGUL,
                                  MOIDORES, GRUNT, TURNIPS, Turning("1+"), Turning("2,4"),
                                  Turning("3+"), Turning("2-3C"), Turning(" 1 , 3 - 4 "),
                                  Turning(lambda n: [(a,) for a in range(1, n) if n % a == 0])])
def test_counted_values_agree_with_the_search_over_moves(game):
    # Second method: the mex over every listed move, against the counting of nim-sums.
    assert game.values(16) == searched(game, 16)


def test_row_values_agree_with_the_grundy_engine():
    # The coin-turning principle (Winning Ways, ch. 14) against the engine on every row of 6 coins,
    # the engine walking the moves of whole rows (no splitting into single heads).
    for game in (MOCK_TURTLES, RULER, GRUNT, TURNIPS):
        memo = {}
        for bits in itertools.product("HT", repeat=6):
            row = game("".join(bits))
            whole = CoinRow._of(game, row.heads)
            assert grundy(_Whole(whole), memo) == row.nim_value
            assert grundy(row) == row.nim_value


class _Whole:
    """A row valued without its components."""

    def __init__(self, row):
        self.row = row

    def options(self):
        return [_Whole(o) for o in self.row.options()]

    def __hash__(self):
        return hash(self.row)

    def __eq__(self, other):
        return isinstance(other, _Whole) and other.row == self.row


def test_a_winning_move_in_mock_turtles():
    # Coins 2, 4, 5 heads: 2 ^ 7 ^ 8 = 13, so the first player wins.
    row = MOCK_TURTLES("THTHH")
    assert row.nim_value == 2 ^ 7 ^ 8 == 13
    assert any(o.nim_value == 0 for o in row.options())


@pytest.mark.parametrize("first,second", [(TWINS, TWINS), (MOCK_TURTLES, RULER),
                                          (RULER, RULER), (GRUNT, TURNIPS),
                                          (TURNING_TURTLES, MOCK_TURTLES)])
def test_tartan_theorem(first, second):
    # The Tartan theorem (Winning Ways, ch. 14; ONAG, ch. 11): a product coin is worth the nim
    # product of the two coins' values; here against the mex over the moves of the product.
    product = TartanProduct(first, second)
    for x in range(1, 8):
        for y in range(1, 8):
            assert product.searched_value(x, y) == nim_product(first.coin_value(x),
                                                               second.coin_value(y))


def test_turning_corners_is_the_nim_multiplication_table():
    # Winning Ways, ch. 14, "Turning Corners" = Twins x Twins: coin (x, y) is worth
    # (x - 1) * (y - 1) in nim multiplication (2 * 2 = 3, 2 * 3 = 1, 4 * 4 = 6: ONAG, ch. 6).
    table = [row[1:] for row in TartanProduct(TWINS, TWINS).table(5, 5)[1:]]
    table = [[0] * 5] + [[0] + row for row in table]
    assert table[2][2] == 3 and table[3][2] == 1 and table[4][4] == 6


def test_mock_turtles_times_ruler_table():
    # The product table of Mock Turtles x Ruler from the Tartan theorem, rows y = 1, 2, 3:
    # Ruler's row values are 1, 2, 1, so rows 0 and 2 repeat Mock Turtles and row 1 is 2 * odious.
    table = TartanProduct(MOCK_TURTLES, RULER).table(6, 3)
    assert table[0] == table[2] == [1, 2, 4, 7, 8, 11]
    # 2 * 11 = 2 * 8 + 2 * 2 + 2 * 1 = 12 + 3 + 2 = 13 (nim sums and products).
    assert table[1] == [2, 3, 8, 9, 12, 13]


def test_product_grid_against_the_engine():
    product = TartanProduct(MOCK_TURTLES, RULER)
    memo = {}
    for cells in itertools.combinations([(x, y) for x in range(1, 4) for y in range(1, 4)], 3):
        grid = product(cells)
        assert grundy(_Whole(grid), memo) == grid.nim_value


@given(st.text(alphabet="HT", max_size=12))
def test_row_text_round_trip(text):
    row = RULER(text)
    assert str(row) == text.rstrip("T")
    assert RULER(str(row)) == row


def test_degenerate_rows():
    # No coins, or all tails, is the game 0.
    for game in (MOCK_TURTLES, RULER, GRUNT):
        for row in (game(""), game("TTT"), game([])):
            assert row.nim_value == 0 and grundy(row) == 0 and row.options() == []
    assert TartanProduct(TWINS, RULER)("").nim_value == 0


@pytest.mark.parametrize("rule", ["", "0", "3-1", "a", "1-", "1+2", "C", "1,,2", "1C(0)", "2X"])
def test_bad_rules(rule):
    with pytest.raises(RuleError, match="rule"):
        Turning(rule)


def test_bad_rows():
    with pytest.raises(RulesetError, match="column 3"):
        RULER("HTx")
    with pytest.raises(RulesetError):
        RULER([0])
    with pytest.raises(RulesetError):
        Turning(lambda n: [(n,)]).moves(2)
    with pytest.raises(RulesetError):
        RULER.coin_value(0)


def test_positions_pickle_and_compare_by_rule():
    row = MOCK_TURTLES("THTHH")
    again = pickle.loads(pickle.dumps(row))
    assert again == row and hash(again) == hash(row) and again.nim_value == 13
    assert Turning("1-3")("THTHH") == row
    grid = TartanProduct(TWINS, RULER)("TH|HT")
    assert pickle.loads(pickle.dumps(grid)) == grid
