"""The games with entailing and complimenting moves of *Winning Ways* vol. 2, ch. 12.

Each position lists its moves with ``moves()`` (see ``cgt.impartial.entailing.Move``) and is
valued by ``cgt.impartial.entailing.value_set``.

* ``TopEntails``: split a stack of coins into two smaller non-empty stacks, or remove the top
  coin, which is entailing ("Entailing Moves").
* ``EntailingNim``: Nim in which reducing a heap by one of the given amounts is entailing,
  the game N(a, b, c, …) ("Nim with Entailing Moves"); moves to the heap sizes in
  ``plain_targets`` are never entailing (the chapter's variants that disentail the moves to
  0-heaps, or to 0- and 1-heaps).
* ``GoldbachNim``: Nim in which a move is entailing when it both takes and leaves a prime
  ("Goldbach's Nim"), with 1 counted as a prime or not.
* ``AllSquare``: split a heap into two smaller non-empty heaps; the move is complimenting when
  both are perfect squares ("Complimenting Moves").
* ``WytQueensWithTrains``: a queen moves towards the corner of the quarter-plane as in Wyt
  Queens; orthogonal moves are entailing (Table 3, "Entailing Orthogonally and Trailing
  Diagonally"), or, with ``entailing="diagonal"``, the diagonal ones (Off-Wyth-Its-Tail!).
"""
from __future__ import annotations

from dataclasses import dataclass
from math import isqrt

from cgt.errors import CGTValueError
from cgt.impartial.entailing.engine import Move
from cgt.numbers.checks import natural, shown
from cgt.impartial.entailing.position import EntailingPosition

__all__ = [
    "TopEntails", "EntailingNim", "GoldbachNim", "AllSquare", "WytQueensWithTrains",
    "PrimWithTails", "DimWithTails"
]


def _is_square(n: int) -> bool:
    return isqrt(n) ** 2 == n


def _is_prime(n: int, one: bool) -> bool:
    if n < 2:
        return one and n == 1
    if n < 4:
        return True
    if n % 2 == 0:
        return False
    return all(n % d for d in range(3, isqrt(n) + 1, 2))


