"""A heap in a subtraction game, as a position: Leff's vector-addition games of chapter 3.

From a heap of n remove exactly s counters for some s in the subtraction set.  Leff's
games (Leff, ch. 3 and ch. 4) are G1 = S(1), G2 = S(1, 2), G3 = S(1, 2, 4) and WW's
S(2, 5, 6); his G2' plays S(1, 2) on the positive integers, so no move may leave the heap
at or below 0 (``floor=1``).  P-positions: G1 the even numbers (docs/errata.md), G2 n ≡ 0 and
G2' n ≡ 1 (mod 3), S(2, 5, 6) n ≡ 0, 1, 4, 8 (mod 11).  For long nim-sequences use
:mod:`cgt.impartial`'s heap games; this class is the rule-defined form.
"""
from __future__ import annotations
from cgt.drawing.heaps import heaps_svg
from cgt.impartial.rulesets.base import RulesetError, SlotFields, natural
from cgt.numbers.checks import items
from cgt.position import Position
from typing import Any

__all__ = ["SubtractionHeap"]


class SubtractionHeap(SlotFields, Position):
    """A heap of n in the subtraction game S(subtractions); heaps never go below ``floor``."""

    __slots__ = ("n", "subtractions", "floor")

    def __init__(self, n: int, subtractions: Any, floor: int = 0) -> None:
        self.n = natural(n)
        self.subtractions = tuple(sorted({natural(s, "subtraction") for s in items(subtractions, "subtraction set")}))
        self.floor = natural(floor, "floor")
        if not self.subtractions or self.subtractions[0] == 0:
            raise RulesetError("a subtraction set needs positive numbers")
        if self.n < self.floor:
            raise RulesetError(f"the heap {n} is below the floor {floor}")

    def to_svg(self) -> str:
        """An SVG picture of the heap."""
        return heaps_svg([(self.n, "heap")], repr(self))

    _repr_svg_ = to_svg

    def options(self) -> list[Any]:
        return [
            SubtractionHeap(self.n - s, self.subtractions, self.floor)
            for s in self.subtractions
            if self.n - s >= self.floor
        ]
