"""Heating and cooling of x + n.↑ + *m in closed form, where one exists.

Heating ∫^t uses the canonical form {x + E^L | x + E^R} of x + E for a number x and a nonzero
infinitesimal E = n.↑ + *m (number translation, Siegel, *CGT*, II.3), and cooling by t is
defined on values (Winning Ways, vol. 1, ch. 6; Siegel, II.5).

- ∫^0 G = G and G cooled by 0 is G, for every G: the formulas {∫^0 G^L + 0 | ∫^0 G^R - 0}
  and {G^L_0 - 0 | G^R_0 + 0} rebuild the canonical form (a number, whose temperature is
  negative, stays as it is).
- If t is not >= 0 (t < 0 or t || 0), every x + *m (m >= 1) heats to s = ∫^t (x + *) =
  {x + t | x - t}, the simplest number z with x + t ⧏ z ⧏ x - t (there is one: z = x).
  *Proof* by induction on m: the heated options are x ± t (from *0) and, by induction, s ± t,
  so ∫^t (x + *m) = {x + t, s + t | x - t, s - t}. The number s meets all four conditions
  (s + t ⧏ s ⧏ s - t as t ⧏ 0) and is the simplest number meeting the first and third alone,
  so it is the value by the simplicity theorem (Siegel, *CGT*, II.3; Conway, *ONAG*, ch. 2).
  For k >= 2, x + k.↑ + *c has the options {x | x + (k-1).↑ + *(c ⊕ 1)}, so its heat is
  u_k = {x + t | u_{k-1} - t}, a number once u_{k-1} is (simplicity theorem again), and
  depends on u_{k-1} alone: the sequence is constant from its first repeat, which is found by
  iterating from u_1. Negative k are the mirror image.
- Cooling x + E by t > 0 gives x, since x + E has temperature 0 < t.

Otherwise (t >= 0, t != 0, or cooling by t < 0) the result is built option by option from the
options of n.↑ + *m, which is refused with ``ResourceError`` beyond the sizes that
``nus_order.expandable`` allows: for a positive number t, ∫^t *m = ±(t + ∫^t *j: j < m) has m
options, and ∫^t n.↑ is about n levels deep.
"""
from __future__ import annotations
from cgt.errors import ResourceError
from cgt.short import cooling as _cooling
from cgt.short.arithmetic import add, neg
from cgt.short.canonical import canonical
from cgt.numbers.dyadic import ZERO as D0
from cgt.short.game import number, nus
from cgt.short.nus_order import expandable
from cgt.short.order import le
from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.numbers.dyadic import Dyadic
    from cgt.short.game import Game

_ZERO = number(D0)


def heat_nus(g: Game, t: Game) -> Game | None:
    """∫^t g by the closed forms above (any g for t = 0, else a number-up-star g), or ``None``
    to heat the ordinary way."""
    if t is _ZERO:
        return g
    if g._nus is None:
        return None
    x, n, m = g._nus
    if not n and not m:
        return g
    if not le(_ZERO, t):
        found = _heat_below_zero(x, n, m, t)
        if found is not None:
            return found
    if not expandable(n, m):
        raise ResourceError(
            f"heating {g} by {t}: no closed form is known for t >= 0, and building it expands "
            f"about {abs(n) + m} levels or options of the infinitesimal part")
    return None


# How many levels of n.↑ are heated one by one before the sequence must have repeated.
_LEVELS = 64


def _heat_below_zero(x: Dyadic, n: int, m: int, t: Game) -> Game | None:
    """∫^t (x + n.↑ + *m) for t ⧏ 0 by the closed forms above; ``None`` if the sequence for
    n.↑ has not repeated within ``_LEVELS`` levels."""
    base = number(x)
    if n == 0:
        return canonical([add(base, t)], [add(base, neg(t))])
    k = abs(n)
    first = nus(x, 1 if n > 0 else -1, m ^ ((k - 1) & 1))
    u = canonical([add(_cooling._heated(h, t), t) for h in first.left_options],
                  [add(_cooling._heated(h, t), neg(t)) for h in first.right_options])
    for _ in range(min(k - 1, _LEVELS)):
        if n > 0:
            v = canonical([add(base, t)], [add(u, neg(t))])
        else:
            v = canonical([add(u, t)], [add(base, neg(t))])
        if v is u:
            return u
        u = v
    return u if k - 1 <= _LEVELS else None


def cool_nus(g: Game, t: Dyadic) -> Game | None:
    """g cooled by the ``Dyadic`` t > -1 by the closed forms above (any g for t = 0, else a
    number-up-star g with a nonzero infinitesimal part), or ``None`` to cool the ordinary way."""
    if not t.num:
        return g
    if g._nus is None:
        return None
    x, n, m = g._nus
    if not n and not m:
        return None
    if t.num > 0:
        return number(x)
    if not expandable(n, m):
        raise ResourceError(
            f"cooling {g} by {t} < 0 expands about {abs(n) + m} levels or options of its "
            f"infinitesimal part")
    return None


_cooling.cool_hook = cool_nus
_cooling.heat_hook = heat_nus
