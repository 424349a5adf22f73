"""The compiled retrograde kernel of the Dots-and-Boxes solver against the same function run as
plain Python (what ``NUMBA_DISABLE_JIT=1`` or a missing numba runs)."""
import numpy as np
import pytest

from cgt.rulesets.dots_and_boxes_board import box_grid
from cgt.rulesets.dots_and_boxes_solver import clear_cache, kernel_arguments, net_scores, solve


def plain_table(grid, base):
    """Every net score of the positions containing ``base``, by the kernel run as Python."""
    open_lines, always, tests, images = kernel_arguments(grid, base)
    values = np.zeros(1 << len(open_lines), dtype=np.int8)
    net_scores.python(values, 0, len(values) - 1, always, tests, images)
    return values


@pytest.mark.parametrize("rows, cols, base", [
    (1, 1, ""), (1, 2, ""), (2, 2, ""), (2, 2, "AB"), (2, 2, "AB BC GH HI"),
    (2, 3, ""), (2, 3, "FG"), (3, 3, "AB BC CD EF FG GH IJ JK KL MN NO OP"),
])
def test_the_compiled_kernel_gives_the_values_of_the_plain_one(rows, cols, base):
    # Bases with no symmetry ("AB"), with the two reflections of a rectangle ("AB BC GH HI" on
    # the 2 x 2 board, the middle line "FG" of the 2 x 3 board) and with all eight of a square.
    grid = box_grid(rows, cols)
    mask = grid.lines_mask(base)
    clear_cache()
    compiled = solve(grid, mask).values
    plain = plain_table(grid, mask)
    assert np.array_equal(compiled, plain)


def test_the_plain_kernel_solves_the_small_empty_boards():
    # The values the plain search of test_dots_and_boxes_search.py finds from the rules: 1x1
    # goes to the second player, 1x2 is a draw, 2x2 is won by the first player 3 to 1.
    assert [plain_table(box_grid(r, c), 0)[0] for r, c in [(1, 1), (1, 2), (2, 2)]] == [-1, 0, 2]
