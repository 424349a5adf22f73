"""Workloads of nim arithmetic, the Grundy engine and heap games (octal codes, Grundy's game).

The heap-game rows time the compiled kernels only: each setup first runs a small computation
that loads them (from numba's disk cache, or compiling them).  The rows "kernels: ..." run a
fresh process each, to show the compile time, the load time from the disk cache and the
total of a cold first process.  The long records are in ``benchmarks/impartial_records.py``.
"""
import random

from benchmarks._fresh import fresh_process
from cgt.impartial import GrundysGame, TakeAndBreak, grundy, nim_inverse, nim_product
from cgt.impartial.sequence import GrundySequence


def nim_products(count, bits):
    def setup():
        rng = random.Random(1)
        pairs = [(rng.getrandbits(bits), rng.getrandbits(bits)) for _ in range(count)]
        return lambda: sum(nim_product(a, b) & 1 for a, b in pairs)

    return setup


def nim_inverses(count, bits):
    def setup():
        rng = random.Random(2)
        xs = [rng.getrandbits(bits) | 1 for _ in range(count)]
        return lambda: sum(nim_inverse(x) & 1 for x in xs)

    return setup


def load_kernels():
    """Run every heap-game kernel once on small inputs (compiled or loaded from the cache)."""
    TakeAndBreak("0.16").nim_values(1100)
    TakeAndBreak("0.77").periodicity()
    GrundysGame().nim_values(100)


def nim_values(code, heaps):
    def setup():
        load_kernels()
        game = TakeAndBreak(code)
        return lambda: int(game.nim_values(heaps)[-1])

    return setup


def raw_sequence(code, heaps):
    """The nim-sequence itself, without using a proved period."""
    def setup():
        load_kernels()
        sequence = GrundySequence(TakeAndBreak(code).rule)
        return lambda: (sequence.extend(heaps + 1), int(sequence.values[heaps]))[1]

    return setup


def grundys_game(heaps):
    def setup():
        load_kernels()
        game = GrundysGame()
        return lambda: int(game.nim_values(heaps).max())

    return setup


def octal_period(code, max_heap):
    def setup():
        load_kernels()
        game = TakeAndBreak(code)
        return lambda: game.periodicity(max_heap=max_heap)

    return setup


def engine(code, heap):
    """The Grundy engine on a heap position by the rules (every split enumerated)."""
    def setup():
        position = TakeAndBreak(code).position(heap)
        return lambda: grundy(position, {})

    return setup


FIRST_PROCESS = """
import json, sys, time
began = time.perf_counter()
from cgt.impartial.take_and_break import TakeAndBreak
imported = time.perf_counter()
TakeAndBreak("0.16").nim_values(1100)
TakeAndBreak("0.77").periodicity()
loaded = time.perf_counter()
found = TakeAndBreak("0.16").periodicity(max_heap=2**19)
done = time.perf_counter()
json.dump({"import": imported - began, "kernels": loaded - imported, "run": done - loaded,
           "period": found.period}, sys.stdout)
"""


def first_process(cache):
    """A fresh process finding 0.16's period: with an empty numba cache (``cache="empty"``,
    so the kernels are compiled) or with the cache the earlier runs left."""
    def setup():
        def run():
            t = fresh_process(FIRST_PROCESS, cache)
            return f"import {t['import']:.2f}+kernels {t['kernels']:.2f}+run {t['run']:.2f}"

        return run

    return setup


WORKLOADS = [
    ("nim_product 64-bit", 10_000, nim_products(10_000, 64)),
    ("nim_product 1024-bit", 100, nim_products(100, 1024)),
    ("nim_inverse 64-bit", 10_000, nim_inverses(10_000, 64)),
    ("grundy engine: Kayles row by its rules", 400, engine("0.77", 400)),
    ("Kayles 0.77 nim_values", 10**6, nim_values("0.77", 10**6)),
    ("Dawson's Kayles 0.07 nim_values", 10**6, nim_values("0.07", 10**6)),
    ("Kayles 0.77 nim_values", 10**7, nim_values("0.77", 10**7)),
    ("Dawson's Kayles 0.07 nim_values", 10**7, nim_values("0.07", 10**7)),
    ("Kayles sequence without the period", 10**5, raw_sequence("0.77", 10**5)),
    ("0.16 sequence (sparse-space method)", 10**5, raw_sequence("0.16", 10**5)),
    ("Grundy's game nim_values", 2**16, grundys_game(2**16)),
    ("Grundy's game nim_values, longer", 2**18, grundys_game(2**18)),
    ("Grundy's game nim_values, longer", 2**20, grundys_game(2**20)),
    ("0.16 periodicity (proof range)", 2**19, octal_period("0.16", 2**19)),
    ("kernels: first process, empty numba cache", "0.16 period", first_process("empty")),
    ("kernels: first process, disk cache", "0.16 period", first_process("disk")),
]

SLOW = {"Grundy's game nim_values, longer", "0.16 periodicity (proof range)",
        "kernels: first process, empty numba cache"}
