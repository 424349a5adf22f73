"""Winning Ways vol. 2, ch. 9: every surviving table reproduced cell by cell from the rules.

The printed tables below are copied from the book, each named by its number; digits above 9 are
letters (A = 10, …). Tables printed "writ large", or whose values could not be read, are checked
against recomputed values and closed forms.
"""
import pytest

from cgt.compounds import CutcakeJoin, EatcakeJoin, remoteness, suspense
from cgt.compounds.tables import book_table

# Winning Ways vol. 2, ch. 9, Table 1(a), first horse stuck loses.
TABLE_1A = """
00 00 10 10 10 10 10 10
00 00 10 10 10 10 10 10
01 01 11 12 12 12 12 12
01 01 21 22 22 32 32 32
01 01 21 22 22 32 32 32
01 01 21 23 23 33 34 34
01 01 21 23 23 43 44 44
01 01 21 23 23 43 44 44
"""

# Winning Ways vol. 2, ch. 9, Table 1(b), first horse stuck wins.
TABLE_1B = """
00 00 10 10 10 10 10 10
00 00 20 30 30 30 30 30
01 02 22 42 52 52 52 52
01 03 24 44 64 74 74 74
01 03 25 46 66 86 96 96
01 03 25 47 68 88 A8 B8
01 03 25 47 69 8A AA CA
01 03 25 47 69 8B AC BB
"""

# Winning Ways vol. 2, ch. 9, Table 1(c), first horse home wins.
TABLE_1C = """
00 00 12 12 34 34 56 56
00 00 12 12 34 34 56 56
21 21 11 14 34 36 56 56
21 21 41 44 44 56 56 76
43 43 43 44 44 56 56 76
43 43 63 65 65 55 58 76
65 65 65 65 65 85 88 86
65 65 65 67 67 67 68 66
"""

# Winning Ways vol. 2, ch. 9, Table 1(d), first horse home loses.
TABLE_1D = """
00 00 12 12 45 56 56 56
00 00 23 34 34 34 67 78
21 32 22 42 42 56 56 56
21 43 24 44 54 64 74 77
54 43 24 45 66 76 86 76
65 43 65 46 67 66 98 A8
65 76 65 47 68 89 88 B9
65 87 65 77 67 8A 9B AA
"""

# Winning Ways vol. 2, ch. 9, Table 1(x), impartial, normal.
TABLE_1X = """
0 0 1 1 2 2 3 3
0 0 1 1 2 2 3 3
1 1 1 1 3 3 3 3
1 1 1 3 3 3 3 5
2 2 3 3 4 4 5 5
2 2 3 3 4 4 5 5
3 3 3 3 5 5 5 5
3 3 3 5 5 5 5 6
"""

# Winning Ways vol. 2, ch. 9, Table 1(y), impartial, misère.
TABLE_1Y = """
0 0 1 1 3 4 3 3
0 0 2 3 2 2 4 5
1 2 2 2 2 4 4 4
1 3 2 3 4 5 6 5
3 2 2 4 5 4 5 6
4 2 4 5 4 7 6 7
3 4 4 6 5 6 7 6
3 5 4 5 6 7 6 7
"""

# Winning Ways vol. 2, ch. 9, Table 3(a), last horse home wins.
TABLE_3A = """
00 00 12 12 34 34 56 56
00 00 12 12 34 34 56 56
21 21 11 12 32 34 54 56
21 21 21 22 22 34 34 56
43 43 23 22 22 34 34 56
43 43 43 43 43 33 34 54
65 65 45 43 43 43 44 44
65 65 65 65 65 45 44 44
"""

# Winning Ways vol. 2, ch. 9, Table 3(b), last horse home loses.
TABLE_3B = """
00 00 12 12 45 34 56 56
00 00 23 12 34 34 67 56
21 32 22 22 44 36 56 56
21 21 22 44 34 44 56 77
54 43 44 43 44 56 66 56
43 43 63 44 65 66 58 66
65 76 65 65 66 85 66 77
65 65 65 77 65 66 77 66
"""

