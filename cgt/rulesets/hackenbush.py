"""Hackenbush: chopping coloured edges of a picture standing on the ground.

A picture is a graph with a ground; every edge is blue (``L``, Left's), red (``R``, Right's)
or green (``G``, either player's). A move deletes one edge of one's own colour (or a green
one), and everything no longer connected to the ground falls away (Winning Ways, vol. 1,
chs. 1, 2 and 7; Lessons in Play, ch. 2). The ground is vertex 0; all ground points are one
vertex.

The value is found with known theorems wherever they apply, and by the engine's search
otherwise:

* a **blue-red string** (a path rising from the ground) by Berlekamp's sign expansion: the
  first run of one colour counts 1 per edge, and each later edge counts +-1/2, +-1/4, ...
  (Winning Ways, ch. 2, "Hackenbush strings"; Lessons in Play, ch. 6);
* a **green tree** by the colon principle: a branch standing on a vertex is worth one more
  than what stands above it, and the branches at a vertex add as nimbers (Winning Ways, ch. 7);
* a **green graph** by the fusion principle: the vertices of each cycle fuse into one and its
  edges become loops, each worth a twig (Winning Ways, ch. 7);
* anything else by search; the picture splits at the ground into the parts that meet only
  there, and each part is valued once.
"""
from __future__ import annotations
from cgt.errors import CGTValueError
from cgt.numbers.checks import items
from cgt.numbers.dyadic import Dyadic
from cgt.position import Position
from cgt.drawing.hackenbush import hackenbush_svg
from cgt.short.game import number
from cgt.short.named import nimber
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Self

__all__ = ["HackenbushError", "Hackenbush"]

if TYPE_CHECKING:
    from cgt.short.game import Game

_NAMES = {"L": "blue", "R": "red", "G": "green"}


class HackenbushError(CGTValueError):
    """A picture that is not a Hackenbush position (a bad colour or vertex)."""


