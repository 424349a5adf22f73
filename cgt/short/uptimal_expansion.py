"""Uptimal expansions: games x + a₁·↑ + a₂·↑² + … + aₙ·↑ⁿ + *m.

An **uptimal** is a number x plus an integer combination of the up-nths ↑ᵏ = Pow(↑, k) plus a
nimber (Winning Ways, vol. 2, ch. 11 and the glossary, "uptimal"; Siegel, *Combinatorial Game
Theory*, 2013, II.6). Its expansion is written x.a₁a₂…aₙ with aₙ ≠ 0; numbers, nimbers and
number-up-stars are the uptimals of length n ≤ 1.

Recognition works up the game tree. The options of an uptimal are uptimals, and when aₙ > 0
it has a single Right option, x + (a₁ - 1)·↑ + … + (aₙ - 1)·↑ⁿ + *(m ⊕ 1), with trailing zeros
dropped. So the expansion of the Right option leaves two candidates: every coefficient one
more (when aₙ ≥ 2), or the same with a new last coefficient aₙ = 1, after the longest
expansion among the options. The mirror image covers aₙ < 0. A candidate is accepted only
when the Right option plus ↑^[L] + * is the very game (L the number of coefficients raised),
which is exactly the uptimal the candidate names; so a game is never misread.
"""
from __future__ import annotations
from typing import TYPE_CHECKING, NamedTuple

from cgt.numbers.dyadic import ZERO, Dyadic
from cgt.short.arithmetic import add, neg, times
from cgt.short.deep import run_deep
from cgt.short.named import power, power_to, up
from cgt.short.store import nus, shift
from cgt.short.stops import stops

__all__ = ["expansion", "build"]

if TYPE_CHECKING:
    from cgt.short.game import Game

    # (coefficients, m) of a₁·↑ + … + aₙ·↑ⁿ + *m.
    Infinitesimal = tuple[tuple[int, ...], int]

_KEY = "uptimal expansion"
_NONE: tuple[()] = ()  # memo marker for "not an uptimal"
_STAR = nus(ZERO, 0, 1)


class Expansion(NamedTuple):
    """x + a₁·↑ + … + aₙ·↑ⁿ + *m: the number part x (a ``Dyadic``), the coefficients
    (a₁, …, aₙ) with aₙ ≠ 0 (empty for a number plus a nimber) and the nimber part m."""

    number: Dyadic
    coefficients: tuple[int, ...]
    nimber: int

    @property
    def length(self) -> int:
        return len(self.coefficients)

    @property
    def is_unit(self) -> bool:
        """Only aₙ is nonzero, and it is ±1: the game is x ± ↑ⁿ + *m."""
        c = self.coefficients
        return bool(c) and abs(c[-1]) == 1 and not any(c[:-1])

    @property
    def is_unit_sum(self) -> bool:
        """a₁ = … = aₙ = ±1: the game is x ± ↑^[n] + *m."""
        c = self.coefficients
        return bool(c) and abs(c[0]) == 1 and all(a == c[0] for a in c)


def expansion(g: Game) -> Expansion | None:
    """The uptimal expansion of g, or None when g is not an uptimal."""
    t = g._nus
    if t is not None:
        return Expansion(t[0], (t[1],) if t[1] else (), t[2])
    left_stop, right_stop = g._stops or stops(g)
    if left_stop != right_stop:
        return None
    rest = shift(g, -left_stop)
    if not rest.is_all_small:
        return None
    found = run_deep(_infinitesimal_expansion, rest)
    return None if found is None else Expansion(left_stop, found[0], found[1])


def build(coefficients: tuple[int, ...], m: int = 0, x: Dyadic = ZERO) -> Game:
    """The game x + a₁·↑ + … + aₙ·↑ⁿ + *m."""
    g = nus(x, coefficients[0] if coefficients else 0, m)
    for k, a in enumerate(coefficients[1:], start=2):
        if a:
            g = add(g, times(a, power(up, k)))
    return g


def _infinitesimal_expansion(g: Game) -> Infinitesimal | None:
    """(coefficients, m) of an all-small g with number part 0, or None."""
    memo = g._memo_dict()
    found: Infinitesimal | tuple[()] | None = memo.get(_KEY)
    if found is not None:
        return found or None
    t = g._nus
    expanded = ((t[1],) if t[1] else (), t[2]) if t is not None else _recognise(g)
    memo[_KEY] = expanded if expanded is not None else _NONE
    return expanded


def _recognise(g: Game) -> Infinitesimal | None:
    left = []
    for h in g.left_options:
        e = _infinitesimal_expansion(h)
        if e is None:
            return None
        left.append(e)
    right = []
    for h in g.right_options:
        e = _infinitesimal_expansion(h)
        if e is None:
            return None
        right.append(e)
    longest = max(len(e[0]) for e in left + right)
    if len(right) == 1:
        found = _match(g, g.right_options[0], right[0], longest)
        if found is not None:
            return found
    if len(left) == 1:
        found = _match(neg(g), neg(g.left_options[0]), _negative(left[0]), longest)
        if found is not None:
            return _negative(found)
    return None


def _match(g: Game, option: Game, expansion: Infinitesimal, longest: int) -> Infinitesimal | None:
    """The expansion of ``g`` if it is an uptimal whose last coefficient is positive and
    whose Right option is ``option`` (with the given expansion), else None.

    Adding 1 to each of the first L coefficients and toggling the nimber adds ↑^[L] + *,
    since ↑ + ↑² + … + ↑^L = ↑^[L], so each candidate is checked with one sum instead of
    being built term by term."""
    coefficients, m = expansion
    if coefficients and coefficients[-1] > 0:
        if add(add(option, power_to(up, len(coefficients))), _STAR) is g:
            return tuple(a + 1 for a in coefficients), m ^ 1
    if add(add(option, power_to(up, longest + 1)), _STAR) is g:
        padded = coefficients + (0,) * (longest - len(coefficients))
        return tuple(a + 1 for a in padded) + (1,), m ^ 1
    return None


def _negative(found: Infinitesimal) -> Infinitesimal:
    coefficients, m = found
    return tuple(-a for a in coefficients), m
