"""The Sprague–Grundy engine for rule-defined impartial games.

The Grundy value of a position is ``G(x) = mex{G(y) : y an option of x}``; a position is a
P-position (the previous player wins) exactly when ``G(x) = 0``, and a disjunctive sum has the
nim-sum of its components' values (the Sprague–Grundy theorem; *Winning Ways* ch. 3, "The
Sprague-Grundy Theory for Impartial Games"; Siegel, *CGT*, ch. IV).

A position is any hashable object with ``options()`` (or a partizan position or ``Game``,
read through :func:`cgt.position.options_of`, whose Left options are taken as its options).
Three optional hooks are honoured: ``components()`` splits a position into its indecomposable
independent summands (each is valued and memoised on its own, sums are never stored),
``canonical_key()`` names the memo entry, so that symmetric positions share one, and
``known_value()`` gives the value (a nimber) when a theorem does, so that the position's
options are not searched (Nim's heaps, whose nim-sum is the value).

The evaluation is the post-order walk of :mod:`cgt.walk`, so the depth of the game never
meets Python's recursion limit.  A move back to a position whose value is still being found is
a cycle: the game is loopy, and the value is then found by Smith's theory
(:mod:`cgt.impartial.loopy`; *Winning Ways* vol. 2, ch. 12): an int when the position is only
latently loopy (worth a nim heap), else a loopy :class:`~cgt.impartial.loopy.Loopy` value
``∞_S``.
"""
from __future__ import annotations
from collections.abc import Hashable, Iterable, Mapping

from cgt import caches
from cgt.errors import CGTTypeError, CGTValueError, LoopyPositionError
from cgt.impartial.loopy.graph import MoveGraph
from cgt.impartial.loopy.smith import SmithValues
from cgt.impartial.loopy.values import Loopy, SmithValue, smith_sum
from cgt.numbers.nim import mex
from cgt.position import options_of, own_hooks, position_argument
from cgt.walk import post_order
from cgt.numbers.checks import shown
from collections.abc import Sequence
from typing import Any

__all__ = [
    "grundy_table", "clear_grundy_table", "grundy", "winning_moves", "winning_moves_in_sum",
    "is_kernel"
]

_TABLE: dict[Hashable, int] = {}
# position key -> Smith value, for positions that reach a cycle
_SMITH: dict[Hashable, SmithValue] = {}


def grundy_table() -> dict:
    """The module's default memo table (a dict from position keys to Grundy values)."""
    return _TABLE


def clear_grundy_table() -> None:
    """Empty the default memo table (and the table of Smith values of loopy positions)."""
    global _TABLE, _SMITH
    # New tables, not emptied ones: a search in another thread keeps the ones it began with.
    _TABLE, _SMITH = {}, {}


def _halve() -> None:
    global _TABLE, _SMITH
    _TABLE, _SMITH = caches.halved(_TABLE), caches.halved(_SMITH)


CACHE = caches.register("impartial.grundy", clear_grundy_table,
                        lambda: len(_TABLE) + len(_SMITH), entry_bytes=250, shrink=_halve)


def _key(position):
    canonical = own_hooks(type(position))[2]
    return canonical(position) if canonical is not None else position


def _components(position):
    """The summands of ``position`` as (component, key) pairs.

    ``components()`` is expected to return indecomposable parts (or the position itself).
    """
    split, _, canonical, _ = own_hooks(type(position))
    if split is None:
        return [(position, canonical(position) if canonical is not None else position)]
    return [(part, _key(part)) for part in split(position)]


def _known(part, key, table):
    """Put the value that ``part``'s ``known_value()`` gives (a nimber *n) in ``table`` as n;
    whether it gave one."""
    known_value = own_hooks(type(part))[3]
    found = known_value(part) if known_value is not None else None
    if found is None:
        return False
    if not getattr(found, "is_nimber", False):
        raise CGTTypeError(f"known_value() of the impartial position {shown(part)} must be a "
                           f"nimber, not {shown(found)}")
    table[key] = found.birthday
    return True


def _evaluate(root, root_key, table):
    """Fill ``table`` with the value of the indecomposable position ``root`` and its followers,
    by ``cgt.walk.post_order``."""
    positions = {root_key: root}    # key -> a position of that key still to be valued

    def expand(key):
        sizes, keys = [], []
        for option in options_of(positions[key]):
            split = _components(option)
            sizes.append(len(split))
            for part, k in split:
                if k not in table and not _known(part, k, table):
                    positions[k] = part
                keys.append(k)
        return keys, (sizes, keys)

    def finish(key, state):
        del positions[key]
        sizes, keys = state
        values, i = [], 0
        for size in sizes:
            value = 0
            for k in keys[i:i + size]:
                value ^= table[k]
            values.append(value)
            i += size
        return mex(values)

    post_order(root_key, expand, finish, table, name=lambda key: repr(positions[key]))


def _smith(part, key):
    """The Smith value of a position that reaches a cycle, from the labelling of every
    position reachable from it (all of which are remembered)."""
    smith = _SMITH
    found = smith.get(key)
    if found is None:
        values = SmithValues(MoveGraph.from_position(part))
        for vertex, value in values.items():
            smith[_key(vertex)] = value
        found = smith[key]
    return found


