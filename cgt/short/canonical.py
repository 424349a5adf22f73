"""Canonical form: remove dominated options, bypass reversible ones, then intern.

A Left option G^L1 is dominated when G^L1 <= G^L2 for another Left option, and reversible when
some G^L1R <= G; bypassing replaces it by the Left options of G^L1R (Conway, *ONAG*, ch. 10;
Siegel, *CGT*, II.2; Winning Ways ch. 3 "reversible moves"). Neither changes the value, and the
form with neither kind of option anywhere is unique, so it can be interned.
"""
from __future__ import annotations
from cgt.numbers.dyadic import ZERO, less, simplest_between
from cgt.caches import Memo
from cgt.short import store as _g
from cgt.short.nus import nus_le
from cgt.short.order import le, le_past_stops
from cgt.short.stops import float_stops
from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING

__all__ = ["canonical"]

if TYPE_CHECKING:
    from cgt.numbers.dyadic import Dyadic
    from cgt.short.game import Game

    # X <= G and G <= Y for the form G under reduction, under x._id and ~y._id.
    FormMemo = dict[int, bool]


# The ids of Left's options, -1, the ids of Right's options -> the canonical game
# {left | right}. A search over positions meets the same options again and again, as many
# positions have equal values, and even more often the same undominated ones; both are filed here.
_CANONICAL = Memo("short.canonical", entry_bytes=500)
_ID = attrgetter("_id")


def canonical(left: Iterable[Game], right: Iterable[Game]) -> Game:
    """The interned canonical game ``{left | right}``; every option must already be canonical."""
    if left.__class__ is not list and left.__class__ is not tuple:
        left = list(left)
    if right.__class__ is not list and right.__class__ is not tuple:
        right = list(right)
    return _remembered(left, right, _canonical)


def _remembered(left: Sequence[Game], right: Sequence[Game],
                make: Callable[[Sequence[Game], Sequence[Game]], Game]) -> Game:
    """``make(left, right)``, filed in the memo under the ids of the options."""
    key = (*map(_ID, left), -1, *map(_ID, right))
    found: Game | None = _CANONICAL.get(key)
    if found is None:
        found = _CANONICAL.put(key, make(left, right))
    return found


def _canonical(left: Sequence[Game], right: Sequence[Game]) -> Game:
    """``canonical`` without the memo of the options as given."""
    quick = _all_numbers(left, right) or _all_nimbers(left, right)
    if quick is not None:
        return quick
    given = len(left) + len(right)
    if len(left) > 1:
        left = _maximal(left)
    if len(right) > 1:
        right = _minimal(right)
    if len(left) + len(right) == given:
        return _reduce(left, right)
    return _reduce_undominated(left, right)


def canonical_from_groups(left_groups: Sequence[Sequence[Game]],
                          right_groups: Sequence[Sequence[Game]]) -> Game:
    """``canonical`` for options that come in groups whose members are pairwise confused.

    The options of a sum G + H do: G^L1 + H and G^L2 + H compare as G^L1 and G^L2 do, which
    are confused in a canonical G. So domination need only be tested across groups.
    """
    left = [g for group in left_groups for g in group]
    right = [g for group in right_groups for g in group]
    quick = _all_numbers(left, right) or _all_nimbers(left, right)
    if quick is not None:
        return quick
    left_tags = [i for i, group in enumerate(left_groups) for _ in group]
    right_tags = [i for i, group in enumerate(right_groups) for _ in group]
    left, left_tags = _unique_tagged(left, left_tags)
    right, right_tags = _unique_tagged(right, right_tags)
    return _reduce_undominated(_maximal(left, left_tags), _minimal(right, right_tags))


def _unique_tagged(options: list[Game], tags: list[int]) -> tuple[list[Game], list[int]]:
    """Drop repeated options; an option found in two groups is compared with every group."""
    first: dict[int, int] = {}
    out: list[Game] = []
    out_tags: list[int] = []
    for g, tag in zip(options, tags):
        at = first.get(g._id)
        if at is None:
            first[g._id] = len(out)
            out.append(g)
            out_tags.append(tag)
        elif out_tags[at] != tag:
            out_tags[at] = -1
    return out, out_tags


def _reduce_undominated(left: Sequence[Game], right: Sequence[Game]) -> Game:
    """``_reduce`` through the memo of canonical forms."""
    return _remembered(left, right, _reduce)


def _reduce(left: Sequence[Game], right: Sequence[Game]) -> Game:
    """The canonical game {left | right} for distinct, undominated options: bypass reversible
    options until none is left, dropping the dominated ones that bypassing brings in."""
    memo: FormMemo = {}
    while True:
        new_left = _bypass_left(left, right, memo)
        new_right = _bypass_right(left, right, memo)
        if new_left is None and new_right is None:
            return _recognise(left, right)
        # Domination among one player's options does not depend on the other's.
        if new_left is not None:
            left = _maximal(new_left)
        if new_right is not None:
            right = _minimal(new_right)


