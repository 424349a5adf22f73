"""Cycles of a game graph: stoppers, plumtrees and loopfree graphs.

A **stopper** is a game from none of whose positions an infinite alternating sequence of moves
L, R, L, R, ... starts, so that play in it alone always stops (*Winning Ways*, vol. 2, ch. 11,
"Stoppers"; Siegel, *Combinatorial Game Theory*, VI.1). The test looks for a cycle in the
*alternation graph*, whose states are (position, player to move next): a Left edge v -> w gives
(v, L) -> (w, R) and a Right edge gives (v, R) -> (w, L). Tarjan's strongly connected
components (Tarjan, "Depth-first search and linear graph algorithms", 1972), written with an
explicit stack, give this in linear time, together with the edges that lie on alternating
cycles.

A **plumtree** is a game whose only cycles are passes (*Winning Ways*, ch. 11, "Plumtrees Are
Nicer!").
"""
from __future__ import annotations

from collections.abc import Iterable

from cgt.loopy.graph import Moves, reachable

__all__ = ["components", "is_stopper_graph", "alternating_edges"]


def components(successors: list, roots: Iterable[int]) -> list[int]:
    """The strongly connected component number of each node reachable from ``roots`` (-1 for
    the others), by Tarjan's algorithm with an explicit stack."""
    n = len(successors)
    index = [-1] * n
    low = [0] * n
    comp = [-1] * n
    on_stack = [False] * n
    stack: list[int] = []
    counter = 0
    count = 0
    for root in roots:
        if index[root] != -1:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = True
        work = [(root, iter(successors[root]))]
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if index[w] == -1:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, iter(successors[w])))
                    advanced = True
                    break
                if on_stack[w] and index[w] < low[v]:
                    low[v] = index[w]
            if advanced:
                continue
            work.pop()
            if work:
                u = work[-1][0]
                if low[v] < low[u]:
                    low[u] = low[v]
            if low[v] == index[v]:
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    comp[w] = count
                    if w == v:
                        break
                count += 1
    return comp


def _alternation(left: Moves, right: Moves) -> list:
    succ = []
    for v in range(len(left)):
        succ.append([2 * w + 1 for w in left[v]])   # (v, L) -> (w, R)
        succ.append([2 * w for w in right[v]])      # (v, R) -> (w, L)
    return succ


def _cyclic_states(left: Moves, right: Moves, roots: Iterable[int]) -> tuple[list, list]:
    # Every position reachable from a root counts, with either player to move next: in a
    # sum, a component's play need not alternate, so any position may be reached with either
    # player to move.
    succ = _alternation(left, right)
    states = []
    for v in reachable(left, right, roots):
        states += [2 * v, 2 * v + 1]
    comp = components(succ, states)
    size: dict[int, int] = {}
    for c in comp:
        if c != -1:
            size[c] = size.get(c, 0) + 1
    return comp, [c != -1 and size[c] > 1 for c in comp]


def is_stopper_graph(left: Moves, right: Moves, roots: Iterable[int]) -> bool:
    """True when no position reachable from the roots (by moves of either player, in any
    order) starts an infinite alternating play (*Winning Ways*, ch. 11, "Stoppers")."""
    _, cyclic = _cyclic_states(left, right, roots)
    return not any(cyclic)


def stopper_vertices(left: Moves, right: Moves) -> list[bool]:
    """For every vertex, whether the game started there is a stopper: whether no vertex it
    reaches (by moves of either player) starts an infinite alternating play."""
    n = len(left)
    comp, cyclic = _cyclic_states(left, right, range(n))
    bad = [cyclic[2 * v] or cyclic[2 * v + 1] for v in range(n)]
    return [not b for b in reaching(left, right, bad)]


def reaching(left: Moves, right: Moves, marked: list[bool]) -> list[bool]:
    """For every vertex, whether it reaches a marked vertex (itself included) by moves of
    either player."""
    n = len(left)
    found = list(marked)
    back: list[list[int]] = [[] for _ in range(n)]
    for v in range(n):
        for w in left[v] + right[v]:
            back[w].append(v)
    todo = [v for v in range(n) if found[v]]
    while todo:
        w = todo.pop()
        for v in back[w]:
            if not found[v]:
                found[v] = True
                todo.append(v)
    return found


def alternating_edges(left: Moves, right: Moves,
                      roots: Iterable[int]) -> tuple[set, set]:
    """The Left edges and the Right edges ``(v, w)`` that lie on an alternating cycle reachable
    from the roots: an edge lies on one exactly when its two alternation states are in the same
    strongly connected component."""
    comp, cyclic = _cyclic_states(left, right, roots)
    on_left: set[tuple[int, int]] = set()
    on_right: set[tuple[int, int]] = set()
    for v in range(len(left)):
        a, b = 2 * v, 2 * v + 1
        if cyclic[a]:
            on_left.update((v, w) for w in left[v] if comp[2 * w + 1] == comp[a])
        if cyclic[b]:
            on_right.update((v, w) for w in right[v] if comp[2 * w] == comp[b])
    return on_left, on_right


def is_loopfree_graph(left: Moves, right: Moves, roots: Iterable[int]) -> bool:
    """True when no position reachable from the roots can repeat."""
    return _cycle_free(left, right, roots, allow_passes=False)


def is_plumtree_graph(left: Moves, right: Moves, roots: Iterable[int]) -> bool:
    """True when the only cycles reachable from the roots are passes (*Winning Ways*, ch. 11,
    "Plumtrees Are Nicer!")."""
    return _cycle_free(left, right, roots, allow_passes=True)


def _cycle_free(left, right, roots, allow_passes):
    # Colouring depth-first search: 1 on the stack, 2 finished.
    colour = [0] * len(left)
    for root in roots:
        if colour[root]:
            continue
        colour[root] = 1
        work = [(root, iter(left[root] + right[root]))]
        while work:
            v, it = work[-1]
            for w in it:
                if w == v and allow_passes:
                    continue
                if colour[w] == 1:
                    return False
                if colour[w] == 0:
                    colour[w] = 1
                    work.append((w, iter(left[w] + right[w])))
                    break
            else:
                colour[v] = 2
                work.pop()
    return True


def loopfree_vertices(left: Moves, right: Moves, comp: list[int] | None = None) -> list[bool]:
    """For every vertex, whether no cycle can be reached from it; ``comp``, if given, is the
    numbering of the strongly connected components (``components``)."""
    n = len(left)
    succ = [left[v] + right[v] for v in range(n)]
    if comp is None:
        comp = components(succ, range(n))
    size: dict = {}
    for c in comp:
        size[c] = size.get(c, 0) + 1
    on_cycle = [size[comp[v]] > 1 or v in succ[v] for v in range(n)]
    return [not b for b in reaching(left, right, on_cycle)]
