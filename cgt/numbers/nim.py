"""Nim arithmetic on Python ints: mex, nim-addition and Conway's nim field.

The nimbers ``*n`` add by ``a ⊕ b`` (bitwise exclusive or, Bouton) and multiply by the
nim-product ``a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}``; with these
two operations the natural numbers form a field of characteristic 2 in which every initial
segment ``{0, ..., 2**(2**k) - 1}`` is a subfield GF(2**(2**k)).  Sources: *Winning Ways*
ch. 3 ("the nim-sum"); Conway, *On Numbers and Games*, ch. 6.

Every function is exact for integers of any size.  The product works on the *Fermat
2-powers* ``F = 2**(2**k)``: ``x ⊗ F = x·F`` for ``x < F`` and ``F ⊗ F = F ⊕ F/2``, three
products of half the size each (Karatsuba's trick) down to products of two bytes, which come
from a table of GF(256) built on first use.
"""
from __future__ import annotations
import functools

from cgt.errors import CGTError, CGTValueError, ResourceError
from cgt.numbers.checks import items, natural
from collections.abc import Callable, Iterable

__all__ = [
    "NimberError", "NimDivisionError", "mex", "nim_sum", "nim_product", "nim_square", "nim_power",
    "nim_inverse", "nim_divide", "nim_sqrt"
]


class NimberError(CGTValueError):
    """A negative number or a non-integer where a nimber (a natural number) was needed."""


class NimDivisionError(CGTError, ZeroDivisionError):
    """Division by the nimber 0, which has no nim-inverse."""


def _natural(x: object, what: str = "nimber") -> int:
    return natural(x, what, NimberError)


def mex(values: Iterable[int]) -> int:
    """The minimum excludant: the least natural number not in ``values``.

    ``mex ∅ = 0`` and ``mex {0, 1, 3} = 2``.  Since ``mex S ≤ |S|``, the count up from 0
    stops after at most |S| + 1 steps.
    """
    seen = set(items(values, "values given to mex"))
    if not all(type(v) is int and v >= 0 for v in seen):
        seen = {natural(v, "value given to mex") for v in seen}
    n = 0
    while n in seen:
        n += 1
    return n


def nim_sum(*xs: int) -> int:
    """The nim-sum ``x1 ⊕ x2 ⊕ ...`` (bitwise exclusive or; Winning Ways ch. 3)."""
    total = 0
    for x in xs:
        total ^= _natural(x)
    return total


def _level(n: int) -> int:
    """The least L with n < 2**(2**L)."""
    level = 0
    while n >> (1 << level):
        level += 1
    return level


def _split(a: int, level: int) -> tuple[int, int, int]:
    """(a1, a0, half) with a = a1·F + a0, F = 2**half the Fermat 2-power of ``level``."""
    half = 1 << (level - 1)
    return a >> half, a & ((1 << half) - 1), half


def _split_product(a: int, b: int, level: int, multiply: Callable[[int, int, int], int],
                   times_half: Callable[[int, int], int] | None = None) -> int:
    """a ⊗ b for a, b < 2**(2**level), by three products in the subfield below,
    ``multiply(x, y, level - 1)``, and one product by F/2, ``times_half(x, level - 1)``.

    With F = 2**half the Fermat 2-power of the level, a = a1·F + a0 and b = b1·F + b0:
    the high half is (a0 ⊕ a1)(b0 ⊕ b1) ⊕ a0·b0 and, since F ⊗ F = F ⊕ F/2, the low half
    is a0·b0 ⊕ (a1·b1) ⊗ F/2 (Conway, *ONAG*, ch. 6).
    """
    a1, a0, half = _split(a, level)
    b1, b0, _ = _split(b, level)
    lower = level - 1
    c00 = multiply(a0, b0, lower)
    c11 = multiply(a1, b1, lower)
    middle = multiply(a0 ^ a1, b0 ^ b1, lower)
    if times_half is None:
        low = c00 ^ multiply(c11, 1 << (half - 1), lower)
    else:
        low = c00 ^ times_half(c11, lower)
    return ((middle ^ c00) << half) | low


@functools.cache
def _byte_table() -> list[int]:
    """All products of two bytes (the field GF(256)) as a flat list, built level by level."""
    table, size = [0, 0, 0, 1], 2  # GF(2): products of 0 and 1
    for level in (1, 2, 3):
        width = size * size

        def lower(x: int, y: int, _level: int, table: list[int] = table,
                  size: int = size) -> int:
            return table[x * size + y]

        table = [_split_product(a, b, level, lower) for a in range(width) for b in range(width)]
        size = width
    return table


def _product(a: int, b: int, level: int) -> int:
    if a <= 1 or b <= 1:
        return a * b
    if level <= 3:
        return _byte_table()[a << 8 | b]
    return _split_product(a, b, level, _product, _times_half)


