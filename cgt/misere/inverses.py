"""Invertibility of misère forms modulo a universe, and the conjugate property.

In normal play every game has the inverse ``-G``. In misère play, modulo all forms, only
``0`` is invertible (Mesdal and Ottaway 2007, Theorem 7; Siegel, *Combinatorial Game Theory*,
ch. V). In smaller universes more forms are: modulo the dead-ending universe E, for instance,
every integer n has the inverse n̄ (Milley and Renault 2013), and the invertible forms are
those without a P-position among their followers, in reduced form (Milley and Renault, as
stated by Davies, Miller and Milley 2025; the tests check it on every form born by day 2).

A universe has the **conjugate property** when ``G + H ≡ 0`` implies ``H ≡ Ḡ``: an invertible
form's inverse is its conjugate. Larsson, Milley, Nowakowski, Renault and Santos (2018) proved
it for D and E; Davies and Yadav (2024) for every universe. So G is invertible exactly when
``G + Ḡ ≡ 0``, which :func:`is_invertible` tests.
"""
from __future__ import annotations

from cgt.errors import CGTValueError
from cgt.misere.store import FormBase, add, conjugate, make
from cgt.misere.order import equivalent

__all__ = ["is_invertible", "inverse"]


def is_invertible(g: FormBase, universe: str) -> bool:
    """True when some H in ``universe`` has ``g + H ≡ 0`` there (by the conjugate property,
    when ``g + ḡ ≡ 0``)."""
    return equivalent(add(g, conjugate(g)), make((), ()), universe)


def inverse(g: FormBase, universe: str) -> FormBase:
    """The inverse of ``g`` modulo ``universe``: its conjugate, when ``g`` is invertible."""
    if not is_invertible(g, universe):
        raise CGTValueError(f"{g} has no inverse modulo the {universe} universe: "
                            f"{g} + {conjugate(g)} is not equivalent to 0 there")
    return conjugate(g)
