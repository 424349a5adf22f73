"""Comparison of misère forms modulo a universe.

``G ≥ H`` modulo a universe U when ``o(G + X) ≥ o(H + X)`` for every X in U, outcomes ordered
``L > P, N > R`` (Plambeck and Siegel 2008; Siegel, *Combinatorial Game Theory*, V.2). In each
universe named here the relation has a test that looks only at G, H and their followers: by the
theorem of absolute combinatorial game theory (Larsson, Nowakowski and Santos), for G, H in a
parental universe U, ``G ≥ H`` if and only if

* **maintenance**: for every ``H^L`` there is ``G^L ≥ H^L`` or ``H^{LR} ≤ G``; and for every
  ``G^R`` there is ``H^R ≤ G^R`` or ``G^{RL} ≥ H`` (the options-only test of normal play); and
* **proviso**: ``o_L(G + X) ≥ o_L(H + X)`` for every Left end X of U, and
  ``o_R(G + X) ≥ o_R(H + X)`` for every Right end X of U (``o_L``, ``o_R``: the winner when
  Left, or Right, moves first).

The proviso is what each universe makes computable:

* ``"all"``: it reduces to conditions on the ends: if H is a Left end so is G, and if G is a
  Right end so is H (Siegel, "Misère canonical forms of partizan games", 2015; Siegel, *CGT*,
  ch. V; building on Mesdal and Ottaway 2007);
* ``"dicot"``: the only end of D is 0, so the proviso is ``o_L(G) ≥ o_L(H)`` and
  ``o_R(G) ≥ o_R(H)`` (Dorbec, Renault, Siegel and Sopena 2015; Larsson, Milley, Nowakowski,
  Renault and Santos 2018, section 3);
* ``"dead-ending"``: the Left ends of E are the dead ones, forms where Left never moves, that
  is trees of Right moves (Larsson et al. 2018; Siegel, "On the general dead-ending universe of
  partizan games"). Such a tree X enters ``o_L(G + X)`` only through the set of followers F of
  G and H for which Left, moving first, wins ``F + X``; that set for a tree depends only on the
  intersection of the sets of its subtrees. The sets reachable by any tree are found as a
  fixed point, which decides the proviso exactly.

Results are memoised per universe; the forms must belong to the universe (see
:func:`cgt.misere.universes.check_member`, which the public methods call).
"""
from __future__ import annotations

from cgt.misere.store import FormBase, conjugate
from cgt.misere.outcomes import wins
from cgt.misere.universes import ALL, DEAD_ENDING, DICOT

__all__ = ["equivalent", "maintenance", "dead_end_proviso", "left_proviso"]

_GE: dict[str, dict[tuple[FormBase, FormBase], bool]] = {ALL: {}, DICOT: {}, DEAD_ENDING: {}}
_LEFT_PROVISO: dict[tuple[FormBase, FormBase], bool] = {}


def ge(g: FormBase, h: FormBase, universe: str) -> bool:
    """True when ``g ≥ h`` modulo ``universe`` (both forms in it)."""
    if g is h:
        return True
    memo = _GE[universe]
    found = memo.get((g, h))
    if found is None:
        found = memo[(g, h)] = _ends(g, h, universe) and maintenance(g, h, universe) and (
            universe != DEAD_ENDING or dead_end_proviso(g, h))
    return found


def equivalent(g: FormBase, h: FormBase, universe: str) -> bool:
    """True when ``g ≡ h`` modulo ``universe``: each is at least the other."""
    return g is h or (ge(g, h, universe) and ge(h, g, universe))


def maintenance(g: FormBase, h: FormBase, universe: str) -> bool:
    """The maintenance condition of ``g ≥ h`` (see the module's docstring)."""
    for hl in h.left:
        if not (any(ge(gl, hl, universe) for gl in g.left)
                or any(ge(g, hlr, universe) for hlr in hl.right)):
            return False
    for gr in g.right:
        if not (any(ge(gr, hr, universe) for hr in h.right)
                or any(ge(grl, h, universe) for grl in gr.left)):
            return False
    return True


def _ends(g: FormBase, h: FormBase, universe: str) -> bool:
    """The proviso of ``"all"`` and ``"dicot"``; for ``"dead-ending"`` the part that is quick
    (Left ends: X = 0 is a dead end of both players)."""
    if universe == ALL:
        return (bool(h.left) or not g.left) and (bool(g.right) or not h.right)
    (gl, gr), (hl, hr) = wins(g), wins(h)
    return (gl or not hl) and (hr or not gr)


def dead_end_proviso(g: FormBase, h: FormBase) -> bool:
    """``o_L(G + X) ≥ o_L(H + X)`` for every dead Left end X, and ``o_R(G + X) ≥ o_R(H + X)``
    for every dead Right end X (the second is the first for the conjugates, swapped)."""
    return left_proviso(g, h) and left_proviso(conjugate(h), conjugate(g))


def left_proviso(g: FormBase, h: FormBase) -> bool:
    """True when, for every tree X of moves for Right alone, Left moving first wins ``G + X``
    whenever she wins ``H + X``."""
    found = _LEFT_PROVISO.get((g, h))
    if found is None:
        found = _LEFT_PROVISO[(g, h)] = _left_proviso(g, h)
    return found


def _left_proviso(g: FormBase, h: FormBase) -> bool:
    states: dict[FormBase, int] = {}
    for form in g.followers() + h.followers():
        states.setdefault(form, len(states))
    forms = list(states)                       # options before the forms that have them
    left = [[states[o] for o in f.left] for f in forms]
    right = [[states[o] for o in f.right] for f in forms]

    def left_wins(inside: int | None) -> int:
        """The set of F with Left winning F + X moving first, for X = 0 (``inside`` None) or
        for X whose subtrees have that set's intersection ``inside``."""
        first = second = 0        # Left wins F + X moving first / moving second
        for i in range(len(forms)):
            if not left[i] or any(second >> j & 1 for j in left[i]):
                first |= 1 << i
            if inside is None:
                wins_second = bool(right[i]) and all(first >> j & 1 for j in right[i])
            else:
                wins_second = bool(inside >> i & 1) and all(first >> j & 1 for j in right[i])
            if wins_second:
                second |= 1 << i
        return first

    reached = {left_wins(None)}
    meets = set(reached)              # intersections of nonempty families of reached sets
    frontier = list(reached)
    while frontier:
        new = []
        for inside in frontier:
            found = left_wins(inside)
            if found not in reached:
                reached.add(found)
                for meet in list(meets):
                    both = meet & found
                    if both not in meets:
                        meets.add(both)
                        new.append(both)
                if found not in meets:
                    meets.add(found)
                    new.append(found)
        frontier = new
    gi, hi = states[g], states[h]
    return all(found >> gi & 1 or not found >> hi & 1 for found in reached)
