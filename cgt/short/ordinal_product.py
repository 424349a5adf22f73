"""The ordinal product G × H of CGSuite (``OrdinalProduct``), and the ugly product of nimbers.

Each move in H is replaced by a copy of G for a Left move and of -G for a Right move, played
as an ordinal sum (Conway, *ONAG*, ch. 15; Winning Ways, vol. 1, ch. 7, ordinal sums): the
positions of G × H are

    (G × H)^L = {(G × H^L) : G^L,  (G × H^R) : (-G)^L},
    (G × H)^R = {(G × H^L) : G^R,  (G × H^R) : (-G)^R},

with ``K : X`` the ordinal sum, whose base K here is the form just built, not its canonical
form. So G × 1 = G, G × 0 = 0, G × (-1) = -G, 1 × H = H, and on nimbers it multiplies heap
sizes as ordinals: *a × *b = *(a·b). It depends on the forms of G and H; the canonical forms
are used.

A product's form is kept as the values of its options, which is all an ordinal sum over it
needs: K : X = {K^L, K : X^L | K^R, K : X^R} depends on the values of K's options and of X.
"""
from __future__ import annotations
from typing import TYPE_CHECKING

from cgt.caches import Memo
from cgt.errors import CGTValueError
from cgt.numbers.dyadic import ZERO
from cgt.numbers.ugly_product import ugly_product
from cgt.short.arithmetic import neg
from cgt.short.canonical import canonical
from cgt.short.deep import check_depth
from cgt.short.store import birthday, nus

__all__ = ["ordinal_product"]

if TYPE_CHECKING:
    from cgt.short.game import Game

    # (Left options, Right options) of a form.
    Form = tuple[tuple[Game, ...], tuple[Game, ...]]

_FORMS = Memo("short.ordinal_product")
_SUMS = Memo("short.ordinal_product_sums")


def ordinal_product(g: Game, h: Game) -> Game:
    """G × H on the canonical forms of G and H."""
    if h.left_options or h.right_options:
        depth = max(birthday(g), birthday(h))
        check_depth(depth, f"an ordinal product of a game born on day {depth}")
    left, right = _form(g, h)
    return canonical(left, right)


def _form(g: Game, h: Game) -> Form:
    """(Left options, Right options) of the form G × H, as tuples of canonical games."""
    key = (g._id, h._id)
    found: Form | None = _FORMS.get(key)
    if found is None:
        minus_g = neg(g)
        left: list[Game] = []
        right: list[Game] = []
        for hl in h.left_options:
            base = _form(g, hl)
            left.extend(_ordinal_sum(base, (g, hl), x) for x in g.left_options)
            right.extend(_ordinal_sum(base, (g, hl), x) for x in g.right_options)
        for hr in h.right_options:
            base = _form(g, hr)
            left.extend(_ordinal_sum(base, (g, hr), x) for x in minus_g.left_options)
            right.extend(_ordinal_sum(base, (g, hr), x) for x in minus_g.right_options)
        found = (tuple(left), tuple(right))
        _FORMS.put(key, found)
    return found


def _ordinal_sum(base: Form, name: tuple[Game, Game], x: Game) -> Game:
    """K : X for the form K = (Left options, Right options), named by ``name``."""
    key = (name[0]._id, name[1]._id, x._id)
    found: Game | None = _SUMS.get(key)
    if found is None:
        left = list(base[0]) + [_ordinal_sum(base, name, y) for y in x.left_options]
        right = list(base[1]) + [_ordinal_sum(base, name, y) for y in x.right_options]
        found = canonical(left, right)
        _SUMS.put(key, found)
    return found


def ugly_nimber_product(g: Game, h: Game) -> Game:
    """*(a × b) for nimbers *a, *b, with Conway's ugly product (``cgt.numbers.ugly_product``)."""
    gn, hn = g._nus, h._nus
    if gn is None or hn is None or not gn.is_nimber or not hn.is_nimber:
        raise CGTValueError(f"the ugly product is defined on nimbers, not on {g} and {h}")
    return nus(ZERO, 0, ugly_product(gn[2], hn[2]))
