"""The search that values Fission boards, one board shape at a time.

A board is kept as its text, the rows joined by ``|``. A position's value is ``{G^L | G^R}``
over the values of its options (Conway, *ONAG*, ch. 7), found children first by
``cgt.walk.post_order``. Boards are valued once per key: mirroring a board top to bottom or
left to right keeps every move, so the key of a board is its least mirror image; on a square
board the transposed board swaps the players' moves, so it is the negative, and a board whose
least image is a transposed one is valued as the negative of that image's value.
"""
from __future__ import annotations
import re

from cgt import caches
from cgt.rulesets.option_values import option_values, unvalued
from cgt.short.arithmetic import neg
from cgt.short.canonical import canonical
from cgt.short.named import zero
from cgt.walk import paused_gc, post_order
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cgt.short.game import Game

STONE, EMPTY = "x", "."
#: When a search holds more values than this, it is emptied once its walk is done.
MAX_ENTRIES = 1_000_000


def _splittable(step):
    """The pattern of a stone with an empty square ``step`` before and after it."""
    pattern = _SPLITTABLE.get(step)
    if pattern is None:
        gap = "" if step == 1 else "[\\s\\S]{%d}" % (step - 1)
        pattern = _SPLITTABLE[step] = re.compile(f"(?<=\\.{gap})x(?={gap}\\.)")
    return pattern


def splits(board: str, step: int) -> list[str]:
    """The boards after each split of a stone of ``board`` onto the squares ``step`` before
    and after it (the row stride for Left's vertical splits, 1 for Right's horizontal ones)."""
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
    """The least of the four mirror images of ``board``."""
    mirrored = "|".join(board.split("|")[::-1])
    return min(board, board[::-1], mirrored, mirrored[::-1])


class FissionSearch:
    """Values of the boards of one shape (``rows`` x ``cols``)."""

    def __init__(self, rows: int, cols: int) -> None:
        self.stride = cols + 1
        self.square = rows == cols
        self.numbers: dict[str, int] = {}  # key -> its number (a positive int)
        self.boards: dict[int, str] = {}   # number -> key
        self.values: dict[int, Game] = {}  # number -> value of the board
        self.sums: dict = {}               # tuple of signed numbers -> the sum of their values
        self.signs: dict[str, int] = {}    # board -> its signed number

    def signed(self, board: str) -> int | tuple:
        """The signed number of ``board``'s key (negative when the board is the negative of
        the keyed one), or the empty tuple for a board on which nobody can move (value 0)."""
        found = self.signs.get(board)
        if found is not None:
            return found
        if not (_splittable(1).search(board) or _splittable(self.stride).search(board)):
            self.signs[board] = ()
            return ()
        best = mirror_key(board)
        sign = 1
        if self.square:
            turned = mirror_key("|".join("".join(col) for col in zip(*board.split("|"))))
            if turned < best:
                best, sign = turned, -1
        number = self.numbers.get(best)
        if number is None:
            number = self.numbers[best] = len(self.numbers) + 1
            self.boards[number] = best
        found = self.signs[board] = sign * number
        return found

    def value(self, board: str) -> Game:
        """The value of ``board``."""
        signed = self.signed(board)
        if signed == ():
            return zero
        with paused_gc():
            found = post_order(abs(signed), self._expand, self._finish, self.values,
                               name=self.boards.__getitem__)
        if len(self.values) > MAX_ENTRIES:
            self.clear()
        return neg(found) if signed < 0 else found

    def clear(self) -> None:
        self.numbers.clear()
        self.boards.clear()
        self.values.clear()
        self.sums.clear()
        self.signs.clear()

    def _expand(self, number):
        """The numbers of the options still to be valued, and the options."""
        board = self.boards[number]
        signed = self.signed
        options = ([signed(b) for b in splits(board, self.stride)],
                   [signed(b) for b in splits(board, 1)])
        return unvalued(options, self.values), options

    def _finish(self, number, options):
        values = self.values
        return canonical(option_values(options[0], 1, values, self.sums),
                         option_values(options[1], -1, values, self.sums))


_SEARCHES: dict[tuple[int, int], FissionSearch] = {}


def search(rows: int, cols: int) -> FissionSearch:
    """The search for boards of ``rows`` x ``cols`` squares (made on first use)."""
    found = _SEARCHES.get((rows, cols))
    if found is None:
        found = _SEARCHES[rows, cols] = FissionSearch(rows, cols)
    return found


def clear() -> None:
    """Forget every Fission board valued so far."""
    _SEARCHES.clear()


caches.register("rulesets.fission", clear,
                lambda: sum(len(s.values) for s in _SEARCHES.values()))
