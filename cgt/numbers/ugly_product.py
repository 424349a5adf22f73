"""Two "ugly" products of natural numbers, which part at 14 × 3.

**The ugly product** ``ugly_product(a, b)`` is the product of CGSuite's ``UglyProduct``, the
values of acrostic products of coin-turning games (*Winning Ways*, ch. 14, "Turn and Turn
About"). Like the nim-product it distributes over nim-addition, ``(a ⊕ a') ⊠ b = (a ⊠ b) ⊕
(a' ⊠ b)``, so it is fixed by its values on powers of two: with ``2^0 = 1`` as its unit,

    2^m ⊠ 2^m = 2^(m-1)                      (m ≥ 1)
    2^m ⊠ 2^n = 2^m + 2^(n-1)                (m > n ≥ 1).

These are the values of the acrostic products of Ruler and Motley, whose coins are worth powers
of two (``cgt.compounds.acrostic``): the coin (x, y) of Motley ⊗ Ruler is worth Motley's x-th
value ⊠ Ruler's y-th value. The product is commutative, but not associative and has zero
divisors: ``14 ⊠ 6 = 0``.

**The ordinary mex product** ``ordinary_mex_product(a, b)`` is the nim-product's recursive
definition (*On Numbers and Games*, ch. 6) with ordinary addition where that definition has
nim-addition,

    a × b = mex{a' × b + a × b' + a' × b' : a' < a, b' < b}.

It is commutative with unit 1, agrees with the ugly product up to 14 × 2 = 13, and parts from it
at 14 × 3 (16 against 3). Its table below a × b is filled from the definition, one mex per
entry: a × b takes O(a²b²) steps, and tables beyond ``MAX_ENTRIES`` entries are refused with a
``ResourceError``.
"""
from __future__ import annotations

from cgt.errors import ResourceError
from cgt.numbers.checks import natural

__all__ = ["MAX_ENTRIES", "ordinary_mex_product", "ugly_product"]

#: The largest table, (a + 1)·(b + 1) entries, the ordinary mex product is computed from.
MAX_ENTRIES = 4096


def _power_product(m: int, n: int) -> int:
    """2^m ⊠ 2^n (see the module)."""
    if m > n:
        m, n = n, m
    if m == 0:
        return 1 << n
    if m == n:
        return 1 << (m - 1)
    return (1 << n) | (1 << (m - 1))


def ugly_product(a: int, b: int) -> int:
    """The ugly product a ⊠ b of two natural numbers: the values of acrostic products
    (*Winning Ways*, ch. 14; see the module). It distributes over nim-addition.

    >>> [ugly_product(14, n) for n in range(1, 9)]
    [14, 13, 3, 13, 3, 0, 14, 7]
    """
    a = natural(a, "first factor of the ugly product")
    b = natural(b, "second factor of the ugly product")
    result = 0
    for m in range(a.bit_length()):
        if a >> m & 1:
            for n in range(b.bit_length()):
                if b >> n & 1:
                    result ^= _power_product(m, n)
    return result


def ordinary_mex_product(a: int, b: int) -> int:
    """a × b = mex{a' × b + a × b' + a' × b'}, the nim-product's definition with ordinary
    addition (see the module).

    >>> [ordinary_mex_product(14, n) for n in range(1, 5)]
    [14, 13, 16, 15]
    """
    a = natural(a, "first factor of the ordinary mex product")
    b = natural(b, "second factor of the ordinary mex product")
    if a > b:
        a, b = b, a
    if (a + 1) * (b + 1) > MAX_ENTRIES:
        raise ResourceError(f"the ordinary mex product {a} × {b} needs a table of "
                            f"{(a + 1) * (b + 1)} entries; at most {MAX_ENTRIES} are computed")
    table: dict[tuple[int, int], int] = {}
    for i in range(a + 1):
        for j in range(i, b + 1):
            table[i, j] = _mex({_get(table, x, j) + _get(table, i, y) + _get(table, x, y)
                                for x in range(i) for y in range(j)})
    return table[a, b]


def _get(table: dict[tuple[int, int], int], a: int, b: int) -> int:
    return table[a, b] if a <= b else table[b, a]


def _mex(values: set[int]) -> int:
    n = 0
    while n in values:
        n += 1
    return n
