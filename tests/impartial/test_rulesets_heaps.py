"""Leff's subtraction games and k-heap Wythoff (Leff, chapters 3 and 5)."""
import itertools

import pytest

from cgt.impartial import wythoff
from cgt.impartial.grundy import grundy, winning_moves_in_sum
from cgt.impartial.rulesets import Antenim, RulesetError, SubtractionHeap, WythoffHeaps, three_heap_table


def values(subtractions, count, floor=0):
    memo = {}
    return [grundy(SubtractionHeap(n, subtractions, floor), memo) for n in range(floor, count)]


def test_leff_chapter_3_games():
    # G1 = S(1): P = the even numbers (Leff, ch. 3; docs/errata.md for Lemmas 3.1 and 3.3).
    assert [v == 0 for v in values([1], 20)] == [n % 2 == 0 for n in range(20)]
    # G2 = S(1, 2): P iff n ≡ 0 (mod 3); G2' on the positive integers: P iff n ≡ 1 (mod 3)
    # (Leff, ch. 3; docs/errata.md for the garbled strategy formulas).
    assert [v == 0 for v in values([1, 2], 30)] == [n % 3 == 0 for n in range(30)]
    assert [v == 0 for v in values([1, 2], 30, floor=1)] == [n % 3 == 1 for n in range(1, 30)]
    # G3 = S(1, 2, 4): 0 1 2 0 1 2 ... (Leff, ch. 4).
    assert values([1, 2, 4], 18) == [n % 3 for n in range(18)]


@pytest.mark.parametrize("k", [1, 2, 3, 5])
def test_subtract_up_to_k(k):
    # Leff, ch. 4 (Winning Ways, vol. 1, ch. 4, "Subtraction Games"): S(1..k) has G(n) = n mod (k +
    # 1).
    assert values(range(1, k + 1), 30) == [n % (k + 1) for n in range(30)]


def test_s256():
    # Leff, ch. 4: S(2, 5, 6) for n = 0..18, period 11; P iff n ≡ 0, 1, 4, 8 (mod 11).
    sequence = values([2, 5, 6], 60)
    assert sequence[:19] == [0, 0, 1, 1, 0, 2, 1, 3, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1, 3]
    assert all(sequence[n] == sequence[n - 11] for n in range(11, 60))
    # Heaps 5, 7, 9 have values 2, 3, 2; the winning moves are exactly 5→3, 7→1 and 9→3.
    heaps = [SubtractionHeap(n, [2, 5, 6]) for n in (5, 7, 9)]
    moves = winning_moves_in_sum(heaps)
    assert [(i, option.n) for i, option in moves] == [(0, 3), (1, 1), (2, 3)]


def test_subtraction_heap_errors():
    with pytest.raises(RulesetError):
        SubtractionHeap(3, [0, 1])
    with pytest.raises(RulesetError):
        SubtractionHeap(0, [1], floor=1)


def test_two_heaps_is_wythoff():
    memo = {}
    table = wythoff.grundy_table(12, 12)
    assert all(grundy(WythoffHeaps([x, y]), memo) == table[x, y] for x in range(12) for y in range(12))


def test_three_heap_table_against_ruleset():
    table = three_heap_table(8)
    memo = {}
    for x, y, z in itertools.product(range(8), repeat=3):
        assert table[x, y, z] == grundy(WythoffHeaps([x, y, z]), memo)