@dataclass(frozen=True)
class TopEntails(EntailingPosition):
    """A stack of ``n`` coins in Top Entails."""

    n: int

    def __post_init__(self) -> None:
        natural(self.n, "n")

    def moves(self) -> list[Move]:
        n = self.n
        found = [Move((TopEntails(a), TopEntails(n - a))) for a in range(1, n // 2 + 1)]
        if n:
            found.append(Move((TopEntails(n - 1),), entailing=True))
        return found

    def options(self) -> list:
        return [m.parts[0] if len(m.parts) == 1 else m.parts for m in self.moves()]


@dataclass(frozen=True)
class EntailingNim(EntailingPosition):
    """A Nim heap of size ``n`` in N(a, b, c, …): reducing it by an amount in ``entailing`` is
    an entailing move, unless the heap left has a size in ``plain_targets``."""

    n: int
    entailing: frozenset = frozenset({1})
    plain_targets: frozenset = frozenset()

    def __post_init__(self) -> None:
        natural(self.n, "n")
        object.__setattr__(self, "entailing", frozenset(natural(a, "entailing reduction")
                                                        for a in self.entailing))
        object.__setattr__(self, "plain_targets", frozenset(natural(a, "plain target")
                                                            for a in self.plain_targets))

    def moves(self) -> list[Move]:
        return [Move((EntailingNim(k, self.entailing, self.plain_targets),),
                     entailing=(self.n - k) in self.entailing and k not in self.plain_targets)
                for k in range(self.n)]

    def options(self) -> list:
        return [m.parts[0] for m in self.moves()]


@dataclass(frozen=True)
class GoldbachNim(EntailingPosition):
    """A Nim heap of size ``n`` in Goldbach's Nim: a move is entailing when it takes a prime
    number of beans and leaves a prime number (1 counted as a prime when ``one_is_prime``)."""

    n: int
    one_is_prime: bool = False

    def __post_init__(self) -> None:
        natural(self.n, "n")

    def moves(self) -> list[Move]:
        one = self.one_is_prime
        return [Move((GoldbachNim(k, one),),
                     entailing=_is_prime(self.n - k, one) and _is_prime(k, one))
                for k in range(self.n)]

    def options(self) -> list:
        return [m.parts[0] for m in self.moves()]


@dataclass(frozen=True)
class AllSquare(EntailingPosition):
    """A heap of ``n`` in All Square: split it into two smaller non-empty heaps; the move is
    complimenting (the mover must move again) when both heaps are perfect squares."""

    n: int

    def __post_init__(self) -> None:
        natural(self.n, "n")

    def moves(self) -> list[Move]:
        n = self.n
        return [Move((AllSquare(a), AllSquare(n - a)),
                     complimenting=_is_square(a) and _is_square(n - a))
                for a in range(1, n // 2 + 1)]

    def options(self) -> list:
        return [m.parts for m in self.moves()]


_DIRECTIONS = ("orthogonal", "diagonal")


@dataclass(frozen=True)
class WytQueensWithTrains(EntailingPosition):
    """A queen at ``(x, y)`` moving towards the corner (0, 0) as in Wyt Queens: any distance
    left, down, or diagonally. The moves in the direction ``entailing`` ("orthogonal", as in
    Table 3 of the chapter, or "diagonal", Off-Wyth-Its-Tail!) are entailing."""

    x: int
    y: int
    entailing: str = "orthogonal"

    def __post_init__(self) -> None:
        natural(self.x, "x")
        natural(self.y, "y")
        if self.entailing not in _DIRECTIONS:
            raise CGTValueError(f"entailing must be 'orthogonal' or 'diagonal', not "
                                f"{shown(self.entailing)}")

    def moves(self) -> list[Move]:
        x, y, kind = self.x, self.y, self.entailing
        orthogonal = kind == "orthogonal"
        found = [Move((WytQueensWithTrains(a, y, kind),), entailing=orthogonal)
                 for a in range(x)]
        found += [Move((WytQueensWithTrains(x, b, kind),), entailing=orthogonal)
                  for b in range(y)]
        found += [Move((WytQueensWithTrains(x - d, y - d, kind),), entailing=not orthogonal)
                  for d in range(1, min(x, y) + 1)]
        return found

    def options(self) -> list:
        return [m.parts[0] for m in self.moves()]


_ONE_TO_ZERO = ("entailing", "plain", "illegal")


@dataclass(frozen=True)
class PrimWithTails(EntailingPosition):
    """A heap of ``n`` in Prim with tails: remove m beans where m and n are coprime (so the
    last bean only from a heap of 1); reducing a heap by 1 is entailing. The move 1 → 0 is
    ``one_to_zero``: "entailing" (as every reduction by 1), "plain" or "illegal"; with it
    illegal, the move 2 → 1 is entailing when ``two_to_one_entailing`` (the chapter's
    "Adding Tails to Prim and Dim")."""

    n: int
    one_to_zero: str = "entailing"
    two_to_one_entailing: bool = True

    def __post_init__(self) -> None:
        natural(self.n, "n")
        if self.one_to_zero not in _ONE_TO_ZERO:
            raise CGTValueError(f"one_to_zero must be 'entailing', 'plain' or 'illegal', not "
                                f"{shown(self.one_to_zero)}")

    def _removals(self) -> list[int]:
        n = self.n
        return [m for m in range(1, n + 1) if _gcd(m, n) == 1]

    def _heap(self, k: int) -> PrimWithTails:
        return type(self)(k, self.one_to_zero, self.two_to_one_entailing)

    def moves(self) -> list[Move]:
        return [Move((self._heap(self.n - m),), entailing=self._entails(m))
                for m in self._removals() if self._legal(m)]

    def _legal(self, m: int) -> bool:
        return not (self.n - m == 0 and self.one_to_zero == "illegal")

    def _entails(self, m: int) -> bool:
        if m != 1:
            return False
        if self.n == 1:
            return self.one_to_zero == "entailing"
        if self.n == 2 and self.one_to_zero == "illegal":
            return self.two_to_one_entailing
        return True

    def options(self) -> list:
        return [m.parts[0] for m in self.moves()]


@dataclass(frozen=True)
class DimWithTails(PrimWithTails):
    """A heap of ``n`` in Dim with tails: remove a divisor of n; reducing a heap by 1 is
    entailing, with the same variants for the moves 1 → 0 (here the move n → 0 of any heap
    when ``one_to_zero`` is "illegal") and 2 → 1 as ``PrimWithTails``."""

    def _removals(self) -> list[int]:
        n = self.n
        return [m for m in range(1, n + 1) if n % m == 0]


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
