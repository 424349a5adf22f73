"""Sided values ``s & t``: loopy games described by their onside and offside.

A loopy game γ with onside s and offside t (stoppers with γ⁺ = s⁺ and γ⁻ = t⁻) is written
γ = s & t; always s >= t, and a stopper c is c & c (*Winning Ways*, vol. 2, ch. 11,
"Onsides and Offsides, Upsums and Downsums"). Two games are equal when both sides are equal,
and s & t >= s' & t' exactly when s >= s' and t >= t' (ch. 11, "Comparing Loopy Games").

When the sides of a game graph were not found (``cgt.loopy.sides``), the value is an
``UnresolvedValue`` that keeps the graph and says so; it is never replaced by a stopper that
was not proved to be its side.
"""
from __future__ import annotations

from typing import Any
from weakref import WeakValueDictionary

from cgt.errors import CGTTypeError, CGTValueError
from cgt.lattice import StopperLevel
from cgt.loopy.base import LoopyValue, coerce
from cgt.loopy.graph import Moves
from cgt.loopy.outcome import LoopyOutcome, Result, graph_outcome
from cgt.loopy.stopper import stopper_ge
from cgt.short.game import ZERO

__all__ = ["SidedValue", "sided", "UnresolvedValue"]

_INTERNED: WeakValueDictionary = WeakValueDictionary()


class SidedValue(LoopyValue):
    """The value ``onside & offside`` of a loopy game whose sides are stoppers and differ.
    Interned: equal sided values are one object."""

    __slots__ = ("_onside", "_offside", "_hash", "_graph", "__weakref__")
    _onside: StopperLevel        # a Stopper, or a Game
    _offside: StopperLevel
    _hash: int
    _graph: tuple[Moves, Moves] | None   # a game graph of the value, when one is known

    def __new__(cls, *args: Any) -> SidedValue:
        raise CGTTypeError("sided values are built with s & t or by cgt.loopy.sided(s, t)")

    @classmethod
    def _interned(cls, onside: Any, offside: Any,
                  graph: tuple[Moves, Moves] | None = None) -> SidedValue:
        key = (onside, offside)
        found = _INTERNED.get(key)
        if found is None:
            found = object.__new__(cls)
            found._onside = onside
            found._offside = offside
            found._hash = hash(("&", onside, offside))
            found._graph = None
            _INTERNED[key] = found
        if found._graph is None and graph is not None:
            found._graph = graph
        return found

    def _loopy_graph(self) -> tuple[Moves, Moves, int]:
        # A game graph of this value, if one is known (equal games are interchangeable as
        # options, so any of them will do).
        if self._graph is None:
            return super()._loopy_graph()
        return self._graph[0], self._graph[1], 0

    def __reduce__(self) -> tuple:
        return (sided, (self._onside, self._offside))

    def __hash__(self) -> int:
        return self._hash

    @property
    def onside(self) -> Any:
        """The onside s of s & t: the stopper that may replace the game when draws count as
        wins for Left (*Winning Ways*, ch. 11)."""
        return self._onside

    @property
    def offside(self) -> Any:
        """The offside t of s & t: the stopper that may replace the game when draws count as
        wins for Right."""
        return self._offside

    @property
    def is_stopper(self) -> bool:
        """False: the sides differ, so the game is not equal to a stopper."""
        return False

    def is_stopper_sided(self) -> bool:
        """True: both sides are stoppers."""
        return True

    def _results(self) -> LoopyOutcome:
        """The outcome of the free game s & t (*Winning Ways*, ch. 11, "Sidling Picks
        Sides"): Left moving first wins when t |> 0, draws when s |> 0 but not t, and loses
        otherwise; Right moving first wins when s <| 0, draws when t <| 0 but not s, and loses
        otherwise."""
        return sided_outcome(self._onside, self._offside)


def sided_outcome(s: Any, t: Any) -> LoopyOutcome:
    if not stopper_ge(ZERO, t):
        left = Result.WIN
    elif not stopper_ge(ZERO, s):
        left = Result.DRAW
    else:
        left = Result.LOSS
    if not stopper_ge(s, ZERO):
        right = Result.WIN
    elif not stopper_ge(t, ZERO):
        right = Result.DRAW
    else:
        right = Result.LOSS
    return LoopyOutcome(left, right)


