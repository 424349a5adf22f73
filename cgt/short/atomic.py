"""Atomic weight: the calculus with the two-ahead rule and the far star.

The atomic weight aw(G) measures an infinitesimal in units of ↑ (Winning Ways, vol. 1, chs. 7-8;
the calculus and the far star are in ch. 8, "It's a Small, Small, Small, Small World"; Siegel,
*CGT*, II.7). The calculus, on the canonical form: aw(x + n.↑ + *m) = n; otherwise
G' = {aw(G^L) - 2 | aw(G^R) + 2}, and aw(G) = G' unless G' is an integer. Then G is compared
with the far star ☆ = *N (N a power of two beyond every nimber in G): if G > ☆, aw(G) is the
largest integer n with n ◁ aw(G^R) + 2 for every G^R; if G < ☆, the least integer n with
n ▷ aw(G^L) - 2 for every G^L; otherwise G'.

The calculus is exact for all-small games. For any other infinitesimal the value is accepted only
if it passes the test ↓ + ☆ <= G - A.↑ <= ↑ + ☆ with the Norton product A.↑ (Winning Ways,
vol. 1, ch. 8; Siegel, *CGT*, ch. II); otherwise the game has no atomic weight.
"""
from __future__ import annotations
from cgt.errors import NotAtomicError
from cgt.numbers.dyadic import ZERO
from cgt.short.arithmetic import add, neg
from cgt.short.canonical import canonical
from cgt.short.game import nus
from cgt.short.store import integer
from cgt.short.order import le
from cgt.short.stops import stops
from cgt.short.products import norton
from typing import TYPE_CHECKING

__all__ = ["atomic_weight"]

if TYPE_CHECKING:
    from cgt.short.game import Game

_UP = nus(ZERO, 1, 0)


def atomic_weight(g: Game) -> Game:
    """aw(G) for an infinitesimal G, as a game; ``NotAtomicError`` if G has none."""
    if not g.is_infinitesimal:
        raise NotAtomicError(f"{g} is not infinitesimal (its stops are {g.left_stop} and "
                             f"{g.right_stop}), so it has no atomic weight")
    weight = _calculus(g)
    if not g.is_all_small and not _passes_check(g, weight):
        raise NotAtomicError(f"{g} is not atomic: the atomic weight calculus gives {weight}, "
                             "which fails the test ↓ + ☆ <= G - A.↑ <= ↑ + ☆")
    return weight


def _calculus(g: Game) -> Game:
    memo = g._memo_dict()
    result: Game | None = memo.get("atomic_weight")
    if result is None:
        result = memo["atomic_weight"] = _weigh(g)
    return result


def _weigh(g: Game) -> Game:
    triple = g._nus
    if triple is not None:
        return integer(triple[1])
    lowered = [add(_calculus(h), integer(-2)) for h in g.left_options]
    raised = [add(_calculus(h), integer(2)) for h in g.right_options]
    first = canonical(lowered, raised)
    if not first.is_integer:
        return first
    star = nus(ZERO, 0, far_star_index(g))
    if le(g, star):
        return integer(max(_least_integer_above(h) for h in lowered))
    if le(star, g):
        return integer(min(_greatest_integer_below(h) for h in raised))
    return first


def _greatest_integer_below(h: Game) -> int:
    """The largest integer n with n ◁ H (not H <= n). Only n = L(H) needs a comparison: a
    number below the left stop is never >= H, and one above it is always > H."""
    top = stops(h)[0]
    n = top.floor()
    if top.exp == 0 and le(h, integer(n)):
        n -= 1
    return n


def _least_integer_above(h: Game) -> int:
    """The least integer n with n ▷ H (not n <= H), the mirror image of the above."""
    bottom = stops(h)[1]
    n = bottom.ceil()
    if bottom.exp == 0 and le(integer(n), h):
        n += 1
    return n


def far_star_index(*games: Game) -> int:
    """A power of two N above every m with x + n.↑ + *m among the followers of the games.

    A number-up-star follower x + n.↑ + *m is not opened: its own followers carry nimbers below
    max(m, 1) ^ 1, which stays below the same power of two as long as N >= 2.
    """
    largest = 1
    seen = set()
    stack = list(games)
    while stack:
        g = stack.pop()
        if g._id in seen:
            continue
        seen.add(g._id)
        if g._nus is not None:
            largest = max(largest, g._nus[2])
        else:
            stack.extend(g.left_options)
            stack.extend(g.right_options)
    return 1 << largest.bit_length()


def _passes_check(g: Game, weight: Game) -> bool:
    """↓ + ☆ <= G - A.↑ <= ↑ + ☆: G is atomic with weight A (Winning Ways, vol. 1, ch. 8)."""
    star = nus(ZERO, 0, far_star_index(g, weight))
    difference = add(g, neg(norton(weight, _UP)))
    return le(add(neg(_UP), star), difference) and le(difference, add(_UP, star))
