"""Sensible options: the moves a player need consider, found by comparing the moves' values.

An option of Left is **dominated** when another Left option is worth strictly more to her
(``G^L1 < G^L2``), and an option of Right when another is worth strictly less; removing
dominated options never changes the value of a game (Siegel, *Combinatorial Game Theory*,
II.2, "dominated options"; Winning Ways, vol. 1, ch. 3; Lessons in Play, ch. 4). This library
calls an option **sensible** when it is not dominated: it is a move that a player who looks
only at the positions one move ahead cannot rule out. Options of equal value are all kept,
so a player sees every way to make the best moves.

This is the library's own definition. cgt-py's ``sensible_left_options`` keeps fewer: only the
options whose values are options of the canonical form, so it also drops reversible moves,
which cannot be seen by comparing the options alone.
"""
from __future__ import annotations
from typing import Any

from cgt.position import left_options_of, position_argument, right_options_of
from cgt.rulesets.engine import value

__all__ = ["sensible_left_options", "sensible_right_options"]


def _value(position):
    found = getattr(position, "value", position)
    return found if not callable(found) else value(position)


def _undominated(options, better):
    values = [_value(o) for o in options]
    return [o for o, v in zip(options, values)
            if not any(better(w, v) for w in values)]


def sensible_left_options(position: Any) -> list:
    """Left's options of ``position`` (a position or a ``Game``) that no other Left option
    exceeds.

    >>> from cgt.rulesets import Domineering
    >>> [o.text for o in sensible_left_options(Domineering("...|...|..."))]
    ['.#.|.#.|...', '...|.#.|.#.']
    """
    position = position_argument(position)
    return _undominated(list(left_options_of(position)), lambda w, v: w > v)


def sensible_right_options(position: Any) -> list:
    """Right's options of ``position`` that no other Right option is below."""
    position = position_argument(position)
    return _undominated(list(right_options_of(position)), lambda w, v: w < v)
