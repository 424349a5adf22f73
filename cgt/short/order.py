"""Stops and the partial order of short games.

G <= H exactly when no G^L satisfies H <= G^L and no H^R satisfies H^R <= G (Conway, *ONAG*,
ch. 1; Siegel, *CGT*, II.1). The test here adds three shortcuts that never change the answer:
closed forms for number-up-star games, pruning by stops (G <= H forces L(G) <= L(H) and
R(G) <= R(H), and L(G) < R(H) forces G < H), and number avoidance (against a non-number, a
number's own options never decide).
"""
from __future__ import annotations
from collections.abc import Callable

from cgt.caches import Memo
from cgt.short.nus import NUS, nus_le
from cgt.short.stops import float_stops, stops  # noqa: F401  (stops is re-exported)
from typing import TYPE_CHECKING

__all__ = ["le"]

if TYPE_CHECKING:
    from cgt.numbers.dyadic import Dyadic
    from cgt.short.game import Game

# (id of G, id of H) -> G <= H. Ids are serial numbers that are never reused. An entry keeps
# no game alive, so it costs only its key and its slot.
_LE = Memo("short.order", entry_bytes=120)

# G <= H when one side has a large number-up-star part (installed by cgt.short.nus_order).
nus_hook: Callable[[Game, Game, NUS | None, NUS | None], bool | None] | None = None


def _difference(a: Dyadic, b: Dyadic) -> tuple[int, int]:
    """(numerator, exponent) of b - a in lowest terms, for two ``Dyadic``s."""
    ea, eb = a.exp, b.exp
    if ea == eb:
        num = b.num - a.num
        if ea and not num & 1:
            if not num:
                return 0, 0
            k = min(ea, (num & -num).bit_length() - 1)
            return num >> k, ea - k
        return num, ea
    # Different exponents: the one with the larger exponent has an odd numerator, so the
    # difference is already in lowest terms.
    if ea > eb:
        return (b.num << (ea - eb)) - a.num, ea
    return b.num - (a.num << (eb - ea)), eb


def le(g: Game, h: Game) -> bool:
    """G <= H for canonical games."""
    if g is h:
        return True
    gn = g._nus
    hn = h._nus
    if gn is not None and hn is not None:
        return nus_le(gn, hn)
    gl, gr = g._fstops or float_stops(g)
    hl, hr = h._fstops or float_stops(h)
    if gl < hr:
        return True
    if hl < gl or hr < gr:
        return False
    return le_past_stops(g, h, gn, hn)


def le_past_stops(g: Game, h: Game, gn: NUS | None, hn: NUS | None) -> bool:
    """G <= H for canonical games, not both number-up-star, whose stops leave it open (and
    whose ``_nus`` are gn and hn)."""
    # G <= H depends only on the cores (or infinitesimal parts) and on the difference d / 2**e
    # of the numbers the games are shifted by.
    x = g._shift if gn is None else gn[0]
    y = h._shift if hn is None else hn[0]
    if x is y:  # most often both are cores, shifted by the one zero
        d, e = 0, 0
    elif not x.exp and not y.exp:  # integers, next most often
        d, e = y.num - x.num, 0
    else:
        d, e = _difference(x, y)
    key: tuple[int, ...]
    if gn is None:
        if hn is None:
            key = (g._core._id, h._core._id, d, e)
        else:
            key = (g._core._id, hn[1], hn[2], 0, d, e)
    else:
        key = (gn[1], gn[2], h._core._id, d, e)
    result: bool | None = _LE.get(key)
    if result is None and nus_hook is not None and (gn is not None or hn is not None):
        result = nus_hook(g, h, gn, hn)  # hook: large number-up-star parts, see nus_order
    if result is None:
        result = True
        if hn is None or hn[1] or hn[2]:
            for hr in h.right_options:
                if le(hr, g):
                    result = False
                    break
        if result and (gn is None or gn[1] or gn[2]):
            for gl in g.left_options:
                if le(h, gl):
                    result = False
                    break
        _LE.put(key, result)
    return result

