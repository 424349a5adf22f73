"""The geometry of a Dots-and-Boxes board: dots, lines (edges), boxes and their names.

An R x C box board has (R+1) x (C+1) dots and E = (R+1)*C + R*(C+1) lines. The numbering is
fixed:

* the horizontal line h(r, c) joins dots (r, c) and (r, c+1) and has index r*C + c;
* the vertical line v(r, c) joins dots (r, c) and (r+1, c) and has index (R+1)*C + r*(C+1) + c;
* box (r, c) is bounded by h(r, c), h(r+1, c), v(r, c) and v(r, c+1).

A set of drawn lines is an integer bitmask, bit e for line e.

Lines are named by their two end dots. Dot (r, c) has the coordinate name ``r,c``, so the line
from (0, 0) to (0, 1) is ``0,0-0,1``. On a board with at most 26 dots the dots are also lettered
A, B, C, ... row by row, as on the 16-dot board of Sam Loyd's puzzle (Michon, *Numericana*,
"The Boxer's Puzzle"): the top row is A B C D, then E F G H, I J K L,
M N O P, and the line joining G and H is ``GH`` (or ``HG``). Both spellings are accepted.
"""
from __future__ import annotations
import functools
import re

from cgt import caches
from cgt.errors import CGTValueError, ParseError
from cgt.numbers.checks import positive
from cgt.resources import check_memory
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = ["DotsAndBoxesError", "box_grid"]

# The geometry's memory per line: its dots, boxes and images under the symmetries.
BYTES_PER_LINE = 400
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_COORDINATE = r"\(?\s*(\d+)\s*,\s*(\d+)\s*\)?"
_COORDINATE_LINE = re.compile(_COORDINATE + r"\s*-\s*" + _COORDINATE)
_LETTER_LINE = re.compile(r"[A-Za-z]{2}(?![A-Za-z])")
_SEPARATOR = re.compile(r"\s*(?:,\s*)?")


def _skip_separator(text: str, pos: int) -> int:
    """The index after the spaces and comma (if any) at ``pos`` in ``text``."""
    found = _SEPARATOR.match(text, pos)
    return found.end() if found else pos


class DotsAndBoxesError(CGTValueError):
    """A Dots-and-Boxes request that cannot be met: a bad board, line or position."""


def box_grid(rows: int, cols: int) -> BoxGrid:
    """The (shared, immutable) geometry of a ``rows`` x ``cols`` box board."""
    return _box_grid(positive(rows, "number of rows of boxes", DotsAndBoxesError),
                     positive(cols, "number of columns of boxes", DotsAndBoxesError))


@functools.lru_cache(maxsize=64)
def _box_grid(rows, cols):
    return BoxGrid(rows, cols)


caches.register("rulesets.dots_and_boxes_grids", _box_grid.cache_clear,
                lambda: _box_grid.cache_info().currsize)


