"""Conway's "ugly" product of natural numbers (of nimbers).

The nim-product is ``a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}``. Writing
ordinary addition where it writes nim-addition gives another product,

    a × b = mex{a' × b + a × b' + a' × b' : a' < a, b' < b},

which Conway, *On Numbers and Games*, ch. 6, calls "ugly". It is commutative, with 1 as its
unit and 0 as its zero, straight from the definition, but its values part from the nim-product's
early: its table begins 14 × 1 = 14, 14 × 2 = 13, where the nim-product has 14 ⊗ 2 = 7.

The table of the products below a × b is filled row by row from the definition, each entry one
mex over the entries below it: a × b takes O(a²b²) steps, and products beyond ``MAX_ENTRIES``
table entries are refused with a ``ResourceError``.
"""
from __future__ import annotations

from cgt.errors import ResourceError
from cgt.numbers.checks import natural

#: The largest table, a·b entries, the product is computed from.
MAX_ENTRIES = 4096


def ugly_product(a: int, b: int) -> int:
    """Conway's ugly product a × b of two natural numbers (see the module's docstring)."""
    a = natural(a, "first factor of the ugly product")
    b = natural(b, "second factor of the ugly product")
    if a > b:
        a, b = b, a
    if (a + 1) * (b + 1) > MAX_ENTRIES:
        raise ResourceError(f"the ugly product {a} × {b} needs a table of {(a + 1) * (b + 1)} "
                            f"entries; at most {MAX_ENTRIES} are computed")
    table: dict[tuple[int, int], int] = {}
    for i in range(a + 1):
        for j in range(i, b + 1):
            if (i, j) not in table:
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
