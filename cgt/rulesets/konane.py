"""Konane, the Hawaiian jumping game (Ernst, "Playing Konane mathematically", in *Games of No
Chance*, 1996; Lessons in Play, ch. 1 exercises).

Left's stones are ``x``, Right's ``o``. A move jumps one of one's own stones over an
orthogonally adjacent stone of the opponent into the empty square just beyond, removing the
jumped stone; the same stone may go on jumping in the same direction, and each landing square
ends a different move.
"""
from __future__ import annotations
from cgt.rulesets.stones import EMPTY, LEFT, RIGHT, STEPS, StoneBoard
from collections.abc import Sequence
from typing import Any

__all__ = ["Konane"]


class Konane(StoneBoard):
    """A Konane position such as ``Konane("xo.|...")``.

    >>> Konane("xo.").value
    1
    >>> Konane("xo.o.").value
    1
    """

    __slots__ = ()

    def _jumps(self, me, them):
        out = []
        for r, c in self._cells(me):
            for dr, dc in STEPS:
                changes = [((r, c), EMPTY)]
                x, y = r, c
                while (self._at(x + dr, y + dc) == them
                       and self._at(x + 2 * dr, y + 2 * dc) == EMPTY):
                    changes.append(((x + dr, y + dc), EMPTY))
                    x, y = x + 2 * dr, y + 2 * dc
                    out.append(self._with(changes + [((x, y), me)]))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._jumps(LEFT, RIGHT)

    def right_options(self) -> Sequence[Any]:
        return self._jumps(RIGHT, LEFT)
