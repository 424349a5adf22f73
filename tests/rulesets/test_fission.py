"""Fission's search against a direct recursion over the rules, and the facts it relies on."""
from functools import lru_cache

from hypothesis import given, settings, strategies as st

from cgt.rulesets.fission import Fission
from cgt.rulesets.fission_search import Images, invariants, masks, parts, stride_for
from cgt.short.game import Game


def direct_value(board):
    """The value by the rules alone: Left splits a stone onto the empty squares above and
    below it, Right onto those left and right of it; {G^L | G^R} over the options."""

    @lru_cache(maxsize=None)
    def value(rows):
        return Game([value(b) for b in splits(rows, 1, 0)], [value(b) for b in splits(rows, 0, 1)])

    return value(tuple(board.split("|")))


def splits(rows, dr, dc):
    out = []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            a, b = (r - dr, c - dc), (r + dr, c + dc)
            if ch == "x" and all(0 <= y < len(rows) and 0 <= x < len(row)
                                 and rows[y][x] == "." for y, x in (a, b)):
                grid = [list(line) for line in rows]
                grid[r][c] = "."
                for y, x in (a, b):
                    grid[y][x] = "x"
                out.append(tuple("".join(line) for line in grid))
    return out


@st.composite
def boards(draw, max_rows=4, max_cols=4, square=False, squares="xx....#"):
    rows = draw(st.integers(1, max_rows))
    cols = rows if square else draw(st.integers(1, max_cols))
    cells = draw(st.lists(st.sampled_from(squares), min_size=rows * cols,
                          max_size=rows * cols))
    return "|".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))


def transposed(board):
    return "|".join("".join(col) for col in zip(*board.split("|")))


def flipped(board):
    return "|".join(board.split("|")[::-1])


def mirrored(board):
    return "|".join(row[::-1] for row in board.split("|"))


@given(st.one_of(boards(), boards(square=True), boards(max_rows=2, max_cols=9),
                 boards(max_rows=9, max_cols=2), boards(max_rows=5, max_cols=5, squares="x..##")))
@settings(max_examples=60, deadline=None)
def test_search_agrees_with_direct_recursion(board):
    assert Fission(board).value == direct_value(board)


@given(boards(max_rows=4, max_cols=5))
@settings(max_examples=40, deadline=None)
def test_images_have_the_same_value_and_transposes_the_negative(board):
    value = Fission(board).value
    assert Fission(flipped(board)).value == value
    assert Fission(mirrored(board)).value == value
    assert Fission(transposed(board)).value == -value


@given(boards(max_rows=6, max_cols=6))
@settings(max_examples=60, deadline=None)
def test_no_split_changes_the_invariants(board):
    rows = tuple(board.split("|"))
    stride = stride_for(len(rows[0]))
    kept = invariants(masks(board, stride)[1], stride)
    for after in splits(rows, 1, 0) + splits(rows, 0, 1):
        assert invariants(masks("|".join(after), stride)[1], stride) == kept


@given(st.sampled_from([1, 2, 3, 5]), st.sampled_from([1, 3, 7, 8, 12, 17]), st.data())
@settings(max_examples=30, deadline=None)
def test_images_of_masks_are_the_mirrored_boards(rows, cols, data):
    # Strides 8, 16 and 32: one byte per row, and several.
    cells = data.draw(st.lists(st.sampled_from("x.#"), min_size=rows * cols,
                               max_size=rows * cols))
    board = "|".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))
    stride = stride_for(cols)
    images = Images(rows, cols, stride)
    _, stones = masks(board, stride)
    assert images.plain(stones) == [masks(b, stride)[1] for b in (
        board, flipped(board), mirrored(board), flipped(mirrored(board)))]
    if rows == cols:
        assert images.turned(stones) == masks(transposed(board), stride)[1]


def test_wide_boards():
    # Rows longer than a byte, where the masks take two or four bytes a row.
    for board in ("x" + "." * 9 + "|" + "." * 8 + "x.", ".x.........x......|..........x.......",
                  ".x.......|.........|........x"):
        assert Fission(board).value == direct_value(board), board
    for board in ("." * 40 + "x" + "." * 40, "|".join("x" if r == 20 else "." for r in range(41)),
                  "|".join("x." if r == 5 else ".#" if r == 7 else ".." for r in range(12))):
        assert Fission(board).value == direct_value(board), board


def test_every_three_by_three_board_of_stones_and_empty_squares():
    for n in range(1 << 9):
        board = "|".join("".join("x" if n >> (3 * r + c) & 1 else "." for c in range(3))
                         for r in range(3))
        assert Fission(board).value == direct_value(board), board


def test_four_by_four_boards_with_two_stones():
    # Each pair of squares once, up to the board's symmetries or not.
    for a in range(16):
        for b in range(a + 1, 16):
            board = "|".join("".join("x" if 4 * r + c in (a, b) else "." for c in range(4))
                             for r in range(4))
            assert Fission(board).value == direct_value(board), board


def test_parts():
    # A part is the squares joined by the three squares a split looks at; a square on no such
    # line, and a part without stones, drop out.
    assert parts("....|.x..|..x.|....") == ["....|.x..|..x.|...."]
    assert parts("x..#.x.|...#...") == ["x..", ".x."]
    assert parts("..#..|.x#x.|..#..") == [".|x|.", ".|x|."]
    assert parts(".x.|.#.|...") == [".x.|.#.|..."]
    assert parts("x#|..") == [] and parts(".x.|...") == [".x."]
    board = "..#...|.x#.x.|..#...|..#..."
    assert parts(board) == ["...|.x.|...|...", ".|x|.|."]
    assert Fission(board).value == direct_value(".|x|.|.") + direct_value("...|.x.|...|...") \
        == direct_value(board)
