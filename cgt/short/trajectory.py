"""Trajectories: continuous piecewise-linear functions of the temperature t >= -1.

The walls of a thermograph are trajectories (Winning Ways, vol. 1, ch. 6 "The Heat of Battle";
Siegel, *CGT*, II.5). For short games every slope is -1, 0 or +1 and every breakpoint is a
dyadic rational, so a trajectory is stored exactly, as its breakpoints (t, value) with
``fractions.Fraction`` coordinates plus the slope after the last one. The operations here are
the ones thermography needs: evaluation, adding c.t, pointwise maximum and minimum, and cutting
off at a temperature to continue as a constant (the mast).
"""
from bisect import bisect_right
from fractions import Fraction

import attrs

from cgt.errors import CGTError

MINUS_ONE = Fraction(-1)


class TemperatureRangeError(CGTError, ValueError):
    """A temperature below -1, where trajectories are not defined."""


def _points_converter(points):
    return tuple((Fraction(t), Fraction(v)) for t, v in points)


@attrs.frozen
class Trajectory:
    """A continuous piecewise-linear function f(t) on t >= -1.

    ``points`` are the breakpoints (t, f(t)) in increasing t, the first at t = -1, and
    ``final_slope`` is df/dt after the last one. Call it to evaluate: ``f(t)`` for any rational
    t >= -1 gives a ``sympy.Rational``.
    """

    _points: tuple = attrs.field(converter=_points_converter)
    _final_slope: Fraction = attrs.field(converter=Fraction)

    def __attrs_post_init__(self):
        ts = [t for t, _ in self._points]
        if not ts or ts[0] != MINUS_ONE or any(a >= b for a, b in zip(ts, ts[1:])):
            raise ValueError("a trajectory needs breakpoints in increasing t starting at t = -1")

    @classmethod
    def constant(cls, value):
        """The constant function ``value``."""
        return cls(((MINUS_ONE, value),), 0)

    # -- reading it ------------------------------------------------------------------------------

    def __call__(self, t):
        import sympy

        return sympy.Rational(self.value_at(_fraction(t)))

    def value_at(self, t):
        """f(t) as a ``Fraction`` for a ``Fraction`` t >= -1."""
        if t < MINUS_ONE:
            raise TemperatureRangeError(f"trajectories are defined for t >= -1, not t = {t}")
        i = bisect_right(self._points, t, key=_temperature_of) - 1
        t0, v0 = self._points[i]
        return v0 + self._slope_from(i) * (t - t0)

    @property
    def points(self):
        """The breakpoints (t, f(t)) as pairs of ``sympy.Rational``, the first at t = -1."""
        import sympy

        return tuple((sympy.Rational(t), sympy.Rational(v)) for t, v in self._points)

    @property
    def critical_points(self):
        """The temperatures above -1 where the slope changes, increasing (``sympy.Rational``)."""
        import sympy

        return tuple(sympy.Rational(t) for t, _ in self._points[1:])

    @property
    def slopes(self):
        """df/dt on each piece: from -1 to the first critical point, ..., after the last one."""
        import sympy

        return tuple(sympy.Rational(self._slope_from(i)) for i in range(len(self._points)))

    @property
    def final_value(self):
        """The value at the last breakpoint (``Fraction``): the mast when the final slope is 0."""
        return self._points[-1][1]

    def _slope_from(self, i):
        if i + 1 < len(self._points):
            (t0, v0), (t1, v1) = self._points[i], self._points[i + 1]
            return (v1 - v0) / (t1 - t0)
        return self._final_slope

    def _piece(self, t):
        """(f(t), slope just after t) for a ``Fraction`` t."""
        i = bisect_right(self._points, t, key=_temperature_of) - 1
        t0, v0 = self._points[i]
        slope = self._slope_from(i)
        return v0 + slope * (t - t0), slope

    # -- making new ones ---------------------------------------------------------------------------

    def tilted(self, c):
        """f(t) + c.t."""
        return Trajectory(((t, v + c * t) for t, v in self._points), self._final_slope + c)

    def translated(self, x):
        """f(t) + x."""
        return Trajectory(((t, v + x) for t, v in self._points), self._final_slope)

    def mast_from(self, tau, value):
        """f on [-1, tau] followed by the constant ``value`` (which must be f(tau))."""
        points = [p for p in self._points if p[0] < tau]
        points.append((tau, value))
        return Trajectory(_simplified(points, 0), 0)

    def __repr__(self):
        points = ", ".join(f"({t}, {v})" for t, v in self._points)
        return f"Trajectory([{points}], final_slope={self._final_slope})"


def _temperature_of(point):
    return point[0]


def _fraction(t):
    if isinstance(t, Fraction):
        return t
    if isinstance(t, int) and not isinstance(t, bool):
        return Fraction(t)
    if isinstance(t, str):
        return Fraction(t.replace(" ", ""))
    num, den = getattr(t, "p", None), getattr(t, "q", None)  # sympy.Rational
    if num is not None:
        return Fraction(int(num), int(den))
    if hasattr(t, "to_fraction"):
        return t.to_fraction()
    raise TypeError(f"a temperature must be a rational number, not {t!r}")


def _simplified(points, final_slope):
    """Drop breakpoints where the slope does not change."""
    out = [points[0]]
    for i in range(1, len(points)):
        t, v = points[i]
        t0, v0 = out[-1]
        if i + 1 < len(points):
            t1, v1 = points[i + 1]
            after = (v1 - v) / (t1 - t)
        else:
            after = final_slope
        if (v - v0) / (t - t0) != after:
            out.append((t, v))
    return out


def envelope(trajectories, upper=True):
    """The pointwise maximum (``upper``) or minimum of trajectories.

    Between consecutive breakpoints every function is a line, so the envelope is found by adding
    the crossings of each pair of lines inside the interval and evaluating at all these points.
    """
    trajectories = list(trajectories)
    if len(trajectories) == 1:
        return trajectories[0]
    pick = max if upper else min
    ts = sorted({t for f in trajectories for t, _ in f._points})
    points = []
    final_slope = None
    for i, a in enumerate(ts):
        b = ts[i + 1] if i + 1 < len(ts) else None
        lines = [f._piece(a) for f in trajectories]
        cuts = {a}
        for j, (v1, s1) in enumerate(lines):
            for v2, s2 in lines[j + 1:]:
                if s1 != s2:
                    x = a + (v2 - v1) / (s1 - s2)
                    if a < x and (b is None or x < b):
                        cuts.add(x)
        for c in sorted(cuts):
            points.append((c, pick(v + s * (c - a) for v, s in lines)))
        if b is None:
            c, best = points[-1]
            final_slope = pick(s for v, s in lines if v + s * (c - a) == best)
    return Trajectory(_simplified(points, final_slope), final_slope)


def first_meeting(left, right):
    """The least t >= -1 with left(t) <= right(t), for a non-increasing left - right."""
    ts = sorted({t for f in (left, right) for t, _ in f._points})
    for i, a in enumerate(ts):
        lv, ls = left._piece(a)
        rv, rs = right._piece(a)
        gap, gap_slope = lv - rv, ls - rs
        if gap <= 0:
            return a
        if gap_slope < 0:
            x = a + gap / -gap_slope
            if i + 1 == len(ts) or x <= ts[i + 1]:
                return x
    raise CGTError("the scaffolds never meet: the walls do not describe a short game")