class Hackenbush(Position):
    """A Hackenbush picture: edges ``(u, v, colour)`` with the ground at vertex 0.

    Vertices are non-negative ints; edges not connected to the ground are dropped. The text
    form lists the edges as ``u-v`` followed by the colour: ``Hackenbush("0-1L 1-2R 1-3G")``.

    >>> Hackenbush.string("LR").value
    1/2
    >>> Hackenbush("0-1G 1-2G 2-0G").value
    *
    """

    __slots__ = ("edges",)

    def __init__(self, edges: Any = ()) -> None:
        if isinstance(edges, str):
            edges = _parse(edges)
        edges = items(edges, "edges of a Hackenbush picture")
        checked = []
        for edge in edges:
            try:
                u, v, colour = edge
            except (TypeError, ValueError):
                raise HackenbushError(f"an edge is (u, v, colour), not {edge!r}") from None
            for x in (u, v):
                if isinstance(x, bool) or not isinstance(x, int) or x < 0:
                    raise HackenbushError(f"vertex {x!r} of edge {edge!r} is not a natural "
                                          "number (the ground is 0)")
            if colour not in ("L", "R", "G"):
                raise HackenbushError(f"colour {colour!r} of edge {edge!r} is not L (blue), "
                                      "R (red) or G (green)")
            checked.append((u, v, colour))
        self.edges = _grounded(checked)

    @classmethod
    def _of(cls, edges):
        position = object.__new__(cls)
        position.edges = edges
        return position

    @classmethod
    def string(cls, colours: str) -> Self:
        """A string of edges rising from the ground, listed from the ground up:
        ``Hackenbush.string("LRG")``."""
        if not isinstance(colours, str):
            raise HackenbushError(f"a string is given by its colours, like 'LRG', not {colours!r}")
        return cls([(i, i + 1, c) for i, c in enumerate(colours.upper())])

    @classmethod
    def tree(cls, branches: Any) -> Self:
        """A tree standing on the ground: ``branches`` is a list of ``(colour, branches)`` pairs,
        one per edge leaving the ground, each with the branches above it.

        >>> Hackenbush.tree([("G", [("G", []), ("G", [])])]).value
        *
        """
        edges = []
        stack = [(0, branches)]
        count = 0
        while stack:
            below, children = stack.pop()
            for item in items(children, "branches of a Hackenbush tree"):
                try:
                    colour, above = item
                except (TypeError, ValueError):
                    raise HackenbushError(f"a branch is (colour, branches), not {item!r}") from None
                count += 1
                edges.append((below, count, colour))
                stack.append((count, above))
        return cls(edges)

    # -- moves ----------------------------------------------------------------------------------

    def _chop(self, colours):
        edges = self.edges
        return [self._of(_grounded(edges[:i] + edges[i + 1:]))
                for i, e in enumerate(edges) if e[2] in colours]

    def left_options(self) -> Sequence[Any]:
        return self._chop("LG")

    def right_options(self) -> Sequence[Any]:
        return self._chop("RG")

    def is_terminal(self) -> bool:
        return not self.edges

    # -- value ----------------------------------------------------------------------------------

    def components(self) -> list[Any]:
        """The parts of the picture that meet only at the ground."""
        return [self._of(_relabelled(part)) for part in _ground_parts(self.edges)]

    def canonical_key(self) -> Hashable:
        return self.edges

    def known_value(self) -> Game | None:
        """The value by sign expansion (blue-red strings) or by the colon and fusion principles
        (green pictures); None when neither applies."""
        colours = {e[2] for e in self.edges}
        if colours == {"G"}:
            return nimber(green_value(self.edges))
        if "G" not in colours and _is_string(self.edges):
            return number(sign_expansion("".join(e[2] for e in self.edges)))
        return None

    # -- text ----------------------------------------------------------------------------------

    def to_svg(self) -> str:
        """An SVG picture: the edges in their colours (blue Left, red Right, green either)
        standing on the ground."""
        return hackenbush_svg(self.edges, f"Hackenbush {self.text}")

    _repr_svg_ = to_svg

    @property
    def text(self) -> str:
        """The text form the class reads: the edges ``u-v`` and their colours, ``"0-1L 1-2R"``."""
        return " ".join(f"{u}-{v}{c}" for u, v, c in self.edges)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"

    def __str__(self) -> str:
        """A string is drawn standing on the ground; other pictures list their edges."""
        if not self.edges or not _is_string(self.edges):
            return self.text
        colours = "".join(e[2] for e in self.edges)
        stalk = [f"{':' if c == 'G' else '|'} {_NAMES[c]}" for c in reversed(colours)]
        return "\n".join(stalk) + "\n= ground"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hackenbush) and self.edges == other.edges

    def __hash__(self) -> int:
        return hash(("Hackenbush", self.edges))


def _parse(text):
    edges = []
    for item in text.split():
        try:
            ends, colour = item[:-1], item[-1].upper()
            u, v = (int(x) for x in ends.split("-"))
        except ValueError:
            raise HackenbushError(f"{item!r} in {text!r} is not an edge like '0-1L'") from None
        edges.append((u, v, colour))
    return edges


def sign_expansion(colours: str) -> Dyadic:
    """The value of the blue-red string ``colours`` (listed from the ground up), a ``Dyadic``.

    Berlekamp's rule (Winning Ways, ch. 2; Lessons in Play, ch. 6): the edges up to the first
    change of colour count +1 (blue) or -1 (red) each; after that, the k-th further edge counts
    +-1/2^k.
    """
    total = Dyadic(0)
    k = 0
    for c in colours:
        sign = 1 if c == "L" else -1
        if k == 0 and c == colours[0]:
            total = total + Dyadic(sign)
        else:
            k += 1
            total = total + Dyadic(sign, k)
    return total


