"""The finite move graph of a loopy impartial game, with its positions numbered.

Every algorithm on loopy impartial games (*Winning Ways* vol. 2, ch. 12) works on the whole
graph of positions that can be reached from the one asked about, since a position's value may
depend on positions that lead back to it. A ``MoveGraph`` numbers the positions 0, 1, 2, ...
and keeps for each its options and its predecessors as lists of numbers; it is built without
recursion, from a dict or from a position with ``options()``.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Any

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.numbers.checks import positive, shown
from cgt.position import options_of, position_argument

__all__ = ["MoveGraph", "move_graph"]

#: The default limit on the number of positions explored from one position.
DEFAULT_LIMIT = 1 << 22


class MoveGraph:
    """A finite directed graph of positions: ``vertices[i]`` moves to ``vertices[j]`` for
    each ``j`` in ``options[i]``; ``predecessors[j]`` lists the ``i`` (with repeats, once per
    move) that move to ``j``. ``index`` maps a position back to its number."""

    __slots__ = ("vertices", "index", "options", "predecessors")

    def __init__(self, vertices: list, options: list[list[int]]) -> None:
        if not isinstance(vertices, list) or not isinstance(options, list):
            raise CGTTypeError(f"a MoveGraph is made from a list of vertices and a list of "
                               f"their options, not {type(vertices).__name__} and "
                               f"{type(options).__name__}")
        size = len(vertices)
        if len(options) != size:
            raise CGTValueError(f"a MoveGraph needs one list of options per vertex: {size} "
                                f"vertices, {len(options)} lists")
        for row in options:
            if not isinstance(row, list) or not all(type(j) is int and 0 <= j < size
                                                    for j in row):
                raise CGTValueError(f"the options of a MoveGraph must be lists of vertex "
                                    f"numbers from 0 to {size - 1}, not {shown(row)}")
        self.vertices = vertices
        self.index = {v: i for i, v in enumerate(vertices)}
        self.options = options
        predecessors: list[list[int]] = [[] for _ in vertices]
        for i, moves in enumerate(options):
            for j in moves:
                predecessors[j].append(i)
        self.predecessors = predecessors

    def __len__(self) -> int:
        return len(self.vertices)

    def __repr__(self) -> str:
        edges = sum(map(len, self.options))
        return f"<MoveGraph of {len(self.vertices)} positions and {edges} moves>"

    @classmethod
    def from_dict(cls, graph: Mapping[Hashable, Iterable[Hashable]]) -> MoveGraph:
        """The graph of a dict from each position to its options; every option must be a key."""
        if not isinstance(graph, Mapping):
            raise CGTTypeError(f"the graph must be a dict from positions to their options, not "
                               f"{type(graph).__name__} {shown(graph)}")
        vertices = list(graph)
        index = {v: i for i, v in enumerate(vertices)}
        options = []
        for v in vertices:
            moves = graph[v]
            if isinstance(moves, (str, bytes)) or not isinstance(moves, Iterable):
                raise CGTTypeError(f"the options of {shown(v)} in the graph must be a list of "
                                   f"positions, not {shown(moves)}")
            row = []
            for w in moves:
                try:
                    row.append(index[w])
                except KeyError:
                    raise CGTValueError(f"the graph has a move from {shown(v)} to {shown(w)}, "
                                        "which is not one of its positions (every option must "
                                        "be a key)") from None
                except TypeError:
                    raise CGTTypeError(f"the option {shown(w)} of {shown(v)} in the graph is not "
                                       "hashable") from None
            options.append(row)
        return cls(vertices, options)

    @classmethod
    def from_position(cls, position: Any, limit: int = DEFAULT_LIMIT) -> MoveGraph:
        """The graph of every position reachable from ``position`` by ``options()``, explored
        breadth first; more than ``limit`` positions raise ``ResourceError``."""
        position = position_argument(position)
        limit = positive(limit, "limit")
        vertices = [position]
        index = {position: 0}
        options: list[list[int]] = []
        for v in vertices:           # the list grows while it is read: a breadth-first queue
            row = []
            for w in options_of(v):
                try:
                    i = index.get(w)
                except TypeError:
                    raise CGTTypeError(f"the option {shown(w)} of {shown(v)} is not hashable; "
                                       "positions must be immutable and hashable") from None
                if i is None:
                    i = index[w] = len(vertices)
                    vertices.append(w)
                    if len(vertices) > limit:
                        raise ResourceError(f"more than limit={limit} positions can be reached "
                                            f"from {shown(position)}; pass a larger limit, or a "
                                            "cap if the game is infinite")
                row.append(i)
            options.append(row)
        return cls(vertices, options)


def move_graph(game: Any, limit: int = DEFAULT_LIMIT) -> MoveGraph:
    """``game`` as a ``MoveGraph``: a ``MoveGraph`` itself, a dict from positions to their
    options, or a position with ``options()`` (explored up to ``limit`` positions)."""
    if isinstance(game, MoveGraph):
        return game
    if isinstance(game, (str, bytes)):
        raise CGTTypeError(f"the game must be a position, a dict graph or a MoveGraph, not "
                           f"{shown(game)}")
    if isinstance(game, Mapping):
        return MoveGraph.from_dict(game)
    return MoveGraph.from_position(game, limit)


def graph_argument(graph: Any) -> MoveGraph:
    """``graph`` itself if it is a ``MoveGraph``, else ``CGTTypeError``."""
    if not isinstance(graph, MoveGraph):
        raise CGTTypeError(f"the graph must be a MoveGraph (see move_graph), not "
                           f"{type(graph).__name__} {shown(graph)}")
    return graph