def sided(onside: Any, offside: Any, graph: tuple[Moves, Moves] | None = None) -> Any:
    """The value ``onside & offside`` of two stoppers (or short games) with onside >=
    offside; the stopper itself when they are equal. ``CGTValueError`` if onside >= offside
    fails (*Winning Ways*, ch. 11: the onside is never below the offside). ``graph``, a game
    graph ``(left, right)`` of the value rooted at 0, is kept if given."""
    onside = _stopper_argument(onside, "onside")
    offside = _stopper_argument(offside, "offside")
    if onside is offside:
        return onside
    if not stopper_ge(onside, offside):
        raise CGTValueError(f"the onside {onside} of s & t is not >= its offside {offside}")
    return SidedValue._interned(onside, offside, graph)


def _stopper_argument(x: Any, name: str) -> Any:
    y = coerce(x)
    if y is None:
        raise CGTTypeError(f"the {name} of s & t must be a stopper, not {x!r}")
    x = y
    if isinstance(x, (SidedValue, UnresolvedValue)):
        raise CGTValueError(f"the {name} of s & t must be a stopper, not {x}")
    return x


class UnresolvedValue(LoopyValue):
    """A loopy game whose onside or offside was not found (``cgt.loopy.sides``): the graph
    is kept, with the side that was found, if any. ``is_stopper_sided()`` is ``None``
    (unknown).

    Before a game is left unresolved, every stopper that sidling had for it, the side it
    found and the values it had reached, was tried as its missing side by the Inequality
    Rule; so it is not equal to any of those, and in particular not to a stopper that is
    one of its sides. It may still be equal to a value that was never tried (sidling can
    approach a side for ever), and that value would hash differently. So that ``==`` and
    ``hash`` agree, an unresolved value is ``==`` only to unresolved values: between two of
    them ``==`` is exact (x⁺ = y⁺ and x⁻ = y⁻ by the Inequality Rule, *Winning Ways*,
    vol. 2, ch. 11, "Comparing Loopy Games"), and never holds with a short game, a stopper
    or a sided value. The order ``>=``, ``<=`` is exact with every value, so ``x >= y and
    y >= x`` tells whether the game equals ``y``. The hash is that of the outcome of the
    free game, which equal games share: Left moving first wins x exactly when he wins x⁻,
    and draws or wins exactly when he wins x⁺ (ch. 11, "Fixed, Mixed and Free"), and
    these are comparisons of x⁻ and x⁺ with 0.
    """

    __slots__ = ("_left", "_right", "_onside", "_offside", "_hash")

    def __init__(self, left: Moves, right: Moves, onside: Any = None,
                 offside: Any = None) -> None:
        self._left = left
        self._right = right
        self._onside = onside
        self._offside = offside
        self._hash: int | None = None

    def __reduce__(self) -> tuple:
        return (UnresolvedValue, (self._left, self._right, self._onside, self._offside))

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash((UnresolvedValue, self._results()))
        return self._hash

    def _loopy_graph(self) -> tuple[Moves, Moves, int]:
        return self._left, self._right, 0

    @property
    def graph(self) -> tuple[Moves, Moves]:
        """The game's graph ``(left, right)``, the game itself at vertex 0."""
        return self._left, self._right

    @property
    def onside(self) -> Any:
        """The onside, or ``None`` if it was not found."""
        return self._onside

    @property
    def offside(self) -> Any:
        """The offside, or ``None`` if it was not found."""
        return self._offside

    @property
    def is_stopper(self) -> bool:
        """False: the game is not equal (``==``) to a stopper."""
        return False

    def is_stopper_sided(self) -> None:
        """``None``: whether the sides are stoppers is not known."""
        return None

    def _results(self) -> LoopyOutcome:
        """The outcome of the free game, by direct play on its graph."""
        return graph_outcome(self._left, self._right, 0)
