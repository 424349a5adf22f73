"""The tables of *Winning Ways* vol. 2, chapters 9 and 10, recomputed from the rules.

``book_table(key)`` returns a ``Grid`` of cell texts in the book's notation; ``str(grid)`` lays
it out as the book does. Keys name the book's tables: ``"9.1a"`` is chapter 9, Table 1(a);
``"10.grundy"`` and ``"10.alaska"`` are the untitled Mrs. Grundy table and Fig. 6. Tables 9.2,
9.4(a),(b) and 10.4 are computed all the same, without printed values to check them against.

Counts are written as one character each, A = 10, B = 11, …; a partizan cell gives the value with
Left first, then with Right first. A tally cell is ``x_a y_b``, or a single number z for z_0 z_0,
with ``-∞`` for the book's ∞̄.
"""
from __future__ import annotations
from string import ascii_uppercase, digits

import attrs

from cgt.compounds.compound import CompoundError, with_pass
from cgt.compounds.games import (
    BakedAlaska,
    Coolcake,
    CutcakeJoin,
    EatcakeJoin,
    FaladaHorse,
    Hotcake,
    KingsHorse,
    MrsGrundy,
    SeatingGap,
    SquaresOff,
)
from cgt.compounds.games.horses import column_letter
from cgt.compounds.remoteness import remoteness, suspense
from cgt.compounds.tally_rules import tally
from cgt.progress import steps
from cgt.numbers.checks import shown
from collections.abc import Callable
from functools import partial
from typing import Any

__all__ = ["digit", "BOOK_TABLES", "book_table", "book_tables"]

_DIGITS = digits + ascii_uppercase


@attrs.frozen
class Grid:
    """A table of cell texts with row and column labels, printed in aligned columns."""

    title: str
    row_labels: tuple
    col_labels: tuple
    cells: tuple

    def cell(self, row: Any, col: Any) -> str:
        """The text of the cell in row ``row`` and column ``col`` (labels, as printed)."""
        return self.cells[self.row_labels.index(row)][self.col_labels.index(col)]

    def row(self, row: Any) -> tuple:
        return self.cells[self.row_labels.index(row)]

    def __str__(self) -> str:
        head = [""] + [str(c) for c in self.col_labels]
        body = [[str(r)] + list(cells) for r, cells in zip(self.row_labels, self.cells)]
        widths = [max(len(line[i]) for line in [head] + body) for i in range(len(head))]
        lines = [self.title]
        for line in [head] + body:
            lines.append("  ".join(text.rjust(width) for text, width in zip(line, widths)).rstrip())
        return "\n".join(lines)


def digit(n: int) -> str:
    """One character for a count: 0–9, then A = 10, B = 11, …"""
    return _DIGITS[n] if 0 <= n < len(_DIGITS) else f"({n})"


def _grid(title, rows, cols, text, row_label=str, col_label=str):
    cells = tuple(tuple(text(r, c) for c in cols) for r in rows)
    return Grid(title, tuple(map(row_label, rows)), tuple(map(col_label, cols)), cells)


def _counts(measure, make, misere, impartial):
    def text(r, c):
        position = make(r, c)
        if position is None:
            return "∞"
        if impartial:
            return digit(measure(position, "L", misere))
        return digit(measure(position, "L", misere)) + digit(measure(position, "R", misere))

    return text


_VARIANTS = {
    # letter: (misere, with passes, impartial)
    "a": (False, False, False),
    "b": (True, False, False),
    "c": (False, True, False),
    "d": (True, True, False),
    "x": (False, False, True),
    "y": (True, False, True),
}


def _horses(letter, size, measure, title, n):
    misere, passes, impartial = _VARIANTS[letter]

    def make(r, c):
        horse = KingsHorse(r, c, size, impartial)
        return with_pass(horse) if passes else horse

    return _grid(title, range(1, n + 1), range(1, n + 1), _counts(measure, make, misere, impartial))


def _table_9_1(letter):
    return _horses(letter, 8, remoteness, f"WW9 Table 1({letter}): All the King's Horses, remoteness", 8)


def _table_9_3(letter):
    # Tables 3(a), (b) are the pass versions, in normal and misère play.
    variant = {"a": "c", "b": "d"}.get(letter, letter)
    return _horses(variant, 8, suspense, f"WW9 Table 3({letter}): slow horse racing, suspense", 8)


def _table_9_5(letter):
    return _horses(letter, None, remoteness, f"WW9 Table 5({letter}): All the King's Horses, quarter-infinite board", 12)


def _table_9_2(letter, n=8):
    misere, passes, impartial = _VARIANTS[letter]

    def make(h, w):
        cake = CutcakeJoin(h, w, impartial)
        return with_pass(cake) if passes else cake

    title = f"WW9 Table 2({letter}): Cutcakes, remoteness (computed)"
    return _grid(title, range(1, n + 1), range(1, n + 1), _counts(remoteness, make, misere, impartial))


def _table_9_4(letter, rows=22, cols=32):
    misere, _, impartial = _VARIANTS[letter]
    title = f"WW9 Table 4({letter}): Eatcakes, suspense"
    text = _counts(suspense, lambda h, w: EatcakeJoin(h, w, impartial), misere, impartial)
    return _grid(title, range(rows), range(cols), text)