# Winning Ways vol. 2, ch. 9, Table 3(x), impartial, normal.
TABLE_3X = """
0 0 1 1 2 2 3 3
0 0 1 1 2 2 3 3
1 1 1 3 3 3 3 3
1 1 3 3 3 3 5 5
2 2 3 3 4 4 5 5
2 2 3 3 4 4 5 5
3 3 3 5 5 5 5 5
3 3 3 5 5 5 5 6
"""

# Winning Ways vol. 2, ch. 9, Table 3(y), impartial, misère.
TABLE_3Y = """
0 0 1 1 3 2 3 3
0 0 2 1 2 2 4 3
1 2 2 4 2 4 4 4
1 1 4 3 2 3 6 5
3 2 2 2 5 4 3 4
2 2 4 3 4 3 6 5
3 4 4 6 3 6 5 6
3 3 4 5 4 5 6 7
"""

# Winning Ways vol. 2, ch. 9, Table 5(d), quarter-infinite, misère with pass.
TABLE_5D = """
00 00 12 12 45 56 56 56 89 9A 9A 9A
00 00 23 34 34 34 67 78 78 78 AB BC
21 32 22 42 42 56 56 56 86 9A 9A 9A
21 43 24 44 54 64 74 78 78 78 78 BC
54 43 24 45 66 76 86 76 96 9A 9A 9A
65 43 65 46 67 66 98 A8 98 B8 98 B8
65 76 65 47 68 89 88 BA C8 BA DA BA
65 87 65 87 67 8A AB AA DC EA DC FA
98 87 68 87 69 89 8C CD CC FE GC FE
A9 87 A9 87 A9 8B AB AE EF EE HG IE
A9 BA A9 87 A9 89 AD CD CG GH GG JI
A9 CB A9 CB A9 8B AB AF EF EI IJ II
"""

# Winning Ways vol. 2, ch. 9, Table 5(x), quarter-infinite, impartial normal.
TABLE_5X = """
0 0 1 1 2 2 3 3 4 4 5 5
0 0 1 1 2 2 3 3 4 4 5 5
1 1 1 1 3 3 3 3 5 5 5 5
1 1 1 3 3 3 3 5 5 5 5 7
2 2 3 3 4 4 5 5 6 6 7 7
2 2 3 3 4 4 5 5 6 6 7 7
3 3 3 3 5 5 5 5 7 7 7 7
3 3 3 5 5 5 5 7 7 7 7 9
4 4 5 5 6 6 7 7 8 8 9 9
4 4 5 5 6 6 7 7 8 8 9 9
5 5 5 5 7 7 7 7 9 9 9 9
"""

# Winning Ways vol. 2, ch. 9, Table 5(y), quarter-infinite, impartial misère.
TABLE_5Y = """
0 0 1 1 3 4 3 3 5 6 5 5
0 0 2 3 2 2 4 5 4 4 6 7
1 2 2 2 2 4 4 4 4 6 6 6
1 3 2 3 4 5 6 5 6 7 8 7
3 2 2 4 5 4 5 6 7 6 7 8
4 2 4 5 4 7 6 7 6 9 8 9
3 4 4 6 5 6 7 6 7 8 9 8
3 5 4 5 6 7 6 7 8 9 8 9
5 4 4 6 7 6 7 8 9 8 9 A
6 4 6 7 6 9 8 9 8 9 A B
5 6 6 8 7 8 9 8 9 A B A
"""

# Winning Ways vol. 2, ch. 9, Table 6(x), Cutcakes suspense, impartial normal.
TABLE_6X = """
0 1 2 3 3 3 4 5 5 5 5
1 2 3 3 4 5 5 5 5 5 6
2 3 4 5 5 5 6 7 7 7 7
3 3 5 4 5 5 7 5 6 7 7
3 4 5 5 6 7 7 7 7 7 8
3 5 5 5 7 6 7 7 7 7 9
4 5 6 7 7 7 8 9 9 9 9
5 5 7 5 7 7 9 6 7 7 9
5 5 7 6 7 7 9 7 8 9 9
5 5 7 7 7 7 9 7 9 8 9
5 6 7 7 8 9 9 9 9 9 A
"""

