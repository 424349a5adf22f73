"""Degenerate positions: a board, strip, cake, heap or graph with nothing on it is the game 0
in every ruleset, and the smallest positions have their obvious values."""
import pytest

from cgt import game, star
from cgt.rulesets import (
    Amazons, AntiClobber, ArcKayles, ChildishHackenbush, Clobber, Col, Cram, Cutcake,
    DiagonalClobber, DigraphPlacement, Domineering, Eatcake, ElephantsAndRhinos, Fission,
    Hackenbush, KingsClobber, Konane, MaundyCake, Northcott, PartizanArcKayles, PartizanEuclid,
    PartizanSubtraction, PokerNim, QueensClobber, RooksClobber, Snort, ToadsAndFrogs,
    TopplingDominoes, TurnAndEatcake,
)

EMPTY = [
    Amazons(""), AntiClobber(""), ArcKayles([]), ChildishHackenbush([]), Clobber(""), Col(""),
    Cram(""), Cram.rectangle(0, 0), Cutcake(8, 0), Cutcake(0, 8), DiagonalClobber(""),
    DigraphPlacement(0), Domineering(""), Domineering.rectangle(0, 5),
    Domineering.rectangle(5, 0), Eatcake(0, 0), ElephantsAndRhinos(""), Fission(""),
    Hackenbush(""), KingsClobber(""), Konane(""), MaundyCake(3, 0), Northcott(""),
    PartizanArcKayles(""), PartizanEuclid(0, 0), PartizanSubtraction(0, [1], [2]), PokerNim([]),
    QueensClobber(""), RooksClobber(""), Snort(""), ToadsAndFrogs(""), TopplingDominoes(""),
    TurnAndEatcake(0, 4),
]


@pytest.mark.parametrize("position", EMPTY, ids=lambda p: type(p).__name__)
def test_empty_positions_are_zero(position):
    assert position.value == 0
    assert list(position.left_options()) == [] and list(position.right_options()) == []


def test_smallest_positions():
    # One square, one stone, one cake cell: the values a reader can check by hand.
    assert Domineering(".").value == 0 and Domineering("..").value == -1
    assert Clobber("x").value == 0 and Clobber("xo").value is star
    assert Cutcake(1, 1).value == 0 and Eatcake(1, 1).value is star
    assert Fission("x").value == 0 and Fission(".|x|.").value == 1
    assert Col(".").value is star and Snort(".").value is star
    assert ToadsAndFrogs("t.").value == 1 and ElephantsAndRhinos(".f").value == -1
    assert ArcKayles([(0, 1)]).value is star
    assert Hackenbush.string("L").value == 1 and ChildishHackenbush.from_path_text("l").value == 1
    assert DigraphPlacement(1, blue=[0]).value == 1
    assert PartizanEuclid(2, 1).value == 0 and PartizanEuclid(3, 2).value is star
    assert AntiClobber("x.").value == game(1)
