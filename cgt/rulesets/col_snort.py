"""Col and Snort: colouring the vertices of a graph (Winning Ways, vol. 1, ch. 2 "Col" and
"Snort"; Lessons in Play, ch. 2).

Left colours an uncoloured vertex blue, Right one red. In **Col** two adjacent vertices may
never have the same colour; in **Snort** they may never have different colours.

Once a vertex is coloured it matters only through the rule it imposes on its neighbours, so a
position is kept as the graph of uncoloured vertices, each marked with who may still colour it:
``.`` either player, ``L`` only Left, ``R`` only Right. A vertex nobody may colour is dropped.
Colouring a vertex removes it and takes the forbidden player's right away from its neighbours.
The connected parts of this graph are independent components.

Text form: the marks of vertices 0, 1, 2, ... then the edges, as ``"..L|0-1 1-2"``.
"""
from cgt.numbers.checks import items, natural
from cgt.position import Position
from cgt.resources import check_memory
from cgt.rulesets.grid import BoardError

EITHER, LEFT, RIGHT = ".", "L", "R"
# Memory per vertex or edge while a graph is built: its text, the parsed edge and its marks.
BYTES_PER_VERTEX = 200


class _Colouring(Position):
    """A graph whose vertices carry who may colour them."""

    __slots__ = ("marks", "edges")

    def __init__(self, text):
        if not isinstance(text, str):
            raise BoardError(f"a {type(self).__name__} position is text like '...|0-1 1-2', "
                             f"not {text!r}")
        marks, _, edge_text = text.partition("|")
        marks = marks.strip()
        for i, ch in enumerate(marks):
            if ch not in (EITHER, LEFT, RIGHT):
                raise BoardError(f"mark {ch!r} of vertex {i} is not '.', 'L' or 'R'")
        edges = set()
        for item in edge_text.split():
            try:
                u, v = (int(x) for x in item.split("-"))
            except ValueError:
                raise BoardError(f"{item!r} is not an edge like '0-1'") from None
            if not (0 <= u < len(marks) and 0 <= v < len(marks)) or u == v:
                raise BoardError(f"edge {item!r} needs two different vertices among 0.."
                                 f"{len(marks) - 1}")
            edges.add((min(u, v), max(u, v)))
        self.marks, self.edges = marks, tuple(sorted(edges))

    @classmethod
    def graph(cls, vertices, edges=None):
        """The graph with uncoloured vertices joined by ``edges``, given networkx-style:

        * ``graph(n, edges)``: vertices 0..n-1 and ``edges`` a list of pairs;
        * ``graph(names, edges)``: the vertices named by a list of hashable names;
        * ``graph(edges)``: the vertices met in a list of pairs;
        * ``graph(g)``: a networkx graph, whose node attribute ``colour`` (or ``color``),
          ``"blue"`` or ``"red"``, says that only Left or only Right may colour it.
        """
        marks = {}
        if hasattr(vertices, "nodes") and hasattr(vertices, "edges"):
            g = vertices
            names = list(g.nodes)
            for node, data in g.nodes(data=True):
                tint = data.get("colour", data.get("color"))
                if tint not in (None, "blue", "red", LEFT, RIGHT):
                    raise BoardError(f"the colour {tint!r} of vertex {node!r} is not blue or red")
                if tint is not None:
                    marks[node] = LEFT if tint in ("blue", LEFT) else RIGHT
            edges = list(g.edges)
        elif edges is None:
            edges = items(vertices, "edges")
            names = list(dict.fromkeys(x for edge in edges if isinstance(edge, (tuple, list))
                                       for x in edge))
        elif isinstance(vertices, int) or hasattr(vertices, "__index__"):
            names = list(range(natural(vertices, "number of vertices", BoardError)))
        else:
            names = list(items(vertices, "vertices"))
        edges = items(edges, "edges")
        check_memory(BYTES_PER_VERTEX * (len(names) + len(edges)),
                     f"a graph of {len(names)} vertices and {len(edges)} edges")
        if any(not isinstance(edge, (tuple, list)) or len(edge) != 2 for edge in edges):
            raise BoardError(f"the edges of a graph are pairs of vertices (u, v), not {edges!r}")
        try:
            number = {name: i for i, name in enumerate(names)}
            pairs = [(number[u], number[v]) for u, v in edges]
        except (KeyError, TypeError):
            raise BoardError(f"an edge of {edges!r} names a vertex that is not one of the "
                             f"graph's {names!r}") from None
        text = "".join(marks.get(name, EITHER) for name in names)
        return cls(text + "|" + " ".join(f"{u}-{v}" for u, v in pairs))

    @classmethod
    def path(cls, n):
        """The path of ``n`` uncoloured vertices."""
        n = natural(n, "number of vertices n", BoardError)
        check_memory(BYTES_PER_VERTEX * 2 * n, f"a path of {n} vertices")
        return cls.graph(n, [(i, i + 1) for i in range(n - 1)])

    @classmethod
    def _of(cls, marks, edges):
        position = object.__new__(cls)
        position.marks, position.edges = marks, edges
        return position

    def _colour(self, player):
        banned = self._banned_for_neighbours(player)
        out = []
        for v, mark in enumerate(self.marks):
            if mark != EITHER and mark != player:
                continue
            marks = list(self.marks)
            for u, w in self.edges:
                x = w if u == v else u if w == v else None
                if x is not None:
                    marks[x] = _without(marks[x], banned)
            marks[v] = None
            out.append(_reduced(type(self), marks, self.edges))
        return out

    def left_options(self):
        return self._colour(LEFT)

    def right_options(self):
        return self._colour(RIGHT)

    def is_terminal(self):
        return not self.marks

    def components(self):
        """The connected parts of the graph."""
        n = len(self.marks)
        adjacent = [[] for _ in range(n)]
        for u, v in self.edges:
            adjacent[u].append(v)
            adjacent[v].append(u)
        seen = [False] * n
        out = []
        for start in range(n):
            if seen[start]:
                continue
            part = [start]
            seen[start] = True
            for x in part:
                for y in adjacent[x]:
                    if not seen[y]:
                        seen[y] = True
                        part.append(y)
            keep = [None] * n
            for v in part:
                keep[v] = self.marks[v]
            out.append(_reduced(type(self), keep, self.edges))
        return out

    def canonical_key(self):
        return self.marks, self.edges

    def __str__(self):
        return self.marks + "|" + " ".join(f"{u}-{v}" for u, v in self.edges)

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"

    def __eq__(self, other):
        return type(other) is type(self) and (other.marks, other.edges) == (self.marks, self.edges)

    def __hash__(self):
        return hash((type(self).__name__, self.marks, self.edges))


def _without(mark, player):
    """The mark of a vertex once ``player`` may no longer colour it (None: nobody may)."""
    if mark is None:
        return None
    if mark == EITHER:
        return RIGHT if player == LEFT else LEFT
    return None if mark == player else mark


def _reduced(cls, marks, edges):
    """The position on the vertices whose mark is not None, renumbered in order."""
    number = {}
    for v, mark in enumerate(marks):
        if mark is not None:
            number[v] = len(number)
    kept = "".join(m for m in marks if m is not None)
    new_edges = tuple(sorted((number[u], number[v]) for u, v in edges
                             if u in number and v in number))
    return cls._of(kept, new_edges)


class Col(_Colouring):
    """Col: neighbours never share a colour. Values are numbers or numbers plus ``*``.

    >>> Col.path(1).value
    *
    >>> Col.path(2).value
    0
    """

    __slots__ = ()

    @staticmethod
    def _banned_for_neighbours(player):
        return player


class Snort(_Colouring):
    """Snort: neighbours never differ in colour; its values are often hot.

    >>> Snort.path(2).value
    +-1
    """

    __slots__ = ()

    @staticmethod
    def _banned_for_neighbours(player):
        return RIGHT if player == LEFT else LEFT
