"""Welter's game and its relatives Antonim and Synonim: Nim with distinct heap sizes.

* **Welter's game**: coins on a strip, at most one per square; a move slides a coin to a
  lower empty square.  As heaps: pairwise distinct sizes (0 counts as a size), and a move
  reduces one heap to a size no other heap has.  Its Grundy value is Conway's *Welter
  function*, computed by mating (WW ch. 15; Conway, *ONAG*, ch. 13; Leff, ch. 4).
* **Antonim** (antipathetic Nim): non-empty heaps must have distinct sizes, empty heaps do
  not count.  Two heaps a < b are P iff a is odd and b = a + 1; three heaps (a, b, c) are
  P iff (a+1) ⊕ (b+1) ⊕ (c+1) = 0, (0, 0, 0) aside (WW ch. 15, as quoted by Leff, ch. 4).
* **Synonim** (sympathetic Nim): heaps of one size move together, all by the same amount,
  and no move touches heaps of different sizes (WW ch. 15; Leff, ch. 4, the table of two-heap Synonim).
"""
from __future__ import annotations
from cgt.drawing.heaps import ShowsHeaps
from cgt.impartial.rulesets.base import RulesetError, SlotFields, heap_tuple, one_list
from cgt.position import Position
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = ["welter_function", "Welter", "Antonim", "Synonim"]


def welter_function(heaps: Iterable[int]) -> int:
    """Conway's Welter function of distinct natural numbers, by mating (WW ch. 15).

    While two or more numbers remain, pair two that agree in as many low-order binary
    digits as possible and replace them by their mate ``(a ⊕ b) - 1``; the value is the
    nim-sum of the mates and the number left over.  Pairing is done level by level from
    the longest common suffix down: at each suffix length every residue class holds at most
    two unpaired numbers, and two of them are mates.  Examples (Leff, ch. 4; docs/errata.md):
    [2|3|7|9|16|20|25] = 13, [0|1|3|9|19|36] = 43.
    """
    heaps = heap_tuple(heaps)
    if len(set(heaps)) != len(heaps):
        raise RulesetError(f"the Welter function needs distinct numbers, not {heaps}")
    unpaired = list(heaps)
    total = 0
    for level in range(max(heaps, default=0).bit_length(), -1, -1):
        classes: dict[int, list[int]] = {}
        for h in unpaired:
            classes.setdefault(h & ((1 << level) - 1), []).append(h)
        unpaired = []
        for members in classes.values():
            if len(members) == 2:
                total ^= (members[0] ^ members[1]) - 1
            else:
                unpaired.extend(members)
    for spinster in unpaired:
        total ^= spinster
    return total


class Welter(ShowsHeaps, SlotFields, Position):
    """Welter's game on heaps of pairwise distinct sizes (0 counts as a size)."""

    __slots__ = ("heaps",)

    def __init__(self, heaps: Iterable[int], *more: int) -> None:
        if more:
            one_list(type(self), heaps, more)
        heaps = heap_tuple(heaps)
        if len(set(heaps)) != len(heaps):
            raise RulesetError(f"Welter heaps must have distinct sizes, not {heaps}")
        self.heaps = tuple(sorted(heaps))

    def options(self) -> list[Any]:
        """Reduce one heap to a size that no other heap has."""
        taken = set(self.heaps)
        return [
            Welter(self.heaps[:i] + (smaller,) + self.heaps[i + 1:])
            for i, h in enumerate(self.heaps)
            for smaller in range(h)
            if smaller not in taken
        ]

    @property
    def nim_value(self) -> int:
        """The Grundy value, Conway's Welter function of the heaps."""
        return welter_function(self.heaps)


class Antonim(ShowsHeaps, SlotFields, Position):
    """Antonim: the non-empty heaps have distinct sizes; emptying a heap is always allowed."""

    __slots__ = ("heaps",)

    def __init__(self, heaps: Iterable[int], *more: int) -> None:
        if more:
            one_list(type(self), heaps, more)
        heaps = tuple(h for h in heap_tuple(heaps) if h)
        if len(set(heaps)) != len(heaps):
            raise RulesetError(f"Antonim's non-empty heaps must have distinct sizes, not {heaps}")
        self.heaps = tuple(sorted(heaps))

    def options(self) -> list[Any]:
        taken = set(self.heaps)
        return [
            Antonim(self.heaps[:i] + (smaller,) + self.heaps[i + 1:])
            for i, h in enumerate(self.heaps)
            for smaller in range(h)
            if smaller == 0 or smaller not in taken
        ]


class Synonim(ShowsHeaps, SlotFields, Position):
    """Synonim: every heap of the chosen size is reduced, all by the same amount."""

    __slots__ = ("heaps",)

    def __init__(self, heaps: Iterable[int], *more: int) -> None:
        if more:
            one_list(type(self), heaps, more)
        self.heaps = tuple(sorted(h for h in heap_tuple(heaps) if h))

    def options(self) -> Sequence[Any]:
        moves: list[Synonim] = []
        for size in sorted(set(self.heaps)):
            others = [h for h in self.heaps if h != size]
            copies = len(self.heaps) - len(others)
            moves.extend(Synonim(others + [smaller] * copies) for smaller in range(size))
        return moves