class BoxGrid:
    """Dots, lines and boxes of an R x C box board, with the numbering of the module docstring.

    Use :func:`box_grid` to get one; the attributes are plain tuples and must not be changed.

    * ``edge_dots[e]``: the two end dots of line e, as (row, column) pairs;
    * ``box_edges[b]``: the four lines of box b = r*C + c (top, bottom, left, right), and
      ``box_masks[b]`` the same as a bitmask;
    * ``edge_boxes[e]``: the one or two boxes that line e borders;
    * ``symmetries``: the board's symmetries as permutations of the lines (``perm[e]`` is the
      image of line e), the identity first: the two reflections and the half turn, and on a
      square board also the quarter turns and the diagonal reflections.
    """

    __slots__ = ("rows", "cols", "num_edges", "num_boxes", "num_dots", "lettered",
                 "edge_dots", "box_edges", "box_masks", "edge_boxes", "full_mask", "symmetries")

    def __init__(self, rows: int, cols: int) -> None:
        rows = positive(rows, "number of rows of boxes", DotsAndBoxesError)
        cols = positive(cols, "number of columns of boxes", DotsAndBoxesError)
        self.rows, self.cols = rows, cols
        self.num_edges = (rows + 1) * cols + rows * (cols + 1)
        check_memory(BYTES_PER_LINE * self.num_edges, f"a {rows} by {cols} Dots-and-Boxes board")
        self.num_boxes = rows * cols
        self.num_dots = (rows + 1) * (cols + 1)
        self.lettered = self.num_dots <= len(_LETTERS)
        self.full_mask = (1 << self.num_edges) - 1
        ends = [((r, c), (r, c + 1)) for r in range(rows + 1) for c in range(cols)]
        ends += [((r, c), (r + 1, c)) for r in range(rows) for c in range(cols + 1)]
        self.edge_dots = tuple(ends)
        self.box_edges = tuple(
            (self.h(r, c), self.h(r + 1, c), self.v(r, c), self.v(r, c + 1))
            for r in range(rows) for c in range(cols))
        self.box_masks = tuple(sum(1 << e for e in edges) for edges in self.box_edges)
        boxes: list[list[int]] = [[] for _ in range(self.num_edges)]
        for b, edges in enumerate(self.box_edges):
            for e in edges:
                boxes[e].append(b)
        self.edge_boxes = tuple(tuple(bs) for bs in boxes)
        self.symmetries = self._symmetries()

    def h(self, r: int, c: int) -> int:
        """Index of the horizontal line from dot (r, c) to dot (r, c+1)."""
        return r * self.cols + c

    def v(self, r: int, c: int) -> int:
        """Index of the vertical line from dot (r, c) to dot (r+1, c)."""
        return (self.rows + 1) * self.cols + r * (self.cols + 1) + c

    def dot_name(self, dot: tuple[int, int]) -> str:
        """``"G"`` on a lettered board, else ``"r,c"``."""
        r, c = dot
        return _LETTERS[r * (self.cols + 1) + c] if self.lettered else f"{r},{c}"

    def line_name(self, e: int) -> str:
        """The name of line ``e``: its end dots, upper-left one first (``"GH"``, ``"0,4-0,5"``)."""
        a, b = self.edge_dots[e]
        return self.dot_name(a) + ("" if self.lettered else "-") + self.dot_name(b)

    def box_name(self, b: int) -> str:
        """A box is named by its four corner dots (``"CDGH"``) or its (row, column) ``"(r,c)"``."""
        r, c = divmod(b, self.cols)
        if not self.lettered:
            return f"({r},{c})"
        return "".join(self.dot_name(d) for d in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)))

    def line_between(self, a: tuple[int, int], b: tuple[int, int], text: str | None = None) -> int:
        """Index of the line joining dots ``a`` and ``b`` (pairs (row, column), in either order)."""
        shown = text if text is not None else f"{a}-{b}"
        for r, c in (a, b):
            if not (0 <= r <= self.rows and 0 <= c <= self.cols):
                raise DotsAndBoxesError(
                    f"line {shown}: dot ({r},{c}) is off the {self.rows}x{self.cols}-box board")
        (r1, c1), (r2, c2) = sorted((a, b))
        if r1 == r2 and c2 == c1 + 1:
            return self.h(r1, c1)
        if c1 == c2 and r2 == r1 + 1:
            return self.v(r1, c1)
        raise DotsAndBoxesError(f"line {shown} does not join two neighbouring dots")

    def line_index(self, line: int | str) -> int:
        """Index of a line given by index, by letters (``"GH"``) or by coordinates (``"1,2-1,3"``)."""
        if isinstance(line, int) and not isinstance(line, bool):
            if not 0 <= line < self.num_edges:
                raise DotsAndBoxesError(f"line index {line} is not in range(0, {self.num_edges})")
            return line
        if not isinstance(line, str):
            raise DotsAndBoxesError(f"a line is a name such as 'GH' or '0,0-0,1', or an index; got {line!r}")
        indices = self.line_indices(line)
        if len(indices) != 1:
            raise ParseError(f"expected one line name, found {len(indices)}", line, 0)
        return indices[0]

    def lines_mask(self, lines: str | Iterable[int | str]) -> int:
        """The bitmask of ``lines``: an iterable of names or indices, or one string of names
        separated by spaces or commas (``"AB BC CD"``, ``"0,0-0,1, 0,1-0,2"``)."""
        indices = self.line_indices(lines) if isinstance(lines, str) else [self.line_index(x) for x in lines]
        mask = 0
        for e in indices:
            if mask >> e & 1:
                raise DotsAndBoxesError(f"line {self.line_name(e)} is listed twice")
            mask |= 1 << e
        return mask

    def line_indices(self, text: str) -> list[int]:
        """Line indices in a string of line names separated by spaces or commas; a ParseError
        points at the first column that is not part of a name."""
        indices, pos = [], _skip_separator(text, 0)
        while pos < len(text):
            m = _COORDINATE_LINE.match(text, pos)
            if m:
                r1, c1, r2, c2 = map(int, m.groups())
                indices.append(self.line_between((r1, c1), (r2, c2), m.group(0)))
            elif self.lettered and (m := _LETTER_LINE.match(text, pos)):
                a, b = (self._lettered_dot(ch, text, pos + i) for i, ch in enumerate(m.group(0)))
                indices.append(self.line_between(a, b, m.group(0)))
            else:
                expected = "two dot letters or " if self.lettered else ""
                raise ParseError(f"expected a line name ({expected}'r,c-r,c')", text, pos)
            pos = _skip_separator(text, m.end())
        return indices

    def _lettered_dot(self, ch, text, column):
        k = _LETTERS.index(ch.upper())
        if k >= self.num_dots:
            raise ParseError(f"the {self.rows}x{self.cols}-box board has no dot {ch.upper()}",
                             text, column)
        return divmod(k, self.cols + 1)

    def _symmetries(self):
        rows, cols = self.rows, self.cols
        maps = [lambda r, c: (r, c), lambda r, c: (rows - r, c),
                lambda r, c: (r, cols - c), lambda r, c: (rows - r, cols - c)]
        if rows == cols:
            maps += [lambda r, c: (c, r), lambda r, c: (cols - c, r),
                     lambda r, c: (c, rows - r), lambda r, c: (cols - c, rows - r)]
        return tuple(tuple(self.line_between(f(*a), f(*b)) for a, b in self.edge_dots)
                     for f in maps)

    def permute(self, mask: int, perm: Sequence[int]) -> int:
        """The image of the line set ``mask`` under the line permutation ``perm``."""
        image = 0
        for e, target in enumerate(perm):
            image |= (mask >> e & 1) << target
        return image

    def completed_by(self, mask: int, e: int) -> list:
        """The boxes (none, one or two) that drawing the undrawn line ``e`` completes when the
        lines ``mask`` are drawn."""
        after = mask | 1 << e
        return [b for b in self.edge_boxes[e] if after & self.box_masks[b] == self.box_masks[b]]
