"""Shapes of grid regions, and keys for them up to the symmetries of the square.

A region is an int whose bit ``r * S + c`` is square (r, c). The row stride S is a fixed power
of two (8, 16, 32 or 64) and the top bit of every row stays clear, as a guard, so a region is
at most S - 1 squares wide: shifting by one then moves squares along their rows without
carrying into the next, and whole rows map to bytes, which Python's ``bytes`` methods reverse
and translate in C.

The *shape* of a region is the region moved to the top-left corner. The *key* of a region is
the least shape among its images under the eight symmetries of the square (those that fit in
the stride). Mirror images and the half turn keep a value; a transposition keeps it too in an
impartial ruleset and negates it in Domineering, where it turns Left's dominoes into Right's,
so keys are signed: ``-k`` stands for the transposed image of the shape ``k``. Transposed
images count only where they can be met: a shape's transposition is looked at once some region
asked about is as tall as the shape is wide and as wide as it is tall (``ShapeKeys.expect``).
On a board of two rows, say, only shapes at most two squares wide are. Any image serves
as a key, since the table holds the value of the key's own shape; leaving some out only means
that fewer shapes share one.
"""
from __future__ import annotations
from array import array

from cgt.rulesets.grid import BoardError
from typing import Any

__all__ = ["mirrored"]

STRIDES = (8, 16, 32, 64)
# Each byte with its bits in reverse order, for ``bytes.translate``.
REVERSED_BITS = bytes(int(format(i, "08b")[::-1], 2) for i in range(256))
_ITEM_TYPE = {8 * array(t).itemsize: t for t in "QLIH"}
_ITEM_TYPE.pop(8, None)


def stride_for(width: int) -> int:
    """The least stride whose rows hold ``width`` squares and a guard bit."""
    for stride in STRIDES:
        if width < stride:
            return stride
    raise BoardError(f"a row of {width} squares is too long for a search, whose rows hold at "
                     f"most {STRIDES[-1] - 1} squares")


def swap_masks(stride: int) -> tuple:
    """The masks and shifts of the delta swaps that transpose a stride x stride bit matrix."""
    out = []
    step = 1
    while step < stride:
        mask = 0
        for r in range(stride):
            for c in range(stride):
                if not r & step and c & step:
                    mask |= 1 << (r * stride + c)
        out.append((mask, step * (stride - 1)))
        step <<= 1
    return tuple(out)


_SWAPS = {stride: swap_masks(stride) for stride in STRIDES}


def transpose(region: int, stride: int) -> int:
    """Square (r, c) to square (c, r), for a region within the first ``stride`` rows."""
    for mask, shift in _SWAPS[stride]:
        t = (region ^ (region >> shift)) & mask
        region ^= t ^ (t << shift)
    return region


