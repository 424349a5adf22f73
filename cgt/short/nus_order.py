"""Comparing a game with x + n.↑ + *m without expanding the options of the number-up-star part.

The options of *m are the m nimbers below it, and those of n.↑ lead through n levels, so the
ordinary recursive test G <= H (Conway, *ONAG*, ch. 1; Siegel, *CGT*, II.1) costs about m, or
n, steps. This module replaces a large n or m by a small one that gives the same answer.

**Reduction.** Call the *reach* of a game

    reach(y + p.↑ + *c) = |p| + c + 2,     reach(G) = 1 + max reach(G') over the options G',

for a number y, integers p and c >= 0, and any other G. For a game G that is not
number-up-star and E(n, m) = n.↑ + *m, each of G <= y + E(n, m) and G >= y + E(n, m)

1. has the same answer for every n >= reach(G) and every m, and likewise for n <= -reach(G);
2. has, for each fixed n, the same answer for every m >= reach(G).

*Proof*, by induction on G. For an option y' + p.↑ + *c the closed-form order of infinitesimals
(Winning Ways, vol. 1, ch. 3 and 7; Siegel, II.4) decides: the difference (n - p).↑ + *(m ⊕ c)
is positive when n - p >= 2, negative when n - p <= -2, and otherwise depends on m only
through the tests m = c and m ⊕ c = 1, both false once m >= c + 2. For a game G that is not
number-up-star, write a(n, m) for G <= E(n, m) and b(n, m) for G >= E(n, m); the definition of
the order gives, for n >= 2,

    b(n, m) = [no G^R <= E(n, m)] and [not G <= 0],
    a(n, m) = [no G^L >= E(n, m)] and not b(n - 1, m ⊕ 1),

since the options of E(n, m) are 0 for Left and E(n - 1, m ⊕ 1) for Right. With the options'
answers constant for n >= r, b is constant for n >= max(r, 2) and a for n >= r + 1; n <= -r
is the mirror image. For a fixed n >= 1 the same two lines, with m ⊕ 1 >= m - 1, give constancy
for m >= max(r, 2) + 1. For n = 0,

    a(0, m) = A(m) and no j < m has b(0, j),   b(0, m) = B(m) and no j < m has a(0, j),

with A, B constant for m >= r. Both a(0, j) and b(0, j) would make G = *j, which is
number-up-star, so at m = r at most one of A and B survives its prefix; that one holds for every
larger m and the other for none. ∎

The same argument applies to G - y, so the reduction is taken on the core of G and
the number is carried along. A game produced by ``cgt.short.nus_sums`` as base + E0 also records
that split, and is compared through its base: G + E0 <= y + E exactly when G <= y + E - E0.
"""
from __future__ import annotations
from cgt.errors import ResourceError
from cgt.numbers.dyadic import ZERO
from cgt.short import store as _g
from cgt.short import arithmetic as _arithmetic
from cgt.short import order as _order
from typing import TYPE_CHECKING

__all__ = ["reach", "split", "recorded"]

if TYPE_CHECKING:
    from cgt.numbers.dyadic import Dyadic
    from cgt.short.game import Game
    from cgt.short.nus import NUS

    # G = base + y + n.↑ + *m for a core base, a number y and integers n, m.
    Split = tuple[Game, Dyadic, int, int]

_ZERO_NUMBER = ZERO

# Parts of at most this size are compared the ordinary way, which is then as cheap.
SMALL = 16

# Beyond these sizes, operations that have to expand an infinitesimal part refuse to: n.↑ is
# walked level by level (about n steps), *m option by option (about m**2 steps or more).
UP_LIMIT = 1 << 16
STAR_LIMIT = 1 << 12


def expandable(n: int, m: int) -> bool:
    """True when n.↑ + *m is small enough to expand into its options."""
    return abs(n) <= UP_LIMIT and m <= STAR_LIMIT


def reach(g: Game) -> int:
    """The reach of g defined above, cached on g."""
    memo = g._memo_dict()
    r: int | None = memo.get("nus_reach")
    if r is None:
        t = g._nus
        if t is not None:
            r = abs(t[1]) + t[2] + 2
        else:
            r = 1 + max(reach(h) for h in g.left_options + g.right_options)
        memo["nus_reach"] = r
    return r


def split(g: Game) -> Split:
    """(base, y, n, m) with g = base + y + n.↑ + *m for a game g that is not number-up-star.

    ``base`` is a core; (n, m) is (0, 0) unless g was built by adding an infinitesimal
    number-up-star part to a core (``cgt.short.nus_sums``), or is the negative of such a game.
    The recorded steps are followed to a core with none. They can also come round a loop (a
    sum and its inverse may each record the other); every core met gives a true split, and
    then the one of least reach is taken, which is the one the reduction shrinks most.
    """
    steps = [(g._core, g._shift, 0, 0)]
    seen = set()
    while steps[-1][0]._id not in seen:
        base, y, n, m = steps[-1]
        seen.add(base._id)
        found = recorded(base)
        if found is None:
            return steps[-1]
        base, dy, dn, dm = found
        steps.append((base, y + dy, n + dn, m ^ dm))
    return min(steps, key=lambda step: reach(step[0]))


def recorded(core: Game) -> Split | None:
    """(base, y, n, m) with core = base + y + n.↑ + *m as recorded by a sum, or by the sum
    whose negative ``core`` is; ``None`` if there is no such record."""
    memo = core._memo
    found = None if memo is None else memo.get("nus_split")
    if found is not None:
        base, n, m = found
        return base, _ZERO_NUMBER, n, m
    negative = core._neg
    if negative is not None:
        # core = -negative and negative = base + s + E  =>  core = -base - s - E.
        memo = negative._core._memo
        found = None if memo is None else memo.get("nus_split")
        if found is not None:
            base, n, m = found
            minus = _arithmetic.neg(base)
            return minus._core, minus._shift - negative._shift, -n, m
    return None


def reduced(g: Game, n: int, m: int) -> tuple[int, int]:
    """(n', m') with G <= E(n, m) iff G <= E(n', m'), and the same for >=, for a game g that
    is not number-up-star (and the same with a number added to E)."""
    r = reach(g)
    if n >= r:
        return r, 0
    if n <= -r:
        return -r, 0
    if m >= r:
        return n, r
    return n, m


def le_one_nus(g: Game, h: Game, gn: NUS | None, hn: NUS | None) -> bool | None:
    """G <= H when exactly one of them is number-up-star and its part is large, or the other
    records a split; ``None`` to leave the ordinary test to the caller."""
    if gn is not None:
        other, (x, n, m) = h, gn
    elif hn is not None:
        other, (x, n, m) = g, hn
    else:
        return None
    base, y, n0, m0 = split(other)
    if not n0 and not m0 and -SMALL <= n <= SMALL and m <= SMALL:
        return None
    n1, m1 = reduced(base, n - n0, m ^ m0)
    if not expandable(n1, m1):
        # Only a game with large parts of its own and no recorded split gets here.
        raise ResourceError(
            f"comparing {other} with a number-up-star whose part {n1}.↑ + *{m1} is no smaller "
            f"than the game's own parts would expand that part")
    if base is other and n1 == n and m1 == m:
        return None
    target = _g.nus(x - y, n1, m1)
    if gn is None:
        return _order.le(base, target)
    return _order.le(target, base)


_order.nus_hook = le_one_nus