def grundy(position: Any, table: dict | None = None) -> int | Loopy:
    """The Sprague–Grundy value of a finite impartial ``position``.

    For a game without cycles this is an int. When a position can be reached from itself, it is
    Smith's generalised value (*Winning Ways* vol. 2, ch. 12): still an int when that is a nim
    heap (the stage of its label is given by ``cgt.impartial.loopy.smith_value``), else the
    loopy ``Loopy(S)``, printed ``∞_S``; a sum of components adds by Smith's rules.

    ``table`` is the memo (a dict from position keys to Grundy values of positions that reach
    no cycle); by default the module's table, which :func:`clear_grundy_table` empties.
    """
    position = position_argument(position)
    if table is not None and table is not _TABLE:
        return _grundy(position, table)
    with CACHE:
        return _grundy(position, _TABLE)


def finite_grundy(position: Any, table: dict | None = None) -> int:
    """The Grundy value of ``position`` when it is a nim heap (always, in a game without
    cycles); ``CGTValueError`` when it is a loopy value ``∞_S``."""
    value = grundy(position, table)
    if isinstance(value, Loopy):
        raise CGTValueError(f"{shown(position)} is worth the loopy value {value}, not a nim heap")
    return value


def _grundy(position, table):
    total = 0
    loopy = []
    for part, key in _components(position):
        if key not in table and not _known(part, key, table):
            found = _SMITH.get(key)
            if found is not None:
                loopy.append(found)
                continue
            try:
                _evaluate(part, key, table)
            except LoopyPositionError:
                loopy.append(_smith(part, key))
                continue
        total ^= table[key]
    if not loopy:
        return total
    found = smith_sum(loopy + [total])
    return found if isinstance(found, Loopy) else found.n


def outcome(position: Any, table: dict | None = None) -> str:
    """``"P"`` if the previous player wins ``position`` (Grundy value 0), else ``"N"``; for a
    loopy game also ``"O"``, when neither player can force a win."""
    value = grundy(position, table)
    if isinstance(value, Loopy):
        return value.outcome()
    return "P" if value == 0 else "N"


def winning_moves(position: Any, table: dict | None = None) -> list:
    """The options of ``position`` that are P-positions (empty when ``position`` is P).

    In a loopy game these are the moves to positions of value 0, which keep a win; the
    fastest ones are given by ``cgt.impartial.loopy.Outcomes.winning_moves``."""
    return [option for option in options_of(position) if grundy(option, table) == 0]


def winning_moves_in_sum(positions: Sequence[Any], table: dict | None = None) -> list[tuple[int, Any]]:
    """Every winning move in the disjunctive sum of ``positions``, as (index, option) pairs.

    With ``X`` the nim-sum of the components' values, the winning moves in a component of
    value ``g`` are its options of value ``g ⊕ X`` (Bouton's rule for Nim); none exist
    when ``X = 0``.
    """
    if isinstance(positions, (str, bytes)) or not isinstance(positions, Iterable):
        raise CGTTypeError(f"the positions must be a list of positions, not {shown(positions)}")
    positions = list(positions)
    values = [grundy(p, table) for p in positions]
    heaps = [value for value in values if not isinstance(value, Loopy)]
    if len(heaps) < len(values):
        return _loopy_winning_moves_in_sum(positions, values, table)
    total = 0
    for value in heaps:
        total ^= value
    if total == 0:
        return []
    return [
        (i, option)
        for i, (p, value) in enumerate(zip(positions, heaps))
        if value ^ total < value
        for option in options_of(p)
        if grundy(option, table) == value ^ total
    ]


def _loopy_winning_moves_in_sum(positions, values, table):
    """Smith's rule: in ``∞_S + *n`` the winning moves take the loopy component to an option of
    value ``*n``; with two loopy components there are none (the sum is open)."""
    loopy = [i for i, value in enumerate(values) if isinstance(value, Loopy)]
    if len(loopy) > 1:
        return []
    (i,) = loopy
    n = 0
    for value in values:
        if not isinstance(value, Loopy):
            n ^= value
    return [(i, option) for option in options_of(positions[i])
            if grundy(option, table) == n]


def is_kernel(graph: Mapping[Any, Iterable[Any]], kernel: Iterable[Any]) -> bool:
    """Whether ``kernel`` is a kernel of the directed ``graph`` (a dict: vertex -> successors).

    A kernel is stable (no arc joins two of its members) and absorbent (every other vertex
    has an arc into it).  In an acyclic game graph the kernel is unique and is the set of
    P-positions (Duchêne–Gravier, Defs. 3–4).
    """
    if not isinstance(graph, Mapping):
        raise CGTTypeError(f"the graph must be a dict from vertices to successors, not "
                           f"{shown(graph)}")
    try:
        kernel = set(kernel)
    except TypeError:
        raise CGTTypeError(f"the kernel must be a set of vertices, not {shown(kernel)}") from None
    for vertex, successors in graph.items():
        inside = any(s in kernel for s in successors)
        if (vertex in kernel) == inside:
            return False
    return True
