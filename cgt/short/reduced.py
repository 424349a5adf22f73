"""The reduced canonical form: the simplest game infinitesimally close to G.

G and H are infinitesimally close when G - H is infinitesimal; each class has a simplest member,
rcf(G) (Calistrate, "The reduced canonical form of a game", 1996; Siegel, *CGT*, II.6). It is
found by heating by *: K = ∫^* G = {∫^* G^L + * | ∫^* G^R + *} (numbers stay), and then
replacing, from the leaves up, every follower of K equal to x* (x a number) by x. A game whose
stops agree is close to the number x = L(G) = R(G), which is its reduced form.
"""
from __future__ import annotations
from cgt.numbers.dyadic import ZERO
from cgt.short.canonical import canonical
from cgt.short.cooling import heat
from cgt.short.game import number, nus
from cgt.short.stops import stops
from typing import TYPE_CHECKING

__all__ = ["reduced"]

if TYPE_CHECKING:
    from cgt.short.game import Game

_STAR = nus(ZERO, 0, 1)


def reduced(g: Game) -> Game:
    """rcf(G), the reduced canonical form of G."""
    memo = g._memo_dict()
    result: Game | None = memo.get("reduced")
    if result is None:
        left, right = stops(g)
        if left == right:
            result = number(left)
        else:
            result = _star_projection(heat(g, _STAR))
        memo["reduced"] = result
    return result


def _star_projection(k: Game) -> Game:
    memo = k._memo_dict()
    result: Game | None = memo.get("star_projection")
    if result is None:
        triple = k._nus
        if triple is not None and triple.is_number:
            result = k
        else:
            result = canonical([_star_projection(h) for h in k.left_options],
                               [_star_projection(h) for h in k.right_options])
            triple = result._nus
            if triple is not None and not triple[1] and triple[2] == 1:
                result = number(triple[0])
        memo["star_projection"] = result
    return result
