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
v, then [v] <= v⁺) is the onside itself.

Some values keep moving for ever (a one-player cycle such as ``over`` in the onside). After
every pass from the second on, a **pruned candidate** γ' is built from γ: Right's moves that
Left simply undoes are deleted, options dominated under the current bounds are deleted, and
options reversible under them are bypassed, as in the simplification of short games
(*Winning Ways*, vol. 1, ch. 3). Where γ' is a stopper, its simplest form s' is kept as the
onside only when s'⁺ = γ⁺ is proved: s'⁺ >= γ⁺ by the Inequality Rule for fixed games (ch.
11, "Comparing Loopy Games"; ``cgt.loopy.fixed``), and s'⁺ <= γ⁺ by the key lemma above or by
the same rule. Such a vertex is then left alone by the passes that follow. After 8, 16, 32,
... passes the values of the last passes are **folded**: a value that unrolls a cycle of the
onside one turn per pass or few has a position equal to an earlier value, and sending the
moves to that position back to its root closes the cycle (as 1/4 = {0 | 1/2} folds to
{0 | pass} = over). A fold is kept where the same rule proves it in both directions. Every
8 passes where no fold was kept, the limit ``off`` is also guessed for the moving values,
sidled from for a few passes, and kept where the same rule proves it. Folds come first, and
a guess gets few passes, because a value that unrolls a cycle grows at every pass and so
does the cost of every pass after it. If nothing settles within the bound on passes, or a
value outgrows ``VALUE_LIMIT`` positions, the side is reported as not found; a stopper is
never returned unless it is the side.

When one side is not found, the stoppers at hand, the other side and the values both
sidlings had reached, are tried as the missing side by the same rule (``sides``): a game
equal to a stopper is recognised once sidling has found one of its sides.

A graph is sided one strongly connected part at a time, children first, with the moves out
of a part replaced by the sides found there (a subposition may be replaced by an equal game);
parts of the same shape, such as a part and its mirror image, are sided once.

**Plumtrees**, whose only cycles are passes, need no sidling: their onside is the stopper
obtained by deleting Right's pass wherever both players may pass, their offside the one
obtained by deleting Left's (ch. 11, "Plumtrees Are Nicer!", ripening and pruning).
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any, cast

from cgt import caches
from cgt.loopy.base import graph_of
from cgt.loopy.canonical import refined_colours
from cgt.loopy.cycles import (alternating_edges, components, is_plumtree_graph,
                              is_stopper_graph, stopper_vertices)
from cgt.loopy.fixed import fixed_ge_pairs
from cgt.loopy.graph import Builder, Moves, add_short_game, embed, restrict
from cgt.loopy.stopper import (braces, negate_stopper, stopper_ge, stopper_value,
                               stopper_values_by_parts)
from cgt.short.game import Game

__all__ = ["onsides", "offsides", "sides", "onside_of_graph", "offside_of_graph"]

OFF = negate_stopper(stopper_value(((0,),), ((),), 0))

#: Gauss-Seidel passes of sidling before a side is reported as not found.
MAX_PASSES = 50
#: Passes between two attempts to guess the limits of values that keep moving.
GUESS_AFTER = 8
#: The last passes of sidling whose values are folded into candidate limits (``_folds``).
FOLD_PASSES = 4
#: The largest value, in positions (birthday for a short game), that sidling goes on
#: from: past it a side is reported as not found.
VALUE_LIMIT = 48
#: The largest value, in positions (birthday for a short game), that is folded.
FOLD_LIMIT = 32
#: Passes of sidling from a guessed limit before the guess is given up: a guess that is
#: right settles in a few, and one that is wrong unrolls cycles at a growing cost.
GUESS_PASSES = 16


