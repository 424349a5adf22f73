"""Misère play: Nim's rule, and outcomes and G⁻ of any position by search (WW2 ch. 13)."""
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt.errors import LoopyPositionError
from cgt.impartial.misere import (
    misere_grundy, misere_nim_outcome, misere_nim_winning_moves, misere_outcome,
)
from cgt.impartial.rulesets import Knight, Nim, Queen, SubtractionHeap


class Sum:
    """The disjunctive sum of two positions (a test helper)."""

    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))

    def options(self):
        return [Sum(x, self.b) for x in self.a.options()] + [Sum(self.a, y) for y in self.b.options()]


class Cycle:
    """Two positions that move to each other."""

    def __init__(self, side):
        self.side = side

    def __eq__(self, other):
        return self.side == other.side

    def __hash__(self):
        return hash(self.side)

    def options(self):
        return [Cycle(1 - self.side)]


def test_marienbad():
    # Michon, *Numericana*, "The Game of Nim": heaps 1, 3, 5, 7 are P in misère play.
    assert misere_nim_outcome([1, 3, 5, 7]) == "P"
    assert misere_outcome(Nim([1, 3, 5, 7])) == "P"
    assert misere_nim_winning_moves([1, 3, 5, 7]) == []


def test_misere_nim_rule_against_search():
    memo = {}
    for hs in itertools.combinations_with_replacement(range(7), 4):
        assert misere_nim_outcome(hs) == misere_outcome(Nim(hs), memo)


def test_misere_nim_small_cases():
    assert misere_nim_outcome([]) == "N"  # no move: the player to move has won
    assert misere_nim_outcome([1]) == "P"
    assert misere_nim_outcome([1, 1]) == "N"
    assert misere_nim_outcome([2, 2]) == "P"
    # Never leave an even number of 1-heaps alone: from 1, 1, 2 reduce the 2 to 1.
    assert misere_nim_winning_moves([1, 1, 2]) == [(1, 1, 1)]
    assert misere_nim_winning_moves([5]) == [(1,)]


@given(st.lists(st.integers(0, 12), max_size=5))
def test_misere_nim_winning_moves_are_winning(hs):
    moves = misere_nim_winning_moves(hs)
    if any(hs):  # the empty position is N, but its player has already won and has no move
        assert (moves == []) == (misere_nim_outcome(hs) == "P")
    assert all(misere_nim_outcome(m) == "P" for m in moves)


def test_misere_grundy_of_nim_heap_and_star_one():
    # G⁻(*n) = n for n ≥ 2, G⁻(*0) = 1, G⁻(*1) = 0; and G⁻(X + *1) = G⁻(X) ⊕ 1.
    memo = {}
    assert [misere_grundy(Nim([n]), memo) for n in range(6)] == [1, 0, 2, 3, 4, 5]
    for hs in itertools.combinations_with_replacement(range(5), 3):
        assert misere_grundy(Nim(hs + (1,)), memo) == misere_grundy(Nim(hs), memo) ^ 1


@pytest.mark.parametrize("piece", [Queen, Knight])
def test_misere_grundy_names_the_nim_heap(piece):
    # G + *n is misère P exactly for n = G⁻(G) (WW2 ch. 13; Conway, *ONAG*, ch. 12).
    memo = {}
    for r in range(6):
        for c in range(6):
            g = misere_grundy(piece(r, c))
            p_heaps = [n for n in range(10) if misere_outcome(Sum(piece(r, c), Nim([n])), memo) == "P"]
            assert p_heaps == [g]


def test_subtraction_game_misere_is_the_normal_heap():
    # Ferguson's pairing property (WW2 ch. 13, "All Subtraction Games Reduce to Nim"): in a
    # subtraction game heap n plays in misère like the Nim heap of its normal value, so its G⁻ is
    # that of *G⁺(n).
    from cgt.impartial.grundy import grundy

    memo = {}
    for n in range(40):
        heap = SubtractionHeap(n, [2, 5, 6])
        assert misere_grundy(heap, memo) == misere_grundy(Nim([grundy(heap)]))


def test_cycle_is_reported():
    with pytest.raises(LoopyPositionError):
        misere_outcome(Cycle(0))
