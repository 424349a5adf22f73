"""Chessboard rulesets: the White Knight (Winning Ways ch. 3), Wyt Queens and Leff's pieces.

The tables below are copied from the books; each reproduces exactly under the rule readings
of cgt.impartial.rulesets.chessboard (docs/errata.md lists where a printed rule needed one).
"""
import numpy as np
import pytest

from cgt.impartial import wythoff
from cgt.impartial.grundy import grundy, winning_moves_in_sum
from cgt.impartial.rulesets import (
    BlockedQueen, Commander, Evenrook, KingRook, Knight, LatinRook, Nim, Queen, Rook, RulesetError, WytQueens,
    board_table,
)


def parse(text):
    return np.array([[int(v) for v in line.split()] for line in text.strip().splitlines()])


# Winning Ways ch. 3, Table 1 "Numbers for the White Knight":
# files a–q, ranks 1..20 (nimbers written without the star).
WHITE_KNIGHT = """
a 0 0 1 1 0 0 1 1 0 0 1 1 0 0 1 1 0 0 1 1
b 0 0 2 1 0 0 1 1 0 0 1 1 0 0 1 1 0 0 1 1
c 1 2 2 2 3 2 2 2 3 2 2 2 3 2 2 2 3 2 2
d 1 1 2 1 4 3 2 3 3 3 2 3 3 3 2 3 3 3 2
e 0 0 3 4 0 0 1 1 0 0 1 1 0 0 1 1 0 0
f 0 0 2 3 0 0 2 1 0 0 1 1 0 0 1 1 0 0
g 1 1 2 2 1 2 2 2 3 2 2 2 3 2 2 2 3
h 1 1 2 3 1 1 2 1 4 3 2 3 3 3 2 3 3
i 0 0 3 3 0 0 3 4 0 0 1 1 0 0 1 1
j 0 0 2 3 0 0 2 3 0 0 2 1 0 0 1 1
k 1 1 2 2 1 1 2 2 1 2 2 2 3 2
l 1 1 2 3 1 1 2 3 1 1 2 1
m 0 0 3 3 0 0 3 3 0 0
n 0 0 2 3 0 0 2 3
o 1 1 2 2 1 1
p 1 1 2 3
q 0 0
"""

# Leff, ch. 4, "Table of Grundy values for the King-Rook game" (rows 0..27, columns 0..12).
KING_ROOK = """
 0  1  2  3  4  5  6  7  8  9 10 11 12
 1  2  0  4  5  3  7  8  6 10 11  9 13
 2  0  1  5  3  4  8  6  7 11  9 10 14
 3  4  5  0  1  2  9 10 11  6  7  8 15
 4  5  3  1  2  0 10 11  9  7  8  6 16
 5  3  4  2  0  1 11  9 10  8  6  7 17
 6  7  8  9 10 11  0  1  2  3  4  5 18
 7  8  6 10 11  9  1  2  0  4  5  3 19
 8  6  7 11  9 10  2  0  1  5  3  4 20
 9 10 11  6  7  8  3  4  5  0  1  2 21
10 11  9  7  8  6  4  5  3  1  2  0 22
11  9 10  8  6  7  5  3  4  2  0  1 23
12 13 14 15 16 17 18 19 20 21 22 23  0
13 14 12 16 17 15 19 20 18 22 23 21  1
14 12 13 17 15 16 20 18 19 23 21 22  2
15 16 17 12 13 14 21 22 23 18 19 20  3
16 17 15 13 14 12 22 23 21 19 20 18  4
17 15 16 14 12 13 23 21 22 20 18 19  5
18 19 20 21 22 23 12 13 14 15 16 17  6
19 20 18 22 23 21 13 14 12 16 17 15  7
20 18 19 23 21 22 14 12 13 17 15 16  8
21 22 23 18 19 20 15 16 17 12 13 14  9
22 23 21 19 20 18 16 17 15 13 14 12 10
23 21 22 20 18 19 17 15 16 14 12 13 11
24 25 26 27 28 29 30 31 32 33 34 35 36
25 26 24 28 29 27 31 32 30 34 35 33 37
26 24 25 29 27 28 32 30 31 35 33 34 38
27 28 29 24 25 26 33 34 35 30 31 32 39
"""

