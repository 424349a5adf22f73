"""Chess pieces that move toward the corner: the White Knight, Wyt Queens and Leff's pieces.

A piece stands on (r, c) ∈ ℕ², row r and column c counted from the north-west corner; it
moves toward the corner and the player who cannot move loses.  The rule readings are those
that reproduce the printed tables (Leff, ch. 4–5; docs/errata.md):

============  =====================================================================
Rook          (r', c) with r' < r, or (r, c') with c' < c: two-heap Nim, G = r ⊕ c
Knight        (r-2, c+1), (r-2, c-1), (r+1, c-2), (r-1, c-2); WW's White Knight
KingRook      Rook moves and the step (r-1, c-1); G = 3(⌊r/3⌋ ⊕ ⌊c/3⌋) + (r+c) mod 3
Queen         Rook moves and (r-k, c-l), k, l ≥ 1, |k - l| < A (generalised Wythoff)
BlockedQueen  Queen (A = 1) moves that neither pass nor land on a blocked square
LatinRook     the larger coordinate drops to anything lower, or the smaller one rises
              up to the larger; on the diagonal, (k, k) with k < r
Evenrook      Rook moves and (r', c') with r' < r, c' < c, (r - r') + (c - c') even
Commander     Queen (A = 1) moves and (r-2, c±1), (r±1, c-2), (r-3, c±1), (r±1, c-3)
============  =====================================================================

Coordinates must stay ≥ 0.  A Knight may be given a board ``size``: then both coordinates
also stay below it (Leff's 8×8 board "with borders").  :class:`WytQueens` is a sum of
queens that may share squares (WW ch. 3, "Wyt Queens").
"""
from __future__ import annotations
import numpy as np

from cgt.drawing.boards import LARGEST_BOARD, pieces_svg
from cgt.drawing.heaps import heaps_svg
from cgt.impartial import wythoff
from cgt.impartial.grundy import finite_grundy
from cgt.impartial.rulesets.base import RulesetError, SlotFields, natural
from cgt.impartial.wythoff_generalized import options as _queen_options
from cgt.position import Position
from cgt.numbers.checks import items, shown, text
from cgt.numbers.dyadic import text_to_int
from cgt.resources import check_memory
from collections.abc import Hashable, Sequence
from typing import Any

__all__ = [
    "Piece", "Rook", "Knight", "KingRook", "Queen", "BlockedQueen", "LatinRook", "Evenrook",
    "Commander", "WytQueens", "board_table"
]


class Piece(SlotFields, Position):
    """A piece on square (r, c); subclasses define ``_targets()``, the squares it may reach."""

    __slots__ = ("r", "c")
    #: How the pictures show the piece.
    glyph = "\u265c"

    def __init__(self, r: int, c: int) -> None:
        self.r, self.c = natural(r, "row"), natural(c, "column")

    def to_svg(self) -> str:
        """An SVG picture of the piece on the board from the corner (0, 0) to its square; a
        piece further out than ``LARGEST_BOARD`` squares is shown as the heaps r and c."""
        if max(self.r, self.c) >= LARGEST_BOARD:
            return heaps_svg([(self.r, "row"), (self.c, "column")], repr(self))
        rows, cols = self._board()
        return pieces_svg({(self.r, self.c): self.glyph}, rows, cols, repr(self),
                          self._blocked())

    _repr_svg_ = to_svg

    def _board(self):
        """The rows and columns of the board a picture shows."""
        return self.r + 1, self.c + 1

    def _blocked(self):
        """The squares a picture shows blocked."""
        return frozenset()

    def _place(self, r, c):
        return type(self)(r, c)

    def _targets(self) -> list[tuple[int, int]]:
        """The squares the piece may reach, some perhaps off the board (negative)."""
        raise NotImplementedError

    def options(self) -> list[Any]:
        return [self._place(r, c) for r, c in self._targets() if r >= 0 and c >= 0]


class Rook(Piece):
    """A rook moving north or west: two-heap Nim, so ``G(r, c) = r ⊕ c`` (Leff, ch. 4, the Rook's game)."""

    __slots__ = ()

    def _targets(self):
        return [(i, self.c) for i in range(self.r)] + [(self.r, j) for j in range(self.c)]

    @property
    def nim_value(self) -> int:
        return self.r ^ self.c


# Leff's closed form for the unbounded knight (his FORTRAN KNIGHT function, ch. 4):
# the 4×4 block pattern depends only on how far apart the block coordinates are.
_KNIGHT_BLOCKS = (
    ((0, 0, 1, 1), (0, 0, 2, 1), (1, 2, 2, 2), (1, 1, 2, 1)),
    ((0, 0, 1, 1), (0, 0, 1, 1), (3, 2, 2, 2), (4, 3, 2, 3)),
    ((0, 0, 1, 1), (0, 0, 1, 1), (3, 2, 2, 2), (3, 3, 2, 3)),
)
_FILES = "abcdefghijklmnopqrstuvwxyz"


