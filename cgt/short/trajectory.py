"""Trajectories: continuous piecewise-linear functions of the temperature t >= -1.

The walls of a thermograph are trajectories (Winning Ways, vol. 1, ch. 6 "The Heat of Battle";
Siegel, *CGT*, II.5). For short games every slope is -1, 0 or +1 and every breakpoint is a
dyadic rational, because walls are built from dyadic points by lines of those slopes and their
crossings. So a trajectory is stored exactly: its breakpoints (t, value) as ``Dyadic`` pairs and
the integer slope of each piece. The operations are the ones thermography needs: evaluation,
adding c.t, pointwise maximum and minimum, and continuing as a constant (the mast).
"""
from __future__ import annotations
import numbers
from fractions import Fraction

import attrs

from cgt.errors import CGTError, CGTValueError
from cgt.numbers.checks import items
from cgt.numbers.dyadic import Dyadic
from collections.abc import Callable, Iterable, Sequence
from typing import Any

__all__ = ["TrajectoryError", "Trajectory"]

MINUS_ONE = Dyadic._raw(-1, 0)

Point = tuple[Dyadic, Dyadic]   # (t, value)
Line = tuple[Point, int]        # a point and the slope from it


class TrajectoryError(CGTValueError):
    """A temperature below -1, or points that do not make a trajectory."""


@attrs.frozen
class Trajectory:
    """A continuous piecewise-linear function f(t) on t >= -1 with slopes -1, 0 and +1.

    Call it to evaluate: ``f(t)`` for any rational t >= -1 gives a ``Dyadic`` (a ``Fraction``
    when t is not dyadic).
    ``points`` are the breakpoints (t, f(t)), the first at t = -1; ``critical_points`` the
    temperatures where the slope changes; ``slopes`` the slope df/dt of each piece, the last one
    holding for ever. Build one from points with ``Trajectory.through(points, final_slope)``.
    """

    _points: tuple[Point, ...]   # increasing t, the first t = -1
    _slopes: tuple[int, ...]     # the slope after each point

    @classmethod
    def through(cls, points: Any, final_slope: Any) -> Trajectory:
        """The trajectory through the given (t, value) points (dyadic, the first t = -1)."""
        points = items(points, "points of a trajectory")
        if any(not isinstance(p, (tuple, list)) or len(p) != 2 for p in points):
            raise TrajectoryError(f"the points of a trajectory are (t, value) pairs, not {points!r}")
        pts = [(Dyadic.of(t), Dyadic.of(v)) for t, v in points]
        if not pts or pts[0][0] != MINUS_ONE or any(a[0] >= b[0] for a, b in zip(pts, pts[1:])):
            raise TrajectoryError("a trajectory needs breakpoints in increasing t from t = -1")
        slopes = [(v1 - v0).to_fraction() / (t1 - t0).to_fraction()
                  for (t0, v0), (t1, v1) in zip(pts, pts[1:])]
        slopes.append(Dyadic.of(final_slope).to_fraction())
        if any(s not in (-1, 0, 1) for s in slopes):
            raise TrajectoryError("the slopes of a trajectory must be -1, 0 or +1")
        return _simplified(pts, [int(s) for s in slopes])

    @classmethod
    def constant(cls, value: Dyadic) -> Trajectory:
        """The constant function ``value`` (a ``Dyadic``)."""
        return cls(((MINUS_ONE, value),), (0,))

    # -- reading it ------------------------------------------------------------------------------

    def __call__(self, t: Any) -> Dyadic | Fraction:
        """f(t) for any rational t >= -1: a ``Dyadic`` for a dyadic t, else a ``Fraction``."""
        q = _fraction(t)
        if q < -1:
            raise TrajectoryError(f"trajectories are defined for t >= -1, not t = {q}")
        i = len(self._points) - 1
        while self._points[i][0] > q:
            i -= 1
        t0, v0 = self._points[i]
        value: Dyadic | Fraction = v0 + self._slopes[i] * (q - t0)
        return value

    def value_at(self, t: Dyadic) -> Dyadic:
        """f(t) for a ``Dyadic`` t >= -1, as a ``Dyadic``."""
        return _line_at(*self._segment(t), t)

    def _segment(self, t: Dyadic) -> Line:
        i = len(self._points) - 1
        while i and self._points[i][0] > t:
            i -= 1
        return self._points[i], self._slopes[i]

    @property
    def points(self) -> tuple[tuple[Dyadic, Dyadic], ...]:
        """The breakpoints (t, f(t)) as pairs of ``Dyadic``, the first at t = -1."""
        return self._points

    @property
    def critical_points(self) -> tuple[Dyadic, ...]:
        """The temperatures above -1 where the slope changes, increasing (``Dyadic``)."""
        return tuple(t for t, _ in self._points[1:])

    @property
    def slopes(self) -> tuple[int, ...]:
        """df/dt on each piece (an int): from -1 to the first critical point, ..., after the
        last one."""
        return self._slopes

    # -- making new ones ---------------------------------------------------------------------------

    def tilted(self, c: int) -> Trajectory:
        """f(t) + c.t for c = -1 or +1."""
        return Trajectory(tuple((t, v + t if c > 0 else v - t) for t, v in self._points),
                          tuple(s + c for s in self._slopes))

    def mast_from(self, tau: Dyadic, value: Dyadic) -> Trajectory:
        """f on [-1, tau] followed by the constant ``value`` (which must be f(tau))."""
        points = [p for p in self._points if p[0] < tau]
        slopes = list(self._slopes[:len(points)])
        points.append((tau, value))
        slopes.append(0)
        return _simplified(points, slopes)

    def __repr__(self) -> str:
        points = ", ".join(f"({_quoted(t)}, {_quoted(v)})" for t, v in self._points)
        return f"Trajectory.through([{points}], final_slope={self._slopes[-1]})"


