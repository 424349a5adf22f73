"""Domineering and Cram: placing dominoes on a grid.

Domineering (Winning Ways, pp. 119-122, there also called Crosscram; Lessons in Play, ch. 1):
the players take turns placing dominoes on empty squares of a board; Left places them
vertically (covering two squares of a column), Right horizontally. Cram (Winning Ways, pp. 142,
144, 298, "Cram = Impartial Domineering") lets both players place a domino either way, so every
position is a nimber.

A board is text, rows from top to bottom separated by ``|``, with ``.`` for an empty square and
``#`` for an occupied (or missing) one: ``Domineering("..#|...")``.

Values are found on bitmasks by ``search`` (and, for regions of 20 squares or more that fit
a 64-bit word, ``bulk``): each position is split into its edge-connected regions of empty
squares (a sum, since a domino never spans two regions), and every region is valued once per shape up to translation and the symmetries of
the square. For Domineering the mirror images and the half turn keep the value and the
transposition negates it (it turns Left's dominoes into Right's); for Cram all eight
symmetries keep it.
"""
from __future__ import annotations
from cgt import caches
from cgt.numbers.checks import natural
from cgt.position import Position
from cgt.drawing.boards import DOMINO_BOARD, board_svg
from cgt.resources import check_memory
from cgt.rulesets import grid
from cgt.rulesets.domineering.bulk import BulkDominoSearch
from cgt.rulesets.domineering.search import DominoSearch, dominoes
from cgt.rulesets.domineering.shapes import STRIDES, stride_for
from cgt.rulesets.domineering.word_shapes import word_stride
from cgt.short.arithmetic import add
from cgt.short.deep import run_deep
from cgt.short.named import zero
from collections.abc import Sequence
from typing import Any, ClassVar

__all__ = ["Domineering", "Cram", "size"]

EMPTY, FULL = ".", "#"
# Regions of at least this many squares go to the level-at-a-time search, whose numpy calls
# cost more than they save on smaller ones; strips two squares wide, which have fewer
# regions below them, need one square more.
BULK_SQUARES = 20


