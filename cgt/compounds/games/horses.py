"""All the King's Horses (WW9) and Falada (WW10): horses that head for the North-West corner.

Coordinates as in the book: row 1 is the North edge and column 1 the West edge. Left moves a horse
2 West and 1 North or South, (r, c) → (r ± 1, c − 2); Right moves it 2 North and 1 East or West,
(r, c) → (r − 2, c ± 1). Several horses may share a square, and the horses belong to neither
player. **Home** is the 2 × 2 corner r ≤ 2, c ≤ 2, from which nobody can move.
"""
from __future__ import annotations
import attrs

from cgt.compounds.compound import CompoundError, Decided, other
from cgt.numbers.checks import shown
from cgt.position import Position
from typing import Any

__all__ = ["KingsHorse", "FaladaHorse"]

LEFT_STEPS = ((1, -2), (-1, -2))
RIGHT_STEPS = ((-2, 1), (-2, -1))


def _check_square(row, col, size):
    if not (isinstance(row, int) and isinstance(col, int)) or row < 1 or col < 1:
        raise CompoundError(f"a square has row and column >= 1, not {shown((row, col))}")
    if size is not None and not isinstance(size, int):
        raise CompoundError(f"the board size is an integer or None, not {shown(size)}")
    if size is not None and (row > size or col > size):
        raise CompoundError(f"{shown((row, col))} is off the {shown(size)} by {shown(size)} "
                            "board")


@attrs.frozen(cache_hash=True)
class KingsHorse(Position):
    """One horse of All the King's Horses at (``row``, ``col``) (WW9, Fig. 1).

    ``size`` is the side of the square board (8 for the chessboard of Table 1), or ``None`` for the
    quarter-infinite board of Table 5. With ``impartial=True`` both players may move in all four
    directions (Tables 1(x), 1(y)). Play several horses with ``join`` (first horse stuck decides),
    ``join`` of ``with_pass`` horses (first horse home decides) or ``slow_join`` of ``with_pass``
    horses (last horse home decides).
    """

    row: int
    col: int
    size: int | None = 8
    impartial: bool = False

    def __attrs_post_init__(self) -> None:
        _check_square(self.row, self.col, self.size)

    def _moves(self, steps):
        for dr, dc in steps:
            r, c = self.row + dr, self.col + dc
            if r >= 1 and c >= 1 and (self.size is None or (r <= self.size and c <= self.size)):
                yield KingsHorse(r, c, self.size, self.impartial)

    def left_options(self) -> tuple[Any, ...]:
        return tuple(self._moves(LEFT_STEPS + RIGHT_STEPS if self.impartial else LEFT_STEPS))

    def right_options(self) -> tuple[Any, ...]:
        return tuple(self._moves(LEFT_STEPS + RIGHT_STEPS if self.impartial else RIGHT_STEPS))

    @property
    def stuck_together(self) -> Any:
        return self.impartial


FALADA_RULES = ("jump_off", "home_wins", "home_loses")


def column_letter(col: int) -> Any:
    """The book's name of column ``col`` of the Falada field: 1 → "a", 2 → "b", …"""
    return chr(ord("a") + col - 1)


@attrs.frozen(cache_hash=True)
class FaladaHorse(Position):
    """One horse of Falada on the quarter-infinite field, as a component of a union (WW10, "Falada").

    Horses move as in All the King's Horses and a player moves as many horses as he likes.

    * ``rule="jump_off"`` (Falada proper): a horse may jump off the board, and the first to do so
      wins: such a move overrides.
    * ``"home_wins"`` (Table 6): jumping off is illegal and a move into home overrides.
    * ``"home_loses"`` (Table 7): jumping off is illegal and a move into home suicides.

    If no predeciding move is made, the player who cannot move loses.
    """

    row: int
    col: int
    rule: str = "jump_off"

    def __attrs_post_init__(self) -> None:
        _check_square(self.row, self.col, None)
        if not isinstance(self.rule, str) or self.rule not in FALADA_RULES:
            raise CompoundError(f"the Falada rule is one of {FALADA_RULES}, not {shown(self.rule)}")

    @property
    def square(self) -> str:
        """The book's name of the square, such as ``"p20"``."""
        return f"{column_letter(self.col)}{self.row}"

    def _moves(self, steps, mover):
        for dr, dc in steps:
            r, c = self.row + dr, self.col + dc
            if r < 1 or c < 1:
                if self.rule == "jump_off":
                    yield Decided(mover)
            elif self.rule != "jump_off" and r <= 2 and c <= 2:
                yield Decided(mover if self.rule == "home_wins" else other(mover))
            else:
                yield FaladaHorse(r, c, self.rule)

    def left_options(self) -> tuple[Any, ...]:
        return tuple(dict.fromkeys(self._moves(LEFT_STEPS, "L")))

    def right_options(self) -> tuple[Any, ...]:
        return tuple(dict.fromkeys(self._moves(RIGHT_STEPS, "R")))
