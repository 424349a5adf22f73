"""The acrostic product R ⊗ S of two impartial heap games (*Winning Ways*, ch. 14, "Turn and
Turn About").

A heap game moves from one heap of m to a sum of heaps a₁ + … + a_k (k = 0 removes the heap).
Coin-turning games are heap games: turning coin m together with coins a₁, …, a_k leaves heads at
a₁, …, a_k. The acrostic product is played on pairs (m, n): a move follows R on the first
coordinate or S on the second, and carries the other coordinate into every heap it leaves,

    (m, n) → (a₁, n) + … + (a_k, n)     for a move m → a₁ + … + a_k of R,
    (m, n) → (m, b₁) + … + (m, b_l)     for a move n → b₁ + … + b_l of S.

So (0, n) has only the moves of S and is worth S's value at n, and (m, 0) is worth R's value at
m. Acrostic Twins, whose coin (x, y) is worth (x - 1) ⊕ (y - 1), is the product read this way;
the product whose move is an R-move in every row and an S-move in every column is the Tartan
product (``cgt.impartial.rulesets.TartanProduct``).

Winning Ways gives no general rule for the values: ``searched_value`` finds them by the mex over
the moves. For Ruler and Motley, whose coins are worth powers of two, the coin (m, n) is worth
the ugly product of the factors' values (``cgt.numbers.ugly_product``); ``ugly_value`` gives
that, and the two agree there but not for every pair of games (Mock Turtles ⊗ Ruler parts from
it at (6, 4)).
"""
from __future__ import annotations

from typing import Any

from cgt.errors import CGTValueError
from cgt.numbers.checks import natural, shown
from cgt.numbers.nim import mex
from cgt.numbers.ugly_product import ugly_product

__all__ = ["AcrosticProduct", "AcrosticError"]


class AcrosticError(CGTValueError):
    """An acrostic product of things that are not heap games."""


def _moves(game: Any, n: int) -> list[tuple[int, ...]]:
    return list(game.moves(n)) if n else []


def _value(game: Any, n: int) -> int:
    if not n:
        return 0
    if hasattr(game, "coin_value"):
        return int(game.coin_value(n))
    return int(game.nim_value(n))


class AcrosticProduct:
    """The acrostic product of two heap games (see the module): a coin-turning game such as
    ``RULER`` or a heap game such as ``TakeAndBreak("0.77")`` on each coordinate.

    >>> from cgt.impartial.rulesets import MOTLEY, RULER
    >>> product = AcrosticProduct(MOTLEY, RULER)
    >>> product.searched_value(4, 4), product.ugly_value(4, 4)
    (10, 10)
    """

    def __init__(self, first: Any, second: Any) -> None:
        for game in (first, second):
            if not callable(getattr(game, "moves", None)) or not (
                    hasattr(game, "coin_value") or hasattr(game, "nim_value")):
                raise AcrosticError(f"an acrostic product needs two heap games (a Turning rule "
                                    f"or a heap game such as TakeAndBreak), not {shown(game)}")
        self.first, self.second = first, second
        self._searched: dict[tuple[int, int], int] = {}

    def moves(self, m: int, n: int) -> list[tuple[tuple[int, int], ...]]:
        """The moves from (m, n), each as the tuple of the pairs it leaves."""
        m = natural(m, "first coordinate", AcrosticError)
        n = natural(n, "second coordinate", AcrosticError)
        return ([tuple((a, n) for a in heaps) for heaps in _moves(self.first, m)]
                + [tuple((m, b) for b in heaps) for heaps in _moves(self.second, n)])

    def searched_value(self, m: int, n: int) -> int:
        """The nim-value of (m, n), by the mex over its moves (the definition)."""
        m = natural(m, "first coordinate", AcrosticError)
        n = natural(n, "second coordinate", AcrosticError)
        table = self._searched
        for a in range(m + 1):
            for b in range(n + 1):
                if (a, b) not in table:
                    found = set()
                    for left in self.moves(a, b):
                        total = 0
                        for pair in left:
                            total ^= table[pair]
                        found.add(total)
                    table[a, b] = mex(found)
        return table[m, n]

    def ugly_value(self, m: int, n: int) -> int:
        """The ugly product of the factors' values at m and n: the value of (m, n) when both
        factors are Ruler or Motley, and m, n ≥ 1 (see the module)."""
        m = natural(m, "first coordinate", AcrosticError)
        n = natural(n, "second coordinate", AcrosticError)
        return ugly_product(_value(self.first, m), _value(self.second, n))

    def table(self, rows: int, columns: int) -> list[list[int]]:
        """The searched values of (m, n) for ``0 <= m < rows`` and ``0 <= n < columns``, one
        list per m."""
        rows = natural(rows, "rows", AcrosticError)
        columns = natural(columns, "columns", AcrosticError)
        if rows and columns:
            self.searched_value(rows - 1, columns - 1)
        return [[self._searched[m, n] for n in range(columns)] for m in range(rows)]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AcrosticProduct) and \
            (other.first, other.second) == (self.first, self.second)

    def __hash__(self) -> int:
        return hash(("AcrosticProduct", self.first, self.second))

    def __repr__(self) -> str:
        return f"AcrosticProduct({self.first!r}, {self.second!r})"
