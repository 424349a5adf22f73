"""Fox and Geese (*Winning Ways*, vol. 3, ch. 20, "Fox and Geese; Hare and Hounds"), with the
rules of CGSuite's ruleset.

The board is a checkerboard ``width`` squares wide (8 by default) and unbounded upwards; only
the squares with row + column even are used (rows and columns count from 1). Left's geese
move one square diagonally downwards; Right's fox moves one square diagonally in any
direction. Nobody captures, and no square holds two pieces. The geese try to trap the fox;
once the fox stands level with the highest goose, or one row below it with an open way up,
it can never be caught and can always move, and the position is worth ``off``. The fox
moving back and forth makes the game loopy, and values such as ``over`` and ``on`` arise.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cgt.drawing.boards import Look, board_svg
from cgt.numbers.checks import items
from cgt.position import Position
from cgt.rulesets.grid import BoardError

__all__ = ["FoxAndGeese"]

_FOX_STEPS = ((1, -1), (1, 1), (-1, -1), (-1, 1))
_GOOSE_STEPS = ((-1, -1), (-1, 1))


_PICTURE = {".": Look("#f3e3c3", name="empty"), "#": Look("#6b4f2a", name="unused"),
            "g": Look("#f3e3c3", "stone", "white", "black", name="goose (Left)"),
            "f": Look("#f3e3c3", "stone", "#c8102e", "black", name="fox (Right)")}

class FoxAndGeese(Position):
    """``FoxAndGeese(geese, fox)``: ``geese`` an iterable of ``(row, column)`` squares and
    ``fox`` one square, each with row + column even.

    >>> FoxAndGeese([(3, 1), (3, 3)], (1, 1)).value
    {2|off}
    """

    __slots__ = ("geese", "fox", "width")

    def __init__(self, geese: Iterable, fox: Any, width: int = 8) -> None:
        if isinstance(width, bool) or not isinstance(width, int) or width < 2:
            raise BoardError(f"the width of a Fox and Geese board must be an int >= 2, not "
                             f"{width!r}")
        squares = [_square(g) for g in items(geese, "geese of Fox and Geese")]
        fox = _square(fox)
        for square in squares + [fox]:
            if not _valid(square, width):
                raise BoardError(f"{square!r} is not a square of the board: (row, column) "
                                 f"with row >= 1, 1 <= column <= {width}, row + column even")
        if not squares:
            raise BoardError("Fox and Geese needs at least one goose")
        if len(set(squares)) != len(squares) or tuple(fox) in squares:
            raise BoardError("two pieces on one square")
        self.geese = frozenset(squares)
        self.fox = tuple(fox)
        self.width = width

    @classmethod
    def _of(cls, geese: frozenset, fox: tuple, width: int) -> FoxAndGeese:
        position = object.__new__(cls)
        position.geese, position.fox, position.width = geese, fox, width
        return position

    def escaped(self) -> bool:
        """True when the fox can no longer be trapped: level with or above the highest goose,
        or one row below it with a free square diagonally upwards."""
        top = max(row for row, _ in self.geese)
        row, col = self.fox
        if row >= top:
            return True
        if row == top - 1:
            return any(_valid((row + 1, col + dc), self.width)
                       and (row + 1, col + dc) not in self.geese for dc in (-1, 1))
        return False

    def left_options(self) -> Sequence[Any]:
        if self.escaped():
            return ()
        out = []
        for goose in self.geese:
            for dr, dc in _GOOSE_STEPS:
                square = (goose[0] + dr, goose[1] + dc)
                if (_valid(square, self.width) and square != self.fox
                        and square not in self.geese):
                    out.append(self._of(self.geese - {goose} | {square}, self.fox, self.width))
        return out

    def right_options(self) -> Sequence[Any]:
        if self.escaped():
            return (self,)  # the fox is free: a pass for ever, so the position is off
        out = []
        for dr, dc in _FOX_STEPS:
            square = (self.fox[0] + dr, self.fox[1] + dc)
            if _valid(square, self.width) and square not in self.geese:
                out.append(self._of(self.geese, square, self.width))
        return out

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.geese == self.geese
                and other.fox == self.fox and other.width == self.width)

    def __hash__(self) -> int:
        return hash((self.geese, self.fox, self.width))

    def to_svg(self) -> str:
        """An SVG picture of the board up to the row above the highest piece (row 1 at the
        bottom): geese white, the fox red, the unused squares dark."""
        top = max([r for r, _ in self.geese] + [self.fox[0]]) + 1
        rows = []
        for r in range(top, 0, -1):
            rows.append("".join(
                "g" if (r, c) in self.geese else "f" if (r, c) == tuple(self.fox)
                else "." if (r + c) % 2 == 0 else "#" for c in range(1, self.width + 1)))
        return board_svg(rows, _PICTURE, repr(self))

    _repr_svg_ = to_svg

    def __repr__(self) -> str:
        geese = sorted(self.geese)
        width = "" if self.width == 8 else f", width={self.width}"
        return f"FoxAndGeese({geese}, {self.fox}{width})"


def _square(square):
    if (not isinstance(square, tuple) or len(square) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in square)):
        raise BoardError(f"a square of Fox and Geese is a pair (row, column) of ints, not "
                         f"{square!r}")
    return square


def _valid(square, width):
    row, col = square
    return row >= 1 and 1 <= col <= width and (row + col) % 2 == 0
