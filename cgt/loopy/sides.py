"""Onsides and offsides of loopy games, found by sidling.

Every loopy game γ that has stopper sides has an **onside** s and an **offside** t, stoppers
with γ⁺ = s⁺ (draws count for Left) and γ⁻ = t⁻ (draws count for Right), and γ = s & t
(*Winning Ways*, vol. 2, ch. 11, "Onsides and Offsides, Upsums and Downsums").

**Sidling** (ch. 11, "Sidling Towards a Game", THE SIDLING THEOREM): write x(v) = {x(v^L) |
x(v^R)} for every position and substitute repeatedly; started from values above the onside,
the values decrease towards it. The book starts from ``on``, and then the process need not stop
after finitely many rounds (``over`` sidles through 1, 1/2, 1/4, ...). Here it starts instead
from a stopper bound: deleting the Right moves that lie on alternating cycles leaves a stopper
γ_E, and γ_E(v) >= onside(v) for every position v, because in γ_E(v)⁺ - v⁺ Left can copy each
of Right's moves. Gauss-Seidel passes from these bounds stay above the onside (the map is
monotone and the onside is a fixed point of it); a pass that changes nothing has reached a
fixed point, which by the key lemma of the theorem's proof (if [v] <= {[v^L] | [v^R]} for all
v, then [v] <= v⁺) is the onside itself. If no pass settles within the bound on passes, the
side is reported as not found; a stopper is never returned unless it is the side.

**Plumtrees**, whose only cycles are passes, need no sidling: their onside is the stopper
obtained by deleting Right's pass wherever both players may pass, their offside the one
obtained by deleting Left's (ch. 11, "Plumtrees Are Nicer!", ripening and pruning).
"""
from __future__ import annotations

from typing import Any

from cgt.loopy.base import graph_of
from cgt.loopy.fixed import fixed_ge
from cgt.loopy.cycles import alternating_edges, is_plumtree_graph, is_stopper_graph
from cgt.loopy.graph import Moves, restrict
from cgt.loopy.stopper import braces, negate_stopper, stopper_value, stopper_values_by_parts

OFF = negate_stopper(stopper_value(((0,),), ((),), 0))

#: Gauss-Seidel passes of sidling before a side is reported as not found.
MAX_PASSES = 50
#: Passes between two attempts to guess the limits of values that keep moving.
GUESS_AFTER = 8


def onsides(left: Moves, right: Moves, max_passes: int | None = None) -> list:
    """The onside of every vertex of the graph (a ``Game`` or ``Stopper``), with ``None`` for
    a vertex whose onside was not found within ``max_passes`` passes (default
    ``MAX_PASSES``)."""
    n = len(left)
    every = range(n)
    if is_stopper_graph(left, right, every):
        return stopper_values_by_parts(left, right)
    if is_plumtree_graph(left, right, every):
        ripe = tuple(tuple(w for w in right[v] if not (w == v and v in left[v]))
                     for v in every)
        return stopper_values_by_parts(left, ripe)
    on_left, on_right = alternating_edges(left, right, every)
    bound = tuple(tuple(w for w in right[v] if (v, w) not in on_right) for v in every)
    u = stopper_values_by_parts(left, bound)
    passes = MAX_PASSES if max_passes is None else max_passes
    done = 0
    while True:
        step = min(GUESS_AFTER, passes - done)
        changing = _sidle(left, right, u, step)
        done += step
        if not changing:
            return u
        out, proved = _guess_limits(left, right, u, changing, passes)
        if proved or done >= passes:
            return out


def _guess_limits(left, right, u, changing, passes):
    """The values still moving may be sidling towards a limit beyond all the passes (as over
    sidles through 1, 1/2, 1/4, ...). Every vertex from which a moving one can be reached is
    unsettled; the others have reached their onsides. Guess the limit off for the moving
    values, settle the rest, and keep a guess only where the Inequality Rule proves it is the
    onside. Returns the onsides (``None`` where unknown) and whether all were found."""
    every = range(len(left))
    unsettled = set(changing)
    todo = list(changing)
    back: list[list[int]] = [[] for _ in every]
    for v in every:
        for w in left[v] + right[v]:
            back[w].append(v)
    while todo:
        w = todo.pop()
        for v in back[w]:
            if v not in unsettled:
                unsettled.add(v)
                todo.append(v)
    guess = list(u)
    for v in changing:
        guess[v] = OFF
    if _sidle(left, right, guess, passes):
        return [None if v in unsettled else u[v] for v in every], False
    out = []
    for v in every:
        if v not in unsettled:
            out.append(u[v])
            continue
        candidate = graph_of(guess[v])
        game = (left, right, v)
        proved = fixed_ge(candidate, 1, game, 1) and fixed_ge(game, 1, candidate, 1)
        out.append(guess[v] if proved else None)
    return out, all(x is not None for x in out)


def _sidle(left, right, u, passes):
    """Gauss-Seidel passes of u(v) := {u(v^L) | u(v^R)}; the vertices that changed in the
    last pass (empty when a pass changed nothing)."""
    order = range(len(left) - 1, -1, -1)
    changed: set = set()
    for _ in range(passes):
        changed = set()
        for v in order:
            new = braces([u[w] for w in left[v]], [u[w] for w in right[v]])
            if new is not u[v]:
                u[v] = new
                changed.add(v)
        if not changed:
            return changed
    return changed


def offsides(left: Moves, right: Moves, max_passes: int | None = None) -> list:
    """The offside of every vertex: the negatives of the onsides of the negative."""
    return [None if s is None else negate_stopper(s)
            for s in onsides(right, left, max_passes)]


def onside_of_graph(left: Moves, right: Moves, root: int,
                    max_passes: int | None = None) -> Any:
    """The onside of the game at ``root`` (a ``Game`` or ``Stopper``), or ``None`` if sidling
    did not settle within ``max_passes`` passes (default ``MAX_PASSES``)."""
    left, right, (root,) = restrict(left, right, [root])
    return onsides(left, right, max_passes)[root]


def offside_of_graph(left: Moves, right: Moves, root: int,
                     max_passes: int | None = None) -> Any:
    """The offside of the game at ``root``, or ``None`` if sidling did not settle: the
    negative of the onside of the negative."""
    s = onside_of_graph(right, left, root, max_passes)
    return None if s is None else negate_stopper(s)
