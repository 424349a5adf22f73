"""Long heap-game computations near published records, with their peak memory.

Peak memory is what numpy and Python allocate during the row (``tracemalloc``), so it leaves
out the interpreter and the compiled kernels themselves.
"""
import tracemalloc

from cgt.impartial import GrundysGame, TakeAndBreak
from benchmarks.impartial import load_kernels


def with_peak_memory(job):
    def run():
        tracemalloc.start()
        try:
            result = job()
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        return f"{result}; peak {peak / 2**20:.0f} MiB"

    return run


def grundys_game(heaps):
    def setup():
        load_kernels()
        game = GrundysGame()
        return with_peak_memory(lambda: f"max {int(game.nim_values(heaps).max())}")

    return setup


def octal_period(code, max_heap):
    def setup():
        load_kernels()
        game = TakeAndBreak(code)

        def run():
            found = game.periodicity(max_heap=max_heap)
            return f"period {found.period} from {found.preperiod}"

        return with_peak_memory(run)

    return setup


WORKLOADS = [
    ("0.354 periodicity (preperiod 10061916)", 2**25, octal_period("0.354", 2**25)),
    ("Grundy's game nim_values", 2**24, grundys_game(2**24)),
]

SLOW = {name for name, _, _ in WORKLOADS}