def rows_reversed(region: int, height: int, stride: int) -> int:
    """The ``height`` rows of ``region`` in the opposite order."""
    if stride == 8:
        return int.from_bytes(region.to_bytes(height, "little"), "big")
    # Reversing the bytes reverses the rows and the bytes inside each row; a byte swap per
    # row puts the latter back.
    rows = array(_ITEM_TYPE[stride], region.to_bytes(height * stride // 8, "big"))
    rows.byteswap()
    return int.from_bytes(rows.tobytes(), "little")


def mirrored(region: int, height: int, width: int, stride: int) -> int:
    """``region`` reflected left to right within its ``width`` columns."""
    data = region.to_bytes(height * stride // 8, "little").translate(REVERSED_BITS)
    if stride != 8:
        rows = array(_ITEM_TYPE[stride], data)
        rows.byteswap()
        data = rows.tobytes()
    return int.from_bytes(data, "little") >> (stride - width)


def normalise(region: int, stride: int) -> tuple:
    """(shape, height, width): ``region`` moved to the top-left corner, and its size."""
    low = region & -region
    region >>= (low.bit_length() - 1) // stride * stride
    union = region
    span = stride
    length = region.bit_length()
    while span < length:
        union |= union >> span
        span <<= 1
    union &= (1 << stride) - 1
    first = (union & -union).bit_length() - 1
    return region >> first, (length + stride - 1) // stride, union.bit_length() - first


def images(shape: int, height: int, width: int, stride: int, transposed: bool = True) -> list[tuple[int, bool]]:
    """The images of a shape at the corner under the symmetries of the square that fit the
    stride (only its mirror images and half turn unless ``transposed``), as (image,
    transposed) pairs; the shape itself comes first."""
    mirror = mirrored(shape, height, width, stride)
    out = [(shape, False), (rows_reversed(shape, height, stride), False),
           (mirror, False), (rows_reversed(mirror, height, stride), False)]
    if transposed and height < stride:
        flipped = transpose(shape, stride)          # width rows of height squares
        mirror = mirrored(flipped, width, height, stride)
        out += [(flipped, True), (rows_reversed(flipped, width, stride), True),
                (mirror, True), (rows_reversed(mirror, width, stride), True)]
    return out


class ShapeKeys:
    """Signed keys of regions with one stride, remembered per region.

    With ``transpose_negates`` the key is negative when the region is a transposed image of
    its key's shape (Domineering); otherwise keys are never negative (Cram).
    """

    def __init__(self, stride: int, transpose_negates: bool) -> None:
        self.stride = stride
        self.transpose_negates = transpose_negates
        # Region (anywhere) -> signed key. A search may file other boards here, under values
        # that are not ints; ``key`` is only ever asked about regions.
        self.memo: dict[Any, Any] = {}
        # The most rows and columns of the regions asked about so far, which bound those of
        # their parts: a transposed image that exceeds them can never be met.
        self.rows = self.cols = 0
        # Key of a shape that is its own mirror image (either way) -> ``half_starts``.
        self.halves: dict[int, tuple] = {}

    def key(self, region: int) -> int:
        """The signed key of ``region`` (connected or not); its size also bounds the regions
        its moves leave (see ``expect``)."""
        found = self.memo.get(region)
        if found is None:
            _, height, width = normalise(region, self.stride)
            self.expect(height, width)
            found = self.fresh(region)
        return found

    def expect(self, rows: int, cols: int) -> None:
        """Take the transposed images of shapes into account for regions of up to ``rows``
        rows and ``cols`` columns from now on."""
        self.rows = max(self.rows, rows)
        self.cols = max(self.cols, cols)

    def fresh(self, region: int) -> int:
        """``key`` for a region not yet remembered."""
        shape, height, width = normalise(region, self.stride)
        found = self.memo.get(shape)
        if found is None:
            found = self.add_shape(shape, height, width)
        self.memo[region] = found
        return found

    def fresh_two_rows(self, part: int) -> int:
        """``fresh`` for a connected region within the first two rows that has a square in
        the first column (a part of a two-row region, moved left): moving it to the corner
        takes at most a shift up by a row."""
        stride = self.stride
        row = (1 << stride) - 1
        shape = part if part & row else part >> stride
        found = self.memo.get(shape)
        if found is None:
            found = self.add_shape(shape, 1 if shape <= row else 2,
                                   ((shape | shape >> stride) & row).bit_length())
        self.memo[part] = found
        return found

    def add_shape(self, shape: int, height: int, width: int) -> int:
        """The signed key of a shape at the corner, of this height and width, not yet
        remembered; its images are remembered with it."""
        found = images(shape, height, width, self.stride,
                       width <= self.rows and height <= self.cols)
        best, best_turned = min(found)
        signs = {}
        for image, turned in found:
            signs[image] = -best if self.transpose_negates and turned != best_turned else best
        self.memo.update(signs)
        across, down = found[2][0] == shape, found[1][0] == shape
        if across or down:
            # A transposed image swaps the two mirror symmetries, and height with width.
            if best_turned:
                across, down, height, width = down, across, width, height
            self.halves[best] = half_starts(height, width, self.stride, across, down)
        return signs[shape]

    def clear(self) -> None:
        self.memo.clear()
        self.halves.clear()
        self.rows = self.cols = 0


def half_starts(height: int, width: int, stride: int, across: Any, down: Any) -> tuple:
    """Masks of the first squares of the dominoes to keep, (vertical, horizontal), in a shape
    of this size at the corner that is its own mirror image left to right (``across``) or top
    to bottom (``down``). Each mirror maps the shape's dominoes onto its own, and equal shapes
    have equal values, so a domino need only be played on one side of each mirror: its
    first square in the first half of the columns, or rows, it could start in.
    """
    out = []
    for rows, cols in ((height - 1, width), (height, width - 1)):
        row = (1 << ((cols + 1) // 2 if across else cols)) - 1
        mask = 0
        for r in range((rows + 1) // 2 if down else rows):
            mask |= row << (r * stride)
        out.append(mask)
    return tuple(out)
