"""Clobber variants, AntiClobber, generalised Toads-and-Frogs and Elephants and Rhinos."""
import itertools

import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, star
from cgt.rulesets import (
    AntiClobber, Clobber, DiagonalClobber, ElephantsAndRhinos, KingsClobber, QueensClobber,
    RooksClobber, ToadsAndFrogs,
)
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError

VARIANTS = [DiagonalClobber, KingsClobber, RooksClobber, QueensClobber, AntiClobber]


def boards(max_rows=3, max_cols=3):
    return st.integers(1, max_rows).flatmap(
        lambda r: st.integers(1, max_cols).flatmap(
            lambda c: st.lists(st.sampled_from("xxoo."), min_size=r * c, max_size=r * c).map(
                lambda cells: "|".join("".join(cells[i * c:(i + 1) * c]) for i in range(r)))))


def test_cgsuite_values():
    # CGSuite's tests of its GenClobber family, Kings, Rooks, Queens and AntiClobber, reproduced
    # here by this library's own search.
    assert DiagonalClobber("xoxo|oox.|xxx.").value == game("{0,v*|vv}")
    assert KingsClobber("xox|ox.").value == game("{^^*|*,v[2]}")
    assert RooksClobber("xox|ox.").value == game("{^^*|0,*}")
    assert QueensClobber("xox|ox.").value == game("^")
    assert AntiClobber("xoxo|oo..").value == game("{*|-1}")
    # The same board in plain Clobber (CGSuite's test of Clobber).
    assert Clobber("xox|ox.").value == game("{^^*|*,v}")


def test_reach_by_hand():
    # A rook reaches across empty squares, a diagonal stone only diagonally.
    assert RooksClobber("x..o").value is star
    assert Clobber("x..o").value == 0
    assert DiagonalClobber("xo").value == 0
    assert DiagonalClobber("x.|.o").value is star
    assert KingsClobber("x.|.o").value is star
    # AntiClobber: x. -> ox (Left); Right has no move: {0|} = 1.
    assert AntiClobber("x.").value == 1


@pytest.mark.parametrize("kind", VARIANTS)
@given(board=boards())
@settings(max_examples=15, deadline=None)
def test_against_plain_search_and_colour_swap(kind, board):
    # Second method: the engine without components or symmetries; and swapping the colours
    # negates the value.
    position = kind(board)
    assert position.value == plain_value(position)
    assert kind(board.translate(str.maketrans("xo", "ox"))).value == -position.value


def test_generalised_toads_and_frogs():
    # CGSuite's tests: GenToadsAndFrogs(2)("tttt..fff") = {1/2*|v} and
    # ElephantsAndRhinos("tttt..fff") = 1, reproduced here.
    assert ToadsAndFrogs("tttt..fff", max_jump=2).value == game("{1/2*|v}")
    assert ElephantsAndRhinos("tttt..fff").value == 1
    # Jumping over two frogs needs max_jump >= 2.
    assert ToadsAndFrogs("tff.").left_options() == []
    assert [p.text for p in ToadsAndFrogs("tff.", max_jump=2).left_options()] == [".fft"]
    assert ToadsAndFrogs("tttt..fff", max_jump=1).value == ToadsAndFrogs("tttt..fff").value


def test_toads_and_frogs_variants_against_plain_search():
    for k in (0, 2, 3):
        for n in range(1, 6):
            for cells in itertools.product("tf.", repeat=n):
                strip = ToadsAndFrogs("".join(cells), k)
                assert strip.value == plain_value(strip)


def test_elephants_and_rhinos_are_ttff_free():
    # With no jumps a toad facing a frog is stuck, so t.f is a switch-free * and tf is 0.
    assert ElephantsAndRhinos("tf").value == 0
    assert ElephantsAndRhinos("t.f").value is star
    assert ElephantsAndRhinos("t..").value == 2


def test_degenerate_strips():
    for strip in (ToadsAndFrogs(""), ToadsAndFrogs("..."), ElephantsAndRhinos("")):
        assert strip.value == 0
    with pytest.raises(BoardError):
        ToadsAndFrogs("t.x")
    with pytest.raises(BoardError):
        ToadsAndFrogs("t.f", max_jump=-1)
