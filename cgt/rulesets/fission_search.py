"""The search that values Fission boards, one board layout at a time.

A board is first cut into the ``parts`` that no move joins, and its value is the sum of
theirs. A position's value is ``{G^L | G^R}`` over the values of its options (Conway, *ONAG*,
ch. 7), found children first with an explicit stack. Every move adds a stone, so no position repeats
and the walk needs no test for cycles.

Inside the search a board is two bitmasks in the layout of
``cgt.rulesets.domineering.shapes``: bit ``r * S + c`` is square (r, c), for a row stride S, a
power of two, that leaves a clear guard bit after each row. One mask, fixed for the search, is
the board's squares that are not blocked; the other, which alone names a position, is its
stones. The empty squares are the squares less the stones, so the stones that Left can split
are ``stones & empty << S & empty >> S`` (an empty square above and below) and those Right can
split are ``stones & empty << 1 & empty >> 1``, the guard bits keeping rows apart; a split
flips three bits.

Positions are valued once per key. Mirroring a board top to bottom or left to right keeps
every move; on a square board the transposed board swaps the players' moves, so it is the
negative (Conway, *ONAG*, ch. 7: ``-G`` is ``G`` with the roles of Left and Right swapped).
The key of a position is the least of its images, among those symmetries that map the board's
squares onto themselves, and it is signed: ``-k`` for a position whose least image is a
transposed one, valued as the negative of the value of ``k``.
"""
from __future__ import annotations
import re

from cgt import caches
from cgt.errors import CGTValueError
from cgt.rulesets.domineering.shapes import REVERSED_BITS, swap_masks
from cgt.rulesets.option_values import option_values
from cgt.short.arithmetic import add, neg
from cgt.short.canonical import canonical
from cgt.short.named import zero
from cgt.walk import paused_gc
from typing import TYPE_CHECKING

__all__ = ["splits", "transposed"]

if TYPE_CHECKING:
    from cgt.short.game import Game

STONE, EMPTY = "x", "."
# The options of a position here are single keys, never sums of parts.
_NO_SUMS: dict = {}


def _splittable(step):
    """The pattern of a stone with an empty square ``step`` before and after it."""
    pattern = _SPLITTABLE.get(step)
    if pattern is None:
        gap = "" if step == 1 else "[\\s\\S]{%d}" % (step - 1)
        pattern = _SPLITTABLE[step] = re.compile(f"(?<=\\.{gap})x(?={gap}\\.)")
    return pattern


def splits(board: str, step: int) -> list[str]:
    """The boards after each split of a stone of ``board`` (rows joined by ``|``) onto the
    squares ``step`` before and after it (the row stride for Left's vertical splits, 1 for
    Right's horizontal ones)."""
    out = []
    for found in _splittable(step).finditer(board):
        i = found.start()
        a, b = i - step, i + step
        out.append(board[:a] + STONE + board[a + 1:i] + EMPTY + board[i + 1:b] + STONE
                   + board[b + 1:])
    return out


# For each step, the pattern of a stone with an empty square that far before and after it.
_SPLITTABLE: dict[int, re.Pattern] = {}


def mirror_key(board: str) -> str:
    """The least of the four mirror images of ``board`` (rows joined by ``|``)."""
    mirrored = "|".join(board.split("|")[::-1])
    return min(board, board[::-1], mirrored, mirrored[::-1])


def transposed(board: str) -> str:
    """``board`` (rows joined by ``|``) with its rows and columns swapped."""
    return "|".join("".join(col) for col in zip(*board.split("|")))


def stride_for(cols: int) -> int:
    """The least power of two, at least 8, above ``cols``: the row stride of the masks."""
    stride = 8
    while stride <= cols:
        stride <<= 1
    return stride


def masks(board: str, stride: int) -> tuple[int, int]:
    """(squares, stones) of ``board`` (rows joined by ``|``): its squares that are not blocked
    and its stones, as masks with this row stride."""
    squares = stones = 0
    for r, row in enumerate(board.split("|")):
        for c, ch in enumerate(row):
            if ch != "#":
                bit = 1 << (r * stride + c)
                squares |= bit
                if ch == STONE:
                    stones |= bit
    return squares, stones


