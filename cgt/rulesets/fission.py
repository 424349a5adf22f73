"""Fission, the splitting-stones game of cgt-py and CGSuite (``game.grid.Fission``).

A board of stones ``x``, empty squares ``.`` and blocked squares ``#``. Left splits a stone
vertically: she removes it and puts one stone on each of the squares just above and just
below it, which must both be empty squares of the board. Right splits a stone horizontally,
onto the squares just left and right of it. A board with no stones, or no squares, is 0.

Mirroring the board top to bottom or left to right keeps every move, so the key of a board is
its least mirror image; the transposed board is the negative.
"""
from __future__ import annotations
from collections.abc import Hashable, Sequence
from typing import Any

from cgt.drawing.boards import Look, board_svg
from cgt.position import Position
from cgt.rulesets import grid

STONE, EMPTY, BLOCKED = "x", ".", "#"
PICTURE = {EMPTY: Look("white", name="empty"), BLOCKED: Look("#444", name="blocked"),
           STONE: Look("white", "stone", colour="#333", name="stone")}


class Fission(Position):
    """A Fission board such as ``Fission("...|.x.|...")``.

    >>> Fission("..|x.|..").value
    1
    >>> Fission(".x.|...|.x.").value
    -2
    """

    __slots__ = ("rows",)

    def __init__(self, board: str) -> None:
        self.rows = tuple(grid.parse_rows(board, STONE + EMPTY + BLOCKED, "Fission"))

    def _of(self, rows):
        position = object.__new__(type(self))
        position.rows = tuple(rows)
        return position

    def _at(self, r, c):
        if 0 <= r < len(self.rows) and 0 <= c < len(self.rows[0]):
            return self.rows[r][c]
        return None

    def _splits(self, dr, dc):
        out = []
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                if ch == STONE and self._at(r - dr, c - dc) == EMPTY \
                        and self._at(r + dr, c + dc) == EMPTY:
                    cells = [list(x) for x in self.rows]
                    cells[r][c] = EMPTY
                    cells[r - dr][c - dc] = cells[r + dr][c + dc] = STONE
                    out.append(self._of("".join(x) for x in cells))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._splits(1, 0)

    def right_options(self) -> Sequence[Any]:
        return self._splits(0, 1)

    def is_terminal(self) -> bool:
        return not any(STONE in row for row in self.rows)

    def canonical_key(self) -> Hashable:
        rows = self.rows
        flipped = tuple(row[::-1] for row in rows)
        return min(rows, rows[::-1], flipped, flipped[::-1])

    def __str__(self) -> str:
        return "|".join(self.rows)

    def __repr__(self) -> str:
        marks = {STONE: "\u25cf", EMPTY: "\u00b7", BLOCKED: "\u25a0"}
        picture = "\n  ".join(" ".join(marks[ch] for ch in row) for row in self.rows)
        return f"Fission({str(self)!r}):\n  {picture}"

    def to_svg(self) -> str:
        """An SVG picture of the board: stones as discs, blocked squares dark."""
        return board_svg(self.rows, PICTURE, f"Fission {self}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(("Fission", self.rows))
