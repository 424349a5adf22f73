"""Building loopy values: from equations, from rule-defined positions, and from options.

A loopy game is given by its positions and the moves between them (*Winning Ways*, vol. 2,
ch. 11, "Loopy Games"): as a system of equations ``{name: (left, right)}`` naming the options
of each position, or as rule-defined positions with ``left_options()`` and
``right_options()``, explored with an explicit queue up to the vertex budget.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from cgt.errors import CGTValueError
from cgt.loopy.arithmetic import loopy_value, value_of_graph
from cgt.loopy.graph import Builder, add_value, explore, from_equations
from cgt.position import left_options_of, right_options_of

__all__ = ["equations", "equation_values", "position_value", "braces"]


def equations(system: dict, start: Hashable | None = None) -> Any:
    """The value of position ``start`` (default: the first name) of a system of equations
    ``{name: (left, right)}``, where ``left`` and ``right`` list names of the system, short
    games or loopy values.

    >>> equations({"tis": (["tisn"], []), "tisn": ([], ["tis"])})
    1 & 0
    """
    left, right, vertex = from_equations(system)
    if start is None:
        start = next(iter(system))
    if start not in vertex:
        raise CGTValueError(f"the start {start!r} is not a name of the system")
    return value_of_graph(left, right, vertex[start])


def equation_values(system: dict) -> dict:
    """The value of every position of a system of equations, as a dict by name."""
    left, right, vertex = from_equations(system)
    return {name: value_of_graph(left, right, v) for name, v in vertex.items()}


def position_value(position: Any, key: Any = None) -> Any:
    """The loopy value of a rule-defined ``position`` (with ``left_options()`` and
    ``right_options()``), exploring every position reachable from it. ``key(p)``, if given,
    says which positions are the same vertex (default: equal positions)."""
    left, right, _ = explore(position, left_options_of, right_options_of,
                             key if key is not None else (lambda p: p))
    return value_of_graph(left, right, 0)


def braces(left: Iterable = (), right: Iterable = ()) -> Any:
    """The value ``{left | right}`` for options that are short games, numbers or loopy
    values: ``braces([on], [off])`` is hot."""
    builder = Builder("a game")
    root = builder.add()
    memo: dict = {}
    builder.left[root] = [add_value(builder, loopy_value(x), memo) for x in left]
    builder.right[root] = [add_value(builder, loopy_value(x), memo) for x in right]
    gl, gr = builder.freeze()
    return value_of_graph(gl, gr, root)
