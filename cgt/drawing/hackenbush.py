"""Hackenbush pictures: coloured edges standing on the ground.

The layout is a tidy tree over a breadth-first search from the ground: a vertex stands one
level above the nearest way down to the ground, leaves take the next free column from left to
right, and a vertex with branches above it stands over the middle of them. Each edge that
touches the ground meets it straight below its upper end. Edges the search did not use (those
closing a cycle), parallel edges and loops are drawn as curves, so that every edge of the
picture is one ``<path>`` of its colour: blue for Left, red for Right, green for either.
"""
from __future__ import annotations
from collections import defaultdict, deque
from collections.abc import Sequence

from cgt.drawing.svg import Svg, number

__all__ = ["hackenbush_svg"]

COLOURS = {"L": "#1f5fbf", "R": "#c8102e", "G": "#2e8b3d", "l": "#8fb8ea", "r": "#f0a0b0"}
NAMES = {"L": "blue (Left)", "R": "red (Right)", "G": "green (either)",
         "l": "pale (Left repaints it pink)", "r": "pink (Right repaints it pale)"}
COLUMN, LEVEL, MARGIN = 36, 44, 20
GROUND_COLOUR = "#7a5c3a"


def layout(edges: Sequence[tuple[int, int, str]]) -> dict[int, tuple[float, int]]:
    """Each vertex other than the ground (0) as (column, level), from the tidy tree of a
    breadth-first search from the ground; level 1 is just above the ground."""
    neighbours = defaultdict(list)
    for u, v, _ in edges:
        if u != v:
            neighbours[u].append(v)
            neighbours[v].append(u)
    level = {0: 0}
    children: dict[int, list[int]] = defaultdict(list)
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for v in sorted(set(neighbours[u])):
            if v not in level:
                level[v] = level[u] + 1
                children[u].append(v)
                queue.append(v)
    column: dict[int, float] = {}
    free = 0.0
    stack = [(0, False)]
    while stack:  # post-order without recursion: leaves take columns, parents the middle
        u, done = stack.pop()
        if done or not children[u]:
            if children[u]:
                column[u] = sum(column[c] for c in children[u]) / len(children[u])
            else:
                column[u], free = free, free + 1
            continue
        stack.append((u, True))
        stack.extend((c, False) for c in reversed(children[u]))
    return {v: (column[v], level[v]) for v in level if v != 0}


def hackenbush_svg(edges: Sequence[tuple[int, int, str]], title: str) -> str:
    """The SVG picture of a Hackenbush position: a ground line, one ``<path>`` per edge in its
    colour, and one ``<circle>`` per vertex off the ground."""
    places = layout(edges)
    columns = max((c for c, _ in places.values()), default=0) + 1
    top = max((lv for _, lv in places.values()), default=0)
    width = 2 * MARGIN + columns * COLUMN
    height = 2 * MARGIN + top * LEVEL + _loop_room(edges, places, top)
    ground = height - MARGIN

    def point(vertex: int, other: int) -> tuple[float, float]:
        if vertex == 0:  # the ground, straight below the other end
            c = places[other][0] if other != 0 else 0
            return MARGIN + (c + 0.5) * COLUMN, ground
        c, lv = places[vertex]
        return MARGIN + (c + 0.5) * COLUMN, ground - lv * LEVEL

    pic = Svg(width, height, background="white", title=title)
    pic.line(MARGIN / 2, ground, width - MARGIN / 2, ground, stroke=GROUND_COLOUR,
             stroke_width=4, class_="ground")
    seen: dict[tuple[int, int], int] = defaultdict(int)
    for u, v, colour in edges:
        (x1, y1), (x2, y2) = point(u, v), point(v, u)
        pair = (min(u, v), max(u, v))
        k = seen[pair]
        seen[pair] += 1
        if u == v:  # a loop: a teardrop above the vertex (or above the ground)
            size = 14 + 6 * k
            d = (f"M {number(x1)} {number(y1)} C {number(x1 - size)} {number(y1 - 2 * size)} "
                 f"{number(x1 + size)} {number(y1 - 2 * size)} {number(x1)} {number(y1)}")
        else:
            straight = _straight(u, v, places)
            j = k if straight else k + 1  # the first of the pair straight when it can be
            bend = (1 if j % 2 else -1) * 12 * ((j + 1) // 2)
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            length = max(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5, 1.0)
            cx, cy = mx - bend * (y2 - y1) / length, my + bend * (x2 - x1) / length
            if bend == 0:
                d = f"M {number(x1)} {number(y1)} L {number(x2)} {number(y2)}"
            else:
                d = (f"M {number(x1)} {number(y1)} Q {number(cx)} {number(cy)} "
                     f"{number(x2)} {number(y2)}")
        pic.path(d, stroke=COLOURS[colour], stroke_width=4, stroke_linecap="round",
                 class_="edge", title=f"{u}-{v} {NAMES[colour]}")
    for vertex in sorted(places):
        x, y = point(vertex, vertex)
        pic.circle(x, y, 3.5, fill="white", stroke="#333", class_="vertex", title=str(vertex))
    return str(pic)


def _loop_room(edges: Sequence[tuple[int, int, str]], places: dict[int, tuple[float, int]],
               top: int) -> float:
    """The height the loops at the top level rise above it (a loop's teardrop rises 3/4 of
    its control points' height, which grows by 6 for each further loop at the vertex)."""
    loops: dict[int, int] = defaultdict(int)
    for u, v, _ in edges:
        if u == v and (places[u][1] if u else 0) == top:
            loops[u] += 1
    most = max(loops.values(), default=0)
    return 0.0 if not most else 1.5 * (14 + 6 * (most - 1))


def _straight(u: int, v: int, places: dict[int, tuple[float, int]]) -> bool:
    """Whether the edge u-v can be a straight segment: it joins two levels next to each other
    (or the ground), so no vertex lies on the way."""
    lu = places[u][1] if u else 0
    lv = places[v][1] if v else 0
    return abs(lu - lv) == 1
