"""Boards of stones for Clobber and Konane: rows of text with ``x`` (Left's stones), ``o``
(Right's) and ``.`` (empty), kept as a tuple of strings.

Both games look the same after any of the eight symmetries of the rectangle (mirrors, turns,
the transposition), since moves go along rows and columns alike and the colours stay; the key of
a board is its least image.
"""
from __future__ import annotations
from cgt.position import Position
from cgt.drawing.boards import STONES, board_svg
from cgt.rulesets import grid
from collections.abc import Hashable
from typing import Any

__all__ = ["StoneBoard"]

LEFT, RIGHT, EMPTY = "x", "o", "."
STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))


def images(rows: Any) -> Any:
    """The eight images of a board under the symmetries of the rectangle."""
    turned = tuple("".join(col) for col in zip(*rows))
    out = []
    for board in (tuple(rows), turned):
        flipped = tuple(row[::-1] for row in board)
        out += [board, board[::-1], flipped, flipped[::-1]]
    return out


class StoneBoard(Position):
    """A rectangular board of ``x`` and ``o`` stones, given as ``"xo.|.ox"``."""

    __slots__ = ("rows",)

    def __init__(self, board: str, *more: Any) -> None:
        if more:
            grid.one_board(type(self), (board, *more), "xo.|.ox")
        self.rows = tuple(grid.parse_rows(board, LEFT + RIGHT + EMPTY, type(self).__name__))

    @classmethod
    def _of(cls, rows):
        position = object.__new__(cls)
        position.rows = tuple(rows)
        return position

    def _cells(self, ch):
        return [(r, c) for r, row in enumerate(self.rows) for c, x in enumerate(row) if x == ch]

    def _at(self, r, c):
        if 0 <= r < len(self.rows) and 0 <= c < len(self.rows[0]):
            return self.rows[r][c]
        return None

    def _with(self, changes):
        cells = [list(row) for row in self.rows]
        for (r, c), ch in changes:
            cells[r][c] = ch
        return self._of("".join(row) for row in cells)

    def canonical_key(self) -> Hashable:
        return min(images(self.rows))

    @property
    def text(self) -> str:
        """The text form the class reads, rows separated by ``|``: ``"xo.|.ox"``."""
        return "|".join(self.rows)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"

    def __str__(self) -> str:
        marks = {LEFT: "\u25cf", RIGHT: "\u25cb", EMPTY: "\u00b7"}
        return "\n".join(" ".join(marks[ch] for ch in row) for row in self.rows)

    def to_svg(self) -> str:
        """An SVG picture of the board: Left's stones black, Right's white."""
        return board_svg(self.rows, STONES, f"{type(self).__name__} {self.text}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.rows))


def cropped(rows: Any) -> tuple:
    """The rows cut down to the bounding box of the stones (an empty board if none)."""
    kept = [r for r, row in enumerate(rows) if row.strip(EMPTY)]
    if not kept:
        return (EMPTY,)
    rows = rows[kept[0]:kept[-1] + 1]
    first = min(len(row) - len(row.lstrip(EMPTY)) for row in rows)
    last = max(len(row.rstrip(EMPTY)) for row in rows)
    return tuple(row[first:last] for row in rows)
