"""How canonical games are stored: the intern store and the constructors.

Every value has one ``Game`` object, found by a key: a number/up/nimber game by its triple, a
core by the ids of its options, a translated game by its core and shift. A game that is
x + n.↑ + *m ("NUS") is kept as its triple (``cgt.short.nus``) and makes its options only when
asked. Any other game is a core, a game whose Left stop is 0, translated by a number: adding a
number then only changes the translation (number translation, Siegel, *CGT*, II.3), and sums
and comparisons are remembered per pair of cores.

``GameBase`` holds the storage of a game; ``cgt.short.game.Game``, its one subclass, adds the
operations, and is the class this module makes objects of.
"""
from __future__ import annotations

import itertools
import sys
import threading
import weakref
from collections.abc import Hashable, Iterable
from fractions import Fraction
from operator import attrgetter
from typing import TYPE_CHECKING, Any, cast

from cgt import caches
from cgt.lattice import ShortLevel
from cgt.numbers.dyadic import ZERO as D0, Dyadic, int_to_text, less
from cgt.resources import check_memory
from cgt.short.nus import NUS
from cgt.short.stops import stops

__all__ = ["nus", "general", "shift", "birthday"]

if TYPE_CHECKING:
    from cgt.short.game import Game

# About what one more interned game costs: the object, its key in the store, its slot in a tuple.
_BYTES_PER_GAME = 256

_tuple_new = tuple.__new__
# One object per value: key -> weak reference. Weak, so values nobody holds can go; every cache
# keeps what it needs alive. (A plain dict of weakrefs is several times faster to query than
# weakref.WeakValueDictionary, and this lookup is on every construction.) The references have
# no callbacks: entries of collected games are swept out whenever the store has doubled since
# the last sweep, which costs O(1) per entry, and no Python code runs when a game dies, where a
# Ctrl-C would be lost.
_INTERN: dict[Hashable, weakref.ref[Game]] = {}
_SWEEP_AT = [1 << 12]
# Threads share the store, and adding to it takes no lock: a new game is filed by one
# ``dict.setdefault``, which is atomic, so of two threads that build one value, one files its
# game and the other takes that one. Only a holder of _LOCK takes an entry out or replaces it.
_LOCK = threading.Lock()
_file = _INTERN.setdefault


class _LockedCount:
    """``itertools.count()`` for a build without the GIL, where its ``next`` is not atomic."""

    def __init__(self) -> None:
        self.count = itertools.count()

    def __next__(self) -> int:
        with _LOCK:
            return next(self.count)


# Serials number the games for good, so no two games may get one.
_serial = itertools.count() if getattr(sys, "_is_gil_enabled", lambda: True)() else _LockedCount()


def _register(key: Hashable, g: Game) -> Game:
    """The game filed under ``key``; ``g``, new and complete, is filed there if there is none
    (a lookup may find it as soon as it is)."""
    ref = weakref.ref(g)
    found = _file(key, ref)
    while found is not ref:
        other = found()
        if other is not None:
            return other
        with _LOCK:   # the entry of a game that has died, which only the lock's holder changes
            if _INTERN.get(key) is found:
                _INTERN[key] = ref
            found = _file(key, ref)
    if len(_INTERN) >= _SWEEP_AT[0]:
        _sweep()
    return g


def _sweep() -> None:
    with _LOCK:
        if len(_INTERN) < _SWEEP_AT[0]:
            return   # another thread has just swept
        # Over a copy (of the dict: a list of its items would make the collector run), since
        # other threads may add to the store meanwhile.
        for key, ref in _INTERN.copy().items():
            if ref() is None:
                del _INTERN[key]
        _SWEEP_AT[0] = max(1 << 12, 2 * len(_INTERN))


def _clear_game_memos() -> None:
    for g in interned_games():
        g._memo = None


def interned_games() -> list[Game]:
    """Every interned game that is still alive."""
    return [g for g in (ref() for ref in list(_INTERN.values())) if g is not None]


class GameBase(ShortLevel):
    """The storage of a canonical game; see ``cgt.short.game.Game`` for its interface."""

    __slots__ = ("_id", "_hash", "_nus", "_core", "_shift", "_left", "_right", "_neg", "_stops",
                 "_fstops", "_birthday", "_memo", "__weakref__")

    _id: int                             # serial number, never reused
    _hash: int
    _nus: NUS | None                     # the triple of a number-up-star game
    # The core of any other game (itself for a core). Number-up-star games, which have none,
    # are told apart by ``_nus`` first wherever this is read.
    _core: Game
    _shift: Dyadic                       # the number the core is translated by
    _left: tuple[Game, ...] | None       # options, None until made
    _right: tuple[Game, ...] | None
    _neg: Game | None
    _stops: tuple[Dyadic, Dyadic] | None
    _fstops: tuple[float | Fraction, float | Fraction] | None
    _birthday: int | None
    _memo: dict[Hashable, Any] | None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        global _GAME
        super().__init_subclass__(**kwargs)
        _GAME = cls


# The class of the games made here: ``Game`` from the moment ``cgt.short.game`` defines it.
_GAME = cast("type[Game]", GameBase)


