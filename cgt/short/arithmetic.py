"""Disjunctive sum, negation and integer multiples of short games.

G + H = {G^L + H, G + H^L | G^R + H, G + H^R} and -G = {-G^R | -G^L} (Conway, *ONAG*, ch. 1).
Number-up-star games add in closed form, and a number x shifts a non-number G option by option
(number translation, Siegel, *CGT*, II.3), which keeps the form canonical.
"""
from __future__ import annotations
from collections.abc import Callable

from cgt.caches import Memo
from cgt.numbers.dyadic import ZERO
from cgt.short import store as _g
from cgt.short.canonical import canonical_from_groups
from typing import TYPE_CHECKING

__all__ = ["times"]

if TYPE_CHECKING:
    from cgt.short.game import Game

# (smaller id, larger id) -> the interned sum. A sum keeps its options alive, and theirs: an
# entry costs more than most.
_ADD = Memo("short.add", entry_bytes=2000)

# core + n.↑ + *m without expanding the part (installed by cgt.short.nus_sums).
nus_hook: Callable[[Game, int, int], Game] | None = None


def add(g: Game, h: Game) -> Game:
    """The canonical sum G + H."""
    gn = g._nus
    hn = h._nus
    if gn is not None:
        if hn is not None:
            return _g.nus(gn[0] + hn[0], gn[1] + hn[1], gn[2] ^ hn[2])
        g, h, gn, hn = h, g, hn, gn
    # Now g is general (a core plus a shift).
    offset = g._shift
    core = g._core
    if hn is not None:
        x, n, m = hn
        offset = offset + x
        if not n and not m:
            return _g.translate(core, offset)
        other = _g.nus(ZERO, n, m)
    else:
        offset = offset + h._shift
        other = h._core
    return _g.shift(_add_cores(core, other), offset)


def _add_cores(g: Game, h: Game) -> Game:
    """G + H for a core G and a core or infinitesimal number-up-star H."""
    if h._nus is not None and nus_hook is not None:  # hook: see nus_sums
        return nus_hook(g, h._nus[1], h._nus[2])
    key = (g._id, h._id) if g._id < h._id else (h._id, g._id)
    result: Game | None = _ADD.get(key)
    if result is None:
        left = ([add(x, h) for x in g.left_options], [add(g, x) for x in h.left_options])
        right = ([add(x, h) for x in g.right_options], [add(g, x) for x in h.right_options])
        result = _ADD.put(key, canonical_from_groups(left, right))
    return result


def neg(g: Game) -> Game:
    """The negative -G, cached on both games."""
    result = g._neg
    if result is None:
        t = g._nus
        if t is not None:
            result = _g.nus(-t[0], -t[1], t[2])
        elif g._core is g:
            result = _g.general([neg(o) for o in g.right_options], [neg(o) for o in g.left_options])
        else:
            result = _g.shift(neg(g._core), -g._shift)
        g._neg = result
        result._neg = g
    return result


def times(k: int, g: Game) -> Game:
    """The sum of k copies of G (k an integer; negative k gives copies of -G)."""
    nus = g._nus
    if nus is not None:
        return _g.nus(*nus.times(k))
    if k < 0:
        return times(-k, neg(g))
    total = _g.nus(ZERO)
    power = g
    while k:
        if k & 1:
            total = add(total, power)
        k >>= 1
        if k:
            power = add(power, power)
    return total

