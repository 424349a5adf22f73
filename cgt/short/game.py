"""The canonical short game: immutable, interned, and closed-form for numbers, nimbers and ups.

A short partizan game is ``{L | R}`` with finitely many positions (Conway, *On Numbers and
Games*, ch. 7; Siegel, *Combinatorial Game Theory*, ch. II). Every ``Game`` object is the unique
canonical form of its value: dominated options removed and reversible options bypassed (Siegel,
II.2). Construction goes through one place that canonicalises and then interns, so two equal
games are the same object and ``==`` is identity.

Games of the form x + n.↑ + *m ("NUS": a dyadic x, an integer n, a nimber m) are stored as the
triple (x, n, m); their options are produced only when something asks for them. Their sums,
negatives and comparisons are closed formulas (Winning Ways, vol. 1, ch. 3; Siegel, II.4).
"""
import itertools
import numbers
import weakref
from collections.abc import Iterable
from fractions import Fraction

from cgt.errors import CGTTypeError, NotShortError
from cgt.numbers.dyadic import ZERO as D0, Dyadic
from cgt.short import text as _text
from cgt.short.temperature_methods import TemperatureMethods

_serial = itertools.count()
# One object per value: key -> weak reference. Weak, so values nobody holds can go; every cache
# keeps what it needs alive. (A plain dict of weakrefs is several times faster to query than
# weakref.WeakValueDictionary, and this lookup is on every construction.)
_INTERN = {}


def _interned(key):
    ref = _INTERN.get(key)
    return None if ref is None else ref()


def _register(key, g):
    def forget(_, key=key):
        # Only drop the entry if it still belongs to the collected game.
        ref = _INTERN.get(key)
        if ref is not None and ref() is None:
            del _INTERN[key]

    _INTERN[key] = weakref.ref(g, forget)
    return g


def interned_games():
    """Every interned game that is still alive."""
    return [g for g in (ref() for ref in list(_INTERN.values())) if g is not None]


class Game(TemperatureMethods):
    """A short partizan game in canonical form.

    Build one with ``game(x)`` (from a number, a string in the notation, or a game) or with
    ``Game(left=[...], right=[...])`` for ``{left | right}``; the result is always canonical and
    interned, so ``g is h`` exactly when ``g == h``.
    """

    __slots__ = ("_id", "_hash", "_nus", "_core", "_shift", "_left", "_right", "_neg", "_stops",
                 "_fstops", "_birthday", "_memo", "__weakref__")

    def __new__(cls, left=(), right=()):
        from cgt.short.convert import game
        from cgt.short.canonical import canonical
        from cgt.short.deep import run_deep

        return run_deep(canonical, [game(x) for x in _option_list(left, "left")],
                        [game(x) for x in _option_list(right, "right")])

    def __reduce__(self):
        from cgt.short.convert import game

        return (game, (str(self),))

    # -- options -----------------------------------------------------------------------------

    @property
    def left_options(self):
        """Left's options of the canonical form, as a tuple of games."""
        if self._left is None:
            _fill_options(self)
        return self._left

    @property
    def right_options(self):
        """Right's options of the canonical form, as a tuple of games."""
        if self._right is None:
            _fill_options(self)
        return self._right

    # -- classification ----------------------------------------------------------------------

    @property
    def is_number(self):
        """True for a (dyadic) number."""
        nus = self._nus
        return nus is not None and nus[1] == 0 and nus[2] == 0

    @property
    def is_integer(self):
        nus = self._nus
        return nus is not None and nus[1] == 0 and nus[2] == 0 and nus[0].exp == 0

    @property
    def is_nimber(self):
        """True for *m (m >= 0), including 0."""
        nus = self._nus
        return nus is not None and nus[1] == 0 and not nus[0]

    @property
    def is_number_up_star(self):
        """True for x + n.↑ + *m: a number plus a multiple of up plus a nimber."""
        return self._nus is not None

    @property
    def is_infinitesimal(self):
        """True when both stops are 0 (Siegel, II.4): the game lies strictly between -x and x
        for every positive number x. Zero counts as infinitesimal."""
        left, right = stops(self)
        return not left and not right

    @property
    def is_all_small(self):
        """True when every follower is 0 or has options for both players (dicotic)."""
        result = self._memo_dict().get("all_small")
        if result is None:
            from cgt.short.deep import run_deep

            result = run_deep(_all_small, self)
        return result

    @property
    def birthday(self):
        """The birthday of the canonical form: 0 for 0, else 1 + the largest option birthday."""
        if self._birthday is None and self._nus is not None:
            self._birthday = _nus_birthday(*self._nus)
        if self._birthday is None:
            from cgt.short.deep import run_deep

            run_deep(_birthday, self)
        return self._birthday

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
    def outcome(self):
        """The outcome class: "L" (G > 0), "R" (G < 0), "P" (G = 0) or "N" (G || 0)."""
        return {">": "L", "<": "R", "=": "P", "||": "N"}[self.compare(_ZERO_GAME)]

    # -- order -------------------------------------------------------------------------------

    def compare(self, other):
        """One of ``"<"``, ``"="``, ``">"``, ``"||"`` (confused)."""
        from cgt.short.convert import game

        other = game(other)
        if self is other:
            return "="
        le_ab, le_ba = _public_le(self, other), _public_le(other, self)
        if le_ab:
            return "=" if le_ba else "<"
        return ">" if le_ba else "||"

    def __eq__(self, other):
        if isinstance(other, Game):
            return self is other
        other = _coerce_number(other)
        return NotImplemented if other is None else self is other

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self):
        return self._hash

    def __le__(self, other):
        other = _coerce(other)
        return NotImplemented if other is None else _public_le(self, other)

    def __ge__(self, other):
        other = _coerce(other)
        return NotImplemented if other is None else _public_le(other, self)

    def __lt__(self, other):
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return self is not other and _public_le(self, other) and not _public_le(other, self)

    def __gt__(self, other):
        other = _coerce(other)
        if other is None:
            return NotImplemented
        return self is not other and _public_le(other, self) and not _public_le(self, other)

    def is_confused_with(self, other):
        """True when ``self || other``: neither is greater or equal."""
        return self.compare(other) == "||"

    # -- arithmetic --------------------------------------------------------------------------

    def __add__(self, other):
        if other.__class__ is not Game:
            other = _coerce(other)
            if other is None:
                return NotImplemented
        a, b = self._nus, other._nus
        if a is not None and b is not None:
            return nus(a[0] + b[0], a[1] + b[1], a[2] ^ b[2])
        return _public_add(self, other)

    def __radd__(self, other):
        other = _coerce(other)
        return NotImplemented if other is None else _public_add(other, self)

    def __sub__(self, other):
        other = _coerce(other)
        return NotImplemented if other is None else _public_add(self, _public_neg(other))

    def __rsub__(self, other):
        other = _coerce(other)
        return NotImplemented if other is None else _public_add(other, _public_neg(self))

    def __neg__(self):
        return _public_neg(self)

    def __pos__(self):
        return self

    def __mul__(self, other):
        if isinstance(other, int) and not isinstance(other, bool):
            return _public_times(other, self)
        return NotImplemented

    __rmul__ = __mul__

    # -- printing ----------------------------------------------------------------------------

    def __str__(self):
        return _text.to_text(self)

    def __repr__(self):
        return str(self)

    def __format__(self, spec):
        if spec in ("", "s"):
            return _text.to_text(self)
        if spec == "u":
            return _text.to_text(self, "unicode")
        if spec == "latex":
            return _text.to_text(self, "latex")
        raise ValueError(f"unknown format {spec!r} for a game: use '', 'u' or 'latex'")

    def _repr_latex_(self):
        return "$" + format(self, "latex") + "$"

    def _memo_dict(self):
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        return memo