def _quoted(x: Dyadic) -> str:
    """An integer as itself, any other dyadic as the text of its fraction (``Dyadic.of``
    reads both), so that ``repr`` evaluates back."""
    return str(x) if x.exp == 0 else repr(str(x))


def _line_at(point: Point, slope: int, t: Dyadic) -> Dyadic:
    t0, v0 = point
    value: Dyadic
    if slope == 0:
        return v0
    if slope == 1:
        value = v0 + (t - t0)
    elif slope == -1:
        value = v0 - (t - t0)
    else:
        value = v0 + (t - t0) * slope
    return value


def _fraction(t: object) -> Fraction:
    """A temperature as a Fraction: an int, a Fraction, a Dyadic, a sympy Rational or text."""
    if isinstance(t, bool):
        raise TypeError("a bool is not a temperature")
    if isinstance(t, numbers.Rational):
        return Fraction(int(t.numerator), int(t.denominator))
    if isinstance(t, str):
        return Fraction(t.replace(" ", ""))
    raise TypeError(f"a temperature must be a rational number, not {t!r}")


def _simplified(points: Sequence[Point], slopes: Sequence[int]) -> Trajectory:
    """The trajectory without the breakpoints where the slope does not change."""
    keep = [0] + [i for i in range(1, len(points)) if slopes[i] != slopes[i - 1]]
    return Trajectory(tuple(points[i] for i in keep), tuple(slopes[i] for i in keep))


def _crossing(a: Dyadic, gap: Dyadic, slope_difference: int) -> Dyadic:
    """a + gap / slope_difference, for a slope difference that is ± a power of two (walls of
    short games have slopes -1, 0, +1, so their scaffolds differ by 1 or 2)."""
    if slope_difference < 0:
        gap, slope_difference = -gap, -slope_difference
    if slope_difference & (slope_difference - 1):
        raise TrajectoryError("lines with slopes that differ by a non-power of two meet off the "
                              "dyadic rationals")
    x: Dyadic = a + Dyadic(gap.num, gap.exp + slope_difference.bit_length() - 1)
    return x


def envelope(trajectories: Iterable[Trajectory], upper: bool = True) -> Trajectory:
    """The pointwise maximum (``upper``) or minimum of trajectories.

    A sweep over the union of the breakpoints: between two of them every function is a line, so
    the envelope changes line only where the best line is overtaken by a steeper one.
    """
    fs = list(trajectories)
    if len(fs) == 1:
        return fs[0]
    better: Callable[[Any, Any], bool] = (lambda x, y: x > y) if upper else (lambda x, y: x < y)
    ts = sorted({t for f in fs for t, _ in f._points})
    where = [0] * len(fs)
    points: list[Point] = []
    slopes: list[int] = []
    for i, a in enumerate(ts):
        end = ts[i + 1] if i + 1 < len(ts) else None
        lines: list[Line] = []
        for j, f in enumerate(fs):
            k = where[j]
            while k + 1 < len(f._points) and f._points[k + 1][0] <= a:
                k += 1
            where[j] = k
            lines.append(((a, _line_at(f._points[k], f._slopes[k], a)), f._slopes[k]))
        # the best line at a; among equals, the one that stays best just after a
        current = lines[0]
        for line in lines[1:]:
            v, s = line[0][1], line[1]
            if better(v, current[0][1]) or (v == current[0][1] and better(s, current[1])):
                current = line
        t = a
        while True:
            points.append((t, _line_at(*current, t)))
            slopes.append(current[1])
            overtaken: tuple[Dyadic, Line] | None = None
            for line in lines:
                if better(line[1], current[1]):
                    gap = _line_at(*current, t) - _line_at(*line, t)
                    x = _crossing(t, gap, line[1] - current[1])
                    if (end is None or x < end) and (overtaken is None or x < overtaken[0] or (
                            x == overtaken[0] and better(line[1], overtaken[1][1]))):
                        overtaken = (x, line)
            if overtaken is None:
                break
            t, current = overtaken
    return _simplified(points, slopes)


def first_meeting(left: Trajectory, right: Trajectory) -> Dyadic:
    """The least t >= -1 with left(t) <= right(t), for a non-increasing left - right."""
    ts = sorted({t for f in (left, right) for t, _ in f._points})
    for i, a in enumerate(ts):
        (lp, ls), (rp, rs) = left._segment(a), right._segment(a)
        gap = _line_at(lp, ls, a) - _line_at(rp, rs, a)
        if gap <= 0:
            return a
        if ls < rs:
            x = _crossing(a, gap, rs - ls)
            if i + 1 == len(ts) or x <= ts[i + 1]:
                return x
    raise CGTError("the scaffolds never meet: the walls do not describe a short game")
