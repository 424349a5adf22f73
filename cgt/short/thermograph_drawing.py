"""Drawing thermographs: the walls, the mast and the critical points, as SVG or for matplotlib.

The drawing follows Winning Ways, vol. 1, ch. 6 ("The Heat of Battle"): values increase to the
left, so that Left's side of the picture is Left's side of the value line, temperatures
increase upwards, and the mast continues above the temperature of the game. Both axes have one
scale, so that a wall of slope 1 is drawn at 45 degrees, as in the book. The critical points
are the breakpoints of the walls (where a slope changes) and the foot of the mast; the axes are
marked at their values and temperatures (in a second row or column where labels would touch),
and each point's tooltip gives both. Coordinates are exact until the very end, where they
become pixel positions.
"""
from __future__ import annotations
from fractions import Fraction

from cgt.drawing.svg import Svg
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cgt.short.thermograph import Thermograph

__all__ = ["walls", "critical_points", "svg"]

#: The largest plot (inside the margins), and the least width: a narrow value range is widened.
MAX_PLOT_WIDTH, MAX_PLOT_HEIGHT, MIN_PLOT_WIDTH = 300, 220, 180
LEFT_MARGIN, RIGHT_MARGIN, TOP_MARGIN, BOTTOM_MARGIN = 90, 24, 30, 58
WALL_COLOUR, MAST_COLOUR, AXIS_COLOUR = "black", "#1f5fbf", "#777"
VALUE_LABEL, TEMPERATURE_LABEL = "value (Left \u2190  \u2192 Right)", "temperature"


def top_temperature(tg: Thermograph) -> Fraction:
    """How far up the picture goes: one unit above the temperature (or above 0 for numbers)."""
    return max(tg._temperature.to_fraction(), Fraction(0)) + 1


def walls(tg: Thermograph) -> list[tuple[list[Fraction], list[Fraction]]]:
    """The left and right walls up to the foot of the mast, as (values, temperatures) lists."""
    tau = tg._temperature.to_fraction()
    out = []
    for wall in (tg.left_wall, tg.right_wall):
        points = [(t.to_fraction(), v.to_fraction()) for t, v in wall._points]
        kept = [(t, v) for t, v in points if t <= tau]
        out.append(([v for _, v in kept], [t for t, _ in kept]))
    return out


def critical_points(tg: Thermograph) -> list[tuple[Fraction, Fraction]]:
    """The breakpoints of both walls and the foot of the mast, as (value, temperature) pairs,
    without repeats, in order of temperature and then of decreasing value."""
    found = {(tg._mast.to_fraction(), tg._temperature.to_fraction())}
    for vs, ts in walls(tg):
        found.update(zip(vs, ts))
    return sorted(found, key=lambda p: (p[1], -p[0]))


def frame(tg: Any) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """The (high, low) values at the left and right edges and the (top, bottom) temperatures
    of the picture: the critical points with a margin of a tenth on each side, and
    temperatures from -1 to ``top_temperature``."""
    values = [v for v, _ in critical_points(tg)]
    high, low = max(values), min(values)
    span = max(high - low, Fraction(1)) * Fraction(6, 5)
    middle = (high + low) / 2
    return middle + span / 2, middle - span / 2, top_temperature(tg), Fraction(-1)


def _caption(tg: Any) -> str:
    return f"mean {tg._mast}, temperature {tg._temperature}"


def _temperature_ticks(tg: Any) -> list[Fraction]:
    """The temperatures marked on the axis, in order of priority: the temperature of the game
    and 0 first, then the breakpoints from the top down."""
    tau = tg._temperature.to_fraction()
    return sorted({t for _, t in critical_points(tg)} | {Fraction(0)},
                  key=lambda t: (t not in (tau, 0), -t))


def _ticks(positions: list[tuple[Fraction, float]], gap: float,
           lanes: int = 2) -> list[tuple[Fraction, float, int]]:
    """The labels that fit, as (value, pixel, lane): each (value, pixel) in order of priority
    goes to the first of ``lanes`` rows (or columns) of labels where it is at least ``gap``
    pixels from every label already there, and is left out if there is none."""
    kept: list[tuple[Fraction, float, int]] = []
    for value, pixel in positions:
        for lane in range(lanes):
            if all(abs(pixel - p) >= gap for _, p, other in kept if other == lane):
                kept.append((value, pixel, lane))
                break
    return kept


