"""Partizan game forms for misère play.

In misère play the player who cannot move *wins*. Normal-play canonical forms say nothing about
this convention, so a misère value is kept as a **form**: the tree ``{G^L | G^R}`` of Left and
Right options itself (Siegel, *Combinatorial Game Theory*, ch. V; Mesdal and Ottaway 2007).
Forms are compared and simplified only *modulo a universe* (see :mod:`cgt.misere.order`).

A :class:`MisereForm` is immutable and interned: two forms with the same sets of options are
the same object, so ``==`` is identity of forms (not equivalence modulo a universe, which is
``equivalent``) and hashing is O(1). Sums and conjugates are built with an explicit stack, so
no form is too deep for Python's recursion limit.

The named forms are the ends and the first games of the papers: ``0 = {|}``, ``1 = {0|}``,
``1̄ = {|0}`` (the conjugate of 1: a single move for Right), ``∗ = {0|0}``; more generally the
integer ``n = {n-1|}`` and its conjugate ``n̄``.
"""
from __future__ import annotations
import itertools
from collections.abc import Iterable
from typing import Any

from cgt.errors import CGTTypeError
from cgt.short.outcome import Outcome
from cgt.misere import text
from cgt.walk import post_order

# Every form ever made, by its two option sets. This is the intern store, not a cache:
# clearing it would give equal forms two identities.
_STORE: dict[tuple[frozenset, frozenset], MisereForm] = {}
_SERIAL = itertools.count()
_SUMS: dict[tuple[MisereForm, MisereForm], MisereForm] = {}
_CONJUGATES: dict[MisereForm, MisereForm] = {}


def _ordered(options: frozenset) -> tuple:
    return tuple(sorted(options, key=lambda form: form.serial))


class MisereForm:
    """A short partizan game form ``{G^L | G^R}`` played under the misère convention.

    ``MisereForm(left, right)`` is the form with those Left and Right options, each a
    ``MisereForm`` or an ``int`` (the integer form). Repeated options count once, as options
    form a set. :func:`cgt.misere.misere` makes forms from games, positions and text.
    ``left`` and ``right`` are tuples of forms, in order of creation.
    """

    __slots__ = ("left", "right", "serial", "birthday", "_key", "__weakref__")

    left: tuple[MisereForm, ...]
    right: tuple[MisereForm, ...]
    serial: int
    birthday: int

    def __new__(cls, left: Iterable[Any] = (), right: Iterable[Any] = ()) -> MisereForm:
        return _make(frozenset(_option(o) for o in _items(left, "Left")),
                     frozenset(_option(o) for o in _items(right, "Right")))

    def __reduce__(self):
        return (MisereForm, (self.left, self.right))

    def __copy__(self) -> MisereForm:
        return self

    def __deepcopy__(self, memo) -> MisereForm:
        return self

    # -- structure ---------------------------------------------------------------------------

    @property
    def is_left_end(self) -> bool:
        """True when Left has no move here (Left wins at once if it is her turn)."""
        return not self.left

    @property
    def is_right_end(self) -> bool:
        """True when Right has no move here."""
        return not self.right

    def followers(self) -> list[MisereForm]:
        """Every form reachable from this one by any sequence of moves, itself included, each
        once, options before the forms that have them."""
        seen: dict[MisereForm, None] = {}
        post_order(self, lambda f: (f.left + f.right, None), lambda f, _: None, seen)
        return list(seen)

    # -- algebra -----------------------------------------------------------------------------

    def __add__(self, other: Any) -> MisereForm:
        """The disjunctive sum ``G + H = {G^L + H, G + H^L | G^R + H, G + H^R}``; an ``int``
        n stands for the integer form n."""
        if isinstance(other, int) and not isinstance(other, bool):
            other = integer(other)
        if not isinstance(other, MisereForm):
            return NotImplemented
        return add(self, other)

    __radd__ = __add__

    @property
    def conjugate(self) -> MisereForm:
        """The conjugate ``Ḡ = {Ḡ^R | Ḡ^L}``: the same game with Left and Right swapped. In
        misère play it is not an inverse in general (Mesdal and Ottaway 2007, Theorem 7); see
        :func:`cgt.misere.inverses.is_invertible`."""
        return conjugate(self)

    def __neg__(self) -> MisereForm:
        return conjugate(self)

    # -- misère play modulo a universe -------------------------------------------------------

    @property
    def outcome(self) -> Outcome:
        """The misère outcome class: ``L``, ``R``, ``N`` (the player to move wins) or ``P``."""
        return outcomes.outcome(self)

    @property
    def universe(self) -> str:
        """The smallest named universe holding this form: ``"dicot"``, ``"dead-ending"`` or
        ``"all"``, checked on every follower."""
        return universes.smallest(self)

    def le(self, other: Any, universe: str = "all") -> bool:
        """True when ``self ≤ other`` modulo ``universe``: ``o(self + X) ≤ o(other + X)`` for
        every X in it (see :mod:`cgt.misere.order`)."""
        other, universe = _operands(self, other, universe)
        return order.ge(other, self, universe)

    def ge(self, other: Any, universe: str = "all") -> bool:
        """True when ``self ≥ other`` modulo ``universe``."""
        other, universe = _operands(self, other, universe)
        return order.ge(self, other, universe)

    def equivalent(self, other: Any, universe: str = "all") -> bool:
        """True when ``self ≡ other`` modulo ``universe``: ``o(self + X) = o(other + X)`` for
        every X in it."""
        other, universe = _operands(self, other, universe)
        return simplest.equivalent(self, other, universe)

    def simplest(self, universe: str = "all") -> MisereForm:
        """The simplest form equivalent to this one modulo ``universe`` (see
        :mod:`cgt.misere.simplest`): equivalent forms have the same simplest form."""
        universe = universes.universe_name(universe)
        universes.check_member(self, universe)
        return simplest.simplest(self, universe)

    def is_invertible(self, universe: str = "all") -> bool:
        """True when this form has an inverse modulo ``universe`` (then its conjugate is one;
        see :mod:`cgt.misere.inverses`)."""
        universe = universes.universe_name(universe)
        universes.check_member(self, universe)
        return inverses.is_invertible(self, universe)

    def __str__(self) -> str:
        return text.plain(self)

    def __repr__(self) -> str:
        return f"misere({text.plain(self)!r})"

    def __format__(self, spec: str) -> str:
        """``format(g, "u")`` is the papers' notation (``∗``, ``1̄``); ``""`` is plain text."""
        if spec in ("u", "unicode"):
            return text.unicode(self)
        if spec in ("", "plain"):
            return text.plain(self)
        return format(text.plain(self), spec)

    def unicode(self) -> str:
        """The form in the papers' notation: ``0``, ``∗``, ``1``, ``1̄``, ``{0, ∗ | 1̄}``."""
        return text.unicode(self)


