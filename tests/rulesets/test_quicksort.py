"""Quicksort and Pseudo-Quicksort (Chen, The Quicksort Game, 2016): the engine's values against a
brute force over raw sequences, the values cgt-rs tests for three sequences, and the sequence
2, 3, ..., n, 1 of Quicksort, worth *(n - 1)."""
import itertools

import pytest

from cgt.rulesets.quicksort import PseudoQuicksort, Quicksort, QuicksortError


def brute(numbers, pseudo, memo):
    if numbers not in memo:
        found = set()
        for x in numbers:
            if pseudo:
                moved = tuple(y for y in numbers if y <= x) + tuple(y for y in numbers if y > x)
            else:
                moved = tuple(y for y in numbers if y < x) + (x,) + \
                    tuple(y for y in numbers if y > x)
            if moved != numbers:
                found.add(brute(moved, pseudo, memo))
        memo[numbers] = min(set(range(len(found) + 1)) - found)
    return memo[numbers]


@pytest.mark.parametrize("cls, pseudo", [(Quicksort, False), (PseudoQuicksort, True)])
def test_every_permutation_up_to_six(cls, pseudo):
    memo = {}
    for n in range(7):
        for numbers in itertools.permutations(range(1, n + 1)):
            assert cls(numbers).nim_value == brute(numbers, pseudo, memo), numbers


@pytest.mark.parametrize("text, quicksort, pseudo", [
    ("1,2,3,6,5,4", 2, 0), ("4,1,6,5,7,3,8,2", 5, 5), ("4,1,6,5,7,8,2,3", 0, 3),
])
def test_values(text, quicksort, pseudo):
    assert Quicksort(text).nim_value == quicksort
    assert PseudoQuicksort(text).nim_value == pseudo


def test_one_out_of_place_at_the_end():
    assert [Quicksort(list(range(2, n + 1)) + [1]).nim_value for n in range(2, 10)] == \
        list(range(1, 9))


def test_moves_components_and_keys():
    assert Quicksort("3,1,2").options() == [Quicksort("1,2,3"), Quicksort("1,3,2")]
    assert PseudoQuicksort("3,1,2").options() == [PseudoQuicksort("1,2,3"),
                                                   PseudoQuicksort("1,3,2")]
    assert Quicksort("2,1,3,5,4").components() == [Quicksort("2,1"), Quicksort("5,4")]
    assert Quicksort("1,2,3").components() == [] and Quicksort("1,2,3").nim_value == 0
    assert Quicksort("30,10,20").canonical_key() == Quicksort("3,1,2").canonical_key()
    assert Quicksort("3,1,2").canonical_key() != PseudoQuicksort("3,1,2").canonical_key()


def test_text_and_repr():
    for position in (Quicksort("4,1,6"), PseudoQuicksort([3, 1, 2]), Quicksort("")):
        assert eval(repr(position)) == position
    assert repr(PseudoQuicksort([3, 1, 2])) == "PseudoQuicksort('3,1,2')"
    assert str(Quicksort("4, 1, 6")) == "4,1,6"


@pytest.mark.parametrize("bad", ["1,1", "a,b", [1.5, 2], 7, [1, 2, 2]])
def test_refusals(bad):
    with pytest.raises(QuicksortError):
        Quicksort(bad)