def onsides(left: Moves, right: Moves, max_passes: int | None = None) -> list:
    """The onside of every vertex of the graph (a ``Game`` or ``Stopper``), with ``None`` for
    a vertex whose onside was not found within ``max_passes`` passes (default
    ``MAX_PASSES``).

    The strongly connected parts are taken children first. A position off every cycle gets
    ``{onsides of its Left options | onsides of its Right options}`` at once, and a part is
    sided on its own, with each move out of it replaced by the onside already found there:
    a subposition may be replaced by a game equal to it, so the part's onsides do not
    change. Only when an onside out of a part is unknown is the part sided together with
    everything below it."""
    return _sidled(left, right, max_passes)[0]


def _sidled(left: Moves, right: Moves, max_passes: int | None) -> tuple[list, list]:
    """``onsides``, and for every vertex a stopper never below its onside: where the onside
    was not found, the value sidling had reached when it gave up."""
    n = len(left)
    every = range(n)
    if is_stopper_graph(left, right, every):
        stoppers = stopper_values_by_parts(left, right)
        return stoppers, stoppers
    if is_plumtree_graph(left, right, every):
        ripe = tuple(tuple(w for w in right[v] if not (w == v and v in left[v]))
                     for v in every)
        stoppers = stopper_values_by_parts(left, ripe)
        return stoppers, stoppers
    succ = [left[v] + right[v] for v in every]
    comp = components(succ, every)
    members: dict[int, list[int]] = {}
    for v in every:
        members.setdefault(comp[v], []).append(v)
    values: list = [None] * n
    bounds: list = [None] * n
    for c in range(len(members)):
        part = members[c]
        exits = sorted({w for v in part for w in succ[v] if comp[w] != c})
        if any(values[w] is None for w in exits):
            # something below is unknown: side the part with everything it reaches
            sub_left, sub_right, roots = restrict(left, right, part)
            found, above = _part_onsides(sub_left, sub_right, len(sub_left), [], max_passes)
            for v, r in zip(part, roots):
                values[v], bounds[v] = found[r], above[r]
            continue
        if len(part) == 1 and part[0] not in succ[part[0]]:
            v = part[0]
            values[v] = bounds[v] = braces([values[w] for w in left[v]],
                                           [values[w] for w in right[v]])
            continue
        # one vertex with no moves for each distinct value out of the part
        local = {v: i for i, v in enumerate(part)}
        outside: dict = {}
        for w in exits:
            local[w] = outside.setdefault(values[w], len(part) + len(outside))
        none = ((),) * len(outside)
        part_left = tuple(tuple(sorted({local[w] for w in left[v]})) for v in part) + none
        part_right = tuple(tuple(sorted({local[w] for w in right[v]})) for v in part) + none
        found, above = _cached_part_onsides(part_left, part_right, len(part), list(outside),
                                            max_passes)
        for i, v in enumerate(part):
            values[v], bounds[v] = found[i], above[i]
    return values, bounds


_PARTS = caches.Memo("loopy.part_sides")
#: Rounds of colour refinement after which a part is sided without looking for its shape.
REFINE_ROUNDS = 64


def _cached_part_onsides(left: Moves, right: Moves, k: int, exits: list,
                         max_passes: int | None) -> tuple[list, list]:
    """``_part_onsides``, remembered under a numbering of the part that depends only on the
    game: parts that are the same up to renumbering, such as the part of a game and that of
    its mirror image when offsides are found, are sided once."""
    numbering = _canonical_numbering(left, right, k, exits)
    if numbering is None:
        return _part_onsides(left, right, k, exits, max_passes)
    new = [0] * len(left)
    for i, v in enumerate(numbering):
        new[v] = i
    canon_left = tuple(tuple(sorted(new[w] for w in left[v])) for v in numbering)
    canon_right = tuple(tuple(sorted(new[w] for w in right[v])) for v in numbering)
    canon_exits = [exits[v - k] for v in numbering[k:]]
    key = (canon_left, canon_right, tuple(canon_exits), max_passes)
    found = _PARTS.get(key)
    if found is not None:
        return [found[0][new[v]] for v in range(k)], [found[1][new[v]] for v in range(k)]
    # side the part in its own numbering, whose order suits the Gauss-Seidel passes
    out, bounds = _part_onsides(left, right, k, exits, max_passes)
    _PARTS.put(key, (tuple(out[v] for v in numbering[:k]),
                     tuple(bounds[v] for v in numbering[:k])))
    return out, bounds


