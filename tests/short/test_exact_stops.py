"""Stops past a float's precision: stops and domination stay exact."""
from fractions import Fraction

import pytest

from cgt import Game
from cgt.short.order import float_stops


# -- stops past a float's precision ----------------------------------------------------------

@pytest.mark.parametrize("stop", [2 ** 60 + 1, -(2 ** 70) - 3, Fraction(1, 2 ** 1001),
                                  Fraction(2 ** 55 + 1, 2 ** 4), Fraction(3, 4)])
def test_float_stops_are_exact(stop):
    g = Game([stop], [-(2 ** 80)])
    low, high = float_stops(g)
    assert low == stop and high == -(2 ** 80)
    assert low != stop + Fraction(1, 2 ** 1100)


@pytest.mark.parametrize("better, worse", [(2 ** 60 + 1, 2 ** 60),
                                           (Fraction(1, 2 ** 1000), Fraction(1, 2 ** 1001))])
def test_domination_between_stops_no_float_tells_apart(better, worse):
    # {a|-1} <= {b|-1} for numbers -1 < a <= b, so only the first Left option is kept.
    keep, drop = Game([better], [-1]), Game([worse], [-1])
    assert drop <= keep and not keep <= drop
    assert Game([keep, drop], [-5]).left_options == (keep,)
    assert Game([5], [-keep, -drop]).right_options == (-keep,)