def green_value(edges: Any) -> int:
    """The nim value of a green picture (edges ``(u, v, colour)``, ground 0), by fusing every
    cycle into one vertex with loops and applying the colon principle (Winning Ways, ch. 7)."""
    cluster = _two_edge_connected(edges)
    loops: dict[int, int] = {}
    tree: dict[int, list[int]] = {}
    for u, v, _ in edges:
        a, b = cluster[u], cluster[v]
        if a == b:
            loops[a] = loops.get(a, 0) ^ 1
        else:
            tree.setdefault(a, []).append(b)
            tree.setdefault(b, []).append(a)
    root = cluster[0]
    order, parent = [root], {root: None}
    for x in order:
        for y in tree.get(x, ()):
            if y not in parent:
                parent[y] = x
                order.append(y)
    worth: dict[int, int] = {}
    for x in reversed(order):
        nim = loops.get(x, 0)
        for y in tree.get(x, ()):
            if parent.get(y) == x:
                nim ^= worth[y] + 1
        worth[x] = nim
    return worth[root]


def _two_edge_connected(edges):
    """A map vertex -> a representative of its 2-edge-connected component (cycles fused)."""
    adjacent = {}
    for i, (u, v, _) in enumerate(edges):
        adjacent.setdefault(u, []).append((v, i))
        adjacent.setdefault(v, []).append((u, i))
    order, low, bridges = {}, {}, set()
    for start in adjacent:
        if start in order:
            continue
        order[start] = low[start] = len(order)
        stack = [(start, -1, iter(adjacent[start]))]
        while stack:
            x, via, it = stack[-1]
            for y, i in it:
                if i == via:
                    continue
                if y in order:
                    low[x] = min(low[x], order[y])
                else:
                    order[y] = low[y] = len(order)
                    stack.append((y, i, iter(adjacent[y])))
                    break
            else:
                stack.pop()
                if stack:
                    p = stack[-1][0]
                    low[p] = min(low[p], low[x])
                    if low[x] > order[p]:
                        bridges.add(via)
    cluster = {}
    for start in adjacent:
        if start in cluster:
            continue
        cluster[start] = start
        todo = [start]
        while todo:
            x = todo.pop()
            for y, i in adjacent[x]:
                if i not in bridges and y not in cluster:
                    cluster[y] = start
                    todo.append(y)
    cluster.setdefault(0, 0)
    return cluster


def _is_string(edges):
    """True when the edges form one path rising from the ground, in order 0-1, 1-2, ..."""
    return all(e[0] == i and e[1] == i + 1 for i, e in enumerate(edges))


def _grounded(edges):
    """The edges connected to the ground, with vertices renumbered in order of discovery."""
    adjacent = {}
    for i, (u, v, _) in enumerate(edges):
        adjacent.setdefault(u, []).append(i)
        adjacent.setdefault(v, []).append(i)
    seen = {0}
    todo = [0]
    kept = set()
    while todo:
        x = todo.pop()
        for i in adjacent.get(x, ()):
            kept.add(i)
            u, v, _ = edges[i]
            y = v if u == x else u
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return _relabelled([edges[i] for i in sorted(kept)])


def _relabelled(edges):
    """The edges with vertices renumbered breadth first from the ground, each edge written
    (lower, higher, colour), sorted; a string keeps the form 0-1, 1-2, ..."""
    adjacent = {}
    for u, v, c in edges:
        adjacent.setdefault(u, []).append((c, v))
        adjacent.setdefault(v, []).append((c, u))
    label = {0: 0}
    order = [0]
    for x in order:
        for _, y in sorted(adjacent.get(x, ()), key=lambda cy: (cy[0], label.get(cy[1], -1))):
            if y not in label:
                label[y] = len(label)
                order.append(y)
    out = []
    for u, v, c in edges:
        a, b = label[u], label[v]
        out.append((a, b, c) if a <= b else (b, a, c))
    return tuple(sorted(out))


def _ground_parts(edges):
    """The edge lists of the parts of the picture that meet only at the ground."""
    adjacent = {}
    for i, (u, v, _) in enumerate(edges):
        adjacent.setdefault(u, []).append(i)
        adjacent.setdefault(v, []).append(i)
    parts = []
    done = set()
    for first in range(len(edges)):
        if first in done:
            continue
        part = []
        todo = [first]
        done.add(first)
        while todo:
            i = todo.pop()
            part.append(edges[i])
            for x in edges[i][:2]:
                if x == 0:
                    continue
                for j in adjacent[x]:
                    if j not in done:
                        done.add(j)
                        todo.append(j)
        parts.append(part)
    return parts
