"""What ``game(x)``, ``Game(L, R)`` and the operators of games accept.

A game, an ``int`` or numpy integer, a dyadic ``fractions.Fraction`` or ``sympy.Rational``, or
a ``Dyadic`` is an operand; ``game(x)`` also reads strings in the notation. The operators of
``Game`` are made here, as ``fractions.Fraction`` makes its own: an operand that is a game (or
an int) is handled at once, and any other goes through the one coercion of ``cgt.lattice``,
which lifts it to a game, hands the operation to a kind of higher rank (a loopy value, a
surreal number) or refuses it with a ``CGTTypeError`` naming both kinds.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction

from typing import TYPE_CHECKING, Any, TypeVar, cast, overload

from cgt.errors import CGTTypeError, NotShortError
from cgt.lattice import NormalValue, SidedLevel, apply
from cgt.numbers.dyadic import Dyadic
from cgt.short.store import GameBase, integer, number

__all__ = ["game", "operand", "binary"]

if TYPE_CHECKING:
    from cgt.short.game import Game


def is_extension_value(x: object) -> bool:
    """True for a loopy value (a stopper or a sided value that is not a short game): a value of
    the lattice above the short games (``cgt.lattice``)."""
    return isinstance(x, SidedLevel) and not isinstance(x, GameBase)


def extension_braces(left: list[Any], right: list[Any]) -> SidedLevel:
    """{left | right} when an option is a loopy value: the class of that option builds it
    (``SidedLevel._braces``), since loopy games are a layer above the short ones."""
    higher: SidedLevel = next(x for x in left + right if is_extension_value(x))
    return type(higher)._braces(left, right)


_Value = TypeVar("_Value", bound=SidedLevel)


@overload
def game(value: int | Fraction | Dyadic) -> Game: ...


@overload
def game(value: _Value) -> _Value: ...


@overload
def game(value: object) -> NormalValue: ...


def game(value: object) -> NormalValue:
    """The canonical game for ``value``: the lowest level of ``cgt.lattice`` that holds it, a
    ``Game`` when it is loopfree, else a loopy value (a ``Stopper`` or a sided value, read
    from text with ``pass`` or labels).

    ``value`` may be a ``Game``, an ``int`` (or numpy integer), a dyadic ``fractions.Fraction``
    or ``sympy.Rational``, or a string in the plain-text notation (``"{3||2|1}"``, ``"^^*"``,
    ``"+-1+-2"``, ``"1/2**40"``). A non-dyadic number raises ``NotShortError``; text that is not
    in the notation raises ``ParseError`` naming the column; anything else ``CGTTypeError``.

    >>> game("{0|*}")
    ^
    >>> game(3) + game("1/2")
    7/2
    """
    if isinstance(value, SidedLevel):
        return value
    if isinstance(value, str):
        from cgt.notation import parse   # the notation sits above the core
        parsed: NormalValue = parse(value)
        return parsed
    if _is_rational(value):
        return number(Dyadic.of(value))
    g = operand(value)
    if g is None:
        raise CGTTypeError(f"cannot make a game from {type(value).__name__} {value!r}")
    return g


def operand(value: object) -> Game | None:
    """The game of an operand: a game, an int or numpy integer, or a dyadic ``Fraction``,
    sympy ``Rational`` or ``Dyadic``; ``None`` for anything else, non-dyadic rationals
    included (so that ``==`` answers False and arithmetic refuses them)."""
    if isinstance(value, GameBase):
        return cast("Game", value)  # Game is the one class of GameBase
    k = integer_operand(value)
    if k is not None:
        return integer(k)
    if _is_rational(value):
        try:
            return number(Dyadic.of(value))
        except (NotShortError, TypeError):
            return None
    return None


def _is_rational(value: object) -> bool:
    return isinstance(value, (Fraction, Dyadic)) or (
        type(value).__module__.startswith("sympy") and bool(getattr(value, "is_Rational", False)))


def integer_operand(value: object) -> int | None:
    """``value`` as an int if it is an integer other than a bool (int, numpy integer), else
    ``None``."""
    if isinstance(value, int):
        return None if isinstance(value, bool) else value
    index = getattr(type(value), "__index__", None)
    if index is None or type(value).__module__.startswith("sympy"):
        return None
    try:
        k: int = index(value)
    except TypeError:  # a rational type that is whole only sometimes, such as Dyadic
        return None
    return k


def option_list(options: Iterable[Any], side: str) -> list[Game]:
    if isinstance(options, (str, GameBase)) or not isinstance(options, Iterable):
        raise CGTTypeError(f"the {side} options of a game must be a list of games, not "
                           f"{options!r}")
    return [game(x) for x in options]


def binary(operation: Callable[[Any, Any], Any], symbol: str,
           name: str) -> tuple[Callable[[Any, Any], Any], Callable[[Any, Any], Any]]:
    """The forward and reflected operator for ``operation(g, h)`` on two games (a comparison
    uses the forward one only: Python reflects ``<=`` into ``>=`` itself); an operand of
    another kind goes through the one coercion of ``cgt.lattice``."""

    def forward(a: Any, b: Any) -> Any:
        if isinstance(b, GameBase):
            return operation(a, b)
        if b.__class__ is int:
            return operation(a, integer(b))
        return apply(symbol, a, b)

    def reverse(b: Any, a: Any) -> Any:
        return apply(symbol, a, b)

    forward.__name__, reverse.__name__ = f"__{name}__", f"__r{name}__"
    return forward, reverse
