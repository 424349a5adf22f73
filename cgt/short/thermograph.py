"""Thermographs of short games: walls, mast, mean and temperature.

Definition (Winning Ways, vol. 1, ch. 6 "The Heat of Battle"; Siegel, *CGT*, II.5): an integer n
has both walls equal to n for every t >= -1. Any other canonical G has the scaffolds

    LS_t = max over G^L of (right wall of G^L)(t) - t,
    RS_t = min over G^R of (left wall of G^R)(t) + t;

they meet first at the temperature tau, with value m (the mean). Below tau the walls are the
scaffolds, above it both are the constant m (the mast). Numbers get negative temperatures this
way (an integer -1, m/2^k in lowest terms -1/2^k: the subzero convention). A game x + e with e a
nonzero infinitesimal n.↑ + *m has temperature 0 and mean x; its left wall is that of x* when
e is positive or fuzzy and that of x otherwise, and its right wall that of x* when e is
negative or fuzzy (Winning Ways, vol. 1, ch. 6; Siegel, *CGT*, II.5).
"""
from __future__ import annotations
import attrs

from cgt.errors import CGTError
from cgt.numbers.dyadic import ZERO, Dyadic
from cgt.short.game import number, nus
from cgt.short.nus import NUS
from cgt.short.thermograph_drawing import plot, svg
from cgt.short.trajectory import MINUS_ONE, Trajectory, envelope, first_meeting
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

__all__ = ["MissingPlotLibraryError", "Thermograph", "thermograph"]

if TYPE_CHECKING:
    from cgt.short.game import Game


class MissingPlotLibraryError(CGTError, ImportError):
    """``Thermograph.plot`` needs matplotlib, the optional extra ``plot``."""


def _dyadic(x: Any) -> Dyadic:
    return Dyadic.of(x)


@attrs.frozen
class Thermograph:
    """The thermograph of a short game: its two walls, its mast value and its temperature.

    ``left_wall`` and ``right_wall`` are ``Trajectory`` objects: call them at a temperature
    t >= -1. ``mast`` (the mean) and ``temperature`` are ``Dyadic``. Values grow to the
    left in the drawings, as in Winning Ways; ``str`` lists the breakpoints of each wall.
    """

    left_wall: Trajectory
    right_wall: Trajectory
    _temperature: Dyadic = attrs.field(converter=_dyadic)
    _mast: Dyadic = attrs.field(converter=_dyadic)
    #: The game it was computed from, for ``repr``; not part of the thermograph's value.
    _game: Game | None = attrs.field(default=None, eq=False, repr=False)

    @property
    def temperature(self) -> Dyadic:
        """The temperature at which the mast starts (negative for numbers)."""
        return self._temperature

    @property
    def mast(self) -> Dyadic:
        """The value of the mast: the mean of the game."""
        return self._mast

    def __repr__(self) -> str:
        """Text that evaluates back to an equal thermograph after ``from cgt import *``: the
        game's ``thermograph()`` when it was computed from a game, else the constructor."""
        if self._game is not None:
            return f"game({str(self._game)!r}).thermograph()"
        return (f"Thermograph({self.left_wall!r}, {self.right_wall!r}, "
                f"temperature={_quoted(self._temperature)}, mast={_quoted(self._mast)})")

    def __str__(self) -> str:
        return "\n".join([
            f"thermograph: mast {self._mast} from temperature {self._temperature}",
            "  left wall:  " + _wall_text(self.left_wall),
            "  right wall: " + _wall_text(self.right_wall),
        ])

    def _repr_svg_(self) -> str:
        return svg(self)

    def to_svg(self) -> str:
        """An SVG picture drawn by cgt itself (no plotting library): the walls, the mast, the
        critical points and the axes, values increasing to the left as in Winning Ways."""
        return svg(self)

    def plot(self, ax: Any = None, **style: Any) -> Any:
        """Draw the thermograph on a matplotlib axes (a new figure's if ``ax`` is None) and
        return the axes; needs matplotlib, the optional extra ``plot``.

        The picture is the one of ``to_svg``: walls in black, the mast in blue continued to
        the top, critical points marked, values increasing to the left as in Winning Ways,
        one scale on both axes, and the same ticks and labels.
        ``style`` is passed to the walls' ``ax.plot``.
        """
        try:
            import matplotlib.pyplot as plt
        except ImportError:
            raise MissingPlotLibraryError(
                "Thermograph.plot needs matplotlib, the optional extra 'plot': "
                "pip install 'cgt-algebra[plot]' (the SVG of _repr_svg_ needs nothing)") from None

        if ax is None:
            ax = plt.figure().add_subplot()
        return plot(self, ax, style)


def _quoted(x: Dyadic) -> str:
    """An integer as itself, any other dyadic as the text of a fraction, both accepted by
    ``Dyadic.of``."""
    return str(x) if x.exp == 0 else repr(str(x))


def _wall_text(wall: Trajectory) -> str:
    return "; ".join(f"t={t}: {v}, slope {s}" for (t, v), s in zip(wall._points, wall._slopes))


def thermograph(g: Game) -> Thermograph:
    """The ``Thermograph`` of the game g, cached on g."""
    memo = g._memo_dict()
    tg: Thermograph | None = memo.get("thermograph")
    if tg is None:
        tg = memo["thermograph"] = _compute(g)
    return tg


def _compute(g: Game) -> Thermograph:
    triple = g._nus
    if triple is not None:
        x, n, m = triple
        if not n and not m and x.exp == 0:
            wall = Trajectory.constant(x)
            return Thermograph(wall, wall, MINUS_ONE, x, g)
        if n or m > 1:
            return _number_plus_infinitesimal(x, n, m, g)
    return _from_options(g.left_options, g.right_options, g)


def _number_plus_infinitesimal(x: Dyadic, n: int, m: int, g: Game) -> Thermograph:
    """x + n.↑ + *m takes each wall from x* or from x, by the sign of n.↑ + *m."""
    starred = thermograph(nus(x, 0, 1))
    plain = thermograph(number(x))
    sign = NUS(ZERO, n, m).sign()
    left = starred.left_wall if sign in (">", "||") else plain.left_wall
    right = starred.right_wall if sign in ("<", "||") else plain.right_wall
    return Thermograph(left, right, ZERO, x, g)


def _from_options(left: Iterable[Game], right: Iterable[Game], g: Game) -> Thermograph:
    """The thermograph of a non-integer {left | right} from the walls of its options."""
    left_scaffold = envelope((thermograph(h).right_wall.tilted(-1) for h in left), upper=True)
    right_scaffold = envelope((thermograph(h).left_wall.tilted(1) for h in right), upper=False)
    tau = first_meeting(left_scaffold, right_scaffold)
    mean = left_scaffold.value_at(tau)
    return Thermograph(left_scaffold.mast_from(tau, mean), right_scaffold.mast_from(tau, mean),
                       tau, mean, g)
