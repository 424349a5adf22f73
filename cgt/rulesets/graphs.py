"""Graphs for the graph rulesets: edge lists in, from text, lists or networkx graphs.

A graph here is a tuple of edges ``(u, v, colour)`` on vertices numbered from 0, with
``u <= v`` (``u == v`` is a loop) and the colour ``"L"`` (blue, Left's), ``"R"`` (red,
Right's) or ``"G"`` (green, either player's). ``edge_list`` reads every form the rulesets take:

* a list of pairs ``(u, v)`` or triples ``(u, v, colour)``, with any hashable vertex names;
* a networkx graph (anything with ``nodes`` and ``edges``), whose edge attribute ``colour``
  or ``color`` gives the colour;
* text in CGSuite's path notation: ``l``, ``r`` and ``e`` draw a blue, red or green edge from
  the current vertex to a new one, which becomes current; ``(A;B;...)`` draws each branch from
  the current vertex; ``:name`` or ``:{name}`` after an edge ends it at the vertex of that
  name (made on first use), and at the start of a branch names the current vertex (a bare name is one letter or digit). The first
  vertex is vertex 0, also called ``ground``.
"""
from __future__ import annotations
import re
from collections.abc import Hashable
from typing import Any

from cgt.errors import CGTValueError
from cgt.numbers.checks import items

__all__ = ["GraphError"]

COLOURS = {"L": "L", "R": "R", "G": "G", "l": "L", "r": "R", "e": "G", "g": "G",
           "blue": "L", "red": "R", "green": "G"}


class GraphError(CGTValueError):
    """A graph that the rulesets cannot read (a bad edge, colour or path text)."""


def edge_list(graph: Any, colour: str = "G", what: str = "graph") -> tuple:
    """The edges of ``graph`` as a sorted tuple of ``(u, v, colour)`` on vertices 0, 1, ...
    (in the order the vertices are first met); ``colour`` is given to uncoloured edges."""
    if isinstance(graph, str):
        return _parse_path(graph, what)
    raw = []
    if hasattr(graph, "nodes") and hasattr(graph, "edges"):
        numbers = {node: i for i, node in enumerate(graph.nodes)}
        for edge in graph.edges(data=True):
            u, v, data = edge
            found = data.get("colour", data.get("color", colour))
            raw.append((numbers[u], numbers[v], found))
    else:
        for edge in items(graph, f"edges of a {what}"):
            if not isinstance(edge, (tuple, list)) or len(edge) not in (2, 3):
                raise GraphError(f"an edge of a {what} is (u, v) or (u, v, colour), not {edge!r}")
            raw.append(tuple(edge) if len(edge) == 3 else (edge[0], edge[1], colour))
    names: dict[Hashable, int] = {}
    out = []
    for u, v, c in raw:
        if c not in COLOURS:
            raise GraphError(f"the colour {c!r} of edge ({u!r}, {v!r}) is not L (blue), R (red) "
                             "or G (green)")
        for x in (u, v):
            try:
                if x not in names:
                    names[x] = len(names)
            except TypeError:
                raise GraphError(f"the vertex {x!r} of a {what} is not hashable") from None
        a, b = names[u], names[v]
        out.append((min(a, b), max(a, b), COLOURS[c]))
    return tuple(sorted(out))


_TOKEN = re.compile(r"\s*(?:(?P<edge>[lreLRE])|(?P<label>:(?:\{[^}]*\}|[A-Za-z0-9]))|"
                    r"(?P<open>\()|(?P<sep>;)|(?P<close>\)))")


def _parse_path(text, what):
    names = {"ground": 0}
    count = 1
    edges = []
    current = 0
    stack = []
    last_was_edge = False
    at = 0
    while at < len(text.rstrip()):
        found = _TOKEN.match(text, at)
        if found is None:
            raise GraphError(f"{text[at:].strip()[:1]!r} at column {at + 1} of {text!r} is not "
                             f"part of a {what} (l, r, e, labels :A, branches (A;B))")
        at = found.end()
        if found.group("edge"):
            edges.append([current, count, COLOURS[found.group("edge")]])
            current = count
            count += 1
            last_was_edge = True
            continue
        if found.group("label"):
            name = found.group("label")[1:].strip("{}")
            if last_was_edge:
                if name in names:
                    edges[-1][1] = names[name]
                    count -= 1
                else:
                    names[name] = edges[-1][1]
                current = edges[-1][1]
            elif name in names:
                current = names[name]
            else:
                names[name] = current
        elif found.group("open"):
            stack.append(current)
        elif found.group("sep"):
            if not stack:
                raise GraphError(f"';' at column {at} of {text!r} is outside brackets")
            current = stack[-1]
        elif found.group("close"):
            if not stack:
                raise GraphError(f"')' at column {at} of {text!r} closes no bracket")
            current = stack.pop()
        last_was_edge = False
    if stack:
        raise GraphError(f"an opened bracket of {text!r} is never closed")
    return tuple(sorted((min(u, v), max(u, v), c) for u, v, c in edges))


def relabelled(edges: tuple) -> tuple:
    """The edges with their vertices renumbered 0, 1, ... in order of first appearance (a key
    shared by equal graphs drawn in the same order)."""
    names: dict[int, int] = {}
    out = []
    for u, v, c in edges:
        for x in (u, v):
            if x not in names:
                names[x] = len(names)
        out.append((names[u], names[v], c))
    return tuple(sorted(out))


def connected_parts(edges: tuple, through: int | None = None) -> list[tuple]:
    """The edges split into connected parts; with ``through`` set, that vertex does not join
    parts (each part then meets the others only there)."""
    parent: dict[int, int] = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v, _ in edges:
        if u == through or v == through:
            continue
        parent[find(u)] = find(v)
    parts: dict[Any, list] = {}
    for edge in edges:
        u, v, _ = edge
        root = find(v) if u == through else find(u)
        if u == through and v == through:
            root = ("loop", edge)
        parts.setdefault(root, []).append(edge)
    return [tuple(part) for part in parts.values()]
