"""Workloads of misère play: canonical forms of heap games, misère quotients, sums of heaps,
and partizan simplest forms modulo a universe."""
from cgt.impartial import GrundysGame, TakeAndBreak
from cgt.impartial.misere import heap_forms, misere_quotient
from cgt.misere.tables import born_by, domineering_table


def forms(game, heaps):
    def setup():
        return lambda: str(heap_forms(game, heaps)[heaps].genus)

    return setup


def quotient(code, heaps):
    def setup():
        return lambda: misere_quotient(code, heaps=heaps).order

    return setup


def long_sum(code, heaps, count):
    """The outcome of a sum of ``count`` heaps, once the quotient is known."""
    def setup():
        q = misere_quotient(code, heaps=heaps)
        position = [(7 * i) % (heaps + 1) for i in range(count)]
        return lambda: q.outcome(position)

    return setup


def domineering(rows, columns):
    """The simplest form modulo the dead-ending universe of a Domineering rectangle."""
    def setup():
        return lambda: str(domineering_table(rows, [columns])[0][1])

    return setup


def dicots_by_day(day):
    def setup():
        return lambda: len(born_by(day, "dicot"))

    return setup


WORKLOADS = [
    ("canonical forms, Grundy's game", "heaps 1-40", forms(GrundysGame(), 40)),
    ("canonical forms, Kayles", "heaps 1-30", forms(TakeAndBreak("0.77"), 30)),
    ("quotient 0.75 (certified)", "heaps 0-21", quotient("0.75", 21)),
    ("quotient Kayles", "heaps 0-9", quotient("0.77", 9)),
    ("quotient Kayles", "heaps 0-30", quotient("0.77", 30)),
    ("quotient 0.45", "heaps 0-20", quotient("0.45", 20)),
    ("quotient 0.61", "heaps 0-16", quotient("0.61", 16)),
    ("quotient Dawson's Kayles 0.07", "heaps 0-24", quotient("0.07", 24)),
    ("quotient Dawson's Kayles 0.07", "heaps 0-30", quotient("0.07", 30)),
    ("quotient Dawson's Kayles 0.07", "heaps 0-32", quotient("0.07", 32)),
    ("quotient Dawson's chess 0.137", "heaps 0-30", quotient("0.137", 30)),
    ("quotient Daisies 4.7", "heaps 0-30", quotient("4.7", 30)),
    ("quotient Kayles", "heaps 0-40", quotient("0.77", 40)),
    ("outcome of a sum, Kayles quotient", "10^4 heaps", long_sum("0.77", 30, 10**4)),
    ("misère Domineering modulo E", "2x8", domineering(2, 8)),
    ("misère Domineering modulo E", "3x5", domineering(3, 5)),
    ("simplest dicot forms born by day 3", "1268 forms", dicots_by_day(3)),
]
SLOW = {"quotient Dawson's Kayles 0.07", "quotient Dawson's chess 0.137", "quotient Daisies 4.7",
        "simplest dicot forms born by day 3"}
