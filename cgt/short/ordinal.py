"""Ordinal sum G : H = {G^L, G:H^L | G^R, G:H^R} and its inverse, the subordinate.

Moving in the base G destroys the subordinate H; moving in H leaves G intact (Winning Ways,
vol. 1, ch. 7 and vol. 2, ch. 11 "Taking Care of Plumtrees"; Conway, *ONAG*, ch. 15). The sum
depends on the form of G (its canonical form is used) and only on the value of H.
"""
from __future__ import annotations
from cgt.caches import Memo
from cgt.errors import CGTError
from cgt.short.canonical import canonical
from cgt.short.deep import check_depth
from cgt.short.store import birthday
from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.short.game import Game

_ORDINAL = Memo("short.ordinal_sum")


def ordinal_sum(g: Game, h: Game) -> Game:
    """G : H on the canonical form of G."""
    check_depth(birthday(h), f"an ordinal sum with a subordinate born on day {birthday(h)}")
    return _ordinal_sum(g, h)


def _ordinal_sum(g: Game, h: Game) -> Game:
    key = (g._id, h._id)
    result: Game | None = _ORDINAL.get(key)
    if result is None:
        t = h._nus
        if t is not None and t.is_number and not t[0]:  # G : 0 = G
            result = g
        else:
            left = list(g.left_options) + [_ordinal_sum(g, x) for x in h.left_options]
            right = list(g.right_options) + [_ordinal_sum(g, x) for x in h.right_options]
            result = canonical(left, right)
        _ORDINAL.put(key, result)
    return result


def subordinate(k: Game, base: Game) -> Game:
    """The H with base : H = K, or ``CGTError`` if K is no ordinal sum over this base."""
    # base : H is born on day b(base) + b(H), so H would be born on day b(K) - b(base)
    check_depth(birthday(k) - birthday(base), f"the subordinate of a game born on day "
                f"{birthday(k)} over a base born on day {birthday(base)}")
    memo: dict[int, Game] = {}

    def solve(k: Game) -> Game:
        if k is base:
            return canonical([], [])
        found = memo.get(k._id)
        if found is None:
            own_left = {x._id for x in base.left_options}
            own_right = {x._id for x in base.right_options}
            left = [solve(x) for x in k.left_options if x._id not in own_left]
            right = [solve(x) for x in k.right_options if x._id not in own_right]
            found = memo[k._id] = canonical(left, right)
        return found

    h = solve(k)
    if ordinal_sum(base, h) is not k:
        raise CGTError(f"{k} is not an ordinal sum over the base {base}")
    return h
