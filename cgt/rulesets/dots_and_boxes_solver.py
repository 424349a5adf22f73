"""Exact Dots-and-Boxes values by retrograde analysis over bitmasks of the open lines.

The net score V(m) of a position with drawn lines m is the most the player to move can get of
(her boxes - her opponent's boxes) among the boxes still open, with best play by both
(Berlekamp, *The Dots-and-Boxes Game*; the method is the one of Michon, *Numericana*, "The
Boxer's Puzzle": evaluate every position that can follow, fewest open lines first):

* V(m) = 0 when every line is drawn;
* otherwise V(m) = max over undrawn lines e of  c + V(m | e)  if drawing e completes c >= 1 boxes
  (the same player moves again), and  -V(m | e)  if it completes none.

A table covers every position reachable from a base position with k open lines: 2**k entries,
one signed byte each, indexed by which of the k open lines are drawn (bit i for open line i).
Drawing a line sets a bit, so every successor of a state is a larger number: the states are
evaluated in decreasing order, from all lines drawn down to none, and every successor is final
before it is read. The loop is one compiled kernel (:mod:`cgt.impartial.jit`). Positions are
folded by the board's symmetries that fix the base (reflections and turns): a state with a
larger image copies that image's value, already known, and only the greatest state of each
orbit is evaluated; on the empty 3 x 3-box board (24 lines, 2**24 positions, 8 symmetries)
that is about an eighth of the positions.

Solved tables are kept in a small in-memory cache (never on disk): one table answers every
position of its board that contains its base, so the empty board's table serves the whole game.
"""
from __future__ import annotations
import collections
import threading

import numpy as np

from cgt import caches
from cgt.impartial.jit import kernel
from cgt.progress import steps
from cgt.rulesets.dots_and_boxes_board import DotsAndBoxesError
from typing import Any

__all__ = ["MAX_OPEN_LINES", "clear_cache"]

#: Most open lines a table may have: 2**26 one-byte entries is 64 MiB.
MAX_OPEN_LINES = 26

#: States evaluated per kernel call (progress is reported, and Ctrl-C is heard, between calls).
_CHUNK = 1 << 20
_cache: collections.OrderedDict[tuple[int, int, int], NetScoreTable] = collections.OrderedDict()
_cache_lock = threading.Lock()   # threads may share the cache


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
    with _cache_lock:
        for key, table in _cache.items():
            if table.covers(grid, mask):
                _cache.move_to_end(key)
                return table
    table = solve(grid, mask, progress)
    with _cache_lock:
        _cache[grid.rows, grid.cols, mask] = table
    CACHE.settle()
    return table


def clear_cache() -> None:
    """Forget every solved table."""
    with _cache_lock:
        _cache.clear()


def _drop_older_half() -> None:
    with _cache_lock:
        for key in list(_cache)[:len(_cache) // 2]:
            del _cache[key]


def _footprint() -> int:
    with _cache_lock:
        return sum(t.values.nbytes for t in _cache.values())


# The tables are kept in the order of their last use, so a generation drops the older half.
CACHE = caches.register("rulesets.dots_and_boxes", clear_cache, _cache.__len__,
                        footprint=_footprint, shrink=_drop_older_half)


def solve(grid: Any, base: Any, progress: Any = None) -> NetScoreTable:
    """The :class:`NetScoreTable` of all positions of ``grid`` containing the lines ``base``;
    ``progress`` hears of each block of states as it is done."""
    open_lines, always, tests, images = kernel_arguments(grid, base)
    full = (1 << len(open_lines)) - 1
    values = np.zeros(full + 1, dtype=np.int8)  # V(full) = 0: every line is drawn
    blocks = range(full, 0, -_CHUNK)
    for stop in steps(blocks, progress, "Dots-and-Boxes states", unit="block"):
        net_scores(values, max(stop - _CHUNK, 0), stop, always, tests, images)
    return NetScoreTable(grid, base, open_lines, values)


def kernel_arguments(grid: Any, base: Any) -> tuple:
    """The open lines of ``base`` (a tuple) and the arrays :func:`net_scores` reads: how many
    boxes each open line always completes, the tests for the others, and the symmetry
    images."""
    open_lines = [e for e in range(grid.num_edges) if not base >> e & 1]
    k = len(open_lines)
    if k > MAX_OPEN_LINES:
        raise DotsAndBoxesError(
            f"{k} open lines is too many to solve exhaustively (at most {MAX_OPEN_LINES}: the "
            f"table has 2**k entries); draw some lines first")
    local = {e: i for i, e in enumerate(open_lines)}
    # A box completes when its other lines are all drawn: those drawn in base always are, so
    # only the open ones (as a local mask) need testing; no open one left means "always".
    # A missing test is 1 << k, a bit no state has.
    always = np.zeros(k, dtype=np.int64)
    tests = np.full((k, 2), 1 << k, dtype=np.int64)
    for i, e in enumerate(open_lines):
        others = [sum(1 << local[x] for x in grid.box_edges[b] if x != e and x in local)
                  for b in grid.edge_boxes[e]]
        always[i] = others.count(0)
        needed = [mask for mask in others if mask]
        tests[i, :len(needed)] = needed
    # A symmetry of the board that fixes the base permutes the open lines and keeps every value.
    # The image of a state is the union of the images of its three slices of `width` bits.
    width = -(-k // 3)
    symmetries = [perm for perm in grid.symmetries[1:] if grid.permute(base, perm) == base]
    images = np.zeros((len(symmetries), 3, 1 << width), dtype=np.int64)
    for p, perm in enumerate(symmetries):
        for i, e in enumerate(open_lines):
            part, bit = divmod(i, width)
            images[p, part, np.arange(1 << width) >> bit & 1 == 1] |= 1 << local[perm[e]]
    return tuple(open_lines), always, tests, images


@kernel
def net_scores(values: np.ndarray, start: int, stop: int, always: np.ndarray, tests: np.ndarray,
               images: np.ndarray) -> None:
    """Fill ``values[s]`` = V(s) for the states s = stop - 1, ..., start, in that order; every
    larger state must be done.

    For each symmetry p, the image of s is looked up by slices (``images[p, j, slice j of s]``);
    if some image is larger than s, V(s) is V(image). Otherwise V(s) is the best over the
    undrawn lines i (bits of s not set) of c + V(s | 2**i) when drawing line i completes c >= 1
    boxes, else -V(s | 2**i); c counts ``always[i]`` and each test t in ``tests[i]`` with
    s & t == t.
    """
    k = len(always)
    low = images.shape[2] - 1
    width = 0
    while 1 << width <= low:
        width += 1
    for s in range(stop - 1, start - 1, -1):
        image = s
        for p in range(images.shape[0]):
            image = (images[p, 0, s & low] | images[p, 1, s >> width & low]
                     | images[p, 2, s >> 2 * width])
            if image > s:
                break
        if image > s:
            values[s] = values[image]
            continue
        best = np.int64(-128)
        for i in range(k):
            if s >> i & 1:
                continue
            completed = always[i]
            for j in range(2):
                if s & tests[i, j] == tests[i, j]:
                    completed += 1
            after = np.int64(values[s | 1 << i])
            gain = after + completed if completed else -after
            best = max(best, gain)
        values[s] = best
