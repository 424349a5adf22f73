"""Ski-Jumps (*Winning Ways*, vol. 1, ch. 1, "Ski-Jumps").

Skiers stand on a slope of rows, the top row first. Left's skiers move east (rightwards),
Right's west (leftwards). A move is one of:

* a **slide**: one of your skiers moves any number of empty squares in its direction along its
  row, or off the slope if every square to the edge is empty (it then leaves the game);
* a **jump**: one of your *jumpers* jumps over an opponent's skier directly below it (same
  column, the next row down) onto the square directly below that one, which must be empty.
  A jumper that is jumped over becomes a *slipper*, who may slide but never jump.

Text form: one string per row, top first, separated by ``|``; ``L`` and ``R`` are jumpers,
``l`` and ``r`` slippers, ``.`` an empty square: ``SkiJumps("L..|.R.|...")``. A skier who can
meet no opponent any more is worth the number of its moves, so a lone Left skier with k empty
squares before the edge is worth k + 1.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cgt.drawing.boards import SKI_JUMPS, board_svg
from cgt.numbers.checks import shown
from cgt.position import Position
from cgt.rulesets.grid import BoardError

__all__ = ["SkiJumps"]

EMPTY = "."
_SIDES = {"L": ("L", "l", "R", "r", 1), "R": ("R", "r", "L", "l", -1)}


def _rows(text: Any) -> tuple[str, ...]:
    if not isinstance(text, str):
        raise BoardError(f"a Ski-Jumps slope is text like 'L..|.R.', not {shown(text)}")
    rows = tuple(row.strip() for row in text.split("|"))
    if len({len(row) for row in rows}) != 1 or any(set(row) - set(".LlRr") for row in rows):
        raise BoardError(f"a Ski-Jumps slope is rows of equal length of '.', 'L', 'l', 'R' "
                         f"and 'r' separated by '|', not {shown(text)}")
    return rows


class SkiJumps(Position):
    """A Ski-Jumps slope (see the module).

    >>> SkiJumps("L..").value
    3
    >>> SkiJumps(".L.|.R.|...").value   # Left's jump is worth half a move
    1/2
    """

    __slots__ = ("rows",)
    rows: tuple[str, ...]

    def __init__(self, text: str) -> None:
        self.rows = _rows(text)

    @classmethod
    def _of(cls, rows: list[list[str]]) -> SkiJumps:
        position = object.__new__(cls)
        position.rows = tuple("".join(row) for row in rows)
        return position

    def _moves(self, side: str) -> list[SkiJumps]:
        jumper, slipper, their_jumper, their_slipper, step = _SIDES[side]
        grid = [list(row) for row in self.rows]
        width = len(grid[0])
        out = []
        for y, row in enumerate(grid):
            for x, skier in enumerate(row):
                if skier not in (jumper, slipper):
                    continue
                to = x + step
                while True:   # slides, and off the slope at the edge
                    if not 0 <= to < width:
                        moved = [list(r) for r in grid]
                        moved[y][x] = EMPTY
                        out.append(self._of(moved))
                        break
                    if grid[y][to] != EMPTY:
                        break
                    moved = [list(r) for r in grid]
                    moved[y][x], moved[y][to] = EMPTY, skier
                    out.append(self._of(moved))
                    to += step
                if (skier == jumper and y + 2 < len(grid)
                        and grid[y + 1][x] in (their_jumper, their_slipper)
                        and grid[y + 2][x] == EMPTY):
                    moved = [list(r) for r in grid]
                    moved[y][x], moved[y + 2][x] = EMPTY, skier
                    moved[y + 1][x] = their_slipper
                    out.append(self._of(moved))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._moves("L")

    def right_options(self) -> Sequence[Any]:
        return self._moves("R")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(("SkiJumps", self.rows))

    @property
    def text(self) -> str:
        """The slope as text, rows joined by ``|``, as the constructor reads it."""
        return "|".join(self.rows)

    def __str__(self) -> str:
        return "\n".join(self.rows)

    def __repr__(self) -> str:
        return f"SkiJumps({self.text!r})"

    def to_svg(self) -> str:
        """An SVG picture of the slope, the top row first: Left's skiers face east, Right's
        west; jumpers are filled, slippers hollow."""
        return board_svg(self.rows, SKI_JUMPS, f"Ski-Jumps {self.text}")

    _repr_svg_ = to_svg
