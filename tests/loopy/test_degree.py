"""Degree, stability, classes and varieties (*Winning Ways*, vol. 2, ch. 11, "The Degree of
Loopiness", "Classes and Varieties", Extras "upon"), and powers to the exponent on."""
import pytest

from cgt import game as short_game, up
from cgt.errors import CGTValueError
from cgt.loopy import (braces, class_bounds, degree, downsum, dud, is_stable, miny, off, on,
                       over, power_on, power_to_on, tis, tiny, up_on, upon, upsum, variety)


def test_short_games_have_degree_zero():
    for g in ("0", "^*", "{2|-1}", "3/4"):
        assert degree(short_game(g)) is short_game(0)


def test_degree_of_tiny_and_on():
    # "The Degree of Loopiness": tiny's degree is tiny; on's is on ⇡ off = on.
    assert degree(tiny) is tiny and degree(miny) is tiny
    assert degree(on) is on and degree(dud) is on


def test_upon_has_the_stable_degree_up_onth():
    # Extras, "upon": upon's degree is {0 | -upon*}, stable.
    d = degree(upon)
    assert d is up_on and is_stable(d)
    assert downsum(d, d) is d


def test_upon_is_the_least_member_of_its_class():
    # Extras, "upon": sums of upons fall into classes with the varieties -d and d; computed:
    # upon = upon<-d> and its variety is -d.
    low, high = class_bounds(upon)
    assert low is upon and high is upsum(upon, up_on) and low < high
    assert variety(upon) is -up_on


def test_variety_is_refused_for_an_unstable_degree():
    # computed: tis = 1 & 0 has degree 1 ⇡ 0 = 1, and 1 ⇡ 1 = 2, so 1 is not stable.
    assert degree(tis) is short_game(1) and not is_stable(1)
    with pytest.raises(CGTValueError, match="not stable"):
        variety(tis)
    assert degree(over) is over and is_stable(over)


def test_powers_with_exponent_on():
    # ↑^[on] = upon and ↑^on = {0 | -upon*} (Extras, "upon").
    assert power_to_on(up) is upon and power_on(up) is up_on
    with pytest.raises(CGTValueError, match="base"):
        power_on(1)