def _canonical_numbering(left: Moves, right: Moves, k: int, exits: list) -> list | None:
    """The vertices of a part (``0 .. k-1``, then one vertex with no moves for each of the
    distinct values ``exits``) in an order that depends only on the game, by colour
    refinement on the colours of the Left and of the Right options; ``None`` when the
    refinement leaves two vertices alike (or two values with one hash), or has not settled
    within ``REFINE_ROUNDS`` rounds (as on a long cycle, where it would cost quadratic
    time)."""
    n = len(left)
    hashes = sorted(hash(x) for x in exits)
    if len(set(hashes)) < len(hashes):
        return None
    rank = {h: i + 1 for i, h in enumerate(hashes)}
    colour = [0] * k + [rank[hash(x)] for x in exits]
    classes = len(set(colour))
    for _ in range(REFINE_ROUNDS):
        signature = [(colour[v], tuple(sorted(colour[w] for w in left[v])),
                      tuple(sorted(colour[w] for w in right[v]))) for v in range(n)]
        ranks = {sig: i for i, sig in enumerate(sorted(set(signature)))}
        colour = [ranks[sig] for sig in signature]
        if len(ranks) == classes:
            break
        classes = len(ranks)
    else:
        return None
    if classes < n:
        return None
    # exits keep colours above those of the part: the part's own colours come first
    return sorted(range(n), key=lambda v: (v >= k, colour[v]))


def _part_onsides(left: Moves, right: Moves, k: int, exits: list,
                  max_passes: int | None) -> tuple[list, list]:
    """The onsides of the vertices ``0 .. k-1`` of a graph whose other vertices ``k, k+1,
    ...`` have no moves and stand for the stoppers ``exits``: the terminating sidling
    procedure (bound, Gauss-Seidel passes, pruning and verification, folded and guessed
    limits). With them, the bounds that sidling had reached (``_sidled``)."""
    n = len(left)
    part = range(k)
    known = [None] * k + list(exits)
    if is_stopper_graph(left, right, part):
        values = stopper_values_by_parts(left, right, known)[:k]
        return values, values
    full = _with_exits(left, right, k, exits)
    on_left, on_right = alternating_edges(left, right, part)
    bound = tuple(tuple(w for w in right[v] if (v, w) not in on_right) for v in range(n))
    u = stopper_values_by_parts(left, bound, known)
    passes = MAX_PASSES if max_passes is None else max_passes
    # exact[v]: u[v] is proved to be the onside, and sidling leaves it alone
    exact = bytearray(k) + bytearray(b"\x01" * (n - k))
    order = _Order()
    tried: set = set()
    recent: deque = deque(maxlen=FOLD_PASSES)
    done = 0
    while True:
        changing = _sidle(left, right, u, exact)
        recent.append(list(u))
        done += 1
        if not changing:
            return u[:k], u[:k]
        if done >= 2 and _prune_and_verify(left, right, full, u, exact, order, tried):
            return u[:k], u[:k]
        # the last pass: the bound on passes is reached, or a value has outgrown
        # VALUE_LIMIT (every pass costs more than the one before)
        last = done >= passes or any(_size(u[v]) > VALUE_LIMIT for v in changing)
        if done % GUESS_AFTER == 0 or last:
            # folds after 8, 16, 32, ... passes, before the guess: a value that unrolls a
            # cycle grows at every pass, and so does the cost of every pass that follows
            if done & (done - 1) == 0 and not last and _fold_and_verify(full, u, exact,
                                                                        recent):
                if all(exact):
                    return u[:k], u[:k]
                continue
            out, proved = _guess_limits(left, right, full, u, exact, order, changing,
                                        min(passes, GUESS_PASSES))
            if proved or last:
                return out[:k], u[:k]