def _maximal(options: Sequence[Game], tags: Sequence[int] | None = None) -> Sequence[Game]:
    """The Left options not dominated by another (G^L1 <= G^L2)."""
    return _undominated(options, tags, 1, _le_open)


def _minimal(options: Sequence[Game], tags: Sequence[int] | None = None) -> Sequence[Game]:
    """The Right options not dominated by another (G^R1 >= G^R2)."""
    return _undominated(options, tags, -1, _ge_open)


def _le_open(a: Game, b: Game) -> bool:
    """a <= b for options whose stops allow it but do not force it."""
    if a is b:
        return True
    an, bn = a._nus, b._nus
    if an is not None and bn is not None:
        return nus_le(an, bn)
    return le_past_stops(a, b, an, bn)


def _ge_open(a: Game, b: Game) -> bool:
    """a >= b for options whose stops allow it but do not force it."""
    return _le_open(b, a)


def _undominated(options: Sequence[Game], tags: Sequence[int] | None, sign: int,
                 below: Callable[[Game, Game], bool]) -> Sequence[Game]:
    """The options a with no other option b such that ``below(a, b)``; of repeated options
    (equal canonical games are one object) one is kept, as each copy is below the other.

    ``below`` (<= for Left, >= for Right) forces both stops of a to be on the near side of
    those of b, so, taken in order of stops (decreasing for Left, increasing for Right), an
    option can only be dominated by one already seen; and by transitivity it is enough to test
    it against the undominated ones kept so far.
    """
    if len(options) < 2:
        return options
    if len(options) == 2:
        return _undominated_pair(options, tags, sign, below)
    keys = [g._fstops or float_stops(g) for g in options]
    left = sign > 0
    kept: list[int] = []
    for i in sorted(range(len(options)), key=keys.__getitem__, reverse=left):
        a = options[i]
        la, ra = keys[i]
        for j in kept:
            lb, rb = keys[j]
            # A left stop below the other's right stop settles it (see order.le).
            if left:
                if lb >= la and rb >= ra and (tags is None or _apart(tags, i, j)) and (
                        la < rb or below(a, options[j])):
                    break
            elif lb <= la and rb <= ra and (tags is None or _apart(tags, i, j)) and (
                    lb < ra or below(a, options[j])):
                break
        else:
            # Options kept earlier with the very same stops may be below this one; taken in
            # order of stops, they are the last ones kept.
            if kept and keys[kept[-1]] == keys[i]:
                kept = [j for j in kept if keys[j] != keys[i] or not _apart(tags, i, j)
                        or not below(options[j], a)]
            kept.append(i)
    return [options[j] for j in kept]


def _undominated_pair(options: Sequence[Game], tags: Sequence[int] | None, sign: int,
                      below: Callable[[Game, Game], bool]) -> Sequence[Game]:
    """``_undominated`` for two options. At most one of them is dominated: two distinct
    canonical games are never equal."""
    if tags is not None and not _apart(tags, 0, 1):
        return options
    a, b = options
    la, ra = a._fstops or float_stops(a)
    lb, rb = b._fstops or float_stops(b)
    if sign < 0:
        # For Right, a dominated by b means a >= b: the same test with the roles swapped.
        if la >= lb and ra >= rb and (lb < ra or below(a, b)):
            return [b]
        if lb >= la and rb >= ra and (la < rb or below(b, a)):
            return [a]
    else:
        if lb >= la and rb >= ra and (la < rb or below(a, b)):
            return [b]
        if la >= lb and ra >= rb and (lb < ra or below(b, a)):
            return [a]
    return options


def _apart(tags: Sequence[int] | None, i: int, j: int) -> bool:
    """False when options i and j come from one group, whose members are confused."""
    return tags is None or tags[i] != tags[j] or tags[i] < 0


# -- reversibility: comparisons between a canonical game and the form under construction -----
# The form's value never changes while it is reduced, so answers stay valid for the whole call.
# They are remembered under x._id for X <= G and under ~y._id (negative) for G <= Y.

def _le_form(x: Game, left: Sequence[Game], right: Sequence[Game], memo: FormMemo) -> bool:
    """X <= G for canonical X and the form G = {left | right}."""
    key = x._id
    result = memo.get(key)
    if result is None:
        result = True
        for gr in right:
            if le(gr, x):
                result = False
                break
        if result:
            for xl in x.left_options:
                if _form_le(left, right, xl, memo):
                    result = False
                    break
        memo[key] = result
    return result


def _form_le(left: Sequence[Game], right: Sequence[Game], y: Game, memo: FormMemo) -> bool:
    """G <= Y for the form G = {left | right} and canonical Y."""
    key = ~y._id
    result = memo.get(key)
    if result is None:
        result = True
        for gl in left:
            if le(y, gl):
                result = False
                break
        if result:
            for yr in y.right_options:
                if _le_form(yr, left, right, memo):
                    result = False
                    break
        memo[key] = result
    return result