# Leff, ch. 5, the Latin Rook table (rows 0..15, columns 0..13).
LATIN_ROOK = """
 0  2  1  6  5  4  3 14 13 12 11 10  9  8
 2  1  0  5  6  3  4 13 14 11 12  9 10  7
 1  0  2  4  3  6  5 12 11 14 13  8  7 10
 6  5  4  3  0  2  1 11 12 13 14  7  8  9
 5  6  3  0  4  1  2 10  9  8  7 14 13 12
 4  3  6  2  1  5  0  9 10  7  8 13 14 11
 3  4  5  1  2  0  6  8  7 10  9 12 11 14
14 13 12 11 10  9  8  7  0  2  1  6  5  4
13 14 11 12  9 10  7  0  8  1  2  5  6  3
12 11 14 13  8  7 10  2  1  9  0  4  3  6
11 12 13 14  7  8  9  1  2  0 10  3  4  5
10  9  8  7 14 13 12  6  5  4  3 11  0  2
 9 10  7  8 13 14 11  5  6  3  4  0 12  1
 8  7 10  9 12 11 14  4  3  6  5  2  1 13
 7  8  9 10 11 12 13  3  4  5  6  1  2  0
30 29 28 27 26 25 24 23 22 21 20 19 18 17
"""

# Leff, ch. 5, the Evenrook table (rows 0..30, columns 0..13).
EVENROOK = """
 0  1  2  3  4  5  6  7  8  9 10 11 12 13
 1  2  0  4  5  3  7  8  6 10 11  9 13 14
 2  0  1  5  3  4  8  6  7 11  9 10 14 12
 3  4  5  6  2  7  9 10 11 12  8 13 15 16
 4  5  3  2  7  6 10 11  9  8 13 12 16 17
 5  3  4  7  6  8 11  9 10 13 12 14 17 15
 6  7  8  9 10 11  5 12 13 14 15 16 18 19
 7  8  6 10 11  9 12 13 14 15 16 17 19 20
 8  6  7 11  9 10 13 14 12 16 17 15 20 18
 9 10 11 12  8 13 14 15 16 17 18 19 21 22
10 11  9  8 13 12 15 16 17 18 14 20 22 23
11  9 10 13 12 14 16 17 15 19 20 18 23 21
12 13 14 15 16 17 18 19 20 21 22 23 11 24
13 14 12 16 17 15 19 20 18 22 23 21 24 25
14 12 13 17 15 16 20 18 19 23 21 22 25 26
15 16 17 18 14 19 21 22 23 24 25 26 27 28
16 17 15 14 19 18 22 23 21 20 26 24 28 29
17 15 16 19 18 20 23 21 22 25 24 27 26 30
18 19 20 21 22 23 17 24 25 26 27 28 29 31
19 20 18 22 23 21 24 25 26 27 28 29 30 32
20 18 19 23 21 22 25 26 24 28 29 30 31 33
21 22 23 24 20 25 26 27 28 29 30 31 32 34
22 23 21 20 25 24 27 28 29 30 31 32 33 35
23 21 22 25 24 26 28 29 27 31 32 33 34 36
24 25 26 27 28 29 30 31 32 33 34 35 36 37
25 26 24 28 29 27 31 32 30 34 35 36 37 38
26 24 25 29 27 28 32 30 31 35 33 34 38 39
27 28 29 30 26 31 33 34 35 36 37 38 39 40
28 29 27 26 31 30 34 35 33 32 38 39 40 41
29 27 28 31 30 32 35 33 34 37 36 40 41 42
30 31 32 33 34 35 29 36 37 38 39 41 42 43
"""

