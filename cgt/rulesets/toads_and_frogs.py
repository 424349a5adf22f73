"""Toads-and-Frogs on a strip of squares (Winning Ways, vol. 1, ch. 1; Lessons in Play, ch. 1).

Left's toads ``t`` move rightwards, Right's frogs ``f`` leftwards. A move is a step into the
empty square ahead, or a jump over one opposing creature into the empty square just beyond.

The **generalised** game (CGSuite's ``GenToadsAndFrogs(k)``) lets a creature jump over a run
of up to ``k`` opposing creatures (``max_jump=k``; the classic game has ``k = 1``), and
**Elephants and Rhinos** (CGSuite's ``ElephantsAndRhinos``) has no jumps at all (``k = 0``):
elephants ``t`` step rightwards, rhinos ``f`` leftwards.

The strip falls apart where nothing can ever cross: ``k + 1`` toads followed by ``k + 1`` frogs
(``ttff`` for ``k = 1``) never move again, and no creature passes them, so the strip is the
sum of its two sides. Frogs at the left end and toads at the right end are stuck for good and
are dropped. An empty strip, or one with no creature, is the game 0.
"""
from __future__ import annotations
from cgt.position import Position
from cgt.drawing.boards import TOADS_AND_FROGS, board_svg
from cgt.numbers.checks import natural
from cgt.rulesets.grid import BoardError
from collections.abc import Hashable, Sequence
from typing import Any

__all__ = ["ToadsAndFrogs", "ElephantsAndRhinos", "moved"]

TOAD, FROG, EMPTY = "t", "f", "."


class ToadsAndFrogs(Position):
    """A Toads-and-Frogs strip such as ``ToadsAndFrogs("tt.ff")``.

    >>> ToadsAndFrogs("t.f").value
    *
    >>> ToadsAndFrogs("tt.ff").value
    *
    """

    __slots__ = ("squares", "max_jump")

    def __init__(self, squares: Any, max_jump: int = 1) -> None:
        self.squares = strip_text(squares)
        self.max_jump = natural(max_jump, "max_jump", BoardError)

    def _of(self, squares):
        position = object.__new__(type(self))
        position.squares, position.max_jump = squares, self.max_jump
        return position

    def _moves(self, me, them, step):
        return [self._of(t) for t in forward_moves(self.squares, me, them, step, self.max_jump)]

    def left_options(self) -> Sequence[Any]:
        return self._moves(TOAD, FROG, 1)

    def right_options(self) -> Sequence[Any]:
        return self._moves(FROG, TOAD, -1)

    def components(self) -> Sequence[Any]:
        """The pieces of the strip between walls ``ttff``, with stuck ends dropped."""
        parts = []
        s = self.squares
        half = self.max_jump + 1
        wall = TOAD * half + FROG * half
        while True:
            i = s.find(wall)
            if i < 0:
                break
            parts.append(s[:i + half])
            s = s[i + half:]
        parts.append(s)
        out = []
        for part in parts:
            part = part.lstrip(FROG).rstrip(TOAD)
            if TOAD in part or FROG in part:
                out.append(self._of(part))
        return out

    def is_terminal(self) -> bool:
        return TOAD not in self.squares and FROG not in self.squares

    def canonical_key(self) -> Hashable:
        return self.squares, self.max_jump

    @property
    def text(self) -> str:
        """The text form the class reads: ``"tt..ff"``."""
        return self.squares

    def __repr__(self) -> str:
        jump = f", max_jump={self.max_jump}" if self.max_jump != 1 else ""
        return f"{type(self).__name__}({self.squares!r}{jump})"

    def __str__(self) -> str:
        return "".join({TOAD: "\u25b6", FROG: "\u25c0", EMPTY: "\u25a1"}[c] for c in self.squares)

    def to_svg(self) -> str:
        """An SVG picture of the strip: toads (Left) face right, frogs (Right) face left."""
        return board_svg([self.squares], TOADS_AND_FROGS, f"Toads-and-Frogs {self.squares}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (other.squares, other.max_jump) == \
            (self.squares, self.max_jump)

    def __hash__(self) -> int:
        return hash(("ToadsAndFrogs", self.squares, self.max_jump))


class ElephantsAndRhinos(ToadsAndFrogs):
    """Elephants and Rhinos: Toads-and-Frogs without jumps; elephants ``t`` step rightwards and
    rhinos ``f`` leftwards into empty squares.

    >>> ElephantsAndRhinos("tttt..fff").value
    1
    """

    __slots__ = ()

    def __init__(self, squares: Any) -> None:
        super().__init__(squares, 0)

    def __repr__(self) -> str:
        return f"ElephantsAndRhinos({self.squares!r})"


def strip_text(squares: Any) -> str:
    """The strip ``squares`` in lower case with □ read as empty, or ``BoardError``."""
    if not isinstance(squares, str):
        raise BoardError(f"a Toads-and-Frogs strip is text like 'tt..ff', not {squares!r}")
    text = squares.lower().replace("\u25a1", EMPTY)
    for i, ch in enumerate(text):
        if ch not in (TOAD, FROG, EMPTY):
            raise BoardError(f"{ch!r} at column {i + 1} of {squares!r} is not 't' (toad), "
                             "'f' (frog) or '.' (empty)")
    return text


def forward_moves(s: str, me: str, them: str, step: int, max_jump: int = 1) -> list[str]:
    """The strips after each move of a creature ``me`` in the direction ``step``: a step into
    the empty square ahead, or a jump over a run of 1 to ``max_jump`` creatures ``them``."""
    n = len(s)
    out = []
    for i, ch in enumerate(s):
        if ch != me:
            continue
        j = i + step
        if 0 <= j < n and s[j] == EMPTY:
            out.append(moved(s, i, j, me))
            continue
        for _ in range(max_jump):
            if not (0 <= j < n and s[j] == them):
                break
            j += step
        if 0 <= j < n and s[j] == EMPTY and j != i + step:
            out.append(moved(s, i, j, me))
    return out


def moved(s: str, i: int, j: int, ch: str) -> str:
    cells = list(s)
    cells[i], cells[j] = EMPTY, ch
    return "".join(cells)
