"""Domineering and Cram: literature values, symmetry, and agreement with second methods."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, switch, tiny, zero
from cgt.rulesets import Cram, Domineering, value
from cgt.rulesets.engine import TranspositionTable, plain_value
from cgt.rulesets.grid import BoardError


class Mirrored(Domineering):
    """Domineering through the generic engine, with keys that are the rows of the board up to
    the mirrors and the half turn only: no bitmask expansion, no transposition, no shape keys."""

    __slots__ = ()

    def canonical_key(self):
        stride, full = self.cols + 1, (1 << self.cols) - 1
        rows = tuple((self.empty >> (r * stride)) & full for r in range(self.rows))
        flipped = tuple(int(format(row, f"0{self.cols}b")[::-1], 2) for row in rows)
        return self.cols, min(rows, rows[::-1], flipped, flipped[::-1])


SECOND_TABLE = TranspositionTable()


def second_method(rows, cols):
    return value(Mirrored.rectangle(rows, cols), SECOND_TABLE)


# -- values from the literature ------------------------------------------------------------

def test_strips_count_moves():
    # A column of 2n or 2n+1 squares is n free moves for Left, a row n for Right
    # (Winning Ways, vol. 1, pp. 119-122, Domineering).
    for n in range(1, 9):
        assert Domineering.rectangle(n, 1).value == game(n // 2)
        assert Domineering.rectangle(1, n).value == game(-(n // 2))


def test_small_boards_of_winning_ways():
    # The 2 x 2 square is +-1 (Winning Ways, vol. 1, pp. 119-122, Domineering).
    assert Domineering.rectangle(2, 2).value == switch(1)
    # "A 4x2 rectangle in Domineering has value +_2" (WW vol. 2, ch. 11, "Plumtrees Are Nicer!"): 4
    # rows, 2 columns, tiny-two, a positive infinitesimal; its transpose is miny-two.
    assert Domineering.rectangle(4, 2).value == tiny(2)
    assert Domineering.rectangle(2, 4).value == -tiny(2)


def test_outcomes_of_square_boards():
    # Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering" (Theor. Comp. Sci. 230,
    # 2000), Table 1; Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular
    # boards?" (MSRI 42, 2002): 2x2, 3x3 and 4x4 are first-player wins, 5x5 a second-player win.
    for n in (2, 3, 4):
        assert Domineering.rectangle(n, n).value.outcome == "N"
    assert Domineering.rectangle(5, 5).value is zero


def test_four_by_four_value():
    # +-(0, G) with G = {{2|0}, {2|{2|0}} | Miny(2), {2|0}}: the form that two independent
    # programs print for the 4 x 4 board (pycgt 0.2.0 and cgt-py 0.11.0).
    g = game("{{2|0},{2|{2|0}}|Miny(2),{2|0}}")
    assert Domineering.rectangle(4, 4).value == game("{0," + str(g) + "|0," + str(-g) + "}")


# -- symmetry ----------------------------------------------------------------------------------

def boards(max_rows=3, max_cols=4):
    return st.integers(1, max_rows).flatmap(
        lambda r: st.integers(1, max_cols).flatmap(
            lambda c: st.lists(st.sampled_from(".#."), min_size=r * c, max_size=r * c).map(
                lambda cells: "|".join("".join(cells[i * c:(i + 1) * c]) for i in range(r)))))


def transpose(text):
    return "|".join("".join(col) for col in zip(*text.split("|")))


@given(boards())
@settings(max_examples=60, deadline=None)
def test_transposing_negates_and_mirroring_keeps(board):
    g = Domineering(board).value
    assert Domineering(transpose(board)).value == -g
    mirrored = "|".join(row[::-1] for row in board.split("|"))
    assert Domineering(mirrored).value == g
    assert Domineering("|".join(reversed(board.split("|")))).value == g


@given(boards())
@settings(max_examples=80, deadline=None)
def test_agrees_with_plain_search(board):
    """The definition alone (no regions, no symmetry) on boards up to 3 x 4."""
    position = Domineering(board)
    assert position.value == plain_value(position)


@given(boards(2, 9))
@settings(max_examples=50, deadline=None)
def test_two_row_boards_agree_with_plain_search(board):
    """Boards of one or two rows split into runs of columns rather than by a flood."""
    position = Domineering(board)
    assert position.value == plain_value(position)


@given(boards(2, 3), boards(2, 3))
@settings(max_examples=30, deadline=None)
def test_separate_regions_add(a, b):
    rows_a, rows_b = a.split("|"), b.split("|")
    height = max(len(rows_a), len(rows_b))
    rows_a += ["#" * len(rows_a[0])] * (height - len(rows_a))
    rows_b += ["#" * len(rows_b[0])] * (height - len(rows_b))
    joined = "|".join(x + "#" + y for x, y in zip(rows_a, rows_b))
    assert Domineering(joined).value == Domineering(a).value + Domineering(b).value


# -- every rectangle up to 25 squares, and 2 x n up to 2 x 14, by a second method ---------------
# Each board r x c with r <= c is valued by the second method; its transpose c x r is checked
# against the negative, since transposing a board swaps the players' moves.

SMALL = [(r, c) for r in range(1, 5) for c in range(r, 17) if r * c <= 16]
LARGE = [(r, c) for r in range(1, 6) for c in range(r, 26) if 16 < r * c <= 25]
LARGE += [(2, 13), (2, 14)]


def check_rectangle(rows, cols):
    g = second_method(rows, cols)
    assert Domineering.rectangle(rows, cols).value == g
    assert Domineering.rectangle(cols, rows).value == -g


@pytest.mark.parametrize("rows,cols", SMALL)
def test_rectangles_up_to_16_squares(rows, cols):
    check_rectangle(rows, cols)


@pytest.mark.slow
@pytest.mark.parametrize("rows,cols", LARGE)
def test_rectangles_up_to_25_squares_and_two_by_fourteen(rows, cols):
    check_rectangle(rows, cols)


# -- text, errors, holes -------------------------------------------------------------------

def test_text_round_trip_and_picture():
    board = Domineering("..#|...")
    assert board.text == "..#|..."
    assert Domineering(board.text) == board
    assert hash(Domineering("..#|...")) == hash(board)
    assert repr(board) == "Domineering('..#|...')"
    assert str(board).splitlines() == ["\u25a1 \u25a1 \u25a0", "\u25a1 \u25a1 \u25a1"]
    assert len(board.left_options()) == 2 and len(board.right_options()) == 3


def test_bad_boards():
    for bad in ("..|.", ".x.", 42):
        with pytest.raises(BoardError):
            Domineering(bad)
    with pytest.raises(BoardError):
        Domineering.rectangle(-1, 3)
    # A board with no squares is the game 0, not an error.
    assert Domineering("").value == Domineering.rectangle(0, 3).value == 0


def staircase(n):
    """A band two squares wide running down the diagonal of an n x (n + 1) board."""
    return "|".join("#" * i + ".." + "#" * (n - 1 - i) for i in range(n))


@pytest.mark.parametrize("n", [7, 8, 9])
def test_regions_wide_both_ways_agree_with_plain_search(n):
    # From n = 8 on the band is too wide for rows of 8 bits in either direction, so it is
    # searched with 16-bit rows and without the transposed images.
    for board in (staircase(n), transpose(staircase(n))):
        position = Domineering(board)
        assert position.value == plain_value(position)
        assert Cram(board).value == plain_value(Cram(board))


def test_holes_split_the_board():
    # Two 2 x 2 squares kept apart by a wall of occupied squares are a sum.
    assert Domineering("..#..|..#..").value == switch(1) + switch(1)
    assert Domineering("##|##").value is zero


# -- Cram ----------------------------------------------------------------------------------

def test_cram_strips_follow_their_octal_rule():
    # A 1 x n Cram strip is the octal game 0.07 (Dawson's Kayles' sibling): its second-player
    # wins are n = 0, 1, 5, 9, 15, 21, 25, 29, 35, ... (OEIS A215721).
    p_positions = {n for n in range(1, 36) if Cram.rectangle(1, n).value is zero}
    assert p_positions == {1, 5, 9, 15, 21, 25, 29, 35}


@given(boards())
@settings(max_examples=40, deadline=None)
def test_cram_is_a_nimber_and_agrees_with_plain_search(board):
    g = Cram(board).value
    assert g.is_nimber
    assert g == plain_value(Cram(board))


def test_cram_symmetry_strategies():
    # Winning Ways, Cram (vol. 1, pp. 142, 144; vol. 2, p. 298): on a board
    # with both sides even the second player copies every move turned through the centre; with
    # one side even and one odd, the first player takes the two centre squares and then copies.
    for rows, cols in ((2, 2), (2, 4), (4, 4), (2, 6)):
        assert Cram.rectangle(rows, cols).value is zero
    for rows, cols in ((2, 3), (3, 4), (2, 5), (4, 5)):
        assert Cram.rectangle(rows, cols).value is not zero