# Winning Ways vol. 2, ch. 9, Table 6(y), Cutcakes suspense, impartial misère.
TABLE_6Y = """
0 1 2 2 3 4 4 4 4 4 5 6
1 2 3 4 4 4 5 6 6 6 6 6
2 3 4 4 5 6 6 6 6 6 7 8
2 4 4 5 6 6 6 6 7 8 8 8
3 4 5 6 6 6 7 8 8 8 8 8
4 4 6 6 6 7 8 8 8 8 8 8
4 5 6 6 7 8 8 8 8 8 9 A
4 6 6 6 8 8 8 7 8 8 A 8
4 6 6 7 8 8 8 8 9 A A A
4 6 6 8 8 8 8 8 A 9 A A
5 6 7 8 8 8 9 A A A A A
"""

PRINTED = {
    "9.1a": TABLE_1A,
    "9.1b": TABLE_1B,
    "9.1c": TABLE_1C,
    "9.1d": TABLE_1D,
    "9.1x": TABLE_1X,
    "9.1y": TABLE_1Y,
    "9.3a": TABLE_3A,
    "9.3b": TABLE_3B,
    "9.3x": TABLE_3X,
    "9.3y": TABLE_3Y,
    "9.5d": TABLE_5D,
    "9.5x": TABLE_5X,
    "9.5y": TABLE_5Y,
    "9.6x": TABLE_6X,
    "9.6y": TABLE_6Y,
}


def printed_cells(text):
    return [line.split() for line in text.strip().splitlines()]


@pytest.mark.parametrize("key", sorted(PRINTED))
def test_printed_table_matches_cell_by_cell(key):
    printed = printed_cells(PRINTED[key])
    computed = book_table(key).cells
    for r, row in enumerate(printed):
        for c, cell in enumerate(row):
            assert computed[r][c] == cell, f"{key}: row {r + 1}, column {c + 1}"


def test_worked_horse_examples():
    # WW9 "How Remote Is a Horse?", Fig. 2: square (3, 4) has R_L = 1, R_R = 2.
    assert book_table("9.1a").cell("3", "4") == "12"
    # WW9 "A Slightly Slower Join", Fig. 3: misère with pass, R_L = 1 + 3, R_R = 1 + 4.
    assert book_table("9.1d").cell("1", "5") == "45"
    # WW9 misère example: left remotenesses A and B, right remotenesses C and B.
    assert book_table("9.1b").cell("8", "7") == "AC"
    assert book_table("9.1b").cell("8", "8") == "BB"


def test_quarter_infinite_board_agrees_with_chessboard_away_from_the_far_edges():
    # WW9 Extras: only cells near the lower and right edges differ.
    for v in "abcdxy":
        small, large = book_table(f"9.1{v}"), book_table(f"9.5{v}")
        for r in range(5):
            assert small.cells[r][:5] == large.cells[r][:5]


def test_cutcakes_suspense_with_passes_closed_form():
    # WW9 Table 6(a) is "writ large" in print; every
    # surviving cell fits S_L S_R = (2w-3)(2w-2) for h < w, (2h-2)(2h-3) for h > w,
    # (2h-2)(2h-2) for h = w >= 2, and 00 for 1 x 1.
    grid = book_table("9.6a")
    digits = "0123456789ABCDEF"
    for h in range(1, 8):
        for w in range(1, 8):
            if h == w == 1:
                expected = "00"
            elif h < w:
                expected = digits[2 * w - 3] + digits[2 * w - 2]
            elif h > w:
                expected = digits[2 * h - 2] + digits[2 * h - 3]
            else:
                expected = digits[2 * h - 2] * 2
            assert grid.cells[h - 1][w - 1] == expected
    # The surviving printed cells of 6(a): 1x2 = 12, 2x4 = 56, 3x6 = 9A, 4x7 = BC, 7x7 = CC.
    assert [grid.cell(*rc) for rc in [("1", "2"), ("2", "4"), ("3", "6"), ("4", "7"), ("7", "7")]] == ["12", "56", "9A", "BC", "CC"]


def test_misere_cutcakes_suspense_on_a_strip():
    # docs/errata.md: printed Table 6(b) row 1 is 2n-3; the
    # rules give S_L^-(1 x n) = 2 ceil(log2 n) - 1, confirmed by searching the slow join.
    row = book_table("9.6b").row("1")
    assert row == ("00", "12", "34", "34", "56", "56", "56", "56", "78", "78", "78", "78", "78")
    from cgt.compounds import with_pass

    cake = with_pass(CutcakeJoin(1, 6, slow=True))
    assert suspense(cake, "L", misere=True, by_search=True) == 5


