"""Domineering and Cram: placing dominoes on a grid.

Domineering (Winning Ways, pp. 119-122, there also called Crosscram; Lessons in Play, ch. 1):
the players take turns placing dominoes on empty squares of a board; Left places them
vertically (covering two squares of a column), Right horizontally. Cram (Winning Ways, pp. 142,
144, 298, "Cram = Impartial Domineering") lets both players place a domino either way, so every
position is a nimber.

A board is text, rows from top to bottom separated by ``|``, with ``.`` for an empty square and
``#`` for an occupied (or missing) one: ``Domineering("..#|...")``.

Values are found by the engine of ``cgt.rulesets.engine`` on bitmask boards: each position is
split into its edge-connected regions of empty squares (a sum, since a domino never spans two
regions), and every region is looked up by its shape up to translation and the board's
symmetries. For Domineering the mirror images and the half turn keep the value and the
transposition negates it (it turns Left's dominoes into Right's); for Cram all eight
symmetries keep it.
"""
from cgt.rulesets import grid
from cgt.rulesets.engine import Position, TranspositionTable, solve
from cgt.rulesets.shapes import WIDTH_BITS, ShapeKeys, decode, encode, shape_rows
from cgt.short.arithmetic import add, neg
from cgt.short.deep import run_deep
from cgt.short.named import zero

EMPTY, FULL = ".", "#"


class _DominoBoard(Position):
    """A board of empty and occupied squares on which dominoes are placed."""

    __slots__ = ("rows", "cols", "empty")
    _keys = None    # the class's ShapeKeys
    _table = None   # the class's TranspositionTable

    def __init__(self, board):
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
        """The empty board with ``rows`` rows and ``cols`` columns."""
        for n, what in ((rows, "rows"), (cols, "columns")):
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise grid.BoardError(f"a {cls.__name__} rectangle needs a positive number of "
                                      f"{what}, not {n!r}")
        row = (1 << cols) - 1
        stride = cols + 1
        return cls._of(rows, cols, sum(row << (r * stride) for r in range(rows)))

    # -- moves -----------------------------------------------------------------------------

    def _vertical(self):
        stride = self.cols + 1
        m = self.empty
        return _placements(m & (m >> stride), stride)

    def _horizontal(self):
        m = self.empty
        return _placements(m & (m >> 1), 1)

    def _after(self, dominoes):
        return [self._of(self.rows, self.cols, self.empty ^ d) for d in dominoes]

    def is_terminal(self):
        m = self.empty
        return not (m & (m >> 1) or m & (m >> (self.cols + 1)))

    # -- the value -------------------------------------------------------------------------

    def components(self):
        """The edge-connected regions of empty squares of two or more squares, each as a
        board of its own bounding box."""
        out = []
        stride = self.cols + 1
        for region in grid.regions(self.empty, stride):
            if region & (region - 1):
                rows, cols, mask = _boxed(region, stride)
                out.append(self._of(rows, cols, mask))
        return out

    def _region_keys(self):
        stride = self.cols + 1
        keys = self._keys
        return [keys.key(region, stride) for region in grid.regions(self.empty, stride)
                if region & (region - 1)]

    def canonical_key(self):
        """The sorted keys of the regions (each up to the symmetries of the ruleset)."""
        return tuple(sorted(self._region_keys()))

    @property
    def value(self):
        """The canonical value (a ``Game``), found on bitmasks by the engine."""
        return run_deep(self._solve)

    def _solve(self):
        total = zero
        for key, negated in self._region_keys():
            v = solve(key, key, self._expand, self._table)
            total = add(total, neg(v) if negated else v)
        return total

    # -- text ------------------------------------------------------------------------------

    def __str__(self):
        lines = grid.draw(self.rows, self.cols, lambda bit: EMPTY if self.empty & bit else FULL)
        return "|".join(lines)

    def __repr__(self):
        picture = grid.draw(self.rows, self.cols,
                            lambda bit: "\u25a1" if self.empty & bit else "\u25a0", " ")
        return f"{type(self).__name__}({str(self)!r}):\n  " + "\n  ".join(picture)

    def __eq__(self, other):
        return (type(other) is type(self) and self.empty == other.empty
                and self.rows == other.rows and self.cols == other.cols)

    def __hash__(self):
        return hash((type(self).__name__, self.rows, self.cols, self.empty))


def _placements(starts, step):
    """The dominoes whose first squares are the bits of ``starts`` and second ``step`` on."""
    out = []
    while starts:
        low = starts & -starts
        out.append(low | low << step)
        starts ^= low
    return out


def _boxed(region, stride):
    """(rows, cols, mask) of ``region`` moved into its bounding box."""
    rows, width = shape_rows(region, stride)
    mask, _ = decode(encode(rows, width))
    return len(rows), width, mask


def _options(region, stride, dominoes, keys):
    """The engine components left by placing each of ``dominoes`` in ``region``.

    The boards are flooded all at once: each sits in its own lane of one big int, a lane being
    the board plus an empty guard row, so the shifts that grow a flood never carry it from one
    board into the next. Each round floods every unfinished board from its lowest empty square
    and takes that region off; boards with squares left go round again.
    """
    lane = ((region.bit_length() + stride - 1) // stride + 1) * stride
    full = (1 << lane) - 1
    placed = keys._placed
    out = [[] for _ in dominoes]
    todo = [(i, region ^ d) for i, d in enumerate(dominoes)]
    while todo:
        packed = seeds = 0
        for _, board in reversed(todo):
            packed = packed << lane | board
            seeds = seeds << lane | (board & -board)
        flooded = grid.flood(seeds, packed, stride)
        rest = []
        for i, board in todo:
            part = flooded & full
            flooded >>= lane
            if part & (part - 1):
                found = placed.get(part << WIDTH_BITS | stride)
                key, negated = found if found is not None else keys.key(part, stride)
                out[i].append((key, negated, key))
            if board != part:
                rest.append((i, board ^ part))
        todo = rest
    return out


class Domineering(_DominoBoard):
    """A Domineering position: Left places vertical dominoes, Right horizontal ones.

    >>> Domineering("..|..").value
    +-1
    >>> Domineering.rectangle(2, 1).value
    1
    """

    __slots__ = ()
    _keys = ShapeKeys(transpose_negates=True)
    _table = TranspositionTable(max_entries=4_000_000)

    def left_options(self):
        return self._after(self._vertical())

    def right_options(self):
        return self._after(self._horizontal())

    @classmethod
    def _expand(cls, key, table):
        board, width = decode(key)
        stride = width + 1
        vertical = _placements(board & (board >> stride), stride)
        horizontal = _placements(board & (board >> 1), 1)
        parts = _options(board, stride, vertical + horizontal, cls._keys)
        return parts[:len(vertical)], parts[len(vertical):]


class Cram(_DominoBoard):
    """A Cram position: both players place dominoes either way, so its value is a nimber.

    >>> Cram("...|...").value
    *
    """

    __slots__ = ()
    _keys = ShapeKeys(transpose_negates=False)
    _table = TranspositionTable(max_entries=4_000_000)

    def left_options(self):
        return self._after(self._vertical() + self._horizontal())

    right_options = left_options

    @classmethod
    def _expand(cls, key, table):
        board, width = decode(key)
        stride = width + 1
        dominoes = (_placements(board & (board >> stride), stride)
                    + _placements(board & (board >> 1), 1))
        options = _options(board, stride, dominoes, cls._keys)
        return options, options


def clear():
    """Empty the Domineering and Cram tables and shape memos."""
    for cls in (Domineering, Cram):
        cls._table.clear()
        cls._keys.clear()
