"""Toppling Dominoes (Lessons in Play, ch. 2 and ch. 7; Fink, Nowakowski, Siegel and Wolfe,
"Toppling conjectures", 2011).

A row of dominoes, each blue (``L``, Left's), red (``R``, Right's) or green (``G``, either's).
A move topples one of one's dominoes to the left or to the right; it knocks down every domino
on that side of it, and they all leave the game. The mirror image of a row has the same value.
"""
from __future__ import annotations
from cgt.drawing.boards import DOMINOES, board_svg
from cgt.position import Position
from cgt.rulesets.grid import BoardError
from collections.abc import Hashable, Sequence
from typing import Any

__all__ = ["TopplingDominoes"]


class TopplingDominoes(Position):
    """A row of dominoes such as ``TopplingDominoes("LRG")``.

    >>> TopplingDominoes("LL").value
    2
    >>> TopplingDominoes("LR").value
    *
    """

    __slots__ = ("row",)
    row: str

    def __init__(self, row: str) -> None:
        if not isinstance(row, str):
            raise BoardError(f"a row of dominoes is text like 'LRG', not {row!r}")
        row = row.upper()
        for i, ch in enumerate(row):
            if ch not in "LRG":
                raise BoardError(f"{ch!r} at column {i + 1} of {row!r} is not L (blue), "
                                 "R (red) or G (green)")
        self.row = row

    @classmethod
    def _of(cls, row):
        position = object.__new__(cls)
        position.row = row
        return position

    def _topple(self, colours):
        row = self.row
        out = []
        for i, ch in enumerate(row):
            if ch in colours:
                out.append(self._of(row[i + 1:]))   # toppled leftwards
                out.append(self._of(row[:i]))       # toppled rightwards
        return out

    def left_options(self) -> Sequence[Any]:
        return self._topple("LG")

    def right_options(self) -> Sequence[Any]:
        return self._topple("RG")

    def is_terminal(self) -> bool:
        return not self.row

    def canonical_key(self) -> Hashable:
        return min(self.row, self.row[::-1])

    @property
    def text(self) -> str:
        """The text form the class reads: ``"LRG"``."""
        return self.row

    def __repr__(self) -> str:
        return f"TopplingDominoes({self.row!r})"

    def __str__(self) -> str:
        marks = {"L": "\u25ae", "R": "\u25af", "G": "\u2591"}
        return "".join(marks[c] for c in self.row)

    def to_svg(self) -> str:
        """An SVG picture of the row: blue dominoes Left's, red Right's, green either's."""
        return board_svg([self.row], DOMINOES, f"Toppling Dominoes {self.row}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.row == self.row

    def __hash__(self) -> int:
        return hash(("TopplingDominoes", self.row))
