"""Workloads for cgt.compounds: remoteness tables, suspense of slow joins, tallies of unions."""
from cgt.compounds import (
    EatcakeJoin,
    FaladaHorse,
    Hotcake,
    KingsHorse,
    SeatingGap,
    SquaresOff,
    join,
    remoteness,
    suspense,
    tally,
    union,
    winner,
    with_pass,
)
from cgt.compounds._search import clear_caches
from cgt.compounds.tables import BOOK_TABLES, book_table


def _fresh(job):
    def setup():
        clear_caches()
        return job

    return setup


def _quarter_infinite(n):
    return lambda: sum(remoteness(with_pass(KingsHorse(r, c, None)), "L", True) for r in range(1, n + 1) for c in range(1, n + 1))


def _eatcakes(rows, cols):
    return lambda: sum(suspense(EatcakeJoin(h, w, impartial=True)) for h in range(rows) for w in range(cols))


def _hotcakes(rows, cols):
    return lambda: str(tally(Hotcake(rows, cols)))


def _search_union():
    parts = union(Hotcake(2, 3), Hotcake(3, 3), Hotcake(2, 2))
    return lambda: winner(parts, "L")


def _search_join():
    parts = join(*(KingsHorse(r, c) for r, c in [(8, 8), (7, 6), (6, 8), (8, 5)]))
    return lambda: (remoteness(parts, "L", by_search=True), remoteness(parts, "R", True, by_search=True))


def _all_tables():
    return lambda: sum(len(book_table(key).cells) for key in BOOK_TABLES)


WORKLOADS = [
    ("horses quarter-infinite misère+pass", "60x60", _fresh(_quarter_infinite(60))),
    ("eatcakes impartial suspense", "20x100", _fresh(_eatcakes(20, 100))),
    ("hotcakes tallies", "60 by 20", _fresh(_hotcakes(60, 20))),
    ("select boys and girls LnL", "n=150", _fresh(lambda: str(tally(SeatingGap("L", 150, "L"))))),
    ("squares off", "n=5000", _fresh(lambda: str(tally(SquaresOff(5000))))),
    ("falada proper", "row 60, col 60", _fresh(lambda: str(tally(FaladaHorse(60, 60))))),
    ("search: union of 3 hotcakes", "2x3 v 3x3 v 2x2", _search_union),
    ("search: join of 4 horses", "4 horses", _search_join),
    ("every book table of chs. 9-10", f"{len(BOOK_TABLES)} tables", _fresh(_all_tables())),
]
SLOW = {"every book table of chs. 9-10"}
