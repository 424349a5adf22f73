"""Wythoff's game: P-positions, Grundy values and the additive periodicity of its rows.

Two heaps (a, b); a move takes any positive number of counters from one heap, or the same
positive number from both.  As a board game it is a queen moving west, north or north-west
towards the corner (0, 0) (Wythoff 1907; *Winning Ways* ch. 3 "Wyt Queens"; Duchêne–Gravier,
§1; Michon, *Numericana*, "Wythoff's Game").

* The P-positions are the pairs (a_n, b_n) and their mirror images, where
  ``a_n = mex{a_i, b_i : i < n}`` and ``b_n = a_n + n``; in closed form ``a_n = ⌊nφ⌋`` and
  ``b_n = ⌊nφ²⌋`` with φ = (1 + √5)/2.  Here ``⌊nφ⌋ = (n + isqrt(5n²)) // 2`` exactly, so
  no floating point is ever used and ``p_position(10**40)`` is exact.
* ``Wyt(x, y)``, the Grundy value, is the mex of the values to the left in its row, above in
  its column and up its diagonal.  For each fixed k, ``Wyt(k, n) - n`` is ultimately periodic
  (Dress, Flammenkamp and Pink; Landman): :func:`row_periodicity` finds the period and the
  start and proves them.
"""
from __future__ import annotations
import math
import threading
from collections import namedtuple
from math import isqrt

import numpy as np

from cgt import caches
from cgt.errors import CGTValueError
from cgt.impartial.wythoff_kernels import wythoff_values
from cgt.resources import check_memory
from cgt.numbers.checks import shown
from typing import Any

__all__ = [
    "WythoffError", "floor_phi", "p_position", "p_positions", "is_p_position", "partner",
    "winning_moves", "grundy_table", "RowPeriodicity", "row_periodicity", "grundy"
]


# Memory per pair in a list of P-positions: the list entry, the tuple and its two ints.
BYTES_PER_PAIR = 128


class WythoffError(CGTValueError):
    """Bad input to a Wythoff function (a negative heap, a non-integer, a table too large)."""


def natural(x: Any, what: str = "heap size", error: Any = WythoffError) -> int:
    """``x`` as a Python int, or ``error`` (WythoffError by default) if it is not a natural number."""
    try:
        n = x.__index__()
    except (AttributeError, TypeError):
        raise error(f"a {what} must be a natural number, not {shown(x)}") from None
    if n < 0:
        raise error(f"a {what} must be a natural number, not {shown(n)}")
    return n


def floor_phi(n: int) -> int:
    """``⌊nφ⌋`` for a natural number n, exactly: ``(n + isqrt(5n²)) // 2``.

    n√5 is irrational for n > 0, so ``⌊n√5⌋ = isqrt(5n²)``, and halving commutes with the
    floor because n is an integer.
    """
    n = natural(n, "index")
    return (n + isqrt(5 * n * n)) // 2


def p_position(n: int) -> tuple:
    """The n-th P-position ``(a_n, b_n) = (⌊nφ⌋, ⌊nφ⌋ + n)`` of Wythoff's game, with a_n ≤ b_n."""
    a = floor_phi(n)
    return (a, a + n)


def p_positions(count: int, method: str = "formula") -> list[tuple[int, int]]:
    """The first ``count`` P-positions (a_n, b_n), n = 0, 1, ..., as a list of pairs.

    ``method="formula"`` uses the exact golden-ratio formula; ``method="mex"`` runs Wythoff's
    recurrence ``a_n = mex{a_i, b_i : i < n}``, ``b_n = a_n + n`` (Wythoff 1907; D–G, §1).
    """
    count = natural(count, "count")
    check_memory(BYTES_PER_PAIR * count, f"a list of {shown(count)} P-positions")
    if not isinstance(method, str):
        raise WythoffError(f"method must be 'formula' or 'mex', not {shown(method)}")
    if method == "formula":
        return [p_position(n) for n in range(count)]
    if method != "mex":
        raise WythoffError(f"method must be 'formula' or 'mex', not {shown(method)}")
    used = bytearray(3 * count + 3)  # b_n < 3n, so every entry fits
    pairs = []
    a = 0
    for n in range(count):
        while used[a]:
            a += 1
        pairs.append((a, a + n))
        used[a] = used[a + n] = 1
    return pairs


def is_p_position(a: int, b: int) -> bool:
    """Whether the Wythoff position (a, b) is a P-position: ``min = ⌊(max - min)φ⌋``.

    The cost is that of one integer square root, polynomial in the bit length.
    """
    a, b = natural(a), natural(b)
    x, y = min(a, b), max(a, b)
    return floor_phi(y - x) == x


