"""Pictures of small graphs: vertices as discs, edges as lines, arcs as arrows.

Each connected part is drawn on its own, side by side: a path along a row, any other part
with its vertices evenly spaced round a circle, numbered in the order given. Col and Snort
tint the vertices that only one player may still colour, Digraph Placement colours its
vertices and draws arcs, ArcKayles colours its edges.
"""
from __future__ import annotations
import math
from collections.abc import Sequence

import attrs

from cgt.drawing.svg import Svg, number

__all__ = ["graph_svg"]

GAP, MARGIN, RADIUS = 48, 30, 11
#: Left's blue, Right's red and the green of either player, as in the Hackenbush pictures.
BLUE, RED, GREEN, GREY = "#1f5fbf", "#c8102e", "#2e8b3d", "#555"


@attrs.frozen
class Mark:
    """How a vertex or an edge is drawn: its fill or stroke colour, its tooltip, and the
    colour of a vertex's number."""

    colour: str = "white"
    name: str = ""
    ink: str = "black"


def _parts(n, edges):
    """The connected parts of the vertices 0 .. n-1, each in depth-first order from its
    least vertex (so that a cycle goes round its ring in order), and the neighbour sets."""
    neighbours: list[set[int]] = [set() for _ in range(n)]
    for u, v, _ in edges:
        neighbours[u].add(v)
        neighbours[v].add(u)
    seen = [False] * n
    out = []
    for start in range(n):
        if seen[start]:
            continue
        part, todo = [], [start]
        while todo:
            v = todo.pop()
            if not seen[v]:
                seen[v] = True
                part.append(v)
                todo.extend(sorted(neighbours[v] - set(part), reverse=True))
        out.append(part)
    return out, neighbours


def _path_order(part, neighbours):
    """The vertices of ``part`` from one end of the path to the other, or None if the part
    is not a path."""
    if len(part) == 1:
        return part
    ends = [v for v in part if len(neighbours[v]) == 1]
    if len(ends) != 2 or any(len(neighbours[v]) > 2 for v in part):
        return None
    order = [min(ends)]
    while len(order) < len(part):
        order.append(next(w for w in neighbours[order[-1]] if w not in order[-2:]))
    return order


def layout(n: int, edges: Sequence[tuple[int, int, Mark]]) -> tuple[dict, float, float]:
    """Each vertex's centre, and the width and height of the picture."""
    parts, neighbours = _parts(n, edges)
    places: dict[int, tuple[float, float]] = {}
    x: float = MARGIN
    height: float = 2 * MARGIN + 2 * RADIUS
    for part in parts:
        order = _path_order(part, neighbours)
        if order is not None:
            for i, v in enumerate(order):
                places[v] = (x + RADIUS + i * GAP, MARGIN + RADIUS)
            x += (len(order) - 1) * GAP + 2 * RADIUS + GAP
            continue
        ring = max(GAP * len(part) / (2 * math.pi), GAP / 2)
        for i, v in enumerate(part):
            angle = 2 * math.pi * i / len(part) - math.pi / 2
            places[v] = (x + RADIUS + ring * (1 + math.cos(angle)),
                         MARGIN + RADIUS + ring * (1 + math.sin(angle)))
        x += 2 * ring + 2 * RADIUS + GAP
        height = max(height, 2 * MARGIN + 2 * RADIUS + 2 * ring)
    width = max(x - GAP + MARGIN, 2 * MARGIN)
    return places, width, height


def graph_svg(vertices: Sequence[Mark], edges: Sequence[tuple[int, int, Mark]], title: str,
              directed: bool = False, labels: Sequence[str] | None = None) -> str:
    """The SVG picture of a graph on the vertices ``0 .. len(vertices) - 1``: one ``<line>``
    per edge (with an arrowhead ``<polygon>`` at its head when ``directed``) and one
    ``<circle>`` per vertex, with its label (its number unless ``labels`` are given)."""
    places, width, height = layout(len(vertices), edges)
    pic = Svg(width, height, background="white", title=title)
    for u, v, mark in edges:
        (x1, y1), (x2, y2) = places[u], places[v]
        if u == v:  # a loop: a teardrop above the vertex
            top = y1 - RADIUS
            pic.path(f"M {number(x1 - 4)} {number(top + 1)} C {number(x1 - 16)} "
                     f"{number(top - 22)} {number(x1 + 16)} {number(top - 22)} "
                     f"{number(x1 + 4)} {number(top + 1)}", stroke=mark.colour, stroke_width=2,
                     class_="edge loop", title=mark.name or f"{u}-{v}")
            continue
        length = max(math.hypot(x2 - x1, y2 - y1), 1.0)
        dx, dy = (x2 - x1) / length, (y2 - y1) / length
        # stop at the rims of the discs, so that an arrowhead shows
        x2e, y2e = x2 - dx * RADIUS, y2 - dy * RADIUS
        pic.line(x1 + dx * RADIUS, y1 + dy * RADIUS, x2e, y2e, stroke=mark.colour,
                 stroke_width=3 if mark.colour != GREY else 2, class_="edge",
                 title=mark.name or f"{u}-{v}")
        if directed:
            back_x, back_y = x2e - 8 * dx, y2e - 8 * dy
            pic.polygon([(x2e, y2e), (back_x - 4 * dy, back_y + 4 * dx),
                         (back_x + 4 * dy, back_y - 4 * dx)], fill=mark.colour,
                        class_="arrowhead")
    for v, mark in enumerate(vertices):
        x, y = places[v]
        label = str(v) if labels is None else labels[v]
        name = f"vertex {label}" + (f": {mark.name}" if mark.name else "")
        pic.circle(x, y, RADIUS, fill=mark.colour, stroke="#333", stroke_width=1.5,
                   class_="vertex", title=name)
        pic.text(x, y + 4, label, text_anchor="middle", font_size=11, fill=mark.ink,
                 class_="vertex-label")
    return str(pic)
