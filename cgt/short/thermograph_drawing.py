"""Drawing thermographs: the polylines of the walls, and a self-contained SVG picture.

The drawing follows Winning Ways, vol. 1, ch. 6: values increase to the left, temperatures
upwards, and the mast continues above the temperature. Coordinates are exact until the very end,
where they become pixel positions.
"""
from __future__ import annotations
from fractions import Fraction
from typing import Any

WIDTH, HEIGHT, MARGIN = 320, 240, 36


def top_temperature(tg: Any) -> Any:
    """How far up the picture goes: one unit above the temperature (or above 0 for numbers)."""
    return max(tg._temperature.to_fraction(), Fraction(0)) + 1


def polylines(tg: Any) -> Any:
    """The two walls as (values, temperatures) lists, each continued up to the top."""
    top = top_temperature(tg)
    lines = []
    for wall in (tg.left_wall, tg.right_wall):
        ts = [t.to_fraction() for t, _ in wall._points]
        vs = [v.to_fraction() for _, v in wall._points]
        if ts[-1] < top:  # every wall ends in its mast, so the last value continues upwards
            ts.append(top)
            vs.append(vs[-1])
        lines.append((vs, ts))
    return lines


def svg(tg: Any) -> str:
    """An SVG picture of the thermograph (no dependencies)."""
    lines = polylines(tg)
    top = top_temperature(tg)
    values = [v for vs, _ in lines for v in vs]
    high, low = max(values), min(values)
    span = max(high - low, Fraction(1))
    mid = (high + low) / 2
    high, low = mid + span / 2, mid - span / 2

    def x(v):
        return MARGIN + float((high - v) / (high - low)) * (WIDTH - 2 * MARGIN)

    def y(t):
        return MARGIN + float((top - t) / (top + 1)) * (HEIGHT - 2 * MARGIN)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="11">',
             f'<line x1="{MARGIN}" y1="{y(0):.2f}" x2="{WIDTH - MARGIN}" y2="{y(0):.2f}" '
             'stroke="#999" stroke-dasharray="4 3"/>',
             f'<text x="{WIDTH - MARGIN + 4}" y="{y(0) + 4:.2f}">t=0</text>']
    for vs, ts in lines:
        coords = " ".join(f"{x(v):.2f},{y(t):.2f}" for v, t in zip(vs, ts))
        parts.append(f'<polyline points="{coords}" fill="none" stroke="black" stroke-width="2"/>')
    parts.append(f'<text x="{MARGIN}" y="{HEIGHT - 8}">mast {tg._mast}, '
                 f'temperature {tg._temperature}</text>')
    parts.append("</svg>")
    return "\n".join(parts)
