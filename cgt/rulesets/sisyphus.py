"""Sisyphus (*Winning Ways*, vol. 2, ch. 11, "Sisyphus").

Stones lie on the squares a1-f6 of a 6 by 6 board (columns a-f from left to right, row 1 at
the bottom), and every stone is a separate component. Left lifts a stone one square up, and
may also put a stone on b6-f6 back to a1; Right rolls a stone one square to the right, and
may also put a stone on f2-f6 back to a1. The resets make the game loopy; its onsides and
offsides are found by sidling (``cgt.loopy``). The onside of a1 is 4 1/32.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cgt.drawing.boards import Look, board_svg
from cgt.position import Position
from cgt.rulesets.grid import BoardError

__all__ = ["Sisyphus"]

_COLUMNS = "abcdef"
_PICTURE = {".": Look("#f3e3c3", name="empty"),
            "o": Look("#f3e3c3", "stone", "#777", "black", name="the stone")}


class Sisyphus(Position):
    """One stone of Sisyphus on a square such as ``Sisyphus("d2")``.

    >>> Sisyphus("d1").value
    17/4 & -2
    """

    __slots__ = ("column", "row")

    def __init__(self, square: Any) -> None:
        if (not isinstance(square, str) or len(square) != 2 or square[0] not in _COLUMNS
                or square[1] not in "123456"):
            raise BoardError(f"a Sisyphus square is a1 to f6, not {square!r}")
        self.column = _COLUMNS.index(square[0]) + 1
        self.row = int(square[1])

    @classmethod
    def _at(cls, column: int, row: int) -> Sisyphus:
        stone = object.__new__(cls)
        stone.column, stone.row = column, row
        return stone

    def left_options(self) -> Sequence[Any]:
        out = []
        if self.row < 6:
            out.append(self._at(self.column, self.row + 1))
        if self.row == 6 and self.column >= 2:
            out.append(self._at(1, 1))
        return out

    def right_options(self) -> Sequence[Any]:
        out = []
        if self.column < 6:
            out.append(self._at(self.column + 1, self.row))
        if self.column == 6 and self.row >= 2:
            out.append(self._at(1, 1))
        return out

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.column == self.column
                and other.row == self.row)

    def __hash__(self) -> int:
        return hash((self.column, self.row))

    @property
    def text(self) -> str:
        """The text form the class reads: the square, ``"d2"``."""
        return _COLUMNS[self.column - 1] + str(self.row)

    def __repr__(self) -> str:
        return f"Sisyphus({self.text!r})"

    def to_svg(self) -> str:
        """An SVG picture of the stone on the board a1-f6, row 6 at the top."""
        rows = ["".join("o" if (c, r) == (self.column, self.row) else "."
                        for c in range(1, 7)) for r in range(6, 0, -1)]
        return board_svg(rows, _PICTURE, repr(self))

    _repr_svg_ = to_svg
