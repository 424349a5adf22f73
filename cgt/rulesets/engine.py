"""The value engine: canonical values of rule-defined partizan positions.

A position's value is ``{G^L | G^R}`` over the values of its options (Conway, *ONAG*, ch. 7;
Siegel, *CGT*, II.1). The engine walks the game graph with ``cgt.walk.post_order``, so no game
is too deep for Python's recursion limit, and builds each position's canonical form from its
options' canonical forms with the core's ``canonical``. Three things keep the walk small:

* a **transposition table** keyed by ``canonical_key()``, so a position reached by different
  move orders (or equal to another one up to a symmetry) is valued once;
* **splitting into components**: a position that is a disjunctive sum, as told by
  ``components()``, is valued part by part and the parts are added;
* **rules that give a value directly**: a position may answer ``known_value()`` with a ``Game``
  (a formula such as Berlekamp's sign expansion), and the engine does not search below it.

A position whose graph has a cycle is loopy and has no short value: ``value`` then hands the
whole reachable graph to ``cgt.loopy`` and returns its loopy value (a stopper, ``s & t``, or a
short game when the loops do not matter); ``solve`` and ``plain_value`` raise
``LoopyPositionError`` naming the position that repeats.
"""
from __future__ import annotations
import threading
from cgt import caches
from cgt.numbers.checks import positive
from cgt.errors import LoopyPositionError
from cgt.loopy.build import position_value
from cgt.position import left_options_of, own_hooks, position_argument, right_options_of
from cgt.rulesets.option_values import option_values, sum_of_parts, unvalued
from cgt.short.canonical import canonical
from cgt.short.deep import run_deep
from cgt.walk import paused_gc, post_order, trimmed
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

__all__ = ["TranspositionTable", "value", "solve", "plain_value"]

if TYPE_CHECKING:
    from cgt.short.game import Game


class TranspositionTable:
    """Values of positions already solved, keyed by their canonical keys.

    ``max_entries`` bounds the memory: when a search leaves the table larger than that, only
    the newest half of the bound is kept (the engine never relies on an entry staying, so
    this only costs time). ``None`` means unbounded.

    Inside, each key is numbered by a positive int, so that a search writes an option as
    ``cgt.rulesets.option_values`` reads it: the number of its one part, or the sorted tuple
    of those of its parts; sums of parts are remembered under those tuples.

    Threads may share a table. Its entries are only ever added to: trimming or clearing puts
    new ones in their place, and a search works with the entries it began with to the end.
    """

    def __init__(self, max_entries: int | None = None) -> None:
        if max_entries is not None:
            max_entries = positive(max_entries, "max_entries of a transposition table")
        self.max_entries = max_entries
        self._entries = _Entries({}, {}, 0)

    def get(self, key: Hashable) -> Game | None:
        entries = self._entries
        number = entries.numbers.get(key)
        return None if number is None else entries.values.get(number)

    def store(self, key: Hashable, game: Game) -> None:
        entries = self._entries
        entries.values[entries.number(key)] = game
        self.trim()

    def trim(self) -> None:
        """Keep the newest half of the bound, if the table has grown past it."""
        if self.max_entries is None:
            return
        values = trimmed(self._entries.values, self.max_entries)
        if values is not None:
            self._keep(values)

    def halve(self) -> None:
        """Keep the newest half of the values."""
        self._keep(caches.halved(self._entries.values))

    def _keep(self, values: dict) -> None:
        # The entries are replaced, not cut in place, since a walk in another thread may be
        # reading them.
        entries = self._entries
        numbers = {k: n for k, n in list(entries.numbers.items()) if n in values}
        self._entries = _Entries(numbers, values, entries.count)

    def clear(self) -> None:
        self._entries = _Entries({}, {}, 0)

    def __len__(self) -> int:
        return len(self._entries.values)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __repr__(self) -> str:
        bound = "unbounded" if self.max_entries is None else f"at most {self.max_entries}"
        return f"<TranspositionTable: {len(self)} positions, {bound}>"