def svg(tg: Thermograph) -> str:
    """An SVG picture of the thermograph ``tg``, with axes, walls, mast and critical points."""
    high, low, top, bottom = frame(tg)
    mast, tau = tg._mast.to_fraction(), tg._temperature.to_fraction()
    points = critical_points(tg)
    values = [v for v, _ in points]
    # One scale for both axes: as many pixels per unit as the larger span allows; a picture
    # too narrow for its labels gets a wider value range, not a second scale.
    unit = min(MAX_PLOT_WIDTH / (high - low), MAX_PLOT_HEIGHT / (top - bottom))
    if (high - low) * unit < MIN_PLOT_WIDTH:
        widen = (MIN_PLOT_WIDTH / unit - (high - low)) / 2
        high, low = high + widen, low - widen
    plot_width, plot_height = float((high - low) * unit), float((top - bottom) * unit)

    def x(v: Fraction) -> float:
        return LEFT_MARGIN + float((high - v) * unit)

    def y(t: Fraction) -> float:
        return TOP_MARGIN + float((top - t) * unit)

    width = round(LEFT_MARGIN + plot_width + RIGHT_MARGIN)
    height = round(TOP_MARGIN + plot_height + BOTTOM_MARGIN)
    caption = _caption(tg)
    pic = Svg(width, height, title=f"thermograph: {caption}", background="white",
              font_family="sans-serif", font_size=11)
    # The axes: value along the bottom (increasing to the left), temperature up the left side.
    x0, x1, y0, y1 = LEFT_MARGIN, LEFT_MARGIN + plot_width, y(bottom), y(top)
    pic.line(x0, y0, x1, y0, stroke=AXIS_COLOUR, class_="axis")
    pic.line(x0, y0, x0, y1, stroke=AXIS_COLOUR, class_="axis")
    pic.line(x0, y(Fraction(0)), x1, y(Fraction(0)), stroke=AXIS_COLOUR,
             stroke_dasharray="4 3", class_="zero")
    by_priority = sorted(set(values), key=lambda v: (v != mast, -v))
    for v, px, lane in _ticks([(v, x(v)) for v in by_priority], 30):
        pic.line(px, y0, px, y0 + 4 + 13 * lane, stroke=AXIS_COLOUR, class_="tick")
        pic.text(px, y0 + 16 + 13 * lane, str(v), text_anchor="middle", class_="tick-label")
    temperatures = _temperature_ticks(tg)
    for t, py, lane in _ticks([(t, y(t)) for t in temperatures], 13):
        pic.line(x0 - 4 - 34 * lane, py, x0, py, stroke=AXIS_COLOUR, class_="tick")
        pic.text(x0 - 7 - 34 * lane, py + 4, str(t), text_anchor="end", class_="tick-label")
    pic.text(x0 + plot_width / 2, height - 8, VALUE_LABEL,
             text_anchor="middle", class_="axis-label")
    pic.text(14, y1 + plot_height / 2, TEMPERATURE_LABEL, text_anchor="middle",
             class_="axis-label", transform=f"rotate(-90 14 {y1 + plot_height / 2:.2f})")
    # The walls below the mast, the mast, and the critical points.
    for side, (vs, ts) in zip(("left", "right"), walls(tg)):
        if len(vs) > 1:
            pic.polyline([(x(v), y(t)) for v, t in zip(vs, ts)], stroke=WALL_COLOUR,
                         stroke_width=2, class_=f"wall {side}-wall")
    foot = max(tau, bottom)
    mx = x(mast)
    pic.line(mx, y(foot), mx, y(top) + 6, stroke=MAST_COLOUR, stroke_width=2, class_="mast")
    pic.polygon([(mx, y(top)), (mx - 4, y(top) + 8), (mx + 4, y(top) + 8)], fill=MAST_COLOUR,
                class_="mast-head")
    for v, t in points:
        pic.circle(x(v), y(t), 3, fill="white", stroke=WALL_COLOUR, class_="critical-point",
                   title=f"value {v}, temperature {t}")
    pic.text(x0, TOP_MARGIN - 12, caption, class_="caption")
    return str(pic)


def plot(tg: Any, ax: Any, style: dict[str, Any]) -> Any:
    """Draw ``tg`` on the matplotlib axes ``ax`` as ``svg`` draws it: the same frame, one
    scale on both axes, the same ticks, axis labels and caption."""
    high, low, top, bottom = frame(tg)
    for xs, ys in walls(tg):
        if len(xs) > 1:
            ax.plot([float(x) for x in xs], [float(y) for y in ys],
                    **({"color": WALL_COLOUR, "linewidth": 2} | style))
    mast, tau = float(tg._mast.to_fraction()), float(tg._temperature.to_fraction())
    ax.plot([mast, mast], [max(tau, -1.0), float(top)], color=MAST_COLOUR, linewidth=2)
    points = critical_points(tg)
    ax.plot([float(v) for v, _ in points], [float(t) for _, t in points], "o",
            markerfacecolor="white", markeredgecolor=WALL_COLOUR)
    ax.axhline(0, color=AXIS_COLOUR, linestyle="--", linewidth=0.8)
    values = sorted({v for v, _ in points})
    ax.set_xticks([float(v) for v in values], [str(v) for v in values])
    temperatures = sorted(_temperature_ticks(tg))
    ax.set_yticks([float(t) for t in temperatures], [str(t) for t in temperatures])
    ax.set_xlim(float(high), float(low))   # larger values on the left
    ax.set_ylim(float(bottom), float(top))
    ax.set_aspect("equal")                 # slope 1 at 45 degrees
    ax.set_xlabel(VALUE_LABEL)
    ax.set_ylabel(TEMPERATURE_LABEL)
    ax.set_title(_caption(tg))
    return ax
