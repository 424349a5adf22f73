"""Misère outcomes of positions by search, and misère Nim (WW2 ch. 13; Conway, *ONAG*, ch. 12).

* The misère outcome of an acyclic position: a terminal position is N (the player to move
  cannot move, and so wins); otherwise it is P iff every option is N.
* **Misère Nim** (Bouton): P iff some heap is ≥ 2 and the nim-sum is 0, or every heap is
  ≤ 1 and the number of 1-heaps is odd.  Play as in Nim, except never leave an even number
  of 1-heaps alone.  Marienbad, heaps 1, 3, 5, 7, is misère P (Michon, *Numericana*, "The Game of Nim").
* Partizan forms (any position with Left's and Right's options) have four misère outcomes,
  L, R, N and P, decided on the form itself: misère play is form-dependent.
* The misère Grundy value G⁻ is 1 at a terminal position and the mex of the options'
  values elsewhere; G + *n is misère P exactly for n = G⁻(G).

Searches are iterative (post-order with an explicit stack) and memoised per call.
"""
from __future__ import annotations
from cgt.numbers.nim import mex
from cgt.impartial.rulesets.base import heap_tuple
from cgt.position import left_options_of, options_of, position_argument, right_options_of
from cgt.walk import post_order
from collections.abc import Iterable
from typing import Any

__all__ = [
    "misere_nim_outcome", "misere_nim_winning_moves", "misere_outcome", "partizan_misere_outcome",
    "misere_grundy"
]


def misere_nim_outcome(heaps: Iterable[int]) -> str:
    """``"P"`` or ``"N"``: the misère outcome of Nim on ``heaps``."""
    heaps = [h for h in heap_tuple(heaps) if h]
    total = 0
    for h in heaps:
        total ^= h
    if any(h >= 2 for h in heaps):
        return "P" if total == 0 else "N"
    return "P" if len(heaps) % 2 else "N"


def misere_nim_winning_moves(heaps: Iterable[int]) -> list:
    """Every move of misère Nim to a misère P-position, as sorted tuples of the heaps left.

    A P-position either has a heap of 2 or more and nim-sum 0, or only heaps of 0 and 1, an
    odd number of them 1 (Bouton's rule above).  So a heap h can only go to h ⊕ X (X the
    nim-sum), to 1 or to 0; each of these few moves is checked by counting.
    """
    heaps = tuple(sorted(h for h in heap_tuple(heaps) if h))
    total = 0
    for h in heaps:
        total ^= h
    large = sum(1 for h in heaps if h >= 2)
    ones = len(heaps) - large
    moves = set()
    for i, h in enumerate(heaps):
        if i and heaps[i - 1] == h:
            continue
        for smaller in {h ^ total, 1, 0}:
            if smaller >= h:
                continue
            large_after = large - (h >= 2) + (smaller >= 2)
            if large_after:
                winning = total ^ h ^ smaller == 0
            else:
                winning = (ones - (h == 1) + (smaller == 1)) % 2 == 1
            if winning:
                rest = heaps[:i] + heaps[i + 1:]
                moves.add(tuple(sorted(rest + ((smaller,) if smaller else ()))))
    return sorted(moves)


def _search(position, leaf, combine, memo):
    """Post-order evaluation: ``leaf()`` at terminal positions, ``combine(values)`` elsewhere."""
    def expand(node):
        moves = options_of(node)
        return moves, moves

    def finish(node, moves):
        return combine([memo[m] for m in moves]) if moves else leaf()

    return post_order(position_argument(position), expand, finish, memo)


def misere_outcome(position: Any, memo: dict | None = None) -> str:
    """The misère outcome of any finite acyclic position: ``"P"`` or ``"N"`` for an impartial
    one, and ``"L"``, ``"R"``, ``"N"`` or ``"P"`` for a partizan one (anything with Left's and
    Right's options, such as a ``Game``), played on the form as given."""
    if hasattr(position, "right_options"):
        return partizan_misere_outcome(position, memo)
    memo = {} if memo is None else memo
    return _search(position, lambda: "N", lambda outs: "P" if "P" not in outs else "N", memo)


def partizan_misere_outcome(position: Any, memo: dict | None = None) -> str:
    """``"L"``, ``"R"``, ``"N"`` or ``"P"``: who wins the partizan form in misère play.

    Misère play depends on the form, not only on its normal-play value, so the options of
    the form itself are searched.  A player who cannot move wins; otherwise a player moving
    first wins iff some move leads to a position the opponent, moving first, loses.
    ``memo`` maps (position, "L" or "R") to whether that player wins moving first.
    """
    memo = {} if memo is None else memo
    position_argument(position)

    def expand(node):
        pos, side = node
        moves = left_options_of(pos) if side == "L" else right_options_of(pos)
        other = "R" if side == "L" else "L"
        children = [(m, other) for m in moves]
        return children, children

    def finish(node, children):
        return not children or any(not memo[c] for c in children)

    left = post_order((position, "L"), expand, finish, memo)
    right = post_order((position, "R"), expand, finish, memo)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (left, right)]


def misere_grundy(position: Any, memo: dict | None = None) -> int:
    """The misère Grundy value G⁻: 1 at a terminal position, else the mex of the options' G⁻."""
    memo = {} if memo is None else memo
    return _search(position, lambda: 1, mex, memo)
