"""Amazons on small boards (Walter Zamkauskas, 1988; Winning Ways, vol. 1 preface; Berlekamp,
"Sums of N x 2 Amazons", 2000).

Left's amazons are ``L``, Right's ``R``; ``#`` is a burnt square and ``.`` an empty one. A move
takes one of one's amazons like a chess queen (any distance along a row, column or diagonal,
over empty squares only) and then shoots an arrow from where it lands, again like a queen,
burning the square the arrow stops on (the square just left is empty, so the arrow may go back
through it).

Nothing crosses a burnt square or the edge, so the regions of unburnt squares that touch each
other (including at corners) are played independently: each is a component.
"""
from __future__ import annotations
from cgt.position import Position
from cgt.drawing.boards import AMAZONS, board_svg
from cgt.rulesets import grid
from cgt.rulesets.stones import images
from collections.abc import Hashable, Sequence
from typing import Any

__all__ = ["Amazons"]

LEFT, RIGHT, BURNT, EMPTY = "L", "R", "#", "."
QUEEN = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))


class Amazons(Position):
    """An Amazons position such as ``Amazons("L..|..R")``.

    >>> Amazons("L.").value
    1
    """

    __slots__ = ("rows",)

    def __init__(self, board: str, *more: Any) -> None:
        if more:
            grid.one_board(type(self), (board, *more), "L..|..R")
        self.rows = tuple(grid.parse_rows(board, LEFT + RIGHT + BURNT + EMPTY, "Amazons"))

    @classmethod
    def _of(cls, rows):
        position = object.__new__(cls)
        position.rows = tuple(rows)
        return position

    def _reach(self, cells, r, c):
        height, width = len(cells), len(cells[0])
        out = []
        for dr, dc in QUEEN:
            x, y = r + dr, c + dc
            while 0 <= x < height and 0 <= y < width and cells[x][y] == EMPTY:
                out.append((x, y))
                x, y = x + dr, y + dc
        return out

    def _moves(self, me):
        cells = [list(row) for row in self.rows]
        out = []
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                if ch != me:
                    continue
                cells[r][c] = EMPTY
                for x, y in self._reach(cells, r, c):
                    cells[x][y] = me
                    for a, b in self._reach(cells, x, y):
                        cells[a][b] = BURNT
                        out.append(self._of("".join(line) for line in cells))
                        cells[a][b] = EMPTY
                    cells[x][y] = EMPTY
                cells[r][c] = me
        return out

    def left_options(self) -> Sequence[Any]:
        return self._moves(LEFT)

    def right_options(self) -> Sequence[Any]:
        return self._moves(RIGHT)

    def components(self) -> Sequence[Any]:
        """The regions of unburnt squares connected by sides or corners that hold an amazon."""
        height, width = len(self.rows), len(self.rows[0])
        seen = set()
        out = []
        for r in range(height):
            for c in range(width):
                if (r, c) in seen or self.rows[r][c] == BURNT:
                    continue
                region = [(r, c)]
                seen.add((r, c))
                for x, y in region:
                    for dr, dc in QUEEN:
                        a, b = x + dr, y + dc
                        if (0 <= a < height and 0 <= b < width and (a, b) not in seen
                                and self.rows[a][b] != BURNT):
                            seen.add((a, b))
                            region.append((a, b))
                if any(self.rows[x][y] != EMPTY for x, y in region):
                    out.append(self._of(_crop(self.rows, set(region))))
        return out

    def canonical_key(self) -> Hashable:
        return min(images(self.rows))

    @property
    def text(self) -> str:
        """The text form the class reads, rows separated by ``|``: ``"L..|..R"``."""
        return "|".join(self.rows)

    def __repr__(self) -> str:
        return f"Amazons({self.text!r})"

    def __str__(self) -> str:
        marks = {LEFT: "\u265b", RIGHT: "\u2655", BURNT: "\u25a0", EMPTY: "\u00b7"}
        return "\n".join(" ".join(marks[ch] for ch in row) for row in self.rows)

    def to_svg(self) -> str:
        """An SVG picture of the board: Left's amazons black, Right's red, burnt squares
        dark."""
        return board_svg(self.rows, AMAZONS, f"Amazons {self.text}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(("Amazons", self.rows))


def _crop(rows, region):
    """The bounding box of ``region``, with every square outside it burnt."""
    r0 = min(r for r, _ in region)
    r1 = max(r for r, _ in region)
    c0 = min(c for _, c in region)
    c1 = max(c for _, c in region)
    return ["".join(rows[r][c] if (r, c) in region else BURNT for c in range(c0, c1 + 1))
            for r in range(r0, r1 + 1)]