# Leff, ch. 5, the Commander table (rows 0..30, columns 0..12).
COMMANDER = """
 0  1  2  3  4  5  6  7  8  9 10 11 12
 1  2  3  4  0  6  7  8  9  5 11 12 13
 2  3  4  0  1  7  8  9  5  6 12 13 14
 3  4  0  1  2  8  9  5  6  7 13 14 10
 4  0  1  2  3  9  5  6  7  8 14 10 11
 5  6  7  8  9 10  4  0  1  2 15 16  3
 6  7  8  9  5  4 11 12  3 10 16  0  1
 7  8  9  5  6  0 12 13 10 16  4  1  2
 8  9  5  6  7  1  3 10 14 11 17  2 15
 9  5  6  7  8  2 10 16 11 12 18 15 19
10 11 12 13 14 15 16  4 17 18  5  6  7
11 12 13 14 10 16  0  1  2 15  6  7  8
12 13 14 10 11  3  1  2 15 19  7  8  9
13 14 10 11 12 17  2 15 16  0  8  9  5
14 10 11 12 13 19 15 18  0  1  9  5  6
15 16 17 18 19 20 14  3  4 13 21 22 23
16 17 18 19 15 14 21 22 13 20  2  3 25
17 18 19 15 16 21 22 23 20 24  0  4 26
18 19 15 16 17 11 13 20 24  3  1 26 21
19 15 16 17 18 12 20 26 21  4 23 27 22
20 21 22 23 24 25 19 14 28 17 27 18  0
21 22 23 24 20 26 27 11 12 25 30 19  4
22 23 24 20 21 13 28 29 25 26  3 31 16
23 24 20 21 22 28 18 25 26 32 33 17 27
24 20 21 22 23 18 17 31 19 14 28 25 29
25 26 27 28 29 30 24 19 22 21 20 34 18
26 27 28 29 25 24 32 33 23 30 31 36 37
27 28 29 25 26 31 33 34 30 35 24 32 38
28 29 25 26 27 22 23 17 18 37 32 21 20
29 25 26 27 28 23 30 36 31 33 34 20 35
30 31 32 33 34 35 29 21 27 28 19 41 36
"""

# Leff, ch. 4, "Table of Grundy values for the game of Knight" on an 8×8 board "with borders".
KNIGHT_8 = """
0 0 1 1 0 0 1 1
0 0 2 1 0 0 1 1
1 2 2 2 3 2 2 2
1 1 2 1 4 3 2 3
0 0 3 4 0 0 1 1
0 0 2 3 0 0 2 1
1 1 2 2 1 2 2 2
1 1 2 3 1 1 2 0
"""


def test_white_knight_table():
    memo = {}
    files = WHITE_KNIGHT.strip().splitlines()
    assert sum(len(line.split()) - 1 for line in files) == 236
    for line in files:
        file, *values = line.split()
        for rank, value in enumerate(values, start=1):
            knight = Knight.at(f"{file}{rank}")
            assert grundy(knight, memo) == int(value) == knight.nim_value, knight.square


def test_white_knight_on_d7_with_six_boxes():
    # WW ch. 3, "The White Knight" (Fig. 4): d7 has options b8, b6, e5, c5 of values 1, 0, 0, 3, so
    # d7 = *2, and the winning move steals all but two of the six boxes.
    d7 = Knight.at("d7")
    assert d7 == Knight(3, 6) and d7.square == "d7"
    assert [(o.square, grundy(o)) for o in d7.options()] == [("b8", 1), ("b6", 0), ("e5", 0), ("c5", 3)]
    assert grundy(d7) == 2
    assert winning_moves_in_sum([d7, Nim([6])]) == [(1, Nim([2]))]
    # WW ch. 3, Table 1: the largest value of the table is 4, at d5, e4, h9 and i8.
    fours = [k.square for k in (Knight.at(s) for s in ("d5", "e4", "h9", "i8"))]
    assert all(grundy(Knight.at(s)) == 4 for s in fours)
    # Leff, ch. 4 (docs/errata.md): Knight 4 with 10 packages is 4 ⊕ 10 = 14, not 6;
    # the winning move discards 6 packages.
    assert grundy(Knight.at("d5")) ^ 10 == 14
    assert winning_moves_in_sum([Knight.at("d5"), Nim([10])]) == [(1, Nim([4]))]


