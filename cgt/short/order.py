"""Stops and the partial order of short games.

G <= H exactly when no G^L satisfies H <= G^L and no H^R satisfies H^R <= G (Conway, *ONAG*,
ch. 1; Siegel, *CGT*, II.1). The test here adds three shortcuts that never change the answer:
closed forms for number-up-star games, pruning by stops (G <= H forces L(G) <= L(H) and
R(G) <= R(H), and L(G) < R(H) forces G < H), and number avoidance (against a non-number, a
number's own options never decide).
"""
from fractions import Fraction
from math import ldexp

from cgt.short import game as _g

# (id of G, id of H) -> G <= H. Ids are serial numbers that are never reused.
_LE = {}


def stops(g):
    """The pair (L(G), R(G)) of ``Dyadic`` stops (Winning Ways, vol. 1, ch. 6; Siegel, II.3)."""
    s = g._stops
    if s is None:
        left = None
        for h in g.left_options:
            v = (h._stops or stops(h))[1]
            if left is None or _less(left, v):
                left = v
        right = None
        for h in g.right_options:
            v = (h._stops or stops(h))[0]
            if right is None or _less(v, right):
                right = v
        s = g._stops = (left, right)
    return s


def float_stops(g):
    """The stops of G as a pair of numbers that compare with the builtin operators: floats
    where a float holds the stop exactly (nearly always), ``Fraction``s otherwise, which
    compare exactly with floats and with each other."""
    s = g._fstops
    if s is None:
        a, b = g._stops or stops(g)
        s = g._fstops = (_exact(a), _exact(b))
    return s


# A float holds num / 2**exp exactly when |num| < 2**53 and the power of two is a normal one.
_FLOAT_EXACT = 1 << 53


def _exact(x):
    """The ``Dyadic`` x as a float if one holds it exactly, else as a ``Fraction``."""
    num, exp = x.num, x.exp
    if -_FLOAT_EXACT < num < _FLOAT_EXACT and exp < 960:
        return ldexp(num, -exp)
    return Fraction(num, 1 << exp)


def _less(a, b):
    """a < b for two ``Dyadic``s, without the operator machinery (this is the hot path)."""
    ea, eb = a.exp, b.exp
    if ea == eb:
        return a.num < b.num
    if ea > eb:
        return a.num < b.num << (ea - eb)
    return a.num << (eb - ea) < b.num


def _difference(a, b):
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


def _nus_le(a, b):
    """a <= b for (x, n, m) triples: the numbers decide when they differ; otherwise
    b - a = n.↑ + *m must be 0 or positive, as it is for n >= 2, and for n = 1 unless m = 1
    (spec §7.2)."""
    x1, n1, m1 = a
    x2, n2, m2 = b
    if x1.num != x2.num or x1.exp != x2.exp:
        return _less(x1, x2)
    n = n2 - n1
    if n == 0:
        return m1 == m2
    return n >= 2 or (n == 1 and m1 ^ m2 != 1)


def le(g, h):
    """G <= H for canonical games."""
    if g is h:
        return True
    gn = g._nus
    hn = h._nus
    if gn is not None and hn is not None:
        return _nus_le(gn, hn)
    gl, gr = g._fstops or float_stops(g)
    hl, hr = h._fstops or float_stops(h)
    if gl < hr:
        return True
    if hl < gl or hr < gr:
        return False
    return le_past_stops(g, h, gn, hn)


def le_past_stops(g, h, gn, hn):
    """G <= H for canonical games, not both number-up-star, whose stops leave it open (and
    whose ``_nus`` are gn and hn)."""
    # G <= H depends only on the cores and the difference of the shifts.
    if gn is None:
        if hn is None:
            key = (g._core._id, h._core._id) + _difference(g._shift, h._shift)
        else:
            key = (g._core._id, hn[1], hn[2], 0) + _difference(g._shift, hn[0])
    else:
        key = (gn[1], gn[2], h._core._id) + _difference(gn[0], h._shift)
    result = _LE.get(key)
    if result is None and (gn is not None or hn is not None):  # hook: see nus_order
        result = _nus_order.le_one_nus(g, h, gn, hn)
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
        _LE[key] = result
    return result


def clear():
    _LE.clear()


from cgt.short import nus_order as _nus_order  # noqa: E402  (hook)
