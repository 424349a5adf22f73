"""Regenerate the tables of Winning Ways vol. 2, chapter 13 ("Survival in the Lost World").

    python3 examples/winning_ways_ch13.py              # all tables
    python3 examples/winning_ways_ch13.py 1 5          # some of them

Genera are written as the book writes them: a bare number for a Nim heap, one superscript for
a tame or restive game, the whole sequence (up to its alternating pair) otherwise.  Where the
printed book is wrong, docs/errata.md ("Misère play") lists the cells.
"""
import sys

from cgt.impartial.misere import misere_quotient
from cgt.impartial.misere.tables import (DimMinus, dawson_addition_table, genus_sequence,
                                         octal_genus_sequence, table_1, table_3)
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak

# The two-digit octal games of Table 5.
TABLE_5 = ["0.04", "0.06", "0.07", "0.14", "0.15", "0.16", "0.17", "0.26", "0.31", "0.34",
           "0.35", "0.36", "0.37", "0.44", "0.45", "0.52", "0.53", "0.54", "0.56", "0.57",
           "0.64", "0.71", "0.72", "0.73", "0.74", "0.75", "0.76", "0.77", "4.3", "4.7"]


def grid(rows, header=None):
    lines = []
    if header:
        lines.append("\t".join(header))
    lines += ["\t".join(str(x) for x in row) for row in rows]
    return "\n".join(lines)


def show_1():
    print("Table 1. G⁻(G13 + y + z): the x with G13 + x + y + z a P-position (rows y, columns z)")
    print(grid([[y] + row for y, row in enumerate(table_1())], ["y\\z"] + list(map(str, range(24)))))


def show_3():
    print("Table 3. The genus of Wyt Queens")
    print(grid([[x] + row for x, row in enumerate(table_3())], ["x\\y"] + list(map(str, range(15)))))


def show_4():
    print("Table 4 and text. Genus sequences of Kayles, Dawson's Kayles, Officers, Grundy's game,")
    print("Guiles and Dim⁻ (heaps 0, 1, 2, ...)")
    for name, game, n in (("Kayles 0.77", TakeAndBreak("0.77"), 34),
                          ("Dawson's Kayles 0.07", TakeAndBreak("0.07"), 34),
                          ("Officers 0.6", TakeAndBreak("0.6"), 31),
                          ("Grundy's game", GrundysGame(), 50),
                          ("Guiles 0.15", TakeAndBreak("0.15"), 30),
                          ("Dim⁻", DimMinus(), 30)):
        print(f"{name}: " + " ".join(genus_sequence(game, n)))


def show_dawson():
    print("Dawson's Kayles: the addition table")
    rows, columns, table = dawson_addition_table()
    print(grid([[r] + row for r, row in zip(rows, table)], ["+"] + columns))


def show_5():
    print("Table 5. Genus sequences of two-digit octal games, heaps 1, 2, ...")
    for code in TABLE_5:
        print(f"{code}: " + " ".join(octal_genus_sequence(code, 24)))


def show_quotients():
    print("Misère quotients (Plambeck and Siegel) of some of these games")
    for code, n in (("0.75", 21), ("0.31", 12), ("0.71", 40), ("0.77", 30), ("0.07", 24)):
        print(repr(misere_quotient(code, heaps=n)))


TABLES = {"1": show_1, "3": show_3, "4": show_4, "dawson": show_dawson, "5": show_5,
          "quotients": show_quotients}


def main(keys):
    for key in keys or TABLES:
        TABLES[key]()
        print()


if __name__ == "__main__":
    main(sys.argv[1:])
