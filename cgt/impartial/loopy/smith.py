"""Smith's generalised Sprague–Grundy values by the staged C.A.B.S. labelling.

*Winning Ways* vol. 2, ch. 12 ("Corral Automotive Betterment Scheme"; C. A. B. Smith, *Graphs
and composite games*, J. Combin. Theory 1, 1966): terminal positions are labelled 0 at stage 0,
and at stage k an unlabelled position G is labelled ``*m`` when

* the options of G labelled at earlier stages have values with mex m, and
* every other option of G has a move to a position labelled ``*m`` at an earlier stage
  (so it is reversible through ``*m``).

Everything that qualifies at stage k is labelled together; what is never labelled is loopy,
``∞_S`` with S the set of the finite values of its options. Each position is labelled at the
earliest stage it can be, which makes the stage a fact of the game: by the celerity theorem of
the chapter ("Celerity adds bonus Steinhaus") a position labelled ``*n`` at stage k has
``G + *n`` of remoteness 2k.

The labelling is computed one value at a time: in round m the positions of value m are found
by a retrograde analysis in which the options already worth less than m are settled, and the
positions left without an option of value m are then loopy (a position worth more than m needs
an option worth m). Each round costs time linear in the size of the graph. Within a
round, events are handled in order of stage, so that each position gets its earliest stage:
an option is *settled* at the first stage at which it is labelled with a value below m or has
an option labelled m, and G is labelled m one stage after all its options are settled and an
option of each value below m is labelled, unless it has an option labelled m.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from cgt.errors import CGTTypeError
from cgt.impartial.loopy.graph import DEFAULT_LIMIT, MoveGraph, graph_argument, move_graph
from cgt.impartial.loopy.values import Finite, Loopy, SmithValue
from cgt.numbers.checks import shown

__all__ = ["smith_labels", "SmithValues", "smith_value"]

_LOOPY = -1


def smith_labels(graph: MoveGraph) -> tuple[list[int], list[int]]:
    """The C.A.B.S. labelling of ``graph``: two lists indexed like its vertices, the value
    (``-1`` for a loopy position) and the earliest stage (``-1`` for a loopy position)."""
    graph = graph_argument(graph)
    options, predecessors = graph.options, graph.predecessors
    size = len(options)
    value = [-2] * size           # -2: not labelled yet
    stage = [-1] * size
    floor = [0] * size            # max over j < m of the first stage of an option labelled j
    candidates = list(range(size))
    m = 0
    while candidates:
        is_candidate = bytearray(size)
        for u in candidates:
            is_candidate[u] = 1
        pending = [0] * size          # options of a candidate not settled yet
        latest = [0] * size           # the last stage at which one of them was settled
        has_m = bytearray(size)       # has an option labelled m
        first_m = [0] * size          # the stage of the first such option
        scheduled = bytearray(size)
        settled = bytearray(size)
        buckets: dict[int, list[int]] = {}   # stage -> events: v >= 0 settles v, ~u labels u
        for u in candidates:
            row = options[u]
            if not row:               # terminal: 0 at stage 0 (only while m == 0)
                buckets.setdefault(0, []).append(~u)
            pending[u] = len(row)
            latest[u] = floor[u]
            for v in row:
                if 0 <= value[v] < m and not scheduled[v]:
                    scheduled[v] = 1
                    buckets.setdefault(stage[v], []).append(v)
        t = 0
        while buckets:
            events = buckets.pop(t, None)
            if events is not None:
                for event in events:      # the list grows while it is read
                    if event < 0:         # a candidate whose options are all settled
                        u = ~event
                        if has_m[u]:
                            continue
                        value[u] = m
                        stage[u] = t
                        is_candidate[u] = 0
                        for p in predecessors[u]:
                            if not has_m[p]:
                                has_m[p] = 1
                                first_m[p] = t
                                events.append(p)
                    elif not settled[event]:
                        settled[event] = 1
                        for u in predecessors[event]:
                            if is_candidate[u] and not has_m[u]:
                                if latest[u] < t:
                                    latest[u] = t
                                pending[u] -= 1
                                if not pending[u]:
                                    buckets.setdefault(latest[u] + 1, []).append(~u)
            t += 1
        remaining = []
        for u in candidates:
            if value[u] != -2:
                continue
            if has_m[u]:
                if floor[u] < first_m[u]:
                    floor[u] = first_m[u]
                remaining.append(u)
            else:
                value[u] = _LOOPY
        candidates = remaining
        m += 1
    return value, stage


def _values(graph, value, stage):
    options = graph.options
    found = []
    for v, (n, k) in enumerate(zip(value, stage)):
        if n >= 0:
            found.append(Finite(n, k))
        else:
            found.append(Loopy(value[w] for w in options[v] if value[w] >= 0))
    return found


class SmithValues:
    """Smith's value of every position of a loopy impartial game.

    ``game`` is a position with ``options()`` (every position reachable from it is explored,
    up to ``limit`` of them), a dict from positions to their options, or a ``MoveGraph``.

    >>> table = SmithValues({"a": ["b"], "b": ["a", "c"], "c": []})
    >>> table["a"], table["b"], table["c"]
    (0@1, *1@2, 0@0)
    """

    __slots__ = ("graph", "_values")

    def __init__(self, game: Any, limit: int = DEFAULT_LIMIT) -> None:
        self.graph = move_graph(game, limit)
        self._values = _values(self.graph, *smith_labels(self.graph))

    def __getitem__(self, position: Any) -> SmithValue:
        try:
            return self._values[self.graph.index[position]]
        except (KeyError, TypeError):
            raise KeyError(position) from None

    def __len__(self) -> int:
        return len(self._values)

    def __iter__(self) -> Iterator:
        return iter(self.graph.vertices)

    def items(self) -> Iterator[tuple[Any, SmithValue]]:
        """(position, value) pairs for every position of the game."""
        return iter(zip(self.graph.vertices, self._values))

    def as_dict(self) -> dict:
        """A dict from every position of the game to its value."""
        return dict(self.items())


def smith_value(position: Any, limit: int = DEFAULT_LIMIT) -> SmithValue:
    """Smith's generalised Sprague–Grundy value of a position with ``options()``: ``*n`` with
    the stage of its label (``*2@11``), or ``∞_S``.  (The values of a graph given as a dict
    or a ``MoveGraph`` are ``SmithValues(graph)[position]``.)"""
    if isinstance(position, (Mapping, MoveGraph)):
        raise CGTTypeError(f"smith_value takes one position with options(), not the graph "
                           f"{shown(position)}; for a graph use SmithValues(graph)[position]")
    graph = MoveGraph.from_position(position, limit)
    return _values(graph, *smith_labels(graph))[graph.index[position]]
