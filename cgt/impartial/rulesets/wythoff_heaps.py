"""Wythoff's game on k heaps (Leff's generalisation) and its linear variant.

A *Type-one* move reduces one heap.  A *Type-two* move takes K ≥ 1 from one heap and L ≥ 1
from a second heap with |K - L| < A; with A = 1 that is the same amount from exactly two
heaps.  Two heaps give Wythoff's game (generalised Wythoff for A > 1).  In *Linear
Wythoff* the heaps stand in a row and Type-two moves only touch neighbours (Leff, ch. 5,
Conjecture 5.2 and the tables of triples, and Appendices A–B; docs/errata.md).

Facts the tests check: (n, n, n) is P; (5, 5, 30) has value 22; (m, m+1, m+2) is P for
m = 0 and m = 26, so Leff's Conjecture 5.2 is false (docs/errata.md); there are 152 sorted
P-triples with all heaps ≤ 31.
"""
from __future__ import annotations
import numpy as np

from cgt.drawing.heaps import ShowsHeaps
from cgt.impartial.rulesets.base import RulesetError, SlotFields, heap_tuple, natural
from cgt.position import Position
from cgt.resources import check_memory
from cgt.numbers.checks import shown
from collections.abc import Iterable
from typing import Any

__all__ = ["WythoffHeaps", "three_heap_table"]


class WythoffHeaps(ShowsHeaps, SlotFields, Position):
    """k-heap Wythoff with parameter A; ``linear=True`` allows Type-two moves on neighbours only."""

    __slots__ = ("heaps", "A", "linear")

    def __init__(self, heaps: Iterable[int], A: int = 1, linear: bool = False) -> None:
        heaps = heap_tuple(heaps)
        self.linear = bool(linear)
        # Without the linear restriction the order of the heaps does not matter.
        self.heaps = heaps if self.linear else tuple(sorted(heaps))
        self.A = natural(A, "parameter A")
        if self.A < 1:
            raise RulesetError("the parameter A must be at least 1")

    def _with(self, changes):
        heaps = list(self.heaps)
        for index, size in changes:
            heaps[index] = size
        return WythoffHeaps(heaps, self.A, self.linear)

    def options(self) -> list[Any]:
        heaps, A = self.heaps, self.A
        moves = {self._with([(i, s)]) for i, h in enumerate(heaps) for s in range(h)}
        pairs = ((i, i + 1) for i in range(len(heaps) - 1)) if self.linear else (
            (i, j) for i in range(len(heaps)) for j in range(i + 1, len(heaps)))
        for i, j in pairs:
            for k in range(1, heaps[i] + 1):
                for l in range(max(1, k - A + 1), min(heaps[j], k + A - 1) + 1):
                    moves.add(self._with([(i, heaps[i] - k), (j, heaps[j] - l)]))
        return list(moves)


def three_heap_table(size: int) -> np.ndarray:
    """Grundy values of 3-heap Wythoff (A = 1) for all heaps below ``size``, as a numpy cube.

    Every option of (x, y, z) lies on one of six lines through it: the three axes and the
    three "equal amounts from two heaps" diagonals.  Each line keeps a bit mask of the values
    met so far, and cells are filled in lexicographic order, in which every option of a
    cell precedes it.
    """
    size = natural(size, "size")
    check_memory(8 * size ** 3, f"a {shown(size)}-cube of three-heap Wythoff values")
    table = np.zeros((size, size, size), dtype=np.int64)
    lines: dict[tuple[str, int, int], int] = {}
    for x in range(size):
        for y in range(size):
            for z in range(size):
                keys = (("x", y, z), ("y", x, z), ("z", x, y),
                        ("xy", x - y, z), ("xz", x - z, y), ("yz", x, y - z))
                used = 0
                for key in keys:
                    used |= lines.get(key, 0)
                value = (used ^ (used + 1)).bit_length() - 1
                table[x, y, z] = value
                for key in keys:
                    lines[key] = lines.get(key, 0) | (1 << value)
    return table
