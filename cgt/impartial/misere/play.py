"""Misère outcomes of positions by search, and misère Nim (WW2 ch. 13; Conway, *ONAG*, ch. 12).

* The misère outcome of an acyclic position: a terminal position is N (the player to move
  cannot move, and so wins); otherwise it is P iff every option is N.
* **Misère Nim** (Bouton): P iff some heap is ≥ 2 and the nim-sum is 0, or every heap is
  ≤ 1 and the number of 1-heaps is odd.  Play as in Nim, except never leave an even number
  of 1-heaps alone.  Marienbad, heaps 1, 3, 5, 7, is misère P (Michon, *Numericana*, "The Game of Nim").
* The misère Grundy value G⁻ is 1 at a terminal position and the mex of the options'
  values elsewhere; G + *n is misère P exactly for n = G⁻(G).

Searches are iterative (post-order with an explicit stack) and memoised per call.
"""
from __future__ import annotations
from cgt.numbers.nim import mex
from cgt.impartial.rulesets.base import heap_tuple
from cgt.position import options_of, position_argument
from cgt.walk import post_order
from collections.abc import Iterable
from typing import Any


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
    """Every move of misère Nim to a misère P-position, as sorted tuples of the heaps left."""
    heaps = tuple(sorted(h for h in heap_tuple(heaps) if h))
    moves = set()
    for i, h in enumerate(heaps):
        for smaller in range(h):
            after = tuple(sorted(heaps[:i] + (smaller,) + heaps[i + 1:]))
            if misere_nim_outcome(after) == "P":
                moves.add(tuple(x for x in after if x))
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
    """``"P"`` or ``"N"``: the misère outcome of any finite acyclic impartial position."""
    memo = {} if memo is None else memo
    return _search(position, lambda: "N", lambda outs: "P" if "P" not in outs else "N", memo)


def misere_grundy(position: Any, memo: dict | None = None) -> int:
    """The misère Grundy value G⁻: 1 at a terminal position, else the mex of the options' G⁻."""
    memo = {} if memo is None else memo
    return _search(position, lambda: 1, mex, memo)
