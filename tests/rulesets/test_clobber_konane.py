"""Clobber and Konane."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, star, up
from cgt.rulesets import Clobber, Konane
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError


def boards(max_rows=2, max_cols=4, weights="xxoo."):
    return st.integers(1, max_rows).flatmap(
        lambda r: st.integers(1, max_cols).flatmap(
            lambda c: st.lists(st.sampled_from(weights), min_size=r * c, max_size=r * c).map(
                lambda cells: "|".join("".join(cells[i * c:(i + 1) * c]) for i in range(r)))))


def swap(board):
    return board.translate(str.maketrans("xo", "ox"))


def test_clobber_rows():
    # Lessons in Play, ch. 1 and 2: xo = *, xxo = ^ (Left to 0 by x.x; Right to xo. = *).
    assert Clobber("xo").value is star
    assert Clobber.row("xxo").value is up
    assert Clobber.row("oox").value == -up


@given(boards())
@settings(max_examples=80, deadline=None)
def test_clobber_agrees_with_plain_search(board):
    position = Clobber(board)
    assert position.value == plain_value(position)
    assert Clobber(swap(board)).value == -position.value


@given(boards(2, 3))
@settings(max_examples=40, deadline=None)
def test_clobber_is_all_small(board):
    # Winning Ways / Lessons in Play: Clobber positions are all-small (either both players can
    # move or neither can), so the value is infinitesimal.
    g = Clobber(board).value
    assert g.is_infinitesimal


def test_konane_values():
    # A jump available to Left only is one free move; two jumps in line make a second option.
    assert Konane("xo.").value == game(1)
    assert Konane("ox.").value == game(-1)
    assert Konane("xo.o.").value == game(1)
    assert [p.text for p in Konane("xo.o.").left_options()] == ["..xo.", "....x"]


@given(boards(3, 3, "xo.."))
@settings(max_examples=60, deadline=None)
def test_konane_agrees_with_plain_search(board):
    position = Konane(board)
    assert position.value == plain_value(position)
    assert Konane(swap(board)).value == -position.value


def test_text():
    position = Clobber("xox|ox.")
    assert position.text == "xox|ox." and Clobber(position.text) == position
    assert "\u25cf" in str(position)
    with pytest.raises(BoardError):
        Clobber("xq")
    with pytest.raises(BoardError):
        Clobber.row("xo|ox")
