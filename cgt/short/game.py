"""The canonical short game: immutable, interned, and closed-form for numbers, nimbers and ups.

A short partizan game is ``{L | R}`` with finitely many positions (Conway, *On Numbers and
Games*, ch. 7; Siegel, *Combinatorial Game Theory*, ch. II). Every ``Game`` object is the unique
canonical form of its value: dominated options removed and reversible options bypassed (Siegel,
II.2). Construction goes through one place that canonicalises and then interns, so two equal
games are the same object and ``==`` is identity.

This module is the interface of the bottom layer of ``cgt.short``; how games are stored is in
``store``, what the operations accept is in ``coerce``. The algorithms behind ``Game``'s methods
(order, sums, canonical forms, temperature theory, ...) sit in the layers above, which import
``Game`` back or build games when they are run: they are imported at the end of this module,
after ``Game`` is complete, and the methods call them by module attribute (``arithmetic.add``).
"""
from __future__ import annotations

import operator
from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Union

from cgt.errors import CGTTypeError, NotShortError
from cgt.numbers.dyadic import ZERO as D0, Dyadic
from cgt.lattice import OrdinalLevel, SurrealLevel, apply
from cgt.short.coerce import (binary, extension_braces, game, integer_operand,
                              is_extension_value, option_list)
from cgt.short.deep import run_deep
from cgt.short.nus import NUS
from cgt.short.outcome import OUTCOME_OF, Outcome, Relation
from cgt.short.stops import stops
from cgt.short.store import (GameBase, all_small, birthday, fill_options, general, integer,
                             interned_games, number, nus, shift, translate)

if TYPE_CHECKING:
    from cgt.short.thermograph import Thermograph

__all__ = ["Game", "game", "general", "interned_games", "number", "nus",
           "shift", "translate"]

#: What the arithmetic and comparisons of games accept besides games.
Number = Union[int, Fraction, Dyadic]

