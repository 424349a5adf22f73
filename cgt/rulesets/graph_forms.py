"""Small graphs with marked vertices, kept compactly and relabelled into a standard form.

The graph rulesets (Col, Snort, Digraph Placement) keep a position as a string of vertex marks
and, for each vertex, the set of its out-neighbours as an int bitmask (bit ``u`` of
``outs[v]`` is the arc from ``v`` to ``u``; an undirected graph has every arc both ways).

Two isomorphic positions have the same value, so the engine may value them once. ``relabel``
renumbers a connected part by *colour refinement* (the 1-dimensional Weisfeiler-Leman
procedure; Weisfeiler and Leman, 1968; see McKay and Piperno, "Practical graph isomorphism,
II", *J. Symbolic Comput.* 60 (2014), section 3): each vertex starts coloured by its mark and
degrees, and is recoloured by its colour and the multiset of its neighbours' colours until the
colouring is stable; while two vertices still share a colour, the first such vertex is given a
colour of its own and the refinement runs again. Vertices are then numbered by colour.
``compact`` only renumbers a part in increasing order, for graphs too large or too irregular
for refinement to pay.

The relabelled graph is always isomorphic to the given one, so equal forms always mean equal
values. Isomorphic graphs usually, though not always, get the same form (a choice between
vertices that share a colour but lie in different orbits can differ); such a miss only costs
the search a second visit.
"""
from __future__ import annotations
import random
from collections.abc import Sequence

from cgt import caches

__all__ = ["bits", "joined"]


#: The most vertices of a graph that ``relabel`` puts into its standard form.
MAX_RELABELLED = 16
_RANDOM = random.Random(2014)
# Fixed pseudo-random weights of the colours 0 .. MAX_RELABELLED - 1 (see ``_refine``).
_WEIGHTS = [_RANDOM.getrandbits(48) for _ in range(MAX_RELABELLED)]


def bits(mask: int) -> Sequence[int]:
    """The indices of the set bits of ``mask``, lowest first (a sequence not to be changed)."""
    if mask < _CHUNK_SIZE:
        return _CHUNKS[0][mask]
    out: list[int] = []
    k = 0
    while mask:
        if k == len(_CHUNKS):
            _CHUNKS.append(_chunk_table(k))
        out += _CHUNKS[k][mask & _CHUNK_MASK]
        mask >>= _CHUNK_BITS
        k += 1
    return out


_CHUNK_BITS = 8
_CHUNK_SIZE = 1 << _CHUNK_BITS
_CHUNK_MASK = _CHUNK_SIZE - 1


def _chunk_table(k):
    """For each value of the k-th chunk of bits of a mask, the indices of its set bits."""
    if k == 0:
        return [tuple(i for i in range(_CHUNK_BITS) if x >> i & 1) for x in range(_CHUNK_SIZE)]
    base = k * _CHUNK_BITS
    return [tuple([base + i for i in found]) for found in _CHUNKS[0]]


_CHUNKS = [_chunk_table(0)]


def parts(links: Sequence[int], alive: int) -> list[int]:
    """The connected parts of the vertices of ``alive`` (a mask), as masks, where
    ``links[v]`` is the mask of the vertices joined to ``v`` (either way)."""
    out = []
    while alive:
        part = todo = alive & -alive
        while todo:
            low = todo & -todo
            todo ^= low
            new = links[low.bit_length() - 1] & alive & ~part
            part |= new
            todo |= new
        out.append(part)
        alive &= ~part
    return out


def compact(marks: Sequence[str], outs: Sequence[int], part: int) -> tuple[str, tuple[int, ...]]:
    """The marks and out-neighbour masks of the graph on the vertices of the mask ``part``,
    renumbered 0, 1, ... in increasing order; arcs leaving ``part`` are dropped."""
    vertices = bits(part)
    if len(vertices) == 1:
        v = vertices[0]
        return marks[v], (outs[v] >> v & 1,)
    number = {v: i for i, v in enumerate(vertices)}
    new_outs = []
    for v in vertices:
        mask = 0
        for u in bits(outs[v] & part):
            mask |= 1 << number[u]
        new_outs.append(mask)
    return "".join([marks[v] for v in vertices]), tuple(new_outs)


def joined(forms: Sequence[tuple[str, Sequence[int]]]
           ) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    """The parts ``forms``, each a pair (marks, neighbour masks), laid side by side: the
    marks, the masks shifted to the new numbering, and the size of each part."""
    marks = []
    masks: list[int] = []
    sizes = []
    for part_marks, part_masks in forms:
        shift = len(masks)
        marks.append(part_marks)
        masks += [mask << shift for mask in part_masks]
        sizes.append(len(part_marks))
    return "".join(marks), tuple(masks), tuple(sizes)


