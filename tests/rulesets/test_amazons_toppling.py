"""Amazons on small boards and Toppling Dominoes."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, star, zero
from cgt.rulesets import Amazons, TopplingDominoes
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError


def test_amazons_small():
    # One amazon with one empty square: it moves there and shoots back into its old square.
    assert Amazons("L.").value == game(1)
    assert Amazons("R.").value == game(-1)
    # A burnt wall separates regions, which add.
    assert Amazons("L.#R.").value is zero
    # Either amazon steps into the middle and shoots back; then nobody can move: {0 | 0} = *.
    assert Amazons("L.R").value is star


@given(st.lists(st.sampled_from("LR.#..."), min_size=6, max_size=6))
@settings(max_examples=25, deadline=None)
def test_amazons_agree_with_plain_search(cells):
    board = "".join(cells[:3]) + "|" + "".join(cells[3:])
    position = Amazons(board)
    assert position.value == plain_value(position)


def test_toppling_dominoes():
    # Lessons in Play, ch. 2: a row of n blue dominoes is n; blue next to red is *.
    assert TopplingDominoes("LLL").value == game(3)
    assert TopplingDominoes("LR").value is star
    assert TopplingDominoes("G").value is star
    assert TopplingDominoes("").value is zero


@given(st.text("LRG", max_size=7))
@settings(max_examples=80, deadline=None)
def test_toppling_agrees_with_plain_search(row):
    position = TopplingDominoes(row)
    assert position.value == plain_value(position)
    assert TopplingDominoes(row[::-1]).value == position.value
    assert TopplingDominoes(row.translate(str.maketrans("LR", "RL"))).value == -position.value


def test_text():
    assert TopplingDominoes("LRG").text == "LRG"
    assert Amazons("L.|.R").text == "L.|.R"
    with pytest.raises(BoardError):
        TopplingDominoes("LX")
    with pytest.raises(BoardError):
        Amazons("L.|Q.")
