"""The values of a position's options, from the values of the parts they split into.

A position's value is ``{G^L | G^R}`` over the values of its options (Conway, *ONAG*, ch. 7),
and an option that falls apart into independent parts is their disjunctive sum. The searches
that value rule-defined positions name each part by a positive int key of a table of values,
and write an option as

* a *signed key*: ``k`` for the part valued ``table[k]``, ``-k`` for its negative (a
  symmetry that swaps the players, such as the transposition of a Domineering board);
* a sorted tuple of signed keys, for the sum of several parts;
* the empty tuple, for an option with no part left that has a move (value 0).
"""
from __future__ import annotations
from cgt.numbers.dyadic import less
from cgt.short import negative
from cgt.short.arithmetic import add
from cgt.short.named import zero
from typing import TYPE_CHECKING, Any

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.short.game import Game


def option_values(options: Any, sign: Any, table: dict, sums: dict) -> list:
    """The values of ``options``, from ``table`` (key -> value) and the memo ``sums`` (tuple
    of signed keys -> the sum of their values), which it fills.

    Of the options that are numbers only the best for the mover is kept (the greatest for
    Left, ``sign`` 1; the least for Right, ``sign`` -1): it dominates the others, and dropping
    them here spares the canonical form their comparisons.
    """
    out = []
    number = best = None
    for option in options:
        if option.__class__ is int:
            if option > 0:
                v = table[option]
            else:
                v = negative(table[-option])
        else:
            v = sums.get(option)
            if v is None:
                v = sums[option] = sum_of_parts(option, table)
        t = v._nus
        if t is not None and not t[1] and not t[2]:
            x = t[0]
            if best is None or (less(best, x) if sign > 0 else less(x, best)):
                number = v
                best = x
            continue
        out.append(v)
    if number is not None:
        out.append(number)
    return out


def sum_of_parts(parts: Any, table: dict) -> Game:
    """The sum of the values of ``parts``, given by signed keys; numbers, nimbers and ups are
    added first, in closed form, so that a hot part is shifted once rather than once each."""
    small = zero
    total = None
    for part in parts:
        if part > 0:
            v = table[part]
        else:
            v = negative(table[-part])
        if v.nus is not None:
            small = v if small is zero else add(small, v)
        else:
            total = v if total is None else add(total, v)
    if total is None:
        return small
    return total if small is zero else add(total, small)


def unvalued(sides: Any, table: dict) -> list:
    """The keys of the parts of the options of ``sides`` (Left's and Right's options) that
    have no value in ``table`` yet."""
    out = []
    for side in sides:
        for option in side:
            for part in ((option,) if option.__class__ is int else option):
                if part < 0:
                    part = -part
                if part not in table:
                    out.append(part)
    return out
