"""Quicksort and Pseudo-Quicksort: impartial games of pivoting a sequence (Andreas Chen, *The
Quicksort Game*, KTH, 2016).

A position is a sequence of distinct numbers, such as ``4,1,6,5,7,3,8,2``. A move pivots it as
one step of the quicksort algorithm, keeping the order within each side, and must change it:

* **Quicksort**: choose a number x of the sequence; the numbers below x go first, then x, then
  the numbers above x. ``3,1,2`` pivoted on 2 gives ``1,2,3``.
* **Pseudo-Quicksort**: choose a number x of the sequence and pivot on x + ½: the numbers up to
  x go first, then the numbers above x. ``3,1,2`` pivoted on 2.5 gives ``1,2,3``; on 1.5,
  ``1,3,2``.

A sorted sequence has no move. When the first k numbers of a sequence are its k smallest, no
move mixes them with the others, so the position is the sum of the two parts
(``components``), and a part's value depends only on the order of its numbers
(``canonical_key``). Values are found by the Sprague–Grundy engine.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from cgt.errors import CGTValueError
from cgt.drawing.boards import sequence_svg
from cgt.numbers.checks import shown
from cgt.position import Position

__all__ = ["PseudoQuicksort", "Quicksort", "QuicksortError"]


class QuicksortError(CGTValueError):
    """A sequence that is not a list of distinct integers."""


def _sequence(numbers: Any, name: str) -> tuple[int, ...]:
    if isinstance(numbers, str):
        text = numbers.strip()
        try:
            out = tuple(int(part) for part in text.split(",")) if text else ()
        except ValueError:
            raise QuicksortError(f"a {name} position is distinct integers separated by commas, "
                                 f"like '3,1,2', not {shown(numbers)}") from None
    else:
        try:
            out = tuple(numbers)
        except TypeError:
            raise QuicksortError(f"a {name} position is text like '3,1,2' or a sequence of "
                                 f"distinct integers, not {shown(numbers)}") from None
        if not all(type(x) is int for x in out):
            raise QuicksortError(f"the numbers of a {name} position are integers, not "
                                 f"{shown(numbers)}")
    if len(set(out)) != len(out):
        raise QuicksortError(f"the numbers of a {name} position are distinct, not {shown(numbers)}")
    return out


class _Pivoting(Position):
    """A sequence pivoted by the rule of a subclass's ``_pivot``."""

    __slots__ = ("numbers",)
    numbers: tuple[int, ...]

    def __init__(self, numbers: str | Iterable[int]) -> None:
        self.numbers = _sequence(numbers, type(self).__name__)

    @classmethod
    def _of(cls, numbers: tuple[int, ...]) -> _Pivoting:
        position = object.__new__(cls)
        position.numbers = numbers
        return position

    @staticmethod
    def _pivot(numbers: tuple[int, ...], x: int) -> tuple[int, ...]:
        raise NotImplementedError

    def options(self) -> Sequence[Any]:
        found = {self._pivot(self.numbers, x) for x in self.numbers}
        found.discard(self.numbers)
        return [self._of(numbers) for numbers in sorted(found)]

    def components(self) -> Sequence[Any]:
        parts, start, top = [], 0, None
        ranked = sorted(self.numbers)
        for i, x in enumerate(self.numbers):
            top = x if top is None else max(top, x)
            if top == ranked[i]:   # the first i + 1 numbers are the i + 1 smallest
                if i > start:
                    parts.append(self._of(self.numbers[start:i + 1]))
                start = i + 1
        return parts

    def canonical_key(self) -> Hashable:
        order = {x: rank for rank, x in enumerate(sorted(self.numbers))}
        return (type(self).__name__, tuple(order[x] for x in self.numbers))

    def is_terminal(self) -> bool:
        return list(self.numbers) == sorted(self.numbers)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.numbers == self.numbers

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.numbers))

    @property
    def text(self) -> str:
        """The sequence as text, as the constructor reads it: ``"4,1,3,2"``."""
        return ",".join(map(str, self.numbers))

    def __str__(self) -> str:
        return self.text

    def to_svg(self) -> str:
        """An SVG picture of the sequence, one square per number."""
        return sequence_svg(self.numbers, f"{type(self).__name__} {self.text}")

    _repr_svg_ = to_svg

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"


class Quicksort(_Pivoting):
    """A position of Quicksort (see the module): pivot on a number of the sequence.

    >>> Quicksort("4,1,6,5,7,3,8,2").nim_value
    5
    >>> Quicksort("3,1,2").options()
    [Quicksort('1,2,3'), Quicksort('1,3,2')]
    """

    __slots__ = ()

    @staticmethod
    def _pivot(numbers: tuple[int, ...], x: int) -> tuple[int, ...]:
        return (tuple(y for y in numbers if y < x) + (x,)
                + tuple(y for y in numbers if y > x))


class PseudoQuicksort(_Pivoting):
    """A position of Pseudo-Quicksort (see the module): pivot between a number of the sequence
    and the next larger one.

    >>> PseudoQuicksort("4,1,6,5,7,3,8,2").nim_value
    5
    """

    __slots__ = ()

    @staticmethod
    def _pivot(numbers: tuple[int, ...], x: int) -> tuple[int, ...]:
        return tuple(y for y in numbers if y <= x) + tuple(y for y in numbers if y > x)
