"""The Sprague–Grundy engine for rule-defined impartial games.

The Grundy value of a position is ``G(x) = mex{G(y) : y an option of x}``; a position is a
P-position (the previous player wins) exactly when ``G(x) = 0``, and a disjunctive sum has the
nim-sum of its components' values (the Sprague–Grundy theorem; *Winning Ways* ch. 3, "The
Sprague-Grundy Theory for Impartial Games"; Siegel, *CGT*, ch. IV).

A position is any hashable object with ``options()`` (or a partizan position or ``Game``,
read through :func:`cgt.position.options_of`, whose Left options are taken as its options).
Two optional hooks are honoured: ``components()`` splits a position into its indecomposable
independent summands (each is valued and memoised on its own, sums are never stored) and
``canonical_key()`` names the memo entry, so that symmetric positions share one.

The evaluation is a post-order depth-first search with an explicit stack, so the depth of
the game never meets Python's recursion limit.  A move back to a position still on the
stack is a cycle: :class:`~cgt.errors.LoopyPositionError` is raised, naming that position.
"""
from collections.abc import Iterable, Mapping

from cgt import caches
from cgt import position as _protocol
from cgt.errors import CGTTypeError, LoopyPositionError
from cgt.numbers.nim import mex
from cgt.position import options_of, own_hooks, position_argument

_TABLE = {}


def grundy_table():
    """The module's default memo table (a dict from position keys to Grundy values)."""
    return _TABLE


def clear_grundy_table():
    """Empty the default memo table."""
    _TABLE.clear()


caches.register("impartial.grundy", clear_grundy_table, _TABLE.__len__)


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


_ON_STACK = -1  # the memo's mark for a position whose value is being computed


def _evaluate(root, root_key, table):
    """Fill ``table`` with the value of the indecomposable position ``root`` and its followers.

    While a position is on the stack its memo entry holds ``_ON_STACK``, so one lookup
    tells a known value, a cycle, and a position still to visit apart.
    """
    def frame(position, key):
        # [key, sizes of the options (in components), their components as (part, key)
        # pairs, the values found for those components, cursor]
        sizes, parts = [], []
        for option in options_of(position):
            split = _components(option)
            sizes.append(len(split))
            parts.extend(split)
        table[key] = _ON_STACK
        return [key, sizes, parts, [], 0]

    stack = [frame(root, root_key)]
    try:
        while stack:
            top = stack[-1]
            parts, found = top[2], top[3]
            while top[4] < len(parts):
                part, key = parts[top[4]]
                value = table.get(key)
                if value is None:
                    stack.append(frame(part, key))
                    break
                if value == _ON_STACK:
                    raise LoopyPositionError(
                        f"the position graph has a cycle: {part!r} can be reached from "
                        "itself; Grundy values need an acyclic game (see the loopy engine)"
                    )
                found.append(value)
                top[4] += 1
            else:
                option_values, i = [], 0
                for size in top[1]:
                    value = 0
                    for v in found[i:i + size]:
                        value ^= v
                    option_values.append(value)
                    i += size
                table[top[0]] = mex(option_values)
                stack.pop()
    except BaseException:
        for top in stack:  # leave no marks behind: only true values stay in the memo
            del table[top[0]]
        raise


def grundy(position, table=None):
    """The Sprague–Grundy value of a finite acyclic impartial ``position``, as an int.

    ``table`` is the memo (a dict from position keys to values); by default the module's
    table, which :func:`clear_grundy_table` empties.  Raises
    :class:`~cgt.errors.LoopyPositionError` if a position can be reached from itself.
    """
    position = position_argument(position)
    if table is None:
        table = _TABLE
    total = 0
    for part, key in _components(position):
        if key not in table:
            _evaluate(part, key, table)
        total ^= table[key]
    return total


# ``Position.nim_value`` of an impartial position is its Grundy value.
_protocol.install(grundy=grundy)


def outcome(position, table=None):
    """``"P"`` if the previous player wins ``position`` (Grundy value 0), else ``"N"``."""
    return "P" if grundy(position, table) == 0 else "N"


def winning_moves(position, table=None):
    """The options of ``position`` that are P-positions (empty when ``position`` is P)."""
    return [option for option in options_of(position) if grundy(option, table) == 0]


def winning_moves_in_sum(positions, table=None):
    """Every winning move in the disjunctive sum of ``positions``, as (index, option) pairs.

    With ``X`` the nim-sum of the components' values, the winning moves in a component of
    value ``g`` are its options of value ``g ⊕ X`` (Bouton's rule for Nim); none exist
    when ``X = 0``.
    """
    if isinstance(positions, (str, bytes)) or not isinstance(positions, Iterable):
        raise CGTTypeError(f"the positions must be a list of positions, not {positions!r}")
    positions = list(positions)
    values = [grundy(p, table) for p in positions]
    total = 0
    for value in values:
        total ^= value
    if total == 0:
        return []
    return [
        (i, option)
        for i, (p, value) in enumerate(zip(positions, values))
        if value ^ total < value
        for option in options_of(p)
        if grundy(option, table) == value ^ total
    ]


def is_kernel(graph, kernel):
    """Whether ``kernel`` is a kernel of the directed ``graph`` (a dict: vertex -> successors).

    A kernel is stable (no arc joins two of its members) and absorbent (every other vertex
    has an arc into it).  In an acyclic game graph the kernel is unique and is the set of
    P-positions (Duchêne–Gravier, Defs. 3–4).
    """
    if not isinstance(graph, Mapping):
        raise CGTTypeError(f"the graph must be a dict from vertices to successors, not "
                           f"{graph!r}")
    try:
        kernel = set(kernel)
    except TypeError:
        raise CGTTypeError(f"the kernel must be a set of vertices, not {kernel!r}") from None
    for vertex, successors in graph.items():
        inside = any(s in kernel for s in successors)
        if (vertex in kernel) == inside:
            return False
    return True
