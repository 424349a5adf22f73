"""Sidling ends promptly on small graphs, and its sides are the sides.

Each graph here once took seconds to a minute to side (guessed limits unrolled cycles for
fifty passes, and values that had grown were simplified with every copy of their parts). The
calls run under a time limit set by the harness (``time_limit``, an interval timer); nothing
is timed otherwise. The sides found are checked independently, by the Inequality Rule and by
play of sums with short games (``assert_is_the_side``).
"""

import pytest

from cgt import game as short_game
from cgt.errors import ResourceError
from cgt.loopy import UnresolvedValue, game as loopy_game, offside, onside
from cgt.loopy.arithmetic import value_of_graph
from cgt.loopy import canonical as canonical_module
from cgt.loopy.canonical import bisimulation_quotient, canonical_stopper
from cgt.loopy.survival import survival
from tests.loopy.test_sides import assert_is_the_side
from time_limits import time_limit

# random graphs of at most eight vertices on which sidling was slowest, with their values
SLOW_GRAPHS = [
    (((1,), (0, 7), (3, 4), (4,), (0, 5), (), (0, 7), (5, 6, 7)),
     ((0, 2), (1, 3, 4), (), (), (2, 5), (3, 6), (), ()), "under & -1over"),
    (((1,), (0, 5), (4,), (), (3, 4, 5), (0, 3), (1, 2, 7), (0, 5)),
     ((2, 3), (6, 7), (), (3, 4), (1, 6), (0, 1), (), (1,)), "{over|off} & off"),
    (((1, 2), (3, 5), (1, 2), (), (0,), (4,), (0, 1, 3)),
     ((), (1,), (1, 3, 4), (0, 4), (2,), (5, 6), (2, 5)), "on & 0"),
    (((0, 1), (0, 3), (0,), (1, 2, 3)), ((1, 2), (2, 3), (), (0, 2)), "on & under"),
    (((1, 2), (4,), (3,), (6,), (5, 6), (3, 4, 7), (0, 3, 6), ()),
     ((), (1,), (1, 4), (), (1, 4, 7), (3, 4, 5), (0, 6, 7), ()), "0"),
    (((0,), (1, 2), (5,), (3, 4), (), ()), ((1,), (3,), (), (1, 2), (), (0, 1)),
     "{1||1|1under}"),
]

# a graph whose onside sidling does not find; its offside is -1
UNRESOLVED = (((1,), (2, 3, 4), (), (1, 2, 5), (3, 6), (0,), (0, 3)),
              ((2,), (0, 1, 5), (), (0,), (5,), (), ()))


@pytest.mark.parametrize("left, right, expected", SLOW_GRAPHS)
def test_slow_graphs_are_sided_promptly(left, right, expected):
    with time_limit():
        value = value_of_graph(left, right, 0)
    assert value is loopy_game(expected)
    assert_is_the_side(left, right, onside(value), 1)
    assert_is_the_side(left, right, offside(value), -1)


def test_an_unresolved_value_is_found_promptly_and_adds_promptly():
    left, right = UNRESOLVED
    with time_limit():
        value = value_of_graph(left, right, 0)
    assert isinstance(value, UnresolvedValue)
    assert value.onside is None and value.offside is short_game(-1)
    assert_is_the_side(left, right, value.offside, -1)
    with time_limit():
        total = value + 1
    # the sum once took minutes: sidling simplified values with many copies of their parts
    assert isinstance(total, UnresolvedValue)
    assert total.onside is None and total.offside is short_game(0)


def test_bisimilar_positions_are_fused(monkeypatch):
    monkeypatch.setattr(canonical_module, "QUOTIENT_FROM", 0)
    # the root {a, b | 0}, where a = {a|} is on and b -> c -> b is a chain of Left moves
    # that unfolds like on's pass
    left = ((1, 2), (1,), (3,), (2,), ())
    right = ((4,), (), (), (), ())
    quotient_left, quotient_right, roots = bisimulation_quotient(left, right, [0, 1, 2])
    assert len(quotient_left) == 3
    assert roots[1] == roots[2] != roots[0]
    assert quotient_left[roots[1]] == (roots[1],) and quotient_right[roots[1]] == ()
    assert quotient_left[roots[0]] == (roots[1],) and len(quotient_right[roots[0]]) == 1
    # a root {on, on |} is on itself
    assert len(bisimulation_quotient(left[:4], ((),) * 4, [0])[0]) == 1


def test_the_order_of_too_many_pairs_is_refused_at_once():
    # one state for each pair of positions: once a MemoryError, now refused before any is
    # allocated
    many = ((),) * 2000
    with time_limit(), pytest.raises(ResourceError, match="2000 x 2000 pairs"):
        survival(many, many, many, many)
    with time_limit(), pytest.raises(ResourceError, match="simplification of a stopper"):
        canonical_stopper(tuple((v + 1,) for v in range(1999)) + ((),), many, [0])