class Images:
    """The images of the masks of a board of ``rows`` x ``cols`` squares, with a row stride,
    under the symmetries of the rectangle (and on a square board, of the square).

    A row of the stride is a whole number of bytes. Read in the reverse byte order, a mask
    has its rows in the reverse order, and the bytes of each row too, which reversing the
    bytes of each row puts back: the mask flipped top to bottom. Reversing the bits of every
    byte, by a table, and then the bytes of each row reverses each row within the stride, and
    a shift right by the stride less the width puts the squares back in their columns: the
    mask mirrored left to right. A transposition is a delta swap per bit of the stride's
    exponent (``cgt.rulesets.domineering.shapes.swap_masks``).
    """

    def __init__(self, rows: int, cols: int, stride: int) -> None:
        self.rows, self.cols, self.stride = rows, cols, stride
        self.size = rows * stride // 8
        self.row_bytes = stride // 8
        self.shift = stride - cols
        self.swaps = swap_masks(stride) if rows == cols else None

    def _per_row(self, data: bytes) -> bytes:
        """``data`` with the bytes of each row in reverse order."""
        n = self.row_bytes
        return b"".join(data[i:i + n][::-1] for i in range(0, len(data), n))

    def turned(self, mask: int) -> int:
        """``mask`` transposed, square (r, c) to (c, r), on a square board."""
        if self.swaps is None:
            raise CGTValueError("only a square board is transposed")
        for swap, shift in self.swaps:
            t = (mask ^ (mask >> shift)) & swap
            mask ^= t ^ (t << shift)
        return mask

    def plain(self, mask: int) -> list[int]:
        """The four mirror images of ``mask``: itself, flipped, mirrored, and both."""
        data = mask.to_bytes(self.size, "little")
        backwards = data.translate(REVERSED_BITS)
        whole, shift = int.from_bytes, self.shift
        if self.row_bytes == 1:
            return [mask, whole(data, "big"), whole(backwards, "little") >> shift,
                    whole(backwards, "big") >> shift]
        # Read backwards, the bytes come in the reverse order of rows and, within each row,
        # of bytes: the mirrored rows, upside down, need no more.
        return [mask, whole(self._per_row(data), "big"),
                whole(self._per_row(backwards), "little") >> shift,
                whole(backwards, "big") >> shift]

    def all(self, mask: int) -> list[tuple[int, bool]]:
        """The images of ``mask`` under the symmetries of the rectangle, as (image,
        transposed) pairs: the four of ``plain``, then on a square board the four of the
        transposed mask."""
        out = [(image, False) for image in self.plain(mask)]
        if self.swaps is not None:
            out += [(image, True) for image in self.plain(self.turned(mask))]
        return out


