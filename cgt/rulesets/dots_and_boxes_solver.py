"""Exact Dots-and-Boxes values by retrograde analysis over bitmasks of the open lines.

The net score V(m) of a position with drawn lines m is the most the player to move can get of
(her boxes - her opponent's boxes) among the boxes still open, with best play by both
(Berlekamp, *The Dots-and-Boxes Game*; the method is the one of Michon, *Numericana*, "The
Boxer's Puzzle": evaluate every position that can follow, fewest open lines first):

* V(m) = 0 when every line is drawn;
* otherwise V(m) = max over undrawn lines e of  c + V(m | e)  if drawing e completes c >= 1 boxes
  (the same player moves again), and  -V(m | e)  if it completes none.

A table covers every position reachable from a base position with k open lines: 2**k entries,
one signed byte each, indexed by which of the k open lines are drawn. The positions are
evaluated one popcount layer at a time, most lines drawn first, so every successor is final
before it is read; each layer is a handful of numpy operations per line. Positions are folded
by the board's symmetries that fix the base (reflections and turns): only the least image of
each position is evaluated and the others copy its value: on the empty 3 x 3-box board (24
lines, 2**24 positions, 8 symmetries) that is about an eighth of the positions.

Solved tables are kept in a small in-memory cache (never on disk): one table answers every
position of its board that contains its base, so the empty board's table serves the whole game.
"""
from __future__ import annotations
import collections

import numpy as np

from cgt import caches
from cgt.progress import steps
from cgt.rulesets.dots_and_boxes_board import DotsAndBoxesError
from typing import Any

#: Most open lines a table may have: 2**26 one-byte entries is 64 MiB.
MAX_OPEN_LINES = 26

#: Most bytes the cache of solved tables keeps (the newest table is always kept).
CACHE_BYTES = 1 << 27

_CHUNK = 1 << 16
_cache = collections.OrderedDict()


class NetScoreTable:
    """Net scores of every position of ``grid`` whose drawn lines include ``base``.

    ``open_lines`` lists the lines not in ``base``; entry i of ``values`` is V of the position
    base + {open_lines[j] : bit j of i is set}.
    """

    __slots__ = ("grid", "base", "open_lines", "values")

    def __init__(self, grid: Any, base: Any, open_lines: Any, values: Any) -> None:
        self.grid, self.base, self.open_lines, self.values = grid, base, open_lines, values

    def covers(self, grid: Any, mask: Any) -> Any:
        """Whether the position ``mask`` of ``grid`` is in this table."""
        same_board = (grid.rows, grid.cols) == (self.grid.rows, self.grid.cols)
        return same_board and mask & self.base == self.base

    def net_score(self, mask: Any) -> int:
        """V(mask), as a Python int."""
        index = 0
        for i, e in enumerate(self.open_lines):
            index |= (mask >> e & 1) << i
        return int(self.values[index])


def net_score_table(grid: Any, mask: Any, progress: Any = None) -> Any:
    """A table that covers position ``mask`` of ``grid``: from the cache, or solved now
    (reporting the layers done to ``progress``, as in ``cgt.progress``)."""
    for key, table in _cache.items():
        if table.covers(grid, mask):
            _cache.move_to_end(key)
            return table
    table = solve(grid, mask, progress)
    _cache[grid.rows, grid.cols, mask] = table
    while len(_cache) > 1 and sum(t.values.nbytes for t in _cache.values()) > CACHE_BYTES:
        _cache.popitem(last=False)
    return table


def clear_cache() -> None:
    """Forget every solved table."""
    _cache.clear()


caches.register("rulesets.dots_and_boxes", clear_cache, _cache.__len__)


