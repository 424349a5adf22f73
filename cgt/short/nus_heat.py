"""Heating and cooling of x + n.↑ + *m in closed form, where one exists.

Heating ∫^t uses the canonical form {x + E^L | x + E^R} of x + E for a number x and a nonzero
infinitesimal E = n.↑ + *m (number translation, Siegel, *CGT*, II.3), and cooling by t is
defined on values (Winning Ways, vol. 1, ch. 6; Siegel, II.5).

- ∫^0 G = G: the heating formula {∫^0 G^L + 0 | ∫^0 G^R - 0} rebuilds G.
- If t is not >= 0 (t < 0 or t || 0), then ∫^t (x + E) = x. *Proof* by induction on E: every
  option heats to x (∫^t x = x for the number x), so ∫^t (x + E) = {x + t, ... | x - t, ...}
  with every Left option x + t ⧏ x and every Right option x - t ⧐ x, which is x by the
  simplicity rule.
- Cooling by t > 0 gives x, since x + E has temperature 0 < t; cooling by 0 is the identity.

Otherwise (t >= 0, t != 0, or cooling by t < 0) the result is built option by option from the
options of n.↑ + *m, which is refused with ``ResourceError`` beyond the sizes that
``nus_order.expandable`` allows: for a positive number t, ∫^t *m = ±(t + ∫^t *j: j < m) has m
options, and ∫^t n.↑ is about n levels deep.
"""
from cgt.errors import ResourceError
from cgt.short.game import D0, number
from cgt.short.nus_order import expandable
from cgt.short.order import le

_ZERO = number(D0)


def heat_nus(g, t):
    """∫^t g for a number-up-star g and a game t, or ``None`` for a small g to heat the
    ordinary way."""
    x, n, m = g._nus
    if not n and not m:
        return g
    if t is _ZERO:
        return g
    if not le(_ZERO, t):
        return number(x)
    if not expandable(n, m):
        raise ResourceError(
            f"heating {g} by {t}: no closed form is known for t >= 0, and building it expands "
            f"about {abs(n) + m} levels or options of the infinitesimal part")
    return None


def cool_nus(g, t):
    """g cooled by the ``Dyadic`` t > -1 for a number-up-star g with a nonzero infinitesimal
    part, or ``None`` for a small g to cool the ordinary way."""
    x, n, m = g._nus
    if not n and not m:
        return None
    if t.num > 0:
        return number(x)
    if not t.num:
        return g
    if not expandable(n, m):
        raise ResourceError(
            f"cooling {g} by {t} < 0 expands about {abs(n) + m} levels or options of its "
            f"infinitesimal part")
    return None
