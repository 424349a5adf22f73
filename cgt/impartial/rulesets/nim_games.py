"""Nim and the games that play like it: Moore's Nim_k, Poker-Nim and Northcott's game.

* **Nim** (Bouton 1902): reduce one heap to any smaller size; G = a_1 ⊕ … ⊕ a_k.
* **Moore's Nim_k**: reduce at least one and at most k heaps; P exactly when every binary
  column has a multiple of k + 1 ones (Moore 1910; Michon, *Numericana*, "Moore's Nim").
* **Poker-Nim**: Nim in which a player may instead add chips won earlier; additions are
  reversible, so the Nim winner just takes them back (WW ch. 3, "Poker-Nim").
* **Northcott's game**: each row's gap between the two pieces acts as a Nim heap; retreats
  are reversible (WW ch. 3, "Northcott's Game").

Heaps are kept as a sorted tuple without empty heaps: the order of the heaps and empty heaps
do not matter in any of these games.
"""
from __future__ import annotations
from cgt.drawing.heaps import ShowsHeaps, heaps_svg
from cgt.impartial.rulesets.base import RulesetError, SlotFields, heap_tuple, natural, one_list
from cgt.position import Position
from cgt.short.game import Game
from cgt.short.named import nimber
from cgt.numbers.checks import shown
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = ["Nim", "PokerNimHeaps", "MooreNim", "NorthcottGaps"]


def _xor(values):
    total = 0
    for v in values:
        total ^= v
    return total


def _normal(heaps):
    return tuple(sorted(h for h in heap_tuple(heaps) if h))


class Nim(ShowsHeaps, SlotFields, Position):
    """Nim on the given heaps: a move reduces one heap to any smaller size."""

    __slots__ = ("heaps",)

    def __init__(self, heaps: Iterable[int], *more: int) -> None:
        if more:
            one_list(type(self), heaps, more)
        self.heaps = _normal(heaps)

    def _with(self, index: int, size: int) -> Nim:
        return type(self)(self.heaps[:index] + (size,) + self.heaps[index + 1:])

    def options(self) -> Sequence[Any]:
        """Every reduction of one heap (equal heaps give the same options once)."""
        moves: list[Nim] = []
        for i, h in enumerate(self.heaps):
            if i == 0 or h != self.heaps[i - 1]:
                moves.extend(self._with(i, smaller) for smaller in range(h))
        return moves

    @property
    def nim_value(self) -> int:
        """The Grundy value: the nim-sum of the heaps (Bouton)."""
        return _xor(self.heaps)

    def known_value(self) -> Game:
        """The value ``*(nim-sum)``, which the engines take instead of searching the options."""
        return nimber(self.nim_value)

    def winning_moves(self) -> Any:
        """Every move to a P-position: reduce a heap h with h ⊕ X < h to h ⊕ X (X = nim-sum)."""
        total = self.nim_value
        moves = []
        for i, h in enumerate(self.heaps):
            if h ^ total < h and (i == 0 or h != self.heaps[i - 1]):
                moves.append(self._with(i, h ^ total))
        return moves


class PokerNimHeaps(Nim):
    """Poker-Nim given by its heaps alone: Nim in which a player may instead add chips taken
    earlier to one heap.  (``cgt.rulesets.PokerNim`` is the board with both players' reserves.)

    Adding is a *reversible* move: whoever wins the Nim position answers an addition by
    removing exactly the chips added, and otherwise plays Nim.  So a Poker-Nim position has
    the value and outcome of Nim, and ``options()`` lists the reducing moves only (WW ch. 3,
    "Poker-Nim"; Leff, ch. 4, "Poker-Nim").
    """

    __slots__ = ()

    def reply(self, after: Any) -> Any:
        """The winner's answer when the opponent moves from this position to ``after``.

        An addition is reversed, restoring this position; after a reduction the answer is a
        Nim winning move, or None when the opponent has moved to a P-position.
        """
        after = after if isinstance(after, PokerNimHeaps) else PokerNimHeaps(after)
        removed = _multiset_difference(self.heaps, after.heaps)
        added = _multiset_difference(after.heaps, self.heaps)
        if len(removed) > 1 or len(added) > 1 or not (removed or added):
            raise RulesetError(f"{shown(after)} is not one move away from {shown(self)}")
        if sum(added) > sum(removed):
            return self
        moves = after.winning_moves()
        return moves[0] if moves else None


def _multiset_difference(first, second):
    rest = list(second)
    missing = []
    for h in first:
        if h in rest:
            rest.remove(h)
        else:
            missing.append(h)
    return missing


