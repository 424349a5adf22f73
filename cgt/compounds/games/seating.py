"""Select Boys and Girls (WW10, "Select Boys and Girls"): seating children in a union of gaps.

Left seats any number of new boys, or Right any number of new girls, provided any two new
arrivals are separated by a previously seated child and no boy sits next to a girl. So each gap
between seated children is a component, and a move seats at most one child in each of any
number of gaps. For a gap of n empty seats between end children L (boy) or R (girl):

    LnL = {LaL ∨ LbL | LaR ∨ RbL},   LnR = {LaL ∨ LbR | LaR ∨ RbR},   a + b = n − 1,

with RnR = −LnL, RnL = LnR, L0L = R0R = 0, and L0R, R0L illegal.
"""
from __future__ import annotations
import attrs

from cgt.compounds.compound import CompoundError, union
from cgt.position import Position
from cgt.numbers.checks import shown
from collections.abc import Sequence
from typing import Any

__all__ = ["SeatingGap"]

ENDS = ("L", "R")


@attrs.frozen(cache_hash=True)
class SeatingGap(Position):
    """A gap of ``n`` empty seats between a child ``left`` and a child ``right`` ("L" boy, "R" girl)."""

    left: str
    n: int
    right: str

    def __attrs_post_init__(self) -> None:
        if not all(isinstance(end, str) and end in ENDS for end in (self.left, self.right)):
            raise CompoundError("the end children are 'L' (boy) or 'R' (girl), not "
                                f"{shown(self.left)}, {shown(self.right)}")
        if not isinstance(self.n, int) or self.n < 0:
            raise CompoundError(f"a gap has n >= 0 seats, not {shown(self.n)}")
        if self.n == 0 and self.left != self.right:
            raise CompoundError("a boy may not sit next to a girl: L0R and R0L are illegal")

    def __str__(self) -> str:
        return f"{self.left}{self.n}{self.right}"

    def _seat(self, child):
        found = {}
        for a in range(self.n):
            b = self.n - 1 - a
            if (a == 0 and self.left != child) or (b == 0 and self.right != child):
                continue
            found[union(SeatingGap(self.left, a, child), SeatingGap(child, b, self.right))] = None
        return tuple(found)

    def left_options(self) -> Sequence[Any]:
        return self._seat("L")

    def right_options(self) -> Sequence[Any]:
        return self._seat("R")
