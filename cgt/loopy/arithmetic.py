"""Sums, negation, order and sides of loopy values and short games.

* The **sum** of two loopy games is the game on the product graph, where a player moves in
  either component along his own edges (*Winning Ways*, vol. 2, ch. 11, "Loopy Games"). A sum
  of a stopper and a short game is a stopper, and so is its simplest form; a sum of stoppers
  need not be one (on + off = dud), and then its sides are found by sidling.
* For γ = a & b and δ = c & d, γ + δ = (a ⇡ c) & (b ⇣ d): the **upsum** a ⇡ c is the onside of
  a + c and the **downsum** b ⇣ d the offside of b + d (ch. 11, "Onsides and Offsides, Upsums
  and Downsums").
* **Negation** exchanges the players, so -(s & t) = (-t) & (-s).
* **Order**: for stoppers by the survival game (``cgt.loopy.survival``); for sided values side
  by side, s & t >= s' & t' exactly when s >= s' and t >= t' (ch. 11, "Comparing Loopy
  Games").
"""
from __future__ import annotations

from typing import Any

from cgt.errors import CGTTypeError, CGTValueError
from cgt.loopy import base
from cgt.loopy.base import LoopyValue, coerce, graph_of
from cgt.loopy.cycles import is_stopper_graph
from cgt.loopy.fixed import fixed_ge
from cgt.loopy.graph import Moves, checked_graph, product, restrict
from cgt.loopy.outcome import LoopyOutcome, Result
from cgt.loopy.sided import SidedValue, UnresolvedValue, sided, sided_outcome
from cgt.loopy.sides import sides, sides_of_graph
from cgt.loopy.stopper import (Stopper, negate_stopper, stopper_ge, stopper_value,
                               stopper_values_by_parts)
from cgt.loopy.translation import translated
from cgt.short.game import Game
from cgt.short.outcome import Outcome

__all__ = [
    "ON", "value_of_graph", "loopy_value", "upsum", "downsum", "onside", "offside", "is_stopper"
]

ON = stopper_value(((0,),), ((),), 0)
OFF = negate_stopper(ON)


def value_of_graph(left: Moves, right: Moves, root: int) -> Any:
    """The value of the free loopy game at ``root``: a ``Game`` if it is loopfree, a
    ``Stopper`` if it is a stopper, ``onside & offside`` when sidling finds both sides, and
    otherwise an ``UnresolvedValue``."""
    left, right = checked_graph(left, right, [root])
    left, right, (root,) = restrict(left, right, [root])
    if is_stopper_graph(left, right, [root]):
        return stopper_values_by_parts(left, right)[root]
    on, off = sides_of_graph(left, right, root)
    if on is not None and off is not None:
        return sided(on, off, (left, right) if root == 0 else None)
    return UnresolvedValue(left, right, on, off)


def values_of_graph(left: Moves, right: Moves) -> list:
    """The value of every vertex of a free loopy game graph, as ``value_of_graph`` gives it,
    with one simplification or one sidling for the whole graph."""
    left, right = checked_graph(left, right, [])
    n = len(left)
    if is_stopper_graph(left, right, range(n)):
        return stopper_values_by_parts(left, right)
    ons, offs = sides(left, right)
    out = []
    for v in range(n):
        if ons[v] is not None and offs[v] is not None:
            out.append(sided(ons[v], offs[v]))
        else:
            sub_left, sub_right, _ = restrict(left, right, [v])
            out.append(UnresolvedValue(sub_left, sub_right, ons[v], offs[v]))
    return out


def loopy_value(x: Any) -> Any:
    """``x`` as a value: a loopy value or short game as is, a number as a ``Game``."""
    y = coerce(x)
    if y is None:
        if isinstance(x, str):
            return base.ops.parse(x)
        raise CGTTypeError(f"cannot make a loopy game from {type(x).__name__} {x!r}")
    return y


def _is_stopper(x):
    return isinstance(x, (Game, Stopper))


def _is_dud(x):
    return isinstance(x, SidedValue) and x._onside is ON and x._offside is OFF


def add(x: Any, y: Any) -> Any:
    """The sum ``x + y`` of loopy values or short games."""
    if isinstance(x, Game) and isinstance(y, Game):
        return x + y
    if _is_dud(x) or _is_dud(y):
        return x if _is_dud(x) else y
    if _is_stopper(x) and _is_stopper(y):
        if x is ON or y is ON:
            other = y if x is ON else x
            if isinstance(other, Game):
                return ON
        if x is OFF or y is OFF:
            other = y if x is OFF else x
            if isinstance(other, Game):
                return OFF
        if isinstance(y, Game) and y.is_number:
            return translated(x, y)
        if isinstance(x, Game) and x.is_number:
            return translated(y, x)
        left, right, root = product(graph_of(x), graph_of(y))
        if is_stopper_graph(left, right, [root]):
            return stopper_value(left, right, root)
        return value_of_graph(left, right, root)
    if isinstance(x, UnresolvedValue) or isinstance(y, UnresolvedValue):
        return value_of_graph(*product(x._loopy_graph() if isinstance(x, LoopyValue)
                                       else graph_of(x),
                                       y._loopy_graph() if isinstance(y, LoopyValue)
                                       else graph_of(y)))
    on = upsum(onside(x), onside(y))
    off = downsum(offside(x), offside(y))
    return sided(on, off)


