"""Generalised Wythoff (parameter A) and bounded (R-radius) Wythoff."""
import numpy as np
import pytest

from cgt.impartial import wythoff, wythoff_bounded, wythoff_generalized
from cgt.impartial.wythoff import WythoffError


def table_by_options(options, n):
    """Grundy values from an option function, by the mex definition."""
    table = np.zeros((n, n), dtype=np.int64)
    for x in range(n):
        for y in range(n):
            seen = {int(table[p]) for p in options(x, y)}
            table[x, y] = min(set(range(len(seen) + 1)) - seen)
    return table


def parse(text):
    return np.array([[int(v) for v in line.split()[1:]] for line in text.strip().splitlines()])


def test_generalised_p_positions():
    # Leff, ch. 5 (Fraenkel's P-positions for A = 2).
    assert wythoff_generalized.p_positions(2, 9) == [
        (0, 0), (1, 3), (2, 6), (4, 10), (5, 13), (7, 17), (8, 20), (9, 23), (11, 27)]
    assert wythoff_generalized.p_positions(3, 5) == [(0, 0), (1, 4), (2, 8), (3, 12), (5, 17)]


@pytest.mark.parametrize("A", [1, 2, 3, 4, 5])
def test_generalised_formula_agrees_with_recurrence(A):
    # The closed form against the recurrence, for A = 1..5 and n < 3000.
    assert wythoff_generalized.p_positions(A, 3000) == wythoff_generalized.p_positions(A, 3000, "mex")


def test_generalised_a1_is_wythoff():
    assert wythoff_generalized.p_positions(1, 500) == wythoff.p_positions(500)
    assert (wythoff_generalized.grundy_table(1, 30, 30) == wythoff.grundy_table(30, 30)).all()


@pytest.mark.parametrize("A", [1, 2, 3, 4])
def test_generalised_table_and_p_test_against_definition(A):
    brute = table_by_options(lambda x, y: wythoff_generalized.options(A, x, y), 24)
    assert (wythoff_generalized.grundy_table(A, 24, 24) == brute).all()
    zeros = {(x, y) for x in range(24) for y in range(24) if brute[x, y] == 0}
    assert zeros == {(x, y) for x in range(24) for y in range(24)
                     if wythoff_generalized.is_p_position(A, x, y)}


LEFF_A2 = """
0	0	1	2	3	4	5	6	7	8	9	10	11	12
1	1	2	3	0	5	6	7	4	9	10	11	8	13
2	2	3	4	5	6	1	0	8	10	11	12	7	14
3	3	0	5	6	7	4	8	2	1	12	13	14	15
4	4	5	6	7	8	9	10	11	12	3	0	1	2
5	5	6	1	4	9	10	11	12	7	13	14	2	3
6	6	7	0	8	10	11	12	13	14	15	9	16	17
7	7	4	8	2	11	12	13	14	15	16	17	10	18
8	8	9	10	1	12	7	14	15	16	17	18	19	20
9	9	10	11	12	3	13	15	16	17	18	19	20	21
10	10	11	12	13	0	14	9	17	18	19	20	21	22
11	11	8	7	14	1	2	16	10	19	20	21	22	23
12	12	13	14	15	2	3	17	18	20	21	22	23	24
13	13	14	9	16	17	0	5	19	11	22	23	24	25
14	14	15	16	17	18	19	4	20	21	23	24	25	26
15	15	12	17	10	19	20	1	6	22	24	25	26	27
16	16	17	18	9	20	15	2	3	23	25	26	27	28
17	17	18	13	11	21	8	3	0	5	26	15	28	29
18	18	19	20	21	16	22	23	1	4	27	28	29	30
19	19	16	15	22	23	24	25	5	6	28	29	18	31
20	20	21	22	23	14	25	19	26	0	7	30	13	16
21	21	22	23	20	13	26	27	28	2	4	31	12	32
22	22	23	24	25	26	21	28	9	3	1	27	32	33
23	23	20	19	18	15	27	24	29	30	0	6	33	34
24	24	25	26	27	28	17	29	30	31	2	4	34	35
25	25	26	21	24	29	16	30	31	32	5	1	35	7
26	26	27	28	19	30	31	32	33	34	6	3	36	5
27	27	24	29	30	31	18	33	34	13	8	2	0	6
28	28	29	30	31	22	32	34	25	26	14	5	4	8
29	29	30	25	28	32	33	35	36	37	38	7	3	1
30	30	31	32	33	34	23	18	27	28	35	8	6	0
"""

