"""The infinite tolls +∞ and −∞ (Winning Ways vol. 2, ch. 10, "Tolls, Timers and Tallies")."""
from fractions import Fraction

import sympy
from hypothesis import given
from hypothesis import strategies as st

from cgt.compounds import INF as COMPOUNDS_INF
from cgt.compounds.tallies import Infinity as TalliesInfinity
from cgt.numbers import INF, NEG_INF, Infinity

finite = st.one_of(st.integers(), st.fractions(), st.integers().map(sympy.Integer))


@given(finite)
def test_the_infinities_bound_every_number(x):
    assert NEG_INF < x < INF
    assert x < INF and x > NEG_INF
    assert INF > x and NEG_INF < x and INF >= x and NEG_INF <= x
    assert not INF < x and not INF <= x and not NEG_INF > x and not NEG_INF >= x
    assert INF != x and NEG_INF != x


def test_the_infinities_among_themselves():
    assert NEG_INF < INF and NEG_INF <= NEG_INF and INF >= INF and not INF < INF
    assert -INF == NEG_INF and -NEG_INF == INF and INF != NEG_INF
    assert len({INF, Infinity(1), NEG_INF, Infinity(-1)}) == 2
    assert max([Fraction(1, 2), INF, 3]) == INF and min([NEG_INF, -5]) == NEG_INF
    assert repr(INF) == "INF" and repr(NEG_INF) == "NEG_INF"


def test_the_tallies_use_the_same_infinity():
    assert COMPOUNDS_INF is INF and TalliesInfinity is Infinity
