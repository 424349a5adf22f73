"""The simplest form of a stopper, and a key that is the same for equal stoppers.

The simplification rules of short games, deleting dominated options and bypassing reversible
ones, remain valid for stoppers, and every finite stopper has exactly one simplest form, in
which no position has a dominated or reversible option (*Winning Ways*, vol. 2, ch. 11,
"Stoppers Are Nice": SIMPLIFYING STOPPERS and THE SIMPLEST FORM THEOREM FOR STOPPERS). As a
graph it is unique once equal positions are fused into one (Siegel, "Coping with cycles",
*Games of No Chance 3*, 2009; Siegel, *Combinatorial Game Theory*, VI.3).

``canonical_stopper`` repeats rounds of: restrict to the reachable part; compute the order of
all pairs of positions by the survival game (``cgt.loopy.survival``); delete dominated
options and bypass reversible options; and once no option is dominated or reversible, fuse
equal positions; until a round changes nothing.

``canonical_key`` numbers the positions of a simplest form by colour refinement. Distinct
positions of a fused simplest form are unequal, hence not bisimilar, so refinement by the sets
of colours of the Left and of the Right options separates all of them; sorting the signatures
makes the numbering depend on the game only. Equal stoppers therefore get equal keys.
"""
from __future__ import annotations

from collections.abc import Sequence

from cgt.errors import CGTError
from cgt.loopy.cycles import components, is_stopper_graph, loopfree_vertices
from cgt.loopy.graph import Moves, check_pairs, restrict
from cgt.loopy.survival import survival

__all__ = ["canonical_stopper", "canonical_key"]

#: Rounds after which ``canonical_stopper`` gives up; a correct simplification never needs as
#: many, since each round deletes options or fuses positions.
MAX_ROUNDS = 10_000


def canonical_stopper(left: Moves, right: Moves,
                      roots: Sequence[int]) -> tuple[Moves, Moves, list[int]]:
    """The simplest form of the stopper ``(left, right)`` restricted to what ``roots`` reach,
    with the images of the roots (equal roots get the same image)."""
    left, right, roots = restrict(left, right, roots)
    # the order of every pair of positions is computed: refuse at once what would not fit
    check_pairs(len(left), len(left), "the simplification of a stopper")
    for _ in range(MAX_ROUNDS):
        n = len(left)
        ge = survival(left, right, left, right)
        # dominated options
        nl = []
        nr = []
        for v in range(n):
            opts = left[v]
            keep = []
            for x in opts:
                gx = ge[x]
                if not any(y != x and ge[y][x] and (not gx[y] or y < x) for y in opts):
                    keep.append(x)
            nl.append(keep)
            opts = right[v]
            keep = []
            for x in opts:
                gx = ge[x]
                if not any(y != x and gx[y] and (not ge[y][x] or y < x) for y in opts):
                    keep.append(x)
            nr.append(keep)
        # reversible options: a Left option x with a Right option z <= v is replaced by the
        # Left options of z; symmetrically for Right
        bl = []
        br = []
        for v in range(n):
            gv = ge[v]
            out = []
            for x in nl[v]:
                for z in nr[x]:
                    if gv[z]:
                        break
                else:
                    out.append(x)
                    continue
                out.extend(nl[z])
            bl.append(out)
            out = []
            for x in nr[v]:
                for z in nl[x]:
                    if ge[z][v]:
                        break
                else:
                    out.append(x)
                    continue
                out.extend(nr[z])
            br.append(out)
        new_left = tuple(tuple(sorted(set(out))) for out in bl)
        new_right = tuple(tuple(sorted(set(out))) for out in br)
        if new_left != left or new_right != right:
            left, right, roots = restrict(new_left, new_right, roots)
            continue
        # no dominated or reversible option is left: fuse equal positions into the
        # least-numbered one (fusing earlier could turn a reversible option into a pass)
        rep = list(range(n))
        for v in range(n):
            gv = ge[v]
            for u in range(v):
                if gv[u] and ge[u][v] and rep[u] == u:
                    rep[v] = u
                    break
        if all(rep[v] == v for v in range(n)):
            return left, right, roots
        new_left = tuple(tuple(sorted({rep[w] for w in left[v]})) for v in range(n))
        new_right = tuple(tuple(sorted({rep[w] for w in right[v]})) for v in range(n))
        left, right, roots = restrict(new_left, new_right, [rep[r] for r in roots])
        if not is_stopper_graph(left, right, roots):
            raise CGTError("fusing equal positions of a stopper made an alternating cycle; "
                           "please report this bug")
    raise CGTError("the simplification of a stopper did not settle; please report this bug")


