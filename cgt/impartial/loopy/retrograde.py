"""Outcomes and remoteness of loopy impartial games by retrograde analysis.

In a game whose positions may repeat, a position is **P** (the previous player can force a
win), **N** (the next player can) or **O** (open: with best play the game goes on for ever).
Its **remoteness** is the number of moves the winner needs when he hurries and the loser
delays: 0 at a terminal position, one more than the least even remoteness of an option for an
N-position, one more than the greatest (odd) remoteness of the options of a P-position, and ∞
for an O-position. So a position is P or N as its remoteness is even or odd (*Winning Ways*
vol. 2, ch. 12, "How Soon Can You Win?", and ch. 9 for remoteness).

The staged assignment of the book is run as a retrograde analysis: positions are settled in
order of increasing remoteness, starting from the terminal ones; a position with a settled
P-option is N, and one whose options are all settled N is P. What is never settled is O.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any

from cgt.caches import Memo
from cgt.errors import CGTTypeError, CGTValueError
from cgt.impartial.loopy.graph import DEFAULT_LIMIT, MoveGraph, graph_argument, move_graph
from cgt.numbers.infinity import INF, Infinity
from cgt.numbers.checks import shown
from cgt.position import position_argument

#: About what one solved position costs in ``_SOLVED``: its share of the table (the position,
#: its number, its options and predecessors, outcome and remoteness) and the memo entry.
SOLVED_ENTRY_BYTES = 2000   # about what tracemalloc finds for the L-game

__all__ = ["retrograde", "Outcomes", "loopy_outcome", "loopy_winning_moves"]


def retrograde(graph: MoveGraph) -> tuple[list[str], list[int | None]]:
    """The outcome ("P", "N" or "O") and the remoteness (None for O) of every vertex of
    ``graph``, as two lists indexed like its vertices."""
    graph = graph_argument(graph)
    options, predecessors = graph.options, graph.predecessors
    size = len(options)
    undecided = [len(row) for row in options]
    outcome = ["O"] * size
    remoteness: list[int | None] = [None] * size
    queue: deque[int] = deque()
    for v in range(size):
        if not undecided[v]:
            outcome[v] = "P"
            remoteness[v] = 0
            queue.append(v)
    while queue:                       # remoteness never decreases along the queue
        v = queue.popleft()
        known = remoteness[v]
        assert known is not None   # a vertex is queued once its remoteness is known
        r = known + 1
        if outcome[v] == "P":
            for u in predecessors[v]:
                if remoteness[u] is None:
                    outcome[u] = "N"
                    remoteness[u] = r
                    queue.append(u)
        else:
            for u in predecessors[v]:
                if remoteness[u] is None:
                    undecided[u] -= 1
                    if not undecided[u]:
                        outcome[u] = "P"
                        remoteness[u] = r
                        queue.append(u)
    return outcome, remoteness


class Outcomes:
    """The outcome and remoteness of every position of a loopy impartial game.

    ``game`` is a position with ``options()`` (every position reachable from it is explored,
    up to ``limit`` of them), a dict from positions to their options, or a ``MoveGraph``.

    >>> table = Outcomes({"a": ["b"], "b": ["a", "c"], "c": []})
    >>> table.outcome("a"), table.remoteness("b"), table.winning_moves("b")
    ('P', 1, ['c'])
    """

    __slots__ = ("graph", "_outcome", "_remoteness")

    def __init__(self, game: Any, limit: int = DEFAULT_LIMIT) -> None:
        self.graph = move_graph(game, limit)
        self._outcome, self._remoteness = retrograde(self.graph)

    def _number(self, position):
        try:
            return self.graph.index[position]
        except (KeyError, TypeError):
            raise CGTValueError(f"{shown(position)} is not a position of this game") from None

    def outcome(self, position: Any) -> str:
        """"P", "N" or "O" (open: neither player can force a win)."""
        return self._outcome[self._number(position)]

    def remoteness(self, position: Any) -> int | Infinity:
        """The remoteness of ``position``: even for P, odd for N, ``INF`` for O."""
        r = self._remoteness[self._number(position)]
        return INF if r is None else r

    def winning_moves(self, position: Any, fastest: bool = True) -> list:
        """The options of an N-position that win: with ``fastest`` only those to P-positions
        of the least remoteness (the moves that keep the win as short as it can be), else
        every move to a P-position. Empty for a P- or O-position."""
        v = self._number(position)
        if self._outcome[v] != "N":
            return []
        target = self._remoteness[v] - 1
        found = []
        for w in self.graph.options[v]:
            if self._outcome[w] == "P" and (not fastest or self._remoteness[w] == target):
                position = self.graph.vertices[w]
                if position not in found:
                    found.append(position)
        return found

    def counts(self) -> dict[str, int]:
        """How many positions are P, N and O."""
        return {letter: self._outcome.count(letter) for letter in "PNO"}

    def positions(self, outcome: str | None = None, remoteness: int | None = None) -> list:
        """The positions with the given outcome and/or remoteness (all when both are None)."""
        return [v for v, o, r in zip(self.graph.vertices, self._outcome, self._remoteness)
                if (outcome is None or o == outcome)
                and (remoteness is None or r == remoteness)]


#: Every position of every graph solved for the functions below, keyed by (type, position),
#: to (its table, its vertex number): a position reached from one asked about before is
#: answered from that table, since its outcome depends only on the positions it can reach.
_SOLVED = Memo("impartial.loopy.outcomes", entry_bytes=SOLVED_ENTRY_BYTES)


def _solved(position, limit):
    """The ``Outcomes`` of a graph holding ``position`` and the number of ``position`` in it,
    from ``_SOLVED`` or by exploring what ``position`` reaches (up to ``limit`` positions)."""
    if isinstance(position, (Mapping, MoveGraph)):
        raise CGTTypeError("for a game given as a graph, ask Outcomes(graph) about one of its "
                           "positions; this function takes a position with options()")
    position = position_argument(position)
    key = (type(position), position)
    found = _SOLVED.get(key)
    if found is None:
        table = Outcomes(MoveGraph.from_position(position, limit))
        for number, vertex in enumerate(table.graph.vertices):
            _SOLVED.put((type(vertex), vertex), (table, number))
        found = (table, 0)
    return found


def loopy_outcome(position: Any, limit: int = DEFAULT_LIMIT) -> str:
    """The outcome of a position with ``options()`` whose play may repeat: "P", "N" or "O"
    (open). Every position reachable from it is explored, up to ``limit`` of them, unless it
    was reached from a position asked about before (the answers are remembered)."""
    table, number = _solved(position, limit)
    return table._outcome[number]


def remoteness(position: Any, limit: int = DEFAULT_LIMIT) -> int | Infinity:
    """The remoteness of a position with ``options()``: even for P, odd for N, ``INF`` for O."""
    table, number = _solved(position, limit)
    r = table._remoteness[number]
    return INF if r is None else r


def loopy_winning_moves(position: Any, fastest: bool = True, limit: int = DEFAULT_LIMIT) -> list:
    """The winning moves of a position with ``options()`` (see ``Outcomes.winning_moves``)."""
    table, _ = _solved(position, limit)
    return table.winning_moves(position, fastest)