_TABLE_6_SIZES = {"a": (7, 7), "b": (16, 13), "x": (11, 11), "y": (11, 12)}


def _table_9_6(letter):
    misere, _, impartial = _VARIANTS[letter]
    rows, cols = _TABLE_6_SIZES[letter]

    def make(h, w):
        cake = CutcakeJoin(h, w, impartial, slow=True)
        return cake if impartial else with_pass(cake)

    title = f"WW9 Table 6({letter}): Cutcakes, suspense (cut every cake you can, with passes)"
    return _grid(title, range(1, rows + 1), range(1, cols + 1), _counts(suspense, make, misere, impartial))


_TABLE_7_SIZES = {"a": (7, 7), "b": (7, 9), "x": (34, 17), "y": (34, 17)}


def _table_9_7(letter):
    misere, _, impartial = _VARIANTS[letter]
    rows, cols = _TABLE_7_SIZES[letter]

    def make(h, w):
        return EatcakeJoin(h, w, impartial, first_strip=True) if h and w else None

    title = f"WW9 Table 7({letter}): Eatcakes, remoteness (the first strip eaten decides)"
    return _grid(title, range(rows), range(cols), _counts(remoteness, make, misere, impartial))


def _tallies(make):
    def text(r, c):
        position = make(r, c)
        return position if isinstance(position, str) else str(tally(position))

    return text


def _table_10_1(rows=25, cols=9):
    return _grid("WW10 Table 1: Hotcakes, tallies", range(1, rows + 1), range(1, cols + 1), _tallies(Hotcake))


def _table_10_2(rows=20, cols=17):
    return _grid("WW10 Table 2: Coolcakes, tallies", range(rows), range(cols), _tallies(Coolcake))


def _table_10_3(n=55):
    def make(k, ends):
        try:
            return SeatingGap(ends[0], k, ends[1])
        except CompoundError:
            return "illegal"

    return _grid("WW10 Table 3: Select Boys and Girls, tallies", range(n), ("LL", "LR"), _tallies(make),
                 col_label=lambda ends: f"{ends[0]}n{ends[1]}")


def _table_10_grundy(n=12):
    rows = ("Mrs. Grundy", "variation")
    return _grid("WW10: Mrs. Grundy, tallies", rows, range(1, n + 1),
                 _tallies(lambda row, k: MrsGrundy(k, row == "variation")))


def _falada(rule, title, rows, cols):
    def make(r, c):
        if rule != "jump_off" and r <= 2 and c <= 2:
            return "H"
        return FaladaHorse(r, c, rule)

    return _grid(title, range(1, rows + 1), range(1, cols + 1), _tallies(make), col_label=column_letter)


def _table_10_5(n=100):
    return _grid("WW10 Table 5: Squares Off, tallies", range(0, n, 10), range(1, 11),
                 _tallies(lambda base, k: SquaresOff(base + k)), row_label=lambda base: f"{base + 1}-{base + 10}")


def _table_10_alaska(n=17):
    return _grid("WW10 Fig. 6: Baked Alaska, tallies", range(1, n + 1), range(1, n + 1), _tallies(BakedAlaska))


BOOK_TABLES: dict[str, Callable[[], Grid]] = {
    **{f"9.1{v}": partial(_table_9_1, v) for v in "abcdxy"},
    **{f"9.2{v}": partial(_table_9_2, v) for v in "abcdxy"},
    **{f"9.3{v}": partial(_table_9_3, v) for v in "abxy"},
    **{f"9.4{v}": partial(_table_9_4, v) for v in "abxy"},
    **{f"9.5{v}": partial(_table_9_5, v) for v in "abcdxy"},
    **{f"9.6{v}": partial(_table_9_6, v) for v in "abxy"},
    **{f"9.7{v}": partial(_table_9_7, v) for v in "abxy"},
    "10.1": _table_10_1,
    "10.2": _table_10_2,
    "10.3": _table_10_3,
    "10.grundy": _table_10_grundy,
    "10.4": lambda: _falada("jump_off", "WW10 Table 4: Falada (first off wins), tallies (computed)", 20, 20),
    "10.5": _table_10_5,
    "10.6": lambda: _falada("home_wins", "WW10 Table 6: Falada, first home wins, tallies", 12, 12),
    "10.7": lambda: _falada("home_loses", "WW10 Table 7: Falada, first home loses, tallies", 14, 16),
    "10.alaska": _table_10_alaska,
}


def book_table(key: str) -> Grid:
    """The book's table ``key`` (see ``BOOK_TABLES``), recomputed, as a ``Grid``."""
    try:
        build = BOOK_TABLES[key]
    except KeyError:
        raise CompoundError(f"no table {shown(key)}; the tables are {', '.join(BOOK_TABLES)}") from None
    return build()


def book_tables(keys: Any = None, progress: Any = None) -> Any:
    """Each of the book's tables ``keys`` (all of ``BOOK_TABLES`` by default) as ``(key,
    Grid)``, recomputed one after the other; ``progress`` hears of each table done (see
    ``cgt.progress``)."""
    keys = list(BOOK_TABLES) if keys is None else list(keys)
    for key in steps(keys, progress, "Winning Ways tables", unit="table"):
        yield key, book_table(key)


def print_book_table(key: str) -> None:
    """Print the book's table ``key``, recomputed from the rules."""
    print(book_table(key))
