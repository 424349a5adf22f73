"""Welter's game (Conway's Welter function), Antonim and Synonim."""
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt.impartial.grundy import grundy
from cgt.impartial.rulesets import Antonim, RulesetError, Synonim, Welter, welter_function


def test_welter_examples():
    # Leff, ch. 4: [2|3|7|9|16|20|25] = 13.  docs/errata.md: the second worked
    # example is [0|1|3|9|19|36] = 43; its table used 17, and [0|1|3|9|17|36] = 37.
    assert welter_function([2, 3, 7, 9, 16, 20, 25]) == 13
    assert welter_function([0, 1, 3, 9, 19, 36]) == 43
    assert welter_function([0, 1, 3, 9, 17, 36]) == 37
    assert welter_function([5]) == 5 and welter_function([]) == 0


def test_welter_moves():
    # [1|2|3] has exactly three options; [0|1|2|3] is terminal.
    assert set(Welter([1, 2, 3]).options()) == {Welter([0, 2, 3]), Welter([1, 0, 3]), Welter([1, 2, 0])}
    assert Welter([0, 1, 2, 3]).options() == []
    with pytest.raises(RulesetError):
        Welter([2, 2])


def test_welter_function_against_brute_force():
    # Against a search of the game: the 1045 positions with 1–4 heaps below 12 or 5 heaps below 10.
    memo, count = {}, 0
    for m in range(1, 6):
        for hs in itertools.combinations(range(12 if m < 5 else 10), m):
            assert grundy(Welter(hs), memo) == welter_function(hs) == Welter(hs).nim_value
            count += 1
    assert count == 1045


@given(st.sets(st.integers(0, 2**40), min_size=2, max_size=2))
def test_two_heap_welter(pair):
    # Two heaps mate: (a ⊕ b) - 1.
    a, b = pair
    assert welter_function([a, b]) == (a ^ b) - 1


@given(st.lists(st.integers(0, 10**6), unique=True, max_size=12), st.randoms())
def test_welter_function_ignores_order(hs, rng):
    shuffled = list(hs)
    rng.shuffle(shuffled)
    assert welter_function(hs) == welter_function(shuffled)


def test_antonim_two_and_three_heaps():
    # WW ch. 15, as quoted by Leff, ch. 4: two heaps a < b are P iff a is odd and b = a + 1;
    # three heaps are P iff (a+1) ⊕ (b+1) ⊕ (c+1) = 0, with 0 for a missing heap, (0,0,0) aside.
    memo = {}
    for a, b in itertools.combinations(range(1, 16), 2):
        assert (grundy(Antonim([a, b]), memo) == 0) == (a % 2 == 1 and b == a + 1)
    for a, b, c in itertools.combinations_with_replacement(range(12), 3):
        nonzero = [h for h in (a, b, c) if h]
        if len(set(nonzero)) < len(nonzero):
            continue
        expected = (a, b, c) == (0, 0, 0) or (a + 1) ^ (b + 1) ^ (c + 1) == 0
        assert (grundy(Antonim([a, b, c]), memo) == 0) == expected


def test_antonim_moves():
    assert set(Antonim([1, 3]).options()) == {Antonim([3]), Antonim([1]), Antonim([1, 2])}
    with pytest.raises(RulesetError):
        Antonim([2, 2, 0])


def test_synonim_table():
    # Leff, ch. 4, "Table of Grundy values for two-heap Synonim".
    text = """
        0 1 2 3 4 5 6 7 8 9 10
        1 1 0 2 3 4 5 6 7 8 9
        2 0 2 1 5 3 4 8 6 7 11
        3 2 1 3 0 6 7 4 5 10 8
        4 3 5 0 4 1 2 9 10 6 7
        5 4 3 6 1 5 0 2 9 11 12
        6 5 4 7 2 0 6 1 3 12 13
        7 6 8 4 9 2 1 7 0 3 5
        8 7 6 5 10 9 3 0 8 1 2
        9 8 7 10 6 11 12 3 1 9 0
        10 9 11 8 7 12 13 5 2 0 10
    """
    memo = {}
    for a, line in enumerate(text.strip().splitlines()):
        assert [grundy(Synonim([a, b]), memo) for b in range(11)] == [int(v) for v in line.split()]


def test_synonim_moves_equal_heaps_together():
    assert set(Synonim([2, 2, 1]).options()) == {Synonim([0, 0, 1]), Synonim([1, 1, 1]), Synonim([2, 2])}


# Leff, ch. 4, "Tables of Grundy values for Welter's game with three heaps": for row X and column Y
# the entry is a Z with g(X, Y, Z) = 0, resp. 2; * marks X = Y and -99 a Z beyond the program's
# range.
WELTER_ZERO = """
 * 2 1 4 3 6 5 8 7 10 9 12 11 14
 2 * 0 5 6 3 4 9 10 7 8 13 14 11
 1 0 * 6 5 4 3 10 9 8 7 14 13 12
 4 5 6 * 0 1 2 11 12 13 14 7 8 9
 3 6 5 0 * 2 1 12 11 14 13 8 7 10
 6 3 4 1 2 * 0 13 14 11 12 9 10 7
 5 4 3 2 1 0 * 14 13 12 11 10 9 8
"""
WELTER_TWO = """
 * 4 3 2 1 8 7 6 5 12 11 10 9 -99
 4 * 6 7 0 9 2 3 12 5 14 -99 8 -99
 3 6 * 0 7 10 1 4 11 14 5 8 -99 -99
 2 7 0 * 6 11 4 1 10 -99 8 5 14 -99
 1 0 7 6 * 12 3 2 9 8 -99 14 5 -99
 8 9 10 11 12 * 14 -99 0 1 2 3 4 -99
 7 2 1 4 3 14 * 0 -99 10 9 12 11 -99
 6 3 4 1 2 -99 0 * 14 11 12 9 10 -99
 5 12 11 10 9 0 -99 14 * 4 3 2 1 -99
 12 5 14 -99 8 1 10 11 4 * 6 7 0 -99
 11 14 5 8 -99 2 9 12 3 6 * 0 7 -99
 10 -99 8 5 14 3 12 9 2 7 0 * 6 -99
 9 8 -99 14 5 4 11 10 1 0 7 6 * -99
"""


@pytest.mark.parametrize("value, text", [(0, WELTER_ZERO), (2, WELTER_TWO)])
def test_leff_three_heap_welter_tables(value, text):
    for x, line in enumerate(text.strip().splitlines()):
        for y, entry in enumerate(line.split()):
            if entry in ("*", "-99"):
                assert (entry == "*") == (x == y)
                continue
            z = int(entry)
            assert welter_function([x, y, z]) == value
            # The entry is the only such Z: of two triples that differ in Z, one is an option of the
            # other.
            others = [w for w in range(40) if w not in (x, y) and welter_function([x, y, w]) == value]
            assert others == [z]
