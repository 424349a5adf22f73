"""Number-up-star games x + n.↑ + *m in closed form: input checks, large parts, interning."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import Game, game, nimber, number_up_star
from cgt.numbers.dyadic import Dyadic
from cgt.short.game import nus
from value_trees import dyadics


def test_number_up_star_rejects_non_integer_parts():
    with pytest.raises((TypeError, ValueError)):
        number_up_star(0, 0.5)
    with pytest.raises((TypeError, ValueError)):
        number_up_star(0, 0, 7.0)  # else an interned game printing as '*7.0' that cannot parse


@settings(max_examples=80)
@given(dyadics, st.integers(-10 ** 6, 10 ** 6) | st.integers(-5, 5),
       st.integers(0, 10 ** 9) | st.integers(0, 9))
def test_number_up_star_round_trips_with_large_parts(x, n, m):
    g = number_up_star(x, n, m)
    assert game(str(g)) is g
    assert game(format(g, "u")) is g
    assert g - number_up_star(x, 0, 0) is number_up_star(0, n, m)


def test_huge_closed_forms_are_interned():
    assert nimber(10 ** 6) + nimber(3) is nimber(10 ** 6 ^ 3)
    assert game(10 ** 30) - game(10 ** 30 - 1) is game(1)
    assert game("1/2**200") + game("1/2**200") is game("1/2**199")
    assert nus(Dyadic(4, 3)) is game("1/2")
    assert Game([0], [game("1/2**300")]) is game("1/2**301")
