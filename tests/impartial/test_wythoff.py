"""Wythoff's game: P-positions, winning moves, the Grundy table and the row periods."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.impartial import wythoff
from cgt.impartial.wythoff import WythoffError


def brute_table(n):
    """Wyt by the mex over every option, the definition itself."""
    table = np.zeros((n, n), dtype=np.int64)
    for x in range(n):
        for y in range(n):
            seen = {table[i, y] for i in range(x)} | {table[x, j] for j in range(y)}
            seen |= {table[x - k, y - k] for k in range(1, min(x, y) + 1)}
            table[x, y] = min(set(range(len(seen) + 1)) - seen)
    return table


def test_first_p_positions():
    # D–G, §1, and Michon, *Numericana*, "Wythoff's Game".
    expected = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18),
                (12, 20), (14, 23), (16, 26), (17, 28), (19, 31)]
    assert wythoff.p_positions(13) == expected
    assert wythoff.p_positions(13, method="mex") == expected


def test_page_sequences_0_to_24():
    # Michon, *Numericana*, "Wythoff's Game": lower and upper Wythoff sequences for n = 0..24.
    lower = [0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37, 38]
    upper = [0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52, 54, 57, 60, 62]
    assert [p for p, _ in wythoff.p_positions(25)] == lower
    assert [q for _, q in wythoff.p_positions(25)] == upper


def test_formula_agrees_with_recurrence():
    assert wythoff.p_positions(5000) == wythoff.p_positions(5000, method="mex")


def test_huge_index_is_exact():
    # Computed with integer square roots.
    a, b = wythoff.p_position(10**40)
    assert a == 16180339887498948482045868343656381177203
    assert b == a + 10**40
    assert wythoff.is_p_position(b, a)
    assert not wythoff.is_p_position(a + 1, b + 1)


@given(st.integers(min_value=0, max_value=10**60))
def test_floor_phi_brackets_n_phi(n):
    # a = ⌊nφ⌋ iff a ≤ nφ < a + 1, i.e. (2a - n)² ≤ 5n² < (2a + 2 - n)² with 2a - n ≥ 0.
    a = wythoff.floor_phi(n)
    assert 2 * a - n >= 0
    assert (2 * a - n) ** 2 <= 5 * n * n < (2 * a + 2 - n) ** 2


@given(st.integers(min_value=0, max_value=10**50))
def test_partner_pairs_every_number(x):
    y = wythoff.partner(x)
    assert wythoff.is_p_position(x, y)
    assert wythoff.partner(y) == x


def test_every_number_once_and_every_difference_once():
    pairs = wythoff.p_positions(2000)
    entries = [v for pair in pairs[1:] for v in pair]
    assert len(set(entries)) == len(entries)
    assert set(range(1, 3000)) <= set(entries)
    assert [b - a for a, b in pairs] == list(range(2000))


def test_winning_moves_against_brute_force():
    # The listed moves and their mirrors are all of them (against a search, 60×60).
    for a in range(60):
        for b in range(60):
            options = [(i, b) for i in range(a)] + [(a, j) for j in range(b)]
            options += [(a - k, b - k) for k in range(1, min(a, b) + 1)]
            expected = sorted(p for p in options if wythoff.is_p_position(*p))
            assert wythoff.winning_moves(a, b) == expected


def test_table_25_against_page():
    # Michon, *Numericana*, "Wythoff's Game", the table of Grundy values.
    rows = """
        0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24
        1 2 0 4 5 3 7 8 6 10 11 9 13 14 12 16 17 15 19 20 18 22 23 21 25
        2 0 1 5 3 4 8 6 7 11 9 10 14 12 13 17 15 16 20 18 19 23 21 22 26
        3 4 5 6 2 0 1 9 10 12 8 7 15 11 16 18 14 13 21 17 22 24 20 19 27
        4 5 3 2 7 6 9 0 1 8 13 12 11 16 15 10 19 18 17 14 21 20 25 24 23
        5 3 4 0 6 8 10 1 2 7 12 14 9 15 17 13 18 11 16 21 23 19 24 26 22
    """
    expected = np.array([[int(v) for v in line.split()] for line in rows.strip().splitlines()])
    table = wythoff.grundy_table(25, 25)
    assert (table[:6] == expected).all()
    assert (table == table.T).all()
    diagonal = [0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25, 17, 18, 19, 30, 31]
    assert [int(table[n, n]) for n in range(25)] == diagonal


def test_leff_a1_table():
    # Leff, ch. 5, the table for A = 1: rows 0..20, columns 0..8.
    text = """
        0 1 2 3 4 5 6 7 8
        1 2 0 4 5 3 7 8 6
        2 0 1 5 3 4 8 6 7
        3 4 5 6 2 0 1 9 10
        4 5 3 2 7 6 9 0 1
        5 3 4 0 6 8 10 1 2
        6 7 8 1 9 10 3 4 5
        7 8 6 9 0 1 4 5 3
        8 6 7 10 1 2 5 3 4
        9 10 11 12 8 7 13 14 15
        10 11 9 8 13 12 0 15 16
        11 9 10 7 12 14 2 13 17
        12 13 14 15 11 9 16 17 18
        13 14 12 11 16 15 17 2 0
        14 12 13 16 15 17 18 10 9
        15 16 17 18 10 13 12 19 14
        16 17 15 14 19 18 20 21 12
        17 15 16 13 18 11 14 12 19
        18 19 20 21 17 16 15 22 23
        19 20 18 17 14 21 11 16 24
        20 18 19 22 21 23 24 25 26
    """
    expected = np.array([[int(v) for v in line.split()] for line in text.strip().splitlines()])
    assert (wythoff.grundy_table(21, 9) == expected).all()


def test_table_against_definition_and_rectangles():
    brute = brute_table(40)
    assert (wythoff.grundy_table(40, 40) == brute).all()
    assert (wythoff.grundy_table(7, 40) == brute[:7]).all()
    assert (wythoff.grundy_table(40, 3) == brute[:, :3]).all()
    assert wythoff.grundy_table(0, 5).shape == (0, 5)


def test_table_facts():
    # Wyt(x, 0) = x, zeros are the P-positions, lines are injective,
    # Leff's bound Wyt ≤ 2x + y (Thm 5.1) and the observed x + y and y - 2x bounds.
    n = 200
    table = wythoff.grundy_table(n, n)
    assert (table[:, 0] == np.arange(n)).all()
    zeros = {(x, y) for x, y in zip(*np.nonzero(table == 0))}
    assert zeros == {(x, y) for x in range(n) for y in range(n) if wythoff.is_p_position(x, y)}
    for k in range(n):
        assert len(set(table[k].tolist())) == n
        diagonal = [table[k + j, j] for j in range(n - k)]
        assert len(set(diagonal)) == len(diagonal)
    x, y = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    small, large = np.minimum(x, y), np.maximum(x, y)
    assert (table <= 2 * small + large).all()
    assert (table <= small + large).all()
    assert (table >= large - 2 * small).all()
    # Michon, *Numericana*, "Wythoff's Game": every value occurs in every row; check 0..99 in rows <
    # 50.
    for k in range(50):
        assert set(range(100)) <= set(table[k].tolist())


# Michon, *Numericana*, "Wythoff's Game" (OEIS A046875 and A046874).
PERIODS = [1, 3, 3, 6, 12, 24, 12, 24, 24, 24, 24, 48, 48, 96, 96, 96, 192, 192, 384, 384, 384, 768, 768]
STARTS = [0, 0, 0, 8, 9, 27, 37, 92, 102, 127, 224, 277, 347, 382, 613, 693, 771, 865, 919, 1032, 1165, 1252, 1293]


def test_row_periods_and_starts():
    found = [wythoff.row_periodicity(k) for k in range(23)]
    assert [r.period for r in found] == PERIODS
    assert [r.start for r in found] == STARTS
    assert all(r.saltus == r.period for r in found)


def test_row_periodicity_holds_and_start_is_least():
    table = wythoff.grundy_table(13, 2000)
    for k in range(13):
        p, s, _ = wythoff.row_periodicity(k)
        excess = table[k] - np.arange(2000)
        assert (excess[s + p:] == excess[s:-p]).all()
        if s > 0:
            assert excess[s - 1] != excess[s - 1 + p]


def test_grundy_far_out_in_a_row():
    table = wythoff.grundy_table(6, 3000)
    for k in range(6):
        for n in (0, 17, 500, 2999):
            assert wythoff.grundy(k, n) == table[k, n] == wythoff.grundy(n, k)
    # Row 1 is additively periodic from 0 with period 3: 1 2 0 | 4 5 3 | ...
    assert wythoff.grundy(1, 3 * 10**30) == 3 * 10**30 + 1
    assert wythoff.grundy(1, 3 * 10**30 + 2) == 3 * 10**30


def test_bad_input():
    with pytest.raises(WythoffError):
        wythoff.is_p_position(-1, 2)
    with pytest.raises(WythoffError):
        wythoff.p_position(1.5)
    with pytest.raises(WythoffError):
        wythoff.p_positions(3, method="floats")
    with pytest.raises(WythoffError):
        wythoff.grundy(10**6, 10**6)


@settings(max_examples=50)
@given(st.integers(0, 80), st.integers(0, 80))
def test_winning_moves_land_on_p_positions(a, b):
    moves = wythoff.winning_moves(a, b)
    assert all(wythoff.is_p_position(*m) for m in moves)
    assert (moves == []) == wythoff.is_p_position(a, b)
