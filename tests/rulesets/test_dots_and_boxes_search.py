"""The bitmask solver against a plain memoised search written here from the rules alone.

The search numbers the lines its own way (sorted pairs of neighbouring dots) and finds boxes by
counting complete squares before and after a move, so it shares no geometry with the library;
positions cross over by the dot-coordinate line names ``"r,c-r,c"``.
"""
import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.rulesets.dots_and_boxes import DotsAndBoxes
from cgt.rulesets.dots_and_boxes_board import box_grid
from cgt.rulesets.dots_and_boxes_solver import clear_cache, solve


@functools.lru_cache(maxsize=None)
def plain_board(rows, cols):
    """The lines (pairs of neighbouring dots, sorted) and, per line, the squares it borders."""
    dots = [(r, c) for r in range(rows + 1) for c in range(cols + 1)]
    lines = sorted((a, b) for a in dots for b in dots
                   if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)
    number = {line: i for i, line in enumerate(lines)}
    squares = []
    for r in range(rows):
        for c in range(cols):
            corners = [(r, c), (r, c + 1), (r + 1, c + 1), (r + 1, c)]
            sides = [tuple(sorted((corners[i], corners[(i + 1) % 4]))) for i in range(4)]
            squares.append(sum(1 << number[s] for s in sides))
    bordering = [[s for s in squares if s >> i & 1] for i in range(len(lines))]
    return lines, bordering


@functools.lru_cache(maxsize=None)
def plain_net_score(rows, cols, drawn):
    """Best (mover's boxes - opponent's) from here: the rules, searched by plain recursion."""
    lines, bordering = plain_board(rows, cols)
    if drawn == (1 << len(lines)) - 1:
        return 0
    best = None
    for i in range(len(lines)):
        if drawn >> i & 1:
            continue
        after = drawn | 1 << i
        boxes = sum(after & s == s for s in bordering[i])
        value = boxes + plain_net_score(rows, cols, after) if boxes else -plain_net_score(rows, cols, after)
        best = value if best is None else max(best, value)
    return best


def as_position(rows, cols, drawn):
    lines, _ = plain_board(rows, cols)
    names = [f"{a[0]},{a[1]}-{b[0]},{b[1]}" for i, (a, b) in enumerate(lines) if drawn >> i & 1]
    return DotsAndBoxes(rows, cols, names)


@pytest.mark.parametrize("rows, cols", [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (2, 3)])
def test_empty_boards_agree_with_plain_search(rows, cols):
    assert DotsAndBoxes(rows, cols).net_score() == plain_net_score(rows, cols, 0)


def test_small_empty_board_values():
    # Computed by the plain search above: 1x1 goes to the second player (the 4th line takes the
    # box), 1x2 is a draw, and 2x2 is won by the first player 3 to 1.
    assert [plain_net_score(r, c, 0) for r, c in [(1, 1), (1, 2), (2, 2)]] == [-1, 0, 2]


def positions(rows, cols):
    n = len(plain_board(rows, cols)[0])
    return st.integers(min_value=0, max_value=(1 << n) - 1).map(lambda m: (rows, cols, m))


@settings(max_examples=150, deadline=None)
@given(st.one_of(positions(2, 2), positions(2, 3)))
def test_random_positions_agree_with_plain_search(case):
    rows, cols, drawn = case
    clear_cache()  # solve from this position's own open lines, not a cached whole-board table
    position = as_position(rows, cols, drawn)
    assert position.net_score() == plain_net_score(rows, cols, drawn)
    grid, values = box_grid(rows, cols), position.move_values()
    lines, bordering = plain_board(rows, cols)
    for i, (a, b) in enumerate(lines):
        if not drawn >> i & 1:
            after = drawn | 1 << i
            boxes = sum(after & s == s for s in bordering[i])
            rest = plain_net_score(rows, cols, after)
            name = grid.line_name(grid.line_index(f"{a[0]},{a[1]}-{b[0]},{b[1]}"))
            assert values[name] == (boxes + rest if boxes else -rest)


@settings(max_examples=40, deadline=None)
@given(positions(2, 3))
def test_a_table_from_any_base_gives_the_same_values(case):
    rows, cols, drawn = case
    grid = box_grid(rows, cols)
    mask = as_position(rows, cols, drawn).mask
    whole = solve(grid, 0)
    assert solve(grid, mask).net_score(mask) == whole.net_score(mask)


@settings(max_examples=60, deadline=None)
@given(positions(2, 3))
def test_principal_variation_achieves_the_net_score(case):
    position = as_position(*case)
    start = position.final_score()
    for line in position.principal_variation():
        values = position.move_values()
        assert values[line] == max(values.values()) == position.net_score()
        position, _ = position.play(line)
    assert position.is_over() and position.score() == start


@pytest.mark.parametrize("base", ["", "AB BC CD IJ JK KL", "AE EI DH HL"])
def test_whole_2x3_tables_agree_with_plain_search(base):
    # Every entry of the table, including those copied across the board's symmetries (the
    # bases here are symmetric, so the solver folds them).
    grid = box_grid(2, 3)
    lines, _ = plain_board(2, 3)
    plain_number = [lines.index(tuple(sorted(grid.edge_dots[e]))) for e in range(grid.num_edges)]
    table = solve(grid, grid.lines_mask(base))
    for index, value in enumerate(table.values.tolist()):
        mask = grid.lines_mask(base) | sum(1 << e for i, e in enumerate(table.open_lines) if index >> i & 1)
        plain = sum(1 << plain_number[e] for e in range(grid.num_edges) if mask >> e & 1)
        assert value == plain_net_score(2, 3, plain)