def test_three_heap_facts():
    # Leff, ch. 5: (5, 5, 30) has value 22; (n, n, n) is P;
    # (m, m+1, m+2) is P for m = 0 and 26, so Conjecture 5.2 is false (docs/errata.md); there
    # are 152 sorted P-triples with all heaps ≤ 31; Appendix B lists 121 and leaves out
    # (n, n, n) for n = 1..31 (docs/errata.md).
    table = three_heap_table(32)
    assert table[5, 5, 30] == 22
    assert all(table[n, n, n] == 0 for n in range(32))
    assert [m for m in range(30) if table[m, m + 1, m + 2] == 0] == [0, 26]
    p_triples = [(x, y, z) for x in range(32) for y in range(x, 32) for z in range(y, 32) if table[x, y, z] == 0]
    assert len(p_triples) == 152
    assert len([t for t in p_triples if t == (0, 0, 0) or not t[0] == t[1] == t[2]]) == 121
    # Sorted P-triples from Leff's Appendix B and its value-0 lines; a triple with a 0 is a
    # Wythoff pair.
    listed = [(0, 1, 2), (0, 3, 5), (0, 4, 7), (1, 1, 1), (1, 3, 4), (1, 5, 8), (1, 6, 12), (1, 7, 11),
              (2, 3, 6), (16, 18, 24), (17, 18, 22), (17, 20, 26), (18, 19, 21), (21, 24, 27),
              (22, 25, 31), (23, 28, 31), (24, 29, 30), (26, 27, 28)]
    assert all(table[t] == 0 for t in listed)
    assert all((table[0, y, z] == 0) == wythoff.is_p_position(y, z) for y in range(32) for z in range(32))
    # Appendix B, value 1: (0, 0, 1), (0, 2, 2), (0, 3, 6), (0, 4, 8), (0, 5, 7).
    assert all(table[t] == 1 for t in [(0, 0, 1), (0, 2, 2), (0, 3, 6), (0, 4, 8), (0, 5, 7)])


def test_four_heap_p_positions():
    # Leff, ch. 5 ("Designer Wythoff", docs/errata.md): the 22 safe 4-tuples are the
    # P-positions of plain 4-heap Wythoff with heap sum ≤ 15.
    memo = {}
    found = [h for h in itertools.combinations_with_replacement(range(16), 4)
             if sum(h) <= 15 and grundy(WythoffHeaps(h), memo) == 0]
    assert len(found) == 22
    assert sorted(h for h in found if sum(h) <= 8) == sorted(
        [(0, 0, 0, 0), (0, 0, 1, 2), (0, 1, 1, 1), (0, 2, 2, 2), (1, 1, 2, 2), (0, 0, 3, 5), (0, 1, 3, 4)])


def test_linear_wythoff():
    # docs/errata.md (the thesis tables are not reproducible): recomputed, (2, 1, Z) = Z and
    # (0, 1, Z) = 1 2 0 4 5 3 7 8 6 10 for Z = 0..9.
    memo = {}
    assert [grundy(WythoffHeaps([2, 1, z], linear=True), memo) for z in range(10)] == list(range(10))
    assert [grundy(WythoffHeaps([0, 1, z], linear=True), memo) for z in range(10)] == [1, 2, 0, 4, 5, 3, 7, 8, 6, 10]
    # With the third heap empty the game is Wythoff on (1, 2), a P-position.
    assert grundy(WythoffHeaps([1, 2, 0], linear=True), memo) == 0


def test_generalised_two_heaps():
    # Leff's A = 2 table (ch. 5): g(1, 1) = 2 and g(2, 2) = 4.
    assert grundy(WythoffHeaps([1, 1], A=2)) == 2
    assert grundy(WythoffHeaps([2, 2], A=2)) == 4


def test_antenim():
    # Computed under the domination rule (docs/errata.md): targets (2, 5, 6) are P (Leff, ch. 4),
    # (1, 2, 3) N, (0, 2, 3) P, (1, 3, 6) N.
    memo = {}
    outcomes = [grundy(Antenim(t), memo) == 0 for t in [(2, 5, 6), (1, 2, 3), (0, 2, 3), (1, 3, 6)]]
    assert outcomes == [True, False, True, False]
    # Leff's Theorem 4.3: with two targets A ≤ B the start is P iff B ≤ 2A.
    for b in range(13):
        for a in range(b + 1):
            assert (grundy(Antenim([a, b]), memo) == 0) == (b <= 2 * a)
    # Targets (1, 3) are N: the winning move puts two coins in one bowl (docs/errata.md).
    assert [o for o in Antenim([1, 3]).options() if grundy(o, memo) == 0] == [Antenim([1, 3], [2, 0])]
    with pytest.raises(RulesetError):
        Antenim([1, 3], [2, 2])
