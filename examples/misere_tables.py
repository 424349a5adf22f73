"""Misère simplest forms of Domineering rectangles (modulo the dead-ending universe E) and of
Clobber strips (modulo the dicots D), and the number of simplest forms born by each day.

    python examples/misere_tables.py [largest n for 2 x n] [largest n for 3 x n]

Each position's universe is checked on its whole game tree before it is simplified (Siegel,
"On the general dead-ending universe of partizan games"; Dorbec, Renault, Siegel and Sopena,
"Dicots, and a taxonomy of ranks for misère games", 2015).
"""
import sys

from cgt.misere.tables import born_by, clobber_table, domineering_table


def main(two: int = 6, three: int = 4) -> None:
    print("Domineering, misère, modulo E")
    for rows, largest in ((2, two), (3, three)):
        for label, form in domineering_table(rows, range(1, largest + 1)):
            print(label, form)
    print("Clobber strips, misère, modulo D")
    for strip, form in clobber_table(["xo" * k for k in range(1, 5)] + ["xxo", "xxoo", "xoo"]):
        print(strip, form)
    print("simplest forms born by day 0, 1, 2")
    for universe in ("all", "dead-ending", "dicot"):
        print(universe, [len(born_by(day, universe)) for day in range(3)])


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
