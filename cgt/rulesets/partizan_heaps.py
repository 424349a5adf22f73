"""Northcott's game and Poker-Nim as partizan positions (Winning Ways, ch. 3, "Poker-Nim" and
"Northcott's Game").

Both are Nim in disguise, with extra moves that make them loopy: a Northcott piece may retreat,
and a Poker-Nim player may put chips back on a heap. Their positions list every legal move, so
the engine, asked for their value directly, finds the cycle and values the whole loopy graph
(``cgt.loopy``), which is slow. Their ``value`` uses the theorem of the chapter instead: every retreat (every addition) is
*reversible*, since the opponent can undo it at once by the matching advance (removal), so the
Nim player never needs those moves and the position is worth what it is worth without them.
That reduced game is short and is valued by the engine: it is a Nim heap per row (per heap).
"""
from __future__ import annotations
from cgt.drawing.boards import NORTHCOTT, board_svg
from cgt.drawing.heaps import heaps_svg
from cgt.numbers.checks import items, natural
from cgt.position import Position
from cgt.rulesets.engine import value as engine_value
from cgt.rulesets.grid import BoardError
from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

__all__ = ["Northcott", "PokerNim"]

if TYPE_CHECKING:
    from cgt.short.game import Game

LEFT, RIGHT, EMPTY = "x", "o", "."


class Northcott(Position):
    """A Northcott board: each row holds one ``x`` (Left's piece) and one ``o`` (Right's).
    A player moves one of their pieces along its row to any empty square without passing the
    other piece. Text form: ``Northcott("x..o|.o.x")``.

    >>> Northcott("x..o|o.x.").value
    *3
    """

    __slots__ = ("rows", "advancing_only")

    def __init__(self, board: str, advancing_only: bool = False) -> None:
        if not isinstance(board, str):
            raise BoardError(f"a Northcott board is text like 'x..o|.o.x', not {board!r}")
        rows = [row.strip() for row in board.split("|")] if board.strip(" |") else []
        for row in rows:
            if sorted(row.replace(EMPTY, "")) != [RIGHT, LEFT]:
                raise BoardError(f"the row {row!r} of {board!r} needs exactly one 'x' and one "
                                 "'o' among empty squares '.'")
        self.rows = tuple(rows)
        self.advancing_only = advancing_only

    @classmethod
    def _of(cls, rows, advancing_only):
        position = object.__new__(cls)
        position.rows, position.advancing_only = tuple(rows), advancing_only
        return position

    def gaps(self) -> list:
        """The number of empty squares between the two pieces of each row."""
        return [abs(row.index(LEFT) - row.index(RIGHT)) - 1 for row in self.rows]

    def advancing(self) -> Any:
        """The same board in the game where pieces may only move towards each other."""
        return self._of(self.rows, True)

    def _moves(self, me):
        out = []
        for i, row in enumerate(self.rows):
            here, there = row.index(me), row.index(RIGHT if me == LEFT else LEFT)
            if self.advancing_only:
                targets = range(min(here, there) + 1, max(here, there))
            elif here < there:
                targets = range(0, there)
            else:
                targets = range(there + 1, len(row))
            for t in targets:
                if t != here:
                    cells = [EMPTY] * len(row)
                    cells[t], cells[there] = me, row[there]
                    out.append(self._of(self.rows[:i] + ("".join(cells),) + self.rows[i + 1:],
                                        self.advancing_only))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._moves(LEFT)

    def right_options(self) -> Sequence[Any]:
        return self._moves(RIGHT)

    def components(self) -> list[Any]:
        return [self._of((row,), self.advancing_only) for row in self.rows]

    def canonical_key(self) -> Hashable:
        if self.advancing_only:
            return tuple(sorted(self.gaps()))
        return self.rows

    @property
    def value(self) -> Game:
        """The value, through the reversibility of retreats (Winning Ways, ch. 3): the value of
        the board in which pieces only advance."""
        return engine_value(self.advancing())

    @property
    def text(self) -> str:
        """The text form the class reads, rows separated by ``|``: ``"x..o|.o.x"``."""
        return "|".join(self.rows)

    def __repr__(self) -> str:
        kind = ", advancing_only=True" if self.advancing_only else ""
        return f"Northcott({self.text!r}{kind})"

    def __str__(self) -> str:
        return "\n".join(row.replace(LEFT, "\u25cf").replace(RIGHT, "\u25cb")
                         .replace(EMPTY, "\u00b7") for row in self.rows)

    def to_svg(self) -> str:
        """An SVG picture of the board: Left's stones black, Right's white."""
        return board_svg(self.rows, NORTHCOTT, f"Northcott {self.text}")

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self)
                and (other.rows, other.advancing_only) == (self.rows, self.advancing_only))

    def __hash__(self) -> int:
        return hash(("Northcott", self.rows, self.advancing_only))


