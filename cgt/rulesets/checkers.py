"""Checkers (draughts) on a small rectangular board, as a loopy game (Berlekamp, Conway and Guy,
*Winning Ways*, 2nd ed., vol. 2, ch. 11, Extras, "Getting on in Checkers").

The rules are those of English draughts. Left plays black and Right plays white. A man moves
one square diagonally forwards (black down the board, white up it) to an empty square; a king
moves one square diagonally in any of the four directions. A piece **captures** by jumping
diagonally over an adjacent enemy piece to the empty square just beyond it (a man only
forwards), and goes on jumping with the same piece as long as it can; the jumped pieces are
removed when the move ends, and none is jumped twice. Capturing is compulsory: a player who
can capture must, though he may choose which capture to make. A man that reaches the far row
(the last row for black, the first for white) becomes a king, and that ends the move. A player
who cannot move loses. Kings can move to and fro, so the game is loopy: a black king alone
on the 2 by 2 board is the game the chapter calls onto = {onfro|} and onfro = {onto|}, both
equal to on; two kings of opposite colours in opposite double corners are dud.

Pieces move diagonally, so each stays on squares of one colour; on the usual board the
playable (dark) squares are those whose row and column (counted from 0 at the top left) have
an odd sum, and the double corners are then the top left and the bottom right.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cgt.drawing.boards import CHECKERS, board_svg
from cgt.position import Position
from cgt.rulesets.grid import BoardError, parse_rows

__all__ = ["Checkers"]

_ALPHABET = ".bBwW"
_KING_STEPS = ((1, -1), (1, 1), (-1, -1), (-1, 1))
_STEPS = {"b": _KING_STEPS[:2], "w": _KING_STEPS[2:], "B": _KING_STEPS, "W": _KING_STEPS}
_ENEMIES = {"b": "wW", "B": "wW", "w": "bB", "W": "bB"}


class Checkers(Position):
    """A checkers position from board text: rows from top to bottom separated by ``|`` or
    newlines, one character per square: ``.`` empty, ``b`` a black man, ``B`` a black king
    (Left's pieces), ``w`` a white man, ``W`` a white king (Right's). Black men move down the
    board and are crowned on the last row; white men move up and are crowned on the first.

    >>> Checkers("B.|..").value
    on
    >>> Checkers(".B..|....|....|..W.").value
    dud
    >>> Checkers("....|..B.|.w..|....").value
    {on|off}
    """

    __slots__ = ("rows",)

    def __init__(self, board: str) -> None:
        rows = parse_rows(board, _ALPHABET, "Checkers")
        if "b" in rows[-1]:
            raise BoardError(f"a black man on the last row of {board!r} would have been "
                             "crowned: write B for a black king")
        if "w" in rows[0]:
            raise BoardError(f"a white man on the first row of {board!r} would have been "
                             "crowned: write W for a white king")
        self.rows = tuple(rows)

    @classmethod
    def _of(cls, rows: tuple) -> Checkers:
        position = object.__new__(cls)
        position.rows = rows
        return position

    def left_options(self) -> Sequence[Any]:
        return self._moves("bB")

    def right_options(self) -> Sequence[Any]:
        return self._moves("wW")

    def _moves(self, pieces: str) -> list:
        rows = self.rows
        height, width = len(rows), len(rows[0])
        mine = [(r, c) for r in range(height) for c in range(width) if rows[r][c] in pieces]
        boards = set()
        for r, c in mine:
            boards.update(_captures(rows, r, c))
        if not boards:
            for r, c in mine:
                piece = rows[r][c]
                for dr, dc in _STEPS[piece]:
                    r2, c2 = r + dr, c + dc
                    if 0 <= r2 < height and 0 <= c2 < width and rows[r2][c2] == ".":
                        grid = [list(row) for row in rows]
                        grid[r][c] = "."
                        grid[r2][c2] = _crowned(piece, r2, height)
                        boards.add(tuple("".join(row) for row in grid))
        return [self._of(board) for board in sorted(boards)]

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(self.rows)

    @property
    def text(self) -> str:
        """The text form the class reads, rows separated by ``|``."""
        return "|".join(self.rows)

    def __repr__(self) -> str:
        return f"Checkers({self.text!r})"

    def __str__(self) -> str:
        return "\n".join(self.rows)

    def to_svg(self) -> str:
        """An SVG picture of the board: Left's black men and kings, Right's white ones."""
        return board_svg(self.rows, CHECKERS, repr(self))

    _repr_svg_ = to_svg


def _crowned(piece: str, row: int, height: int) -> str:
    if piece == "b" and row == height - 1:
        return "B"
    if piece == "w" and row == 0:
        return "W"
    return piece


def _captures(rows: tuple, r: int, c: int) -> list:
    """The boards after each complete capture by the piece on (r, c), if it can capture."""
    height, width = len(rows), len(rows[0])
    piece = rows[r][c]
    enemies = _ENEMIES[piece]
    out: list[tuple[str, ...]] = []
    # a stack of partial jumps: (square of the piece, its kind, squares jumped so far)
    stack: list[tuple[int, int, str, tuple[tuple[int, int], ...]]] = [(r, c, piece, ())]
    while stack:
        r1, c1, kind, taken = stack.pop()
        went_on = False
        if kind == piece:  # a man crowned on the way stops there
            for dr, dc in _STEPS[kind]:
                r2, c2, r3, c3 = r1 + dr, c1 + dc, r1 + 2 * dr, c1 + 2 * dc
                if not (0 <= r3 < height and 0 <= c3 < width):
                    continue
                if rows[r2][c2] not in enemies or (r2, c2) in taken:
                    continue
                if rows[r3][c3] != "." and (r3, c3) != (r, c):
                    continue
                stack.append((r3, c3, _crowned(kind, r3, height), taken + ((r2, c2),)))
                went_on = True
        if taken and not went_on:
            grid = [list(row) for row in rows]
            grid[r][c] = "."
            for r2, c2 in taken:
                grid[r2][c2] = "."
            grid[r1][c1] = kind
            out.append(tuple("".join(row) for row in grid))
    return out
