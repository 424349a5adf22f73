"""The one coercion protocol of games: what ``game(x)``, ``Game(L, R)`` and the operators accept.

A game, an ``int`` or numpy integer, a dyadic ``fractions.Fraction`` or ``sympy.Rational``, or
a ``Dyadic`` is an operand; ``game(x)`` also reads strings in the notation. The operators of
``Game`` are made here from one coercion of the other operand, as ``fractions.Fraction`` makes
its own.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction

from typing import TYPE_CHECKING, Any

from cgt.errors import CGTTypeError, NotShortError
from cgt.numbers.dyadic import Dyadic
from cgt.short.store import GameBase, integer, number

if TYPE_CHECKING:
    from cgt.short.game import Game


#: Value classes of packages above the core (loopy values) that ``game`` passes through and
#: that may be options of ``Game(L, R)``, and the constructor of {L | R} for such options;
#: set by ``register_values``.
_EXTENSION: dict = {"types": (), "braces": None}


def register_values(value_type: type, braces: Callable[[list, list], Any]) -> None:
    """Let ``game`` pass values of ``value_type`` through, and let ``Game(L, R)`` with such an
    option be built by ``braces(L, R)``: so ``Game([0], [off])`` is the loopy value oof."""
    _EXTENSION["types"] = (*_EXTENSION["types"], value_type)
    _EXTENSION["braces"] = braces


def is_extension_value(x: object) -> bool:
    """True for a value of a registered package above the core, such as a loopy game."""
    return isinstance(x, _EXTENSION["types"])


def extension_braces(left: list, right: list) -> Any:
    """{left | right} when an option is a value of a package above the core."""
    return _EXTENSION["braces"](left, right)


def game(value: object) -> Game:
    """The canonical game for ``value``.

    ``value`` may be a ``Game``, an ``int`` (or numpy integer), a dyadic ``fractions.Fraction``
    or ``sympy.Rational``, or a string in the plain-text notation (``"{3||2|1}"``, ``"^^*"``,
    ``"+-1+-2"``, ``"1/2**40"``). A non-dyadic number raises ``NotShortError``; text that is not
    in the notation raises ``ParseError`` naming the column; anything else ``CGTTypeError``.

    >>> game("{0|*}")
    ^
    >>> game(3) + game("1/2")
    7/2
    """
    if isinstance(value, (GameBase, *_EXTENSION["types"])):
        return value
    if isinstance(value, str):
        from cgt.notation import parse   # the notation sits above the core
        return parse(value)
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
        return value
    k = integer_operand(value)
    if k is not None:
        return integer(k)
    if _is_rational(value):
        try:
            return number(Dyadic.of(value))
        except (NotShortError, TypeError):
            return None
    return None


def _is_rational(value):
    return isinstance(value, (Fraction, Dyadic)) or (
        type(value).__module__.startswith("sympy") and getattr(value, "is_Rational", False))


def integer_operand(value: object) -> int | None:
    """``value`` as an int if it is an integer other than a bool (int, numpy integer), else
    ``None``."""
    if isinstance(value, int):
        return None if isinstance(value, bool) else value
    index = getattr(type(value), "__index__", None)
    if index is None or type(value).__module__.startswith("sympy"):
        return None
    try:
        return index(value)
    except TypeError:  # a rational type that is whole only sometimes, such as Dyadic
        return None


def option_list(options: Iterable[Any], side: str) -> list[Game]:
    if isinstance(options, (str, GameBase)) or not isinstance(options, Iterable):
        raise CGTTypeError(f"the {side} options of a game must be a list of games, not "
                           f"{options!r}")
    return [game(x) for x in options]


def binary(operation: Callable[[Any, Any], Any], name: str) -> tuple:
    """The forward and reflected operator for ``operation(g, h)`` on two games (a comparison
    uses the forward one only: Python reflects ``<=`` into ``>=`` itself)."""

    def forward(a, b):
        if not isinstance(b, GameBase):
            b = operand(b)
            if b is None:
                return NotImplemented
        return operation(a, b)

    def reverse(b, a):
        a = operand(a)
        return NotImplemented if a is None else operation(a, b)

    forward.__name__, reverse.__name__ = f"__{name}__", f"__r{name}__"
    return forward, reverse
