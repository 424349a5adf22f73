"""Variants of Clobber: other ways for a stone to reach the stone it clobbers, and AntiClobber.

In Clobber (Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber", *Integers* 5
(2005); Lessons in Play, ch. 1) a stone moves onto an orthogonally adjacent stone of the
opponent, which is removed. The variants change the reach of a stone, as CGSuite's
``GenClobber`` family does:

* ``DiagonalClobber``: onto a diagonally adjacent stone;
* ``KingsClobber``: onto any of the eight adjacent stones (a king's step);
* ``RooksClobber``: along a row or column, over any number of empty squares, onto the first
  stone met, which must be the opponent's (a rook's move);
* ``QueensClobber``: the same along rows, columns and diagonals (a queen's move).

**AntiClobber** is Clobber run backwards (the rule of CGSuite's ``AntiClobber``): a player
moves one of their stones to an orthogonally adjacent empty square and leaves a stone of the
opponent on the square it came from. Every move fills an empty square, so the game ends.

Every rule here looks the same after the eight symmetries of the rectangle, so the key of a
board is its least image. For the stepping variants the groups of stones connected by a
step never interact, and each group holding both colours is a component.
"""
from __future__ import annotations
from collections.abc import Sequence
from typing import Any

from cgt.rulesets.stones import EMPTY, LEFT, RIGHT, STEPS, StoneBoard, cropped

__all__ = ["DiagonalClobber", "KingsClobber", "RooksClobber", "QueensClobber", "AntiClobber"]

DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KING = STEPS + DIAGONALS


class _Reach(StoneBoard):
    """A Clobber variant: ``steps`` are the directions a stone reaches in, ``slides`` whether
    it may first cross empty squares."""

    __slots__ = ()
    steps: tuple = STEPS
    slides = False

    def _captures(self, me, them):
        out = []
        for r, c in self._cells(me):
            for dr, dc in self.steps:
                x, y = r + dr, c + dc
                if self.slides:
                    while self._at(x, y) == EMPTY:
                        x, y = x + dr, y + dc
                if self._at(x, y) == them:
                    out.append(self._with((((r, c), EMPTY), ((x, y), me))))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._captures(LEFT, RIGHT)

    def right_options(self) -> Sequence[Any]:
        return self._captures(RIGHT, LEFT)

    def components(self) -> Sequence[Any]:
        """The groups of stones joined by steps that hold both colours, each cropped (for a
        sliding variant, the whole board)."""
        if self.slides:
            return (self,) if _both_colours(self.rows) else ()
        rows = self.rows
        stones = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != EMPTY}
        out = []
        while stones:
            group = [stones.pop()]
            for r, c in group:
                for dr, dc in self.steps:
                    if (r + dr, c + dc) in stones:
                        stones.remove((r + dr, c + dc))
                        group.append((r + dr, c + dc))
            if len({rows[r][c] for r, c in group}) < 2:
                continue
            part = [[EMPTY] * len(rows[0]) for _ in rows]
            for r, c in group:
                part[r][c] = rows[r][c]
            out.append(self._of(cropped(["".join(row) for row in part])))
        return out


def _both_colours(rows):
    text = "".join(rows)
    return LEFT in text and RIGHT in text


class DiagonalClobber(_Reach):
    """Clobber with diagonal moves: ``DiagonalClobber("xo.|.ox")``.

    >>> DiagonalClobber("x.|.o").value
    *
    """

    __slots__ = ()
    steps = DIAGONALS


class KingsClobber(_Reach):
    """Clobber with a king's steps (orthogonal and diagonal).

    >>> KingsClobber("xo").value
    *
    """

    __slots__ = ()
    steps = KING


class RooksClobber(_Reach):
    """Clobber with a rook's moves: along a row or column over empty squares.

    >>> RooksClobber("x..o").value
    *
    """

    __slots__ = ()
    slides = True


class QueensClobber(_Reach):
    """Clobber with a queen's moves: along rows, columns and diagonals over empty squares.

    >>> QueensClobber("x..|...|..o").value
    *
    """

    __slots__ = ()
    steps = KING
    slides = True


class AntiClobber(StoneBoard):
    """AntiClobber: a stone steps to an adjacent empty square and leaves an opponent's stone
    behind.

    >>> AntiClobber("x.").value
    1
    """

    __slots__ = ()

    def _steps(self, me, them):
        out = []
        for r, c in self._cells(me):
            for dr, dc in STEPS:
                if self._at(r + dr, c + dc) == EMPTY:
                    out.append(self._with((((r, c), them), ((r + dr, c + dc), me))))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._steps(LEFT, RIGHT)

    def right_options(self) -> Sequence[Any]:
        return self._steps(RIGHT, LEFT)

    def is_terminal(self) -> bool:
        text = "".join(self.rows)
        return EMPTY not in text or (LEFT not in text and RIGHT not in text)