class FissionSearch:
    """Values of the positions of one board: its size, its squares that are not blocked
    (``squares``, a mask with the row stride of ``stride_for(cols)``), and the symmetries by
    which its positions are keyed (places in the list of ``Images.all``: 0 alone keys each
    position by itself)."""

    def __init__(self, rows: int, cols: int, squares: int, symmetries: tuple) -> None:
        self.stride = stride_for(cols)
        self.squares = squares
        self.images = _IMAGES.get((rows, cols)) or Images(rows, cols, self.stride)
        self.symmetries = symmetries
        # Key -> value of the position; key 0 stands for every position without moves.
        self.values: dict[int, Game] = {0: zero}
        self.signs: dict[int, int] = {}  # stones -> signed key

    def signed(self, stones: int) -> int:
        """The signed key of the position with these stones (negative when the position is
        the negative of the keyed one), or 0 for a position on which nobody can move.

        The key is the least image of the position under the search's symmetries, and the
        images are filed with it: an image by a transposing symmetry under the opposite sign.
        """
        found = self.signs.get(stones)
        if found is not None:
            return found
        stride = self.stride
        empty = self.squares ^ stones
        if not stones & ((empty << stride & empty >> stride) | (empty << 1 & empty >> 1)):
            found = self.signs[stones] = 0
            return found
        symmetries = self.symmetries
        if symmetries == (0,):
            found = self.signs[stones] = stones
            return found
        images = self.images
        every = images.plain(stones)
        if symmetries[-1] >= 4:
            every += images.plain(images.turned(stones))
        if len(symmetries) != len(every):
            every = [every[i] for i in symmetries]
        best = min(every)
        if symmetries[every.index(best)] >= 4:
            best = -best
        signs = self.signs
        for symmetry, image in zip(symmetries, every):
            signs[image] = -best if symmetry >= 4 else best
        return signs[stones]

    def value(self, stones: int) -> Game:
        """The value of the position with these stones."""
        signed = self.signed(stones)
        if not signed:
            return zero
        key = signed if signed > 0 else -signed
        found = self.values.get(key)
        if found is None:
            with CACHE, paused_gc():
                found = self._walk(key)
        return neg(found) if signed < 0 else found

    def clear(self) -> None:
        # New tables, not emptied ones: a walk in another thread keeps the ones it began with.
        self.values = {0: zero}
        self.signs = {}

    def _walk(self, root: int) -> Game:
        """The value of the position keyed ``root``, valuing first every position below it
        that has no value yet.

        Keyed by itself (no symmetries), an option is its own key, and one on which nobody
        can move is listed and valued 0 like any other; otherwise keys come from ``signed``.
        Of the options whose values are numbers only the best for the mover is passed on to
        ``canonical`` (the greatest for Left, the least for Right): it dominates the others.
        """
        values, signs = self.values, self.signs
        signed = self.signed
        plain = self.symmetries == (0,)
        squares, stride = self.squares, self.stride
        # Positions whose options were listed but not all valued yet -> their options.
        waiting: dict[int, tuple[list[int], list[int]]] = {}
        stack = [root]
        push = stack.append
        pop = stack.pop
        while stack:
            stones = stack[-1]
            if stones in values:
                pop()
                continue
            options = waiting.pop(stones, None)
            if options is None:
                size = len(stack)
                empty = squares ^ stones
                options = [], []
                # Left splits along a column (the stride), Right along a row (1).
                for step, keys in zip((stride, 1), options):
                    moves = stones & empty << step & empty >> step
                    while moves:
                        move = moves & -moves
                        moves ^= move
                        key = stones ^ move ^ move << step ^ move >> step
                        if not plain:
                            key = signs.get(key) or signed(key)
                        keys.append(key)
                        if key < 0:
                            key = -key
                        if key not in values:
                            push(key)
                if len(stack) > size:
                    waiting[stones] = options
                    continue
                if not (options[0] or options[1]):
                    values[stones] = zero
                    pop()
                    continue
            values[stones] = canonical(option_values(options[0], 1, values, _NO_SUMS),
                                       option_values(options[1], -1, values, _NO_SUMS))
            pop()
        return values[root]


# Each power of w = e^(i pi / 3) as a + b w (w^2 = w - 1).
_POWERS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def invariants(stones: int, stride: int) -> tuple:
    """Two numbers that no move changes: the sums over the stones (r, c) of ``w^(r + c)`` and
    of ``w^(r - c)``, for the sixth root of unity ``w = e^(i pi / 3)``, as pairs (a, b) for
    ``a + b w``.

    Since ``w + 1/w = 1``, a stone at (r, c) weighs as much as the two stones it splits into
    at (r - 1, c) and (r + 1, c), or at (r, c - 1) and (r, c + 1).
    """
    plus, minus = [0] * 6, [0] * 6
    while stones:
        low = stones & -stones
        stones ^= low
        r, c = divmod(low.bit_length() - 1, stride)
        plus[(r + c) % 6] += 1
        minus[(r - c) % 6] += 1
    return tuple(sum(n * p[j] for n, p in zip(counts, _POWERS))
                 for counts in (plus, minus) for j in (0, 1))


_SEARCHES: dict[tuple, FissionSearch] = {}
_IMAGES: dict[tuple[int, int], Images] = {}


def search(rows: int, cols: int, squares: int, symmetries: tuple) -> FissionSearch:
    """The search for boards of ``rows`` x ``cols`` squares whose squares that are not blocked
    are ``squares`` (a mask with the row stride ``stride_for(cols)``), keying positions by
    ``symmetries``; made on first use."""
    found = _SEARCHES.get((rows, cols, squares, symmetries))
    if found is None:
        found = _SEARCHES[rows, cols, squares, symmetries] = FissionSearch(
            rows, cols, squares, symmetries)
    return found


