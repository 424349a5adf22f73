"""Tables of misère simplest forms: rectangles of Domineering, strips of Clobber, and the
forms born by each day in a universe.

Domineering is dead-ending (a player with no room for a domino never gets any: the board only
fills up) and Clobber is dicot (a player can move exactly when some stone of hers touches one of
the other's, and then so can the other); each table checks this for its positions with
:func:`cgt.misere.universe_of` before simplifying modulo the universe (Siegel, "On the general
dead-ending universe of partizan games", tabulates Domineering rectangles modulo E; Dorbec,
Renault, Siegel and Sopena 2015 study Clobber among the dicots).
"""
from __future__ import annotations
import itertools
from collections.abc import Iterable
from typing import Any

from cgt.errors import CGTValueError, ResourceError
from cgt.misere.store import FormBase, make
from cgt.misere.positions import misere
from cgt.misere.simplest import simplest
from cgt.misere.universes import UNIVERSES, check_member, smallest, universe_name
from cgt.rulesets.clobber import Clobber
from cgt.rulesets.domineering import Domineering

__all__ = ["simplest_table", "domineering_table", "clobber_table"]

#: More candidate forms than this for one day are refused (ResourceError) rather than tried.
MAX_CANDIDATES = 2_000_000


def simplest_table(positions: Iterable[Any], universe: str) -> list[tuple[Any, FormBase]]:
    """``(position, simplest form modulo universe)`` for each position, after checking that
    its form belongs to the universe."""
    universe = universe_name(universe)
    rows = []
    for position in positions:
        form = misere(position)
        check_member(form, universe, f"form of {position!r}")
        rows.append((position, simplest(form, universe)))
    return rows


def domineering_table(rows: int, columns: Iterable[int],
                      universe: str = "dead-ending") -> list[tuple[str, FormBase]]:
    """Misère simplest forms of the ``rows × n`` Domineering rectangles for n in ``columns``,
    labelled ``"2x3"`` and so on."""
    columns = list(columns)
    rectangles = [Domineering.rectangle(rows, n) for n in columns]
    return [(f"{rows}x{n}", form)
            for n, (_, form) in zip(columns, simplest_table(rectangles, universe))]


def clobber_table(strips: Iterable[str], universe: str = "dicot") -> list[tuple[str, FormBase]]:
    """Misère simplest forms of Clobber strips, each written as a row of ``x`` (Left's stones),
    ``o`` (Right's) and ``.`` (empty)."""
    strips = list(strips)
    table = simplest_table((Clobber.row(s) for s in strips), universe)
    return [(s, form) for s, (_, form) in zip(strips, table)]


def _subsets(forms: list[FormBase]):
    for size in range(len(forms) + 1):
        yield from itertools.combinations(forms, size)


def born_by(day: int, universe: str) -> list[FormBase]:
    """The distinct simplest forms born by ``day`` in ``universe``, in order of creation.

    Equivalent options can be exchanged in a form without changing it modulo the universe, so
    the forms born by day d + 1 are, up to equivalence, the forms whose options are among the
    simplest forms born by day d; each is simplified and the distinct results kept.
    """
    universe = universe_name(universe)
    if day < 0:
        raise CGTValueError(f"a day is a natural number, not {day}")
    forms = [make((), ())]
    for _ in range(day):
        count = 2 ** (2 * len(forms))
        if count > MAX_CANDIDATES:
            raise ResourceError(f"the forms born by the next day from {len(forms)} simplest "
                                f"forms are {count} candidates, more than {MAX_CANDIDATES}")
        found: dict[FormBase, None] = {}
        subsets = list(_subsets(forms))
        for left in subsets:
            for right in subsets:
                form = make(left, right)
                if UNIVERSES.index(smallest(form)) <= UNIVERSES.index(universe):
                    found.setdefault(simplest(form, universe))
        forms = sorted(found, key=lambda f: f.serial)
    return forms
