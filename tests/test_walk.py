"""The post-order walker of cgt.walk, checked against recursion on small graphs."""
import functools
import gc

import pytest
from hypothesis import given, settings, strategies as st

from cgt.errors import CGTError, LoopyPositionError
from cgt.walk import paused_gc, post_order, trimmed


def walk_graph(graph, root, memo=None, expanded=None):
    """The number of paths from ``root`` to a sink of ``graph`` (node -> children), walked."""
    memo = {} if memo is None else memo

    def expand(node):
        if expanded is not None:
            expanded.append(node)
        return graph[node], graph[node]

    def finish(node, children):
        return sum(memo[c] for c in children) if children else 1

    return post_order(root, expand, finish, memo)


def paths_by_recursion(graph, root):
    @functools.cache
    def paths(node):
        return sum(paths(c) for c in graph[node]) if graph[node] else 1

    return paths(root)


@st.composite
def dags(draw):
    """A graph on nodes 0..n-1 whose arcs go from smaller to larger nodes."""
    n = draw(st.integers(1, 12))
    return {i: draw(st.lists(st.integers(i + 1, n - 1), max_size=4)) if i < n - 1 else []
            for i in range(n)}


@given(dags())
@settings(max_examples=200, deadline=None)
def test_values_agree_with_recursion_and_each_node_is_expanded_once(graph):
    expanded = []
    memo = {}
    assert walk_graph(graph, 0, memo, expanded) == paths_by_recursion(graph, 0)
    assert sorted(expanded) == sorted(set(expanded))
    assert all(memo[node] == paths_by_recursion(graph, node) for node in memo)


def test_a_diamond_counts_its_two_paths():
    graph = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}
    memo = {}
    assert walk_graph(graph, "a", memo) == 2
    assert memo == {"a": 2, "b": 1, "c": 1, "d": 1}


def test_no_recursion_limit_at_any_depth():
    depth = 100_000
    graph = {i: [i + 1] for i in range(depth)}
    graph[depth] = []
    assert walk_graph(graph, 0) == 1


def test_the_memo_is_read_and_not_expanded_again():
    graph = {0: [1], 1: [2], 2: []}
    expanded = []
    assert walk_graph(graph, 0, {1: 5}, expanded) == 5
    assert expanded == [0]


@pytest.mark.parametrize("graph", [
    {0: [0]},                           # a loop on the root
    {0: [1], 1: [2], 2: [0]},           # a cycle through the root
    {0: [1, 3], 1: [2], 2: [1], 3: []},  # a cycle below it
])
def test_a_cycle_names_the_node_that_repeats(graph):
    memo = {}
    with pytest.raises(LoopyPositionError, match=r"position <\d> can repeat.*cycle") as info:
        post_order(0, lambda n: (graph[n], graph[n]), lambda n, c: 0, memo,
                   name=lambda n: f"<{n}>")
    assert isinstance(info.value, CGTError)
    repeated = int(str(info.value).split("<")[1][0])
    # The node named lies on a cycle: it can be reached from itself.
    seen, todo = set(), list(graph[repeated])
    while todo:
        node = todo.pop()
        if node not in seen:
            seen.add(node)
            todo.extend(graph[node])
    assert repeated in seen
    # Nothing on the cycle got a value.
    assert repeated not in memo and 0 not in memo


def test_paused_gc_restores_the_collector():
    assert gc.isenabled()
    with paused_gc():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with paused_gc():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
    with pytest.raises(KeyError):
        with paused_gc():
            raise KeyError
    assert gc.isenabled()


def test_trimmed_keeps_the_newest_half_of_the_bound():
    memo = {k: k for k in range(10)}
    assert trimmed(memo, 10) is None
    assert trimmed(memo, 6) == {7: 7, 8: 8, 9: 9}
    assert trimmed(memo, 1) == {9: 9}
    assert len(memo) == 10