def parts(board: str) -> list[str]:
    """The parts of ``board`` (rows joined by ``|``) that no move joins, each as a board of
    its own, cut to the rows and columns it spans, with the squares of the other parts
    blocked; parts without a stone are left out.

    A split takes a stone and the two squares on either side of it along a column (Left) or
    a row (Right), all three squares of the board, and looks at nothing else. Call such three
    squares a *line*. The parts are the classes of squares joined by lines. A move changes
    only the squares of its line, and whether it can be made depends only on them, so moves
    in different parts neither meet nor change what can be played in each other: the board is
    the disjunctive sum of its parts (Conway, *ONAG*, ch. 7; *Winning Ways*, ch. 2). A square
    on no line takes part in no move, and is left out.
    """
    rows = board.split("|")
    height, width = len(rows), len(rows[0])
    stride = stride_for(width)
    squares, stones = masks(board, stride)
    down = squares & squares << stride & squares >> stride   # middles of lines in a column
    across = squares & squares << 1 & squares >> 1          # middles of lines in a row
    out = []
    while down | across:
        middles = down | across
        part = middles & -middles
        while True:
            d = down & (part | part << stride | part >> stride)
            a = across & (part | part << 1 | part >> 1)
            grown = part | d | d << stride | d >> stride | a | a << 1 | a >> 1
            if grown == part:
                break
            part = grown
        down &= ~part
        across &= ~part
        if part & stones:
            cells = [(r, c) for r in range(height) for c in range(width)
                     if part >> (r * stride + c) & 1]
            top, bottom = min(r for r, _ in cells), max(r for r, _ in cells)
            first, last = min(c for _, c in cells), max(c for _, c in cells)
            out.append("|".join("".join(
                rows[r][c] if part >> (r * stride + c) & 1 else "#"
                for c in range(first, last + 1)) for r in range(top, bottom + 1)))
    return out


def value(board: str) -> Game:
    """The value of the Fission board ``board`` (rows joined by ``|``, all of one length):
    the sum of the values of its ``parts``."""
    if STONE not in board:
        return zero
    found = zero
    for part in parts(board):
        found = add(found, whole_value(part))
    return found


def whole_value(board: str) -> Game:
    """The value of the Fission board ``board`` (rows joined by ``|``, all of one length),
    found by one search, without cutting it into parts.

    The board is first replaced by the least of its mirror images and, if it is square, of
    theirs transposed (whose value is the negative), so that boards alike share one search.

    That search keys positions only by the symmetries that map the board's squares onto
    themselves and keep the ``invariants`` of its stones, for the others cannot relate two
    positions met in it. Those positions have the invariants of the board, since no move
    changes them. The invariants of an image of a position are those of the position, moved
    by the symmetry: flipping rows r to R - 1 - r, say, makes each of the two sums the
    conjugate of the other times ``w^(R - 1)``, and a transposition conjugates the sum of
    ``w^(r - c)``. So a position met can be the image of another under a symmetry only if the
    board's invariants are those of its image under the same symmetry. (Any image would serve
    as a key, since the value filed under a key is that of the key's own position; leaving
    out symmetries only saves the time of computing images that never match.)
    """
    rows = board.count("|") + 1
    cols = board.find("|") if rows > 1 else len(board)
    if STONE not in board:
        return zero
    key = mirror_key(board)
    sign = 1
    if rows == cols:
        turned = mirror_key(transposed(board))
        if turned < key:
            key, sign = turned, -1
    stride = stride_for(cols)
    squares, stones = masks(key, stride)
    images = _IMAGES.get((rows, cols))
    if images is None:
        images = _IMAGES[rows, cols] = Images(rows, cols, stride)
    kept = invariants(stones, stride)
    symmetries = tuple(i for i, ((area, _), (image, turned)) in enumerate(
        zip(images.all(squares), images.all(stones)))
        if area == squares and invariants(image, stride) == kept)
    found = search(rows, cols, squares, symmetries).value(stones)
    return neg(found) if sign < 0 else found


def clear() -> None:
    """Forget every Fission board valued so far."""
    _SEARCHES.clear()


CACHE = caches.register("rulesets.fission", clear,
                        lambda: sum(len(s.values) for s in list(_SEARCHES.values())),
                        entry_bytes=1000)
