"""Who wins a position, by direct search of its game tree.

The cross-check for every formula of this package (least remoteness for joins, greatest suspense
for slow joins, the union of tallies for unions), and the only tool offered for misère unions of
partizan games, which have no known theory (WW10, "How to Play Misère Unions of Partizan Games").
"""
from __future__ import annotations
from cgt.compounds._search import evaluate
from cgt.compounds.compound import check_player, options_for, other, predecided
from cgt.position import position_argument
from typing import Any

__all__ = ["winner"]


def winner(position: Any, first: str, misere: bool = False) -> str:
    """The winner ("L" or "R") of ``position`` with ``first`` to move, by searching every move.

    A player who cannot move loses in normal play and wins in misère play; a position that is
    predecided (an overriding or suiciding move has been made) is won by the player it names.
    """
    check_player(first)
    position_argument(position)

    def plan(node):
        pos, mover = node
        fixed = predecided(pos, mover)
        if fixed is not None:
            return [], (lambda _: fixed)
        children = [(o, other(mover)) for o in options_for(pos, mover)]
        if not children:
            return [], (lambda _: mover if misere else other(mover))
        return children, (lambda results: mover if mover in results else other(mover))

    return evaluate((position, first), plan, {})
