"""The canonical short game: immutable, interned, and closed-form for numbers, nimbers and ups.

A short partizan game is ``{L | R}`` with finitely many positions (Conway, *On Numbers and
Games*, ch. 7; Siegel, *Combinatorial Game Theory*, ch. II). Every ``Game`` object is the unique
canonical form of its value: dominated options removed and reversible options bypassed (Siegel,
II.2). Construction goes through one place that canonicalises and then interns, so two equal
games are the same object and ``==`` is identity.

This is the bottom layer of ``cgt.short``: the ``Game`` type, the intern store and the
constructors of the two kinds of game. Games x + n.↑ + *m ("NUS") are stored as their triple
(``cgt.short.nus``) and produce their options only when asked. Every other game is stored as a
core, whose Left stop is 0, translated by a number. The algorithms behind ``Game``'s methods
(order, sums, canonical forms, temperature theory, ...) sit in the modules above this one and
are reached through ``ops``, which ``cgt.short`` fills in when it is imported.
"""
from __future__ import annotations

import itertools
import weakref
from collections.abc import Iterable
from fractions import Fraction
from types import SimpleNamespace
from typing import Any, Union

from cgt.errors import CGTTypeError, NotShortError
from cgt.numbers.dyadic import ZERO as D0, Dyadic, less
from cgt.short import text
from cgt.short.deep import run_deep
from cgt.short.nus import NUS
from cgt.short.outcome import OUTCOME_OF, Outcome, Relation
from cgt.short.stops import float_stops, stops

#: The algorithms behind the methods of ``Game``, installed by ``cgt.short`` from the layers
#: above (``le``, ``add``, ``neg``, ``times``, ``canonical``, ``cool``, ``thermograph``, ...).
ops = SimpleNamespace()

_serial = itertools.count()
_tuple_new = tuple.__new__
# One object per value: key -> weak reference. Weak, so values nobody holds can go; every cache
# keeps what it needs alive. (A plain dict of weakrefs is several times faster to query than
# weakref.WeakValueDictionary, and this lookup is on every construction.)
_INTERN: dict = {}


def _register(key, g):
    def forget(_, key=key):
        # Only drop the entry if it still belongs to the collected game.
        ref = _INTERN.get(key)
        if ref is not None and ref() is None:
            del _INTERN[key]

    _INTERN[key] = weakref.ref(g, forget)
    return g


def interned_games() -> list[Game]:
    """Every interned game that is still alive."""
    return [g for g in (ref() for ref in list(_INTERN.values())) if g is not None]


#: What the arithmetic and comparisons of games accept besides games.
Number = Union[int, Fraction, Dyadic]


