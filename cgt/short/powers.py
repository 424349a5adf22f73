"""Powers of a game to any number exponent: Pow(G, x) and PowTo(G, x).

For a game B and a number x ≥ 0 (Siegel, *Combinatorial Game Theory*, 2013, II.6, the
uptimals; CGSuite's ``Pow`` and ``PowTo``):

- ``PowTo(B, x) = B : y``, the ordinal sum of B with the number y that satisfies ``1 : y = x``
  (so y = x - 1 for x ≥ 1, and y < 0 for 0 < x < 1); ``PowTo(B, 0) = 0``. With B = ↑ and an
  integer n this is ↑^[n] = ↑ + ↑² + … + ↑ⁿ; and ``PowTo(1, x) = x``.
- ``Pow(B, x) = {0 | H - PowTo(B, x - 1)}`` for a base B = {0 | H} and x ≥ 1; with B = ↑ and
  an integer n this is ↑ⁿ, the n-th up-power.

The number y is found from x by the simplicity rule: 1 : y is x exactly when y is the simplest
number between the y's of the two neighbours x ∓ 1/2ᵏ of x = p/2ᵏ (the one below is absent when
it is 0), and y = n - 1 for an integer n ≥ 1. Ordinal sums depend on the form of the base: the
canonical form of B is used.
"""
from __future__ import annotations
from typing import TYPE_CHECKING, Any

from cgt.errors import CGTValueError
from cgt.numbers.dyadic import ZERO, Dyadic, simplest_between
from cgt.short.arithmetic import add, neg
from cgt.short.canonical import canonical
from cgt.short.coerce import game
from cgt.short.deep import MAX_DEPTH, GameTooDeepError, deep
from cgt.short.ordinal import ordinal_sum
from cgt.short.store import number, nus

__all__ = ["exponent", "power", "power_to"]

if TYPE_CHECKING:
    from cgt.short.game import Game

_ZERO = nus(ZERO)


def exponent(x: Any, name: str = "exponent") -> Dyadic:
    """A number exponent given as an int, a Fraction, a sympy Rational, a string such as
    ``"7/4"`` or a game that is a number."""
    g = game(x)
    t = g._nus
    if t is None or not t.is_number:
        raise CGTValueError(f"the {name} must be a number, not {g}")
    value: Dyadic = t[0]
    return value


def subordinate_of_one(x: Dyadic) -> Dyadic:
    """The number y with 1 : y = x, for a number x > 0."""
    if x <= 0:
        raise CGTValueError(f"an ordinal power needs a positive exponent, not {x}")
    # Walk down to an integer, then back up through the simplest numbers between.
    chain: list[Dyadic] = []
    while not x.is_integer():
        chain.append(x)
        x = Dyadic(x.num + 1, x.exp)  # the upper neighbour: a smaller denominator
    found = {x: Dyadic(x.num - 1, 0)}
    for x in reversed(chain):
        step = Dyadic(1, x.exp)
        below, above = x - step, x + step
        high = _known(found, above)
        low = None if not below else _known(found, below)
        found[x] = simplest_between(low, high)
    return found[x]


def _known(found: dict[Dyadic, Dyadic], x: Dyadic) -> Dyadic:
    y = found.get(x)
    if y is None:
        y = found[x] = subordinate_of_one(x)
    return y


@deep
def short_power_to(base: Any, x: Any) -> Game:
    """PowTo(B, x) = B : y with 1 : y = x, for any game B and number x ≥ 0 (the short case of
    ``power_to``)."""
    b = game(base)
    x = exponent(x, "exponent x of power_to(base, x)")
    if x < 0:
        raise CGTValueError(f"the exponent x of power_to(base, x) must be at least 0, not {x}")
    if not x:
        return _ZERO
    y = subordinate_of_one(x)
    _check_depth(y)
    return ordinal_sum(b, number(y))


@deep
def short_power(base: Any, x: Any) -> Game:
    """Pow(B, x) = {0 | H - PowTo(B, x - 1)} for a base B = {0 | H} and a number x ≥ 1 (the
    short case of ``power``)."""
    b = game(base)
    if b.left_options != (_ZERO,) or len(b.right_options) != 1:
        raise CGTValueError(f"a power needs a base of the form {{0 | H}}, not {b}")
    x = exponent(x, "exponent x of power(base, x)")
    if x < 1:
        raise CGTValueError(f"the exponent x of power(base, x) must be at least 1, not {x}")
    return canonical([_ZERO], [add(b.right_options[0], neg(short_power_to(b, x - 1)))])


def _check_depth(y: Dyadic) -> None:
    """``GameTooDeepError`` at once when B : y would be born after any computation can go:
    the number y is born on day |y| rounded up plus the exponent of its denominator."""
    day = max(y.ceil(), -y.floor()) + y.exp
    if day > MAX_DEPTH:
        raise GameTooDeepError(f"the exponent makes a game born after day {MAX_DEPTH}, deeper "
                               f"than any computation can go")


def power(base: Any, x: Any) -> Any:
    """Pow(B, x), the same as ``game(base).pow(x)``: a short game for a number x >= 1, and the
    loopy value {0 | H - B : on} for x = ``on`` (``"on"`` as text too)."""
    return game(base).pow(x)


def power_to(base: Any, x: Any) -> Any:
    """PowTo(B, x), the same as ``game(base).pow_to(x)``: B : y with 1 : y = x for a number
    x >= 0, and the loopy value B : on for x = ``on`` (so ``power_to(up, on)`` is upon)."""
    return game(base).pow_to(x)
