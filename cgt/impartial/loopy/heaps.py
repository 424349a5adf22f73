"""Heap games whose moves may add beans, valued on heaps truncated at a cap.

In the subtraction game S(a, b, c, …) with some of a, b, c, … negative, a move may add beans
to a heap, so play can go on for ever and the game is loopy (*Winning Ways* vol. 2, ch. 12,
"The Additional Subtraction Games", Table 2). Its graph is infinite; here it is truncated: a
move that would make a heap larger than ``cap`` is not allowed. Truncation can change values
near the cap, and through them values further down, so a value is only returned once it is
confirmed: the values (and stages) of the heaps up to ``n`` must be the same with the cap
doubled. When they are not, ``CapTooSmallError`` says so, with the cap.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.impartial.loopy.graph import MoveGraph
from cgt.impartial.loopy.smith import smith_labels
from cgt.impartial.loopy.smith import _values as _smith_values
from cgt.impartial.loopy.values import SmithValue
from cgt.numbers.checks import natural, shown

__all__ = ["CapTooSmallError", "capped_heap_values", "cap_is_enough", "subtraction_values"]


#: The largest cap on heap sizes (the graph with the cap doubled has twice as many heaps).
MAX_CAP = 1 << 22


class CapTooSmallError(CGTValueError):
    """A cap on heap sizes too small to decide a value: doubling it changes the value."""


def _graph(options, cap):
    rows = []
    for h in range(cap + 1):
        row = []
        for k in options(h):
            if isinstance(k, bool) or not isinstance(k, int):
                raise CGTTypeError(f"the options of heap {h} must be heap sizes (ints), not "
                                   f"{shown(k)}")
            if 0 <= k <= cap:
                row.append(k)
        rows.append(row)
    return MoveGraph(list(range(cap + 1)), rows)


def _values(options, cap):
    graph = _graph(options, cap)
    return _smith_values(graph, *smith_labels(graph))


def capped_heap_values(options: Callable[[int], Iterable[int]], n: int,
                       cap: int | None = None) -> list[SmithValue]:
    """Smith's values (with stages) of the heaps 0..n of a one-heap game whose heap ``h``
    moves to the sizes ``options(h)``, on heaps truncated at ``cap`` (default ``4·n + 64``, at
    most ``MAX_CAP``) and confirmed with the cap doubled; ``CapTooSmallError`` if they
    differ."""
    if not callable(options):
        raise CGTTypeError(f"options must be a function from a heap size to the sizes it moves "
                           f"to, not {shown(options)}")
    n = natural(n, "n")
    cap = 4 * n + 64 if cap is None else natural(cap, "cap")
    if cap < n:
        raise CGTValueError(f"the cap must be at least n={n}, not {cap}")
    if cap > MAX_CAP:
        raise ResourceError(f"a cap of {cap} needs two graphs of {cap + 1} and {2 * cap + 1} "
                            f"heaps; at most {MAX_CAP} is allowed")
    values = _values(options, cap)[:n + 1]
    doubled = _values(options, 2 * cap)[:n + 1]
    for h, (a, b) in enumerate(zip(values, doubled)):
        if repr(a) != repr(b):
            raise CapTooSmallError(
                f"cap={cap} is too small to decide the value of heap {h}: it is {shown(a)} with "
                f"cap={cap} and {shown(b)} with cap={2 * cap}; pass a larger cap")
    return values


def cap_is_enough(options: Callable[[int], Iterable[int]], n: int, cap: int) -> bool:
    """Whether the values of heaps 0..n are the same with heaps truncated at ``cap`` and at
    ``2·cap``."""
    try:
        capped_heap_values(options, n, cap)
    except CapTooSmallError:
        return False
    return True


def _subtraction_options(moves: Any) -> Callable[[int], list[int]]:
    if isinstance(moves, (str, bytes)):
        raise CGTTypeError(f"the moves must be a set of nonzero integers, not {shown(moves)}")
    try:
        moves = tuple(sorted(set(moves)))
    except TypeError:
        raise CGTTypeError(f"the moves must be a set of nonzero integers, not {shown(moves)}") from None
    for s in moves:
        if isinstance(s, bool) or not isinstance(s, int) or s == 0:
            raise CGTValueError(f"the moves must be nonzero integers; {shown(s)} is not one")

    def options(h):
        return [h - s for s in moves if h > 0 and h - s >= 0]

    return options


def subtraction_values(moves: Iterable[int], n: int, cap: int | None = None
                       ) -> list[SmithValue]:
    """Smith's values of the heaps 0..n of the subtraction game S(moves), where a negative
    move adds beans and only a non-empty heap may be moved in (*Winning Ways* vol. 2, ch. 12,
    Table 2); heaps are truncated at ``cap`` and the values confirmed with the cap doubled.

    >>> subtraction_values((-2, 4, 5), 15, cap=120)[9:]
    [∞_{1,2}, ∞_{2,3}, ∞_{1,3}, ∞_{1,2}, ∞_{2}, ∞, ∞]
    """
    return capped_heap_values(_subtraction_options(moves), n, cap)