class PokerNim(Position):
    """Poker-Nim: Nim heaps, and each player's reserve of chips taken earlier. A move removes
    chips from one heap (into the mover's reserve) or adds chips from the mover's reserve to
    one heap. Text form: ``PokerNim("3 4 6 | 5 2")`` (heaps, then Left's and Right's reserves).

    >>> PokerNim("3 4 6 | 5 2").value
    *
    """

    __slots__ = ("heaps", "reserves", "removing_only")

    def __init__(self, heaps: Iterable[int], left_reserve: int = 0, right_reserve: int = 0, removing_only: bool = False) -> None:
        if isinstance(heaps, str):
            heap_text, _, reserve_text = heaps.partition("|")
            try:
                heaps = [int(x) for x in heap_text.split()]
                reserves = [int(x) for x in reserve_text.split()] or [0, 0]
                left_reserve, right_reserve = reserves
            except ValueError:
                raise BoardError(f"{heaps!r} is not Poker-Nim text like '3 4 6 | 5 2'") from None
        heaps = tuple(natural(n, "heap", BoardError) for n in items(heaps, "heaps"))
        self.heaps = heaps
        self.reserves = (natural(left_reserve, "left reserve", BoardError),
                         natural(right_reserve, "right reserve", BoardError))
        self.removing_only = removing_only

    @classmethod
    def _of(cls, heaps, reserves, removing_only):
        position = object.__new__(cls)
        position.heaps, position.reserves, position.removing_only = heaps, reserves, removing_only
        return position

    def removing(self) -> Any:
        """The same heaps in the game where chips may only be removed (plain Nim)."""
        return self._of(self.heaps, self.reserves, True)

    def _moves(self, side):
        out = []
        heaps, reserves = self.heaps, self.reserves
        for i, h in enumerate(heaps):
            changes = list(range(-h, 0))
            if not self.removing_only:
                changes += range(1, reserves[side] + 1)
            for d in changes:
                new_reserves = reserves
                if not self.removing_only:  # in plain Nim the reserves play no part
                    new_reserves = list(reserves)
                    new_reserves[side] -= d
                    new_reserves = tuple(new_reserves)
                out.append(self._of(heaps[:i] + (h + d,) + heaps[i + 1:], new_reserves,
                                    self.removing_only))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._moves(0)

    def right_options(self) -> Sequence[Any]:
        return self._moves(1)

    def components(self) -> Sequence[Any]:
        if self.removing_only:
            return [self._of((h,), (0, 0), True) for h in self.heaps if h]
        return (self,)

    def canonical_key(self) -> Hashable:
        return self.heaps, self.reserves, self.removing_only

    @property
    def value(self) -> Game:
        """The value, through the reversibility of additions (Winning Ways, ch. 3): the value
        of the heaps in plain Nim."""
        return engine_value(self.removing())

    @property
    def text(self) -> str:
        """The text form the class reads: the heaps, ``|``, the reserves: ``"3 4 6 | 5 2"``."""
        return f"{' '.join(map(str, self.heaps))} | {self.reserves[0]} {self.reserves[1]}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        kind = ", removing_only=True" if self.removing_only else ""
        return f"PokerNim({self.text!r}{kind})"

    def to_svg(self) -> str:
        """An SVG picture of the heaps and of each player's reserve."""
        return heaps_svg([(h, f"heap {i + 1}") for i, h in enumerate(self.heaps)]
                         + [(self.reserves[0], "Left's"), (self.reserves[1], "Right's")],
                         repr(self))

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (other.heaps, other.reserves, other.removing_only) \
            == (self.heaps, self.reserves, self.removing_only)

    def __hash__(self) -> int:
        return hash(("PokerNim", self.heaps, self.reserves, self.removing_only))
