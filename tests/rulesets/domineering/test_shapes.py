"""Shapes on fixed-stride bitmasks: the byte-level symmetries against square-by-square ones."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt.rulesets import Domineering
from cgt.rulesets.grid import BoardError

from cgt.rulesets.domineering.search import dominoes
from cgt.rulesets.domineering.shapes import (STRIDES, ShapeKeys, images, mirrored, normalise, rows_reversed,
                                 stride_for, transpose)


def mask_of(squares, stride):
    return sum(1 << (r * stride + c) for r, c in squares)


def squares_of(mask, stride):
    return {divmod(i, stride) for i in range(mask.bit_length()) if mask >> i & 1}


@st.composite
def shapes(draw, stride=None):
    """A non-empty set of squares at the corner: (stride, squares, height, width)."""
    stride = stride or draw(st.sampled_from(STRIDES[:2]))
    height = draw(st.integers(1, min(stride, 10)))
    width = draw(st.integers(1, min(stride - 1, 10)))
    cells = draw(st.sets(st.tuples(st.integers(0, height - 1), st.integers(0, width - 1)),
                         min_size=1))
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    cells = {(r - top, c - left) for r, c in cells}
    return (stride, cells, max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1)


@settings(max_examples=200)
@given(shapes())
def test_symmetries_move_each_square(shape):
    stride, cells, height, width = shape
    m = mask_of(cells, stride)
    assert rows_reversed(m, height, stride) == mask_of(
        {(height - 1 - r, c) for r, c in cells}, stride)
    assert mirrored(m, height, width, stride) == mask_of(
        {(r, width - 1 - c) for r, c in cells}, stride)
    if height <= stride:
        assert transpose(m, stride) == mask_of({(c, r) for r, c in cells}, stride)


@settings(max_examples=200)
@given(shapes(), st.integers(0, 3), st.integers(0, 3))
def test_normalise_finds_the_corner(shape, down, right):
    stride, cells, height, width = shape
    right = min(right, stride - 1 - width)
    moved = mask_of({(r + down, c + right) for r, c in cells}, stride)
    assert normalise(moved, stride) == (mask_of(cells, stride), height, width)


@settings(max_examples=200)
@given(shapes())
def test_images_are_the_symmetries_of_the_square(shape):
    stride, cells, height, width = shape
    found = dict(images(mask_of(cells, stride), height, width, stride))
    expected = {}
    for flip_rows in (False, True):
        for flip_cols in (False, True):
            plain = {(height - 1 - r if flip_rows else r, width - 1 - c if flip_cols else c)
                     for r, c in cells}
            expected[mask_of(plain, stride)] = False
            if height < stride:
                expected[mask_of({(c, r) for r, c in plain}, stride)] = True
    assert set(found) == set(expected)
    # A shape symmetric under a transposition may appear both ways; otherwise the flag agrees.
    for image, turned in found.items():
        assert turned == expected[image] or mask_of(cells, stride) in found


@settings(max_examples=200)
@given(shapes(stride=8), st.integers(0, 7))
def test_keys_are_shared_by_symmetric_images(shape, which):
    stride, cells, height, width = shape
    region = mask_of(cells, stride)
    orbit = images(region, height, width, stride)
    image, turned = orbit[which % len(orbit)]
    keys = [ShapeKeys(stride, transpose_negates) for transpose_negates in (True, True, False)]
    for k in keys:
        k.expect(stride, stride)
    key, other, unsigned = keys[0].key(region), keys[1].key(image), keys[2].key(image)
    assert abs(other) == abs(key)
    # A shape equal to one of its own transpositions has a value equal to its negative, so
    # either sign is right for it; otherwise a transposed image has the opposite sign.
    self_transposed = any(a == b and ta != tb for a, ta in orbit for b, tb in orbit)
    if not self_transposed:
        assert other == (-key if turned else key)
    assert unsigned == abs(key)


@settings(max_examples=200)
@given(shapes(stride=8))
def test_keys_leave_out_transpositions_that_cannot_be_met(shape):
    stride, cells, height, width = shape
    region = mask_of(cells, stride)
    orbit = images(region, height, width, stride)
    key = ShapeKeys(stride, transpose_negates=True).key(region)
    if height != width:
        assert key == min(image for image, turned in orbit if not turned)


@settings(max_examples=300)
@given(shapes(stride=8))
def test_dominoes_kept_on_a_mirror_symmetric_shape_leave_every_child(shape):
    stride, cells, height, width = shape
    keys = ShapeKeys(stride, transpose_negates=True)
    keys.expect(stride, stride)
    key = abs(keys.key(mask_of(cells, stride)))
    half = keys.halves.get(key)
    # images: the shape, its rows reversed, its mirror image, ...
    mirrors = images(*normalise(key, stride), stride)[1:3]
    assert (half is not None) == any(image == key for image, _ in mirrors)
    if half is None:
        return
    for step, kept in ((stride, half[0]), (1, half[1])):
        every = {keys.key(key ^ d) for d in dominoes(key, [step]) if key ^ d}
        fewer = {keys.key(key ^ d) for d in dominoes(key, [step]) if key ^ d and d & kept}
        assert every == fewer


def test_stride_for():
    assert [stride_for(w) for w in (1, 7, 8, 15, 16, 63)] == [8, 8, 16, 16, 32, 64]
    with pytest.raises(BoardError, match="too large"):
        Domineering.rectangle(64, 64).value
