"""Game graphs: the finite directed graphs with separate Left and Right moves that loopy games are.

A loopy partizan game is a finite set of positions with two move relations, Left's and
Right's, and a start position; a move from a position to itself is a *pass* (*Winning Ways*,
vol. 2, ch. 11, "Loopy Games"; Siegel, *Combinatorial Game Theory*, ch. VI.1). Here the
positions are the integers ``0 .. n-1`` and a graph is two tuples of sorted successor tuples,
``left[v]`` and ``right[v]``, so that it hashes and compares structurally. Whether two graphs
have equal *values* is a separate question (``cgt.loopy.order``).

Every walk over a graph in this package uses an explicit stack or queue, never the Python call
stack, so graphs of any size that fits the vertex budget are handled.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.short.coerce import operand
from cgt.short.store import GameBase
from cgt.walk import post_order

__all__ = ["Moves", "set_vertex_budget", "reachable", "restrict", "product"]
if TYPE_CHECKING:
    from cgt.short.game import Game

#: Successor tuples per vertex: ``moves[v]`` is the sorted tuple of the positions reached by
#: one move from ``v``.
Moves = tuple[tuple[int, ...], ...]

#: The largest number of vertices a graph built by this package may have; see
#: ``set_vertex_budget``.
VERTEX_BUDGET = 2_000_000


def set_vertex_budget(vertices: int) -> None:
    """Set the largest number of vertices a loopy game graph may have (explored positions,
    product graphs of sums, expanded short games). Building a larger one raises
    ``ResourceError``. The default, two million, fits in the memory of a laptop."""
    global VERTEX_BUDGET
    if isinstance(vertices, bool) or not isinstance(vertices, int) or vertices < 1:
        raise CGTValueError(f"the vertex budget must be a positive integer, not {vertices!r}")
    VERTEX_BUDGET = vertices


def check_budget(count: int, what: str) -> None:
    if count > VERTEX_BUDGET:
        raise ResourceError(f"{what} has more than {VERTEX_BUDGET} positions, the vertex budget "
                            "(see cgt.loopy.set_vertex_budget)")


def check_pairs(a: int, b: int, what: str) -> None:
    """Refuse at once, with ``ResourceError``, ``what`` when it takes one state for each of
    the ``a * b`` pairs of positions and they exceed the vertex budget."""
    if a * b > VERTEX_BUDGET:
        raise ResourceError(f"{what} takes {a} x {b} pairs of positions, more than the vertex "
                            f"budget of {VERTEX_BUDGET} (see cgt.loopy.set_vertex_budget)")


class Builder:
    """A graph under construction: vertices are added with ``add()`` and their moves set
    afterwards; ``freeze()`` gives the sorted, deduplicated tuples."""

    __slots__ = ("left", "right", "what")

    def __init__(self, what: str = "a loopy game") -> None:
        self.left: list[Any] = []
        self.right: list[Any] = []
        self.what = what

    def add(self, left: Iterable[int] = (), right: Iterable[int] = ()) -> int:
        v = len(self.left)
        check_budget(v + 1, self.what)
        self.left.append(left)
        self.right.append(right)
        return v

    def freeze(self) -> tuple[Moves, Moves]:
        return (tuple(tuple(sorted(set(m))) for m in self.left),
                tuple(tuple(sorted(set(m))) for m in self.right))


def add_short_game(builder: Builder, g: Game, memo: dict[Game, int]) -> int:
    """The vertex of ``builder`` for the short game ``g``, adding ``g``'s positions (each
    canonical position once, found in ``memo``) without recursion."""
    if g in memo:
        return memo[g]
    # a game born on day n has a chain of n + 1 positions: refuse at once what cannot fit
    check_budget(len(builder.left) + g.birthday + 1, builder.what)
    return post_order(g, lambda h: (h.left_options + h.right_options, None),
                      lambda h, _: builder.add([memo[x] for x in h.left_options],
                                               [memo[x] for x in h.right_options]), memo)


def from_equations(equations: dict, start: Hashable | None = None) -> tuple[Moves, Moves, dict]:
    """The graph of a system of equations ``{name: (left, right)}``, where ``left`` and
    ``right`` list names of the system or short games, with the vertex of every name.

    >>> left, right, vertex = from_equations({"tis": (["tisn"], []), "tisn": ([], ["tis"])})
    >>> left[vertex["tis"]], right[vertex["tisn"]]
    ((1,), (0,))
    """
    if not isinstance(equations, dict) or not equations:
        raise CGTTypeError(f"equations must be a non-empty dict {{name: (left, right)}}, not "
                           f"{equations!r}")
    builder = Builder("a system of equations")
    vertex = {}
    for name in equations:
        vertex[name] = builder.add()
    shorts: dict = {}
    for name, sides in equations.items():
        try:
            left, right = sides
        except (TypeError, ValueError):
            raise CGTTypeError(f"the equation for {name!r} must be a pair (left, right), not "
                               f"{sides!r}") from None
        out = []
        for side, options in (("left", left), ("right", right)):
            if isinstance(options, (str, GameBase)) or not isinstance(options, Iterable):
                raise CGTTypeError(f"the {side} options of {name!r} must be a list, not "
                                   f"{options!r}")
            targets = []
            for x in options:
                if isinstance(x, Hashable) and not isinstance(x, GameBase) and x in vertex:
                    targets.append(vertex[x])
                else:
                    targets.append(add_value(builder, x, shorts, name))
            out.append(targets)
        builder.left[vertex[name]], builder.right[vertex[name]] = out
    left, right = builder.freeze()
    return left, right, vertex


def add_value(builder: Builder, x: Any, memo: dict, name: Any = None) -> int:
    """The vertex of ``builder`` for a short game, number or loopy value ``x``."""
    # Loopy values provide their own graph; short games and numbers are expanded.
    graph_of = getattr(x, "_loopy_graph", None)
    if graph_of is not None:
        left, right, root = graph_of()
        return embed(builder, left, right, root)
    from_number = operand(x)
    if from_number is None:
        where = f" in the equation for {name!r}" if name is not None else ""
        raise CGTTypeError(f"{x!r}{where} is neither a name of the system nor a game")
    return add_short_game(builder, from_number, memo)


def embed(builder: Builder, left: Moves, right: Moves, root: int) -> int:
    """Copy the graph ``(left, right)`` into ``builder``; the new vertex of ``root``."""
    base = len(builder.left)
    check_budget(base + len(left), builder.what)
    for v in range(len(left)):
        builder.left.append([w + base for w in left[v]])
        builder.right.append([w + base for w in right[v]])
    return root + base


def reachable(left: Moves, right: Moves, roots: Iterable[int]) -> list[int]:
    """The vertices reachable from ``roots`` (the roots first, then in order of discovery)."""
    seen = set()
    order = []
    stack = []
    for r in roots:
        if r not in seen:
            seen.add(r)
            order.append(r)
            stack.append(r)
    while stack:
        v = stack.pop()
        for w in left[v] + right[v]:
            if w not in seen:
                seen.add(w)
                order.append(w)
                stack.append(w)
    return order


def restrict(left: Moves, right: Moves, roots: Sequence[int]) -> tuple[Moves, Moves, list[int]]:
    """The subgraph reachable from ``roots``, renumbered in order of discovery, and the new
    numbers of the roots."""
    order = reachable(left, right, roots)
    new = {v: i for i, v in enumerate(order)}
    nl = tuple(tuple(sorted({new[w] for w in left[v]})) for v in order)
    nr = tuple(tuple(sorted({new[w] for w in right[v]})) for v in order)
    return nl, nr, [new[r] for r in roots]


def product(a: tuple[Moves, Moves, int], b: tuple[Moves, Moves, int],
            what: str = "a sum of loopy games") -> tuple[Moves, Moves, int]:
    """The graph of the disjunctive sum of two rooted graphs: the part of the product graph
    V1 x V2 reachable from the pair of roots, where a player moves in either component along
    his own edges (*Winning Ways*, ch. 11, "Loopy Games"). The root is vertex 0."""
    la, ra, root_a = a
    lb, rb, root_b = b
    index = {(root_a, root_b): 0}
    pairs = [(root_a, root_b)]
    left: list = []
    right: list = []
    i = 0
    while i < len(pairs):
        x, y = pairs[i]
        for out, mx, my in ((left, la[x], lb[y]), (right, ra[x], rb[y])):
            targets = []
            for x2 in mx:
                p = (x2, y)
                j = index.get(p)
                if j is None:
                    j = index[p] = len(pairs)
                    pairs.append(p)
                targets.append(j)
            for y2 in my:
                p = (x, y2)
                j = index.get(p)
                if j is None:
                    j = index[p] = len(pairs)
                    pairs.append(p)
                targets.append(j)
            out.append(tuple(sorted(set(targets))))
        if len(pairs) > VERTEX_BUDGET:
            check_budget(len(pairs), what)
        i += 1
    return tuple(left), tuple(right), 0


def explore(start: Any, left_options: Callable[[Any], Iterable[Any]],
            right_options: Callable[[Any], Iterable[Any]],
            key: Callable[[Any], Hashable] = lambda p: p) -> tuple[Moves, Moves, list]:
    """The graph of the positions reachable from ``start`` by the given move functions,
    numbered in order of discovery (``start`` is 0), and the list of the positions.

    Positions with the same ``key`` are one vertex. The walk uses an explicit queue and
    raises ``ResourceError`` past the vertex budget.
    """
    return explore_from([start], left_options, right_options, key)


def explore_from(starts: Iterable[Any], left_options: Callable[[Any], Iterable[Any]],
                 right_options: Callable[[Any], Iterable[Any]],
                 key: Callable[[Any], Hashable] = lambda p: p) -> tuple[Moves, Moves, list]:
    """The graph of the positions reachable from any of ``starts``, numbered in order of
    discovery (the starts first, equal ones once), and the list of the positions."""
    index: dict = {}
    positions: list = []
    for p in starts:
        k = _hashable_key(key, p)
        if k not in index:
            index[k] = len(positions)
            positions.append(p)
            check_budget(len(positions), f"the game from {p!r}")
    left: list = []
    right: list = []
    i = 0
    while i < len(positions):
        p = positions[i]
        for options, out in ((left_options(p), left), (right_options(p), right)):
            targets = []
            for q in options:
                k = _hashable_key(key, q)
                j = index.get(k)
                if j is None:
                    j = index[k] = len(positions)
                    positions.append(q)
                    check_budget(len(positions), f"the game from {positions[0]!r}")
                targets.append(j)
            out.append(tuple(sorted(set(targets))))
        i += 1
    return tuple(left), tuple(right), positions


def _hashable_key(key, position):
    k = key(position)
    try:
        hash(k)
    except TypeError:
        raise CGTTypeError(f"a position, or its key, must be hashable to be a vertex of the game "
                           f"graph, not {type(k).__name__} {k!r}") from None
    return k


def checked_graph(left: Any, right: Any, roots: Iterable[Any]) -> tuple[Moves, Moves]:
    """``left`` and ``right`` as tuples of tuples after checking that they describe a graph:
    two sequences of the same length n, whose entries are sequences of vertices, each an
    integer in range(n) like every root; ``CGTTypeError`` or ``CGTValueError`` otherwise."""
    sides = []
    for side, moves in (("left", left), ("right", right)):
        if isinstance(moves, (str, bytes)) or not isinstance(moves, Sequence):
            raise CGTTypeError(f"the {side} moves of a graph must be a sequence with one sequence "
                               f"of vertices for each vertex, not {moves!r}")
        sides.append(moves)
    n = len(left)
    if len(right) != n:
        raise CGTValueError(f"a graph needs as many right move lists as left ones, not {n} and "
                            f"{len(right)}")
    check_budget(n, "the graph")

    def vertex(v, what):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
            raise CGTValueError(f"{what} must be a vertex number in range({n}), not {v!r}")
        return v

    for r in roots:
        vertex(r, "a root")
    out = []
    for side, moves in zip(("left", "right"), sides):
        rows = []
        for u, targets in enumerate(moves):
            if isinstance(targets, (str, bytes)) or not isinstance(targets, Sequence):
                raise CGTTypeError(f"the {side} moves of vertex {u} must be a sequence of "
                                   f"vertices, not {targets!r}")
            rows.append(tuple(vertex(v, f"a {side} move of vertex {u}") for v in targets))
        out.append(tuple(rows))
    return out[0], out[1]


def negate(left: Moves, right: Moves) -> tuple[Moves, Moves]:
    """The graph of the negative: Left's and Right's moves exchanged."""
    return right, left


def inverse(moves: Moves) -> list[list[int]]:
    """``inv[w]`` lists the vertices with a move to ``w``."""
    inv: list[list[int]] = [[] for _ in moves]
    for v, ws in enumerate(moves):
        for w in ws:
            inv[w].append(v)
    return inv
