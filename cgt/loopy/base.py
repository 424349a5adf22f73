"""The base class of loopy values and the graph of any value.

Every short game is also a loopy game, so the operations of loopy values accept ``Game``
operands (and numbers) and give back a ``Game`` when the result is loopfree. The algorithms
behind the operators live in the modules above this one and are reached through ``ops``, which
``cgt.loopy.arithmetic`` fills in when it is imported, so that no module imports a layer above
its own.
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from cgt.errors import CGTValueError
from cgt.loopy.graph import Builder, Moves, add_short_game
from cgt.short.coerce import operand
from cgt.short.store import GameBase

#: The algorithms behind the operators and methods of loopy values (``add``, ``neg``, ``ge``,
#: ``eq``, ``sided``, ``parse``, ``stops``, ``ordinal_sum``, ``subordinate``,
#: ``power_on``, ``power_to_on``), installed by ``cgt.loopy.arithmetic``, ``cgt.loopy.named``
#: and ``cgt.loopy``'s ``__init__``.
ops = SimpleNamespace()


class LoopyValue:
    """A value of a loopy partizan game that is not a short game: a canonical stopper
    (``Stopper``), a value with stopper sides (``SidedValue``, written ``s & t``) or a value
    whose sides were not found (``UnresolvedValue``).

    Sums, negation and comparison mix freely with short games (``cgt.Game``) and numbers; a
    result that is loopfree comes back as a ``Game``.
    """

    __slots__ = ()

    def _loopy_graph(self) -> tuple[Moves, Moves, int]:
        raise CGTValueError(f"{self} is known by its sides only and has no game graph to use "
                            "as an option; give its positions as equations instead")

    # -- arithmetic --------------------------------------------------------------------------

    def __add__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.add(self, other)

    def __radd__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.add(other, self)

    def __sub__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.add(self, ops.neg(other))

    def __rsub__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.add(other, ops.neg(self))

    def __neg__(self) -> Any:
        return ops.neg(self)

    def __pos__(self) -> Any:
        return self

    def __and__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.sided(self, other)

    def __rand__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.sided(other, self)

    # -- order -------------------------------------------------------------------------------

    def __ge__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.ge(self, other)

    def __le__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.ge(other, self)

    def __gt__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else (ops.ge(self, other)
                                                     and not ops.ge(other, self))

    def __lt__(self, other: Any) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else (ops.ge(other, self)
                                                     and not ops.ge(self, other))

    def __eq__(self, other: object) -> Any:
        other = coerce(other)
        return NotImplemented if other is None else ops.eq(self, other)

    def __ne__(self, other: object) -> Any:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        raise NotImplementedError

    # -- stops, ordinal sums and powers ---------------------------------------------------

    @property
    def left_stop(self) -> Any:
        """L(G) for a stopper: a number (as a ``Game``) or a pseudonumber such as ``on`` or
        ``1over`` (``cgt.loopy.stops``)."""
        return ops.stops(self)[0]

    @property
    def right_stop(self) -> Any:
        """R(G) for a stopper: a number (as a ``Game``) or a pseudonumber."""
        return ops.stops(self)[1]

    def ordinal_sum(self, other: Any) -> Any:
        """G : H with this stopper as the base (``cgt.loopy.ordinal``)."""
        return ops.ordinal_sum(self, other)

    def subordinate(self, base: Any) -> Any:
        """The H with base : H = G; ``CGTError`` if G is no ordinal sum over the base."""
        return ops.subordinate(self, base)

    def _ordinal_sum_over(self, base: Any) -> Any:
        return ops.ordinal_sum(base, self)

    def _subordinate_under(self, k: Any) -> Any:
        return ops.subordinate(k, self)

    def _power_of(self, base: Any) -> Any:
        return ops.power_on(base) if self._is_on() else _not_on(self)

    def _power_to_of(self, base: Any) -> Any:
        return ops.power_to_on(base) if self._is_on() else _not_on(self)

    def _is_on(self) -> bool:
        return self is ops.on

    # -- text --------------------------------------------------------------------------------

    def __str__(self) -> str:
        from cgt.notation import render   # the notation sits above the core
        return render(self)

    def __repr__(self) -> str:
        from cgt.notation import render
        return render(self)

    def __format__(self, spec: str) -> str:
        from cgt.notation import render
        if spec in ("", "s"):
            return render(self)
        if spec in ("u", "latex"):
            return render(self, spec)
        return format(render(self), spec)

    def _repr_latex_(self) -> str:
        from cgt.notation import render
        return f"${render(self, 'latex')}$"


def _not_on(x: Any) -> Any:
    raise CGTValueError(f"the only loopy exponent of a power is on, not {x}")


def coerce(x: Any) -> Any:
    """A loopy value or short game for an operand, or ``None`` if it is not one."""
    if isinstance(x, (LoopyValue, GameBase)):
        return x
    return operand(x)


def short_graph(g: GameBase) -> tuple[Moves, Moves, int]:
    """The graph of the canonical form of the short game ``g``."""
    builder = Builder("a short game")
    root = add_short_game(builder, g, {})
    left, right = builder.freeze()
    return left, right, root


def graph_of(x: Any) -> tuple[Moves, Moves, int]:
    """The rooted graph of a short game or of a stopper."""
    if isinstance(x, GameBase):
        return short_graph(x)
    return x._loopy_graph()