def _with_exits(left: Moves, right: Moves, k: int, exits: list) -> tuple[Moves, Moves]:
    """The graph with the vertices ``k, k+1, ...`` replaced by the graphs of the stoppers
    ``exits``; the vertices ``0 .. k-1`` keep their numbers."""
    if not exits:
        return left, right
    builder = Builder("a part of a loopy game")
    for _ in range(k):
        builder.add()
    at = list(range(k))
    for x in exits:
        at.append(embed(builder, *graph_of(x)))
    for v in range(k):
        builder.left[v] = [at[w] for w in left[v]]
        builder.right[v] = [at[w] for w in right[v]]
    return builder.freeze()


class _Order:
    """``le(a, b)``: a <= b for stoppers or short games, remembered, and the inequalities
    between candidate sides and positions of one graph already decided (``proved``)."""

    def __init__(self) -> None:
        self.memo: dict = {}
        self.proved: dict = {}

    def le(self, a: Any, b: Any) -> bool:
        if a is b:
            return True
        key = (a, b)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = stopper_ge(b, a)
        return found


#: Rounds of pruning per attempt: a bypass may bring back a move that Left undoes, which the
#: next round deletes.
PRUNE_ROUNDS = 3


def _pruned(left: Moves, right: Moves, u: list, order: _Order) -> tuple[Moves, Moves]:
    """One round of pruning under the bounds ``u``: Right's moves that Left simply undoes
    deleted, dominated options deleted, and reversible options bypassed."""
    n = len(left)
    le = order.le
    # a Right move y -> v that Left undoes by v -> y
    right = tuple(tuple(v for v in right[y] if y not in left[v]) for y in range(n))
    kept_left = []
    kept_right = []
    for v in range(n):
        opts = left[v]
        kept_left.append([x for x in opts
                          if not any(y != x and le(u[x], u[y]) and (not le(u[y], u[x]) or y < x)
                                     for y in opts)])
        opts = right[v]
        kept_right.append([x for x in opts
                           if not any(y != x and le(u[y], u[x]) and (not le(u[x], u[y]) or y < x)
                                      for y in opts)])
    new_left = []
    new_right = []
    for v in range(n):
        out: list[int] = []
        for y in kept_left[v]:
            for z in kept_right[y]:
                if z != v and le(u[z], u[v]):
                    out.extend(kept_left[z])
                    break
            else:
                out.append(y)
        new_left.append(tuple(sorted(set(out))))
        out = []
        for y in kept_right[v]:
            for z in kept_left[y]:
                if z != v and le(u[v], u[z]):
                    out.extend(kept_right[z])
                    break
            else:
                out.append(y)
        new_right.append(tuple(sorted(set(out))))
    return tuple(new_left), tuple(new_right)


def _prune_and_verify(left: Moves, right: Moves, full: tuple[Moves, Moves], u: list,
                      exact: bytearray, order: _Order, tried: set) -> bool:
    """Build pruned candidates γ' (up to ``PRUNE_ROUNDS`` rounds of pruning) and, at every
    vertex from which one is a stopper, keep its simplest form s' as the onside when the
    Inequality Rule proves s'⁺ = γ⁺ there. Whether every onside is now known."""
    candidate = (left, right)
    for _ in range(PRUNE_ROUNDS):
        candidate = _pruned(*candidate, u, order)
        if candidate in tried:
            continue
        tried.add(candidate)
        cl, cr = candidate
        good = stopper_vertices(cl, cr)
        targets = [v for v in range(len(left)) if good[v] and not exact[v]]
        if not targets:
            continue
        # the vertices from which the candidate is a stopper reach no others
        sub_left = tuple(cl[v] if good[v] and not exact[v] else () for v in range(len(cl)))
        sub_right = tuple(cr[v] if good[v] and not exact[v] else () for v in range(len(cr)))
        known = [u[v] if exact[v] else (None if good[v] else 0) for v in range(len(cl))]
        values = stopper_values_by_parts(sub_left, sub_right, known)
        found = [values[v] for v in targets]
        for v, s, ok in zip(targets, found,
                            _verified(left, right, full, u, exact, order, targets, found)):
            if ok:
                u[v] = s
                exact[v] = 1
        if all(exact):
            return True
    return False


