"""The sum of a game and an infinitesimal n.↑ + *m, without expanding the options of n.↑ + *m.

The sum G + E = {G^L + E, G + E^L | G^R + E, G + E^R} (Conway, *ONAG*, ch. 1) has the m
options *j of *m among the E^L, so built as written G + *m costs about m^3 steps. For most G
the options G + E^L and G + E^R are dominated, and the canonical form is found option by option
of G alone:

**Theorem.** Let G be a canonical game that is not number-up-star and E = n.↑ + *m nonzero.
Suppose that

- (D) for every E^L some G^L has G + E^L <= G^L + E, and for every E^R some G^R has
  G + E^R >= G^R + E;
- (V) no G^L and E^R have G^L + E^R <= G + E, and no G^R and E^L have G^R + E^L >= G + E.

Then the canonical form of G + E is {K^L | K^R}, where K^L and K^R are the canonical forms of
G^L + E and G^R + E.

*Proof.* By (D) the options G + E^L and G + E^R are dominated, and removing them leaves the
value (Siegel, *CGT*, II.2). Two K^L compare as the G^L do, so none is dominated. If some Right
option C of K^L had C <= G + E, then since K^L is canonical and equals the form G^L + E, some
Right option of that form would be <= C (the step in the proof that canonical forms are unique,
Siegel, II.2): either G^LR + E <= G + E, that is G^LR <= G, which would make G^L reversible in
G, or G^L + E^R <= G + E, which (V) excludes. So no K^L is reversible, and Right's side is the
mirror image. ∎

In terms of the incentives X^L = G - G^L and X^R = G - G^R and the differences d = E - E^L,
e = E - E^R, (D) says every d has some X^L <= d and every e some X^R >= e, and (V) says no
X^L >= -e and no X^R <= -d. The differences are few: for E = *m they are the nimbers *c with
c ⊕ m < m; for n >= 1 they are E itself, ↑* and (for ↑*) ↑; for n <= -1 the mirror images. Each
test compares a small game with a number-up-star, which ``cgt.short.nus_order`` does without
expanding it; against the nimbers it needs only the c below the largest reach of the incentives,
and one c beyond it, which stands for all larger ones.

When the conditions fail (as for Tiny(1) + *m, whose canonical form has m + 1 Left options),
the sum is built the ordinary way for small parts and refused with ``ResourceError`` for large
ones. A sum built here records its split base + E on the result, so that later sums and
comparisons work from the base.
"""
from __future__ import annotations
from cgt.errors import ResourceError
from cgt.numbers.dyadic import ZERO
from cgt.short import store as _g
from cgt.short import arithmetic as _arithmetic
from cgt.short import order as _order
from cgt.short.canonical import canonical_from_groups
from cgt.short.nus_order import expandable, reach, recorded, split
from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.short.game import Game


def add_nus(core: Game, n: int, m: int) -> Game:
    """core + n.↑ + *m for a core game (not number-up-star) and integers n, m >= 0."""
    base, _, n0, m0 = split(core)
    n, m = n + n0, m ^ m0
    if not n and not m:
        return base
    memo = base._memo_dict()
    key = ("nus_sum", n, m)
    result: Game | None = memo.get(key)
    if result is None:
        busy = (base._id, n, m)
        if busy in _BUSY:
            # Testing the conditions can need this very sum (an incentive G - G^L may have
            # E as a follower): build it the ordinary way.
            return _expanded(base, n, m)
        _BUSY.add(busy)
        try:
            result = _sum(base, n, m)
        finally:
            _BUSY.discard(busy)
        memo[key] = result
    return result


# Sums whose conditions are being tested, by (id of base, n, m).
_BUSY: set[tuple[int, int, int]] = set()


# Parts at most this size are added the ordinary way, which is then the cheaper.
SMALL_PART = 4


def _sum(g: Game, n: int, m: int) -> Game:
    if abs(n) <= SMALL_PART and m <= SMALL_PART:
        return _expanded(g, n, m)
    if _translates(g, n, m):
        e = _g.nus(ZERO, n, m)
        result = _g.general([_arithmetic.add(h, e) for h in g.left_options],
                            [_arithmetic.add(h, e) for h in g.right_options])
        if recorded(result) is None and split(g)[0] is not result:
            # Records may chain (g itself may have gained one meanwhile) but never loop.
            result._memo_dict()["nus_split"] = (g, n, m)
        return result
    return _expanded(g, n, m)


def _expanded(g: Game, n: int, m: int) -> Game:
    """G + E by the definition of the sum, for a part small enough to expand."""
    if not expandable(n, m):
        raise ResourceError(
            f"G + {n}.↑ + *{m} for G = {g}: no closed form applies, and the ordinary sum "
            f"would expand about {abs(n) + m} options of the infinitesimal part")
    add = _arithmetic.add
    e = _g.nus(ZERO, n, m)
    return canonical_from_groups(
        ([add(h, e) for h in g.left_options], [add(g, h) for h in e.left_options]),
        ([add(h, e) for h in g.right_options], [add(g, h) for h in e.right_options]))


def _differences(n: int, m: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(the d = E - E^L, the e = E - E^R) for E = n.↑ + *m with n != 0, as pairs (p, c) for
    p.↑ + *c."""
    if n == 1 and m == 1:
        return [(1, 1), (1, 0)], [(1, 1)]
    if n == -1 and m == 1:
        return [(-1, 1)], [(-1, 1), (-1, 0)]
    if n > 0:
        return [(n, m)], [(1, 1)]
    return [(-1, 1)], [(n, m)]


def _star_differences(m: int, bound: int) -> list[tuple[int, int]]:
    """The differences *m - *j for j < m, which are the *c with c ⊕ m < m, as pairs (0, c) to
    test: every such c < bound and, when m >= bound, c = bound for all the larger ones
    (reduction of ``nus_order``)."""
    out = [(0, c) for c in range(1, min(bound, m + 1)) if c ^ m < m]
    if m >= bound:
        out.append((0, bound))
    return out


def _translates(g: Game, n: int, m: int) -> bool:
    """Conditions (D) and (V) of the theorem for G and E = n.↑ + *m."""
    add, le = _arithmetic.add, _order.le
    gl, gr = g.left_options, g.right_options
    if n == 0:
        neg = _arithmetic.neg
        bound = max(reach(add(g, neg(h))) for h in gl + gr)
        ds = es = _star_differences(m, bound)
    else:
        ds, es = _differences(n, m)
    # Each test on an incentive is made on G itself: X^L <= d exactly when G <= G^L + d, and
    # so on. The sums of G's options with small parts cost far less than the incentives,
    # which are sums of two games as deep as G.
    for p, c in ds:
        d, minus = _g.nus(ZERO, p, c), _g.nus(ZERO, -p, c)
        if not any(le(g, add(h, d)) for h in gl):
            return False
        if any(le(g, add(h, minus)) for h in gr):
            return False
    for p, c in es:
        e, minus = _g.nus(ZERO, p, c), _g.nus(ZERO, -p, c)
        if not any(le(add(h, e), g) for h in gr):
            return False
        if any(le(add(h, minus), g) for h in gl):
            return False
    return True


_arithmetic.nus_hook = add_nus
