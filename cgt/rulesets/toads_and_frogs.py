"""Toads-and-Frogs on a strip of squares (Winning Ways, vol. 1, ch. 1; Lessons in Play, ch. 1).

Left's toads ``t`` move rightwards, Right's frogs ``f`` leftwards. A move is a step into the
empty square ahead, or a jump over one opposing creature into the empty square just beyond.

The strip falls apart where nothing can ever cross: two toads followed by two frogs (``ttff``)
never move again, and no creature passes them, so the strip is the sum of its two sides. Frogs
at the left end and toads at the right end are stuck for good and are dropped.
"""
from __future__ import annotations
from cgt.position import Position
from cgt.drawing.boards import TOADS_AND_FROGS, board_svg
from cgt.rulesets.grid import BoardError
from collections.abc import Hashable, Sequence
from typing import Any

TOAD, FROG, EMPTY = "t", "f", "."


class ToadsAndFrogs(Position):
    """A Toads-and-Frogs strip such as ``ToadsAndFrogs("tt.ff")``.

    >>> ToadsAndFrogs("t.f").value
    *
    >>> ToadsAndFrogs("tt.ff").value
    *
    """

    __slots__ = ("squares",)

    def __init__(self, squares: Any) -> None:
        if not isinstance(squares, str):
            raise BoardError(f"a Toads-and-Frogs strip is text like 'tt..ff', not {squares!r}")
        text = squares.lower().replace("\u25a1", EMPTY)
        for i, ch in enumerate(text):
            if ch not in (TOAD, FROG, EMPTY):
                raise BoardError(f"{ch!r} at column {i + 1} of {squares!r} is not 't' (toad), "
                                 "'f' (frog) or '.' (empty)")
        self.squares = text

    @classmethod
    def _of(cls, squares):
        position = object.__new__(cls)
        position.squares = squares
        return position

    def _moves(self, me, them, step):
        s = self.squares
        n = len(s)
        out = []
        for i, ch in enumerate(s):
            if ch != me:
                continue
            j = i + step
            if 0 <= j < n and s[j] == EMPTY:
                out.append(_moved(s, i, j, me))
            elif 0 <= j < n and s[j] == them:
                k = j + step
                if 0 <= k < n and s[k] == EMPTY:
                    out.append(_moved(s, i, k, me))
        return [self._of(t) for t in out]

    def left_options(self) -> Sequence[Any]:
        return self._moves(TOAD, FROG, 1)

    def right_options(self) -> Sequence[Any]:
        return self._moves(FROG, TOAD, -1)

    def components(self) -> Sequence[Any]:
        """The pieces of the strip between walls ``ttff``, with stuck ends dropped."""
        parts = []
        s = self.squares
        while True:
            i = s.find("ttff")
            if i < 0:
                break
            parts.append(s[:i + 2])
            s = s[i + 2:]
        parts.append(s)
        out = []
        for part in parts:
            part = part.lstrip(FROG).rstrip(TOAD)
            if TOAD in part or FROG in part:
                out.append(self._of(part))
        return out

    def canonical_key(self) -> Hashable:
        return self.squares

    def __str__(self) -> str:
        return self.squares

    def __repr__(self) -> str:
        picture = "".join({TOAD: "\u25b6", FROG: "\u25c0", EMPTY: "\u25a1"}[c] for c in self.squares)
        return f"ToadsAndFrogs({self.squares!r}): {picture}"

    def to_svg(self) -> str:
        """An SVG picture of the strip: toads (Left) face right, frogs (Right) face left."""
        return board_svg([self.squares], TOADS_AND_FROGS, f"Toads-and-Frogs {self.squares}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.squares == self.squares

    def __hash__(self) -> int:
        return hash(("ToadsAndFrogs", self.squares))


def _moved(s, i, j, ch):
    cells = list(s)
    cells[i], cells[j] = EMPTY, ch
    return "".join(cells)
