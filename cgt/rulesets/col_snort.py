"""Col and Snort: colouring the vertices of a graph (Winning Ways, vol. 1, ch. 2 "Col" and
"Snort"; Lessons in Play, ch. 2).

Left colours an uncoloured vertex blue, Right one red. In **Col** two adjacent vertices may
never have the same colour; in **Snort** they may never have different colours.

Once a vertex is coloured it matters only through the rule it imposes on its neighbours, so a
position is kept as the graph of uncoloured vertices, each marked with who may still colour it:
``.`` either player, ``L`` only Left, ``R`` only Right. A vertex nobody may colour is dropped.
Colouring a vertex removes it and takes the forbidden player's right away from its neighbours.
The connected parts of this graph are independent components, each relabelled into the
standard form of ``cgt.rulesets.graph_forms`` so that isomorphic parts are valued once.

An edge whose two ends can never constrain each other is dropped from a component: in Col an
edge between a vertex only Left may colour and one only Right may (colouring either end bars
its own colourer from the other end, who may not colour it anyway), and in Snort an edge
between two vertices only the same player may colour (colouring one bars the opponent from the
other). Marks only ever lose a player, so such an edge stays idle for the rest of the game.

Text form: the marks of vertices 0, 1, 2, ... then the edges, as ``"..L|0-1 1-2"``.
"""
from cgt import caches
from cgt.numbers.checks import items, natural
from cgt.position import Position
from cgt.rulesets import form_search
from cgt.resources import check_memory
from cgt.drawing.graphs import GREY, Mark, graph_svg
from cgt.rulesets.graph_forms import bits, joined, parts, relabel
from cgt.rulesets.grid import BoardError

__all__ = ["Col", "Snort"]

EITHER, LEFT, RIGHT = ".", "L", "R"
#: How the pictures show who may still colour a vertex.
LOOKS = {EITHER: Mark("white", "either player may colour it"),
         LEFT: Mark("#9cc3ee", "only Left may colour it (blue)"),
         RIGHT: Mark("#f2a7b1", "only Right may colour it (red)")}
# Memory per vertex or edge while a graph is built: its text, the parsed edge and its marks.
BYTES_PER_VERTEX = 200


class _Colouring(Position):
    """A graph whose vertices carry who may colour them."""

    __slots__ = ("marks", "links", "blocks")

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
        links = [0] * len(marks)
        for u, v in edges:
            links[u] |= 1 << v
            links[v] |= 1 << u
        self.marks, self.links, self.blocks = marks, tuple(links), None

    # ``links[v]`` is the mask of the neighbours of vertex v (bit u for vertex u). ``blocks``
    # is None, or the sizes of the runs of vertices into which the graph falls: each run a
    # connected part in standard form, with no idle edge (how options are made).

    @property
    def edges(self):
        """The edges (u, v), u < v, in order."""
        return tuple((u, v) for u, mask in enumerate(self.links) for v in bits(mask) if v > u)

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
    def _of(cls, marks, links, blocks=None):
        position = object.__new__(cls)
        position.marks, position.links, position.blocks = marks, links, blocks
        return position

    @classmethod
    def _joined(cls, forms):
        """The position made of the parts ``forms``, each a pair (marks, links)."""
        return cls._of(*joined(forms))

    def _colour(self, player):
        cls = type(self)
        return [cls._joined(forms) for forms in self._option_forms(player)]

    def _option_forms(self, player):
        """For each move of ``player``, the standard forms (marks, links) of the connected
        parts of the graph it leaves."""
        cls = type(self)
        banned = cls._banned_for_neighbours(player)
        idle = cls._idle
        marks, links = self.marks, self.links
        everyone = (1 << len(marks)) - 1
        out = []
        for v, mark in enumerate(marks):
            if mark != EITHER and mark != player:
                continue
            after = list(marks)
            after[v] = None
            alive = everyone ^ (1 << v)
            new_links = list(links)
            for x in bits(links[v]):
                m = after[x] = _without(after[x], banned)
                if m is None:
                    alive ^= 1 << x
            for x in bits(links[v] & alive):
                m = after[x]
                for u in bits(links[x] & alive):
                    if idle(m, after[u]):
                        new_links[x] &= ~(1 << u)
                        new_links[u] &= ~(1 << x)
            out.append([relabel(after, new_links, part)
                        for part in parts(new_links, alive)])
        return out

    def left_options(self):
        return self._colour(LEFT)

    def right_options(self):
        return self._colour(RIGHT)

    def is_terminal(self):
        return not self.marks

    def components(self):
        """The connected parts of the graph, less its idle edges, each in standard form."""
        cls = type(self)
        blocks = self.blocks
        if blocks is not None:
            if len(blocks) == 1:
                return (self,)
            out = []
            start = 0
            for size in blocks:
                mask = (1 << size) - 1
                out.append(cls._of(self.marks[start:start + size],
                                   tuple((x >> start) & mask
                                         for x in self.links[start:start + size]), (size,)))
                start += size
            return out
        key = (cls, self.marks, self.links)
        found = _PARTS.get(key)
        if found is None:
            marks = self.marks
            idle = cls._idle
            links = [mask & ~sum(1 << u for u in bits(mask) if idle(m, marks[u]))
                     for m, mask in zip(marks, self.links)]
            found = _PARTS.put(key, tuple(
                cls._joined([relabel(marks, links, part)])
                for part in parts(links, (1 << len(marks)) - 1)))
        return found

    def canonical_key(self):
        return self.marks, self.links

    @property
    def value(self):
        """The canonical value of the position, found by ``cgt.rulesets.form_search`` over
        the standard forms of its parts."""
        return form_search.search(type(self)).value(
            [(part.marks, part.links) for part in self.components()])

    @property
    def text(self) -> str:
        """The text form the class reads: the marks, ``|``, the edges: ``"..L|0-1 1-2"``."""
        return self.marks + "|" + " ".join(f"{u}-{v}" for u, v in self.edges)

    def __str__(self) -> str:
        return self.text

    def to_svg(self) -> str:
        """An SVG picture of the graph of uncoloured vertices, each tinted blue or red when
        only Left or only Right may colour it."""
        return graph_svg([LOOKS[m] for m in self.marks],
                         [(u, v, Mark(GREY)) for u, v in self.edges],
                         f"{type(self).__name__} {self.text}")

    _repr_svg_ = to_svg

    def __repr__(self):
        return f"{type(self).__name__}({self.text!r})"

    def __eq__(self, other):
        return type(other) is type(self) and (other.marks, other.links) == (self.marks, self.links)

    def __hash__(self):
        return hash((type(self).__name__, self.marks, self.links))


# The components of positions met lately, by (class, marks, links).
_PARTS = caches.Memo("rulesets.colouring_parts")


def _without(mark, player):
    """The mark of a vertex once ``player`` may no longer colour it (None: nobody may)."""
    if mark is None:
        return None
    if mark == EITHER:
        return RIGHT if player == LEFT else LEFT
    return None if mark == player else mark


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

    @staticmethod
    def _idle(a, b):
        """Whether an edge between vertices marked ``a`` and ``b`` can never matter."""
        return a != b and a != EITHER and b != EITHER


class Snort(_Colouring):
    """Snort: neighbours never differ in colour; its values are often hot.

    >>> Snort.path(2).value
    +-1
    """

    __slots__ = ()

    @staticmethod
    def _banned_for_neighbours(player):
        return RIGHT if player == LEFT else LEFT

    @staticmethod
    def _idle(a, b):
        """Whether an edge between vertices marked ``a`` and ``b`` can never matter."""
        return a == b != EITHER
