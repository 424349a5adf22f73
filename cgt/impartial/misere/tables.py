"""The tables of *Winning Ways*, vol. 2, ch. 13 ("Survival in the Lost World"), recomputed
from the rules of the games with misère canonical forms.

Each function returns the table's rows; ``docs/errata.md`` lists the cells where the printed
book differs.  Genera are written as :func:`~cgt.impartial.misere.tameness.book_genus` writes
them (a bare number for a Nim heap, one superscript for a tame or restive game), or in full
(``full=True``) as ``g^{γ0γ1...}`` up to the alternating pair.
"""
from __future__ import annotations
from typing import Any

from cgt.impartial.misere.forms import MisereGame, heap_forms, nim, of_position
from cgt.impartial.misere.tameness import book_genus
from cgt.impartial.rulesets import Queen
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak

__all__ = [
    "table_1", "table_3", "genus_sequence", "octal_genus_sequence", "DimMinus",
    "dawson_addition_table"
]


def _text(g: MisereGame, full: bool) -> str:
    return str(g.genus).replace("{", "").replace("}", "") if full else book_genus(g)


def table_1(rows: int = 20, columns: int = 24) -> list[list[int]]:
    """Table 1: the x with G13 + x + y + z misère P (that is, G⁻(G13 + y + z)), for
    y < ``rows`` and z < ``columns``."""
    g13 = heap_forms(GrundysGame(), 13)[13]
    return [[(g13 + nim(y) + nim(z)).misere_grundy for z in range(columns)]
            for y in range(rows)]


def table_3(rows: int = 15, columns: int = 15) -> list[list[str]]:
    """Table 3: the genus of a single Wythoff queen (Wyt Queens) at (x, y)."""
    memo: dict = {}
    return [[book_genus(of_position(Queen(x, y), memo)) for y in range(columns)]
            for x in range(rows)]


def genus_sequence(game: Any, n: int, full: bool = False) -> list[str]:
    """The genera of heaps 0..n of a heap game (Tables 4 and 5, and the sequences in the
    text: Kayles, Dawson's Kayles, Officers, Grundy's game, Guiles)."""
    return [_text(g, full) for g in heap_forms(game, n)]


def octal_genus_sequence(code: str, n: int, full: bool = False) -> list[str]:
    """Table 5: the genus sequence of the octal game ``code`` for heaps 1..n."""
    return genus_sequence(TakeAndBreak(code), n, full)[1:]


class DimMinus:
    """Dim⁻ (*Winning Ways*, ch. 4): remove from a heap of n a divisor of n less than n."""

    def moves(self, n: int) -> list[tuple[int, ...]]:
        return [((n - d),) for d in range(1, n) if n % d == 0]


def dawson_addition_table() -> tuple[list[str], list[str], list[list[str]]]:
    """The addition table of Dawson's Kayles (ch. 13, "Dawson's Kayles"): rows A, B, C, D =
    D10, D12, D14, D16 and columns A, B, C, D, D21, ..., D26, each cell the full genus of the
    sum."""
    d = heap_forms(TakeAndBreak("0.07"), 26)
    rows = {"A": d[10], "B": d[12], "C": d[14], "D": d[16]}
    columns = dict(rows)
    columns.update({f"D{n}": d[n] for n in range(21, 27)})
    table = [[_text(r + c, True) for c in columns.values()] for r in rows.values()]
    return list(rows), list(columns), table