def test_knight_closed_form():
    # Leff, ch. 4 (his FORTRAN KNIGHT function).
    table = board_table(Knight, 40, 40)
    assert all(table[r, c] == Knight(r, c).nim_value for r in range(40) for c in range(40))


def test_leff_knight_with_borders():
    bounded = board_table(Knight, 8, 8, size=8)
    assert (bounded == parse(KNIGHT_8)).all()
    unbounded = board_table(Knight, 8, 8)
    # The boards differ only at (7, 7).
    assert [(r, c) for r in range(8) for c in range(8) if bounded[r, c] != unbounded[r, c]] == [(7, 7)]
    with pytest.raises(RulesetError):
        Knight(8, 0, size=8)


def test_rook_is_two_heap_nim():
    # Leff, ch. 4, the Rook table; Theorem 4.2's max(X + Y - 1, 0) is false (docs/errata.md).
    table = board_table(Rook, 8, 8)
    assert (table == np.bitwise_xor.outer(np.arange(8), np.arange(8))).all()
    assert table[2, 1] == 3 and table[3, 1] == 2
    assert table[1, 1] == 0 != max(1 + 1 - 1, 0)


def test_king_rook():
    table = board_table(KingRook, 28, 13)
    assert (table == parse(KING_ROOK)).all()
    assert table[1, 1] == 2 and table[1, 2] == 0 and table[24, 12] == 36
    assert all(table[r, c] == KingRook(r, c).nim_value for r in range(28) for c in range(13))


def test_latin_rook():
    table = board_table(LatinRook, 32, 32)
    assert (table[:16, :14] == parse(LATIN_ROOK)).all()
    # Leff, ch. 5: the top-left blocks of orders 1, 3, 7, 15, 31 are Latin squares.
    for order in (1, 3, 7, 15, 31):
        block = table[:order, :order]
        assert all(sorted(block[i]) == list(range(order)) for i in range(order))
        assert all(sorted(block[:, j]) == list(range(order)) for j in range(order))


class VerbalLatinRook:
    """Leff's verbal Latin Rook rule (ch. 5): the rook may not cross the diagonal."""

    def __init__(self, r, c):
        self.r, self.c = r, c

    def __eq__(self, other):
        return (self.r, self.c) == (other.r, other.c)

    def __hash__(self):
        return hash((self.r, self.c))

    def options(self):
        r, c = self.r, self.c
        if r == c:
            return [VerbalLatinRook(k, k) for k in range(r)]
        if r < c:
            return [VerbalLatinRook(i, c) for i in range(r + 1, c + 1)] + [VerbalLatinRook(r, j) for j in range(r, c)]
        return [VerbalLatinRook(r, j) for j in range(c + 1, r + 1)] + [VerbalLatinRook(i, c) for i in range(c, r)]


def test_latin_rook_verbal_rule_is_another_game():
    # docs/errata.md: under the verbal rule row 1 repeats the value 2, so it is not Latin.
    memo = {}
    assert [grundy(VerbalLatinRook(0, c), memo) for c in range(8)] == [0, 2, 1, 4, 5, 6, 3, 8]
    assert [grundy(VerbalLatinRook(1, c), memo) for c in range(8)] == [2, 1, 0, 2, 3, 4, 5, 6]


def test_evenrook():
    assert (board_table(Evenrook, 31, 14) == parse(EVENROOK)).all()
    # Leff, ch. 5, and docs/errata.md: the diagonal; 40 = 6·6 + 4 occurs at (20, 20)
    # and 33 = 6·5 + 3 at (21, 21), against the thesis's claim.
    memo = {}
    diagonal = [grundy(Evenrook(n, n), memo) for n in range(23)]
    assert diagonal == [0, 2, 1, 6, 7, 8, 5, 13, 12, 17, 14, 18, 11, 25, 24, 30, 32, 29, 36, 38, 40, 33, 39]


