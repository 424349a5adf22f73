"""Mean and temperature, cooling, heating, overheating, and the Winning Ways names for them.

- **Cooling** by a dyadic t > -1 (Winning Ways, vol. 1, ch. 6, "The Cooling Formula"; Siegel,
  *CGT*, II.5): an integer stays; a game whose temperature is below t becomes its mean; any other
  G becomes ``{G^L_t - t | G^R_t + t}``. Chilling is cooling by 1, freezing is cooling by the
  game's own temperature. Cooling is defined on values.
- **Heating** by a game t (Winning Ways, vol. 1, ch. 6; Siegel, II.5): a number stays, any other
  G becomes ``{∫^t G^L + t | ∫^t G^R - t}``. It depends on the form of G; the canonical form is
  used.
- **Overheating** from s to t (Winning Ways, vol. 1, ch. 6; vol. 2, ch. 11, "No Highway"): an
  integer n becomes n copies of s, any other G becomes ``{∫_s^t G^L + t | ∫_s^t G^R - t}`` on
  the canonical form. Warming is overheating from 1* to 1.
"""
from __future__ import annotations
from cgt.errors import CGTError, CGTTypeError, CGTValueError
from cgt.numbers.dyadic import ONE, ZERO, Dyadic
from cgt.short.arithmetic import add, neg, times
from cgt.short.canonical import canonical
from cgt.short.deep import check_depth
from cgt.short.game import game as _game
from cgt.short.game import Game, number, nus
from cgt.short.store import integer
from cgt.short.store import up_depth
from cgt.short.thermograph import thermograph
from cgt.short.trajectory import MINUS_ONE
from collections.abc import Callable
from typing import Any

__all__ = ["CoolingRangeError", "cool", "freeze", "heat", "overheat", "warm"]


# Closed forms for number-up-star games (installed by cgt.short.nus_heat).
cool_hook: Callable[[Game, Dyadic], Game | None] | None = None
heat_hook: Callable[[Game, Game], Game | None] | None = None


class CoolingRangeError(CGTValueError):
    """Cooling by t <= -1, which the theory leaves undefined."""


def _dyadic(t: object) -> Dyadic:
    """A dyadic from a number or a game that is a number."""
    if isinstance(t, Game):
        if not t.is_number:
            raise CGTError(f"cooling needs a number, not the game {t}")
        return t.as_number()
    return Dyadic.of(t)


def _short(t: object, what: str) -> Game:
    """The short game of ``t``; a loopy value is refused."""
    g = _game(t)
    if not isinstance(g, Game):
        raise CGTTypeError(f"{what} is defined for short games, not the {g._kind} {g}")
    return g


# -- mean and temperature ---------------------------------------------------------------------

def mean_and_temperature(g: Game) -> tuple[Dyadic, Dyadic]:
    """(mean, temperature) of g as ``Dyadic``s, in closed form for number-up-star games."""
    triple = g._nus
    if triple is not None:
        x, n, m = triple
        if n or m:
            return x, ZERO
        return x, MINUS_ONE if x.exp == 0 else Dyadic._raw(-1, x.exp)
    tg = thermograph(g)
    return tg._mast, tg._temperature


# -- cooling ----------------------------------------------------------------------------------

def cool(g: Game, t: Any) -> Game:
    """G cooled by t (a dyadic number t > -1)."""
    t = _dyadic(t)
    if t <= MINUS_ONE:
        raise CoolingRangeError(f"cooling is defined for t > -1, not t = {t}")
    return _cooled(g, t)


def _cooled(g: Game, t: Dyadic) -> Game:
    if g.is_integer:
        return g
    quick = cool_hook and cool_hook(g, t)  # hook: closed forms, see nus_heat
    if quick is not None:
        return quick
    memo = g._memo_dict()
    key = ("cool", t.num, t.exp)
    result: Game | None = memo.get(key)
    if result is None:
        mean, tau = mean_and_temperature(g)
        if tau < t:
            result = number(mean)
        else:
            shift, back = number(-t), number(t)
            result = canonical([add(_cooled(h, t), shift) for h in g.left_options],
                               [add(_cooled(h, t), back) for h in g.right_options])
        memo[key] = result
    return result


def freeze(g: Game) -> Game:
    """G cooled by its own temperature: infinitely close to its mean."""
    return _cooled(g, mean_and_temperature(g)[1])


# -- heating and overheating -----------------------------------------------------------------

def heat(g: Game, t: Any) -> Game:
    """∫^t G: G heated by t, a number or a game (form-dependent; uses the canonical form)."""
    return _heated(g, _short(t, "heating"))


def _heated(g: Game, t: Game) -> Game:
    if g.is_number:
        return g
    quick = heat_hook and heat_hook(g, t)  # hook: closed forms, see nus_heat
    if quick is not None:
        return quick
    memo = g._memo_dict()
    key = ("heat", t._id)
    result: Game | None = memo.get(key)
    if result is None:
        back = neg(t)
        result = canonical([add(_heated(h, t), t) for h in g.left_options],
                           [add(_heated(h, t), back) for h in g.right_options])
        memo[key] = result
    return result


def overheat(g: Game, s: Any, t: Any) -> Game:
    """∫_s^t G: G overheated from s to t (games or numbers; uses the canonical form of G)."""
    check_depth(up_depth(g), f"overheating {g}")
    return _overheated(g, _short(s, "overheating"), _short(t, "overheating"))


def _overheated(g: Game, s: Game, t: Game) -> Game:
    if g.is_integer:
        return times(g.as_number().num, s)
    memo = g._memo_dict()
    key = ("overheat", s._id, t._id)
    result: Game | None = memo.get(key)
    if result is None:
        back = neg(t)
        result = canonical([add(_overheated(h, s, t), t) for h in g.left_options],
                           [add(_overheated(h, s, t), back) for h in g.right_options])
        memo[key] = result
    return result


def warm(g: Game) -> Game:
    """∫G = ∫_{1*}^{1} G, the warming of Winning Ways (vol. 1, ch. 6; vol. 2, ch. 11 "No
    Highway"): even integers stay, odd integers gain a star, and any other G becomes
    {∫G^L + 1 | ∫G^R - 1}."""
    return _overheated(g, nus(ONE, 0, 1), integer(1))