def _operands(g: MisereForm, h: Any, universe: Any) -> tuple[MisereForm, str]:
    if isinstance(h, int) and not isinstance(h, bool):
        h = integer(h)
    if not isinstance(h, MisereForm):
        raise CGTTypeError(f"a misère form can be compared only with a misère form or an "
                           f"int, not {type(h).__name__} {h!r}")
    universe = universes.universe_name(universe)
    universes.check_member(g, universe, "first form")
    universes.check_member(h, universe, "second form")
    return h, universe


def _items(options: Any, side: str) -> list:
    if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
        raise CGTTypeError(f"the {side} options of a misère form must be an iterable of forms, "
                           f"not {type(options).__name__} {options!r}")
    return list(options)


def _option(option: Any) -> MisereForm:
    if isinstance(option, MisereForm):
        return option
    if isinstance(option, int) and not isinstance(option, bool):
        return integer(option)
    raise CGTTypeError(f"an option of a misère form must be a MisereForm or an int, not "
                       f"{type(option).__name__} {option!r}")


def _make(left: frozenset, right: frozenset) -> MisereForm:
    key = (left, right)
    form = _STORE.get(key)
    if form is None:
        form = object.__new__(MisereForm)
        form.left = _ordered(left)
        form.right = _ordered(right)
        form.serial = next(_SERIAL)
        form.birthday = 1 + max((o.birthday for o in left | right), default=-1)
        form._key = key
        form = _STORE.setdefault(key, form)
    return form


def make(left: Iterable[MisereForm], right: Iterable[MisereForm]) -> MisereForm:
    """The form with these options, all of them ``MisereForm`` already (no conversion)."""
    return _make(frozenset(left), frozenset(right))


ZERO = _make(frozenset(), frozenset())
ONE = _make(frozenset({ZERO}), frozenset())
ONE_BAR = _make(frozenset(), frozenset({ZERO}))
STAR = _make(frozenset({ZERO}), frozenset({ZERO}))


def integer(n: int) -> MisereForm:
    """The integer form ``n``: for n > 0, n moves for Left alone (``n = {n-1 |}``); for n < 0
    the conjugate ``|n|̄``, as many moves for Right alone; ``0 = {|}``."""
    form = ZERO
    for _ in range(abs(n)):
        form = _make(frozenset({form}), frozenset()) if n > 0 else _make(frozenset(),
                                                                          frozenset({form}))
    return form


def nimber(n: int) -> MisereForm:
    """The Nim heap ``∗n = {0, ∗, …, ∗(n-1) | 0, ∗, …, ∗(n-1)}`` as a form."""
    heaps: list[MisereForm] = []
    for _ in range(n):
        options = frozenset(heaps)
        heaps.append(_make(options, options))
    options = frozenset(heaps)
    return _make(options, options)


def add(g: MisereForm, h: MisereForm) -> MisereForm:
    """The disjunctive sum of two forms, built children first with an explicit stack."""
    def order(a, b):
        return (a, b) if a.serial <= b.serial else (b, a)

    def expand(pair):
        a, b = pair
        if a is ZERO or b is ZERO:
            return (), None
        children = [order(x, b) for x in a.left + a.right] + [order(a, y) for y in b.left + b.right]
        return children, None

    def finish(pair, _):
        a, b = pair
        if a is ZERO:
            return b
        if b is ZERO:
            return a
        left = {_SUMS[order(x, b)] for x in a.left} | {_SUMS[order(a, y)] for y in b.left}
        right = {_SUMS[order(x, b)] for x in a.right} | {_SUMS[order(a, y)] for y in b.right}
        return _make(frozenset(left), frozenset(right))

    return post_order(order(g, h), expand, finish, _SUMS)


def total(forms: Iterable[MisereForm]) -> MisereForm:
    """The disjunctive sum of any number of forms (``0`` for none)."""
    result = ZERO
    for form in forms:
        result = add(result, form)
    return result


def conjugate(g: MisereForm) -> MisereForm:
    """The conjugate ``{Ḡ^R | Ḡ^L}`` of a form, with an explicit stack."""
    def finish(form, _):
        return _make(frozenset(_CONJUGATES[o] for o in form.right),
                     frozenset(_CONJUGATES[o] for o in form.left))

    return post_order(g, lambda f: (f.left + f.right, None), finish, _CONJUGATES)


# The algorithms take forms and build them with the functions above, so they are imported once
# this module is complete; the methods of MisereForm call them.
from cgt.misere import inverses, order, outcomes, simplest, universes  # noqa: E402
