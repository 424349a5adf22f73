"""The universes of partizan misère play, and which of them a form belongs to.

A *universe* is a set of forms closed under options, disjunctive sum and conjugates, in which
forms are compared (Larsson, Nowakowski and Santos, absolute combinatorial game theory; Larsson,
Milley, Nowakowski, Renault and Santos 2018). Three are named here:

* ``"all"``: every short form (the general misère universe; Mesdal and Ottaway 2007; Siegel,
  *Combinatorial Game Theory*, ch. V);
* ``"dead-ending"`` (E): a player who cannot move in a follower can never move again, in any
  of its followers (Milley and Renault 2013; Larsson et al. 2018);
* ``"dicot"`` (D): in every follower both players can move, or neither (Dorbec, Renault,
  Siegel and Sopena 2015). Every dicot is dead-ending: D ⊂ E ⊂ all.

The universe of a position is checked, never assumed: :func:`universe_of` tests its whole game
tree, and a form used outside a universe named for it gets a ``CGTValueError`` that names the
follower and the condition it fails.
"""
from __future__ import annotations
from typing import Any

from cgt.errors import CGTValueError
from cgt.misere.store import FormBase
from cgt.walk import post_order

__all__ = ["universe_name", "is_dicot", "is_dead_ending", "smallest", "check_member"]

ALL, DEAD_ENDING, DICOT = "all", "dead-ending", "dicot"
UNIVERSES = (DICOT, DEAD_ENDING, ALL)     # from the smallest to the largest


def universe_name(universe: Any) -> str:
    """The universe called ``universe``, or a ``CGTValueError`` listing the names."""
    if universe in UNIVERSES:
        return universe
    raise CGTValueError(f"unknown misère universe {universe!r}: one of "
                        + ", ".join(repr(u) for u in UNIVERSES))


# form -> (dicot, dead-ending, Left can never move, Right can never move)
_FLAGS: dict[FormBase, tuple[bool, bool, bool, bool]] = {}


def _finish(form: FormBase, _) -> tuple[bool, bool, bool, bool]:
    options = [_FLAGS[o] for o in form.left + form.right]
    left_dead = not form.left and all(_FLAGS[o][2] for o in form.right)
    right_dead = not form.right and all(_FLAGS[o][3] for o in form.left)
    dicot = bool(form.left) == bool(form.right) and all(o[0] for o in options)
    dead_ending = (all(o[1] for o in options) and (bool(form.left) or left_dead)
                   and (bool(form.right) or right_dead))
    return dicot, dead_ending, left_dead, right_dead


def _flags(form: FormBase) -> tuple[bool, bool, bool, bool]:
    found = _FLAGS.get(form)
    return found if found is not None else post_order(
        form, lambda f: (f.left + f.right, None), _finish, _FLAGS)


def is_dicot(form: FormBase) -> bool:
    """True when in every follower of ``form`` both players can move, or neither."""
    return _flags(form)[0]


def is_dead_ending(form: FormBase) -> bool:
    """True when every end among the followers of ``form`` is a dead end: a player who cannot
    move there cannot move in any of its followers either."""
    return _flags(form)[1]


def smallest(form: FormBase) -> str:
    """The smallest named universe holding ``form``: ``"dicot"``, ``"dead-ending"`` or
    ``"all"``, found by testing every follower."""
    dicot, dead_ending, _, _ = _flags(form)
    return DICOT if dicot else DEAD_ENDING if dead_ending else ALL


def _violation(form: FormBase, universe: str) -> str | None:
    """Why ``form`` is not in ``universe``, naming the first follower at fault, or None."""
    if universe == ALL or (universe == DICOT and is_dicot(form)) or (
            universe == DEAD_ENDING and is_dead_ending(form)):
        return None
    for f in form.followers():
        if universe == DICOT and bool(f.left) != bool(f.right):
            mover = "Left" if f.left else "Right"
            return f"its follower {f} is not a dicot: only {mover} can move there"
        if universe == DEAD_ENDING:
            if not f.left and not _flags(f)[2]:
                return (f"its follower {f} is a Left end that is not dead: Left can move again "
                        f"after Right's moves there")
            if not f.right and not _flags(f)[3]:
                return (f"its follower {f} is a Right end that is not dead: Right can move "
                        f"again after Left's moves there")
    raise AssertionError("a form outside a universe has a follower at fault")


def check_member(form: FormBase, universe: str, name: str = "form") -> None:
    """Raise ``CGTValueError`` if ``form`` is not in ``universe``, saying which follower fails
    which condition."""
    why = _violation(form, universe)
    if why is not None:
        raise CGTValueError(f"the {name} {form} is not in the {universe} universe: {why}")