def partner(x: int) -> int:
    """The unique y with (x, y) a P-position: every natural number lies in exactly one pair.

    With c = x + 1, ``n = ⌊c/φ⌋``; x is ``a_n`` if ``⌊nφ⌋ = x`` and otherwise ``x = b_m``
    with ``m = ⌊c/φ²⌋``: the sequences ⌊nφ⌋ and ⌊nφ²⌋ are complementary.
    """
    x = natural(x)
    c = x + 1
    root = isqrt(5 * c * c)
    n = (root - c) // 2
    if floor_phi(n) == x:
        return x + n
    m = (3 * c - root - 1) // 2
    return x - m


def winning_moves(a: int, b: int) -> list:
    """Every move from (a, b) to a P-position, as a sorted list of positions (a', b').

    With x ≤ y and d = y - x the candidates are the diagonal move to (a_d, b_d) and the moves
    that keep one heap and shrink the other to its partner.
    """
    a, b = natural(a), natural(b)
    swapped = a > b
    x, y = (b, a) if swapped else (a, b)
    moves = set()
    low = floor_phi(y - x)
    if x > low:
        moves.add((low, low + y - x))
    p = partner(x)
    if p < y:
        moves.add((x, p))
    q = partner(y)
    if q < x:
        moves.add((q, y))
    if swapped:
        moves = {(v, u) for u, v in moves}
    return sorted(moves)


def grundy_table(rows: int, cols: int) -> np.ndarray:
    """The Grundy values ``Wyt(x, y)`` for 0 ≤ x < rows, 0 ≤ y < cols, as a numpy int64 array.

    Each row, column and diagonal keeps the set of values already in it as a bitset, and a
    cell's value is the lowest bit missing from the union of its three sets (WW ch. 3, "Wyt
    Queens").  The table is symmetric, so only cells with x ≤ y are computed, by the compiled
    kernel :func:`cgt.impartial.wythoff_kernels.wythoff_values`.
    """
    rows, cols = natural(rows, "row count"), natural(cols, "column count")
    if rows > cols:
        return np.ascontiguousarray(grundy_table(cols, rows).T)
    bitsets = cols * (cols + 5 * rows) // 8 + 16 * cols  # at least the words used below
    check_memory(8 * rows * cols + bitsets, f"a {shown(rows)} by {shown(cols)} table of Wythoff "
                                            "values")
    y = np.arange(cols, dtype=np.int64)
    column_words = (y + 2 * rows) // 64 + 1
    diagonal_words = (y + 3 * rows) // 64 + 1
    table = np.zeros((rows, cols), dtype=np.int64)
    if rows:
        wythoff_values(table, column_words, diagonal_words)
    return table


RowPeriodicity = namedtuple("RowPeriodicity", "period start saltus")
RowPeriodicity.__doc__ = """Wyt(k, n + period) = Wyt(k, n) + saltus for every n ≥ start (saltus = period)."""

# The proven periodicities of rows 0, 1, 2, ...: each proof relies on those of the rows below,
# so they are proved in order, one thread at a time (under _ROWS_LOCK).
_ROWS: list[RowPeriodicity] = []
_ROWS_LOCK = threading.Lock()
# The largest thin table computed so far, reused by later requests that fit inside it.
_THIN = {"table": np.zeros((0, 0), dtype=np.int64)}


def clear_caches() -> None:
    """Forget the proven row periodicities and the cached table of thin rows."""
    global _ROWS
    _ROWS = []   # a proof under way in another thread goes on with the list it began with
    _drop_table()


def _cache_size():
    return len(_ROWS) + _THIN["table"].size


def _drop_table():
    _THIN["table"] = np.zeros((0, 0), dtype=np.int64)


# A generation drops the table; the proofs of the rows, a few numbers each, are kept.
CACHE = caches.register("impartial.wythoff", clear_caches, _cache_size,
                        footprint=lambda: _THIN["table"].nbytes, shrink=_drop_table)


def _thin_table(rows, cols):
    table = _THIN["table"]
    if table.shape[0] < rows or table.shape[1] < cols:
        table = grundy_table(max(rows, table.shape[0]), max(cols, table.shape[1]))
        _THIN["table"] = table
        CACHE.settle()
    return table[:rows, :cols]


