"""Disjunctive sum, negation and integer multiples of short games.

G + H = {G^L + H, G + H^L | G^R + H, G + H^R} and -G = {-G^R | -G^L} (Conway, *ONAG*, ch. 1).
Number-up-star games add in closed form, and a number x shifts a non-number G option by option
(number translation, Siegel, *CGT*, II.3), which keeps the form canonical.
"""
from cgt.short import game as _g
from cgt.short.canonical import canonical

# (smaller id, larger id) -> the interned sum.
_ADD = {}


def add(g, h):
    """The canonical sum G + H."""
    gn = g._nus
    hn = h._nus
    if gn is not None:
        if hn is not None:
            return _g.nus(gn[0] + hn[0], gn[1] + hn[1], gn[2] ^ hn[2])
        if not gn[0] and not gn[1] and not gn[2]:
            return h
    elif hn is not None and not hn[0] and not hn[1] and not hn[2]:
        return g
    key = (g._id, h._id) if g._id < h._id else (h._id, g._id)
    result = _ADD.get(key)
    if result is not None:
        return result
    if gn is not None and not gn[1] and not gn[2]:
        result = _translate(h, g)
    elif hn is not None and not hn[1] and not hn[2]:
        result = _translate(g, h)
    else:
        left = [add(x, h) for x in g.left_options]
        left += [add(g, x) for x in h.left_options]
        right = [add(x, h) for x in g.right_options]
        right += [add(g, x) for x in h.right_options]
        result = canonical(left, right)
    _ADD[key] = result
    return result


def _translate(g, x):
    """G + x for a non-number-up-star G and a number x: the options shift, nothing reduces."""
    return _g.intern_general([add(o, x) for o in g._left], [add(o, x) for o in g._right])


def neg(g):
    """The negative -G, cached on both games."""
    result = g._neg
    if result is None:
        nus = g._nus
        if nus is not None:
            result = _g.nus(-nus[0], -nus[1], nus[2])
        else:
            result = _g.intern_general([neg(o) for o in g._right], [neg(o) for o in g._left])
        g._neg = result
        result._neg = g
    return result


def times(k, g):
    """The sum of k copies of G (k an integer; negative k gives copies of -G)."""
    nus = g._nus
    if nus is not None:
        return _g.nus(nus[0] * k, nus[1] * k, nus[2] if k & 1 else 0)
    if k < 0:
        return times(-k, neg(g))
    total = _g.nus(_g.D0)
    power = g
    while k:
        if k & 1:
            total = add(total, power)
        k >>= 1
        if k:
            power = add(power, power)
    return total


def clear():
    _ADD.clear()
