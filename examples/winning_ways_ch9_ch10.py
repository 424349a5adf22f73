"""Regenerate every table of Winning Ways vol. 2, chapters 9 and 10, from the rules.

    python3 examples/winning_ways_ch9_ch10.py            # all tables
    python3 examples/winning_ways_ch9_ch10.py 9.1a 10.5  # some of them

Chapter 9 tables give remotenesses (joins) and suspense numbers (slow joins), one character per
count (A = 10, ...), Left first then Right first; chapter 10 tables give tallies x_a y_b.
Where the printed book is wrong, docs/errata.md ("Joins and unions") lists the cells.
"""
import sys

from cgt.compounds.tables import book_tables


def main(keys):
    for _, table in book_tables(keys or None, progress=sys.stderr.isatty()):
        print(table)
        print()


if __name__ == "__main__":
    main(sys.argv[1:])
