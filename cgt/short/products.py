"""Incentives, the Norton product G.U and the Conway product G·H.

- **Incentives** (Winning Ways, vol. 1, chs. 6 and 8; Siegel, *CGT*, ch. II): on the canonical
  form, the Left incentives of G are G^L - G and the Right incentives are G - G^R.
- **Norton product** by a positive U (Winning Ways, vol. 1, ch. 8, and the glossary of vol. 2;
  Siegel, *CGT*, ch. II): an integer n gives n copies of U; any other G gives
  ``{G^L.U + U + I | G^R.U - U - I}`` with I over the incentives of U. It depends on the form of
  U and only on the value of G.
- **Conway product** (Conway, *ONAG*, ch. 1 and 6): ``G·H = {G^L·H + G·H^L - G^L·H^L,
  G^R·H + G·H^R - G^R·H^R | G^L·H + G·H^R - G^L·H^R, G^R·H + G·H^L - G^R·H^L}``. On numbers it
  is ordinary multiplication and on nimbers nim multiplication; on other games it depends on
  the forms: ``conway_product`` takes the canonical forms, ``form_conway_product`` the forms
  as written (``GameForm``), as CGSuite does with ``*6 . '{0,*|0,*}'``.
"""
from __future__ import annotations
from cgt.errors import CGTError, ResourceError
from cgt.caches import Memo
from cgt.numbers.dyadic import ZERO
from cgt.numbers.nim import nim_product
from cgt.short.arithmetic import add, neg, times
from cgt.short.canonical import canonical
from cgt.short.deep import check_depth
from cgt.short.store import birthday, up_depth
from cgt.short.game import Game, number, nus
from cgt.short.order import le
from typing import Any

__all__ = ["incentives", "norton", "conway_product", "form_conway_product"]

_ZERO = number(ZERO)

# (smaller id, larger id) -> the Conway product; ids are serial numbers, never reused.
_CONWAY = Memo("short.conway_product")


# -- incentives ---------------------------------------------------------------------------------

def incentives(g: Game) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
    """(Left incentives, Right incentives) of g: tuples of the games G^L - G and G - G^R."""
    memo = g._memo_dict()
    result: tuple[tuple[Game, ...], tuple[Game, ...]] | None = memo.get("incentives")
    if result is None:
        minus_g = neg(g)
        result = memo["incentives"] = (tuple(add(h, minus_g) for h in g.left_options),
                                       tuple(add(g, neg(h)) for h in g.right_options))
    return result


# -- copies --------------------------------------------------------------------------------------

#: The largest birthday of the non-number part of a sum of copies built by doubling: sums of
#: hot games grow with every copy, and adding two such parts costs about the square of their size.
MAX_COPIES_BIRTHDAY = 300


def copies(k: int, g: Game) -> Game:
    """k·G, the sum of k copies of G (of -G for negative k), by doubling; ``ResourceError`` when
    the copies keep growing past ``MAX_COPIES_BIRTHDAY`` (a number-up-star G has a closed form,
    and a G of finite order, such as a switch, stops growing)."""
    if g._nus is not None:
        return times(k, g)
    if k < 0:
        k, g = -k, neg(g)
    total, power = _ZERO, g
    while k:
        if k & 1:
            _check_copies(total, power, g)
            total = add(total, power)
        k >>= 1
        if k:
            _check_copies(power, power, g)
            power = add(power, power)
    return total


def _check_copies(a: Game, b: Game, g: Game) -> None:
    grown = sum(birthday(x._core) for x in (a, b) if x._nus is None)
    if grown > MAX_COPIES_BIRTHDAY:
        raise ResourceError(f"the sum of copies of {g} grows to a game born on about day {grown}"
                            f"; at most day {MAX_COPIES_BIRTHDAY} is built")


# -- Norton product ----------------------------------------------------------------------------

def norton(g: Game, u: Game) -> Game:
    """G.U, the Norton product of G by a positive game U (form-dependent in U)."""
    if u is _ZERO or not le(_ZERO, u):
        raise CGTError(f"the Norton product needs a positive multiplier, not {u}")
    check_depth(up_depth(g), f"the Norton product of {g}")
    left, right = incentives(u)
    raises = _maximal(list(dict.fromkeys(add(u, i) for i in left + right)))
    return _norton(g, u, raises, tuple(neg(r) for r in raises))