def _times_half(x: int, level: int) -> int:
    """x ⊗ 2**(2**level − 1) for x < 2**(2**level): the product by half the Fermat 2-power
    F = 2**(2**level), which is cheaper than a general product.

    2**(2**level − 1) is the ordinary product F′·(F′/2) of the Fermat 2-power F′ below and
    half of it, and x ⊗ F′ = (x1 ⊕ x0)·F′ ⊕ x1 ⊗ F′/2 for x = x1·F′ + x0, so two more
    products by F′/2 finish the job.
    """
    if x == 0 or level == 0:
        return x
    if level <= 3:
        return _byte_table()[x << 8 | 1 << ((1 << level) - 1)]
    x1, x0, half = _split(x, level)
    lower = level - 1
    return (_times_half(x1 ^ x0, lower) << half) | _times_half(_times_half(x1, lower), lower)


def nim_product(a: int, b: int) -> int:
    """The nim-product ``a ⊗ b`` (Conway's nim-multiplication, exact for any size).

    Examples: ``2 ⊗ 2 = 3``, ``4 ⊗ 4 = 6``, ``16 ⊗ 16 = 24``, ``2**32 ⊗ 2**32 = 3·2**31``.
    """
    a, b = _natural(a), _natural(b)
    return _product(a, b, _level(max(a, b)))


def nim_square(a: int) -> int:
    """``a ⊗ a``.  Squaring is additive in the nim field (Frobenius), so it is a field map."""
    return nim_product(a, a)


#: The most work ``nim_power`` takes on, in products of two bytes: about a second.
MAX_POWER_WORK = 2 * 10**6


def nim_power(a: int, e: int) -> int:
    """``a ⊗ a ⊗ ... ⊗ a`` (``e`` factors, ``e ≥ 0``), by square-and-multiply.

    A nonzero ``a < 2**(2**L)`` lies in the multiplicative group of GF(2**(2**L)), of order
    ``2**(2**L) - 1``, so only ``e`` modulo that order matters.  ``ResourceError`` when the
    products left would still take more than ``MAX_POWER_WORK`` byte products."""
    a, e = _natural(a), _natural(e, "exponent")
    if a <= 1:
        return a if e else 1
    level = _level(a)
    e %= (1 << (1 << level)) - 1
    # each product at level L > 3 takes three at level L - 1, down to the byte table at 3
    work = 2 * e.bit_length() * 3 ** max(level - 3, 0)
    if work > MAX_POWER_WORK:
        raise ResourceError(f"a nim-power of a {a.bit_length()}-bit nimber to a "
                            f"{e.bit_length()}-bit exponent needs about {work} byte products; "
                            f"at most {MAX_POWER_WORK} are done")
    result = 1
    while e:
        if e & 1:
            result = _product(result, a, level)
        e >>= 1
        if e:
            a = _product(a, a, level)
    return result


def _inverse(a: int, level: int) -> int:
    # GF(F²) is GF(F)[F] with F ⊗ F = F ⊕ h, h = F/2; the conjugate of a1·F + a0 is
    # a1·F + (a0 ⊕ a1), and their product is the norm a0² ⊕ a0·a1 ⊕ a1²·h in GF(F).
    if a <= 1:
        return a
    a1, a0, half = _split(a, level)
    lower = level - 1
    norm = _product(a0, a0 ^ a1, lower) ^ _times_half(_product(a1, a1, lower), lower)
    inverse_norm = _inverse(norm, lower)
    return (_product(a1, inverse_norm, lower) << half) | _product(a0 ^ a1, inverse_norm, lower)


def nim_inverse(a: int) -> int:
    """The nim-reciprocal of ``a ≠ 0``: ``a ⊗ nim_inverse(a) = 1``.

    Computed in GF(F²) over GF(F) by multiplying the conjugate by the inverse of the norm,
    one Fermat level at a time.  Raises :class:`NimDivisionError` for 0.
    """
    a = _natural(a)
    if a == 0:
        raise NimDivisionError("the nimber 0 has no nim-inverse")
    return _inverse(a, _level(a))


def nim_divide(a: int, b: int) -> int:
    """``a ⊘ b = a ⊗ nim_inverse(b)``; raises :class:`NimDivisionError` when ``b = 0``."""
    return nim_product(a, nim_inverse(b))


def _sqrt(a: int, level: int) -> int:
    # (x1·F + x0)² = x1²·F ⊕ x1²·h ⊕ x0², so x1 = √a1 and x0 = √(a0 ⊕ a1·h).
    if a <= 1:
        return a
    a1, a0, half = _split(a, level)
    lower = level - 1
    x0 = _sqrt(a0 ^ _times_half(a1, lower), lower)
    return (_sqrt(a1, lower) << half) | x0


def nim_sqrt(a: int) -> int:
    """The unique nim-square root of ``a`` (squaring is a field automorphism of GF(2**(2**L)))."""
    a = _natural(a)
    return _sqrt(a, _level(a))
