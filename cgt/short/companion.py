"""The companion G°, an order automorphism of the short games.

On canonical forms, G° = {(G^L)°, 0 if G >= 0 | (G^R)°, 0 if G <= 0} (Siegel, *CGT*,
ch. II). So 0° = *, *° = 0, ↑° = ↑*, and numbers other than 0 are fixed.
For x + n.↑ + *m the closed form is: fixed when x ≠ 0 or m >= 2, and n.↑ + *(1 - m) when x = 0
and m is 0 or 1.
"""
from __future__ import annotations
from cgt.numbers.dyadic import ZERO
from cgt.short.canonical import canonical
from cgt.short.game import nus
from cgt.short.order import le
from typing import TYPE_CHECKING

__all__ = ["companion"]

if TYPE_CHECKING:
    from cgt.short.game import Game

_ZERO = nus(ZERO)


def companion(g: Game) -> Game:
    """G°, the companion of G."""
    triple = g._nus
    if triple is not None:
        x, n, m = triple
        return g if x or m >= 2 else nus(x, n, 1 - m)
    memo = g._memo_dict()
    result: Game | None = memo.get("companion")
    if result is None:
        left = [companion(h) for h in g.left_options]
        right = [companion(h) for h in g.right_options]
        if le(_ZERO, g):
            left.append(_ZERO)
        if le(g, _ZERO):
            right.append(_ZERO)
        result = memo["companion"] = canonical(left, right)
    return result
