"""The named values of short games: numbers, nimbers, ups, switches, tiny and miny, uptimals.

Definitions from Winning Ways, vol. 1, chs. 2-3 and the glossary of vol. 2; Siegel, *CGT*, II.4.
"""
from __future__ import annotations
from cgt.caches import Memo
from cgt.errors import CGTTypeError, CGTValueError
from cgt.lattice import SidedLevel
from cgt.numbers.checks import integer, natural, positive
from cgt.numbers.dyadic import ZERO, Dyadic
from cgt.short.arithmetic import add, neg
from cgt.short.canonical import canonical
from cgt.short.coerce import extension_braces
from cgt.short.game import Game, game
from cgt.short.deep import MAX_DEPTH, GameTooDeepError, deep
from cgt.short.game import nus
from cgt.short.ordinal import ordinal_sum
from fractions import Fraction
from typing import Any, overload

__all__ = ["zero", "star", "up", "down", "nimber", "number_up_star", "switch", "tiny", "miny"]

# an argument of these types makes a short game; any other may make a loopy value
_Short = int | Fraction | Dyadic | Game

zero = nus(ZERO)
star = nus(ZERO, 0, 1)
up = nus(ZERO, 1, 0)
down = nus(ZERO, -1, 0)


def nimber(n: int) -> Game:
    """The nimber *n = {*0, ..., *(n-1) | *0, ..., *(n-1)}, held in closed form for any n >= 0."""
    return nus(ZERO, 0, natural(n, "n of nimber(n)"))


def number_up_star(x: Any, n: int = 0, m: int = 0) -> Game:
    """x + n.↑ + *m for a dyadic number x (any form ``game`` accepts), an int n and m >= 0."""
    t = game(x)._nus
    if t is None or not t.is_number:
        raise CGTValueError(f"the number part x must be a number, not {x!r}")
    n = integer(n, "multiple of up n")
    m = natural(m, "nimber part m")
    return nus(t[0], n, m)


@overload
def switch(x: _Short) -> Game: ...
@overload
def switch(x: object) -> SidedLevel: ...


@deep
def switch(x: object) -> SidedLevel:
    """±x = {x | -x}; ±on is hot (*Winning Ways*, vol. 2, ch. 11, "on, off and hot")."""
    g = _value(x)
    if isinstance(g, Game):
        return canonical([g], [neg(g)])
    return extension_braces([g], [-g])


@overload
def tiny(x: _Short) -> Game: ...
@overload
def tiny(x: object) -> SidedLevel: ...


@deep
def tiny(x: object) -> SidedLevel:
    """Tiny(x) = {0 || 0 | -x}: for a positive number x, a positive infinitesimal below every
    positive multiple of ↑ (Winning Ways, vol. 2 glossary, "tiny"). Tiny(on) = {0 || 0 | off}
    is the loopy tiny (ch. 11, "How big is tiny?")."""
    g = _value(x)
    if isinstance(g, Game):
        return canonical([zero], [canonical([zero], [neg(g)])])
    return extension_braces([zero], [extension_braces([zero], [-g])])


@overload
def miny(x: _Short) -> Game: ...
@overload
def miny(x: object) -> SidedLevel: ...


@deep
def miny(x: object) -> SidedLevel:
    """Miny(x) = {x | 0 || 0} = -Tiny(x)."""
    return -tiny(x)


@deep
def power_to(base: Any, n: int) -> Game:
    """PowTo(B, n) = B : (n-1) for a base B = {0 | H}: with B = ↑ this is ↑^[n] = ↑ + ↑² + ... + ↑ⁿ."""
    g = _base(base)
    n = _depth_checked(natural(n, "exponent n of power_to(base, n)"))
    if n == 0:
        return zero
    return ordinal_sum(g, nus(Dyadic._raw(n - 1, 0)))


@deep
def power(base: Any, n: int) -> Game:
    """Pow(B, n) = {0 | H - PowTo(B, n-1)} for a base B = {0 | H}: with B = ↑ this is ↑ⁿ."""
    g = _base(base)
    n = _depth_checked(positive(n, "exponent n of power(base, n)"))
    key = (g._id, n)
    found: Game | None = _POWERS.get(key)
    if found is None:
        # remembered: an uptimal expansion builds ↑, ↑², …, ↑ⁿ again for every level it reads
        found = canonical([zero], [add(g.right_options[0], neg(power_to(g, n - 1)))])
        _POWERS.put(key, found)
    return found


_POWERS = Memo("short.powers")


def _depth_checked(n: int) -> int:
    """``n``, or ``GameTooDeepError`` at once if an n-th power, which is born on day n or
    later, would be deeper than any computation can go."""
    if n > MAX_DEPTH:
        raise GameTooDeepError(f"the exponent {n} makes a game born after day {MAX_DEPTH}, "
                               f"deeper than any computation can go")
    return n


def _value(x: object) -> SidedLevel:
    """The game of ``x``, short or loopy; a surreal number or transfinite nimber is refused."""
    g = game(x)
    if not isinstance(g, SidedLevel):
        raise CGTTypeError(f"a game is needed here, not the {g._kind} {g}")
    return g


def _base(base: object) -> Game:
    """The game of ``base``, checked to be of the form {0 | H}."""
    g = game(base)
    if not isinstance(g, Game) or g.left_options != (zero,) or len(g.right_options) != 1:
        raise CGTValueError(f"a power needs a base of the form {{0 | H}}, not {g}")
    return g
