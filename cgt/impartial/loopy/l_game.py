"""De Bono's L-game, a loopy impartial game on a 4×4 board.

*Winning Ways* vol. 2, ch. 12, "De Bono's L-Game" (E. de Bono, *The Five-Day Course in
Thinking*). Each player has an L-shaped piece of four cells, which may be turned over, and
there are two neutral 1×1 pieces. A move lifts the mover's L and puts it back in another
position, then may move one neutral piece to an empty cell. A player who cannot move his L
loses. Since either player's move has the same form, a position is read from the side of the
player to move: his L, the other L, and the neutral pieces; after a move the two L's swap
roles, which makes the game impartial.

Up to the 8 symmetries of the board there are 82 placements of the two L's and 28 of the
neutral pieces for each, 2296 positions; 29 are P, 1006 N and 1261 O (the chapter, after
Gijlswijk, Kindervater, van Tubergen and Wiegierink).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from cgt.errors import CGTTypeError, CGTValueError
from cgt.impartial.loopy.graph import MoveGraph
from cgt.numbers.checks import items, shown
from cgt.position import Position

__all__ = ["l_game_graph", "LGame"]

_SIZE = 4
_CELLS = _SIZE * _SIZE
_FULL = (1 << _CELLS) - 1


def _cell(row: int, column: int) -> int:
    return 1 << (row * _SIZE + column)


def _symmetries():
    maps = []
    for k in range(8):
        def image(r, c, k=k):
            if k & 4:
                r, c = c, r
            if k & 1:
                r = _SIZE - 1 - r
            if k & 2:
                c = _SIZE - 1 - c
            return r, c
        maps.append([image(i // _SIZE, i % _SIZE) for i in range(_CELLS)])
    return maps


def _byte_tables():
    """For each symmetry, two 256-entry tables mapping the low and high byte of a board."""
    tables = []
    for perm in _symmetries():
        bit = [_cell(r, c) for r, c in perm]
        low = [sum(bit[i] for i in range(8) if m >> i & 1) for m in range(256)]
        high = [sum(bit[8 + i] for i in range(8) if m >> i & 1) for m in range(256)]
        tables.append((low, high))
    return tables


def _placements():
    """The 48 placements of an L on the board, as 16-bit masks."""
    shape = [(0, 0), (1, 0), (2, 0), (2, 1)]
    found = set()
    for perm in _symmetries():
        # the images of the shape under the symmetries of a square of side 3, then shifted
        cells = [perm[r * _SIZE + c] for r, c in shape]
        rows = [r for r, _ in cells]
        columns = [c for _, c in cells]
        cells = [(r - min(rows), c - min(columns)) for r, c in cells]
        height = max(r for r, _ in cells) + 1
        width = max(c for _, c in cells) + 1
        for dr in range(_SIZE - height + 1):
            for dc in range(_SIZE - width + 1):
                found.add(sum(_cell(r + dr, c + dc) for r, c in cells))
    return sorted(found)


_TABLES = _byte_tables()
PLACEMENTS = tuple(_placements())
_PLACED = frozenset(PLACEMENTS)


def _image(mask, table):
    low, high = table
    return low[mask & 255] | high[mask >> 8]


@lru_cache(maxsize=1)
def _pair_table():
    """For each ordered pair of disjoint placements, the symmetry that makes the pair least
    and the images of the pair under it. No L is symmetric, so the 8 images of a pair are
    different and the symmetry that puts a whole position in canonical form is this one."""
    table = {}
    for a in PLACEMENTS:
        for b in PLACEMENTS:
            if not a & b:
                table[a, b] = min(((_image(a, t) << 32) | (_image(b, t) << 16), k)
                                  for k, t in enumerate(_TABLES))
    return table


# per symmetry: the image of a two-cell mask
_PAIR_NEUTRALS: list[dict[int, int]] = [{} for _ in _TABLES]


def _neutral_image(k, mask):
    images = _PAIR_NEUTRALS[k]
    found = images.get(mask)
    if found is None:
        found = images[mask] = _image(mask, _TABLES[k])
    return found


def _canonical(mover, other, neutral):
    prefix, k = _pair_table()[mover, other]
    return prefix | _neutral_image(k, neutral)


def _decode(key):
    return key >> 32, (key >> 16) & _FULL, key & _FULL


def _options(key):
    mover, other, neutral = _decode(key)
    blocked = other | neutral
    pieces = [neutral & -neutral, neutral & (neutral - 1)]
    pairs = _pair_table()
    found = set()
    for place in PLACEMENTS:
        if place == mover or place & blocked:
            continue
        prefix, k = pairs[other, place]
        images = _PAIR_NEUTRALS[k]
        table = _TABLES[k]
        found.add(prefix | _neutral_image(k, neutral))
        empty = _FULL & ~(place | blocked)
        for piece in pieces:
            spare = neutral ^ piece
            free = empty
            while free:
                target = free & -free
                free ^= target
                moved = spare | target
                image = images.get(moved)
                if image is None:
                    image = images[moved] = _image(moved, table)
                found.add(prefix | image)
    return found


@lru_cache(maxsize=1)
def l_game_graph() -> MoveGraph:
    """The graph of all 2296 positions of the L-game, up to symmetry, as a ``MoveGraph`` whose
    vertices are ``LGame`` positions."""
    keys = set()
    for mover in PLACEMENTS:
        for other in PLACEMENTS:
            if mover & other:
                continue
            empty = [1 << i for i in range(_CELLS) if not (mover | other) >> i & 1]
            for i, a in enumerate(empty):
                for b in empty[i + 1:]:
                    keys.add(_canonical(mover, other, a | b))
    ordered = sorted(keys)
    index = {k: i for i, k in enumerate(ordered)}
    options = [sorted(index[o] for o in _options(k)) for k in ordered]
    return MoveGraph([_position(k) for k in ordered], options)


def _mask(cells: Any, name: str, count: int) -> int:
    mask = 0
    for cell in items(cells, f"cells of the {name}"):
        try:
            row, column = cell
        except (TypeError, ValueError):
            raise CGTValueError(f"the cells of the {name} must be (row, column) pairs, not "
                                f"{shown(cell)}") from None
        if not (0 <= row < _SIZE and 0 <= column < _SIZE):
            raise CGTValueError(f"the cell {shown(cell)} of the {name} is off the 4x4 board")
        mask |= _cell(row, column)
    if bin(mask).count("1") != count:
        raise CGTValueError(f"the {name} must cover {count} different cells, not {shown(cells)}")
    return mask


class LGame(Position):
    """A position of the L-game: the cells of the mover's L, of the other L and of the two
    neutral pieces, each given as 16-bit masks (cell (r, c) is bit 4r + c) or built with
    ``LGame.from_cells``. Positions equal up to a symmetry of the board share their
    ``canonical_key``."""

    __slots__ = ("mover", "other", "neutral")
    mover: int
    other: int
    neutral: int

    def __init__(self, mover: int, other: int, neutral: int) -> None:
        for name, mask in (("mover", mover), ("other", other), ("neutral", neutral)):
            if isinstance(mask, bool) or not isinstance(mask, int):
                raise CGTTypeError(f"the {name} cells must be given as a 16-bit mask, an int, "
                                   f"not {shown(mask)}")
        if mover not in _PLACED or other not in _PLACED:
            raise CGTValueError("each L must be one of the 48 placements of an L on the board")
        if bin(neutral).count("1") != 2 or not 0 <= neutral <= _FULL:
            raise CGTValueError(f"the neutral pieces must be two cells, not mask {shown(neutral)}")
        if mover & other or (mover | other) & neutral:
            raise CGTValueError("the pieces of an L-game position must not overlap")
        object.__setattr__(self, "mover", mover)
        object.__setattr__(self, "other", other)
        object.__setattr__(self, "neutral", neutral)

    @classmethod
    def from_cells(cls, mover: Any, other: Any, neutral: Any) -> LGame:
        """The position with the mover's L, the other L and the neutral pieces on the given
        (row, column) cells, rows and columns numbered 0 to 3."""
        return cls(_mask(mover, "mover's L", 4), _mask(other, "other L", 4),
                   _mask(neutral, "neutral pieces", 2))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("LGame positions are immutable")

    def __reduce__(self) -> tuple:
        return (LGame, (self.mover, self.other, self.neutral))

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, LGame) and (self.mover, self.other, self.neutral) == \
            (other.mover, other.other, other.neutral)

    def __hash__(self) -> int:
        return hash((LGame, self.mover, self.other, self.neutral))

    def canonical_key(self) -> int:
        return _canonical(self.mover, self.other, self.neutral)

    def canonical(self) -> LGame:
        """The representative of this position's class under the symmetries of the board."""
        return _position(self.canonical_key())

    def options(self) -> list[LGame]:
        """The positions after each move, read from the new mover's side, up to symmetry."""
        return [_position(k) for k in sorted(_options(self.canonical_key()))]

    def __str__(self) -> str:
        rows = []
        for r in range(_SIZE):
            row = ""
            for c in range(_SIZE):
                bit = _cell(r, c)
                row += ("X" if self.mover & bit else "O" if self.other & bit
                        else "*" if self.neutral & bit else ".")
            rows.append(row)
        return "\n".join(rows)

    def __repr__(self) -> str:
        return f"LGame({self.mover:#06x}, {self.other:#06x}, {self.neutral:#06x})"


def _position(key: int) -> LGame:
    """The position with the (valid) key ``key``, built without checks."""
    position = object.__new__(LGame)
    mover, other, neutral = _decode(key)
    object.__setattr__(position, "mover", mover)
    object.__setattr__(position, "other", other)
    object.__setattr__(position, "neutral", neutral)
    return position