def _new(nus: NUS | None, left: tuple[Game, ...] | None, right: tuple[Game, ...] | None,
         hash_value: int | None = None) -> Game:
    g = object.__new__(_GAME)
    g._id = next(_serial)
    g._hash = hash_value if hash_value is not None else hash((GameBase, g._id))
    g._nus = nus
    g._core = None  # type: ignore[assignment]  # set by the caller unless nus is given
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
        g = _new(_tuple_new(NUS, (x, n, m)), None, None, hash_value)
        g._stops = (x, x)
        g = _register(key, g)
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

def general(left: Iterable[Game], right: Iterable[Game]) -> Game:
    """Intern the reduced canonical form ``{left | right}`` known not to be number-up-star.

    The caller guarantees that the options are canonical and that nothing is dominated or
    reversible.
    """
    lefts = tuple(sorted(left, key=_game_id))
    rights = tuple(sorted(right, key=_game_id))
    # The options name the game, whatever its left stop, so a translated game is also filed
    # under its own options: the same form met again is then one lookup.
    key = (tuple(map(_game_id, lefts)), tuple(map(_game_id, rights)))
    ref = _INTERN.get(key)
    g = None if ref is None else ref()
    if g is not None:
        return g
    c: Dyadic | None = None
    for o in lefts:
        v = (o._stops or stops(o))[1]
        if c is None or less(c, v):
            c = v
    if not c:
        return _intern_core(lefts, rights, key)
    minus_c = -c
    core = _intern_core(tuple(sorted((shift(o, minus_c) for o in lefts), key=_game_id)),
                        tuple(sorted((shift(o, minus_c) for o in rights), key=_game_id)))
    g = translate(core, c)
    if g._left is None:
        # The core's options shifted back by c are these (interning makes them the same
        # objects), so the game need never shift them itself.
        g._left = lefts
        g._right = rights
    with _LOCK:
        _INTERN[key] = weakref.ref(g)
    if len(_INTERN) >= _SWEEP_AT[0]:
        _sweep()
    return g


def _intern_core(left: tuple[Game, ...], right: tuple[Game, ...],
                 key: Hashable | None = None) -> Game:
    """The core game with these options, each tuple sorted by id."""
    if key is None:
        key = (tuple(map(_game_id, left)), tuple(map(_game_id, right)))
    ref = _INTERN.get(key)
    g = None if ref is None else ref()
    if g is None:
        g = _new(None, left, right)
        g._core = g
        g = _register(key, g)
    return g


def translate(core: Game, c: Dyadic) -> Game:
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


def shift(g: Game, x: Dyadic) -> Game:
    """G + x for a number x (a ``Dyadic``), in constant time."""
    if not x.num:
        return g
    t = g._nus
    if t is not None:
        return nus(t[0] + x, t[1], t[2])
    return translate(g._core, g._shift + x)


_game_id = attrgetter("_id")


def fill_options(g: Game) -> None:
    t = g._nus
    if t is not None:
        _nus_options(g, t)
    else:
        c = g._shift
        core = g._core
        g._left = tuple(shift(o, c) for o in core.left_options)
        g._right = tuple(shift(o, c) for o in core.right_options)


# -- number-up-star closed forms --------------------------------------------------------------

def _nus_options(g: Game, t: NUS) -> None:
    """Fill in the canonical options of the number-up-star game g with triple t (Siegel, *CGT*,
    II.4)."""
    x, n, m = t
    if n == 0 and m == 0:
        left, right = _number_options(x)
    elif n == 0:
        check_memory(m * _BYTES_PER_GAME, f"expanding *{int_to_text(m)} into its options")
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


def _number_options(x: Dyadic) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
    if x.exp == 0:
        k = x.num
        if k > 0:
            return (integer(k - 1),), ()
        if k < 0:
            return (), (integer(k + 1),)
        return (), ()
    return (number(Dyadic(x.num - 1, x.exp)),), (number(Dyadic(x.num + 1, x.exp)),)


def birthday(g: Game) -> int:
    if g._birthday is None and g._nus is not None:
        g._birthday = g._nus.birthday()
    if g._birthday is None:
        best = -1
        for h in g.left_options + g.right_options:
            b = h._birthday if h._birthday is not None else birthday(h)
            if b > best:
                best = b
        g._birthday = best + 1
    return g._birthday


def up_depth(g: Game) -> int:
    """How many levels a recursion through the options of G descends before it meets a number,
    at least: |n| for x + n.↑ + *m, whose options lead to x + (n-1).↑ + *(m^1), and 0 for other
    games."""
    return abs(g._nus[1]) if g._nus is not None else 0


def all_small(g: Game) -> bool:
    memo = g._memo_dict()
    result: bool | None = memo.get("all_small")
    if result is not None:
        return result
    if g._nus is not None:
        result = not g._nus[0]
    else:
        left, right = g.left_options, g.right_options
        result = bool(left) and bool(right) and all(all_small(h) for h in left + right)
    memo["all_small"] = result
    return result


# The results kept on each game (thermographs, heated forms, ...) are a cache too.
caches.register("short.game_memos", _clear_game_memos,
                lambda: sum(g._memo is not None for g in interned_games()))
