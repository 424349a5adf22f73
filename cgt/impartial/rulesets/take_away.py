"""Take-away games whose moves depend on the previous move: Fibonacci Nim and Mem.

* **Fibonacci Nim** (Whinihan, "Fibonacci Nim", *Fibonacci Quarterly* 1 (1963); Winning Ways,
  vol. 1, ch. 12, "Fibonacci Nim"): from one heap the first player takes any number of counters
  but not all; after that each player takes at least one and at most twice as many as the
  previous player took. A position is ``(heap, limit)``, the most that may be taken now. By
  Whinihan's theorem it is a P-position exactly when the limit is smaller than the least
  Fibonacci number in the Zeckendorf representation of the heap (its sum of non-consecutive
  Fibonacci numbers); so a fresh heap is lost for the first player exactly when it is a
  Fibonacci number.
* **Mem** (the "memory" heap game of CGSuite's ``game.heap.Mem``): each player takes at least
  as many counters as the previous player took. A position is ``(heap, previous)``.

Both are impartial, valued by the Grundy engine; an empty heap is the game 0.
"""
from __future__ import annotations
from collections.abc import Sequence
from typing import Any

from cgt.drawing.heaps import heaps_svg
from cgt.impartial.rulesets.base import SlotFields, natural
from cgt.position import Position

__all__ = ["zeckendorf", "FibonacciNim", "Mem"]


def zeckendorf(n: int) -> list[int]:
    """The Zeckendorf representation of ``n``: distinct, non-consecutive Fibonacci numbers
    (1, 2, 3, 5, 8, ...) summing to ``n``, largest first (greedy; Zeckendorf's theorem)."""
    n = natural(n, "number")
    fibs = [1, 2]
    while fibs[-1] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    out = []
    for f in reversed(fibs):
        if f <= n:
            out.append(f)
            n -= f
    return out


class FibonacciNim(SlotFields, Position):
    """Fibonacci Nim: a heap and the most that may be taken from it now. ``FibonacciNim(n)``
    is a fresh heap, from which anything but the whole heap may be taken.

    >>> FibonacciNim(8).nim_value
    0
    >>> FibonacciNim(10, 2).outcome
    'N'
    """

    __slots__ = ("heap", "limit")

    def __init__(self, heap: int, limit: int | None = None) -> None:
        self.heap = natural(heap, "heap")
        self.limit = max(self.heap - 1, 0) if limit is None else natural(limit, "limit")

    def to_svg(self) -> str:
        """An SVG picture of the heap, with the most that may be taken."""
        return heaps_svg([(self.heap, f"take \u2264 {self.limit}")], repr(self))

    _repr_svg_ = to_svg

    def options(self) -> Sequence[FibonacciNim]:
        return [_of(FibonacciNim, ("heap", self.heap - k), ("limit", 2 * k))
                for k in range(1, min(self.limit, self.heap) + 1)]

    def canonical_key(self) -> Any:
        return self.heap, min(self.limit, self.heap)

    def is_terminal(self) -> bool:
        return self.heap == 0 or self.limit == 0

    @property
    def outcome(self) -> str:
        """'P' or 'N', by Whinihan's theorem: P exactly when the limit is below the least
        part of the heap's Zeckendorf representation."""
        if self.heap == 0:
            return "P"
        return "P" if self.limit < zeckendorf(self.heap)[-1] else "N"


class Mem(SlotFields, Position):
    """Mem: a heap and the number taken by the previous move; a move takes at least that many
    (and at least one).

    >>> Mem(10, 4).nim_value
    2
    """

    __slots__ = ("heap", "previous")

    def __init__(self, heap: int, previous: int = 0) -> None:
        self.heap = natural(heap, "heap")
        self.previous = natural(previous, "previous move")

    def to_svg(self) -> str:
        """An SVG picture of the heap, with the least that may be taken."""
        return heaps_svg([(self.heap, f"take \u2265 {max(self.previous, 1)}")], repr(self))

    _repr_svg_ = to_svg

    def options(self) -> Sequence[Mem]:
        return [_of(Mem, ("heap", self.heap - k), ("previous", k))
                for k in range(max(self.previous, 1), self.heap + 1)]

    def is_terminal(self) -> bool:
        return self.previous > self.heap or self.heap == 0


def _of(cls, *fields):
    position = object.__new__(cls)
    for name, x in fields:
        setattr(position, name, x)
    return position