def upsum(a: Any, c: Any) -> Any:
    """a ⇡ c, the onside of a + c for stoppers a and c (*Winning Ways*, ch. 11, "Onsides and
    Offsides, Upsums and Downsums")."""
    return _side_of_sum(a, c, "onside", "upsum")


def downsum(b: Any, d: Any) -> Any:
    """b ⇣ d, the offside of b + d for stoppers b and d."""
    return _side_of_sum(b, d, "offside", "downsum")


def _side_of_sum(x, y, side, what):
    x, y = _stopper(x, what), _stopper(y, what)
    s = add(x, y)
    if isinstance(s, (SidedValue, UnresolvedValue)):
        found = getattr(s, side)
        if found is None:
            raise CGTValueError(f"the {what} of {x} and {y} was not found by sidling")
        return found
    return s


def _stopper(x, what):
    x = loopy_value(x)
    if not _is_stopper(x):
        raise CGTValueError(f"the {what} is defined for stoppers, not {x}")
    return x


def neg(x: Any) -> Any:
    """-x: Left and Right exchanged; -(s & t) = (-t) & (-s)."""
    if isinstance(x, Game):
        return -x
    if isinstance(x, Stopper):
        return negate_stopper(x)
    if isinstance(x, SidedValue):
        graph = None if x._graph is None else (x._graph[1], x._graph[0])
        return SidedValue._interned(negate_stopper(x._offside), negate_stopper(x._onside), graph)
    on, off = x.onside, x.offside
    return UnresolvedValue(x._right, x._left, None if off is None else negate_stopper(off),
                           None if on is None else negate_stopper(on))


def onside(x: Any) -> Any:
    """The onside of a loopy value: the stopper s with x⁺ = s⁺ (*Winning Ways*, ch. 11,
    "Onsides and Offsides, Upsums and Downsums"); a stopper or short game is its own onside.
    ``None`` for an ``UnresolvedValue`` whose onside was not found."""
    x = loopy_value(x)
    return x if isinstance(x, Game) else x.onside


def offside(x: Any) -> Any:
    """The offside of a loopy value: the stopper t with x⁻ = t⁻; a stopper or short game is
    its own offside."""
    x = loopy_value(x)
    return x if isinstance(x, Game) else x.offside


def _resolved(x):
    return not isinstance(x, UnresolvedValue) or (x.onside is not None
                                                   and x.offside is not None)


def _sides(x):
    if isinstance(x, UnresolvedValue):
        return x.onside, x.offside
    if isinstance(x, SidedValue):
        return x._onside, x._offside
    return x, x


def _fixed_graph(x, side):
    # a graph of x⁺ (side 0) or x⁻ (side 1): the stopper side when it is known
    known = _sides(x)[side]
    return graph_of(known) if known is not None else x._loopy_graph()


def ge(x: Any, y: Any) -> bool:
    """``x >= y``: x⁺ >= y⁺ and x⁻ >= y⁻ (*Winning Ways*, ch. 11, "Comparing Loopy Games").
    Stoppers are compared by the survival game, sided values side by side, and games whose
    sides were not found by the Inequality Rule for fixed games (``cgt.loopy.fixed``)."""
    if x is y or x is ON or y is OFF:
        # on is the largest game and off the smallest (ch. 11, "On, Off and Dud"): the
        # comparison needs no graph of the other game, which may be a large short one
        return True
    if (y is ON and not isinstance(x, UnresolvedValue)
            or x is OFF and not isinstance(y, UnresolvedValue)):
        # only on itself is >= on, and only off <= off (interned, unless unresolved)
        return False
    if _is_stopper(x) and _is_stopper(y):
        return stopper_ge(x, y)
    if _resolved(x) and _resolved(y):
        a, b = _sides(x)
        c, d = _sides(y)
        return stopper_ge(a, c) and stopper_ge(b, d)
    return (fixed_ge(_fixed_graph(x, 0), 1, _fixed_graph(y, 0), 1)
            and fixed_ge(_fixed_graph(x, 1), -1, _fixed_graph(y, 1), -1))


def eq(x: Any, y: Any) -> bool:
    """``x == y``. Canonical stoppers, short games and sided values are interned, so for them
    equality is identity. An ``UnresolvedValue`` is equal only to unresolved values, and then
    exactly: x >= y and y >= x (see ``UnresolvedValue`` for why)."""
    if isinstance(x, UnresolvedValue) and isinstance(y, UnresolvedValue):
        return hash(x) == hash(y) and ge(x, y) and ge(y, x)
    return x is y


_FROM_SHORT = {Outcome.L: (Result.WIN, Result.LOSS), Outcome.R: (Result.LOSS, Result.WIN),
               Outcome.P: (Result.LOSS, Result.LOSS), Outcome.N: (Result.WIN, Result.WIN)}


def outcome(x: Any) -> LoopyOutcome:
    """The outcome of the free game ``x`` as (result with Left first, result with Right
    first), each for the player who moves first (*Winning Ways*, ch. 11, "Fixed, Mixed and
    Free")."""
    x = loopy_value(x)
    if isinstance(x, Game):
        return LoopyOutcome(*_FROM_SHORT[x.outcome])
    if isinstance(x, SidedValue):
        return sided_outcome(x._onside, x._offside)
    return x._results()


def is_stopper(x: Any) -> bool:
    """Whether the value is a stopper (*Winning Ways*, ch. 11, "Stoppers"): short games and
    ``Stopper`` values are; sided values with different sides are not."""
    x = loopy_value(x)
    return _is_stopper(x)
