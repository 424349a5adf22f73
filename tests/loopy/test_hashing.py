"""``==`` and ``hash`` agree for every loopy value, so one set or dict may hold short games,
stoppers, sided values and unresolved values together.

Short games, stoppers and sided values are interned: equal values are one object. A side
that sidling gives up on is looked for among the other side and the values sidling had
reached, proved by the Inequality Rule (*Winning Ways*, vol. 2, ch. 11, "Comparing Loopy
Games"), so a game equal to a stopper comes back as that stopper. What stays unresolved is
``==`` only to unresolved values, exactly, and hashes by its outcome, which equal games share.
"""
import functools
import random

import pytest
from hypothesis import given, settings, strategies as st

from cgt import game as short_game, star, zero
from cgt.loopy import (UnresolvedValue, equations, is_stopper, off, on, over, sided, under,
                       upon)
from cgt.loopy.arithmetic import value_of_graph
from cgt.loopy.graph import from_equations, restrict

SHORT = [short_game(x) for x in ("0", "*", "1", "-1", "^", "1/2", "+-1")]
STOPPERS = SHORT + [on, off, over, under, upon, -upon, over + 1]

# A reconstruction of Bach's Carousel (Winning Ways, ch. 11, Extras), whose sides are not
# stoppers: its value stays unresolved.
CAROUSEL = {"a": ([0, "b"], [0]), "b": ([1], [1, "c"]), "c": ([star, "d"], [star]),
            "d": ([short_game("1*")], [short_game("1*"), "a"])}


def renumbered(left, right, rnd):
    """The same game on another graph: the vertices shuffled and the root copied."""
    n = len(left)
    perm = list(range(n))
    rnd.shuffle(perm)
    new_left, new_right = [None] * (n + 1), [None] * (n + 1)
    for v in range(n):
        new_left[perm[v]] = tuple(perm[w] for w in left[v])
        new_right[perm[v]] = tuple(perm[w] for w in right[v])
    new_left[n], new_right[n] = new_left[perm[0]], new_right[perm[0]]
    return tuple(new_left), tuple(new_right), n


@functools.cache
def carousels():
    """The Carousel, two copies of it on other graphs, and their negatives."""
    left, right, vertex = from_equations(CAROUSEL)
    left, right, _ = restrict(left, right, [vertex["a"]])
    rnd = random.Random(0)
    values = [value_of_graph(left, right, 0)]
    values += [value_of_graph(*renumbered(left, right, rnd)) for _ in range(2)]
    return values + [-x for x in values]


def test_a_game_equal_to_zero_is_zero():
    # the value is 0; it came back unresolved, == 0 but hashed unlike 0
    v = equations({"a": (["b"], []), "b": (["c"], ["b", "c"]), "c": ([], ["a"])})
    assert v is zero
    assert v == 0 and hash(v) == hash(zero) and v in {zero}
    assert is_stopper(v)


def test_equal_unresolved_values_hash_alike():
    a, b, c, minus_a, _, _ = carousels()
    assert all(isinstance(x, UnresolvedValue) for x in (a, b, c, minus_a))
    assert a is not b and a >= b and b >= a
    assert a == b == c and hash(a) == hash(b) == hash(c)
    assert -minus_a == a and hash(-minus_a) == hash(a)
    assert len({a, b, c, -minus_a}) == 1 and {a: "a"}[b] == "a"
    assert a != minus_a and len({a, minus_a}) == 2


def test_an_unresolved_value_equals_no_resolved_value():
    a = carousels()[0]
    assert a != 0 and 0 != a and a != on and a not in {zero, on, off}


@st.composite
def small_graphs(draw, max_vertices=4):
    n = draw(st.integers(1, max_vertices))
    moves = st.lists(st.integers(0, n - 1), max_size=2).map(lambda m: tuple(sorted(set(m))))
    return tuple(draw(moves) for _ in range(n)), tuple(draw(moves) for _ in range(n))


@st.composite
def values(draw):
    """A short game, a sided value of two stoppers, the value of a small random graph, or
    the Carousel on one of its graphs, or the negative of one of these."""
    kind = draw(st.sampled_from(["short", "sided", "graph", "unresolved"]))
    if kind == "short":
        x = draw(st.sampled_from(SHORT))
    elif kind == "sided":
        s, t = draw(st.sampled_from(STOPPERS)), draw(st.sampled_from(STOPPERS))
        x = sided(s, t) if s >= t else sided(t, s) if t >= s else s
    elif kind == "graph":
        x = value_of_graph(*draw(small_graphs()), 0)
    else:
        x = carousels()[draw(st.integers(0, 2))]
    return -x if draw(st.booleans()) else x


@settings(max_examples=40, deadline=None)
@given(st.lists(values(), min_size=2, max_size=6))
def test_equal_values_hash_alike(xs):
    for a in xs:
        for b in xs:
            if a == b:
                assert hash(a) == hash(b)
            assert (a == b) == (b == a) and (a != b) == (not a == b)
            if isinstance(a, UnresolvedValue) == isinstance(b, UnresolvedValue):
                assert (a == b) == (a >= b and b >= a)
            else:
                assert a != b
    # a set keeps one value of each class of equal values, and finds each value again
    classes: list = []
    for x in xs:
        if not any(x == y for y in classes):
            classes.append(x)
    in_a_set = set(xs)
    in_a_dict = {x: i for i, x in enumerate(xs)}
    assert len(in_a_set) == len(in_a_dict) == len(classes)
    for x in xs:
        assert x in in_a_set and xs[in_a_dict[x]] == x


@pytest.mark.slow
def test_no_unresolved_value_equals_one_of_its_sides():
    # 4000 random graphs of 3 to 8 vertices: every value that stays unresolved is unequal,
    # by the Inequality Rule in both directions, to each side that was found
    rng = random.Random(1)
    unresolved = []
    for _ in range(4000):
        n = rng.randint(3, 8)
        left, right = (tuple(tuple(sorted({rng.randrange(n) for _ in range(rng.randint(0, 2))}))
                             for _ in range(n)) for _ in range(2))
        v = value_of_graph(left, right, 0)
        if isinstance(v, UnresolvedValue):
            unresolved.append(v)
    equal_to_a_side = [v for v in unresolved for s in (v.onside, v.offside)
                       if s is not None and v >= s and s >= v]
    assert equal_to_a_side == []
