"""Misère outcome classes of partizan forms, by direct play.

In misère play a player who cannot move on their turn wins. Left wins ``G`` moving first
when she has no move, or has a move to a form that she wins moving second, that is, one Right
loses moving first; symmetrically for Right. The four outcome classes are those of normal play
(Siegel, *Combinatorial Game Theory*, V.1; Mesdal and Ottaway 2007): ``L`` (Left wins whoever
starts), ``R``, ``N`` (the player to move wins) and ``P`` (the other one wins), ordered
``L > N > R`` and ``L > P > R`` with N and P incomparable.

Each form is solved once, children first with an explicit stack (no recursion), and its two
results are kept.
"""
from __future__ import annotations

from cgt.misere.store import FormBase
from cgt.short.outcome import Outcome
from cgt.walk import post_order

__all__ = ["wins"]

# form -> (Left wins moving first, Right wins moving first)
_WINS: dict[FormBase, tuple[bool, bool]] = {}


def _finish(form: FormBase, _) -> tuple[bool, bool]:
    left_first = not form.left or any(not _WINS[o][1] for o in form.left)
    right_first = not form.right or any(not _WINS[o][0] for o in form.right)
    return left_first, right_first


def wins(form: FormBase) -> tuple[bool, bool]:
    """``(Left wins moving first, Right wins moving first)`` in misère play."""
    found = _WINS.get(form)
    if found is None:
        found = post_order(form, lambda f: (f.left + f.right, None), _finish, _WINS)
    return found


def left_first_wins(form: FormBase) -> bool:
    """True when Left, moving first in ``form``, wins in misère play."""
    return wins(form)[0]


def right_first_wins(form: FormBase) -> bool:
    """True when Right, moving first in ``form``, wins in misère play."""
    return wins(form)[1]


_CLASS = {(True, False): Outcome.L, (False, True): Outcome.R, (True, True): Outcome.N,
          (False, False): Outcome.P}


def outcome(form: FormBase) -> Outcome:
    """The misère outcome class of ``form``: ``L``, ``R``, ``N`` or ``P``."""
    return _CLASS[wins(form)]


def outcome_ge(first: Outcome, second: Outcome) -> bool:
    """True when the outcome ``first`` is at least ``second`` for Left (L > P, N > R)."""
    return first == second or first == Outcome.L or second == Outcome.R
