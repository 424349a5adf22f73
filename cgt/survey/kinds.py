"""The kind of a short game's value, as surveys count them.

The kinds are tried in this order, so each value has one:

* ``number``: a (dyadic) number, 0 included;
* ``nimber``: ``*n`` for n ≥ 1;
* ``up-star``: a number plus a multiple of up plus a nimber, ``^``, ``1/2^^*`` ...;
* ``infinitesimal``: any other infinitesimal, such as a tiny or a miny;
* ``tepid``: equal stops, yet neither a number nor an infinitesimal: a number plus an
  infinitesimal, such as 1 plus a tiny;
* ``switch``: ``{a | b}`` with numbers a > b (Winning Ways, vol. 1, ch. 2; Lessons in Play,
  ch. 4): one option each side, both numbers;
* ``hot``: any other game whose left stop exceeds its right stop, that is, of positive
  temperature (Siegel, *Combinatorial Game Theory*, ch. II.5; Winning Ways, vol. 1, ch. 6).

The same classes, numbers, nimbers, infinitesimals, switches and other hot games, are the rows
of the frequency tables of Uiterwijk and Barton's Domineering databases.
"""
from __future__ import annotations
from typing import Any

from cgt.short.game import Game

__all__ = ["KINDS"]

KINDS = ("number", "nimber", "up-star", "infinitesimal", "tepid", "switch", "hot")


def kind(value: Any) -> str | None:
    """The kind of ``value`` (see the module docstring), or None if it is not a short game."""
    if not isinstance(value, Game):
        return None
    if value.is_number:
        return "number"
    if value.is_nimber:
        return "nimber"
    if value.is_number_up_star:
        return "up-star"
    if value.is_infinitesimal:
        return "infinitesimal"
    if not value.left_stop > value.right_stop:  # cheaper than the temperature
        return "tepid"
    left, right = value.left_options, value.right_options
    if len(left) == len(right) == 1 and left[0].is_number and right[0].is_number:
        return "switch"
    return "hot"
