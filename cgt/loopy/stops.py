"""Pseudonumbers and the left and right stops of stoppers.

A **pseudonumber** is a number x, x + over (``1over``), x + under, ``on`` or ``off``: the
stoppers at which play in a stopper can be said to stop (Siegel, *CGT*, ch. VI). The stops of
a stopper follow the recursion of short games (Siegel, *CGT*, II.2), with pseudonumbers where
short games have numbers:

* L(G) = R(G) = G when G is a pseudonumber;
* otherwise L(G) = max R(G^L) over Left's options, and R(G) = min L(G^R) over Right's.

The recursion runs along alternating plays, and a stopper has none that is infinite, so it
ends; this is how CGSuite computes ``LeftStop`` and ``RightStop`` of a canonical stopper
[CGSuite]. ``on``'s stops are ``on``, ``over``'s are ``over``, and ``upon``'s are 0.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt.errors import CGTValueError
from cgt.loopy.arithmetic import ge
from cgt.loopy.graph import Moves
from cgt.loopy.named import off, on, over, under
from cgt.loopy.stopper import Stopper, value_at
from cgt.short.coerce import game
from cgt.short.game import ZERO, Game
from cgt.walk import post_order

__all__ = ["is_pseudonumber", "stops"]


def number_plus(s: Stopper, parts: tuple) -> tuple | None:
    """``(x, part)`` if ``s`` is x + part for a number x and one of ``parts``, else None.

    The candidates for x are the stops of the short options of ``s`` and 0, each checked by
    building x + part and comparing the interned results."""
    candidates: list[Game] = []
    for g in s.left_options + s.right_options:
        if isinstance(g, Game):
            for stop in (g.left_stop, g.right_stop):
                x = game(stop)
                if x not in candidates:
                    candidates.append(x)
    if ZERO not in candidates:
        candidates.append(ZERO)
    for x in candidates:
        for part in parts:
            if x + part is s:
                return x, part
    return None


def is_pseudonumber(x: Any) -> bool:
    """True for a number, x + over, x + under, ``on`` and ``off``."""
    if isinstance(x, Game):
        return x.is_number
    if not isinstance(x, Stopper):
        return False
    return x is on or x is off or number_plus(x, (over, under)) is not None


def stops(x: Any) -> tuple[Any, Any]:
    """The left and right stops of a stopper or short game, as values: a number as a
    ``Game``, or a pseudonumber stopper (``on``, ``off``, x + over, x + under).
    ``CGTValueError`` for a value that is not a stopper."""
    if isinstance(x, Game):
        return game(x.left_stop), game(x.right_stop)
    if not isinstance(x, Stopper):
        raise CGTValueError(f"stops are defined for stoppers, and {x} is not one; "
                            "take them of its onside or offside")
    left, right = x.graph
    values: dict = {}

    def value(v):
        if v not in values:
            values[v] = value_at(left, right, v)
        return values[v]

    return graph_stops(left, right, 0, value)


def graph_stops(left: Moves, right: Moves, root: int,
                value: Callable[[int], Any]) -> tuple[Any, Any]:
    """The stops of vertex ``root`` of a stopper graph whose vertex ``v`` has the value
    ``value(v)``, by the recursion along alternating plays, children first. The
    stops do not depend on the form: any stopper graph of the value gives them."""
    def expand(state):
        v, mover = state
        g = value(v)
        if isinstance(g, Game) or is_pseudonumber(g):
            return (), g
        options = (right if mover else left)[v]
        if not options:
            raise CGTValueError(f"the position {g} is neither a pseudonumber nor has a "
                                "move for each player, so its stops are undefined")
        return [(w, 1 - mover) for w in options], None

    def finish(state, g):
        v, mover = state
        if isinstance(g, Game):
            return game(g.right_stop if mover else g.left_stop)
        if g is not None:
            return g
        best = None
        for w in (right if mover else left)[v]:
            y = done[(w, 1 - mover)]
            if best is None or (ge(best, y) if mover else ge(y, best)):
                best = y
        return best

    done: dict = {}
    return (post_order((root, 0), expand, finish, done),
            post_order((root, 1), expand, finish, done))