class _DominoBoard(Position):
    """A board of empty and occupied squares on which dominoes are placed."""

    __slots__ = ("rows", "cols", "empty")
    _impartial = False
    # Each ruleset (subclass) has its own: stride -> its search of each kind.
    _searches: ClassVar[dict[int, DominoSearch]]
    _bulk_searches: ClassVar[dict[int, BulkDominoSearch]]

    def __init__(self, board: str, *more: Any) -> None:
        if more:
            grid.one_board(type(self), (board, *more), "..#|...")
        rows = grid.parse_rows(board, EMPTY + FULL, type(self).__name__)
        self._set(len(rows), len(rows[0]), grid.mask_of(rows, EMPTY))

    def _set(self, rows, cols, empty):
        self.rows, self.cols, self.empty = rows, cols, empty

    @classmethod
    def _of(cls, rows, cols, empty):
        position = object.__new__(cls)
        position._set(rows, cols, empty)
        return position

    @classmethod
    def rectangle(cls, rows, cols):
        """The empty board with ``rows`` rows and ``cols`` columns (with a side of 0, the board
        with no squares: the game 0)."""
        rows = natural(rows, f"number of rows of a {cls.__name__} rectangle", grid.BoardError)
        cols = natural(cols, f"number of columns of a {cls.__name__} rectangle",
                       grid.BoardError)
        stride = cols + 1
        check_memory(rows * stride // 8, f"a {rows} by {cols} {cls.__name__} board")
        # rows copies of a full row, one every stride bits: the full row times 1 + 2^s + 2^2s...
        repeat = ((1 << (rows * stride)) - 1) // ((1 << stride) - 1)
        return cls._of(rows, cols, ((1 << cols) - 1) * repeat)

    # -- moves -----------------------------------------------------------------------------

    def _vertical(self):
        return dominoes(self.empty, (self.cols + 1,))

    def _horizontal(self):
        return dominoes(self.empty, (1,))

    def _after(self, placed):
        return [self._of(self.rows, self.cols, self.empty ^ d) for d in placed]

    def is_terminal(self):
        m = self.empty
        return not (m & (m >> 1) or m & (m >> (self.cols + 1)))

    # -- the value -------------------------------------------------------------------------

    def components(self):
        """The edge-connected regions of empty squares of two or more squares, each as a
        board of its own bounding box."""
        out = []
        for rows, width in self._regions():
            stride = width + 1
            mask = sum(row << (r * stride) for r, row in enumerate(rows))
            out.append(self._of(len(rows), width, mask))
        return out

    def _regions(self):
        """Each region of two or more squares as (rows, width): its rows at the corner."""
        stride = self.cols + 1
        return [_corner_rows(region, stride) for region in grid.regions(self.empty, stride)
                if region & (region - 1)]

    def _searched(self):
        """Each region as (search, signed key) for the one-at-a-time search of its stride."""
        return [self._searched_region(rows, width) for rows, width in self._regions()]

    def _searched_region(self, rows, width):
        # The way round with fewer bits: floods cross a row in one step but a column in one
        # step per row, so short rows of a long region would be slow.
        height = len(rows)
        longest = STRIDES[-1] - 1  # the longest row a search holds
        if width > longest or height > longest:
            if width > longest and height > longest:
                raise grid.BoardError(
                    f"a region {height} by {width} squares is too large to value: a region is "
                    f"valued when it is at most {longest} squares wide or at most {longest} tall")
            transposed = width > longest
        else:
            transposed = height * stride_for(width) > width * stride_for(height)
        search = self._search(stride_for(height if transposed else width))
        return search, self._key(search, rows, width, transposed)

    def _key(self, search, rows, width, transposed):
        """The signed key in ``search`` of the region with these rows at the corner and this
        width, read the other way round if ``transposed``, which negates a Domineering value
        (Left's dominoes become Right's) and keeps a Cram one."""
        if transposed:
            rows, width = _transposed(rows, width), len(rows)
        stride = search.stride
        key = search.key(sum(row << (r * stride) for r, row in enumerate(rows)))
        return -key if transposed and not self._impartial else key

    @classmethod
    def _search(cls, stride):
        return cls._made(cls._searches, DominoSearch, stride)

    @classmethod
    def _bulk_search(cls, stride):
        return cls._made(cls._bulk_searches, BulkDominoSearch, stride)

    @classmethod
    def _made(cls, searches, kind, stride):
        """The class's search of this kind and stride, made on first use."""
        search = searches.get(stride)
        if search is None:
            left = (stride, 1) if cls._impartial else (stride,)
            right = left if cls._impartial else (1,)
            # Two threads may make one at once; both then use the one kept.
            search = searches.setdefault(stride, kind(stride, not cls._impartial, left, right))
        return search

    def canonical_key(self):
        """The sorted keys of the regions (each up to the symmetries of the ruleset)."""
        return tuple(sorted((search.stride, key) for search, key in self._searched()))

    @property
    def value(self):
        """The canonical value (a ``Game``), found on bitmasks by the search."""
        return run_deep(self._solve)

    def evaluate(self, progress=None):
        """The canonical value, as ``value``; ``progress=True`` shows a bar of the regions
        valued by the level-at-a-time search (or give a function: see ``cgt.progress``)."""
        return run_deep(lambda: self._solve(progress))

    def _solve(self, progress=None):
        total = zero
        with CACHE:
            for rows, width in self._regions():
                total = add(total, self._region_value(rows, width, progress))
        return total

    def _region_value(self, rows, width, progress=None):
        """The value of one region, given as its rows at the corner and its width. Large
        regions whose rows fit a 64-bit word (one way round or the other) are valued by the
        level-at-a-time search, the others one at a time."""
        squares = sum(row.bit_count() for row in rows)
        if squares >= BULK_SQUARES + (min(len(rows), width) <= 2):
            for transposed in (False, True):
                stride = word_stride(width, len(rows)) if transposed \
                    else word_stride(len(rows), width)
                if stride:
                    search = self._bulk_search(stride)
                    return search.value(self._key(search, rows, width, transposed), progress)
        search, key = self._searched_region(rows, width)
        return search.value(key)

    # -- text ------------------------------------------------------------------------------

    @property
    def text(self) -> str:
        """The text form the class reads, rows separated by ``|``: ``"..#|..."``."""
        lines = grid.draw(self.rows, self.cols, lambda bit: EMPTY if self.empty & bit else FULL)
        return "|".join(lines)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"

    def __str__(self) -> str:
        return "\n".join(grid.draw(self.rows, self.cols,
                                   lambda bit: "\u25a1" if self.empty & bit else "\u25a0", " "))

    def to_svg(self) -> str:
        """An SVG picture of the board: empty squares white, occupied ones dark."""
        return board_svg(self.text.split("|"), DOMINO_BOARD,
                         f"{type(self).__name__} {self.text}")

    _repr_svg_ = to_svg

    def __eq__(self, other):
        return (type(other) is type(self) and self.empty == other.empty
                and self.rows == other.rows and self.cols == other.cols)

    def __hash__(self):
        return hash((type(self).__name__, self.rows, self.cols, self.empty))


def _corner_rows(region, stride):
    """The rows of ``region`` (a mask with row stride ``stride``) moved to the corner, and
    their width."""
    low = region & -region
    region >>= (low.bit_length() - 1) // stride * stride
    full = (1 << (stride - 1)) - 1
    rows = []
    union = 0
    while region:
        row = region & full
        rows.append(row)
        union |= row
        region >>= stride
    first = (union & -union).bit_length() - 1
    return [row >> first for row in rows], union.bit_length() - first


def _transposed(rows, width):
    """The rows of the transposed region: column c becomes row c."""
    return [sum(((row >> c) & 1) << r for r, row in enumerate(rows)) for c in range(width)]


class Domineering(_DominoBoard):
    """A Domineering position: Left places vertical dominoes, Right horizontal ones.

    >>> Domineering("..|..").value
    +-1
    >>> Domineering.rectangle(2, 1).value
    1
    """

    __slots__ = ()
    _searches = {}
    _bulk_searches = {}

    def left_options(self) -> Sequence[Any]:
        return self._after(self._vertical())

    def right_options(self) -> Sequence[Any]:
        return self._after(self._horizontal())


class Cram(_DominoBoard):
    """A Cram position: both players place dominoes either way, so its value is a nimber.

    >>> Cram("...|...").value
    *
    """

    __slots__ = ()
    _impartial = True
    _searches = {}
    _bulk_searches = {}

    def left_options(self) -> Sequence[Any]:
        return self._after(self._vertical() + self._horizontal())

    right_options = left_options


def _searches():
    for cls in (Domineering, Cram):
        # Lists, since another thread may be adding a search meanwhile.
        yield from list(cls._searches.values())
        yield from list(cls._bulk_searches.values())


def clear() -> None:
    """Empty the Domineering and Cram tables and shape memos."""
    for search in _searches():
        search.clear()


def size() -> int:
    """The number of regions valued in the Domineering and Cram tables."""
    return sum(len(search.table) for search in _searches())


def _halve() -> None:
    """Keep the newest half of the values of each search, and forget its shape memos."""
    for search in _searches():
        kept = caches.halved(search.table)
        search.clear()
        search.table = kept


CACHE = caches.register("rulesets.domineering", clear, size, entry_bytes=700, shrink=_halve)
