"""Adding a number to a stopper by translating its short positions.

For a short game G that is not a number and a number x, G + x = {G^L + x | G^R + x}
(number translation, Siegel, *Combinatorial Game Theory*, II.3; its proof, by number
avoidance, moves only in G and in x and holds for stoppers with the survival order,
*Winning Ways*, vol. 2, ch. 11, "Stoppers Are Nice"). No position of a canonical stopper
that reaches a cycle is equal to a number (its simplest form has a cycle, a number's has
none), so s + x is the graph of s with every loopfree position g replaced by the short game
g + x, computed by short-game algebra: a graph of the size of s, where the sum graph
would have the size of s times that of x.
"""
from __future__ import annotations

from typing import Any

from cgt.loopy.stopper import (Stopper, loopfree_vertices, short_game_of_graph,
                               stopper_values_by_parts)
from cgt.short.game import Game


def translated(s: Stopper, x: Game) -> Any:
    """s + x for a canonical stopper s and a number x (a ``Game``)."""
    left, right = s.graph
    loopfree = loopfree_vertices(left, right)
    shorts: dict = {}
    known = [short_game_of_graph(left, right, v, shorts) + x if loopfree[v] else None
             for v in range(len(left))]
    return stopper_values_by_parts(left, right, known)[0]
