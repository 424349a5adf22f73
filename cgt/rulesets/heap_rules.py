"""Partizan games on heaps of counters: partizan subtraction games and Partizan Euclid.

* **Partizan subtraction** (Fraenkel and Kotzig, "Partizan octal games: partizan subtraction
  games", *Int. J. Game Theory* 16 (1987)): from a heap of n Left removes s counters for some
  s in her subtraction set, Right some s in his, never leaving fewer than none. With equal
  sets it is the impartial subtraction game S(set) of Winning Ways, ch. 4.
* **Partizan Euclid** (McKay and Nowakowski, "Outcomes of partizan Euclid", *Integers* 12B
  (2012/13); CGSuite's ``game.heap.PartizanEuclid``): a pair of positive integers (p, q). If q
  divides p the game is over; otherwise Left moves to (q, p mod q) and Right to
  (q, q - p mod q), each player's one move of Euclid's algorithm. A pair with q = 0 is the
  empty position, 0.
"""
from __future__ import annotations
from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from cgt.drawing.heaps import heaps_svg
from cgt.numbers.checks import items, natural
from cgt.position import Position
from cgt.rulesets.grid import BoardError

__all__ = ["PartizanSubtraction", "PartizanEuclid"]


def _subtraction_set(values: Iterable[int], who: str) -> tuple[int, ...]:
    found = tuple(sorted({natural(s, f"{who} subtraction", BoardError)
                          for s in items(values, f"{who} subtraction set")}))
    if found[:1] == (0,):
        raise BoardError(f"the {who} subtraction set {list(found)} may not contain 0")
    return found


class PartizanSubtraction(Position):
    """A heap in the partizan subtraction game with sets ``left`` and ``right``:
    ``PartizanSubtraction(6, [1, 3], [2, 3])``.

    >>> PartizanSubtraction(2, [1], [2]).value
    {1|0}
    """

    __slots__ = ("heap", "left", "right")

    def __init__(self, heap: int, left: Iterable[int], right: Iterable[int]) -> None:
        self.heap = natural(heap, "heap", BoardError)
        self.left = _subtraction_set(left, "left")
        self.right = _subtraction_set(right, "right")

    def _to(self, heap):
        position = object.__new__(PartizanSubtraction)
        position.heap, position.left, position.right = heap, self.left, self.right
        return position

    def left_options(self) -> Sequence[Any]:
        return [self._to(self.heap - s) for s in self.left if s <= self.heap]

    def right_options(self) -> Sequence[Any]:
        return [self._to(self.heap - s) for s in self.right if s <= self.heap]

    def is_terminal(self) -> bool:
        return self.heap < min(self.left[:1] + self.right[:1], default=1)

    def canonical_key(self) -> Hashable:
        return self.heap, self.left, self.right

    def to_svg(self) -> str:
        """An SVG picture of the heap."""
        return heaps_svg([(self.heap, "heap")], repr(self))

    _repr_svg_ = to_svg

    def __repr__(self) -> str:
        return f"PartizanSubtraction({self.heap}, {list(self.left)}, {list(self.right)})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and \
            (other.heap, other.left, other.right) == (self.heap, self.left, self.right)

    def __hash__(self) -> int:
        return hash(("PartizanSubtraction", self.heap, self.left, self.right))


class PartizanEuclid(Position):
    """A position ``(p, q)`` of Partizan Euclid.

    >>> PartizanEuclid(8, 3).value
    v
    """

    __slots__ = ("p", "q")

    def __init__(self, p: int, q: int) -> None:
        self.p = natural(p, "p", BoardError)
        self.q = natural(q, "q", BoardError)
        if self.p == 0 and self.q:
            raise BoardError(f"Partizan Euclid needs a positive p beside q = {self.q}, not 0")

    def _to(self, p, q):
        position = object.__new__(PartizanEuclid)
        position.p, position.q = p, q
        return position

    def is_terminal(self) -> bool:
        return self.q == 0 or self.p % self.q == 0

    def left_options(self) -> Sequence[Any]:
        return [] if self.is_terminal() else [self._to(self.q, self.p % self.q)]

    def right_options(self) -> Sequence[Any]:
        return [] if self.is_terminal() else [self._to(self.q, self.q - self.p % self.q)]

    def canonical_key(self) -> Hashable:
        return self.p, self.q

    def to_svg(self) -> str:
        """An SVG picture of the two heaps p and q."""
        return heaps_svg([(self.p, "p"), (self.q, "q")], repr(self))

    _repr_svg_ = to_svg

    def __repr__(self) -> str:
        return f"PartizanEuclid({self.p}, {self.q})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (other.p, other.q) == (self.p, self.q)

    def __hash__(self) -> int:
        return hash(("PartizanEuclid", self.p, self.q))