class Game(GameBase):
    """A short partizan game in canonical form.

    Build one with ``game(x)`` (from a number, a string in the notation, or a game) or with
    ``Game(left=[...], right=[...])`` for ``{left | right}``; the result is always canonical and
    interned, so ``g is h`` exactly when ``g == h``.

    >>> Game(left=[0], right=[game("*")])
    ^
    """

    __slots__ = ()

    def __new__(cls, left: Iterable = (), right: Iterable = ()) -> Game:
        left, right = option_list(left, "left"), option_list(right, "right")
        if any(map(is_extension_value, left + right)):
            return extension_braces(left, right)
        return run_deep(canonical.canonical, left, right)

    def __reduce__(self) -> tuple:
        return (game, (str(self),))

    # -- options -----------------------------------------------------------------------------

    @property
    def left_options(self) -> tuple[Game, ...]:
        """Left's options of the canonical form, as a tuple of games."""
        if self._left is None:
            fill_options(self)
        return self._left

    @property
    def right_options(self) -> tuple[Game, ...]:
        """Right's options of the canonical form, as a tuple of games."""
        if self._right is None:
            fill_options(self)
        return self._right

    # -- classification ----------------------------------------------------------------------

    @property
    def nus(self) -> NUS | None:
        """The triple (x, n, m) when the game is x + n.↑ + *m, else ``None``."""
        return self._nus

    @property
    def is_number(self) -> bool:
        """True for a (dyadic) number."""
        t = self._nus
        return t is not None and t.is_number

    @property
    def is_integer(self) -> bool:
        t = self._nus
        return t is not None and t.is_number and t[0].exp == 0

    @property
    def is_nimber(self) -> bool:
        """True for *m (m >= 0), including 0."""
        t = self._nus
        return t is not None and t.is_nimber

    @property
    def is_number_up_star(self) -> bool:
        """True for x + n.↑ + *m: a number plus a multiple of up plus a nimber."""
        return self._nus is not None

    @property
    def is_infinitesimal(self) -> bool:
        """True when both stops are 0 (Siegel, II.4): the game lies strictly between -x and x
        for every positive number x. Zero counts as infinitesimal."""
        left, right = stops(self)
        return not left and not right

    @property
    def is_all_small(self) -> bool:
        """True when every follower is 0 or has options for both players (dicotic)."""
        result = self._memo_dict().get("all_small")
        return run_deep(all_small, self) if result is None else result

    @property
    def birthday(self) -> int:
        """The birthday of the canonical form: 0 for 0, else 1 + the largest option birthday."""
        b = self._birthday
        return run_deep(birthday, self) if b is None else b

    def as_number(self) -> Dyadic:
        """The value as a ``Dyadic``; ``NotShortError`` if the game is not a number."""
        if not self.is_number:
            raise NotShortError(f"{self} is not a number")
        return self._nus[0]

    @property
    def left_stop(self) -> Dyadic:
        """Left's stop, a ``Dyadic``: the number reached when Left starts and both play to a
        number."""
        return stops(self)[0]

    @property
    def right_stop(self) -> Dyadic:
        """Right's stop, a ``Dyadic``: the number reached when Right starts and both play to a
        number."""
        return stops(self)[1]

    @property
    def outcome(self) -> Outcome:
        """The outcome class: "L" (G > 0), "R" (G < 0), "P" (G = 0) or "N" (G || 0)."""
        return OUTCOME_OF[self.compare(ZERO)]

    # -- order -------------------------------------------------------------------------------

    def compare(self, other: Game | Number | str) -> Relation:
        """One of ``"<"``, ``"="``, ``">"``, ``"||"`` (confused), as a ``Relation``."""
        other = game(other)
        if self is other:
            return Relation.EQUAL
        if not isinstance(other, GameBase):
            return super().compare(other)
        le_ab, le_ba = run_deep(order.le, self, other), run_deep(order.le, other, self)
        if le_ab:
            return Relation.EQUAL if le_ba else Relation.LESS
        return Relation.GREATER if le_ba else Relation.CONFUSED

    def is_confused_with(self, other: Game | Number | str) -> bool:
        """True when ``self || other``: neither is greater or equal."""
        return self.compare(other) is Relation.CONFUSED

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Game:
            if other.__class__ is int:
                return self is integer(other)
            return apply("==", self, other)
        return self is other

    def __ne__(self, other: object) -> bool:
        if other.__class__ is not Game:
            if other.__class__ is int:
                return self is not integer(other)
            result = apply("==", self, other)
            return result if result is NotImplemented else not result
        return self is not other

    def __hash__(self) -> int:
        return self._hash

    # -- arithmetic --------------------------------------------------------------------------

    def __add__(self, other: Game | Number) -> Game:
        # The one operator written out, for the closed-form sums of the hot loops.
        if other.__class__ is not Game:
            if other.__class__ is not int:
                return apply("+", self, other)
            other = integer(other)
        a, b = self._nus, other._nus
        if a is not None and b is not None:
            return nus(a[0] + b[0], a[1] + b[1], a[2] ^ b[2])
        return run_deep(arithmetic.add, self, other)

    def __neg__(self) -> Game:
        return run_deep(arithmetic.neg, self)

    def __pos__(self) -> Game:
        return self

    def __mul__(self, k: int) -> Game:
        """k copies of G for an integer k (Conway's product is ``conway_product``)."""
        n = integer_operand(k)
        return apply("*", self, k) if n is None else run_deep(arithmetic.times, n, self)

    def __rmul__(self, k: int) -> Game:
        n = integer_operand(k)
        return apply("*", k, self) if n is None else run_deep(arithmetic.times, n, self)

    @classmethod
    def _lift(cls, x: Any) -> Game | None:
        """``x`` as a short game: a game, a dyadic int or Fraction, a dyadic surreal number or
        a finite ordinal (the coercion of ``cgt.lattice``); ``None`` otherwise."""
        if isinstance(x, GameBase):
            return x
        if type(x) is int:
            return integer(x)
        if type(x) is Fraction:
            d = x.denominator
            return None if d & (d - 1) else number(Dyadic(x.numerator, d.bit_length() - 1))
        if isinstance(x, OrdinalLevel):
            return integer(int(x)) if x.is_finite else None
        if isinstance(x, SurrealLevel) and x.is_dyadic:
            return cls._lift(x.to_fraction())
        return None

    # The comparisons and the binary operators (__le__, __add__, __radd__, ...) are made
    # below from one coercion of the other operand, as fractions.Fraction does.

    # -- printing ----------------------------------------------------------------------------

    def __str__(self) -> str:
        from cgt.notation import render   # the notation sits above the core
        return render(self)

    def __repr__(self) -> str:
        from cgt.notation import render
        return render(self)

    def __format__(self, spec: str) -> str:
        style = _FORMATS.get(spec)
        if style is None:
            raise CGTTypeError(f"unknown format {spec!r} for a game: use '', 'u' or 'latex'")
        from cgt.notation import render
        return render(self, style)

    def _repr_latex_(self) -> str:
        from cgt.notation import render
        return "$" + render(self, "latex") + "$"

    def _memo_dict(self) -> dict:
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        return memo

    # -- thermography ------------------------------------------------------------------------

    @property
    def mean(self) -> Dyadic:
        """The mean value (the mast of the thermograph), a ``Dyadic``; a number is its own mean
        (Winning Ways, vol. 1, ch. 6; Siegel, *CGT*, II.5)."""
        return run_deep(cooling.mean_and_temperature, self)[0]

    @property
    def temperature(self) -> Dyadic:
        """The temperature, a ``Dyadic``: positive for hot games, 0 for a number plus a nonzero
        infinitesimal, and for numbers -1 (integers) or -1/2^k (denominator 2^k)."""
        return run_deep(cooling.mean_and_temperature, self)[1]

    def thermograph(self) -> Thermograph:
        """The ``Thermograph``: walls as exact piecewise-linear functions of t >= -1, the mast
        and the temperature."""
        return run_deep(thermograph.thermograph, self)

    # -- cooling and heating -----------------------------------------------------------------

    def cool(self, t: Any) -> Game:
        """G cooled by the dyadic number t > -1: {G^L_t - t | G^R_t + t} up to the temperature,
        the mean beyond it (Winning Ways, vol. 1, ch. 6)."""
        return run_deep(cooling.cool, self, t)

    def chill(self) -> Game:
        """G cooled by 1, the chilling of Winning Ways (vol. 1, ch. 6) for Go and Blockbusting."""
        return self.cool(1)

    def freeze(self) -> Game:
        """G cooled by its own temperature: a game infinitely close to the mean."""
        return run_deep(cooling.freeze, self)

    def heat(self, t: Any) -> Game:
        """∫^t G, G heated by t (a number or a game). Works on the canonical form of G."""
        return run_deep(cooling.heat, self, t)

    def overheat(self, s: Any, t: Any) -> Game:
        """∫_s^t G, G overheated from s to t (numbers or games). Works on the canonical form."""
        return run_deep(cooling.overheat, self, s, t)

    def warm(self) -> Game:
        """∫G = ∫_{1*}^{1} G, Winning Ways' warming, which undoes chilling for Go positions."""
        return run_deep(cooling.warm, self)

    # -- incentives and products -------------------------------------------------------------

    def incentives(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        """(Left incentives, Right incentives): tuples of G^L - G and G - G^R on the canonical
        form."""
        return run_deep(products.incentives, self)

    def norton(self, u: Game | Number | str) -> Game:
        """G.U, the Norton product by a positive game U (depends on the form of U)."""
        return run_deep(products.norton, self, game(u))

    def conway_product(self, other: Game | Number | str) -> Game:
        """G·H, Conway's product of the canonical forms (numbers multiply, nimbers
        nim-multiply; for other games it depends on the forms, and ``other`` may be a
        ``GameForm``: the product is then taken on that form as written)."""
        if isinstance(other, forms.GameForm):
            return other.conway_product(self)
        return run_deep(products.conway_product, self, game(other))

    def ordinal_product(self, other: Game | Number | str) -> Game:
        """G × H, CGSuite's ordinal product of the canonical forms: each move of H becomes a
        copy of G (of -G for Right) played as an ordinal sum (``cgt.short.ordinal_product``)."""
        return run_deep(ordinal_product.ordinal_product, self, game(other))

    def ugly_product(self, other: Game | Number | str) -> Game:
        """*(a ⊠ b) for nimbers *a and *b, with the ugly product of acrostic games (Winning
        Ways, ch. 14; ``cgt.numbers.ugly_product``)."""
        return ordinal_product.ugly_nimber_product(self, game(other))

    # -- counting ----------------------------------------------------------------------------

    @property
    def stop_count(self) -> int:
        """The number of stopping positions (numbers) in the complete game tree of the
        canonical form, every path counted (``cgt.short.counting``)."""
        return counting.stop_count(self)

    @property
    def follower_count(self) -> int:
        """The number of distinct canonical followers, G itself included."""
        return counting.follower_count(self)

    def followers(self) -> frozenset:
        """The set of the canonical followers of G, G itself included."""
        return counting.followers(self)

    def uptimal_expansion(self) -> Any:
        """(number, (a₁, …, aₙ), nimber) when G = x + a₁·↑ + … + aₙ·↑ⁿ + *m, else None."""
        return counting.uptimal_expansion(self)

    # -- infinitesimals ----------------------------------------------------------------------

    def atomic_weight(self) -> Game:
        """The atomic weight as a game; ``NotAtomicError`` when G has none."""
        return run_deep(atomic.atomic_weight, self)

    def reduced(self) -> Game:
        """The reduced canonical form: the simplest game infinitesimally close to G."""
        return run_deep(reduced.reduced, self)

    def companion(self) -> Game:
        """The companion G°."""
        return run_deep(companion.companion, self)

    # -- ordinal sums and uptimals -----------------------------------------------------------

    def ordinal_sum(self, other: Game | Number | str) -> Game:
        """G : H, the ordinal sum with base G (its canonical form) and subordinate H; a loopy
        H (``on``, a stopper) gives a loopy value (``cgt.loopy.ordinal``)."""
        found = _reflected(other, "_ordinal_sum_over")
        if found is not None:
            return found(self)
        return run_deep(ordinal.ordinal_sum, self, game(other))

    def subordinate(self, base: Game | Number | str) -> Game:
        """The H with base : H = G; ``CGTError`` if G is not an ordinal sum over this base."""
        found = _reflected(base, "_subordinate_under")
        if found is not None:
            return found(self)
        return run_deep(ordinal.subordinate, self, game(base))

    def pow(self, x: Any) -> Game:
        """Pow(G, x) = {0 | H - PowTo(G, x-1)} for a base G = {0 | H} and a number x >= 1
        (an int, a fraction, text or a game); ``up.pow(n)`` is ↑ⁿ (``cgt.short.powers``).
        With x = ``on`` it is the loopy value {0 | H - G : on} (``cgt.loopy.powers``)."""
        found = _reflected(x, "_power_of")
        if found is not None:
            return found(self)
        return powers.short_power(self, x)

    def pow_to(self, x: Any) -> Game:
        """PowTo(G, x) = G : y with 1 : y = x, for a number x >= 0: G : (n-1) for an integer
        n, and ``up.pow_to(n)`` is ↑^[n] (``cgt.short.powers``). With x = ``on`` it is the
        loopy value G : on, so ``up.pow_to("on")`` is upon (``cgt.loopy.powers``)."""
        found = _reflected(x, "_power_to_of")
        if found is not None:
            return found(self)
        return powers.short_power_to(self, x)


_FORMATS = {"": "plain", "s": "plain", "u": "unicode", "latex": "latex"}


def _reflected(x: Any, name: str) -> Any:
    """The method ``name`` of ``x`` (or of the value its text names) when ``x`` is a value of
    a layer above the core, such as a loopy game, that takes the operation over; else None.
    This is how ``up.pow_to("on")`` reaches ``cgt.loopy`` without the core importing it."""
    if isinstance(x, str):
        x = game(x)
    return None if isinstance(x, GameBase) else getattr(x, name, None)


def _sum(g, h):
    a, b = g._nus, h._nus
    if a is not None and b is not None:
        return nus(a[0] + b[0], a[1] + b[1], a[2] ^ b[2])
    return run_deep(arithmetic.add, g, h)


def _difference(g, h):
    return _sum(g, run_deep(arithmetic.neg, h))


def _le(g, h):
    return g is h or run_deep(order.le, g, h)


def _lt(g, h):
    return g is not h and run_deep(order.le, g, h) and not run_deep(order.le, h, g)


Game.__radd__ = binary(_sum, "+", "add")[1]
Game.__sub__, Game.__rsub__ = binary(_difference, "-", "sub")
Game.__le__ = binary(_le, "<=", "le")[0]
Game.__ge__ = binary(lambda g, h: _le(h, g), ">=", "ge")[0]
Game.__lt__ = binary(_lt, "<", "lt")[0]
Game.__gt__ = binary(lambda g, h: _lt(h, g), ">", "gt")[0]
# The kernels of the coercion (``cgt.lattice.apply``) for two short games.
Game._kernels = {"+": _sum, "-": _difference, "<=": _le, "<": _lt, "==": operator.is_}


ZERO = number(D0)


# The layers above: the algorithms behind the methods, imported last because they import
# ``Game`` back or build games, and find it complete; each imports only those before it.
from cgt.short import order, canonical, arithmetic, ordinal, ordinal_product  # noqa: E402
from cgt.short import powers, thermograph, cooling, products, atomic  # noqa: E402
from cgt.short import reduced, companion, counting, forms  # noqa: E402
