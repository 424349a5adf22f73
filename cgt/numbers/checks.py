"""Checks of arguments, shared by the public functions: integers (counts, sizes), lists, text.

An integer argument may be an ``int``, a numpy integer, a ``sympy.Integer`` (anything with
``__index__``) or a ``fractions.Fraction`` or sympy ``Rational`` that happens to be whole. A
``bool`` is refused although Python counts it as an int: ``nimber(True)`` is a slip, not *1.
Floats are refused too, even whole ones: the library is exact and never guesses what a float
meant.

A value of the wrong type raises ``CGTTypeError``, an integer out of range ``CGTValueError``
(or the ``error`` class the caller names), and each message names the argument.

>>> natural(3, "heap")
3
>>> natural(-1, "heap")
Traceback (most recent call last):
  ...
cgt.errors.CGTValueError: the heap must be a natural number (0, 1, 2, ...), not -1
"""
from __future__ import annotations

import operator
from collections.abc import Iterable
from fractions import Fraction
from typing import Any, TypeVar

from cgt.errors import CGTTypeError, CGTValueError
from cgt.numbers.dyadic import int_to_text

__all__ = ["shown", "positive", "items", "text"]

T = TypeVar("T")


def shown(value: Any) -> str:
    """``repr(value)`` for a message, with ints of any length written out (Python's ``repr``
    refuses more than 4300 digits, an interpreter-wide guard), in tuples and lists too."""
    if type(value) is int:
        return int_to_text(value)
    if type(value) in (tuple, list):
        inner = ", ".join(shown(v) for v in value)
        if type(value) is list:
            return f"[{inner}]"
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    try:
        return repr(value)
    except ValueError:
        return f"a {type(value).__name__} too long to show"


def integer(value: Any, name: str = "argument") -> int:
    """``value`` as an ``int``, or ``CGTTypeError`` naming ``name`` if it is not an integer."""
    if isinstance(value, bool):
        raise CGTTypeError(f"the {name} must be an integer, not the bool {value!r}")
    if type(value) is int:
        return value
    try:
        return operator.index(value)
    except TypeError:
        pass
    if isinstance(value, Fraction) or type(value).__module__.startswith("sympy"):
        numerator: Any = getattr(value, "numerator", None)
        denominator: Any = getattr(value, "denominator", None)
        if callable(numerator):  # sympy's Rational has methods, Fraction has properties
            numerator, denominator = numerator(), denominator()
        if denominator == 1:
            return int(numerator)
        if denominator is not None:
            raise CGTValueError(f"the {name} must be an integer, not {shown(value)}")
    raise CGTTypeError(f"the {name} must be an integer, not {type(value).__name__} "
                       f"{shown(value)}")


def at_least(value: Any, least: int, name: str = "argument",
             error: type[Exception] = CGTValueError) -> int:
    """``value`` as an ``int`` that is at least ``least``; ``error`` if it is smaller."""
    n = integer(value, name)
    if n < least:
        if least == 0:
            raise error(f"the {name} must be a natural number (0, 1, 2, ...), not {shown(n)}")
        if least == 1:
            raise error(f"the {name} must be a positive integer, not {shown(n)}")
        raise error(f"the {name} must be an integer >= {least}, not {shown(n)}")
    return n


def natural(value: Any, name: str = "argument", error: type[Exception] = CGTValueError) -> int:
    """``value`` as an ``int`` >= 0 (a heap size, a nimber, a count)."""
    return at_least(value, 0, name, error)


def positive(value: Any, name: str = "argument", error: type[Exception] = CGTValueError) -> int:
    """``value`` as an ``int`` >= 1 (a board side, an exponent, a table size)."""
    return at_least(value, 1, name, error)


def flag(value: Any, name: str = "argument") -> bool:
    """``value`` if it is ``True`` or ``False`` (a numpy bool too), else ``CGTTypeError``
    naming ``name``: a switch given as ``"x"`` or an array is a slip, not a truth value."""
    if isinstance(value, bool):
        return value
    if type(value).__module__ == "numpy" and type(value).__name__ in ("bool", "bool_"):
        return bool(value)
    raise CGTTypeError(f"the {name} must be True or False, not {type(value).__name__} "
                       f"{shown(value)}")


def items(value: Iterable[T], name: str = "argument") -> tuple[T, ...]:
    """The items of an iterable argument (a list, tuple, set, generator, ...) as a tuple; a
    single string, number or ``None`` raises ``CGTTypeError`` naming ``name``."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise CGTTypeError(f"the {name} must be a list or other iterable, not "
                           f"{type(value).__name__} {shown(value)}")
    return tuple(value)


def text(value: Any, name: str = "argument") -> str:
    """``value`` if it is a ``str``, else ``CGTTypeError`` naming ``name``."""
    if not isinstance(value, str):
        raise CGTTypeError(f"the {name} must be text (a str), not {type(value).__name__} "
                           f"{shown(value)}")
    return value
