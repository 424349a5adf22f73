"""Adding a number to a stopper by translating its short positions.

For a short game G that is not equal to a number and a number x, G + x = {G^L + x | G^R + x}
(number translation, Siegel, *Combinatorial Game Theory*, II.3). It is applied here to
stoppers: its argument, number avoidance by induction on the birthday of x and copycat play
in the rest, uses only moves and the order of sums, which for stoppers is decided by the
survival game (*Winning Ways*, vol. 2, ch. 11, "Stoppers Are Nice"). No position of a
canonical stopper that reaches a cycle is equal to a number (its simplest form has a cycle, a
number's has none), so s + x is the graph of s with every loopfree position g replaced by
the short game g + x, computed by short-game algebra: a graph of the size of s, where the
graph of the sum has the size of s times that of x. The results agree with the simplest form
of the graph of the sum on random stoppers and numbers.
"""
from __future__ import annotations

from typing import Any

from cgt.loopy.cycles import loopfree_vertices
from cgt.loopy.stopper import Stopper, short_game_of_graph, stopper_values_by_parts
from cgt.short.game import Game

__all__ = ["translated"]


def translated(s: Stopper, x: Game) -> Any:
    """s + x for a canonical stopper s and a number x (a ``Game``)."""
    left, right = s.graph
    loopfree = loopfree_vertices(left, right)
    shorts: dict = {}
    known = [short_game_of_graph(left, right, v, shorts) + x if loopfree[v] else None
             for v in range(len(left))]
    return stopper_values_by_parts(left, right, known)[0]