def _verified(left: Moves, right: Moves, full: tuple[Moves, Moves], u: list,
              exact: bytearray, order: _Order, vertices: list, values: list) -> list[bool]:
    """For each vertex v and stopper s, whether s is proved to be the onside of v.

    The bounds u are never below the onside, so s <= u(v) is needed. Then s⁺ >= v⁺ is
    decided by the Inequality Rule (``cgt.loopy.fixed``), one Büchi game for all the pairs.
    For s⁺ <= v⁺ the key lemma of the Sidling Theorem is tried first: if a family [w] of
    stoppers (here the candidates, the proved onsides where ``exact`` says so, and ``off``
    elsewhere) satisfies [w] <= {[w^L] | [w^R]} at every position, then [w] <= w⁺; the
    candidates where it cannot be used go to the Inequality Rule as well."""
    le = order.le
    ok = [le(s, u[v]) for v, s in zip(vertices, values)]
    chosen = [i for i, good in enumerate(ok) if good]
    if not chosen:
        return ok
    for i, good in zip(chosen, _proved_pairs(full, [vertices[i] for i in chosen],
                                             [values[i] for i in chosen], True, order)):
        ok[i] = good
    chosen = [i for i in chosen if ok[i]]
    if not chosen:
        return ok
    # the lemma, on the vertices with moves (the others stand for stoppers already known)
    family = [u[w] if exact[w] else OFF for w in range(len(left))]
    checked = {w for w in range(len(left)) if exact[w] and (left[w] or right[w])}
    for i in chosen:
        family[vertices[i]] = values[i]
        checked.add(vertices[i])
    changed = True
    while changed:
        changed = False
        for w in sorted(checked):
            if not le(family[w], braces([family[x] for x in left[w]],
                                        [family[x] for x in right[w]])):
                family[w] = OFF
                checked.discard(w)
                changed = True
    rest = [i for i in chosen if vertices[i] not in checked]
    if rest:
        below = _proved_pairs(full, [vertices[i] for i in rest], [values[i] for i in rest],
                              False, order)
        for i, good in zip(rest, below):
            ok[i] = good
    return ok


def _proved_pairs(full: tuple[Moves, Moves], vertices: list, values: list, above: bool,
                  order: _Order) -> list[bool]:
    """For each vertex v of the graph ``full`` and stopper s, whether s⁺ >= v⁺ (``above``)
    or s⁺ <= v⁺, by the Inequality Rule, one Büchi game for all those not yet decided."""
    proved = order.proved
    out = [proved.get((v, s, above)) for v, s in zip(vertices, values)]
    todo = [i for i, x in enumerate(out) if x is None]
    if not todo:
        return cast("list[bool]", out)
    distinct = list(dict.fromkeys(values[i] for i in todo))
    index = {s: j for j, s in enumerate(distinct)}
    found = _fixed_ge_candidates(full, [graph_of(s) for s in distinct],
                                 [(index[values[i]], vertices[i]) for i in todo], above)
    for i, good in zip(todo, found):
        out[i] = proved[(vertices[i], values[i], above)] = good
    return cast("list[bool]", out)  # every None has been filled in


def _fixed_ge_candidates(full: tuple[Moves, Moves], graphs: list, pairs: list,
                         above: bool) -> list[bool]:
    """For each pair ``(i, v)`` of a rooted stopper graph ``graphs[i]`` and a vertex v of the
    graph ``full``, whether s⁺ >= v⁺ (``above``) or s⁺ <= v⁺ for the stopper s it is, by the
    Inequality Rule: one Büchi game for all the pairs."""
    builder = Builder("a candidate side")
    at = [embed(builder, *g) for g in graphs]
    graph = builder.freeze()
    if above:
        return fixed_ge_pairs(graph, 1, full, 1, [(at[i], v) for i, v in pairs])
    return fixed_ge_pairs(full, 1, graph, 1, [(v, at[i]) for i, v in pairs])



