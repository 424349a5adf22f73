"""Rectangular boards as text and as bitmasks, shared by the grid rulesets.

The text form lists the rows from top to bottom, separated by ``|``, one character per square
(``"..#|..."``). Inside, a set of squares is an ``int`` whose bit ``r * (cols + 1) + c`` is
square (r, c): each row is followed by one always-clear guard bit, so shifting a mask by one
moves every square one column without wrapping into the next row.
"""
from __future__ import annotations
from cgt.errors import CGTTypeError, CGTValueError
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["BoardError", "squares", "draw", "regions"]


class BoardError(CGTValueError):
    """Board text that does not describe a position of the ruleset."""


def one_board(cls: type, arguments: tuple, example: str) -> None:
    """Raise ``CGTTypeError`` for a board class called with ``arguments`` in place of its one
    board text: the message shows the call with ``example``, and the call of ``rectangle``
    when the arguments are a number of rows and of columns."""
    name = cls.__name__
    hint = ""
    if (len(arguments) == 2 and hasattr(cls, "rectangle")
            and all(isinstance(x, int) and not isinstance(x, bool) for x in arguments)):
        rows, cols = arguments
        hint = f"; the empty {rows} x {cols} board is {name}.rectangle({rows}, {cols})"
    raise CGTTypeError(f"{name} takes one board as text, as in {name}({example!r}){hint}")


def parse_rows(text: str, alphabet: str, what: str) -> list[str]:
    """The rows of ``text`` (rows separated by ``|`` or newlines) as a list of strings.

    Every character must be in ``alphabet``; rows must have equal length. A board with no
    squares (``""``) is one row of width 0, on which nobody can move: the game 0.
    """
    if not isinstance(text, str):
        raise BoardError(f"a {what} board is given as text like '..#|...', not {text!r}")
    rows = [row.strip() for row in text.replace("\n", "|").split("|")]
    while rows and not rows[-1]:
        rows.pop()
    if not any(rows):
        return [""]
    width = len(rows[0])
    column = 0
    for row in rows:
        for c, ch in enumerate(row):
            if ch not in alphabet:
                raise BoardError(f"{ch!r} at column {column + c + 1} of {text!r} is not one of "
                                 f"{', '.join(repr(a) for a in alphabet)} (a {what} square)")
        if len(row) != width:
            raise BoardError(f"the rows of {text!r} have different lengths; a board is a "
                             "rectangle (mark missing squares)")
        column += len(row) + 1
    return rows


def mask_of(rows: Sequence[str], char: str) -> int:
    """The squares of ``rows`` holding ``char``, as a bitmask with one guard bit per row."""
    stride = len(rows[0]) + 1
    mask = 0
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == char:
                mask |= 1 << (r * stride + c)
    return mask


def squares(mask: int, cols: int) -> list[tuple[int, int]]:
    """The (row, column) pairs of the squares in ``mask``."""
    stride = cols + 1
    out = []
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        out.append(divmod(i, stride))
        mask ^= low
    return out


def draw(rows: int, cols: int, char_of: Callable[[int], str], sep: str = "") -> list[str]:
    """Text of a board: ``char_of(bit)`` gives the character for each square's bit."""
    stride = cols + 1
    lines = []
    for r in range(rows):
        lines.append(sep.join(char_of(1 << (r * stride + c)) for c in range(cols)))
    return lines


def flood(seed: int, mask: int, stride: int) -> int:
    """The squares of ``mask`` connected to ``seed`` (a subset of it) through edge-adjacent
    squares.

    Each round also runs the flood along rows towards the higher bits in one addition: adding
    the flood to ``mask`` carries through each run of squares from its lowest flooded one to the
    clear bit past the run's end (a guard or a gap, where the carry stops), so
    ``(mask + comp) ^ mask`` marks those squares, bar flooded ones above the lowest that were
    set again. A long region then floods in a few rounds instead of one per square.
    """
    comp = seed
    while True:
        grown = (comp | comp >> 1 | comp << stride | comp >> stride) & mask
        grown |= ((mask + grown) ^ mask) & mask
        if grown == comp:
            return comp
        comp = grown


def regions(mask: int, stride: int) -> list[int]:
    """The edge-connected regions of ``mask``, as a list of masks."""
    out = []
    while mask:
        comp = flood(mask & -mask, mask, stride)
        out.append(comp)
        mask ^= comp
    return out