def _bypass_left(left: Sequence[Game], right: Sequence[Game],
                 memo: FormMemo) -> list[Game] | None:
    changed = False
    out: list[Game] = []
    for gl in left:
        for glr in gl.right_options:
            if _le_form(glr, left, right, memo):
                out.extend(glr.left_options)
                changed = True
                break
        else:
            out.append(gl)
    return out if changed else None


def _bypass_right(left: Sequence[Game], right: Sequence[Game],
                  memo: FormMemo) -> list[Game] | None:
    changed = False
    out: list[Game] = []
    for gr in right:
        for grl in gr.left_options:
            if _form_le(left, right, grl, memo):
                out.extend(grl.right_options)
                changed = True
                break
        else:
            out.append(gr)
    return out if changed else None


# -- fast paths and recognition of number-up-star forms ----------------------------------------

# (id of Left's best number or None, id of Right's best or None) -> the simplest number between.
_SIMPLEST = Memo("short.simplest")


def _all_numbers(left: Sequence[Game], right: Sequence[Game]) -> Game | None:
    """The simplicity rule (Siegel, II.3) when every option is a number and L < R."""
    # The triples (x, n, m) are read directly: x + n.↑ + *m is a number when n = m = 0.
    best_left: Game | None = None
    best_right: Game | None = None
    low: Dyadic | None = None    # the numbers of best_left and best_right
    high: Dyadic | None = None
    for g in left:
        t = g._nus
        if t is None or t[1] or t[2]:
            return None
        if low is None or less(low, t[0]):
            best_left, low = g, t[0]
    for g in right:
        t = g._nus
        if t is None or t[1] or t[2]:
            return None
        if high is None or less(t[0], high):
            best_right, high = g, t[0]
    key = (best_left and best_left._id, best_right and best_right._id)
    found: Game | None = _SIMPLEST.get(key)
    if found is None:
        if low is not None and high is not None and not less(low, high):
            return None
        found = _SIMPLEST.put(key, _g.number(simplest_between(low, high)))
    return found


def _all_nimbers(left: Sequence[Game], right: Sequence[Game]) -> Game | None:
    """The mex rule (Winning Ways ch. 3): the same nimbers for both players give *mex."""
    if len(left) != len(right):
        return None
    heaps: set[int] = set()
    for g in left:
        nus = g._nus
        if nus is None or nus[0].num or nus[1]:  # x + n.↑ + *m is a nimber when x = n = 0
            return None
        heaps.add(nus[2])
    if {g._id for g in left} != {g._id for g in right}:
        return None
    m = 0
    while m in heaps:
        m += 1
    return _g.nus(ZERO, 0, m)


def _recognise(left: Sequence[Game], right: Sequence[Game]) -> Game:
    """Intern the reduced form, as a number-up-star triple when it is one (Siegel, *CGT*, II.4)."""
    for g in left:
        if g._nus is None:
            return _g.general(left, right)
    for g in right:
        if g._nus is None:
            return _g.general(left, right)
    quick = _all_numbers(left, right)
    if quick is not None:
        return quick
    triple = _nus_triple(left, right)
    if triple is not None:
        return _g.nus(*triple)
    return _g.general(left, right)


def _nus_triple(left: Sequence[Game], right: Sequence[Game]) -> tuple[Dyadic, int, int] | None:
    """The (x, n, m) of ``{left | right}`` when it is x + n.↑ + *m; every option must be
    number-up-star. (The checks that a triple is not None below never fail: they tell the type
    checker what the caller guarantees.)"""
    if len(left) == 1 and len(right) == 1:
        a, b = left[0]._nus, right[0]._nus
        assert a is not None and b is not None
        (x, n1, m1), (y, n2, m2) = a, b
        if x.num == y.num and x.exp == y.exp:
            # {x | x + n.↑ + *m} = x + (n+1).↑ + *(m^1), and its mirror image.
            if not n1 and not m1 and n2 >= 0 and (n2 or m2):
                return x, n2 + 1, m2 ^ 1
            if not n2 and not m2 and n1 <= 0 and (n1 or m1):
                return x, n1 - 1, m1 ^ 1
    if not left:
        return None
    # Every remaining form has one number x in all its options; most forms fail this first.
    first = left[0]._nus
    assert first is not None
    x = first[0]
    num, exp = x.num, x.exp
    for g in left:
        t = g._nus
        assert t is not None
        y = t[0]
        if y.num != num or y.exp != exp:
            return None
    for g in right:
        t = g._nus
        assert t is not None
        y = t[0]
        if y.num != num or y.exp != exp:
            return None
    # With x shared, the options are told apart by their (n, m), which hash faster.
    lefts = {(t[1], t[2]) for g in left if (t := g._nus) is not None}
    rights = {(t[1], t[2]) for g in right if (t := g._nus) is not None}
    if lefts == {(0, 0), (0, 1)} and rights == {(0, 0)}:
        return x, 1, 1
    if lefts == {(0, 0)} and rights == {(0, 0), (0, 1)}:
        return x, -1, 1
    if lefts == rights and all(n == 0 for n, _ in lefts):
        heaps = {m for _, m in lefts}
        if heaps == set(range(len(heaps))):
            return x, 0, len(heaps)
    return None