def _fold_and_verify(full: tuple[Moves, Moves], u: list, exact: bytearray,
                     recent: deque) -> bool:
    """Fold the values of the last passes ``recent`` at every vertex whose onside is not
    proved (``_folds``), and keep a fold as the onside where it is proved; the values above
    it move again in the passes that follow. Whether a fold was kept.

    Values of more than ``FOLD_LIMIT`` positions are not folded: the cost of proving folds
    grows fast with their size, and the onsides that folds find are small."""
    graphs: list = []
    pairs = []
    for v in range(len(u)):
        if not exact[v] and _size(u[v]) <= FOLD_LIMIT:
            for g in _folds([past[v] for past in recent]):
                pairs.append((len(graphs), v))
                graphs.append(g)
    kept = False
    for i, v in _proved(full, graphs, pairs):
        if not exact[v]:
            u[v] = stopper_value(*graphs[i])
            exact[v] = 1
            kept = True
    return kept


def _proved(full: tuple[Moves, Moves], graphs: list, pairs: list) -> list:
    """The pairs ``(i, v)`` for which the stopper of the rooted graph ``graphs[i]`` is
    proved to be the onside of the vertex v of ``full``: s⁺ >= v⁺ and s⁺ <= v⁺ by the
    Inequality Rule, one Büchi game in each direction."""
    if not pairs:
        return []
    above = _fixed_ge_candidates(full, graphs, pairs, True)
    chosen = [p for p, ok in zip(pairs, above) if ok]
    if not chosen:
        return []
    return [p for p, ok in zip(chosen, _fixed_ge_candidates(full, graphs, chosen, False)) if ok]


def _size(x: Any) -> int:
    """The birthday of a short game, the number of positions of a stopper."""
    return x.birthday if isinstance(x, Game) else len(x)


def _folds(history: list) -> list:
    """The stopper graphs obtained by folding the last of the values ``history`` onto itself.

    Where a cycle of the onside is met, sidling unrolls it one turn every pass or few, as
    ``over`` = {0 | pass} is approached through 1, 1/2 = {0 | 1}, 1/4 = {0 | 1/2}, ...: the
    last value has a position equal to an earlier value. Sending the moves to that position
    back to the root closes the cycle; where the result is a stopper it may be the limit
    (for 1/4 and 1/2, it is {0 | pass}). Simplest forms are unique once equal positions are
    fused, so a position equals an earlier value exactly when the two are bisimilar."""
    last = history[-1]
    earlier = [x for x in dict.fromkeys(history[:-1]) if x is not last]
    if not earlier:
        return []
    builder = Builder("a fold of sidling's values")
    if isinstance(last, Game):
        # the positions of a short game are interned games: equal ones are one object
        memo: dict = {}
        root = add_short_game(builder, last, memo)
        left, right = builder.freeze()
        size = len(left)
        equal = [memo[x] for x in earlier if x in memo]
    else:
        root = embed(builder, *graph_of(last))
        size = len(builder.left)
        roots = [embed(builder, *graph_of(x)) for x in earlier]
        left, right = builder.freeze()
        colour = refined_colours(left, right, [0] * len(left))
        equal = [w for e in roots for w in range(size) if colour[w] == colour[e]]
    found = []
    for w in equal:
        fold_left = tuple(tuple(root if x == w else x for x in m) for m in left[:size])
        fold_right = tuple(tuple(root if x == w else x for x in m) for m in right[:size])
        if w != root and is_stopper_graph(fold_left, fold_right, [root]):
            fold_left, fold_right, (fold_root,) = restrict(fold_left, fold_right, [root])
            found.append((fold_left, fold_right, fold_root))
    return list(dict.fromkeys(found))


