"""Bounded (R-radius) Wythoff: Wythoff's three directions, but no move longer than R.

A move takes 1..R counters from one heap, or the same 1..R from both.  R = 1 is a king
walking to the corner; R = ∞ is Wythoff's game (Duchêne–Gravier, §5, "The R-radius
game").

**Theorem (D–G Thm 25).** (X, Y) is a P-position iff (X mod (R+1), Y mod (R+1)) is a
P-position of Wythoff's game.  The base set of P-positions inside the (R+1)×(R+1) corner,
translated by multiples of R + 1 in each coordinate, is the whole P-set.  The proof rests on
Lemma 24 (b_n ≤ 2a_n); the same translation property fails for bounded [2, 2, 1], so it is
not extended to other vector games.
"""
from __future__ import annotations
import numpy as np

from cgt.impartial import wythoff
from cgt.impartial.wythoff import WythoffError, natural
from cgt.resources import check_memory
from cgt.numbers.checks import shown
from typing import Any

__all__ = ["base_positions", "is_p_position", "options", "grundy_table"]


def _radius(R):
    R = natural(R, "radius R")
    if R < 1:
        raise WythoffError("the radius R of bounded Wythoff must be at least 1")
    return R


def base_positions(R: Any) -> list:
    """The Wythoff P-positions (a, b) with a, b ≤ R, mirrors included, sorted."""
    R = _radius(R)
    check_memory(wythoff.BYTES_PER_PAIR * R, f"the Wythoff P-positions below the radius {shown(R)}")
    pairs = set()
    for n in range(R + 1):
        a, b = wythoff.p_position(n)
        if b > R:
            break  # b_n increases with n
        pairs.update({(a, b), (b, a)})
    return sorted(pairs)


def is_p_position(R: Any, x: Any, y: Any) -> Any:
    """Whether (x, y) is P in R-radius Wythoff: its residues mod R + 1 form a Wythoff P-pair."""
    R = _radius(R)
    x, y = natural(x), natural(y)
    return wythoff.is_p_position(x % (R + 1), y % (R + 1))


def options(R: Any, x: Any, y: Any) -> Any:
    """The options of (x, y) in R-radius Wythoff (a list of pairs)."""
    R, x, y = _radius(R), natural(x), natural(y)
    check_memory(wythoff.BYTES_PER_PAIR * 3 * min(R, max(x, y)),
                 f"the options of {shown((x, y))} in {shown(R)}-radius Wythoff")
    moves = [(x - k, y) for k in range(1, min(R, x) + 1)]
    moves += [(x, y - k) for k in range(1, min(R, y) + 1)]
    moves += [(x - k, y - k) for k in range(1, min(R, x, y) + 1)]
    return moves


def grundy_table(R: Any, rows: int, cols: int) -> np.ndarray:
    """The Grundy values of R-radius Wythoff for 0 ≤ x < rows, 0 ≤ y < cols (numpy int64)."""
    R = _radius(R)
    rows, cols = natural(rows, "row count"), natural(cols, "column count")
    check_memory(8 * rows * cols, f"a {shown(rows)} by {shown(cols)} table of bounded Wythoff "
                                  "values")
    table = np.zeros((rows, cols), dtype=np.int64)
    for x in range(rows):
        for y in range(cols):
            seen = {int(table[p]) for p in options(R, x, y)}
            value = 0
            while value in seen:
                value += 1
            table[x, y] = value
    return table
