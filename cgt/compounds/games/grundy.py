"""Mrs. Grundy (WW10, "Mrs. Grundy"): Grundy's game with tidying moves, played as a union.

A move splits a heap into two unequal nonempty heaps; in addition Left may remove an isolated heap
of 1 and Right an isolated heap of 2, and a player may move in as many heaps as he likes. In the
**variation** a heap of even size 4 or more may also be split into two equal heaps.
"""
from __future__ import annotations
import attrs

from cgt.compounds.compound import CompoundError, union
from cgt.position import Position
from cgt.numbers.checks import shown
from collections.abc import Sequence
from typing import Any

__all__ = ["MrsGrundy"]


@attrs.frozen(cache_hash=True)
class MrsGrundy(Position):
    """A heap of ``n`` beans of Mrs. Grundy (``variation=True`` allows equal splits of even heaps ≥ 4)."""

    n: int
    variation: bool = False

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.n, int) or self.n < 1:
            raise CompoundError(f"a heap has n >= 1 beans, not {shown(self.n)}")

    def _splits(self):
        n = self.n
        largest = n // 2 if self.variation and n % 2 == 0 and n >= 4 else (n - 1) // 2
        return tuple(union(MrsGrundy(a, self.variation), MrsGrundy(n - a, self.variation)) for a in range(1, largest + 1))

    def left_options(self) -> Sequence[Any]:
        return self._splits() + ((union(),) if self.n == 1 else ())

    def right_options(self) -> Sequence[Any]:
        return self._splits() + ((union(),) if self.n == 2 else ())
