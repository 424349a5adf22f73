"""Bottom-up evaluation over a game graph, with an explicit stack instead of recursion.

Every quantity of this package (remoteness, suspense, tallies, brute-force winners) is a function
of a node computed from the values of the node's children. ``evaluate`` fills a memo in
post-order, so boards as deep as memory allows never hit Python's recursion limit.
"""
from cgt import caches
from cgt.errors import LoopyPositionError

_CACHES = []


def new_cache():
    """A memo dictionary that ``clear_caches`` empties."""
    cache = {}
    _CACHES.append(cache)
    return cache


def clear_caches():
    """Empty every memo of ``cgt.compounds``."""
    for cache in _CACHES:
        cache.clear()


def _size():
    return sum(len(cache) for cache in _CACHES)


caches.register("compounds.search", clear_caches, _size)


def evaluate(root, plan, memo):
    """The value of ``root``, where ``plan(node)`` returns ``(children, combine)``.

    ``combine`` receives the list of the children's values, in order. Values are stored in
    ``memo``; a node that is reached again from one of its own descendants means the graph has a
    cycle, and a ``LoopyPositionError`` is raised (with the memo left holding only finished nodes).
    """
    if root in memo:
        return memo[root]
    pending = {}
    stack = [root]
    while stack:
        node = stack[-1]
        if node in memo:
            stack.pop()
            continue
        step = pending.get(node)
        if step is None:
            children, combine = plan(node)
            pending[node] = (children, combine)
            for child in children:
                if child in pending:
                    raise LoopyPositionError(f"the position graph has a cycle through {child!r}")
                if child not in memo:
                    stack.append(child)
        else:
            children, combine = step
            memo[node] = combine([memo[c] for c in children])
            del pending[node]
            stack.pop()
    return memo[root]
