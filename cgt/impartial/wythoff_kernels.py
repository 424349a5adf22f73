"""The compiled loop of :func:`cgt.impartial.wythoff.grundy_table`."""
from __future__ import annotations

import numpy as np

from cgt.impartial.jit import kernel

__all__: list[str] = []


@kernel
def wythoff_values(table: np.ndarray, column_words: np.ndarray,
                   diagonal_words: np.ndarray) -> None:
    """Fill ``table[x, y]`` with Wyt(x, y) for x ≤ y (the table has no more rows than columns).

    Wyt(x, y) is the least value missing from the cells left of it in row x, above it in
    column y and before it on its diagonal (WW ch. 3, "Wyt Queens").  Each row, column and
    diagonal keeps the values it holds as a bitset of 64-bit words, with the index of its
    first word that is not full; a cell's value is the lowest bit clear in the union of its
    three bitsets, searched from the last of those three indices.  Column y holds values at
    most y + 2·rows and diagonal d values below d + 3·rows (a cell has x + y + min(x, y)
    options), so ``column_words[y]`` and ``diagonal_words[d]`` words suffice; the bitsets are
    cut out of one array at the running sums of these sizes.
    """
    rows, cols = table.shape
    column_at = np.zeros(cols + 1, np.int64)
    diagonal_at = np.zeros(cols + 1, np.int64)
    for y in range(cols):
        column_at[y + 1] = column_at[y] + column_words[y]
        diagonal_at[y + 1] = diagonal_at[y] + diagonal_words[y]
    columns = np.zeros(column_at[cols], np.uint64)
    diagonals = np.zeros(diagonal_at[cols], np.uint64)
    column_full = np.zeros(cols, np.int64)
    diagonal_full = np.zeros(cols, np.int64)
    row = np.zeros((cols + 2 * rows) // 64 + 1, np.uint64)
    full = ~np.uint64(0)
    one = np.uint64(1)
    for x in range(rows):
        # Row x left of its diagonal cell is column x above it.
        row[:] = 0
        row_full = column_full[x]
        row[: column_words[x]] = columns[column_at[x] : column_at[x + 1]]
        for y in range(x, cols):
            d = y - x
            c, e = column_at[y], diagonal_at[d]
            w = max(row_full, column_full[y], diagonal_full[d])
            used = row[w] | columns[c + w] | diagonals[e + w]
            while used == full:
                w += 1
                used = row[w] | columns[c + w] | diagonals[e + w]
            bit = 0
            while (used >> np.uint64(bit)) & one:
                bit += 1
            table[x, y] = 64 * w + bit
            mark = one << np.uint64(bit)
            row[w] |= mark
            columns[c + w] |= mark
            diagonals[e + w] |= mark
            while row[row_full] == full:
                row_full += 1
            while columns[c + column_full[y]] == full:
                column_full[y] += 1
            while diagonals[e + diagonal_full[d]] == full:
                diagonal_full[d] += 1
        for y in range(x):
            table[x, y] = table[y, x]
