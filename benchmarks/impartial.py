"""Workloads of nim arithmetic, the Grundy engine and heap games (octal codes, Grundy's game)."""
import random

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


def nim_values(code, heaps):
    def setup():
        game = TakeAndBreak(code)
        return lambda: int(game.nim_values(heaps)[-1])

    return setup


def raw_sequence(code, heaps):
    """The nim-sequence itself, without using a proved period."""
    def setup():
        sequence = GrundySequence(TakeAndBreak(code).rule)
        return lambda: (sequence.extend(heaps + 1), int(sequence.values[heaps]))[1]

    return setup


def grundys_game(heaps):
    def setup():
        game = GrundysGame()
        return lambda: int(game.nim_values(heaps).max())

    return setup


def octal_period(code, max_heap):
    def setup():
        game = TakeAndBreak(code)
        return lambda: game.periodicity(max_heap=max_heap)

    return setup


def engine(code, heap):
    """The Grundy engine on a heap position by the rules (every split enumerated)."""
    def setup():
        position = TakeAndBreak(code).position(heap)
        return lambda: grundy(position, {})

    return setup


WORKLOADS = [
    ("nim_product 64-bit", 10_000, nim_products(10_000, 64)),
    ("nim_product 1024-bit", 100, nim_products(100, 1024)),
    ("nim_inverse 64-bit", 10_000, nim_inverses(10_000, 64)),
    ("grundy engine: Kayles row by its rules", 400, engine("0.77", 400)),
    ("Kayles 0.77 nim_values", 10**6, nim_values("0.77", 10**6)),
    ("Dawson's Kayles 0.07 nim_values", 10**6, nim_values("0.07", 10**6)),
    ("Kayles sequence without the period", 10**5, raw_sequence("0.77", 10**5)),
    ("0.16 sequence (sparse-space method)", 10**5, raw_sequence("0.16", 10**5)),
    ("Grundy's game nim_values", 2**16, grundys_game(2**16)),
    ("Grundy's game nim_values, longer", 2**17, grundys_game(2**17)),
    ("Grundy's game nim_values, longer", 2**18, grundys_game(2**18)),
    ("0.16 periodicity (proof range)", 2**19, octal_period("0.16", 2**19)),
]

SLOW = {"Grundy's game nim_values, longer", "0.16 periodicity (proof range)"}
