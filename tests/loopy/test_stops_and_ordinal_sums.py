"""Stops of stoppers, ordinal sums and subordinates of loopy games, and powers to ``on``."""

import pytest
from hypothesis import given, settings, strategies as st

import cgt
from cgt import star, up
from cgt.errors import CGTError, CGTValueError
from cgt.loopy import (dud, game, hot, is_pseudonumber, miny, off, on, ono, oof, ordinal_sum,
                       over, stops, subordinate, tiny, tis, under, up_on, upon, upon_star)
from cgt.loopy.stopper import stopper_value, stopper_values
from cgt.loopy.stops import graph_stops

from tests.loopy.test_properties import stoppers

SHORT = [cgt.game(x) for x in ("0", "*", "1", "-1/2", "^", "{2|1}", "+-1")]


def test_pseudonumbers_are_their_own_stops():
    for x in (on, off, over, under, over + 1, under - cgt.game("3/4"), cgt.game("5/2")):
        assert is_pseudonumber(x)
        assert stops(x) == (x, x)
    assert not is_pseudonumber(upon) and not is_pseudonumber(hot) and not is_pseudonumber(up)


def test_stops_of_named_stoppers():
    # computed by the recursion; upon and tiny lie strictly between 0 and every positive
    # number (WW11, "Stoppers Have Only One Side", "How big is tiny?"), so their stops are 0.
    zero = cgt.game(0)
    assert stops(upon) == (zero, zero) and stops(upon_star) == (zero, zero)
    assert stops(tiny) == (zero, zero) and stops(miny) == (zero, zero)
    assert stops(hot) == (on, off)
    assert stops(ono) == (on, zero) and stops(oof) == (zero, off)
    assert stops(game("{on|3}")) == (on, cgt.game(3))
    assert stops(game("{3||2|over}")) == (cgt.game(3), cgt.game(2))
    assert (game("{on|3}").left_stop, game("{on|3}").right_stop) == (on, cgt.game(3))


def test_stops_need_a_stopper():
    for x in (dud, tis):
        with pytest.raises(CGTValueError, match="stopper"):
            stops(x)


def test_stops_of_short_games_are_their_stops_as_games():
    for g in SHORT:
        assert stops(g) == (cgt.game(g.left_stop), cgt.game(g.right_stop))


@settings(max_examples=80, deadline=None)
@given(stoppers(max_vertices=6))
def test_stops_do_not_depend_on_the_form(graph):
    # second method: the same recursion on the raw random graph, before simplification
    left, right, root = graph
    values = stopper_values(left, right, range(len(left)))
    s = stopper_value(left, right, root)
    assert graph_stops(left, right, root, values.__getitem__) == stops(s)


@settings(max_examples=60, deadline=None)
@given(stoppers(max_vertices=6), st.sampled_from(SHORT))
def test_stops_of_a_stopper_plus_a_number_shift(graph, g):
    s = stopper_value(*graph)
    x = cgt.game(g.left_stop)
    lo, ro = stops(s)
    assert stops(s + x) == (lo + x, ro + x)
    assert lo >= ro


def test_placing_plums():
    # WW11, "Taking Care of Plumtrees": 1 : on = on, * : on = upon*.
    assert cgt.game(1).ordinal_sum(on) is on
    assert star.ordinal_sum("on") is upon_star
    assert ordinal_sum(star, on) is upon_star
    # WW11 Extras, "upon": upon = ^ : on.
    assert up.ordinal_sum(on) is upon


def test_powers_to_on():
    # WW11 Extras, "upon": upon = ^^[on], and ^^on = {0 | -upon + *} is upon's degree.
    assert up.pow_to("on") is upon and up.pow_to(on) is upon
    assert up.pow("on") is up_on
    with pytest.raises(CGTValueError, match="on"):
        up.pow(over)


def test_ordinal_sums_over_a_loopy_base():
    # computed: over's Right pass stays a move to over itself, so over : 1 = {0, over | over}
    # simplifies back to over = {0 | over}.
    assert over.ordinal_sum(1) is over
    assert on.ordinal_sum(-5) is on
    assert ordinal_sum(star, over) == game("{0,*|pass,0}")


@pytest.mark.parametrize("base", [cgt.game(0), star, up, cgt.game(1), cgt.game("{1|0}")])
@pytest.mark.parametrize("h", [on, off, over, under, upon, tiny, hot])
def test_subordinate_inverts_the_ordinal_sum(base, h):
    k = ordinal_sum(base, h)
    found = subordinate(k, base)
    assert ordinal_sum(base, found) == k
    assert k.subordinate(base) == found


def test_subordinates_of_the_chapter_values():
    assert upon.subordinate(up) is on
    assert upon_star.subordinate(star) is on
    assert on.subordinate(1) is on


def test_subordinate_refuses_what_is_no_ordinal_sum():
    with pytest.raises(CGTError, match="not an ordinal sum"):
        upon.subordinate(1)
    with pytest.raises(CGTError, match="not an ordinal sum"):
        up.subordinate(on)
    with pytest.raises(CGTError, match="sides"):
        ordinal_sum(1, dud)
