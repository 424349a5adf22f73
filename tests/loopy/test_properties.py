"""Laws of loopy games checked by hypothesis on small random graphs against direct play.

* The order of stoppers by the survival game agrees with a direct solution of s - t, where
  infinite play counts for Left (*Winning Ways*, vol. 2, ch. 11, "Stoppers Are Nice").
* Simplest forms are idempotent, and equal stoppers are one object.
* The onside is never below the offside, and the outcome of a game told by its sides (ch. 11,
  "Sidling Picks Sides") agrees with direct play, for the game and for its sums with short
  games.
"""

import pytest
from hypothesis import given, settings, strategies as st

from cgt import game as short_game
from cgt.loopy.arithmetic import value_of_graph
from cgt.loopy.base import graph_of, short_graph
from cgt.loopy.cycles import alternating_edges, is_stopper_graph
from cgt.loopy.fixed import fixed_ge
from cgt.loopy.graph import product
from cgt.loopy.outcome import Result, graph_outcome, results
from cgt.loopy.sided import SidedValue, UnresolvedValue, sided_outcome
from cgt.loopy.stopper import Stopper, stopper_value
from cgt.loopy import downsum, on, outcome, upsum

SHORT = [short_game(x) for x in ("0", "*", "1", "-1", "^", "1/2", "+-1")]


@st.composite
def graphs(draw, max_vertices=8, max_degree=2):
    n = draw(st.integers(1, max_vertices))
    moves = st.lists(st.integers(0, n - 1), max_size=max_degree).map(lambda m: tuple(sorted(set(m))))
    left = tuple(draw(moves) for _ in range(n))
    right = tuple(draw(moves) for _ in range(n))
    return left, right


@st.composite
def stoppers(draw, max_vertices=8):
    """A random stopper graph: a random graph less the Right moves on alternating cycles."""
    left, right = draw(graphs(max_vertices))
    n = len(left)
    _, cyclic = alternating_edges(left, right, range(n))
    right = tuple(tuple(w for w in right[v] if (v, w) not in cyclic) for v in range(n))
    assert is_stopper_graph(left, right, range(n))
    return left, right, 0


def survives(a, b):
    """Left survives a - b with Right moving first, by retrograde analysis of the sum."""
    left, right, root = product(a, (b[1], b[0], b[2]))
    return results(left, right)[2 * root + 1] is not Result.WIN


@settings(max_examples=150)
@given(stoppers(), stoppers())
def test_order_agrees_with_the_survival_game(a, b):
    s, t = stopper_value(*a), stopper_value(*b)
    assert (s >= t) == survives(a, b)
    assert (t >= s) == survives(b, a)


@settings(max_examples=100)
@given(stoppers())
def test_simplest_form_is_idempotent(a):
    s = stopper_value(*a)
    assert stopper_value(*graph_of(s)) is s
    assert survives(graph_of(s), a) and survives(a, graph_of(s))


@settings(max_examples=100)
@given(stoppers(max_vertices=6), st.randoms(use_true_random=False))
def test_equal_stoppers_are_one_object(a, rnd):
    # the same game with its positions renumbered and one position copied
    left, right, root = a
    n = len(left)
    perm = list(range(n))
    rnd.shuffle(perm)
    new_left = [None] * (n + 1)
    new_right = [None] * (n + 1)
    for v in range(n):
        new_left[perm[v]] = tuple(perm[w] for w in left[v])
        new_right[perm[v]] = tuple(perm[w] for w in right[v])
    new_left[n], new_right[n] = new_left[perm[root]], new_right[perm[root]]
    copy = (tuple(new_left), tuple(new_right), n)
    s = stopper_value(*a)
    assert stopper_value(*copy) is s
    assert isinstance(s, (Stopper, type(SHORT[0])))


@settings(max_examples=40)
@given(graphs(max_vertices=5))
def test_sides_tell_the_outcome(g):
    left, right = g
    v = value_of_graph(left, right, 0)
    if isinstance(v, UnresolvedValue):
        assert v.is_stopper_sided() is None
        return
    on, off = (v.onside, v.offside) if isinstance(v, SidedValue) else (v, v)
    assert on >= off
    assert outcome(v) == graph_outcome(left, right, 0)
    for h in SHORT[:4]:
        sum_left, sum_right, root = product((left, right, 0), short_graph(h))
        assert sided_outcome(on + h, off + h) == graph_outcome(sum_left, sum_right, root)


@settings(max_examples=25)
@given(stoppers(max_vertices=4), stoppers(max_vertices=4))
def test_upsum_laws(a, b):
    # WW11, "A Summary of Some Sum Properties", as corrected: -(a upsum b) = (-a) downsum (-b),
    # and a upsum b >= a downsum b.
    s, t = stopper_value(*a), stopper_value(*b)
    try:
        up_, down = upsum(s, t), downsum(s, t)
    except ValueError:
        return  # sides not found by sidling within its bound
    assert up_ >= down
    assert -up_ is downsum(-s, -t)


@settings(max_examples=60)
@given(stoppers(max_vertices=5), stoppers(max_vertices=5), st.sampled_from([1, -1]),
       st.sampled_from([1, -1]))
def test_inequality_rule_on_stoppers(a, b, sign_a, sign_b):
    # WW11, "Stoppers Are Nice": s+ >= t+, s+ >= t-, s- >= t- all mean s >= t for stoppers;
    # s- >= t+ implies it.
    fixed = fixed_ge(a, sign_a, b, sign_b)
    if sign_a >= sign_b:
        assert fixed == survives(a, b)
    elif fixed:
        assert survives(a, b)


@settings(max_examples=30)
@given(graphs(max_vertices=4), graphs(max_vertices=4))
def test_sides_agree_with_the_inequality_rule(g, h):
    # the onside s of a game is s+ = game+, and the offside t is t- = game-
    x, y = value_of_graph(*g, 0), value_of_graph(*h, 0)
    for value, (left, right) in ((x, g), (y, h)):
        if value.onside is not None if hasattr(value, "onside") else True:
            s = value.onside if hasattr(value, "onside") else value
            assert fixed_ge(graph_of(s), 1, (left, right, 0), 1)
            assert fixed_ge((left, right, 0), 1, graph_of(s), 1)
        if getattr(value, "offside", value) is not None:
            t = getattr(value, "offside", value)
            assert fixed_ge(graph_of(t), -1, (left, right, 0), -1)
            assert fixed_ge((left, right, 0), -1, graph_of(t), -1)
    plus = fixed_ge((g[0], g[1], 0), 1, (h[0], h[1], 0), 1)
    minus = fixed_ge((g[0], g[1], 0), -1, (h[0], h[1], 0), -1)
    assert (x >= y) == (plus and minus)


@pytest.mark.slow
def test_long_graphs_are_walked_without_recursion():
    # 10^5 positions in a row, Left moving along them to a position where he passes: on.
    n = 100_000
    left = tuple((v + 1,) for v in range(n - 1)) + ((n - 1,),)
    right = ((),) * n
    assert value_of_graph(left, right, 0) is on
    # a cycle of 10^5 Left moves, with a Right move out of it at every position
    left = tuple(((v + 1) % n,) for v in range(n))
    right = tuple(((v + 1) % n,) for v in range(n))
    assert graph_outcome(left, right, 0) == (Result.DRAW, Result.DRAW)
    assert not is_stopper_graph(left, right, [0])
