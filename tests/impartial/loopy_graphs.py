"""Small loopy impartial games for the tests: random graphs, sums, and Fair Shares."""
from hypothesis import strategies as st


@st.composite
def graphs(draw, max_size=12, max_degree=4):
    """A random directed graph on vertices 0..n-1 (n <= max_size), as a dict of options."""
    n = draw(st.integers(1, max_size))
    vertex = st.integers(0, n - 1)
    return {v: draw(st.lists(vertex, max_size=max_degree)) for v in range(n)}


def nim_heap(n):
    """The graph of the nim heap *n: heap k moves to every smaller heap."""
    return {k: list(range(k)) for k in range(n + 1)}


def sum_graph(g, h):
    """The graph of the disjunctive sum of two graphs: a move is a move in one component."""
    return {(a, b): [(x, b) for x in g[a]] + [(a, y) for y in h[b]] for a in g for b in h}


def fair_shares_options(heaps):
    """Fair Shares and Varied Pairs (Winning Ways ch. 12): split a heap into equal heaps, or
    unite two heaps of different sizes. Positions are partitions, largest part first."""
    heaps = list(heaps)
    found = set()
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        for d in range(2, h + 1):
            if h % d == 0:
                found.add(tuple(sorted(rest + [h // d] * d, reverse=True)))
        for j in range(i + 1, len(heaps)):
            if heaps[j] != h:
                others = heaps[:i] + heaps[i + 1:j] + heaps[j + 1:]
                found.add(tuple(sorted(others + [h + heaps[j]], reverse=True)))
    return sorted(found)


def partitions(n, largest=None):
    """The partitions of n as tuples, largest part first."""
    if largest is None:
        largest = n
    if n == 0:
        yield ()
        return
    for k in range(min(n, largest), 0, -1):
        for rest in partitions(n - k, k):
            yield (k,) + rest


def fair_shares(n):
    """The graph of Fair Shares and Varied Pairs with n almonds."""
    return {p: fair_shares_options(p) for p in partitions(n)}


def subtraction(moves, cap):
    """The subtraction game S(moves) on heaps 0..cap; negative moves add beans, and every move
    is from a non-empty heap."""
    return {n: [n - s for s in moves if n > 0 and 0 <= n - s <= cap] for n in range(cap + 1)}