class Knight(Piece):
    """A knight with the four moves that bring it nearer the corner (WW's White Knight).

    With ``size`` the board is bounded: both coordinates stay below ``size``.  WW ch. 3
    names squares by file letter and rank number: file a is r = 0, rank 1 is c = 0, so the
    knight on d7 is ``Knight.at("d7") == Knight(3, 6)``.
    """

    __slots__ = ("size",)
    glyph = "\u265e"

    def __init__(self, r: int, c: int, size: int | None = None) -> None:
        super().__init__(r, c)
        self.size = None if size is None else natural(size, "board size")
        if self.size is not None and max(self.r, self.c) >= self.size:
            raise RulesetError(f"({r}, {c}) is off the {size}×{size} board")

    def __repr__(self) -> str:
        size = "" if self.size is None else f", size={shown(self.size)}"
        return f"Knight({shown(self.r)}, {shown(self.c)}{size})"

    def _board(self):
        return (self.size, self.size) if self.size is not None else super()._board()

    @classmethod
    def at(cls, square: Any) -> Any:
        """The knight on a square named like ``"d7"`` (file letter, rank from 1)."""
        square = text(square, "square name")
        file, rank = square[:1].lower(), square[1:]
        if not (file in _FILES and rank.isascii() and rank.isdigit() and text_to_int(rank) > 0):
            raise RulesetError(f"not a square name: {shown(square)}")
        return cls(_FILES.index(file), text_to_int(rank) - 1)

    @property
    def square(self) -> str | None:
        """The square's name, file letter and rank (``"d7"``)."""
        return f"{_FILES[self.r]}{self.c + 1}" if self.r < len(_FILES) else None

    def _place(self, r, c):
        return Knight(r, c, self.size)

    def _targets(self):
        r, c = self.r, self.c
        targets = [(r - 2, c + 1), (r - 2, c - 1), (r + 1, c - 2), (r - 1, c - 2)]
        if self.size is not None:
            targets = [(i, j) for i, j in targets if i < self.size and j < self.size]
        return targets

    @property
    def nim_value(self) -> int:
        """The Grundy value on the unbounded board, in closed form (Leff, ch. 4, Knight)."""
        if self.size is not None:
            return finite_grundy(self)
        (rs, rm), (cs, cm) = divmod(self.r, 4), divmod(self.c, 4)
        if rs > cs:
            rs, cs, rm, cm = cs, rs, cm, rm
        return _KNIGHT_BLOCKS[min(cs - rs, 2)][rm][cm]


