"""Fission, the splitting-stones game of cgt-py and CGSuite (``game.grid.Fission``).

A board of stones ``x``, empty squares ``.`` and blocked squares ``#``. Left splits a stone
vertically: she removes it and puts one stone on each of the squares just above and just
below it, which must both be empty squares of the board. Right splits a stone horizontally,
onto the squares just left and right of it. A board with no stones, or no squares, is 0.

Mirroring the board top to bottom or left to right keeps every move, so the key of a board is
its least mirror image; the transposed board is the negative. Boards are valued by the search
of ``cgt.rulesets.fission_search``, which uses both, after cutting a board into the parts that
no move joins.
"""
from __future__ import annotations
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cgt.short.game import Game

from cgt.drawing.boards import Look, board_svg
from cgt.position import Position
from cgt.rulesets import grid
from cgt.rulesets import fission_search
from cgt.rulesets.fission_search import mirror_key, splits

__all__ = ["Fission"]

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

    __slots__ = ("board", "stride")

    def __init__(self, board: str) -> None:
        rows = grid.parse_rows(board, STONE + EMPTY + BLOCKED, "Fission")
        self.board = "|".join(rows)
        self.stride = len(rows[0]) + 1

    # The board is kept as one string, the rows joined by "|": the square above square i is
    # i - stride and the one below i + stride, and a "|" (or the string's end) stands between
    # the last square of a row and the first of the next.

    @property
    def rows(self) -> tuple:
        """The rows of the board, top to bottom."""
        return tuple(self.board.split("|"))

    def _of(self, board):
        position = object.__new__(Fission)
        position.board, position.stride = board, self.stride
        return position

    def left_options(self) -> Sequence[Any]:
        return [self._of(board) for board in splits(self.board, self.stride)]

    def right_options(self) -> Sequence[Any]:
        return [self._of(board) for board in splits(self.board, 1)]

    def is_terminal(self) -> bool:
        return STONE not in self.board

    def canonical_key(self) -> Hashable:
        return mirror_key(self.board)

    @property
    def value(self) -> Game:
        """The canonical value of the board, found by ``cgt.rulesets.fission_search``."""
        return fission_search.value(self.board)

    @property
    def text(self) -> str:
        """The text form the class reads, rows separated by ``|``: ``"...|.x.|..."``."""
        return self.board

    def __repr__(self) -> str:
        return f"Fission({self.board!r})"

    def __str__(self) -> str:
        marks = {STONE: "\u25cf", EMPTY: "\u00b7", BLOCKED: "\u25a0"}
        return "\n".join(" ".join(marks[ch] for ch in row) for row in self.rows)

    def to_svg(self) -> str:
        """An SVG picture of the board: stones as discs, blocked squares dark."""
        return board_svg(self.rows, PICTURE, f"Fission {self.board}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.board == self.board

    def __hash__(self) -> int:
        return hash(("Fission", self.board))
