"""Clobber (Albert, Grossman, Nowakowski, Wolfe, 2001; Lessons in Play, ch. 1).

Left's stones are ``x``, Right's ``o``. A move takes one of one's own stones onto an
orthogonally adjacent stone of the opponent, which is removed; the square left behind is empty.

Stones only ever move onto stones, so the groups of orthogonally connected stones never
interact: each group is a component, and a group of one colour is worth 0.
"""
from __future__ import annotations
from cgt.rulesets import grid
from cgt.rulesets.stones import EMPTY, LEFT, RIGHT, STEPS, StoneBoard, cropped
from collections.abc import Sequence
from typing import Any

__all__ = ["Clobber"]


class Clobber(StoneBoard):
    """A Clobber position such as ``Clobber("xox|ox.")``; ``Clobber.row("xoxo")`` is a
    1 x n row.

    >>> Clobber("xo").value
    *
    >>> Clobber.row("xxo").value
    ^
    """

    __slots__ = ()

    @classmethod
    def row(cls, stones: Any) -> Any:
        """The 1 x n row of ``stones`` (a string of x, o and .)."""
        if not isinstance(stones, str) or "|" in stones:
            raise grid.BoardError(f"a Clobber row is one line of x, o and ., not {stones!r}")
        return cls(stones)

    def _captures(self, me, them):
        out = []
        for r, c in self._cells(me):
            for dr, dc in STEPS:
                if self._at(r + dr, c + dc) == them:
                    out.append(self._with((((r, c), EMPTY), ((r + dr, c + dc), me))))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._captures(LEFT, RIGHT)

    def right_options(self) -> Sequence[Any]:
        return self._captures(RIGHT, LEFT)

    def components(self) -> Sequence[Any]:
        """The groups of orthogonally connected stones holding both colours, each cropped."""
        rows = self.rows
        cols = len(rows[0])
        text = [list(row) for row in rows]
        stones = grid.mask_of(rows, LEFT) | grid.mask_of(rows, RIGHT)
        out = []
        for region in grid.regions(stones, cols + 1):
            cells = grid.squares(region, cols)
            colours = {text[r][c] for r, c in cells}
            if len(colours) < 2:
                continue
            part = [[EMPTY] * cols for _ in rows]
            for r, c in cells:
                part[r][c] = text[r][c]
            out.append(self._of(cropped(["".join(row) for row in part])))
        return out
