"""Antenim: fill bowls toward their targets (Leff, ch. 4, Antenim and Theorem 4.3).

Each bowl starts empty.  A move adds at least one coin to one bowl; afterwards the bowl
contents, sorted in decreasing order, must be dominated term by term by the targets sorted in
decreasing order.  The player who makes the last possible move (completing the targets) wins.
This reading reproduces Leff's Theorem 4.3 (two targets A ≤ B: the start is P iff B ≤ 2A)
and all his worked examples; his verbal "k largest targets" rule admits dead ends and
contradicts the theorem (docs/errata.md).  Bowls are interchangeable, so contents are kept sorted.
"""
from __future__ import annotations
from cgt.drawing.heaps import heaps_svg
from cgt.impartial.rulesets.base import RulesetError, SlotFields, heap_tuple
from cgt.position import Position
from collections.abc import Sequence
from typing import Any

__all__ = ["Antenim"]


def _descending(values):
    return tuple(sorted(values, reverse=True))


class Antenim(SlotFields, Position):
    """Antenim with the given targets; ``contents`` defaults to empty bowls."""

    __slots__ = ("targets", "contents")

    def __init__(self, targets: Any, contents: Any = None) -> None:
        self.targets = _descending(heap_tuple(targets))
        contents = (0,) * len(self.targets) if contents is None else heap_tuple(contents)
        self.contents = _descending(contents)
        if len(self.contents) != len(self.targets) or not self._allowed(self.contents):
            raise RulesetError(f"contents {contents} do not fit under the targets {self.targets}")

    def to_svg(self) -> str:
        """An SVG picture of the bowls, each with its coins and its target."""
        return heaps_svg([(c, f"target {t}") for c, t in zip(self.contents, self.targets)],
                         repr(self))

    _repr_svg_ = to_svg

    def _allowed(self, contents):
        return all(c <= t for c, t in zip(contents, self.targets))

    def options(self) -> Sequence[Any]:
        moves = []
        for i, c in enumerate(self.contents):
            if i and c == self.contents[i - 1]:
                continue
            added = 1
            while True:
                after = _descending(self.contents[:i] + (c + added,) + self.contents[i + 1:])
                # Adding more to one bowl never undoes a violation, so stop at the first.
                if not self._allowed(after):
                    break
                moves.append(Antenim(self.targets, after))
                added += 1
        return moves
