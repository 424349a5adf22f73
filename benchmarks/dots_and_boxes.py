"""Dots-and-Boxes: exact net scores by retrograde analysis over bitmasks of the open lines.

The solving rows time the compiled kernel only: each setup first solves the 1 x 1 board, which
loads it (from numba's disk cache, or compiling it).  The rows "kernel: ..." run a fresh process
each and print its CPU times (``time.process_time``): importing the solver, the first call
(compiling the kernel, or loading it from the disk cache) and solving the empty 3 x 3 board.
"""

from benchmarks._fresh import fresh_process
from cgt.rulesets.dots_and_boxes import DotsAndBoxes
from cgt.rulesets.dots_and_boxes_board import box_grid
from cgt.rulesets.dots_and_boxes_solver import clear_cache, solve


def load_kernel():
    """Solve the 1 x 1 board, which compiles the kernel or loads it from the disk cache."""
    solve(box_grid(1, 1), 0)


def _net_score(rows, cols, lines=()):
    def setup():
        load_kernel()
        clear_cache()
        position = DotsAndBoxes(rows, cols, lines)
        return position.net_score
    return setup


def _principal_variation():
    clear_cache()
    position = DotsAndBoxes(3, 3)
    position.net_score()  # the table is built here, untimed
    return position.principal_variation


FIRST_PROCESS = """
import json, sys, time
began = time.process_time()
from cgt.rulesets.dots_and_boxes_board import box_grid
from cgt.rulesets.dots_and_boxes_solver import solve
imported = time.process_time()
solve(box_grid(1, 1), 0)
loaded = time.process_time()
value = int(solve(box_grid(3, 3), 0).values[0])
done = time.process_time()
json.dump({"import": imported - began, "kernel": loaded - imported, "run": done - loaded,
           "value": value}, sys.stdout)
"""


def _first_process(cache):
    """A fresh process solving the empty 3 x 3 board: with an empty numba cache
    (``cache="empty"``, so the kernel is compiled) or with the cache earlier runs left."""
    def setup():
        def run():
            t = fresh_process(FIRST_PROCESS, cache)
            return (f"CPU: import {t['import']:.2f}+kernel {t['kernel']:.2f}"
                    f"+run {t['run']:.2f}; V={t['value']}")
        return run
    return setup


PUZZLE = "AB BC CD FG KL NO OP AE EI FJ IM JN"  # Sam Loyd's puzzle (Michon, Numericana)

WORKLOADS = [
    ("Loyd's puzzle net score", "2^12 states", _net_score(3, 3, PUZZLE)),
    ("2x3 empty board net score", "2^17 states", _net_score(2, 3)),
    ("2x4 empty board net score", "2^22 states", _net_score(2, 4)),
    ("3x3 empty board net score", "2^24 states", _net_score(3, 3)),
    ("3x3 principal variation (table built)", "24 moves", _principal_variation),
    ("kernel: first process, empty numba cache", "3x3 board", _first_process("empty")),
    ("kernel: first process, disk cache", "3x3 board", _first_process("disk")),
]

SLOW = {"3x3 empty board net score", "kernel: first process, empty numba cache"}
