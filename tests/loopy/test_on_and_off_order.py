"""on is the largest game and off the smallest (*Winning Ways*, vol. 2, ch. 11, "On, Off and
Dud"): comparisons with them need no graph of the other game, so a short game of any size
compares at once. Checked against the survival game on small stoppers and short games."""
from hypothesis import given, settings, strategies as st

from cgt import game as short_game, nimber
from cgt.loopy import dud, off, on, over, upon
from cgt.loopy.base import graph_of
from cgt.loopy.stopper import stopper_value
from tests.loopy.test_properties import stoppers, survives

SHORT = [short_game(x) for x in ("0", "*", "1", "-1", "^", "1/2", "{2|-1}", "-3/4*")]


def test_huge_short_games_compare_with_on_and_off_at_once():
    assert on > 10**12 and not on < 10**12 and on != 10**12
    assert off < -10**100 and off < nimber(2**70) and not off >= 2**64 * short_game("^")
    assert on >= dud >= off and not dud >= on and not off >= dud


@settings(max_examples=100, deadline=None)
@given(st.one_of(stoppers().map(lambda g: stopper_value(*g)), st.sampled_from(SHORT)))
def test_order_with_on_and_off_agrees_with_the_survival_game(x):
    for bound in (on, off):
        assert (bound >= x) == survives(graph_of(bound), graph_of(x))
        assert (x >= bound) == survives(graph_of(x), graph_of(bound))


def test_named_stoppers_lie_between_off_and_on():
    for x in (over, -over, upon, -upon, short_game(5)):
        assert off < x < on
