"""Backsliding Toads-and-Frogs (*Winning Ways*, vol. 2, ch. 11, "Backsliding Toads-and-Frogs").

Toads-and-Frogs (``cgt.rulesets.ToadsAndFrogs``), except that a toad or frog may also slide
one square backwards into an empty square; there are no backward jumps. Positions can repeat,
so values are loopy (``cgt.loopy``): on the strip ``t.f`` every position is 0 or ``*``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cgt.position import Position
from cgt.rulesets.grid import BoardError

TOAD, FROG, EMPTY = "t", "f", "."


class BackslidingToadsAndFrogs(Position):
    """A strip such as ``BackslidingToadsAndFrogs("t.f")``: Left's toads ``t`` move right,
    Right's frogs ``f`` left, each by a step or a jump over one opposing creature, and each
    may also slide one square back.

    >>> BackslidingToadsAndFrogs("t.f").value
    0
    """

    __slots__ = ("squares",)

    def __init__(self, squares: Any) -> None:
        if not isinstance(squares, str):
            raise BoardError(f"a Toads-and-Frogs strip is text like 't..f', not {squares!r}")
        text = squares.lower().replace("\u25a1", EMPTY)
        for i, ch in enumerate(text):
            if ch not in (TOAD, FROG, EMPTY):
                raise BoardError(f"{ch!r} at column {i + 1} of {squares!r} is not 't' (toad), "
                                 "'f' (frog) or '.' (empty)")
        self.squares = text

    @classmethod
    def _of(cls, squares: str) -> BackslidingToadsAndFrogs:
        position = object.__new__(cls)
        position.squares = squares
        return position

    def _moves(self, me: str, them: str, step: int) -> list:
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
            back = i - step
            if 0 <= back < n and s[back] == EMPTY:
                out.append(_moved(s, i, back, me))
        return [self._of(t) for t in out]

    def left_options(self) -> Sequence[Any]:
        return self._moves(TOAD, FROG, 1)

    def right_options(self) -> Sequence[Any]:
        return self._moves(FROG, TOAD, -1)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.squares == self.squares

    def __hash__(self) -> int:
        return hash(self.squares)

    def __repr__(self) -> str:
        return f"BackslidingToadsAndFrogs({self.squares!r})"


def _moved(s: str, i: int, j: int, me: str) -> str:
    chars = list(s)
    chars[i], chars[j] = EMPTY, me
    return "".join(chars)
