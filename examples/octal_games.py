"""Nim-sequences and proved periods of octal games (Winning Ways ch. 4).

Run ``python examples/octal_games.py`` for the table of the classical codes, or
``python examples/octal_games.py 0.16`` to prove the period of 0.16 (149459 from 105351),
which computes the values of about half a million heaps and reports progress as it goes.
"""
import sys

from cgt.impartial import GrundysGame, TakeAndBreak

CLASSICS = ["0.77", "0.07", "0.137", "0.007", "0.6", "0.15", "0.52", "0.56", "0.31", "0.73",
            "0.7777", "4.7"]


def show(code, max_heap, progress=False):
    game = TakeAndBreak(code)
    start = " ".join(str(int(v)) for v in game.nim_values(20))
    found = game.periodicity(max_heap=max_heap, progress=progress)
    name = game.name or ""
    if found is None:
        period = f"no period proved below {max_heap} heaps"
    else:
        period = (f"period {found.period} from {found.preperiod} "
                  f"({len(found.exceptions)} exceptions)")
    print(f"{game.code:8} {name:16} {start:45} {period}")


def main(argv):
    if argv:
        for code in argv:
            show(code, 2**20, progress=True)
        return
    for code in CLASSICS:
        show(code, 2**14)
    values = GrundysGame().nim_values(32767)
    print(f"Grundy's game: largest value below 32768 is {values.max()}, at heaps "
          f"{', '.join(str(int(n)) for n in (values == values.max()).nonzero()[0])}")


if __name__ == "__main__":
    main(sys.argv[1:])
