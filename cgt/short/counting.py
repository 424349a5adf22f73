"""Counting in the game tree of a canonical form: followers and stops.

- The **followers** of G are G and every position reachable from it by moves of either player
  (Winning Ways, vol. 1, ch. 2; Siegel, *Combinatorial Game Theory*, 2013, I.1); in canonical
  form, distinct followers are distinct values.
- The **stop count** is the number of stopping positions in the complete game tree of the
  canonical form, every path counted: SC(x) = 1 for a number x, and otherwise SC(G) is the sum
  of SC over the Left options and over the Right options (CGSuite's ``StopCount``). It grows
  exponentially with the birthday: SC(*n) = 2·3ⁿ⁻¹ for n ≥ 1.

Both walk the canonical followers once each, with an explicit stack.
"""
from __future__ import annotations
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cgt.short.uptimal_expansion import expansion

__all__ = ["followers", "follower_count", "stop_count", "uptimal_expansion", "UptimalExpansion"]

if TYPE_CHECKING:
    from cgt.short.game import Game


def followers(g: Game) -> frozenset[Game]:
    """The set of the canonical followers of g, g included."""
    seen = {g}
    stack = [g]
    while stack:
        h = stack.pop()
        for x in h.left_options + h.right_options:
            if x not in seen:
                seen.add(x)
                stack.append(x)
    return frozenset(seen)


def follower_count(g: Game) -> int:
    """The number of distinct canonical followers of g, g included."""
    t = g._nus
    if t is not None and t.is_nimber:
        m: int = t[2]
        return m + 1  # *n has the followers 0, *, ..., *n
    return len(followers(g))


def stop_count(g: Game) -> int:
    """The number of stopping positions (numbers) in the complete game tree of g's canonical
    form, counting every path: 1 for a number, else the sum over all options."""
    memo: dict[Game, int] = {}
    stack = [g]
    while stack:
        h = stack[-1]
        if h in memo:
            stack.pop()
            continue
        closed = _closed_form(h)
        if closed is not None:
            memo[h] = closed
            stack.pop()
            continue
        options = h.left_options + h.right_options
        missing = [x for x in options if x not in memo]
        if missing:
            stack.extend(missing)
            continue
        stack.pop()
        memo[h] = sum(memo[x] for x in options)
    return memo[g]


def _closed_form(g: Game) -> int | None:
    """SC of a number (1) or of a number plus a nimber *n (2·3ⁿ⁻¹), else None."""
    t = g._nus
    if t is None or t[1]:
        return None
    m: int = t[2]
    return 1 if not m else 2 * 3 ** (m - 1)


def uptimal_expansion(g: Game) -> UptimalExpansion | None:
    """(number part, (a₁, …, aₙ), nimber part) when g = x + a₁·↑ + … + aₙ·↑ⁿ + *m, else None;
    the number part is a ``Dyadic`` (see ``cgt.short.uptimal_expansion``)."""
    e = expansion(g)
    if e is None:
        return None
    return UptimalExpansion(e.number, e.coefficients, e.nimber)


class UptimalExpansion(tuple[Any, tuple[int, ...], int]):
    """The uptimal expansion x.a₁a₂…aₙ + *m as a tuple (number, coefficients, nimber)."""

    __slots__ = ()

    def __new__(cls, number: Any, coefficients: Iterable[int], nimber: int) -> UptimalExpansion:
        return tuple.__new__(cls, (number, tuple(coefficients), nimber))

    @property
    def number(self) -> Any:
        """The number part x, a ``Dyadic``."""
        return self[0]

    @property
    def coefficients(self) -> tuple[int, ...]:
        """(a₁, …, aₙ), with aₙ ≠ 0; empty for a number plus a nimber."""
        return self[1]

    @property
    def nimber(self) -> int:
        """The nimber part m of *m."""
        return self[2]

    def __repr__(self) -> str:
        return f"UptimalExpansion(number={self[0]}, coefficients={self[1]}, nimber={self[2]})"