def _maximal(games: list[Game]) -> list[Game]:
    return [a for a in games if not any(b is not a and le(a, b) for b in games)]


def _norton(g: Game, u: Game, raises: list[Game], lowers: tuple[Game, ...]) -> Game:
    t = g._nus
    if t is not None and g.is_integer:
        return copies(t[0].num, u)
    memo = g._memo_dict()
    key = ("norton", u._id)
    result: Game | None = memo.get(key)
    if result is None:
        left = [add(_norton(h, u, raises, lowers), r) for h in g.left_options for r in raises]
        right = [add(_norton(h, u, raises, lowers), r) for h in g.right_options for r in lowers]
        result = memo[key] = canonical(left, right)
    return result


# -- Conway product ------------------------------------------------------------------------------

def conway_product(g: Game, h: Game) -> Game:
    """G·H on the canonical forms of G and H."""
    quick = _quick_product(g, h)
    if quick is not None:
        return quick
    depth = max(birthday(g), birthday(h))
    check_depth(depth, f"a Conway product of a game born on day {depth}")
    return _from_options(g, h)


def _conway_product(g: Game, h: Game) -> Game:
    quick = _quick_product(g, h)
    return quick if quick is not None else _from_options(g, h)


def _from_options(g: Game, h: Game) -> Game:
    """G·H by its definition from the options, memoised."""
    key = (g._id, h._id) if g._id < h._id else (h._id, g._id)
    result: Game | None = _CONWAY.get(key)
    if result is None:
        def term(a: Game, b: Game) -> Game:  # a·H + G·b - a·b
            return add(add(_conway_product(a, h), _conway_product(g, b)),
                       neg(_conway_product(a, b)))

        gl, gr, hl, hr = g.left_options, g.right_options, h.left_options, h.right_options
        left = [term(a, b) for a in gl for b in hl] + [term(a, b) for a in gr for b in hr]
        right = [term(a, b) for a in gl for b in hr] + [term(a, b) for a in gr for b in hl]
        result = _CONWAY.put(key, canonical(left, right))
    return result


def form_conway_product(g: Any, h: Any, memo: dict[tuple[Any, Any], Game]) -> Game:
    """G·H by Conway's definition on the forms as written: G and H are ``GameForm``s or games
    (a game stands for its canonical form), and a product of two games is ``conway_product``.
    The value is returned; ``memo`` maps pairs of forms already multiplied to it."""
    if isinstance(g, Game) and isinstance(h, Game):
        return _conway_product(g, h)
    result: Game | None = memo.get((g, h))
    if result is None:
        def term(a: Any, b: Any) -> Game:  # a·H + G·b - a·b
            return add(add(form_conway_product(a, h, memo), form_conway_product(g, b, memo)),
                       neg(form_conway_product(a, b, memo)))

        gl, gr, hl, hr = g.left_options, g.right_options, h.left_options, h.right_options
        left = [term(a, b) for a in gl for b in hl] + [term(a, b) for a in gr for b in hr]
        right = [term(a, b) for a in gl for b in hr] + [term(a, b) for a in gr for b in hl]
        result = memo[(g, h)] = canonical(left, right)
    return result


def _quick_product(g: Game, h: Game) -> Game | None:
    """Closed forms: an integer k gives k·H = H + ... + H (its options are exactly those of
    the sum of k copies), numbers multiply, nimbers nim-multiply."""
    for a, b in ((g, h), (h, g)):
        triple = a._nus
        if triple is not None and triple.is_number and triple[0].exp == 0:
            return copies(triple[0].num, b)
    gn, hn = g._nus, h._nus
    if gn is None or hn is None:
        return None
    if gn.is_number and hn.is_number:
        return number(gn[0] * hn[0])
    if gn.is_nimber and hn.is_nimber:
        return nus(gn[0], 0, nim_product(gn[2], hn[2]))
    return None
