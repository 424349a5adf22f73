"""Squares Off, or "One for You, Two for Me, Nothing for Both of Us" (WW10).

Heaps of beans; a move takes a perfect square greater than 1 (4, 9, 16, …) from any number of
heaps. Leaving 0 is an overriding win for the mover, leaving 1 one for Right and leaving 2 one for
Left; a heap of 3 is dead. So a heap of 1 is already won by Right (∞̄_0), a heap of 2 by Left
(∞_0), and a heap of 3 is 0.
"""
from __future__ import annotations
import attrs

from cgt.compounds.compound import CompoundError, Decided
from cgt.position import Position
from cgt.numbers.checks import shown
from typing import Any

__all__ = ["SquaresOff"]


@attrs.frozen(cache_hash=True)
class SquaresOff(Position):
    """A heap of ``n`` ≥ 1 beans of Squares Off, as a component of a union."""

    n: int

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.n, int) or self.n < 1:
            raise CompoundError(f"a heap of Squares Off has n >= 1 beans, not {shown(self.n)}")

    def predecided(self, mover: Any) -> Any:
        return {1: "R", 2: "L"}.get(self.n)

    def _moves(self, mover):
        k = 2
        while k * k <= self.n:
            rest = self.n - k * k
            yield Decided(mover) if rest == 0 else SquaresOff(rest)
            k += 1

    def left_options(self) -> tuple[Any, ...]:
        return () if self.n <= 2 else tuple(self._moves("L"))

    def right_options(self) -> tuple[Any, ...]:
        return () if self.n <= 2 else tuple(self._moves("R"))
