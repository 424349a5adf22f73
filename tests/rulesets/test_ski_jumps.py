"""Ski-Jumps (Winning Ways, vol. 1, ch. 1): the moves of small slopes, skiers who can meet no
opponent counted by their moves, and the engine against a naive evaluation of the game tree."""
import itertools

import pytest

from cgt import Game, game
from cgt.rulesets.grid import BoardError
from cgt.rulesets.ski_jumps import SkiJumps


def naive(position, memo):
    if position not in memo:
        memo[position] = Game([naive(o, memo) for o in position.left_options()],
                              [naive(o, memo) for o in position.right_options()])
    return memo[position]


def test_moves():
    p = SkiJumps("L.|R.|..")
    assert sorted(q.text for q in p.left_options()) == ["..|R.|..", "..|r.|L.", ".L|R.|.."]
    assert sorted(q.text for q in p.right_options()) == ["L.|..|.."]
    # a slipper slides but does not jump; a jumper needs an empty landing square
    assert sorted(q.text for q in SkiJumps("l.|R.|..").left_options()) == ["..|R.|..", ".l|R.|.."]
    assert sorted(q.text for q in SkiJumps("L.|R.|R.").left_options()) == ["..|R.|R.", ".L|R.|R."]


@pytest.mark.parametrize("width", range(1, 6))
def test_lone_skiers_count_their_moves(width):
    for x in range(width):
        row = ["."] * width
        row[x] = "L"
        assert SkiJumps("".join(row)).value == game(width - x)
        row[x] = "R"
        assert SkiJumps("".join(row)).value == game(-(x + 1))


def test_rows_that_cannot_meet_add():
    # Left's skier is below Right's, so no jump is possible: 3 - 2 = 1
    assert SkiJumps("L..|.R.").value == game(1)
    assert SkiJumps("R..|...|..L").value == game(-1 + 1)


def test_jumps_give_fractions():
    assert SkiJumps(".L.|.R.|...").value == game("1/2")
    assert SkiJumps("L.|R.|..").value == game("3/2")
    assert SkiJumps("R..|L..|...").value == game("3/2")


def test_engine_against_the_tree():
    memo = {}
    for top, middle in itertools.product(["L..", ".L.", "R..", "..R", "l.r"], repeat=2):
        for bottom in ["...", ".R.", "L.."]:
            p = SkiJumps(f"{top}|{middle}|{bottom}")
            assert p.value == naive(p, memo), p


def test_text_and_refusals():
    p = SkiJumps("L..|.r.")
    assert eval(repr(p)) == p and repr(p) == "SkiJumps('L..|.r.')" and p.text == "L..|.r." and str(p) == "L..\n.r."
    for bad in ["L..|..", "X..", 3]:
        with pytest.raises(BoardError):
            SkiJumps(bad)