def _ranks(signatures):
    """Each signature's rank among the distinct ones, and how many distinct ones there are."""
    distinct = sorted(set(signatures))
    rank = {s: i for i, s in enumerate(distinct)}
    return [rank[s] for s in signatures], len(distinct)


def _refine(colour, count, outs, ins):
    """The stable colouring that refines ``colour`` (with ``count`` colours).

    A vertex's new colour is its colour and the sum of fixed pseudo-random weights of its
    neighbours' colours, which stands for their multiset: a clash of two sums would merge
    two colours, which only makes the form less often shared, never wrong."""
    n = len(colour)
    weight = _WEIGHTS
    while count < n:
        if ins is outs:
            signatures = [(c, sum([weight[colour[u]] for u in targets]))
                          for c, targets in zip(colour, outs)]
        else:
            signatures = [(c, sum([weight[colour[u]] for u in targets]),
                           sum([weight[colour[u]] for u in sources]))
                          for c, targets, sources in zip(colour, outs, ins)]
        distinct = sorted(set(signatures))
        if len(distinct) == count:
            # the same classes: ranked by the old colour first, they keep their numbers
            break
        rank = {s: i for i, s in enumerate(distinct)}
        colour = [rank[s] for s in signatures]
        count = len(distinct)
    return colour, count


def _three(marks, outs, vertices):
    """``relabel`` for an undirected graph of three vertices: a triangle, numbered by marks,
    or a path, its ends numbered by marks before its middle; None if it is not connected."""
    a, b, c = vertices
    ab, ac, bc = outs[a] >> b & 1, outs[a] >> c & 1, outs[b] >> c & 1
    if ab + ac + bc < 2:
        return None
    if ab and ac and bc:
        return "".join(sorted((marks[a], marks[b], marks[c]))), (6, 5, 3)
    if ab and ac:
        middle, ends = a, (marks[b], marks[c])
    elif ab:
        middle, ends = b, (marks[a], marks[c])
    else:
        middle, ends = c, (marks[a], marks[b])
    return "".join(sorted(ends)) + marks[middle], (4, 4, 3)


def relabel(marks: Sequence[str], outs: Sequence[int], part: int,
            directed: bool = False) -> tuple[str, tuple[int, ...]]:
    """The marks and out-neighbour masks of the graph on the vertices of the mask
    ``part`` (whose bits index ``marks`` and ``outs``), renumbered 0, 1, ... in the order of
    colour refinement (see the module). Arcs leaving ``part`` are dropped. A graph of more
    than ``MAX_RELABELLED`` vertices is only renumbered in order (``compact``): large parts
    seldom recur, and refining them costs more than it saves."""
    vertices = bits(part)
    n = len(vertices)
    if n > MAX_RELABELLED:
        return compact(marks, outs, part)
    if n == 1:
        return marks[vertices[0]], (0,)
    if not directed:
        if n == 2:
            a, b = vertices
            first, second = sorted((marks[a], marks[b]))
            return first + second, ((2, 1) if outs[a] >> b & 1 else (0, 0))
        if n == 3:
            found = _three(marks, outs, vertices)
            if found is not None:
                return found
    number = {v: i for i, v in enumerate(vertices)}
    out_lists = [[number[u] for u in bits(outs[v] & part)] for v in vertices]
    text = "".join([marks[v] for v in vertices])
    key = (text, directed, tuple(map(tuple, out_lists)))
    found = _FORMS.get(key)
    if found is not None:
        return found
    if directed:
        in_lists: list[list[int]] = [[] for _ in range(n)]
        for i, targets in enumerate(out_lists):
            for j in targets:
                in_lists[j].append(i)
        start: list[tuple[str | int, ...]] = [(text[i], len(out_lists[i]), len(in_lists[i]))
                                              for i in range(n)]
    else:
        in_lists = out_lists
        start = [(text[i], len(out_lists[i])) for i in range(n)]
    colour, count = _ranks(start)
    colour, count = _refine(colour, count, out_lists, in_lists)
    while count < n:
        seen = set()
        for i, c in enumerate(colour):
            if c in seen:
                break
            seen.add(c)
        # vertex i shares its colour with an earlier one: give it a colour of its own
        colour = [2 * c + (j == i) for j, c in enumerate(colour)]
        colour, count = _ranks(colour)
        colour, count = _refine(colour, count, out_lists, in_lists)
    order = sorted(range(n), key=colour.__getitem__)
    place = [0] * n
    for new, old in enumerate(order):
        place[old] = new
    new_outs = []
    for old in order:
        mask = 0
        for j in out_lists[old]:
            mask |= 1 << place[j]
        new_outs.append(mask)
    return _FORMS.put(key, ("".join([text[old] for old in order]), tuple(new_outs)))


# The standard forms of graphs met lately, by their marks and out-neighbour lists.
_FORMS = caches.Memo("rulesets.graph_forms")