class _Entries:
    """The entries of a ``TranspositionTable`` from one clearing or trimming to the next."""

    __slots__ = ("numbers", "values", "sums", "count", "lock")

    def __init__(self, numbers: dict, values: dict, count: int) -> None:
        self.numbers = numbers  # key -> its number
        self.values = values    # number -> value
        # sorted tuple of numbers -> the sum of their values
        self.sums: dict[tuple[int, ...], Game] = {}
        self.count = count      # the last number given
        self.lock = threading.Lock()   # for numbering a new key

    def number(self, key: Hashable) -> int:
        """The number that stands for ``key`` (a new one for a key not met before)."""
        number = self.numbers.get(key)
        if number is None:
            with self.lock:
                number = self.numbers.get(key)
                if number is None:
                    self.count += 1
                    number = self.numbers[key] = self.count
        return number

    def __contains__(self, key: object) -> bool:
        number = self.numbers.get(key)
        return number is not None and number in self.values


#: The table ``value`` uses when it is given none, under the budget of ``cgt.caches``.
TABLE = TranspositionTable()


def clear() -> None:
    """Empty the engine's default transposition table."""
    TABLE.clear()


CACHE = caches.register("rulesets.transposition_table", clear, TABLE.__len__,
                        entry_bytes=1000, shrink=TABLE.halve)


def value(position: Any, table: TranspositionTable | None = None) -> Game:
    """The canonical value of a partizan ``position`` (see ``cgt.position.Position``).

    ``table`` is the ``TranspositionTable`` to use (default: the module's ``TABLE``).
    If a position can repeat, the value is the loopy value of the game graph
    (``cgt.loopy.position_value``; *Winning Ways*, vol. 2, ch. 11).
    """
    position = position_argument(position)
    try:
        if table is not None and table is not TABLE:
            return run_deep(solve, position, _split, table)
        with CACHE:
            return run_deep(solve, position, _split, TABLE)
    except LoopyPositionError:
        return position_value(position, _vertex_key)


def _vertex_key(position):
    """The key under which ``position`` is one vertex of a loopy game graph."""
    kind = type(position)
    canonical_key = own_hooks(kind)[2]
    return (kind, canonical_key(position) if canonical_key else position)



def _split(position, entries):
    """The components of ``position`` that may be non-zero, as (key, component) pairs; known
    values go into ``entries`` (a table's ``_Entries``)."""
    components, is_terminal, canonical_key, known_value = own_hooks(type(position))
    out = []
    for part in (components(position) if components else (position,)):
        kind = type(part)
        if kind is not type(position):
            _, is_terminal, canonical_key, known_value = own_hooks(kind)
        if is_terminal and is_terminal(part):
            continue
        key = (kind, canonical_key(part) if canonical_key else part)
        if known_value and key not in entries:
            known = known_value(part)
            if known is not None:
                entries.values[entries.number(key)] = known
        out.append((key, part))
    return out


def solve(position: Any, split: Callable[..., Any], table: TranspositionTable) -> Game:
    """The value of ``position``, where ``split(p, entries)`` gives the parts of a position
    ``p`` whose values add up to its own, as (key, part) pairs; parts of equal key are taken
    to be of equal value. Values go into ``table``; the walk is ``cgt.walk.post_order``.
    """
    entries = table._entries
    numbers = entries.number
    values = entries.values
    sums = entries.sums
    positions = {}  # number -> a part of that key whose value is still to be found

    def option(parts):
        found = []
        for key, part in parts:
            n = numbers(key)
            if n not in values:
                positions[n] = part
            found.append(n)
        if len(found) == 1:
            return found[0]
        return tuple(sorted(found))

    def expand(n):
        p = positions[n]
        sides = ([option(split(o, entries)) for o in left_options_of(p)],
                 [option(split(o, entries)) for o in right_options_of(p)])
        return unvalued(sides, values), sides

    def finish(n, sides):
        del positions[n]
        return canonical(option_values(sides[0], 1, values, sums),
                         option_values(sides[1], -1, values, sums))

    root = option(split(position, entries))
    parts = (root,) if root.__class__ is int else root
    with paused_gc():
        for n in parts:
            post_order(n, expand, finish, values, name=lambda n: repr(positions[n]))
    found = sum_of_parts(parts, values)
    table.trim()
    return found


def plain_value(position: Any) -> Game:
    """The value by the definition alone: a search over the options of each position, keyed
    by the position itself, with no components, symmetries or known values.

    Slow, but it trusts nothing a ruleset adds to its moves, so it checks those additions
    (``components``, ``canonical_key``, ``known_value``) on small positions.
    """
    return run_deep(solve, position, _itself, TranspositionTable())


def _itself(position, entries):
    return [(position, position)]