# -- construction ----------------------------------------------------------------------------

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


def nus(x, n=0, m=0):
    """The interned game x + n.↑ + *m for a ``Dyadic`` x and ints n, m >= 0."""
    key = (x.num, x.exp, n, m)
    ref = _INTERN.get(key)
    g = None if ref is None else ref()
    if g is None:
        hash_value = hash(x) if not n and not m else None
        g = _register(key, _new((x, n, m), None, None, hash_value))
        g._stops = (x, x)
    return g


def number(x):
    """The game of the dyadic number ``x`` (a ``Dyadic``)."""
    return nus(x, 0, 0)


def integer(k):
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
        if c is None or _less(c, v):
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
    """Fill in the canonical options of a number-up-star game (Siegel, II.4; spec §7.1)."""
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


def _number_birthday(x):
    if x.exp == 0:
        return abs(x.num)
    return (abs(x.num) >> x.exp) + x.exp + 1


def _nus_birthday(x, n, m):
    """Birthday of x + n.↑ + *m in closed form: b(x) + b(n.↑ + *m)."""
    n = abs(n)
    if n == 0:
        tail = m
    else:
        m1 = m ^ ((n - 1) & 1)  # the nimber part once n has been walked down to 1
        tail = n + 1 if m1 == 1 else n + (m1 ^ 1)
    return _number_birthday(x) + tail


def _birthday(g):
    if g._birthday is None and g._nus is not None:
        g._birthday = _nus_birthday(*g._nus)
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


def nus_sign(x, n, m):
    """The order class of x + n.↑ + *m against 0: ">", "<", "=" or "||" (spec §7.2)."""
    if x:
        return ">" if x.num > 0 else "<"
    if n == 0:
        return "=" if m == 0 else "||"
    if n == 1 or n == -1:
        if m == 1:
            return "||"
    return ">" if n > 0 else "<"


# -- coercion --------------------------------------------------------------------------------

def _option_list(items, side):
    """An option list given to ``Game``: a list, tuple or other iterable of games (or of values
    ``game`` accepts), never a single string, number or game."""
    if isinstance(items, (str, bytes, Game)) or not isinstance(items, Iterable):
        raise CGTTypeError(f"Game's {side} options must be a list of games, such as "
                           f"Game(left=[0, '*'], right=[1]), not {type(items).__name__} "
                           f"{items!r}")
    return items


def _coerce_number(value):
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return integer(value)
    if isinstance(value, (numbers.Rational, Dyadic)) or type(value).__module__.startswith("sympy"):
        try:
            return number(Dyadic.of(value))
        except (TypeError, NotShortError):
            return None
    return None


def _coerce(value):
    if isinstance(value, Game):
        return value
    return _coerce_number(value)


from cgt.short.order import _less, stops, le as _le  # noqa: E402
from cgt.short.arithmetic import add as _add, neg as _neg, times as _times  # noqa: E402
from cgt.short.deep import deep  # noqa: E402

_ZERO_GAME = number(D0)
_public_le = deep(_le)
_public_add = deep(_add)
_public_neg = deep(_neg)
_public_times = deep(_times)
