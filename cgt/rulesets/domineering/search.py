"""The search that values regions of Domineering and Cram boards one at a time.

Positions are regions in the fixed-stride encoding of ``shapes``, each valued once per key
(its shape up to the symmetries of the square). A position's value is ``{G^L | G^R}`` over
the values of its options (Conway, *ONAG*, ch. 7), and an option, a region less one domino,
is the sum of its edge-connected parts (a domino never spans two parts). The regions are
walked by ``cgt.walk.post_order``, so no region is too large for Python's recursion limit.
"""
from __future__ import annotations
from cgt.rulesets import grid
from cgt.rulesets.domineering.shapes import ShapeKeys
from cgt.rulesets.option_values import option_values, unvalued
from cgt.short.arithmetic import neg
from cgt.short.canonical import canonical
from cgt.walk import paused_gc, post_order, trimmed
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, Any

__all__ = ["dominoes"]

if TYPE_CHECKING:
    from cgt.short.game import Game


class DominoSearch:
    """Values of the regions of one stride, for one ruleset.

    ``left_steps`` and ``right_steps`` give each player's dominoes by the distance between
    their two squares: 1 for a horizontal domino, the stride for a vertical one. Values are
    kept per key; when a search leaves more than ``max_entries`` of them (if given), only the
    newest half of that bound is kept (which costs time only).

    Threads may search at once. The tables are only ever added to: trimming or clearing puts
    new ones in their place, and a search works with the tables it began with to the end.
    """

    def __init__(self, stride: int, transpose_negates: bool, left_steps: Any, right_steps: Any, max_entries: Any = None) -> None:
        self.keys = ShapeKeys(stride, transpose_negates)
        self.stride = stride
        self.left_steps = left_steps
        self.right_steps = right_steps
        self.max_entries = max_entries
        self.table: dict[int, Game] = {}  # key -> value of the shape
        # tuple of signed keys -> the sum of their values
        self.sums: dict[tuple[int, ...], Game] = {}

    def key(self, region: int) -> int:
        """The signed key of a region (an int in the layout of ``shapes``)."""
        return self.keys.key(region)

    def value(self, signed_key: int) -> Game:
        """The value of the region with this signed key."""
        key = abs(signed_key)
        table, sums = self.table, self.sums
        found = table.get(key)
        if found is None:
            with paused_gc():
                found = post_order(key, partial(self._expand, table, sums),
                                   partial(self._finish, table, sums), table)
            kept = trimmed(table, self.max_entries) if self.max_entries else None
            if kept is not None:
                self.table, self.sums = kept, {}
        return neg(found) if signed_key < 0 else found

    def clear(self) -> None:
        self.table, self.sums = {}, {}
        self.keys.clear()

    def _expand(self, table, sums, region):
        """The keys of the parts of the options of ``region`` that are still to be valued,
        and the options; or no keys and the value itself, when every part has its value
        (as most regions find, since shapes recur)."""
        options = self._options(region)
        try:
            return (), canonical(option_values(options[0], 1, table, sums),
                                 option_values(options[1], -1, table, sums))
        except KeyError:
            return unvalued(options, table), options

    def _finish(self, table, sums, region, options):
        """The value of ``region``, once every part of its options has its value."""
        if options.__class__ is not tuple:
            return options
        return canonical(option_values(options[0], 1, table, sums),
                         option_values(options[1], -1, table, sums))

    def _options(self, region):
        """Left's and Right's options of ``region``.

        An option is a signed key (one part), a sorted tuple of signed keys (several parts) or
        the empty tuple (no part left with a move)."""
        left_steps = self.left_steps
        impartial = self.right_steps is left_steps
        # The memo of the keys gives the signed key of a board that is one region; boards of
        # any other kind are filed there too, under their options, so one lookup serves all.
        memo = self.keys.memo
        half = self.keys.halves.get(region)
        out = []
        split = []
        count = 0
        for n, step in enumerate(left_steps if impartial else left_steps + self.right_steps):
            if n == len(left_steps):
                count = len(out)
            starts = region & (region >> step)
            if half is not None:
                starts &= half[step == 1]
            if step == self.stride and not region >> 2 * step:
                self._cut_columns(region, starts, out)
                continue
            while starts:
                low = starts & -starts
                starts ^= low
                child = region ^ low ^ (low << step)
                found = memo.get(child)
                if found is None:
                    split.append((len(out), child))
                out.append(found)
        if split:
            self._split(region, split, out)
        if impartial:
            return out, out
        return out[:count], out[count:]

    def _split(self, region, boards, out):
        """Fill ``out[i]`` for each (i, board) with the option the board is: the signed key of
        its one part, or the sorted tuple of those of its parts."""
        if region >> 2 * self.stride == 0:
            self._split_two_rows(boards, out)
        # Packing pays for its big ints only with enough boards to share them.
        elif len(boards) > 6:
            self._split_packed(region, boards, out)
        else:
            self._split_each(boards, out)

    def _split_packed(self, region, boards, out):
        """``_split`` with the boards flooded all at once: each sits in its own lane of one big
        int, a lane being the region's rows and an empty guard row, so the shifts that grow a
        flood never carry it from one board into the next. Each round floods every unfinished
        board from its lowest square and takes that part off; boards with squares left go
        round again.
        """
        stride = self.stride
        keys = self.keys
        memo = keys.memo
        fresh = keys.fresh
        lane = ((region.bit_length() + stride - 1) // stride + 1) * stride
        full = (1 << lane) - 1
        pieces = {}     # i -> the keys of the parts found so far, for boards of several parts
        while boards:
            packed = seeds = 0
            for _, board in reversed(boards):
                packed = packed << lane | board
                seeds = seeds << lane | (board & -board)
            flooded = grid.flood(seeds, packed, stride)
            rest = []
            for i, board in boards:
                part = flooded & full
                flooded >>= lane
                found = pieces.get(i)
                if found is None:
                    if part == board:
                        # The whole board is one region (most boards are), or a square.
                        if part & (part - 1):
                            out[i] = fresh(part)
                        else:
                            out[i] = memo[board] = ()
                        continue
                    found = pieces[i] = [board]
                if part & (part - 1):
                    key = memo.get(part)
                    found.append(key if key is not None else fresh(part))
                if board != part:
                    rest.append((i, board ^ part))
            boards = rest
        for i, found in pieces.items():
            keys = found[1:]
            out[i] = memo[found[0]] = keys[0] if len(keys) == 1 else tuple(sorted(keys))

    def _cut_columns(self, region, starts, out):
        """Append to ``out`` the option left by a vertical domino on each column of ``starts``
        in a connected region of two rows: the columns on either side of it, each a part
        (every two neighbouring columns of the region are joined, or it would not be
        connected)."""
        memo = self.keys.memo
        fresh = self.keys.fresh_two_rows
        both_rows = 1 | 1 << self.stride
        while starts:
            low = starts & -starts
            starts ^= low
            found = []
            for part in (region & (low - 1) * both_rows,
                         (region & ~(((low << 1) - 1) * both_rows)) >> low.bit_length()):
                if part & (part - 1):
                    found.append(memo.get(part) or fresh(part))
            if len(found) == 2:
                out.append(tuple(sorted(found)))
            else:
                out.append(found[0] if found else ())

    def _split_two_rows(self, boards, out):
        """``_split`` for boards of at most two rows, whose parts are runs of columns: two
        neighbouring columns are joined when either row has both their squares, and the one
        or two squares of a column are joined to each other. Each part is moved to the corner
        here, which is quick for two rows, and looked up by its shape."""
        stride = self.stride
        memo = self.keys.memo
        fresh = self.keys.fresh_two_rows
        row = (1 << stride) - 1
        both_rows = 1 | 1 << stride     # times a mask of columns: those columns in both rows
        for i, board in boards:
            top = board & row
            bottom = board >> stride
            columns = top | bottom
            # The last column of each part: its right-hand neighbour is not joined to it.
            ends = columns & ~((top & top >> 1) | (bottom & bottom >> 1))
            found = []
            while ends:
                end = ends & -ends
                ends ^= end
                start = columns & -columns
                span = (end << 1) - start
                columns ^= span
                part = (board & span * both_rows) >> (start.bit_length() - 1)
                if part & (part - 1):
                    found.append(memo.get(part) or fresh(part))
            if len(found) == 1:
                option = found[0]
            elif found:
                option = tuple(sorted(found))
            else:
                option = ()
            out[i] = memo[board] = option

    def _split_each(self, boards, out):
        """``_split`` with one board at a time, flooded from its lowest square until no square
        is left; squares alone are no parts (no domino fits them)."""
        stride = self.stride
        keys = self.keys
        memo = keys.memo
        fresh = keys.fresh
        for i, board in boards:
            rest = board
            found = []
            while rest:
                part = low = rest & -rest
                # grid.flood, inlined: this is the innermost loop of the search.
                while True:
                    grown = (part | part >> 1 | part << stride | part >> stride) & rest
                    grown |= ((rest + grown) ^ rest) & rest
                    if grown == part:
                        break
                    part = grown
                rest ^= part
                if part != low:
                    found.append(part)
            if len(found) == 1:
                part = found[0]
                if part == board:
                    out[i] = fresh(part)
                    continue
                option = memo.get(part) or fresh(part)
            elif found:
                option = tuple(sorted([memo.get(part) or fresh(part) for part in found]))
            else:
                option = ()
            out[i] = memo[board] = option


def dominoes(region: int, steps: Iterable[int]) -> list:
    """The dominoes that fit in ``region``, two squares ``step`` apart for each step."""
    out = []
    for step in steps:
        starts = region & (region >> step)
        while starts:
            low = starts & -starts
            out.append(low | low << step)
            starts ^= low
    return out