#: Graphs with fewer positions are simplified as they are: fusing would save less than it
#: costs.
QUOTIENT_FROM = 32


def bisimulation_quotient(left: Moves, right: Moves,
                          roots: Sequence[int]) -> tuple[Moves, Moves, list[int]]:
    """The graph with bisimilar positions fused, and the images of the roots. Bisimilar
    positions unfold into the same game tree, so fusing them changes no position's game;
    it shrinks graphs that embed one stopper several times, such as the options of
    ``{left | right}`` built from stoppers, before the quadratic order computation of
    ``canonical_stopper``.

    Positions that reach no cycle are classed first, children first, by the classes of
    their options; refinement then has only the others to separate (a position that reaches
    a cycle unfolds into an infinite tree, so it is bisimilar to none of the first)."""
    n = len(left)
    if n < QUOTIENT_FROM:
        return restrict(left, right, roots)
    comp = components([left[v] + right[v] for v in range(n)], range(n))
    loopfree = loopfree_vertices(left, right, comp)
    seed = [0] * n
    known: dict = {}
    for v in sorted((v for v in range(n) if loopfree[v]), key=comp.__getitem__):
        signature = (tuple(sorted({seed[w] for w in left[v]})),
                     tuple(sorted({seed[w] for w in right[v]})))
        seed[v] = known.setdefault(signature, len(known) + 1)
    colour = refined_colours(left, right, seed)
    count = max(colour, default=-1) + 1
    if count == n:
        return left, right, list(roots)
    new_left: list[tuple[int, ...]] = [()] * count
    new_right: list[tuple[int, ...]] = [()] * count
    for v in range(n):
        new_left[colour[v]] = tuple(sorted({colour[w] for w in left[v]}))
        new_right[colour[v]] = tuple(sorted({colour[w] for w in right[v]}))
    return restrict(tuple(new_left), tuple(new_right), [colour[r] for r in roots])


def canonical_key(left: Moves, right: Moves, root: int) -> tuple[Moves, Moves]:
    """The simplest form ``(left, right)`` of a stopper renumbered so that the numbering
    depends only on its value, with the root as vertex 0. The graph must be a fused simplest
    form whose vertices are all reachable from ``root``."""
    n = len(left)
    colour = [0] * n
    colour[root] = 1
    colour = refined_colours(left, right, colour)
    classes = len(set(colour))
    if classes != n:
        raise CGTError("a simplest form has two equal positions; please report this bug")
    # the root has the only colour 1 in the first round, so it keeps a colour of its own;
    # renumber so that the root comes first and the rest follow by colour
    order = sorted(range(n), key=lambda v: (v != root, colour[v]))
    new = [0] * n
    for i, v in enumerate(order):
        new[v] = i
    return (tuple(tuple(sorted(new[w] for w in left[v])) for v in order),
            tuple(tuple(sorted(new[w] for w in right[v])) for v in order))


def refined_colours(left: Moves, right: Moves, colour: list[int]) -> list[int]:
    """The colouring ``colour`` of the vertices refined by the colours of their Left and of
    their Right options until it is stable. From one colour for all, two vertices end with
    the same colour exactly when they are bisimilar, and bisimilar positions are equal
    games."""
    classes = len(set(colour))
    while True:
        signature = [(colour[v], tuple(sorted({colour[w] for w in left[v]})),
                      tuple(sorted({colour[w] for w in right[v]}))) for v in range(len(left))]
        ranks = {s: i for i, s in enumerate(sorted(set(signature)))}
        colour = [ranks[s] for s in signature]
        if len(ranks) == classes:
            return colour
        classes = len(ranks)
