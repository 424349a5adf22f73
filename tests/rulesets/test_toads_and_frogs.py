"""Toads-and-Frogs: moves, splitting at walls, values."""
import itertools

import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, star, tiny, zero
from cgt.rulesets import ToadsAndFrogs
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError


def mirror(squares):
    """The strip seen from the other side, toads and frogs swapped: the negative game."""
    return squares[::-1].translate(str.maketrans("tf", "ft"))


def test_moves():
    position = ToadsAndFrogs("t.ft.")
    assert sorted(p.text for p in position.left_options()) == [".tft.", "t.f.t"]
    assert [p.text for p in position.right_options()] == ["tf.t."]
    # A jump goes over exactly one opposing creature into an empty square.
    assert [p.text for p in ToadsAndFrogs("tf.").left_options()] == [".ft"]
    assert ToadsAndFrogs("tff.").left_options() == []


def test_small_values():
    # Winning Ways vol. 1, ch. 1: a toad with room to run is worth its free moves.
    assert ToadsAndFrogs("t..").value == game(2)
    assert ToadsAndFrogs("..f").value == game(-2)
    # Whoever moves first in t.f is stuck after the reply: {0 | 0} = *.
    assert ToadsAndFrogs("t.f").value is star
    assert ToadsAndFrogs("ttff").value is zero


def test_tinies_occur():
    # "in Toads and Frogs we met +_{1/4} and +_{1/2}" (Winning Ways, vol. 2, ch. 11, "Plumtrees Are
    # Nicer!"): both tinies are values of short strips.
    found = set()
    for n in range(2, 8):
        for cells in itertools.product("tf.", repeat=n):
            found.add(ToadsAndFrogs("".join(cells)).value)
    assert tiny(game("1/4")) in found and tiny(game("1/2")) in found


strips = st.text("tf.", min_size=1, max_size=8)


@given(strips)
@settings(max_examples=80, deadline=None)
def test_splitting_agrees_with_plain_search(squares):
    position = ToadsAndFrogs(squares)
    assert position.value == plain_value(position)
    assert ToadsAndFrogs(mirror(squares)).value == -position.value


@given(strips, strips)
@settings(max_examples=40, deadline=None)
def test_a_wall_splits_the_strip(a, b):
    assert ToadsAndFrogs(a + "ttff" + b).value == \
        ToadsAndFrogs(a + "tt").value + ToadsAndFrogs("ff" + b).value


def test_text():
    position = ToadsAndFrogs("tt.ff")
    assert position.text == "tt.ff" and ToadsAndFrogs(position.text) == position
    assert "\u25b6" in str(position)
    with pytest.raises(BoardError):
        ToadsAndFrogs("tx")
