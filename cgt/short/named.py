"""The named values of short games: numbers, nimbers, ups, switches, tiny and miny, uptimals.

Definitions from Winning Ways, vol. 1, chs. 2-3 and the glossary of vol. 2; Siegel, *CGT*, II.4.
"""
from cgt.numbers.dyadic import ZERO, Dyadic
from cgt.short.arithmetic import add, neg
from cgt.short.canonical import canonical
from cgt.short.game import game
from cgt.short.deep import deep
from cgt.short.game import nus
from cgt.short.ordinal import ordinal_sum

zero = nus(ZERO)
star = nus(ZERO, 0, 1)
up = nus(ZERO, 1, 0)
down = nus(ZERO, -1, 0)


def nimber(n):
    """The nimber *n = {*0, ..., *(n-1) | *0, ..., *(n-1)}, held in closed form for any n >= 0."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"a nimber needs a non-negative integer, not {n!r}")
    return nus(ZERO, 0, n)


def number_up_star(x, n=0, m=0):
    """x + n.↑ + *m for a dyadic number x (any form ``game`` accepts), an int n and m >= 0."""
    g = game(x)
    if not g.is_number:
        raise ValueError(f"{x!r} is not a number")
    for name, part in (("multiple of up", n), ("nimber part", m)):
        if isinstance(part, bool) or not isinstance(part, int):
            raise TypeError(f"the {name} must be an int, not {part!r}")
    if m < 0:
        raise ValueError("the nimber part must be non-negative")
    return nus(g._nus[0], n, m)


@deep
def switch(x):
    """±x = {x | -x}."""
    g = game(x)
    return canonical([g], [neg(g)])


@deep
def tiny(x):
    """Tiny(x) = {0 || 0 | -x}: for a positive number x, a positive infinitesimal below every
    positive multiple of ↑ (Winning Ways, vol. 2 glossary, "tiny")."""
    g = game(x)
    return canonical([zero], [canonical([zero], [neg(g)])])


@deep
def miny(x):
    """Miny(x) = {x | 0 || 0} = -Tiny(x)."""
    return neg(tiny(x))


@deep
def power_to(base, n):
    """PowTo(B, n) = B : (n-1) for a base B = {0 | H}: with B = ↑ this is ↑^[n] = ↑ + ↑² + ... + ↑ⁿ."""
    _check_base(base)
    if n < 0:
        raise ValueError("the exponent must be non-negative")
    if n == 0:
        return zero
    return ordinal_sum(base, nus(Dyadic._raw(n - 1, 0)))


@deep
def power(base, n):
    """Pow(B, n) = {0 | H - PowTo(B, n-1)} for a base B = {0 | H}: with B = ↑ this is ↑ⁿ."""
    h = _check_base(base)
    if n < 1:
        raise ValueError("the exponent must be at least 1")
    return canonical([zero], [add(h, neg(power_to(base, n - 1)))])


def _check_base(base):
    if base.left_options != (zero,) or len(base.right_options) != 1:
        raise ValueError(f"a power needs a base of the form {{0 | H}}, not {base}")
    return base.right_options[0]
