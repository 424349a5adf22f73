"""Partizan game forms for misère play: the class :class:`MisereForm`.

In misère play the player who cannot move *wins*. Normal-play canonical forms say nothing about
this convention, so a misère value is kept as a **form**: the tree ``{G^L | G^R}`` of Left and
Right options itself (Siegel, *Combinatorial Game Theory*, ch. V; Mesdal and Ottaway 2007).
Forms are compared and simplified only *modulo a universe* of forms they may be added to
(see :mod:`cgt.misere.order`).

A :class:`MisereForm` is immutable and interned (:mod:`cgt.misere.store`): ``==`` is identity
of forms, not equivalence modulo a universe, which is :meth:`MisereForm.equivalent`.

The named forms are the ends and the first games of the papers: ``0 = {|}``, ``1 = {0|}``,
``1̄ = {|0}`` (the conjugate of 1: a single move for Right) and ``∗ = {0|0}``.
"""
from __future__ import annotations
from collections.abc import Iterable
from typing import Any, cast

from cgt.errors import CGTTypeError
from cgt.misere import inverses, order, outcomes, simplest, text, universes
from cgt.misere.store import FormBase, add, conjugate, integer, make, option
from cgt.short.outcome import Outcome

__all__ = ["MisereForm", "ZERO", "ONE", "ONE_BAR", "STAR"]


class MisereForm(FormBase):
    """A short partizan game form ``{G^L | G^R}`` played under the misère convention.

    ``MisereForm(left, right)`` is the form with those Left and Right options, each a
    ``MisereForm`` or an ``int`` (the integer form). Repeated options count once, as options
    form a set. :func:`cgt.misere.misere` makes forms from games, positions and text.
    ``left`` and ``right`` are tuples of forms, in order of creation.
    """

    __slots__ = ()

    def __new__(cls, left: Iterable[Any] = (), right: Iterable[Any] = ()) -> MisereForm:
        return make((option(o) for o in _items(left, "Left")),
                    (option(o) for o in _items(right, "Right")))

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
        """The conjugate, which some papers write ``-G``."""
        return conjugate(self)

    def _no_order(self, other: Any) -> bool:
        raise CGTTypeError("misère forms are ordered only modulo a universe: use "
                           "g.le(h, universe=...) with 'all', 'dicot' or 'dead-ending'")

    __lt__ = __le__ = __gt__ = __ge__ = _no_order

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
        return order.equivalent(self, other, universe)

    def simplest(self, universe: str = "all") -> MisereForm:
        """The simplest form equivalent to this one modulo ``universe`` (see
        :mod:`cgt.misere.simplest`): equivalent forms have the same simplest form."""
        universe = universes.universe_name(universe)
        universes.check_member(self, universe)
        return cast(MisereForm, simplest.simplest(self, universe))

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


def _items(options: Any, side: str) -> list:
    if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
        raise CGTTypeError(f"the {side} options of a misère form must be an iterable of forms, "
                           f"not {type(options).__name__} {options!r}")
    return list(options)


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


ZERO: MisereForm = make((), ())
ONE: MisereForm = integer(1)
ONE_BAR: MisereForm = integer(-1)
STAR: MisereForm = make((ZERO,), (ZERO,))
