"""Placement games on graphs: Digraph Placement and Bipartite Snort.

* **Digraph Placement** (Clow and McKay, "Digraph placement games", 2023; cgt-py's
  ``DigraphPlacement``): a directed graph whose vertices are blue (Left's), red (Right's) or
  uncoloured. A player chooses a vertex of their colour and deletes it together with every
  vertex it points to. Clow and McKay show every short game is the value of such a position.
* **Bipartite Snort** (cgt-py's ``BipartiteSnort``): Snort (Winning Ways, vol. 1, ch. 2) on a
  bipartite graph whose one side only Left may colour and whose other side only Right may.
  Colouring a vertex then deletes it and all its neighbours, so it is Digraph Placement on the
  graph with every edge pointing both ways.

The weakly connected parts of the graph are components; a graph with no vertices is 0. An
uncoloured vertex of Digraph Placement is never chosen, so neither it nor its arcs change any
move: the components leave such vertices out, and each is renumbered compactly (random
digraphs have few symmetries, so relabelling them by colour refinement costs more than it
saves).
"""
from __future__ import annotations
from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from cgt.drawing.graphs import BLUE, GREY, RED, Mark, graph_svg
from cgt.numbers.checks import items, natural
from cgt.position import Position
from cgt.resources import check_memory
from cgt.rulesets import form_search
from cgt.rulesets.col_snort import BYTES_PER_VERTEX, Snort
from cgt.rulesets.graph_forms import bits, compact, joined, parts
from cgt.rulesets.graphs import GraphError

__all__ = ["DigraphPlacement", "BipartiteSnort"]

if TYPE_CHECKING:
    from cgt.short.game import Game

LEFT, RIGHT, NOBODY = "L", "R", "."
_COLOUR_NAMES = {"blue": LEFT, "L": LEFT, "red": RIGHT, "R": RIGHT, None: NOBODY, ".": NOBODY,
                 "white": NOBODY}
_LOOKS = {LEFT: Mark(BLUE, "Left's (blue)", "white"), RIGHT: Mark(RED, "Right's (red)", "white"),
          NOBODY: Mark("#ddd", "nobody's")}


class DigraphPlacement(Position):
    """Digraph Placement: ``DigraphPlacement(3, [(0, 1), (1, 2)], blue=[0, 2], red=[1])``, or a
    networkx ``DiGraph`` whose nodes carry a ``colour`` (or ``color``) of ``"blue"`` or
    ``"red"``.

    >>> DigraphPlacement(3, [(0, 1), (1, 2)], blue=[0, 2], red=[1]).value
    1*
    """

    __slots__ = ("colours", "outs", "blocks")

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
        outs = [0] * len(colours)
        for u, v in pairs:
            if u != v:
                outs[u] |= 1 << v
        self.colours, self.outs, self.blocks = "".join(colours), tuple(outs), None

    # ``outs[v]`` is the mask of the vertices v points to. ``blocks`` is None, or the sizes of
    # the runs of vertices into which the graph falls, each a weakly connected part with no
    # uncoloured vertex (how options are made).

    @property
    def arcs(self) -> tuple:
        """The arcs (u, v), in order."""
        return tuple((u, v) for u, mask in enumerate(self.outs) for v in bits(mask))

    @classmethod
    def _of(cls, colours, outs, blocks=None):
        position = object.__new__(cls)
        position.colours, position.outs, position.blocks = colours, outs, blocks
        return position

    def _links(self):
        """For each vertex, the mask of the vertices joined to it by an arc either way."""
        links = list(self.outs)
        for u, mask in enumerate(self.outs):
            for v in bits(mask):
                links[v] |= 1 << u
        return links

    def _coloured(self):
        """The mask of the vertices that have a colour."""
        mask = 0
        for v, colour in enumerate(self.colours):
            if colour != NOBODY:
                mask |= 1 << v
        return mask

    @classmethod
    def _joined(cls, forms):
        """The position made of the parts ``forms``, each a pair (colours, outs)."""
        return cls._of(*joined(forms))

    def _option_forms(self, side):
        """For each move of ``side``, the forms of the parts of the graph it leaves."""
        coloured = self._coloured()
        outs, colours = self.outs, self.colours
        links = self._links()
        return [[compact(colours, outs, part)
                 for part in parts(links, coloured & ~(1 << v) & ~outs[v])]
                for v, colour in enumerate(colours) if colour == side]

    def _place(self, side):
        return [self._joined(forms) for forms in self._option_forms(side)]

    def left_options(self) -> Sequence[Any]:
        return self._place(LEFT)

    def right_options(self) -> Sequence[Any]:
        return self._place(RIGHT)

    def components(self) -> Sequence[Any]:
        """The weakly connected parts of the coloured vertices, each renumbered in order."""
        blocks = self.blocks
        if blocks is None:
            position = self._joined(
                [compact(self.colours, self.outs, part)
                 for part in parts(self._links(), self._coloured())])
            blocks = position.blocks
        else:
            position = self
        if len(blocks) == 1:
            return (position,)
        out = []
        start = 0
        for size in blocks:
            mask = (1 << size) - 1
            out.append(self._of(position.colours[start:start + size],
                                tuple((x >> start) & mask
                                      for x in position.outs[start:start + size]), (size,)))
            start += size
        return out

    def is_terminal(self) -> bool:
        return LEFT not in self.colours and RIGHT not in self.colours

    def canonical_key(self) -> Hashable:
        return self.colours, self.outs

    @property
    def value(self) -> Game:
        """The canonical value of the position, found by ``cgt.rulesets.form_search`` over
        the forms of its parts."""
        return form_search.search(type(self)).value(
            [(part.colours, part.outs) for part in self.components()])

    def to_svg(self) -> str:
        """An SVG picture of the digraph: Left's vertices blue, Right's red, the others
        grey."""
        return graph_svg([_LOOKS[c] for c in self.colours],
                         [(u, v, Mark(GREY)) for u, v in self.arcs], repr(self), directed=True)

    _repr_svg_ = to_svg

    def __repr__(self) -> str:
        blue = [v for v, c in enumerate(self.colours) if c == LEFT]
        red = [v for v, c in enumerate(self.colours) if c == RIGHT]
        return (f"DigraphPlacement({len(self.colours)}, {list(self.arcs)}, blue={blue}, "
                f"red={red})")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and \
            (other.colours, other.outs) == (self.colours, self.outs)

    def __hash__(self) -> int:
        return hash(("DigraphPlacement", self.colours, self.outs))


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