class MooreNim(ShowsHeaps, SlotFields, Position):
    """Moore's Nim_k: a move reduces at least one and at most k heaps, each by any amount."""

    __slots__ = ("heaps", "k")

    def __init__(self, heaps: Iterable[int], k: int) -> None:
        self.heaps = _normal(heaps)
        self.k = natural(k, "k")
        if self.k < 1:
            raise RulesetError("Moore's Nim_k needs k ≥ 1")

    def options(self) -> list[Any]:
        """Every reduction of 1..k heaps, each result listed once."""
        heaps, results = self.heaps, set()
        # Grow the moves heap by heap: each partial move records how many heaps it reduced.
        partial: set[tuple[tuple[int, ...], int]] = {((), 0)}
        for h in heaps:
            grown = set()
            for done, reduced in partial:
                grown.add((done + (h,), reduced))
                if reduced < self.k:
                    grown.update((done + (s,), reduced + 1) for s in range(h))
            partial = grown
        for done, reduced in partial:
            if reduced:
                results.add(MooreNim(done, self.k))
        return list(results)

    def is_p_position(self) -> bool:
        """Moore's rule: every binary column holds a multiple of k + 1 ones."""
        bit = 1
        while any(h >= bit for h in self.heaps):
            if sum(1 for h in self.heaps if h & bit) % (self.k + 1):
                return False
            bit <<= 1
        return True

    def winning_move(self) -> MooreNim | None:
        """A move to a P-position, or None if this is one (Moore 1910).

        Going from the top bit down, T is the set of heaps already reduced (their lower
        bits are free).  At each bit, clear it in T; with r the count mod k+1 of the other
        heaps having the bit, either set it back in k+1-r heaps of T, or, when T is too
        small, clear it in r other heaps and add them to T (then |T| ≤ k).
        """
        if self.is_p_position():
            return None
        heaps = list(self.heaps)
        modulus = self.k + 1
        chosen: list[int] = []
        for b in range(max(heaps).bit_length() - 1, -1, -1):
            bit = 1 << b
            for i in chosen:
                heaps[i] &= ~bit
            having = [i for i, h in enumerate(heaps) if h & bit and i not in chosen]
            r = len(having) % modulus
            if r == 0:
                continue
            if len(chosen) >= modulus - r:
                for i in chosen[:modulus - r]:
                    heaps[i] |= bit
            else:
                for i in having[:r]:
                    heaps[i] &= ~bit
                    chosen.append(i)
        return MooreNim(heaps, self.k)


class NorthcottGaps(SlotFields, Position):
    """Northcott's game, given by the gaps between the two pieces of each row.
    (``cgt.rulesets.Northcott`` is the board itself, with every move of either piece.)

    Each player moves one of his own pieces along its row without jumping the other piece.
    Advancing shrinks the row's gap like a Nim move; retreating widens it, but the Nim
    winner reverses every retreat by advancing the same distance, and the board's edge ends
    the game.  So the position is Nim on the gaps, and ``options()`` lists the advances
    (WW ch. 3, "Northcott's Game").  On a board ``width`` squares wide a gap is at most width - 2.
    """

    __slots__ = ("gaps", "width")

    def __init__(self, gaps: Any, width: int = 8) -> None:
        self.gaps = heap_tuple(gaps)
        self.width = natural(width, "board width")
        if any(g > self.width - 2 for g in self.gaps):
            raise RulesetError(f"a gap on a board {self.width} wide is at most {self.width - 2}")

    def to_svg(self) -> str:
        """An SVG picture of the gaps, one heap per row."""
        return heaps_svg([(g, f"row {i + 1}") for i, g in enumerate(self.gaps)], repr(self))

    _repr_svg_ = to_svg

    def components(self) -> list[Any]:
        """The rows, each a game of its own."""
        return [NorthcottGaps([g], self.width) for g in self.gaps]

    def options(self) -> list[Any]:
        return [
            NorthcottGaps(self.gaps[:i] + (smaller,) + self.gaps[i + 1:], self.width)
            for i, g in enumerate(self.gaps)
            for smaller in range(g)
        ]

    @property
    def nim_value(self) -> int:
        """The nim-sum of the gaps."""
        return _xor(self.gaps)

    def winning_changes(self) -> list:
        """Every winning change of one gap, as (row, old gap, new gap): g → g ⊕ X.

        New gaps above the old are retreats; they are possible when the new gap fits on the
        board and the moving piece has room behind it.
        """
        total = self.nim_value
        if total == 0:
            return []
        return [(i, g, g ^ total) for i, g in enumerate(self.gaps) if g ^ total <= self.width - 2]
