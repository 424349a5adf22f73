"""ArcKayles and Partizan ArcKayles: taking edges of a graph together with their ends.

* **ArcKayles** (Schaefer, "On the complexity of some two-person perfect-information games",
  *J. Comput. System Sci.* 16 (1978); Winning Ways, vol. 1, ch. 4 for its heap forms): a move
  chooses an edge and deletes both its ends, with every edge that meets them. A loop deletes
  its one vertex. On a path of n vertices it is Dawson's Kayles on a heap of n - 1 (a move
  takes two adjacent pins), and on a path with a loop at every vertex it is Kayles on a heap
  of n (a move takes one pin or two adjacent ones).
* **Partizan ArcKayles** (as in CGSuite's ``game.graph.PartizanArcKayles``): the edges are blue
  (Left may choose them), red (Right) or green (either).

Graphs are read by ``cgt.rulesets.graphs.edge_list``: edge lists, networkx graphs, or
CGSuite's path text (``"llr"`` is a path of two blue edges and a red one). Vertices that no
edge meets play no part, and the connected parts of the graph are components. A graph with
no edges is the game 0.
"""
from __future__ import annotations
from collections.abc import Hashable, Sequence
from typing import Any

from cgt.drawing.graphs import BLUE, GREEN, RED, Mark, graph_svg
from cgt.impartial import grundy as _grundy_engine  # noqa: F401  (values ArcKayles)
from cgt.numbers.checks import natural
from cgt.position import Position
from cgt.resources import check_memory
from cgt.rulesets.graphs import GraphError, connected_parts, edge_list, relabelled

__all__ = ["ArcKayles", "PartizanArcKayles"]

#: Who may take an edge, as the pictures show it.
_EDGE_LOOKS = {"L": Mark(BLUE, "Left's (blue)"), "R": Mark(RED, "Right's (red)"),
               "G": Mark(GREEN, "either player's (green)")}
# Memory per edge of a graph while it is built: the tuple and its three entries.
BYTES_PER_EDGE = 200


class _EdgeTaking(Position):
    __slots__ = ("edges",)
    _default_colour = "G"

    def __init__(self, graph: Any = ()) -> None:
        self.edges = edge_list(graph, self._default_colour, type(self).__name__)

    @classmethod
    def path(cls, n: int, colour: str = "G") -> Any:
        """The path of ``n`` vertices (``n - 1`` edges of one colour)."""
        n = natural(n, "number of vertices", GraphError)
        check_memory(BYTES_PER_EDGE * n, f"a path of {n} vertices")
        return cls([(i, i + 1, colour) for i in range(n - 1)])

    def _of(self, edges):
        position = object.__new__(type(self))
        position.edges = edges
        return position

    def _take(self, allowed):
        out = []
        for u, v, colour in self.edges:
            if colour in allowed:
                out.append(self._of(tuple(e for e in self.edges if not {e[0], e[1]} & {u, v})))
        return out

    def components(self) -> Sequence[Any]:
        return [self._of(relabelled(part)) for part in connected_parts(self.edges)]

    def canonical_key(self) -> Hashable:
        return relabelled(self.edges)

    def is_terminal(self) -> bool:
        return not self.edges

    def __str__(self) -> str:
        return " ".join(f"{u}-{v}{c}" for u, v, c in self.edges)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self.edges)!r})"

    def to_svg(self) -> str:
        """An SVG picture of the graph, each edge in the colour of who may take it: blue for
        Left, red for Right, green for either."""
        names = sorted({x for u, v, _ in self.edges for x in (u, v)})
        index = {name: i for i, name in enumerate(names)}
        return graph_svg([Mark()] * len(names),
                         [(index[u], index[v], _EDGE_LOOKS[c]) for u, v, c in self.edges],
                         f"{type(self).__name__} {self}", labels=[str(x) for x in names])

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.edges == self.edges

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.edges))


class ArcKayles(_EdgeTaking):
    """ArcKayles on a graph: ``ArcKayles([(0, 1), (1, 2)])``, ``ArcKayles.path(5)``.

    >>> ArcKayles.path(4).nim_value
    2
    """

    __slots__ = ()

    def options(self) -> Sequence[Any]:
        return self._take("LRG")


class PartizanArcKayles(_EdgeTaking):
    """Partizan ArcKayles: ``PartizanArcKayles("llr")`` or a list of ``(u, v, colour)``.

    >>> PartizanArcKayles("llr").value
    1/2
    """

    __slots__ = ()

    def left_options(self) -> Sequence[Any]:
        return self._take("LG")

    def right_options(self) -> Sequence[Any]:
        return self._take("RG")