def test_cutcakes_remoteness_spot_values():
    # WW9 Table 2, computed (not compared with the print):
    # row 1 is 00 10 10 ..., column 1 is 01, and 2 x 2 is 22.
    grid = book_table("9.2a")
    assert grid.row("1") == ("00",) + ("10",) * 7
    assert [grid.cells[h][0] for h in range(1, 8)] == ["01"] * 7
    assert grid.cell("2", "2") == "22"


def test_eatcakes_remoteness_partizan_patterns():
    # WW9 Table 7(a),(b) (printed with arrows), in closed form.
    a, b = book_table("9.7a"), book_table("9.7b")
    for h in range(1, 7):
        for w in range(1, 7):
            expected = "11" if h == w == 1 else "21" if h == 1 else "12" if w == 1 else "33"
            assert a.cells[h][w] == expected
    digits = "0123456789ABCDEFGHIJ"
    for h in range(1, 7):
        for w in range(1, 9):
            n = min(h, w)
            left, right = 2 * n - 1, 2 * n - 1
            if w > n:
                left = 2 * n
            elif h > n:
                right = 2 * n
            assert b.cells[h][w] == digits[left] + digits[right]
    # The zero row and column are printed as infinity, the identity for the least remoteness.
    assert set(a.cells[0]) == {"∞"} and {row[0] for row in b.cells} == {"∞"}


def test_eatcakes_remoteness_impartial():
    # WW9 Table 7(x) rows 2-4, recomputed (rows shifted in print).
    grid = book_table("9.7x")
    assert grid.cells[2][1:11] == tuple("1234333333")
    assert grid.cells[3][1:11] == tuple("1345675555")
    assert grid.cells[4][1:11] == tuple("1456555555")
    # WW9 Extras: R^-(1, 1) = 1, otherwise R^- = R^+ + 1.
    for h in range(1, 12):
        for w in range(1, 12):
            plus = remoteness(EatcakeJoin(h, w, impartial=True, first_strip=True))
            minus = remoteness(EatcakeJoin(h, w, impartial=True, first_strip=True), misere=True)
            assert minus == (1 if h == w == 1 else plus + 1)


# WW9 Tables 4(x), 4(y) recomputed (the printed rows drop cells: docs/errata.md).
EATCAKE_ROWS = {
    (False, 2): "01233323332333233323332333233323",
    (False, 3): "01323333233233332332333323323333",
    (False, 4): "01334555553345555533455555334555",
    (False, 5): "01335455553554555535545555355455",
    (True, 2): "02344434442344434442344434442344",
    (True, 3): "02434444344442344442434444344442",
    (True, 4): "01445666663443466666445666663443",
    (True, 5): "02446566664656666566666646456666",
}


@pytest.mark.parametrize("misere, h", sorted(EATCAKE_ROWS))
def test_eatcakes_suspense_rows(misere, h):
    grid = book_table("9.4y" if misere else "9.4x")
    assert "".join(grid.row(str(h))) == EATCAKE_ROWS[misere, h]


def _period(row, period, preperiod):
    return all(row[i] == row[i + period] for i in range(preperiod, len(row) - period))


def test_eatcakes_periodicity_claims():
    # WW9 "Let Them Eat Cake": rows 0-9 of Table 4(x) have periods dividing
    # 16, rows 0-4 of Table 4(y) periods dividing 18, and the first 20 entries hold a full period.
    for h in range(10):
        row = [suspense(EatcakeJoin(h, w, impartial=True)) for w in range(80)]
        assert _period(row, 16, 20 - 16), h
    for h in range(5):
        row = [suspense(EatcakeJoin(h, w, impartial=True), misere=True) for w in range(90)]
        assert _period(row, 18, 20 - 18), h


def test_impartial_tables_are_symmetric():
    # Impartial cakes are the same game turned through a right angle.
    for key in ("9.4x", "9.4y"):
        grid = book_table(key)
        for h in range(12):
            for w in range(12):
                assert grid.cells[h][w] == grid.cells[w][h]
    grid = book_table("9.6x")
    assert all(grid.cells[h][w] == grid.cells[w][h] for h in range(11) for w in range(11))
