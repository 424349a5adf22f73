"""Backsliding Toads-and-Frogs (*Winning Ways*, vol. 2, ch. 11, "Backsliding Toads-and-Frogs").

Toads-and-Frogs (``cgt.rulesets.ToadsAndFrogs``), except that a toad or frog may also slide
one square backwards into an empty square; there are no backward jumps. Positions can repeat,
so values are loopy (``cgt.loopy``): on the strip ``t.f`` every position is 0 or ``*``.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from cgt.drawing.boards import TOADS_AND_FROGS, board_svg
from cgt.errors import CGTValueError
from cgt.loopy.arithmetic import values_of_graph
from cgt.loopy.graph import explore_from
from cgt.position import Position, left_options_of, right_options_of
from cgt.rulesets.toads_and_frogs import EMPTY, FROG, TOAD, forward_moves, moved, strip_text

__all__ = ["BackslidingToadsAndFrogs", "strips", "strip_values"]


class BackslidingToadsAndFrogs(Position):
    """A strip such as ``BackslidingToadsAndFrogs("t.f")``: Left's toads ``t`` move right,
    Right's frogs ``f`` left, each by a step or a jump over one opposing creature, and each
    may also slide one square back.

    >>> BackslidingToadsAndFrogs("t.f").value
    0
    """

    __slots__ = ("squares",)

    def __init__(self, squares: Any) -> None:
        self.squares = strip_text(squares)

    @classmethod
    def _of(cls, squares: str) -> BackslidingToadsAndFrogs:
        position = object.__new__(cls)
        position.squares = squares
        return position

    def _moves(self, me: str, them: str, step: int) -> list:
        s = self.squares
        out = forward_moves(s, me, them, step)
        for i, ch in enumerate(s):
            back = i - step
            if ch == me and 0 <= back < len(s) and s[back] == EMPTY:
                out.append(moved(s, i, back, me))
        return [self._of(t) for t in out]

    def left_options(self) -> Sequence[Any]:
        return self._moves(TOAD, FROG, 1)

    def right_options(self) -> Sequence[Any]:
        return self._moves(FROG, TOAD, -1)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.squares == self.squares

    def __hash__(self) -> int:
        return hash(self.squares)

    @property
    def text(self) -> str:
        """The text form the class reads: ``"tt..ff"``."""
        return self.squares

    def __str__(self) -> str:
        return self.squares

    def __repr__(self) -> str:
        return f"BackslidingToadsAndFrogs({self.squares!r})"

    def to_svg(self) -> str:
        """An SVG picture of the strip: toads (Left) face right, frogs (Right) face left."""
        return board_svg([self.squares], TOADS_AND_FROGS,
                         f"Backsliding Toads-and-Frogs {self.squares}")

    _repr_svg_ = to_svg


def strips(length: int, toads: int, frogs: int) -> list[str]:
    """Every strip of ``length`` squares with ``toads`` toads and ``frogs`` frogs."""
    for name, x in (("length", length), ("toads", toads), ("frogs", frogs)):
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise CGTValueError(f"the {name} must be a non-negative integer, not {x!r}")
    if toads + frogs > length:
        raise CGTValueError(f"{toads} toads and {frogs} frogs do not fit on {length} squares")
    out = []
    for places in combinations(range(length), toads + frogs):
        for kinds in combinations(range(toads + frogs), toads):
            chars = [EMPTY] * length
            for i, square in enumerate(places):
                chars[square] = TOAD if i in kinds else FROG
            out.append("".join(chars))
    return sorted(out)


def strip_values(length: int, toads: int, frogs: int) -> dict[str, Any]:
    """The loopy value of every strip of ``length`` squares with ``toads`` toads and
    ``frogs`` frogs, as a dict by strip, from one game graph holding all of them (moves
    keep the numbers of toads and frogs, so no other position is reached).

    >>> strip_values(3, 1, 1)["t.f"]
    0
    """
    starts = [BackslidingToadsAndFrogs._of(s) for s in strips(length, toads, frogs)]
    left, right, positions = explore_from(starts, left_options_of, right_options_of)
    return {p.squares: v for p, v in zip(positions, values_of_graph(left, right))}
