"""Childish Hackenbush: Hackenbush in which no edge may fall."""
from hypothesis import given, settings, strategies as st

from cgt import game
from cgt.rulesets.childish_hackenbush import ChildishHackenbush, lollipop
from cgt.rulesets.engine import plain_value

draw = ChildishHackenbush.from_path_text


def test_cgsuite_values():
    # CGSuite's tests of ChildishHackenbush, reproduced here by the engine.
    assert draw("l(l;rl)").value == 2
    assert draw(":{ground}llllllrrrr:{ground}").value == game("{4|-2}")
    assert draw("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))").value == game("15/16")


def test_only_tops_of_trees_move():
    # A string: only its top edge may go, so blue on red is {-1|} = 0 and red on blue {|1} = 0.
    assert draw("rl").value == 0 and draw("lr").value == 0
    assert draw("ll").value == 2 and draw("eee").value == game("*")
    # A cycle through the ground: every edge may go first.
    assert draw(":{ground}ee:{ground}").value == 0
    assert len(draw(":{ground}lll:{ground}").left_options()) == 3


@given(st.lists(st.tuples(st.integers(0, 4), st.integers(0, 4), st.sampled_from("LRG")),
                max_size=6))
@settings(max_examples=40, deadline=None)
def test_against_plain_search(edges):
    picture = ChildishHackenbush(edges)
    assert picture.value == plain_value(picture)


def test_lollipops():
    # A lollipop whose candy mixes the colours: the engine's value, and its negative when the
    # colours swap.
    assert lollipop("G", "LLR").value == -lollipop("G", "RRL").value
    assert lollipop("GG", "LLRR").value == game("*")
    assert lollipop("G", "").value == game("*")


def test_degenerate_pictures():
    assert ChildishHackenbush([]).value == 0 and draw("").value == 0
