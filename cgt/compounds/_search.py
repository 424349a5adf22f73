"""Bottom-up evaluation over a game graph, with an explicit stack instead of recursion.

Every quantity of this package (remoteness, suspense, tallies, brute-force winners) is a function
of a node computed from the values of the node's children. ``evaluate`` fills a memo in
post-order (by ``cgt.walk.post_order``), so boards as deep as memory allows never hit Python's
recursion limit.
"""
from __future__ import annotations

from typing import Any

from cgt import caches
from cgt.walk import post_order

_CACHES: list[SearchMemo] = []


class SearchMemo:
    """A memo dictionary, ``memo``, that ``clear_caches`` empties. It puts a new dictionary in
    its place rather than emptying it: a walk in another thread keeps the one it began with."""

    __slots__ = ("memo",)

    def __init__(self):
        self.memo: dict[Any, Any] = {}


def new_cache():
    """A ``SearchMemo`` that ``clear_caches`` empties."""
    cache = SearchMemo()
    _CACHES.append(cache)
    return cache


def clear_caches():
    """Empty every memo of ``cgt.compounds``."""
    for cache in _CACHES:
        cache.memo = {}


def _size():
    return sum(len(cache.memo) for cache in _CACHES)


def _halve():
    for cache in _CACHES:
        cache.memo = caches.halved(cache.memo)


CACHE = caches.register("compounds.search", clear_caches, _size, entry_bytes=300,
                        shrink=_halve)


def evaluate(root, plan, memo):
    """The value of ``root``, where ``plan(node)`` returns ``(children, combine)``.

    ``combine`` receives the list of the children's values, in order. Values are stored in
    ``memo``; a node that is reached again from one of its own descendants means the graph has a
    cycle, and a ``LoopyPositionError`` is raised (with the memo left holding only finished nodes).
    """
    def expand(node):
        children, combine = plan(node)
        return children, (children, combine)

    def finish(node, step):
        children, combine = step
        return combine([memo[c] for c in children])

    with CACHE:
        return post_order(root, expand, finish, memo)