class Game:
    """A short partizan game in canonical form.

    Build one with ``game(x)`` (from a number, a string in the notation, or a game) or with
    ``Game(left=[...], right=[...])`` for ``{left | right}``; the result is always canonical and
    interned, so ``g is h`` exactly when ``g == h``.

    >>> Game(left=[0], right=[game("*")])
    ^
    """

    __slots__ = ("_id", "_hash", "_nus", "_core", "_shift", "_left", "_right", "_neg", "_stops",
                 "_fstops", "_birthday", "_memo", "__weakref__")

    def __new__(cls, left: Iterable = (), right: Iterable = ()) -> Game:
        return run_deep(ops.canonical, _option_list(left, "left"), _option_list(right, "right"))

    def __reduce__(self):
        return (game, (str(self),))

    # -- options -----------------------------------------------------------------------------

    @property
    def left_options(self) -> tuple[Game, ...]:
        """Left's options of the canonical form, as a tuple of games."""
        if self._left is None:
            _fill_options(self)
        return self._left

    @property
    def right_options(self) -> tuple[Game, ...]:
        """Right's options of the canonical form, as a tuple of games."""
        if self._right is None:
            _fill_options(self)
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
        return run_deep(_all_small, self) if result is None else result

    @property
    def birthday(self) -> int:
        """The birthday of the canonical form: 0 for 0, else 1 + the largest option birthday."""
        b = self._birthday
        return run_deep(_birthday, self) if b is None else b

    def as_number(self):
        """The value as a ``sympy.Rational``; ``NotShortError`` if the game is not a number."""
        if not self.is_number:
            raise NotShortError(f"{self} is not a number")
        return self._nus[0].to_sympy()

    @property
    def left_stop(self):
        """Left's stop: the number reached when Left starts and both play to a number."""
        return stops(self)[0].to_sympy()

    @property
    def right_stop(self):
        """Right's stop: the number reached when Right starts and both play to a number."""
        return stops(self)[1].to_sympy()

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
        le_ab, le_ba = run_deep(ops.le, self, other), run_deep(ops.le, other, self)
        if le_ab:
            return Relation.EQUAL if le_ba else Relation.LESS
        return Relation.GREATER if le_ba else Relation.CONFUSED

    def is_confused_with(self, other: Game | Number | str) -> bool:
        """True when ``self || other``: neither is greater or equal."""
        return self.compare(other) is Relation.CONFUSED

    def __eq__(self, other):
        if other.__class__ is not Game:
            other = _operand(other)
            if other is None:
                return NotImplemented
        return self is other

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self):
        return self._hash

    # -- arithmetic --------------------------------------------------------------------------

    def __add__(self, other: Game | Number) -> Game:
        # The one operator written out, for the closed-form sums of the hot loops.
        if other.__class__ is not Game:
            other = _operand(other)
            if other is None:
                return NotImplemented
        a, b = self._nus, other._nus
        if a is not None and b is not None:
            return nus(a[0] + b[0], a[1] + b[1], a[2] ^ b[2])
        return run_deep(ops.add, self, other)

    def __neg__(self) -> Game:
        return run_deep(ops.neg, self)

    def __pos__(self) -> Game:
        return self

    def __mul__(self, k: int) -> Game:
        """k copies of G for an integer k (Conway's product is ``conway_product``)."""
        k = _integer_operand(k)
        return NotImplemented if k is None else run_deep(ops.times, k, self)

    __rmul__ = __mul__

    # The comparisons and the binary operators (__le__, __add__, __radd__, ...) are made
    # below from one coercion of the other operand, as fractions.Fraction does.

    # -- printing ----------------------------------------------------------------------------

    def __str__(self) -> str:
        return text.to_text(self)

    def __repr__(self) -> str:
        return text.to_text(self)

    def __format__(self, spec: str) -> str:
        style = _FORMATS.get(spec)
        if style is None:
            raise CGTTypeError(f"unknown format {spec!r} for a game: use '', 'u' or 'latex'")
        return text.to_text(self, style)

    def _repr_latex_(self) -> str:
        return "$" + text.to_text(self, "latex") + "$"

    def _memo_dict(self) -> dict:
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        return memo

    # -- thermography ------------------------------------------------------------------------

    @property
    def mean(self):
        """The mean value (the mast of the thermograph), a ``sympy.Rational``; a number is its
        own mean (Winning Ways, vol. 1, ch. 6; Siegel, *CGT*, II.5)."""
        return run_deep(ops.mean_and_temperature, self)[0].to_sympy()

    @property
    def temperature(self):
        """The temperature, a ``sympy.Rational``: positive for hot games, 0 for a number plus a
        nonzero infinitesimal, and for numbers -1 (integers) or -1/2^k (denominator 2^k)."""
        return run_deep(ops.mean_and_temperature, self)[1].to_sympy()

    def thermograph(self):
        """The ``Thermograph``: walls as exact piecewise-linear functions of t >= -1, the mast
        and the temperature."""
        return run_deep(ops.thermograph, self)

    # -- cooling and heating -----------------------------------------------------------------

    def cool(self, t) -> Game:
        """G cooled by the dyadic number t > -1: {G^L_t - t | G^R_t + t} up to the temperature,
        the mean beyond it (Winning Ways, vol. 1, ch. 6)."""
        return run_deep(ops.cool, self, t)

    def chill(self) -> Game:
        """G cooled by 1, the chilling of Winning Ways (vol. 1, ch. 6) for Go and Blockbusting."""
        return self.cool(1)

    def freeze(self) -> Game:
        """G cooled by its own temperature: a game infinitely close to the mean."""
        return run_deep(ops.freeze, self)

    def heat(self, t) -> Game:
        """∫^t G, G heated by t (a number or a game). Works on the canonical form of G."""
        return run_deep(ops.heat, self, t)

    def overheat(self, s, t) -> Game:
        """∫_s^t G, G overheated from s to t (numbers or games). Works on the canonical form."""
        return run_deep(ops.overheat, self, s, t)

    def warm(self) -> Game:
        """∫G = ∫_{1*}^{1} G, Winning Ways' warming, which undoes chilling for Go positions."""
        return run_deep(ops.warm, self)

    # -- incentives and products -------------------------------------------------------------

    def incentives(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        """(Left incentives, Right incentives): tuples of G^L - G and G - G^R on the canonical
        form."""
        return run_deep(ops.incentives, self)

    def norton(self, u) -> Game:
        """G.U, the Norton product by a positive game U (depends on the form of U)."""
        return run_deep(ops.norton, self, game(u))

    def conway_product(self, other) -> Game:
        """G·H, Conway's product of the canonical forms (numbers multiply, nimbers
        nim-multiply; for other games it depends on the forms)."""
        return run_deep(ops.conway_product, self, game(other))

    # -- infinitesimals ----------------------------------------------------------------------

    def atomic_weight(self) -> Game:
        """The atomic weight as a game; ``NotAtomicError`` when G has none."""
        return run_deep(ops.atomic_weight, self)

    def reduced(self) -> Game:
        """The reduced canonical form: the simplest game infinitesimally close to G."""
        return run_deep(ops.reduced, self)

    def companion(self) -> Game:
        """The companion G°."""
        return run_deep(ops.companion, self)

    # -- ordinal sums and uptimals -----------------------------------------------------------

    def ordinal_sum(self, other) -> Game:
        """G : H, the ordinal sum with base G (its canonical form) and subordinate H."""
        return run_deep(ops.ordinal_sum, self, game(other))

    def subordinate(self, base) -> Game:
        """The H with base : H = G; ``CGTError`` if G is not an ordinal sum over this base."""
        return run_deep(ops.subordinate, self, game(base))

    def pow(self, n: int) -> Game:
        """Pow(G, n) = {0 | H - PowTo(G, n-1)} for a base G = {0 | H}; ``up.pow(n)`` is ↑ⁿ."""
        return ops.power(self, n)

    def pow_to(self, n: int) -> Game:
        """PowTo(G, n) = G : (n-1) for a base G = {0 | H}; ``up.pow_to(n)`` is ↑^[n]."""
        return ops.power_to(self, n)


_FORMATS = {"": "plain", "s": "plain", "u": "unicode", "latex": "latex"}


# -- the coercion protocol ---------------------------------------------------------------------

def game(value: Game | Number | str) -> Game:
    """The canonical game for ``value``.

    ``value`` may be a ``Game``, an ``int`` (or numpy integer), a dyadic ``fractions.Fraction``
    or ``sympy.Rational``, or a string in the plain-text notation (``"{3||2|1}"``, ``"^^*"``,
    ``"+-1+-2"``, ``"1/2**40"``). A non-dyadic number raises ``NotShortError``; text that is not
    in the notation raises ``ParseError`` naming the column; anything else ``CGTTypeError``.

    >>> game("{0|*}")
    ^
    >>> game(3) + game("1/2")
    7/2
    """
    if value.__class__ is Game:
        return value
    if isinstance(value, str):
        return text.parse(value)
    if _is_rational(value):
        return number(Dyadic.of(value))
    g = _operand(value)
    if g is None:
        raise CGTTypeError(f"cannot make a game from {type(value).__name__} {value!r}")
    return g


def _operand(value):
    """The game of an operand: a game, an int or numpy integer, or a dyadic ``Fraction``,
    sympy ``Rational`` or ``Dyadic``; ``None`` for anything else, non-dyadic rationals
    included (so that ``==`` answers False and arithmetic refuses them)."""
    if isinstance(value, Game):
        return value
    k = _integer_operand(value)
    if k is not None:
        return integer(k)
    if _is_rational(value):
        try:
            return number(Dyadic.of(value))
        except (NotShortError, TypeError):
            return None
    return None


def _is_rational(value):
    return isinstance(value, (Fraction, Dyadic)) or (
        type(value).__module__.startswith("sympy") and getattr(value, "is_Rational", False))


def _integer_operand(value):
    """``value`` as an int if it is an integer other than a bool (int, numpy integer), else
    ``None``."""
    if isinstance(value, int):
        return None if isinstance(value, bool) else value
    index = getattr(type(value), "__index__", None)
    if index is None or type(value).__module__.startswith("sympy"):
        return None
    return index(value)


def _option_list(options, side):
    if isinstance(options, (str, Game)) or not isinstance(options, Iterable):
        raise CGTTypeError(f"the {side} options of a game must be a list of games, not "
                           f"{options!r}")
    return [game(x) for x in options]


def _binary(operation, name):
    """The forward and reflected operator for ``operation(g, h)`` on two games."""

    def forward(a, b):
        if b.__class__ is not Game:
            b = _operand(b)
            if b is None:
                return NotImplemented
        return operation(a, b)

    def reverse(b, a):
        a = _operand(a)
        return NotImplemented if a is None else operation(a, b)

    forward.__name__, reverse.__name__ = f"__{name}__", f"__r{name}__"
    return forward, reverse


def _relation(test, name):
    """The comparison operator ``name`` for ``test(g, h)`` on two games."""

    def compare(a, b):
        if b.__class__ is not Game:
            b = _operand(b)
            if b is None:
                return NotImplemented
        return test(a, b)

    compare.__name__ = f"__{name}__"
    return compare


def _sum(g, h):
    a, b = g._nus, h._nus
    if a is not None and b is not None:
        return nus(a[0] + b[0], a[1] + b[1], a[2] ^ b[2])
    return run_deep(ops.add, g, h)


def _difference(g, h):
    return _sum(g, run_deep(ops.neg, h))


def _le(g, h):
    return g is h or run_deep(ops.le, g, h)


def _lt(g, h):
    return g is not h and run_deep(ops.le, g, h) and not run_deep(ops.le, h, g)


Game.__radd__ = _binary(_sum, "add")[1]
Game.__sub__, Game.__rsub__ = _binary(_difference, "sub")
Game.__le__ = _relation(_le, "le")
Game.__ge__ = _relation(lambda g, h: _le(h, g), "ge")
Game.__lt__ = _relation(_lt, "lt")
Game.__gt__ = _relation(lambda g, h: _lt(h, g), "gt")


# -- construction ------------------------------------------------------------------------------

def _new(nus, left, right, hash_value=None):
    g = object.__new__(Game)
    g._id = next(_serial)
    g._hash = hash_value if hash_value is not None else hash((Game, g._id))
    g._nus = nus
    g._core = None
    g._shift = D0
    g._left = left
    g._right = right
    g._neg = None
    g._stops = None
    g._fstops = None
    g._birthday = None
    g._memo = None
    return g


def nus(x: Dyadic, n: int = 0, m: int = 0) -> Game:
    """The interned game x + n.↑ + *m for a ``Dyadic`` x and ints n, m >= 0."""
    key = (x.num, x.exp, n, m)
    ref = _INTERN.get(key)
    g = None if ref is None else ref()
    if g is None:
        hash_value = hash(x) if not n and not m else None
        g = _register(key, _new(_tuple_new(NUS, (x, n, m)), None, None, hash_value))
        g._stops = (x, x)
    return g


def number(x: Dyadic) -> Game:
    """The game of the dyadic number ``x`` (a ``Dyadic``)."""
    return nus(x, 0, 0)


def integer(k: int) -> Game:
    """The game of the integer k."""
    return nus(Dyadic._raw(k, 0), 0, 0)


# -- general games: a core (left stop 0) shifted by a number -----------------------------------
# A game that is not number-up-star is stored as core + c, where c is its left stop and the core
# is the canonical form of G - c. Adding a number then only changes c (number translation,
# Siegel, CGT, II.3), and sums and comparisons are remembered per pair of cores.

def general(left, right):
    """Intern the reduced canonical form ``{left | right}`` known not to be number-up-star.

    The caller guarantees that the options are canonical and that nothing is dominated or
    reversible.
    """
    left = tuple(sorted(left, key=_game_id))
    right = tuple(sorted(right, key=_game_id))
    # The options name the game, whatever its left stop, so a translated game is also filed
    # under its own options: the same form met again is then one lookup.
    key = (tuple(g._id for g in left), tuple(g._id for g in right))
    ref = _INTERN.get(key)
    g = None if ref is None else ref()
    if g is not None:
        return g
    c = None
    for o in left:
        v = (o._stops or stops(o))[1]
        if c is None or less(c, v):
            c = v
    if not c:
        return _intern_core(left, right, key)
    minus_c = -c
    core = _intern_core(tuple(sorted((shift(o, minus_c) for o in left), key=_game_id)),
                        tuple(sorted((shift(o, minus_c) for o in right), key=_game_id)))
    g = translate(core, c)
    if g._left is None:
        # The core's options shifted back by c are these (interning makes them the same
        # objects), so the game need never shift them itself.
        g._left = left
        g._right = right
    return _register(key, g)


def _intern_core(left, right, key=None):
    """The core game with these options, each tuple sorted by id."""
    if key is None:
        key = (tuple(g._id for g in left), tuple(g._id for g in right))
    ref = _INTERN.get(key)
    g = None if ref is None else ref()
    if g is None:
        g = _new(None, left, right)
        g._core = g
        g = _register(key, g)
    return g


def translate(core, c):
    """core + c for a core game and a ``Dyadic`` c."""
    if not c.num:
        return core
    key = (core._id, c.num, c.exp)
    ref = _INTERN.get(key)
    g = None if ref is None else ref()
    if g is None:
        g = _new(None, None, None)
        g._core = core
        g._shift = c
        low, high = core._stops or stops(core)
        g._stops = (low + c, high + c)
        g = _register(key, g)
    return g


def shift(g, x):
    """G + x for a number x (a ``Dyadic``), in constant time."""
    if not x.num:
        return g
    t = g._nus
    if t is not None:
        return nus(t[0] + x, t[1], t[2])
    return translate(g._core, g._shift + x)


def _game_id(g):
    return g._id


def _fill_options(g):
    if g._nus is not None:
        _nus_options(g)
    else:
        c = g._shift
        core = g._core
        g._left = tuple(shift(o, c) for o in core.left_options)
        g._right = tuple(shift(o, c) for o in core.right_options)


# -- number-up-star closed forms --------------------------------------------------------------

def _nus_options(g):
    """Fill in the canonical options of a number-up-star game (Siegel, *CGT*, II.4)."""
    x, n, m = g._nus
    if n == 0 and m == 0:
        left, right = _number_options(x)
    elif n == 0:
        left = right = tuple(nus(x, 0, k) for k in range(m))
    elif n == 1 and m == 1:
        left, right = (nus(x), nus(x, 0, 1)), (nus(x),)
    elif n == -1 and m == 1:
        left, right = (nus(x),), (nus(x), nus(x, 0, 1))
    elif n > 0:
        left, right = (nus(x),), (nus(x, n - 1, m ^ 1),)
    else:
        left, right = (nus(x, n + 1, m ^ 1),), (nus(x),)
    g._left, g._right = left, right


def _number_options(x):
    if x.exp == 0:
        k = x.num
        if k > 0:
            return (integer(k - 1),), ()
        if k < 0:
            return (), (integer(k + 1),)
        return (), ()
    return (number(Dyadic(x.num - 1, x.exp)),), (number(Dyadic(x.num + 1, x.exp)),)


def _birthday(g):
    if g._birthday is None and g._nus is not None:
        g._birthday = g._nus.birthday()
    if g._birthday is None:
        best = -1
        for h in g.left_options + g.right_options:
            b = h._birthday if h._birthday is not None else _birthday(h)
            if b > best:
                best = b
        g._birthday = best + 1
    return g._birthday


def _all_small(g):
    memo = g._memo_dict()
    result = memo.get("all_small")
    if result is not None:
        return result
    if g._nus is not None:
        result = not g._nus[0]
    else:
        left, right = g.left_options, g.right_options
        result = bool(left) and bool(right) and all(_all_small(h) for h in left + right)
    memo["all_small"] = result
    return result


ZERO = number(D0)
