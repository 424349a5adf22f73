"""Placement games on graphs: Digraph Placement and Bipartite Snort.

* **Digraph Placement** (Clow and McKay, "Digraph placement games", 2023; cgt-py's
  ``DigraphPlacement``): a directed graph whose vertices are blue (Left's), red (Right's) or
  uncoloured. A player chooses a vertex of their colour and deletes it together with every
  vertex it points to. Clow and McKay show every short game is the value of such a position.
* **Bipartite Snort** (cgt-py's ``BipartiteSnort``): Snort (Winning Ways, vol. 1, ch. 2) on a
  bipartite graph whose one side only Left may colour and whose other side only Right may.
  Colouring a vertex then deletes it and all its neighbours, so it is Digraph Placement on the
  graph with every edge pointing both ways.

The weakly connected parts of the graph are components; a graph with no vertices is 0.
"""
from __future__ import annotations
from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from cgt.numbers.checks import items, natural
from cgt.position import Position
from cgt.resources import check_memory
from cgt.rulesets.col_snort import BYTES_PER_VERTEX, Snort
from cgt.rulesets.graphs import GraphError

LEFT, RIGHT, NOBODY = "L", "R", "."
_COLOUR_NAMES = {"blue": LEFT, "L": LEFT, "red": RIGHT, "R": RIGHT, None: NOBODY, ".": NOBODY,
                 "white": NOBODY}


class DigraphPlacement(Position):
    """Digraph Placement: ``DigraphPlacement(3, [(0, 1), (1, 2)], blue=[0, 2], red=[1])``, or a
    networkx ``DiGraph`` whose nodes carry a ``colour`` (or ``color``) of ``"blue"`` or
    ``"red"``.

    >>> DigraphPlacement(3, [(0, 1), (1, 2)], blue=[0, 2], red=[1]).value
    1*
    """

    __slots__ = ("colours", "arcs")

    def __init__(self, graph: Any, arcs: Iterable[tuple] | None = None,
                 blue: Iterable[int] = (), red: Iterable[int] = ()) -> None:
        if hasattr(graph, "nodes") and hasattr(graph, "edges"):
            names = {node: i for i, node in enumerate(graph.nodes)}
            colours = []
            for node, data in graph.nodes(data=True):
                found = data.get("colour", data.get("color"))
                if found not in _COLOUR_NAMES:
                    raise GraphError(f"the colour {found!r} of vertex {node!r} is not blue or red")
                colours.append(_COLOUR_NAMES[found])
            pairs = [(names[u], names[v]) for u, v in graph.edges]
            if not getattr(graph, "is_directed", lambda: True)():
                pairs += [(v, u) for u, v in pairs]
        else:
            n = natural(graph, "number of vertices", GraphError)
            check_memory(BYTES_PER_VERTEX * n, f"a digraph of {n} vertices")
            colours = [NOBODY] * n
            for side, vertices in ((LEFT, blue), (RIGHT, red)):
                for v in items(vertices, "coloured vertices"):
                    v = natural(v, "vertex", GraphError)
                    if v >= n or colours[v] != NOBODY:
                        raise GraphError(f"vertex {v} must be one of 0..{n - 1} and have one "
                                         "colour")
                    colours[v] = side
            pairs = []
            for arc in items(arcs if arcs is not None else (), "arcs"):
                if not isinstance(arc, (tuple, list)) or len(arc) != 2 or \
                        not all(isinstance(x, int) and 0 <= x < n for x in arc):
                    raise GraphError(f"an arc is a pair (u, v) of vertices 0..{n - 1}, not {arc!r}")
                pairs.append(tuple(arc))
        self.colours = "".join(colours)
        self.arcs = tuple(sorted({(u, v) for u, v in pairs if u != v}))

    def _of(self, colours, arcs):
        position = object.__new__(type(self))
        position.colours, position.arcs = colours, arcs
        return position

    def _without(self, removed):
        number = {}
        for v in range(len(self.colours)):
            if v not in removed:
                number[v] = len(number)
        colours = "".join(c for v, c in enumerate(self.colours) if v not in removed)
        arcs = tuple(sorted((number[u], number[v]) for u, v in self.arcs
                            if u in number and v in number))
        return self._of(colours, arcs)

    def _place(self, side):
        out = []
        for v, colour in enumerate(self.colours):
            if colour == side:
                out.append(self._without({v} | {b for a, b in self.arcs if a == v}))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._place(LEFT)

    def right_options(self) -> Sequence[Any]:
        return self._place(RIGHT)

    def components(self) -> Sequence[Any]:
        """The weakly connected parts that hold a coloured vertex."""
        n = len(self.colours)
        neighbours = [set() for _ in range(n)]
        for u, v in self.arcs:
            neighbours[u].add(v)
            neighbours[v].add(u)
        seen = set()
        out = []
        for start in range(n):
            if start in seen:
                continue
            part = {start}
            todo = [start]
            while todo:
                for y in neighbours[todo.pop()]:
                    if y not in part:
                        part.add(y)
                        todo.append(y)
            seen |= part
            if any(self.colours[v] != NOBODY for v in part):
                out.append(self._without(set(range(n)) - part))
        return out

    def is_terminal(self) -> bool:
        return LEFT not in self.colours and RIGHT not in self.colours

    def canonical_key(self) -> Hashable:
        return self.colours, self.arcs

    def __repr__(self) -> str:
        blue = [v for v, c in enumerate(self.colours) if c == LEFT]
        red = [v for v, c in enumerate(self.colours) if c == RIGHT]
        return (f"DigraphPlacement({len(self.colours)}, {list(self.arcs)}, blue={blue}, "
                f"red={red})")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and \
            (other.colours, other.arcs) == (self.colours, self.arcs)

    def __hash__(self) -> int:
        return hash(("DigraphPlacement", self.colours, self.arcs))


def BipartiteSnort(blue: int, red: int, edges: Iterable[tuple[int, int]]) -> Snort:
    """Bipartite Snort with ``blue`` vertices only Left may colour, ``red`` ones only Right
    may, and ``edges`` ``(i, j)`` joining blue vertex ``i`` to red vertex ``j`` (cgt-py's
    ``BipartiteSnort(blue, red, edges)``); a ``Snort`` position.

    >>> BipartiteSnort(2, 1, [(0, 0), (1, 0)]).value
    {1|0}
    """
    blue = natural(blue, "number of blue vertices", GraphError)
    red = natural(red, "number of red vertices", GraphError)
    check_memory(BYTES_PER_VERTEX * (blue + red), f"a graph of {blue + red} vertices")
    pairs = []
    for edge in items(edges, "edges"):
        if not isinstance(edge, (tuple, list)) or len(edge) != 2:
            raise GraphError(f"an edge of Bipartite Snort is (blue i, red j), not {edge!r}")
        i, j = edge
        if not (isinstance(i, int) and 0 <= i < blue and isinstance(j, int) and 0 <= j < red):
            raise GraphError(f"the edge {edge!r} needs a blue vertex 0..{blue - 1} and a red "
                             f"vertex 0..{red - 1}")
        pairs.append(f"{i}-{blue + j}")
    return Snort(LEFT * blue + RIGHT * red + "|" + " ".join(pairs))
