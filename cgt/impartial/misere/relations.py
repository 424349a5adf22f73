"""Mates, links and distinguishers of misère games (Conway, *ONAG*, ch. 12; Siegel,
*Combinatorial Game Theory*, ch. V.1).

* The **mate** of G is mate(0) = *1 and mate(G) = {mate(G') : G' an option of G}.  G + mate(G)
  is a misère P-position for every G: each option of the sum can move to some G' + mate(G').
  (CGSuite calls it ``Mate``.)  mate(*1) = 0 and mate(*n) = *n for n >= 2.
* G and H are **linked** when some T, a **link**, makes both G + T and H + T misère
  P-positions.  Canonical G and H are linked exactly when neither is an option of the other.
* A **distinguisher** of distinct G and H is a T with o⁻(G + T) ≠ o⁻(H + T); a **P–N
  distinguisher** makes G + T a P-position and H + T an N-position.  Misère equality of
  canonical forms is identity because every two distinct forms have one (Conway, *ONAG*,
  ch. 12).

Links and distinguishers are built together by recursion on the games:

* link(0, 0) = *1; otherwise link(G, H) = {dPN(G', H) : G'} ∪ {dPN(H', G) : H'};
* d(G, H) is 0 when one game is 0 and the other misère P; else link(H, G') for the first
  option G' of G linked to H, else link(G, H') for the first option H' of H linked to G;
* dPN(G, H) is T = d(G, H) when G + T is P, and else {mate(G') : G'} ∪ {T}.

Options are taken in ascending canonical order, so the results are reproducible; a
distinguisher is not unique.
"""
from __future__ import annotations
from typing import Any

from cgt.caches import Memo
from cgt.errors import CGTValueError
from cgt.impartial.misere.forms import ZERO, MisereGame, as_game, canonical, deep, nim
from cgt.walk import post_order

__all__ = ["mate", "is_linked", "link", "distinguisher", "pn_distinguisher"]

_MATES = Memo("misère mates")
_LINKS = Memo("misère links")
_PN = Memo("misère distinguishers")


def mate(g: Any) -> MisereGame:
    """The mate of ``g``: mate(0) = *1, else the game of its options' mates, simplified."""
    g = as_game(g)
    found = _MATES.get(g)
    if found is not None:
        return found

    def expand(x):
        children = [o for o in x._opts if _MATES.get(o) is None]
        return children, None

    def finish(x, _):
        value = nim(1) if not x._opts else canonical(frozenset(_MATES.get(o) for o in x._opts))
        return _MATES.put(x, value)

    return post_order(g, expand, finish, {})


def is_linked(g: Any, h: Any) -> bool:
    """Whether some T makes both g + T and h + T misère P (neither is an option of the other)."""
    g, h = as_game(g), as_game(h)
    return g not in h._opts and h not in g._opts


@deep
def link(g: Any, h: Any) -> MisereGame:
    """A game T with g + T and h + T both misère P; raises if g and h are not linked."""
    g, h = as_game(g), as_game(h)
    if not is_linked(g, h):
        raise CGTValueError(f"{g} and {h} are not linked: one is an option of the other")
    return _link(g, h)


def _link(g, h):
    key = (g, h)
    found = _LINKS.get(key)
    if found is not None:
        return found
    if not g._opts and not h._opts:
        value = nim(1)
    else:
        value = canonical(frozenset([_pn(x, h) for x in g.options] +
                                    [_pn(y, g) for y in h.options]))
    return _LINKS.put(key, value)


def _distinguish(g, h):
    if (g is ZERO and h.outcome == "P") or (h is ZERO and g.outcome == "P"):
        return ZERO
    for x in g.options:
        if is_linked(x, h):
            return _link(h, x)
    for y in h.options:
        if is_linked(y, g):
            return _link(g, y)
    raise AssertionError(f"no distinguisher found for {g} and {h}")  # Conway, ONAG, ch. 12


def _pn(g, h):
    key = (g, h)
    found = _PN.get(key)
    if found is not None:
        return found
    t = _distinguish(g, h)
    if (g + t).outcome != "P":
        t = canonical(frozenset([mate(x) for x in g._opts] + [t]))
    return _PN.put(key, t)


@deep
def distinguisher(g: Any, h: Any) -> MisereGame:
    """A game T with o⁻(g + T) ≠ o⁻(h + T), for distinct games g and h."""
    g, h = as_game(g), as_game(h)
    if g is h:
        raise CGTValueError(f"equal games have no distinguisher: both are {g}")
    return _distinguish(g, h)


@deep
def pn_distinguisher(g: Any, h: Any) -> MisereGame:
    """A game T with g + T misère P and h + T misère N, for distinct games g and h."""
    g, h = as_game(g), as_game(h)
    if g is h:
        raise CGTValueError(f"equal games have no distinguisher: both are {g}")
    return _pn(g, h)
