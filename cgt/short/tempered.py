"""Even- and odd-tempered games (Berlekamp's tempers; Siegel, *Combinatorial Game Theory*,
AMS 2013; CGSuite's ``IsEvenTempered`` and ``IsOddTempered``).

On canonical forms, by induction:

* G is **even-tempered** if it is a number, or it is not a number and every option of G is
  odd-tempered;
* G is **odd-tempered** if it is not a number and every option of G is even-tempered.

So in an even-tempered game the player who moves last, when play reaches a number, is the one
who did not start (an even number of moves), and in an odd-tempered game the one who did. A game
may be neither: ↑ = {0|*} has an even-tempered and an odd-tempered option. Numbers are
even-tempered, x + * is odd-tempered, and x + n.↑ + *m is neither once n ≠ 0 or m ≥ 2.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from cgt.caches import Memo

if TYPE_CHECKING:
    from cgt.short.game import Game

__all__ = ["is_even_tempered", "is_odd_tempered", "temper"]

EVEN, ODD = "even", "odd"
_NEITHER = ""   # the memo cannot hold None
_TEMPERS = Memo("short.tempered")


def _known(g: Game) -> str | None:
    """The temper of g if it is x + n.↑ + *m or already found, else None."""
    t = g.nus
    if t is not None:
        x, ups, star = t
        return EVEN if (ups, star) == (0, 0) else ODD if (ups, star) == (0, 1) else _NEITHER
    found: str | None = _TEMPERS.get(g)
    return found


def temper(g: Game) -> str | None:
    """``"even"`` if g is even-tempered, ``"odd"`` if odd-tempered, ``None`` if neither (see
    the module).

    >>> from cgt import game
    >>> temper(game(3)), temper(game("{1|-1}")), temper(game("^"))
    ('even', 'odd', None)
    """
    stack = [g]
    while stack:
        h = stack[-1]
        if _known(h) is not None:
            stack.pop()
            continue
        options = h.left_options + h.right_options
        missing = [o for o in options if _known(o) is None]
        if missing:
            stack.extend(missing)
            continue
        stack.pop()
        found = {_known(o) for o in options}
        # h is not a number here (numbers are x + 0.↑ + *0)
        _TEMPERS.put(h, ODD if found == {EVEN} else EVEN if found == {ODD} else _NEITHER)
    return _known(g) or None


def is_even_tempered(g: Game) -> bool:
    """Whether g is even-tempered: a number, or a non-number whose options are all
    odd-tempered."""
    return temper(g) == EVEN


def is_odd_tempered(g: Game) -> bool:
    """Whether g is odd-tempered: not a number, and its options are all even-tempered."""
    return temper(g) == ODD
