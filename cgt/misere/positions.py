"""Misère forms of games and of rule-defined positions.

Any position of the :mod:`cgt.position` protocol (``left_options()`` and ``right_options()``,
or ``options()`` for an impartial one) is played in misère by the same rules; its form is
its whole game tree, built here children first with an explicit stack, with no code for any
particular ruleset. A position whose ``components()`` are several is the disjunctive sum of
their forms (the game tree of a sum is the sum of the game trees).
"""
from __future__ import annotations
from typing import Any

from cgt.errors import CGTTypeError
from cgt.misere.store import FormBase, integer, make, total
from cgt.misere.parse import parse
from cgt.misere.universes import smallest
from cgt.position import left_options_of, position_argument, right_options_of
from cgt.walk import post_order

__all__ = ["misere", "universe_of"]


def _components(position: Any) -> tuple:
    parts = getattr(position, "components", None)
    if parts is None:
        return ()
    parts = tuple(parts())
    return parts if len(parts) > 1 else ()


def form_of(position: Any) -> FormBase:
    """The form of ``position`` (a ``Game`` or a position): its tree of options."""
    position = position_argument(position)
    memo: dict = {}

    def expand(p):
        parts = _components(p)
        if parts:
            return parts, ("sum", parts)
        left, right = left_options_of(p), right_options_of(p)
        return left + right, (left, right)

    def finish(p, state):
        if state[0] == "sum":
            return total(memo[c] for c in state[1])
        left, right = state
        return make((memo[o] for o in left), (memo[o] for o in right))

    return post_order(position, expand, finish, memo)


def misere(value: Any) -> FormBase:
    """The misère form of ``value``: a ``MisereForm`` itself; an ``int`` n as the integer form
    n (``-n`` is its conjugate ``n̄``); the text of a form (``"{0,*|~1}"``, see
    :mod:`cgt.misere.parse`); a short ``Game``, or any position of the ``cgt.position``
    protocol, through its options.

    A ``Game`` is taken in its normal-play *canonical* form, which is only one of the forms of
    its normal-play value: another form of that value may play differently in misère, so build
    rule-defined positions from the position itself rather than from its value.
    """
    if isinstance(value, FormBase):
        return value
    if isinstance(value, bool):
        raise CGTTypeError("a misère form cannot be made from a bool")
    if isinstance(value, int):
        return integer(value)
    if isinstance(value, str):
        return parse(value)
    return form_of(value)


def universe_of(value: Any) -> str:
    """The smallest named universe holding the form of ``value`` (a form, a ``Game``, or a
    rule-defined position): ``"dicot"``, ``"dead-ending"`` or ``"all"``. It is found by testing
    every follower, never assumed from the ruleset: Clobber positions are dicots, Domineering
    positions dead-ending."""
    return smallest(misere(value))