def _guess_limits(left, right, full, u, exact, order, changing, passes):
    """The values still moving may be sidling towards a limit beyond all the passes (as over
    sidles through 1, 1/2, 1/4, ...). Every vertex from which a moving one can be reached is
    unsettled unless its onside is already proved; the others have reached their onsides.
    Guess the limit off for the moving values, settle the rest, and keep a guess only where
    the Inequality Rule proves it is the onside. Returns the onsides (``None`` where unknown)
    and whether all were found."""
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
            if v not in unsettled and not exact[v]:
                unsettled.add(v)
                todo.append(v)
    guess = list(u)
    for v in changing:
        guess[v] = OFF
    for _ in range(passes):
        if not _sidle(left, right, guess, exact):
            break
    else:
        return [None if v in unsettled else u[v] for v in every], False
    out = list(u)
    targets = sorted(unsettled)
    settled = bytearray(v not in unsettled for v in every)
    proved = _verified(left, right, full, u, settled, order, targets,
                       [guess[v] for v in targets])
    for v, ok in zip(targets, proved):
        out[v] = guess[v] if ok else None
    return out, all(proved)


def _sidle(left, right, u, exact):
    """One Gauss-Seidel pass of u(v) := {u(v^L) | u(v^R)} over the vertices whose onside is
    not yet proved; the vertices that changed (empty when nothing changed)."""
    changed: set = set()
    for v in range(len(left) - 1, -1, -1):
        if exact[v]:
            continue
        new = braces([u[w] for w in left[v]], [u[w] for w in right[v]])
        if new is not u[v]:
            u[v] = new
            changed.add(v)
    return changed


def offsides(left: Moves, right: Moves, max_passes: int | None = None) -> list:
    """The offside of every vertex: the negatives of the onsides of the negative."""
    return [None if s is None else negate_stopper(s)
            for s in onsides(right, left, max_passes)]


def sides(left: Moves, right: Moves,
          vertices: Iterable[int] | None = None) -> tuple[list, list]:
    """The onside and the offside of every vertex, ``None`` where not found.

    Sidling may give up on a side although the game equals a stopper whose other side it
    found, after reaching the side without proving it (while a position below keeps
    moving). So where a side of one of ``vertices`` (default: all) is unknown, the stoppers
    at hand are tried as that side, the other side and the values both sidlings had
    reached, and one is kept where the Inequality Rule proves it: s is the onside of γ when
    s⁺ >= γ⁺ and s⁺ <= γ⁺, the offside when s⁻ >= γ⁻ and s⁻ <= γ⁻ (ch. 11, "Comparing
    Loopy Games")."""
    ons, on_bounds = _sidled(left, right, None)
    negs, neg_bounds = _sidled(right, left, None)
    candidates = {}
    for v in range(len(left)) if vertices is None else vertices:
        if ons[v] is None or negs[v] is None:
            # in terms of onsides: the offside of v is minus the onside of -v
            found = [ons[v], on_bounds[v]] + [None if x is None else negate_stopper(x)
                                               for x in (negs[v], neg_bounds[v])]
            candidates[v] = list(dict.fromkeys(x for x in found if x is not None))
    if candidates:
        ons = _proved_onsides(left, right, ons, candidates)
        negs = _proved_onsides(right, left, negs, {v: [negate_stopper(x) for x in c]
                                                   for v, c in candidates.items()})
    return ons, [None if s is None else negate_stopper(s) for s in negs]


def _proved_onsides(left: Moves, right: Moves, values: list, candidates: dict) -> list:
    """``values`` with each ``None`` at a vertex v replaced by the stopper of
    ``candidates[v]`` that is proved to be the onside of v (``_proved``), if one is."""
    stoppers = list(dict.fromkeys(s for found in candidates.values() for s in found))
    index = {s: i for i, s in enumerate(stoppers)}
    pairs = [(index[s], v) for v, found in candidates.items() if values[v] is None
             for s in found]
    out = list(values)
    for i, v in _proved((left, right), [graph_of(s) for s in stoppers], pairs):
        out[v] = stoppers[i]
    return out


def sides_of_graph(left: Moves, right: Moves, root: int) -> tuple[Any, Any]:
    """The onside and the offside of the game at ``root`` as ``sides`` finds them."""
    left, right, (root,) = restrict(left, right, [root])
    ons, offs = sides(left, right, [root])
    return ons[root], offs[root]


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
