"""Partizan subtraction, Partizan Euclid and Turn-and-Eatcake, against CGSuite's tables and a
second computation."""
import pytest
from hypothesis import given, strategies as st

from cgt import game, nimber
from cgt.impartial.grundy import grundy
from cgt.impartial.rulesets import SubtractionHeap
from cgt.rulesets import Cutcake, Eatcake, MaundyCake, TurnAndEatcake
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError
from cgt.rulesets.heap_rules import PartizanEuclid, PartizanSubtraction


def test_partizan_subtraction_cgsuite_value():
    # CGSuite's test of PartizanSubtraction([1,3],[2,3]) on a heap of 6, reproduced here.
    assert PartizanSubtraction(6, [1, 3], [2, 3]).value == game("{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}")


def test_partizan_subtraction_by_hand():
    # L = {1}, R = {2}: heap 1 = {0|} = 1, heap 2 = {1|0}, heap 3 = {{1|0}|1}.
    values = [PartizanSubtraction(n, [1], [2]).value for n in range(4)]
    assert values[:3] == [game(0), game(1), game("{1|0}")]
    assert values[3] == game("{{1|0}|1}")


@given(st.sets(st.integers(1, 5), min_size=1, max_size=3), st.integers(0, 20))
def test_equal_sets_give_the_impartial_subtraction_game(subtractions, heap):
    # Winning Ways, ch. 4: with one set for both players it is the subtraction game S(set).
    position = PartizanSubtraction(heap, subtractions, subtractions)
    assert position.value == nimber(grundy(SubtractionHeap(heap, sorted(subtractions))))


@given(st.sets(st.integers(1, 4), min_size=1, max_size=2),
       st.sets(st.integers(1, 4), min_size=1, max_size=2), st.integers(0, 10))
def test_partizan_subtraction_against_plain_search(left, right, heap):
    position = PartizanSubtraction(heap, left, right)
    assert position.value == plain_value(position)
    assert position.value == -PartizanSubtraction(heap, right, left).value


def test_partizan_euclid_cgsuite_row():
    # CGSuite's table of PartizanEuclid((8, n)) for n = 0..8, reproduced here.
    expected = [game(x) for x in "0 0 0 v 0 0 ^ ^5 0".split()]
    assert [PartizanEuclid(8, n).value for n in range(9)] == expected
    assert PartizanEuclid(8, 8).left_options() == []


@given(st.integers(1, 60), st.integers(1, 60))
def test_partizan_euclid_against_plain_search(p, q):
    position = PartizanEuclid(p, q)
    assert position.value == plain_value(position)


def test_turn_and_eatcake_cgsuite_row():
    # CGSuite's table of TurnAndEatcake((8, n)) for n = 0..8 and its 4 Left options of 8 x 8.
    expected = [game(x) for x in "0 v 0 v 0 v<3> 0 v 0".split()]
    assert [TurnAndEatcake(8, n).value for n in range(9)] == expected
    assert len(TurnAndEatcake(8, 8).left_options()) == 4
    assert all(TurnAndEatcake(h, w).value == plain_value(TurnAndEatcake(h, w))
               for h in range(5) for w in range(5))


@pytest.mark.parametrize("cake", [Cutcake, Eatcake, MaundyCake, TurnAndEatcake])
def test_empty_cakes_are_zero(cake):
    # A cake with a side of 0 is no cake: the game 0 (CGSuite reads (8, 0) as a 1-wide cake).
    for h, w in [(0, 0), (8, 0), (0, 5)]:
        assert cake(h, w).value == 0 and cake(h, w).left_options() == []
    assert cake("").value == 0 and cake("0x0 + 8x0").value == 0
    assert cake(8, 0) == cake(0, 0) == cake("")
    with pytest.raises(BoardError):
        cake(-1, 2)


def test_degenerate_heaps():
    assert PartizanSubtraction(0, [1], [2]).value == 0
    assert PartizanEuclid(0, 0).value == 0 and PartizanEuclid(5, 0).value == 0
    with pytest.raises(BoardError):
        PartizanSubtraction(3, [0, 1], [1])
    with pytest.raises(BoardError):
        PartizanEuclid(0, 3)
