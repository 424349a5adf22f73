"""The walk that values every position of a game graph from the values of its options.

Most quantities of combinatorial game theory are defined by induction on the options: a
position's canonical value is ``{G^L | G^R}`` over its options' values (Conway, *ONAG*, ch. 7),
its Grundy value the mex of its options' values (Sprague 1935, Grundy 1939; *Winning Ways*,
ch. 3), its remoteness one more than the best of theirs (*Winning Ways*, ch. 9). Such a
definition is well founded exactly when the graph has no cycle, and ``post_order`` evaluates it
children first, with an explicit stack, so no graph is too deep for Python's recursion limit. A
position that can be reached from itself is reported by name (``LoopyPositionError``).
"""
from __future__ import annotations
import gc
from contextlib import contextmanager

from cgt.errors import LoopyPositionError
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any

__all__ = ["post_order"]


def post_order(root: Hashable, expand: Callable[[Any], tuple[Iterable[Any], Any]], finish: Callable[[Any, Any], Any], memo: dict, name: Callable[[Any], str] = repr) -> Any:
    """The value of the node ``root``, each node valued after the nodes it needs.

    ``expand(node)`` returns ``(children, state)``: the nodes whose values the value of
    ``node`` needs (nodes already in ``memo`` may be given or left out; repeats do no harm),
    and anything ``finish`` will need. ``finish(node, state)`` returns the value of ``node``;
    it is called once every child has its value in ``memo``, where it finds them.

    ``memo`` is a dict from nodes to values: nodes found there are not expanded, and every
    node valued is put there, and only once its value is final, so a failed walk leaves
    nothing half-built. A child reached again while its own descendants are being valued
    closes a cycle: ``LoopyPositionError`` is raised, naming it with ``name(node)``.
    """
    if root in memo:
        return memo[root]
    # Expanded nodes whose children are still being valued. Each was expanded after the ones
    # before it and lies below it on the stack, so they are the ancestors of the node at the
    # top: a child among them closes a cycle.
    waiting: dict[Hashable, Any] = {}
    stack = [root]
    push = stack.append
    while stack:
        node = stack[-1]
        if node in memo:
            stack.pop()
            continue
        if node in waiting:
            state = waiting.pop(node)
        else:
            children, state = expand(node)
            size = len(stack)
            for child in children:
                if child not in memo:
                    if child in waiting or child == node:
                        raise LoopyPositionError(
                            f"the position {name(child)} can repeat, so the game is loopy (its "
                            "graph has a cycle)")
                    push(child)
            if len(stack) > size:
                waiting[node] = state
                continue
        memo[node] = finish(node, state)
        stack.pop()
    return memo[root]


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for the duration of a ``with`` block.

    A walk makes many objects that live on in its memo and almost no cyclic garbage, so the
    collector would only rescan the growing memo again and again.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def trimmed(memo: dict, max_entries: int) -> dict | None:
    """The newest ``max_entries // 2`` entries (at least one) of a ``memo`` grown past
    ``max_entries``, as a new dict; None if it has not grown so far. A memo may lose entries at
    any time between walks without being wrong, since they are found again when needed; it is
    replaced rather than emptied in place, since a walk in another thread may be reading it."""
    if len(memo) <= max_entries:
        return None
    return dict(list(memo.items())[-max(max_entries // 2, 1):])
