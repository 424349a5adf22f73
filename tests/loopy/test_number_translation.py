"""A stopper plus a number is its graph with the short positions translated
(``cgt.loopy.translation``): checked against the simplest form of the sum graph, which
pairs every position of the stopper with every position of the number; and a sided value
plus a number, whose sides are so translated, against the sides of the sum graph."""
from hypothesis import given, settings, strategies as st

from cgt import game as short_game
from cgt.loopy import UnresolvedValue, game as loopy_game, hi, over, upon
from cgt.loopy.arithmetic import value_of_graph
from cgt.loopy.base import graph_of
from cgt.loopy.graph import product
from cgt.loopy.stopper import Stopper, stopper_value
from cgt.loopy.translation import translated
from tests.loopy.test_properties import stoppers
from tests.loopy.test_sides import non_stoppers

NUMBERS = [short_game(x) for x in ("0", "1", "-1", "1/2", "-3/4", "5/8", "2", "-7/2")]


@settings(max_examples=150, deadline=None)
@given(stoppers(), st.sampled_from(NUMBERS))
def test_translation_agrees_with_the_sum_graph(g, x):
    s = stopper_value(*g)
    expected = stopper_value(*product(graph_of(s), graph_of(x)))
    if isinstance(s, Stopper):
        assert translated(s, x) is expected
    assert s + x is expected and x + s is expected


def test_pseudonumbers_are_translated():
    assert over + 1 is loopy_game("{1|pass}")
    assert upon + short_game("-1/2") is loopy_game("{pass|-1/2*}")
    assert hi + short_game("685/8") is loopy_game("{on||685/8|off}")
    assert (over + 3) - 3 is over


@settings(max_examples=40, deadline=None)
@given(non_stoppers(), st.sampled_from(NUMBERS))
def test_sided_values_plus_numbers_agree_with_the_sum_graph(g, x):
    left, right = g
    value = value_of_graph(left, right, 0)
    if not isinstance(value, UnresolvedValue):
        expected = value_of_graph(*product((left, right, 0), graph_of(x)))
        assert value + x == expected