LEFF_A3 = """
0	0	1	2	3	4	5	6	7	8	9	10	11	12
1	1	2	3	4	0	6	7	8	9	5	11	12	13
2	2	3	4	5	6	7	1	9	0	10	12	13	14
3	3	4	5	6	7	8	9	10	2	11	1	14	0
4	4	0	6	7	8	9	10	11	12	13	3	15	2
5	5	6	7	8	9	10	11	12	13	14	15	16	4
6	6	7	1	9	10	11	12	13	14	15	16	17	18
7	7	8	9	10	11	12	13	14	15	16	17	18	19
8	8	9	0	2	12	13	14	15	16	17	18	19	20
9	9	5	10	11	13	14	15	16	17	18	19	20	21
10	10	11	12	1	3	15	16	17	18	19	20	21	22
11	11	12	13	14	15	16	17	18	19	20	21	22	23
12	12	13	14	0	2	4	18	19	20	21	22	23	24
13	13	14	8	15	16	17	19	20	21	22	23	24	25
"""


def test_leff_tables_a2_a3():
    # Leff, ch. 5: the 31×13 table for A = 2 and the 14×13 table for A = 3.
    assert (wythoff_generalized.grundy_table(2, 31, 13) == parse(LEFF_A2)).all()
    assert (wythoff_generalized.grundy_table(3, 14, 13) == parse(LEFF_A3)).all()
    # Leff, ch. 5: g(1,1) = 2, g(2,2) = 4 for A = 2; g(1,1) = 2, g(3,3) = 6 for A = 3.
    assert wythoff_generalized.grundy_table(2, 3, 3)[1, 1] == 2
    assert wythoff_generalized.grundy_table(2, 3, 3)[2, 2] == 4
    assert wythoff_generalized.grundy_table(3, 4, 4)[3, 3] == 6


def test_bounded_base_sets():
    # D–G Thm 25; the values are computed from it.
    assert wythoff_bounded.base_positions(1) == [(0, 0)]
    for R in (2, 3, 4):
        assert wythoff_bounded.base_positions(R) == [(0, 0), (1, 2), (2, 1)]
    for R in (5, 6):
        assert wythoff_bounded.base_positions(R) == [(0, 0), (1, 2), (2, 1), (3, 5), (5, 3)]


@pytest.mark.parametrize("R", [1, 2, 3, 4, 5, 6, 9])
def test_bounded_theorem_against_brute_force(R):
    table = wythoff_bounded.grundy_table(R, 45, 45)
    assert (table == table_by_options(lambda x, y: wythoff_bounded.options(R, x, y), 45)).all()
    zeros = {(x, y) for x in range(45) for y in range(45) if table[x, y] == 0}
    assert zeros == {(x, y) for x in range(45) for y in range(45)
                     if wythoff_bounded.is_p_position(R, x, y)}


def test_bounded_nim_translation_remark_26():
    # D–G Remark 26: two-heap Nim with moves of length ≤ R is P iff X ≡ Y (mod R + 1).
    for R in (1, 2, 3):
        def options(x, y):
            return [(x - k, y) for k in range(1, min(R, x) + 1)] + [(x, y - k) for k in range(1, min(R, y) + 1)]
        table = table_by_options(options, 30)
        assert all((table[x, y] == 0) == ((x - y) % (R + 1) == 0) for x in range(30) for y in range(30))


def test_bounded_huge_coordinates():
    x, y = wythoff.p_position(10**30)
    # Residues mod R + 1 decide; (R+1)·k + (3, 5) is P for R = 5.
    assert wythoff_bounded.is_p_position(5, 6 * 10**30 + 3, 6 * 10**29 + 5)
    assert not wythoff_bounded.is_p_position(5, 6 * 10**30 + 3, 6 * 10**29 + 4)
    assert wythoff.is_p_position(x, y)


def test_bad_parameters():
    with pytest.raises(WythoffError):
        wythoff_generalized.p_positions(0, 5)
    with pytest.raises(WythoffError):
        wythoff_bounded.base_positions(0)
