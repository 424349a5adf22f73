"""What the impartial rulesets share: equality, hashing and a readable repr from their fields.

A ruleset position is a ``cgt.position.Position`` that lists its moves with ``options()``,
which is all :func:`cgt.impartial.grundy.grundy` needs.  Subclasses declare their fields in
``__slots__``, set them once in ``__init__``, and take ``SlotFields`` for equality and hashing.
"""
from __future__ import annotations
from cgt.errors import CGTTypeError, CGTValueError
from cgt.impartial.wythoff import natural as _natural
from cgt.numbers.checks import shown
from collections.abc import Iterable
from typing import Any

__all__ = ["RulesetError"]


class RulesetError(CGTValueError):
    """A position that the rules do not allow (a negative heap, equal heaps in Welter's game)."""


class SlotFields:
    """Equality, hash and repr taken from the fields named in the classes' ``__slots__``.

    A mixin for positions: ``class Nim(SlotFields, Position)``.
    """

    __slots__ = ()

    def _fields(self):
        names = [n for cls in reversed(type(self).__mro__) for n in getattr(cls, "__slots__", ())]
        return tuple(getattr(self, name) for name in names)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash((type(self).__name__,) + self._fields())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(shown(f) for f in self._fields())})"


def natural(x: Any, what: str = "heap size") -> Any:
    """``x`` as an int, or RulesetError if it is not a natural number."""
    return _natural(x, what, RulesetError)


def one_list(cls: type, heaps: Any, more: tuple) -> None:
    """Raise ``CGTTypeError`` for a class of heaps called with the heaps as separate arguments
    (``Nim(3, 5, 7)``): the message shows the call with one list (``Nim([3, 5, 7])``)."""
    sizes = ", ".join(shown(h) for h in (heaps, *more))
    raise CGTTypeError(f"{cls.__name__} takes the heaps as one list: {cls.__name__}([{sizes}])")


def heap_tuple(heaps: Iterable[int]) -> tuple:
    """The heaps as a tuple of natural numbers."""
    try:
        items = tuple(heaps)
    except TypeError:
        raise RulesetError(f"heaps must be an iterable of natural numbers, not {shown(heaps)}") from None
    return tuple(natural(h) for h in items)
