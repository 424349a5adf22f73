"""Hackenbush: sign expansion, colon and fusion principles, search split at the ground."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, nimber, star, zero
from cgt.rulesets import Hackenbush
from cgt.rulesets.engine import plain_value
from cgt.rulesets.hackenbush import HackenbushError, green_value, sign_expansion
from cgt.numbers.dyadic import Dyadic


class Searched(Hackenbush):
    """Hackenbush valued by search alone: no sign expansion, colon or fusion principle."""

    __slots__ = ()

    def known_value(self):
        return None


def swap(colours):
    return colours.translate(str.maketrans("LR", "RL"))


# -- values from the literature ----------------------------------------------------------------

def test_blue_red_strings():
    # Winning Ways vol. 1, ch. 2, "Hackenbush strings", and Lessons in Play, ch. 6: a blue edge
    # is 1, blue-red is 1/2, blue-red-red 1/4, blue-blue-red 3/2, blue-red-blue 3/4.
    for colours, worth in [("", 0), ("L", 1), ("LL", 2), ("R", -1), ("LR", "1/2"),
                           ("LRR", "1/4"), ("LLR", "3/2"), ("LRL", "3/4"), ("RL", "-1/2"),
                           ("LRRR", "1/8"), ("LRLR", "5/8")]:
        assert Hackenbush.string(colours).value == game(worth)


def test_green_pictures():
    # Winning Ways vol. 1, ch. 7: a green stalk of n edges is the Nim heap *n; a circuit
    # through the ground fuses to loops, so an odd one is * and an even one 0; a tree is valued
    # by the colon principle.
    for n in range(6):
        assert Hackenbush.string("G" * n).value == nimber(n)
    assert Hackenbush("0-1G 1-2G 2-0G").value is star
    assert Hackenbush("0-1G 1-2G 2-3G 3-0G").value is zero
    # Two twigs on an edge: the twigs cancel (1 xor 1 = 0) and the edge adds one: *.
    assert Hackenbush.tree([("G", [("G", []), ("G", [])])]).value is star
    # Stalks of 1 and 2 on an edge: (1 xor 2) + 1 = 4.
    assert Hackenbush.tree([("G", [("G", []), ("G", [("G", [])])])]).value == nimber(4)


def test_mixed_strings():
    # A green edge on a blue one: Left may cut either, Right only the green: {0, 1 | 1} = 1*.
    assert Hackenbush.string("LG").value == game("1*")
    # A blue edge on a green one: Left to 0 or *, Right to 0: {0, * | 0} = ^*.
    assert Hackenbush.string("GL").value == game("^*")


# -- the shortcuts agree with search -------------------------------------------------------

@given(st.text("LR", max_size=9))
@settings(max_examples=80, deadline=None)
def test_sign_expansion_agrees_with_search(colours):
    assert Hackenbush.string(colours).value == Searched.string(colours).value
    assert Hackenbush.string(colours).value == -Hackenbush.string(swap(colours)).value


def pictures(colours="LRG", max_edges=7):
    @st.composite
    def draw(draw_):
        n = draw_(st.integers(0, max_edges))
        edges = []
        for i in range(n):
            u = draw_(st.integers(0, i))
            v = draw_(st.integers(0, i + 1))
            edges.append((u, v, draw_(st.sampled_from(colours))))
        return edges
    return draw()


@given(pictures("G"))
@settings(max_examples=80, deadline=None)
def test_fusion_agrees_with_search(edges):
    assert Hackenbush(edges).value == Searched(edges).value


@given(pictures())
@settings(max_examples=80, deadline=None)
def test_mixed_pictures_agree_with_plain_search(edges):
    position = Hackenbush(edges)
    assert position.value == plain_value(Searched(edges))
    swapped = [(u, v, swap(c)) for u, v, c in edges]
    assert Hackenbush(swapped).value == -position.value


@given(pictures(max_edges=4), pictures(max_edges=4))
@settings(max_examples=40, deadline=None)
def test_parts_meeting_at_the_ground_add(a, b):
    shift = 1 + max([max(u, v) for u, v, _ in a] + [0])
    moved = [(u + shift if u else 0, v + shift if v else 0, c) for u, v, c in b]
    assert Hackenbush(a + moved).value == Hackenbush(a).value + Hackenbush(b).value


def test_green_value_and_sign_expansion_directly():
    assert green_value([(0, 0, "G"), (0, 0, "G"), (0, 0, "G")]) == 1  # three loops: *1
    assert sign_expansion("LRR") == Dyadic(1, 2)


# -- text and errors -------------------------------------------------------------------------

def test_text_round_trip():
    h = Hackenbush("0-1L 1-2R 1-3G")
    assert Hackenbush(h.text) == h
    assert Hackenbush.string("LRG").text == "0-1L 1-2R 2-3G"
    assert "blue" in str(Hackenbush.string("LR"))
    # Edges not connected to the ground fall away at once.
    assert Hackenbush("0-1L 2-3R") == Hackenbush("0-1L")


def test_bad_pictures():
    for bad in ["0-1X", "0-1", "a-bL"]:
        with pytest.raises(HackenbushError):
            Hackenbush(bad)
    with pytest.raises(HackenbushError):
        Hackenbush([(0, -1, "L")])
    with pytest.raises(HackenbushError):
        Hackenbush([(0, 1, "LR")])
