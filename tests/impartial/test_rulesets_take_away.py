"""Fibonacci Nim and Mem: take-away games with a memory of the previous move."""
import pytest

from cgt.impartial.grundy import grundy
from cgt.impartial.rulesets import RulesetError
from cgt.impartial.rulesets.take_away import FibonacciNim, Mem, zeckendorf

FIBONACCI = [1, 2, 3, 5, 8, 13, 21, 34, 55]


def test_zeckendorf():
    assert zeckendorf(100) == [89, 8, 3]
    assert zeckendorf(0) == []
    assert all(sum(zeckendorf(n)) == n for n in range(200))


def test_fresh_heaps_are_lost_exactly_at_fibonacci_numbers():
    # Whinihan (1963); Winning Ways, ch. 12, "Fibonacci Nim".
    assert [n for n in range(1, 60) if FibonacciNim(n).nim_value == 0] == FIBONACCI


def test_whinihans_theorem_against_the_engine():
    # P exactly when the limit is below the least Zeckendorf part of the heap.
    memo = {}
    for heap in range(30):
        for limit in range(30):
            position = FibonacciNim(heap, limit)
            assert (grundy(position, memo) == 0) == (position.outcome == "P")


def test_cgsuite_rows():
    # CGSuite's tables of FibonacciNim((10, n)) and Mem((10, n)) for n = 0..20, reproduced here.
    # CGSuite's second coordinate is the previous move, so the Fibonacci limit is twice it.
    assert [FibonacciNim(10, 2 * n).nim_value for n in range(21)] == [0] + [2] * 3 + [5] * 17
    assert len(FibonacciNim(10, 20).options()) == 10
    assert [Mem(10, n).nim_value for n in range(21)] == [3] * 4 + [2] * 2 + [1] * 5 + [0] * 10
    assert len(Mem(10, 10).options()) == 1


def test_degenerate_heaps():
    assert FibonacciNim(0).nim_value == 0 and FibonacciNim(0).options() == []
    assert FibonacciNim(1).nim_value == 0  # the whole heap may not be taken at first
    assert Mem(0).nim_value == 0
    with pytest.raises(RulesetError):
        FibonacciNim(-1)
