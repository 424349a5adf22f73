"""The level-at-a-time Domineering and Cram search against the one-at-a-time search, and its
word-wide shape keys against the int-wide ones."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from cgt.rulesets import Cram, Domineering, grid
from cgt.rulesets.domineering.bulk import BulkDominoSearch
from cgt.rulesets.domineering.search import DominoSearch
from cgt.rulesets.domineering.shapes import ShapeKeys, images, normalise
from cgt.rulesets.domineering.word_shapes import U64, WordKeys, flood, word_stride


@st.composite
def regions(draw, stride, max_rows):
    """A connected region somewhere in a word of the given stride."""
    height = draw(st.integers(1, max_rows))
    width = draw(st.integers(1, stride - 1))
    cells = draw(st.sets(st.tuples(st.integers(0, height - 1), st.integers(0, width - 1)),
                         min_size=1))
    mask = sum(1 << (r * stride + c) for r, c in cells)
    return grid.flood(mask & -mask, mask, stride)


@settings(max_examples=300)
@given(regions(8, 8))
def test_keys_match_the_int_keys_with_all_eight_symmetries(region):
    key = int(WordKeys(8, True).keys(np.array([region], dtype=U64))[0])
    keys = ShapeKeys(8, True)
    keys.expect(8, 8)
    expected = keys.key(region)
    assert abs(key) == abs(expected)
    orbit = images(*normalise(region, 8), 8)
    if not any(a == b and ta != tb for a, ta in orbit for b, tb in orbit):
        assert key == expected
    assert int(WordKeys(8, False).keys(np.array([region], dtype=U64))[0]) == abs(expected)


@settings(max_examples=300)
@given(st.sampled_from([16, 32]).flatmap(lambda s: st.tuples(st.just(s), regions(s, 64 // s))))
def test_wide_keys_are_the_least_image_without_transposing(case):
    stride, region = case
    shape, height, width = normalise(region, stride)
    plain = [image for image, turned in images(shape, height, width, stride) if not turned]
    keys = WordKeys(stride, True).keys(np.array(plain, dtype=U64))
    assert keys.tolist() == [min(plain)] * len(plain)


@settings(max_examples=200)
@given(st.lists(st.integers(0, (1 << 63) - 1), min_size=1, max_size=20))
def test_flood_matches_the_int_flood(masks):
    guards = sum(1 << (8 * r + 7) for r in range(8))
    masks = [m & ~guards for m in masks if m & ~guards]
    if not masks:
        return
    words = np.array(masks, dtype=U64)
    seeds = words & (~words + U64(1))
    assert flood(seeds, words, 8).tolist() == [grid.flood(m & -m, m, 8) for m in masks]


def test_word_stride():
    assert word_stride(8, 7) == 8 and word_stride(9, 7) is None
    assert word_stride(2, 12) == 16 and word_stride(5, 12) is None
    assert word_stride(2, 31) == 32 and word_stride(1, 40) is None


def boards(rows, cols):
    return st.lists(st.sampled_from("...#"), min_size=rows * cols, max_size=rows * cols).map(
        lambda cells: "|".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows)))


def both_searches(cls, text):
    """(the bulk search's value, the one-at-a-time search's) for each region of the board."""
    board = cls(text)
    impartial = cls is Cram
    out = []
    for rows, width in board._regions():
        stride = word_stride(len(rows), width)
        steps = ((stride, 1), (stride, 1)) if impartial else ((stride,), (1,))
        bulk = BulkDominoSearch(stride, not impartial, *steps, max_entries=10_000)
        mask = sum(row << (r * stride) for r, row in enumerate(rows))
        one = DominoSearch(stride, not impartial, *steps, max_entries=10_000)
        out.append((bulk.value(bulk.key(mask)), one.value(one.keys.key(mask))))
    return out


@pytest.mark.parametrize("cls", [Domineering, Cram])
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_bulk_search_agrees_with_one_at_a_time(cls, data):
    # Boards of 8-bit rows (with the transposing symmetries), of 16-bit rows, and of eight
    # rows, which fill the word.
    rows, cols = data.draw(st.sampled_from([(4, 5), (3, 6), (2, 11), (8, 2)]))
    for bulk, one in both_searches(cls, data.draw(boards(rows, cols))):
        assert bulk == one


def test_large_rectangles_take_the_bulk_search():
    assert Domineering.rectangle(3, 7).value == -Domineering.rectangle(7, 3).value
    assert any(search.table for search in Domineering._bulk_searches.values())


def test_a_bounded_table_keeps_the_newest_half_of_its_bound_and_stays_right():
    bulk = BulkDominoSearch(8, True, (8,), (1,), max_entries=100)
    rectangle = sum(0b11111 << (8 * r) for r in range(4))
    assert bulk.value(bulk.key(rectangle)) == Domineering.rectangle(4, 5).value
    assert len(bulk.table) == 100 // 2      # of 4 x 5's 2303 regions
    assert bulk.key(rectangle) in bulk.table
    assert bulk.value(bulk.key(rectangle >> 8)) == Domineering.rectangle(3, 5).value