def solve(grid: Any, base: Any, progress: Any = None) -> NetScoreTable:
    """The :class:`NetScoreTable` of all positions of ``grid`` containing the lines ``base``;
    ``progress`` hears of each layer (the states with one number of lines drawn) as it is
    done."""
    open_lines = [e for e in range(grid.num_edges) if not base >> e & 1]
    k = len(open_lines)
    if k > MAX_OPEN_LINES:
        raise DotsAndBoxesError(
            f"{k} open lines is too many to solve exhaustively (at most {MAX_OPEN_LINES}: the "
            f"table has 2**k entries); draw some lines first")
    local = {e: i for i, e in enumerate(open_lines)}
    moves = []
    for i, e in enumerate(open_lines):
        # A box completes when its other lines are all drawn: those drawn in base always are,
        # so only the open ones (as a local mask) need testing; an empty mask means "always".
        always, tests = 0, []
        for b in grid.edge_boxes[e]:
            others = [x for x in grid.box_edges[b] if x != e and x in local]
            if others:
                tests.append(sum(1 << local[x] for x in others))
            else:
                always += 1
        moves.append((1 << i, always, tests))
    # A symmetry of the board that fixes the base permutes the open lines and keeps every
    # value, so only the least state of each orbit is evaluated; the rest copy it.
    symmetries = [[local[perm[e]] for e in open_lines] for perm in grid.symmetries[1:]
                  if grid.permute(base, perm) == base]
    layers = _Layers(k, symmetries)
    values = np.zeros(1 << k, dtype=np.int8)
    for drawn in steps(range(k - 1, -1, -1), progress, "Dots-and-Boxes layers", unit="layer"):
        states, least = layers.layer(drawn)
        todo = states[states == least] if symmetries else states
        for start in range(0, len(todo), _CHUNK):
            chunk = todo[start:start + _CHUNK]
            values[chunk] = _best_values(chunk, moves, values)
        if symmetries:
            values[states] = values[least]
    return NetScoreTable(grid, base, tuple(open_lines), values)


def _best_values(states, moves, values):
    """V of each state, from the values of its successors (all one popcount layer up)."""
    best = np.full(len(states), -128, dtype=np.int8)
    for bit, always, tests in moves:
        undrawn = (states & bit) == 0
        after = values[states | bit]
        if not tests:
            gain = after + np.int8(always) if always else -after
        else:
            completed = np.full(len(states), always, dtype=np.int8)
            for test in tests:
                completed += (states & test) == test
            gain = np.where(completed != 0, after + completed, -after)
        np.maximum(best, gain, out=best, where=undrawn)
    return best


class _Layers:
    """The k-bit states one popcount layer at a time, each with the least of its images under
    the given permutations of the bits.

    A state is split into its low k // 2 bits and the rest; both halves are grouped by
    popcount, and a layer is the union of outer products of two groups. A state's image under a
    permutation is the union of its halves' images, looked up in two small tables.
    """

    def __init__(self, k, permutations):
        self.shift = k // 2
        lows = np.arange(1 << self.shift, dtype=np.int32)
        highs = np.arange(1 << (k - self.shift), dtype=np.int32)
        self.lows, self.highs = _by_popcount(lows), _by_popcount(highs)
        self.images = [(_images(lows, perm, 0), _images(highs, perm, self.shift))
                       for perm in permutations]

    def layer(self, drawn):
        """The states with ``drawn`` bits set, and the least image of each."""
        states, least = [], []
        for j, high in enumerate(self.highs):
            if not 0 <= drawn - j < len(self.lows):
                continue
            low = self.lows[drawn - j]
            part = ((high[:, None] << self.shift) | low[None, :]).ravel()
            smallest = part
            for low_image, high_image in self.images:
                image = (high_image[high][:, None] | low_image[low][None, :]).ravel()
                smallest = np.minimum(smallest, image)
            states.append(part)
            least.append(smallest)
        return np.concatenate(states), np.concatenate(least)


def _by_popcount(numbers):
    counts = _popcount(numbers)
    return [numbers[counts == j] for j in range(int(counts.max()) + 1)]


def _images(numbers, perm, shift):
    """The image under ``perm`` of each ``number << shift``."""
    image = np.zeros_like(numbers)
    for i in range(int(numbers[-1]).bit_length()):
        image |= ((numbers >> i) & 1) << perm[i + shift]
    return image


def _popcount(numbers):
    counts = np.zeros(len(numbers), dtype=np.int64)
    rest = numbers.copy()
    while rest.any():
        counts += rest & 1
        rest >>= 1
    return counts
