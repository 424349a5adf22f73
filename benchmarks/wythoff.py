"""Workloads of the Wythoff family: Grundy tables, exact P-positions, proven row periods."""
from cgt.impartial import vectors, wythoff
from cgt.impartial.rulesets import three_heap_table


def table(n):
    def setup():
        wythoff.grundy_table(2, 2)  # loads the compiled kernel, untimed
        return lambda: int(wythoff.grundy_table(n, n).max())

    return setup


def huge_p_position(digits):
    def setup():
        n = 10**digits
        return lambda: wythoff.is_p_position(*wythoff.p_position(n))

    return setup


def p_positions(count, method):
    def setup():
        return lambda: wythoff.p_positions(count, method)[-1]

    return setup


def row_periods(rows):
    def setup():
        wythoff.clear_caches()
        return lambda: [wythoff.row_periodicity(k).period for k in range(rows)][-1]

    return setup


def cube(n):
    def setup():
        return lambda: int((three_heap_table(n) == 0).sum())

    return setup


def aa1(alpha, count):
    def setup():
        return lambda: vectors.p_positions_aa1(alpha, count)[-1]

    return setup


WORKLOADS = [
    ("Wythoff Grundy table", "500x500", table(500)),
    ("Wythoff Grundy table", "1000x1000", table(1000)),
    ("Wythoff Grundy table, large", "2000x2000", table(2000)),
    ("Wythoff Grundy table, large", "4000x4000", table(4000)),
    ("p_position exact", "n=10^40", huge_p_position(40)),
    ("p_position exact", "n=10^10000", huge_p_position(10000)),
    ("p_positions by formula", "10^5", p_positions(10**5, "formula")),
    ("p_positions by mex recurrence", "10^6", p_positions(10**6, "mex")),
    ("row periodicity proofs", "rows 0..22", row_periods(23)),
    ("row periodicity proofs", "rows 0..30", row_periods(31)),
    ("3-heap Wythoff cube", "32^3", cube(32)),
    ("[2,2,1] P-positions (Thm 13)", "10^5", aa1(2, 10**5)),
]

SLOW = {"Wythoff Grundy table, large"}
