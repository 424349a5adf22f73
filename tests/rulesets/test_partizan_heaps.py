"""Northcott's game and Poker-Nim: loopy positions valued through reversible moves."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import nimber
from cgt.errors import LoopyPositionError
from cgt.rulesets import Northcott, PokerNim, value
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError


def test_engine_values_the_loopy_graph():
    # The retreats and the additions to heaps are reversible: the loopy values are the nimbers
    # (Winning Ways, ch. 3, "Northcott's Game" and "Poker-Nim").
    assert value(Northcott("x..o")) == nimber(2)
    assert value(PokerNim("1 2 | 1 1")) == nimber(3)
    with pytest.raises(LoopyPositionError, match="loopy"):
        plain_value(Northcott("x..o"))


def test_figure_two_of_winning_ways_chapter_three():
    # Winning Ways ch. 3, "Northcott's Game" (Fig. 2): gaps 2, 4, 6, 3, 3, 0, 0, 5
    # on an 8-column board have nim-sum 5, so the first player wins.
    rows = []
    for gap in (2, 4, 6, 3, 3, 0, 0, 5):
        rows.append("x" + "." * gap + "o" + "." * (6 - gap))
    board = Northcott("|".join(rows))
    assert board.gaps() == [2, 4, 6, 3, 3, 0, 0, 5]
    assert board.value == nimber(5)


def test_poker_nim_example():
    # Winning Ways ch. 3, "Poker-Nim": heaps 3, 4, 6 are worth *1 whatever the
    # reserves; the good move is to 2, 4, 6, worth 0.
    assert PokerNim("3 4 6 | 50 1000").value == nimber(1)
    assert PokerNim("2 4 6 | 50 1000").value == nimber(0)


def outcome_with_loops(position, options_of):
    """Retrograde analysis of the whole loopy graph: for each position and player to move,
    "win", "loss" or "draw" (a player who cannot move loses)."""
    states, todo = {}, [position]
    while todo:
        p = todo.pop()
        if p in states:
            continue
        states[p] = (options_of(p, 0), options_of(p, 1))
        todo.extend(states[p][0] + states[p][1])
    result = {}
    changed = True
    while changed:
        changed = False
        for p, moves in states.items():
            for side in (0, 1):
                if (p, side) in result:
                    continue
                replies = [result.get((q, 1 - side)) for q in moves[side]]
                if "loss" in replies:
                    result[p, side] = "win"
                    changed = True
                elif all(r == "win" for r in replies):
                    result[p, side] = "loss"
                    changed = True
    return result.get((position, 0), "draw"), result.get((position, 1), "draw")


@given(st.lists(st.tuples(st.integers(2, 4), st.data()), min_size=1, max_size=2))
@settings(max_examples=15, deadline=None)
def test_northcott_outcome_matches_its_nim_value(rows_and_data):
    rows = []
    for width, data in rows_and_data:
        x, o = data.draw(st.lists(st.integers(0, width - 1), min_size=2, max_size=2,
                                  unique=True))
        cells = ["."] * width
        cells[x], cells[o] = "x", "o"
        rows.append("".join(cells))
    board = Northcott("|".join(rows))

    def options(p, side):
        return p.left_options() if side == 0 else p.right_options()

    expected = "loss" if board.value == nimber(0) else "win"
    assert outcome_with_loops(board, options) == (expected, expected)


@pytest.mark.parametrize("text", ["1 2 | 1 1", "1 1 | 2 0", "2 3 | 1 1", "1 2 3 | 1 0"])
def test_poker_nim_outcome_matches_nim(text):
    start = PokerNim(text)

    def options(p, side):
        return p.left_options() if side == 0 else p.right_options()

    expected = "loss" if start.value == nimber(0) else "win"
    assert outcome_with_loops(start, options) == (expected, expected)


def test_text():
    board = Northcott("x..o|.o.x")
    assert board.text == "x..o|.o.x" and Northcott(board.text) == board
    assert PokerNim("3 4 6 | 5 2").text == "3 4 6 | 5 2"
    for bad in ("x..x", "xo|o"):
        with pytest.raises(BoardError):
            Northcott(bad + "|xo" if bad == "xo|o" else bad)
    with pytest.raises(BoardError):
        PokerNim("3 a | 1 1")