def test_commander():
    table = board_table(Commander, 31, 13)
    assert (table == parse(COMMANDER)).all()
    assert table[5].tolist() == [5, 6, 7, 8, 9, 10, 4, 0, 1, 2, 15, 16, 3]


def test_queen_is_wythoff():
    assert (board_table(Queen, 15, 15) == wythoff.grundy_table(15, 15)).all()
    assert Queen(7, 4).nim_value == 0
    assert Queen(3, 3, A=3).nim_value == 6  # Leff's A = 3 table (ch. 5)


def test_wyt_queens():
    # WW ch. 3, "Wyt Queens"; Michon, *Numericana*, "Wythoff's Game": value = nim-sum over squares
    # with an odd number of queens.
    queens = WytQueens([(3, 4), (3, 4), (2, 5), (1, 1)])
    assert queens.nim_value == wythoff.grundy(2, 5) ^ wythoff.grundy(1, 1) == 4 ^ 2
    assert grundy(queens) == queens.nim_value
    small = WytQueens([(1, 2), (2, 2), (0, 3)])
    assert grundy(small, {}) == 0 ^ 1 ^ 3
    assert len(small.options()) == len(Queen(1, 2).options()) + len(Queen(2, 2).options()) + 3


# Leff, ch. 5, two-dimensional Blocked Wythoff (rows 0..20, columns
# 0..17; * marks a blocked square).
BLOCKED_WYTHOFF = """
 *  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16
 0  *  2  0  1  5  3  4  8  6  7 11  9 10 14 12 13 17
 1  2  *  1  2  0  4  5  3  7  8  6 10 11  9 13 14 12
 2  0  1  *  4  3  6  0  1  2  5  9 12  7  8 15 10 11
 3  1  2  4  0  6  7  8  9 10 11 12  5 13 15 16 17 18
 4  5  0  3  6  1  8  9 10 11  2  7 13 14 16 17 12 19
 5  3  4  6  7  8  2 10 11  9  1  0 14 15 12 18 16 13
 6  4  5  0  8  9 10  3 12 13 14  2  7  1 11 19 20 21
 7  8  3  1  9 10 11 12  4  5  6 13 15 16  0  2 18 14
 8  6  7  2 10 11  9 13  5 12  3  4 16 17 18 20  0  1
 9  7  8  5 11  2  1 14  6  3 10 15 17  4 19 21 22 20
10 11  6  9 12  7  0  2 13  4 15  5 18  8  3 22 19 23
11  9 10 12  5 13 14  7 15 16 17 18  6 19 20 23  8 22
12 10 11  7 13 14 15  1 16 17  4  8 19  9 21  5 24  6
13 14  9  8 15 16 12 11  0 18 19  3 20 21  7 24 23  5
14 12 13 15 16 17 18 19  2 20 21 22 23  5 24  8  7 10
15 13 14 10 17 12 16 20 18  0 22 19  8 24 23  7 11  9
16 17 12 11 18 19 13 21 14  1 20 23 22  6  5 10  9 15
17 15 16 18 19 20 21 22 23 24  0  1 25 26 10 11 27 28
18 16 17 13 20 15 19 23 21 14 25 24  3 27  6 26 28 29
19 20 15 14 21 22 17 16 24 23 12 26  2 18 28  9 25  7
"""


def test_blocked_wythoff():
    # docs/errata.md: the table does not say which squares are blocked; the diagonal squares
    # (0, 0) to (3, 3) reproduce it.
    blocked = [(n, n) for n in range(4)]
    memo = {}
    for r, line in enumerate(BLOCKED_WYTHOFF.strip().splitlines()):
        for c, entry in enumerate(line.split()):
            if entry == "*":
                assert (r, c) in blocked
                with pytest.raises(RulesetError):
                    BlockedQueen(r, c, blocked)
            else:
                assert grundy(BlockedQueen(r, c, blocked), memo) == int(entry)