class KingRook(Piece):
    """Rook moves plus the single diagonal step (r-1, c-1) (Leff, ch. 4, the King-Rook game)."""

    __slots__ = ()
    glyph = "\u265a"

    def _targets(self):
        return Rook._targets(self) + [(self.r - 1, self.c - 1)]

    @property
    def nim_value(self) -> int:
        """``3(⌊r/3⌋ ⊕ ⌊c/3⌋) + (r + c) mod 3``."""
        return 3 * ((self.r // 3) ^ (self.c // 3)) + (self.r + self.c) % 3


class Queen(Piece):
    """Wythoff's queen; with ``A > 1`` the diagonal move may take k and l with |k - l| < A."""

    __slots__ = ("A",)
    glyph = "\u265b"

    def __init__(self, r: int, c: int, A: int = 1) -> None:
        super().__init__(r, c)
        self.A = natural(A, "parameter A")
        if self.A < 1:
            raise RulesetError("the parameter A must be at least 1")

    def _place(self, r, c):
        return Queen(r, c, self.A)

    def _targets(self):
        return _queen_options(self.A, self.r, self.c)

    @property
    def nim_value(self) -> int:
        return wythoff.grundy(self.r, self.c) if self.A == 1 else finite_grundy(self)


class BlockedQueen(Piece):
    """Wythoff's queen on a board with blocked squares (Leff, ch. 5, Blocked Wythoff).

    The queen may not start on, pass through or land on a blocked square, and blocked
    squares have no value.  Blocking (0, 0), (1, 1), (2, 2), (3, 3) reproduces Leff's
    table, which does not name its blocked squares (docs/errata.md).
    """

    __slots__ = ("blocked",)
    glyph = "\u265b"

    def __init__(self, r: int, c: int, blocked: Any = ()) -> None:
        super().__init__(r, c)
        squares = [items(b, "blocked square") for b in items(blocked, "blocked squares")]
        if any(len(square) != 2 for square in squares):
            raise RulesetError(f"blocked squares are (row, column) pairs, not {shown(blocked)}")
        self.blocked = frozenset((natural(i, "row"), natural(j, "column")) for i, j in squares)
        if (self.r, self.c) in self.blocked:
            raise RulesetError(f"({r}, {c}) is a blocked square")

    def _place(self, r, c):
        return BlockedQueen(r, c, self.blocked)

    def _blocked(self):
        return self.blocked

    def _targets(self):
        targets = []
        for dr, dc in ((1, 0), (0, 1), (1, 1)):
            r, c = self.r - dr, self.c - dc
            while r >= 0 and c >= 0 and (r, c) not in self.blocked:
                targets.append((r, c))
                r, c = r - dr, c - dc
        return targets


class LatinRook(Piece):
    """Leff's Latin Rook, read from his program (Leff, ch. 5; docs/errata.md).

    Off the diagonal the larger coordinate may drop to any lower value (even below the
    smaller one), or the smaller coordinate may rise up to the larger; on the diagonal the
    rook slides down it.  The larger coordinate never rises, and while it stays the smaller
    one rises, so play ends.  The top-left blocks of orders 1, 3, 7, 15, ... are Latin squares.
    """

    __slots__ = ()

    def _targets(self):
        r, c = self.r, self.c
        if r == c:
            return [(k, k) for k in range(r)]
        if r > c:
            return [(i, c) for i in range(r)] + [(r, j) for j in range(c + 1, r + 1)]
        return [(r, j) for j in range(c)] + [(i, c) for i in range(r + 1, c + 1)]


class Evenrook(Piece):
    """Rook moves plus any (r', c') with r' < r, c' < c and an even total distance (Leff, ch. 5, Evenrook)."""

    __slots__ = ()

    def _targets(self):
        r, c = self.r, self.c
        even = [(i, j) for i in range(r) for j in range(c) if (r - i + c - j) % 2 == 0]
        return Rook._targets(self) + even


class Commander(Piece):
    """Queen plus keima (1, 2) and okeima (1, 3) jumps toward the corner (Leff, ch. 5, Commander)."""

    __slots__ = ()
    glyph = "\u265b"

    def _targets(self):
        r, c = self.r, self.c
        jumps = [(r - 2, c + 1), (r - 2, c - 1), (r + 1, c - 2), (r - 1, c - 2),
                 (r - 3, c + 1), (r - 3, c - 1), (r + 1, c - 3), (r - 1, c - 3)]
        return _queen_options(1, r, c) + jumps


class WytQueens(SlotFields, Position):
    """Any number of Wythoff queens on one board, several allowed on a square (WW ch. 3).

    A move moves one queen west, north or north-west, jumping freely.  The game is the sum
    of the single queens, so its value is the nim-sum of ``Wyt(x, y)`` over the squares
    holding an odd number of queens (Michon, *Numericana*, "Wythoff's Game").
    """

    __slots__ = ("squares",)

    def __init__(self, squares: Any) -> None:
        pairs = items(squares, "squares of the queens")
        if any(not isinstance(pair, (tuple, list)) or len(pair) != 2 for pair in pairs):
            raise RulesetError("the squares of the queens are (row, column) pairs, not "
                               f"{shown(squares)}")
        self.squares = tuple(sorted((natural(r, "row"), natural(c, "column")) for r, c in pairs))

    def components(self) -> list[Any]:
        return [Queen(r, c) for r, c in self.squares]

    def to_svg(self) -> str:
        """An SVG picture of the queens on the board from the corner (0, 0) to the furthest
        of them; queens further out than ``LARGEST_BOARD`` squares are shown by their
        coordinates, as heaps."""
        if not self.squares:
            return pieces_svg({}, 1, 1, repr(self))
        rows = max(r for r, _ in self.squares) + 1
        cols = max(c for _, c in self.squares) + 1
        if max(rows, cols) > LARGEST_BOARD:
            return heaps_svg([(x, f"{name} {i + 1}") for i, square in enumerate(self.squares)
                              for name, x in zip(("row", "column"), square)], repr(self))
        return pieces_svg({square: Queen.glyph for square in self.squares}, rows, cols,
                          repr(self))

    _repr_svg_ = to_svg

    def options(self) -> Sequence[Any]:
        moves: list[WytQueens] = []
        for i, (r, c) in enumerate(self.squares):
            rest = self.squares[:i] + self.squares[i + 1:]
            moves.extend(WytQueens(rest + (square,)) for square in _queen_options(1, r, c))
        return moves

    @property
    def nim_value(self) -> int:
        total = 0
        for r, c in self.squares:
            total ^= wythoff.grundy(r, c)
        return total


def board_table(piece: Any, rows: int, cols: int, **rules: Any) -> np.ndarray:
    """The Grundy values of ``piece(r, c, **rules)`` for r < rows, c < cols (numpy int64).

    Works for any piece class whose moves end, including the Latin Rook whose moves may
    increase r + c; the values come from the Grundy engine with one shared memo table.
    """
    if not callable(piece):
        raise RulesetError(f"the piece must be a class such as Rook, not {shown(piece)}")
    rows, cols = natural(rows, "row count"), natural(cols, "column count")
    check_memory(8 * rows * cols, f"a {rows} by {cols} table of "
                                  f"{getattr(piece, '__name__', 'piece')} values")
    memo: dict[Hashable, int] = {}
    table = np.zeros((rows, cols), dtype=np.int64)
    for r in range(rows):
        for c in range(cols):
            table[r, c] = finite_grundy(piece(r, c, **rules), memo)
    return table
