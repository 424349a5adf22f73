"""Shapes of grid regions held in 64-bit words, handled many at a time with numpy.

The layout is that of ``shapes``: square (r, c) is bit ``r * S + c`` for a stride S of 8, 16
or 32, and the top bit of every row stays clear. A region fits a word when its rows fit: at
most 64 / S rows of at most S - 1 squares.

Keys here are those of ``shapes`` restricted to what a word holds: the least image of a shape
under the mirror images and the half turn, and, with stride 8 and at most 7 rows, also under the
transposing symmetries (the transposed shape then fits too). The set of images considered
depends only on the shape's size, so every image of a shape gets the same key. With
``transpose_negates`` a key is negated when it comes from a transposed image (Domineering).
"""
from __future__ import annotations
import numpy as np

from cgt.errors import CGTValueError
from cgt.rulesets.domineering.shapes import REVERSED_BITS, swap_masks
from typing import Any

__all__ = ["lowest"]

U64 = np.uint64
WORD = 64
_REVERSED_BITS = np.frombuffer(REVERSED_BITS, dtype=np.uint8)
STRIDES = (8, 16, 32)
popcount = np.bitwise_count


def word_stride(height: int, width: int) -> Any:
    """The least stride with which a region of this size fits a word, or None."""
    for stride in STRIDES:
        if width < stride:
            return stride if height * stride <= WORD else None
    return None


def lowest(words: Any) -> Any:
    """The lowest set bit of each word (0 for 0)."""
    return words & (~words + U64(1))


def flood(seeds: Any, masks: Any, stride: Any) -> Any:
    """The squares of each mask connected to its seed, as in ``grid.flood``, for arrays."""
    s, one = U64(stride), U64(1)
    comp = seeds.copy()
    active = np.arange(len(comp))
    c, m = comp, masks
    while len(active):
        grown = (c | (c >> one) | (c << s) | (c >> s)) & m
        grown |= ((m + grown) ^ m) & m
        moved = grown != c
        comp[active] = grown
        active = active[moved]
        c, m = grown[moved], m[moved]
    return comp


class WordKeys:
    """Signed keys of connected regions in 64-bit words, for one stride."""

    def __init__(self, stride: Any, transpose_negates: Any) -> None:
        self.stride = stride
        self.transpose_negates = transpose_negates
        rows = WORD // stride
        self.row_bits = U64((1 << stride) - 1)
        self.row_starts = U64(sum(1 << (r * stride) for r in range(rows)))
        self.swaps = [(U64(mask), U64(shift)) for mask, shift in swap_masks(stride)] \
            if stride == 8 else None

    def keys(self, regions: Any) -> Any:
        """The signed keys (int64) of connected regions (uint64, anywhere in the word)."""
        shapes, height, width = self.normalise(regions)
        images = self._images(shapes, height, width)
        plain = np.minimum.reduce(images[:4])
        if len(images) == 4:
            return plain.astype(np.int64)
        turned = np.minimum.reduce(images[4:])
        # A shape of eight rows has no transposed image in the word; those rows are ignored.
        turned[height == 8] = np.iinfo(np.uint64).max
        best = np.minimum(plain, turned).astype(np.int64)
        if self.transpose_negates:
            best[turned < plain] *= -1
        return best

    def normalise(self, regions: Any) -> tuple:
        """(shapes, heights, widths): regions moved to the corner, and their sizes."""
        s = self.stride
        low = lowest(regions)
        start_row = (popcount(low - U64(1)) // s * s).astype(U64)
        regions = regions >> start_row
        columns = regions.copy()
        span = s
        while span < WORD:
            columns |= columns >> U64(span)
            span *= 2
        columns &= self.row_bits
        first = popcount(lowest(columns) - U64(1)).astype(U64)
        shapes = regions >> first
        rows = shapes.copy()
        span = 1
        while span < s:
            rows |= rows >> U64(span)
            span *= 2
        height = popcount(rows & self.row_starts).astype(U64)
        width = popcount(columns).astype(U64)
        return shapes, height, width

    def rows_reversed(self, shapes: Any, height: int) -> Any:
        s = self.stride
        out = shapes.byteswap()
        if s > 8:
            lanes = out.view(f"u{s // 8}")
            lanes.byteswap(inplace=True)
        return out >> ((U64(WORD // s) - height) * U64(s))

    def mirrored(self, shapes: Any, width: int) -> Any:
        s = self.stride
        out = _REVERSED_BITS[shapes.view(np.uint8)].view(U64)
        if s > 8:
            out.view(f"u{s // 8}").byteswap(inplace=True)
        return out >> (U64(s) - width)

    def transposed(self, shapes: Any) -> Any:
        if self.swaps is None:
            raise CGTValueError("only a square board is transposed")
        for mask, shift in self.swaps:
            t = (shapes ^ (shapes >> shift)) & mask
            shapes = shapes ^ t ^ (t << shift)
        return shapes

    def _images(self, shapes, height, width):
        mirror = self.mirrored(shapes, width)
        out = [shapes, self.rows_reversed(shapes, height), mirror,
               self.rows_reversed(mirror, height)]
        if self.swaps is not None:
            flipped = self.transposed(shapes)      # ``width`` rows of ``height`` squares
            flipped_mirror = self.mirrored(flipped, height)
            out += [flipped, self.rows_reversed(flipped, width), flipped_mirror,
                    self.rows_reversed(flipped_mirror, width)]
        return out

