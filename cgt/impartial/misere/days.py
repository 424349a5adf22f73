"""The misère games born by each day, and how many there are.

A game is *born by day n + 1* when its canonical form has all its options born by day n.
The counts for days 0, 1, 2, ... are 1, 2, 3, 5, 22, 4 171 780 (*Winning Ways*, vol. 2, ch. 13,
"How Many Misère Games Are There?"; Conway, *ONAG*, ch. 12; Siegel, *Combinatorial Game
Theory*, ch. V.1).

Counting does not need the games themselves.  A set S of canonical games born by day n fails
to be a canonical option set exactly when it reduces to some Y (see
:mod:`cgt.impartial.misere.forms`), and then S is the options of Y together with a non-empty
set W of games that have Y as an option.  The simplest form is unique, so each reducible S has
one such Y, and the number of games born by day n + 1 is 2^|D_n| minus, for each Y,
2^|U_Y| - 1, where U_Y is the set of games of D_n with Y as an option.  For Y = 0 the endgame
proviso asks that S contain a misère P-position, which leaves 2^|U_0| - 2^|U_0 ∩ N| sets.
"""
from __future__ import annotations

from cgt.errors import CGTValueError, ResourceError
from cgt.impartial.misere.forms import ZERO, MisereGame, canonical, order_key
from cgt.numbers.checks import shown

__all__ = ["born_by", "count_born_by"]

_DAYS: list[tuple[MisereGame, ...]] = [(ZERO,)]
#: The largest day whose games :func:`born_by` builds (day 5 has 4 171 780 games).
LARGEST_BUILT_DAY = 4


def _day(n):
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise CGTValueError(f"a day must be an integer >= 0, not {shown(n)}")
    return n


def born_by(day: int) -> tuple[MisereGame, ...]:
    """The canonical misère games born by ``day`` (at most 4), in ascending canonical order."""
    day = _day(day)
    if day > LARGEST_BUILT_DAY:
        raise ResourceError(f"day {shown(day)} has "
                            f"{count_born_by(day) if day == 5 else 'too many'} games; "
                            f"born_by builds the games of days 0 to "
                            f"{LARGEST_BUILT_DAY} only (count_born_by counts day 5)")
    while len(_DAYS) <= day:
        previous = _DAYS[-1]
        games = set()
        for mask in range(1 << len(previous)):
            games.add(canonical(frozenset(g for i, g in enumerate(previous) if mask >> i & 1)))
        _DAYS.append(tuple(sorted(games, key=order_key)))
    return _DAYS[day]


def count_born_by(day: int) -> int:
    """The number of misère games born by ``day`` (at most 5), counted without building the
    games of that day."""
    day = _day(day)
    if day == 0:
        return 1
    if day > LARGEST_BUILT_DAY + 1:
        raise ResourceError(f"count_born_by counts days 0 to {LARGEST_BUILT_DAY + 1} only, "
                            f"not {shown(day)}")
    previous = born_by(day - 1)
    targets = {y for g in previous for y in g._opts}
    reducible = 0
    for y in targets:
        above = [g for g in previous if y in g._opts]
        if y is ZERO:
            reducible += 2 ** len(above) - 2 ** sum(1 for g in above if g.outcome == "N")
        else:
            reducible += 2 ** len(above) - 1
    return 2 ** len(previous) - reducible
