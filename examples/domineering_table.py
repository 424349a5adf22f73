"""The canonical values of Domineering rectangles, one line per board.

Left places vertical dominoes, Right horizontal ones; a board with r rows and c columns is the
negative of the board with c rows and r columns, so only r <= c is listed (run:
python examples/domineering_table.py [MAX_SQUARES], default 20).
"""
import sys
import time

from cgt.rulesets import Domineering


def main(max_squares=20):
    for rows in range(1, max_squares + 1):
        for cols in range(rows, max_squares // rows + 1):
            start = time.perf_counter()
            g = Domineering.rectangle(rows, cols).value
            seconds = time.perf_counter() - start
            print(f"{rows:2} x {cols:<2} {g.outcome}  {seconds:7.3f}s  {g}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
