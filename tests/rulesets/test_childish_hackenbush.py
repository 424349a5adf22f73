"""Childish Hackenbush: no blue or red edge may be cut if anything falls; green edges as in
Hackenbush."""
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


def test_cgsuite_lollipops():
    # CGSuite's tests of ChildishHackenbush (its GraphTest suite), reproduced here by the
    # engine: two green edges from the ground to a candy of six blue and three red edges, and
    # three green edges to a candy of nine blue and two red.
    first = draw("(e:B;e:Bllllllrrr:B)").value
    assert first == game("{0|^[4]*||vv}")
    second = draw("(e:B;e:B;e:Blllllllllrr:B)").value
    assert second.atomic_weight() == game("3/2")


def test_green_edges_may_drop_others():
    # A green edge is cut as in Hackenbush: cutting the bottom of a green string drops the rest.
    assert draw("eee").value == game("*3")
    assert len(draw("el").left_options()) == 2 and draw("el").right_options()[0].value == 0
    # ... while a blue edge may not be cut from under a green one.
    assert len(draw("le").left_options()) == 1


def test_only_tops_of_trees_move():
    # A string: only its top edge may go, so blue on red is {-1|} = 0 and red on blue {|1} = 0.
    assert draw("rl").value == 0 and draw("lr").value == 0
    assert draw("ll").value == 2 and draw("lrl").value == 1  # {lr = 0 |}
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
    assert lollipop("G", "").value == game("*")
    assert lollipop("GG", "").value == game("*2")


def test_degenerate_pictures():
    assert ChildishHackenbush([]).value == 0 and draw("").value == 0
