"""Fraenkel's generalised Wythoff game with parameter A.

Two heaps; a move takes any positive number from one heap (a Nim move), or k ≥ 1 from one
heap and l ≥ 1 from the other with ``|k - l| < A``.  A = 1 is Wythoff's game (Fraenkel,
"How to beat your Wythoff games' opponent on three fronts", 1982; Leff, ch. 5, Theorem 5.3
and the tables of Grundy values for A = 2 and A = 3).

The P-positions are (A_n, B_n) and their mirrors, with ``A_n = mex{A_i, B_i : i < n}`` and
``B_n = A_n + A·n``; in closed form ``A_n = ⌊nα⌋`` with ``α = (2 - A + √(A² + 4))/2``,
computed exactly as ``((2 - A)·n + isqrt((A² + 4)·n²)) // 2`` (A² + 4 is never a square
for A ≥ 1, so n√(A² + 4) is irrational for n > 0).
"""
from __future__ import annotations
from math import isqrt

import numpy as np

from cgt.impartial.wythoff import BYTES_PER_PAIR, WythoffError, natural
from cgt.resources import check_memory
from cgt.numbers.checks import shown
from typing import Any

__all__ = ["lower_beatty", "p_position", "p_positions", "is_p_position", "options", "grundy_table"]


def _parameter(A):
    A = natural(A, "parameter A")
    if A < 1:
        raise WythoffError("the parameter A of generalised Wythoff must be at least 1")
    return A


def lower_beatty(A: Any, n: int) -> Any:
    """``A_n = ⌊nα⌋`` with α = (2 - A + √(A² + 4))/2, exactly (α = φ for A = 1, √2 for A = 2)."""
    A, n = _parameter(A), natural(n, "index")
    return ((2 - A) * n + isqrt((A * A + 4) * n * n)) // 2


def p_position(A: Any, n: int) -> tuple:
    """The n-th P-position ``(A_n, A_n + A·n)`` of generalised Wythoff with parameter A."""
    a = lower_beatty(A, n)
    return (a, a + _parameter(A) * n)


def p_positions(A: Any, count: int, method: str = "formula") -> Any:
    """The first ``count`` P-positions, by the closed form or (``method="mex"``) the recurrence."""
    A, count = _parameter(A), natural(count, "count")
    check_memory(BYTES_PER_PAIR * count, f"a list of {shown(count)} P-positions")
    if not isinstance(method, str):
        raise WythoffError(f"method must be 'formula' or 'mex', not {shown(method)}")
    if method == "formula":
        return [p_position(A, n) for n in range(count)]
    if method != "mex":
        raise WythoffError(f"method must be 'formula' or 'mex', not {shown(method)}")
    used: set[int] = set()
    pairs = []
    a = 0
    for n in range(count):
        while a in used:
            a += 1
        pairs.append((a, a + A * n))
        used.update((a, a + A * n))
    return pairs


def is_p_position(A: Any, a: int, b: int) -> bool:
    """Whether (a, b) is a P-position: ``max - min = A·n`` and ``min = ⌊nα⌋`` for that n."""
    A, a, b = _parameter(A), natural(a), natural(b)
    x, y = min(a, b), max(a, b)
    n, rest = divmod(y - x, A)
    return rest == 0 and lower_beatty(A, n) == x


def options(A: Any, a: int, b: int) -> Any:
    """The options of (a, b) in generalised Wythoff with parameter A (a list of pairs)."""
    A, a, b = _parameter(A), natural(a), natural(b)
    check_memory(BYTES_PER_PAIR * (a + b + a * min(b, 2 * A - 1)),
                 f"the options of {shown((a, b))} in generalised Wythoff")
    moves = [(i, b) for i in range(a)] + [(a, j) for j in range(b)]
    for k in range(1, a + 1):
        for l in range(max(1, k - A + 1), min(b, k + A - 1) + 1):
            moves.append((a - k, b - l))
    return moves


def grundy_table(A: Any, rows: int, cols: int) -> np.ndarray:
    """The Grundy values of generalised Wythoff for 0 ≤ x < rows, 0 ≤ y < cols (numpy int64).

    A diagonal move takes k from x and l = k + δ from y with |δ| < A, so its targets lie on
    the diagonal through (x, y - δ), strictly above row x - max(0, -δ).  Each diagonal keeps
    the running bit masks of its values row by row, so a cell reads 2A + 1 masks instead of
    scanning its options.
    """
    A = _parameter(A)
    rows, cols = natural(rows, "row count"), natural(cols, "column count")
    check_memory(8 * rows * cols, f"a {shown(rows)} by {shown(cols)} table of generalised "
                                  "Wythoff values")
    table = np.zeros((rows, cols), dtype=np.int64)
    column_seen = [0] * cols
    # prefix[d][r]: the values on diagonal y - x = d in rows < r (d + rows - 1 indexes it).
    prefix = [[0] for _ in range(rows + cols - 1)]
    for x in range(rows):
        row_seen = 0
        for y in range(cols):
            used = row_seen | column_seen[y]
            # Only diagonals that cross the table matter: |delta| < rows + cols.
            for delta in range(max(1 - A, -rows - cols), min(A, rows + cols)):
                d = y - x - delta
                upper = x - max(0, -delta)
                if upper > 0 and -rows < d < cols:
                    used |= prefix[d + rows - 1][upper]
            value = (used ^ (used + 1)).bit_length() - 1
            table[x, y] = value
            row_seen |= 1 << value
            column_seen[y] |= 1 << value
        for index, masks in enumerate(prefix):
            y = x + index - rows + 1
            masks.append(masks[-1] | (1 << int(table[x, y]) if 0 <= y < cols else 0))
    return table