def row_periodicity(k: int) -> RowPeriodicity:
    """The additive period and its start for row k: ``Wyt(k, n + p) = Wyt(k, n) + p`` for n ≥ s.

    Returns ``RowPeriodicity(period, start, saltus)`` with the least period p and, for it,
    the least start s.  Periods for k = 0..12 are 1 3 3 6 12 24 12 24 24 24 24 48 48 and the
    starts 0 0 0 8 9 27 37 92 102 127 224 277 347 (OEIS A046875, A046874; Michon, *Numericana*,
    "Wythoff's Game").

    The result is proved, not just observed.  Every value of row k at column n lies in
    [n - 2k, n + 2k) and every value below n - 2k already occurs earlier in the row (a value
    v can be skipped only because a lower row or a diagonal holds it, at most 2k times).  So
    row k from column n on depends only on the window of values the row has used in
    [n - 2k, n + 2k) and on the rows below.  Once the rows below are additively periodic
    with periods dividing P, a repeated window ``S(n0 + P) = S(n0)`` proves by induction
    that row k is additively periodic with period P from n0.
    """
    k = natural(k, "row")
    rows = _ROWS
    if len(rows) <= k:
        check_memory(8 * 256 * (k + 1), f"the proof of rows 0 to {shown(k)} of the Wythoff "
                                        f"table (at least {shown(k + 1)} rows of 256 values)")
        with _ROWS_LOCK:
            rows = _ROWS
            while len(rows) <= k:
                rows.append(_prove_row(rows))
    return rows[k]


def _prove_row(lower):
    """The periodicity of the row after those of ``lower``."""
    k = len(lower)
    base = math.lcm(*(r.period for r in lower)) if lower else 1
    # From column `ready` on, the column and diagonal values that row k sees are those of
    # rows already periodic with periods dividing `base`.
    ready = max((r.start for r in lower), default=0) + k
    horizon = 256
    while True:
        table = _thin_table(k + 1, horizon)
        proof = _certify(table[k], k, base, ready)
        if proof is not None:
            return proof
        horizon *= 2


def _least_period(excess, start):
    """The least q with excess[n + q] = excess[n] on the tail excess[start:], or None."""
    tail = excess[start:]
    for q in range(1, len(tail) // 3 + 1):
        if np.array_equal(tail[q:], tail[:-q]):
            return q
    return None


def _certify(row, k, base, ready):
    """(period, start) of row k if the computed columns prove them, else None."""
    n_cols = len(row)
    excess = row - np.arange(n_cols)
    observed = _least_period(excess, max(ready, n_cols // 2))
    if observed is None:
        return None
    period = math.lcm(observed, base)
    width = 4 * k
    mask = (1 << width) - 1
    low = max(ready, 2 * k)
    seen = 0
    windows = []
    for n in range(n_cols):
        if n >= low:
            windows.append((seen >> (n - 2 * k)) & mask)
        seen |= 1 << int(row[n])
    n0 = next(
        (low + i for i in range(len(windows) - period) if windows[i] == windows[i + period]),
        None,
    )
    # The proof covers columns from n0 on; checking one more period needs n0 + 2·period.
    if n0 is None or n0 + 2 * period > n_cols:
        return None
    cycle = excess[n0:n0 + 2 * period]
    least = next(q for q in range(1, period + 1)
                 if period % q == 0 and np.array_equal(cycle[q:q + period], cycle[:period]))
    start = n0
    while start > 0 and excess[start - 1] == excess[start - 1 + least]:
        start -= 1
    return RowPeriodicity(least, start, least)


# Rows up to this index are evaluated far out through their proven periodicity.
PERIODIC_ROWS = 32
# The most cells grundy() fills in when it has to build a table.
MAX_CELLS = 4_000_000


def grundy(a: int, b: int) -> int:
    """The Grundy value ``Wyt(a, b)`` of the Wythoff position (a, b).

    Small positions are read from a table.  When the smaller heap is at most
    ``PERIODIC_ROWS`` the row's proven additive periodicity gives the value for any size of
    the other heap, ``grundy(3, 10**30)`` included.  Otherwise a table of
    (min + 1)·(max + 1) cells is needed, and more than ``MAX_CELLS`` raises WythoffError.
    """
    a, b = natural(a), natural(b)
    x, y = min(a, b), max(a, b)
    if (x + 1) * (y + 1) <= MAX_CELLS // 4:
        return int(_thin_table(x + 1, y + 1)[x, y])
    if x <= PERIODIC_ROWS:
        period, start, saltus = row_periodicity(x)
        if y >= start:
            cycles, offset = divmod(y - start, period)
            return int(_thin_table(x + 1, start + period)[x, start + offset]) + cycles * saltus
    if (x + 1) * (y + 1) > MAX_CELLS:
        raise WythoffError(
            f"Wyt({shown(a)}, {shown(b)}) needs a table of {shown((x + 1) * (y + 1))} cells "
            f"(more than {MAX_CELLS})"
        )
    return int(grundy_table(x + 1, y + 1)[x, y])
