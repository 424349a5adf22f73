"""Sensible options: options not dominated by another option of the same player."""
from hypothesis import given, settings

from cgt import Game, game
from cgt.rulesets import Domineering
from cgt.rulesets.sensible import sensible_left_options, sensible_right_options
from game_strategies import games


def test_domineering_three_by_three():
    # 3 x 3 Domineering: Left's options are worth 1 (the middle column) or {1/2|-2} (a side
    # column, Lessons in Play, ch. 2 figures); 1 > {1/2|-2}, so only the two middle moves remain.
    board = Domineering("...|...|...")
    assert {o.value for o in board.left_options()} == {game(1), game("{1/2|-2}")}
    assert [o.value for o in sensible_left_options(board)] == [game(1), game(1)]
    assert [o.value for o in sensible_right_options(board)] == [game(-1), game(-1)]


def test_on_games():
    g = game("{0,*,1|-1,0}")
    assert sensible_left_options(g) == [game(1)]
    assert sensible_right_options(g) == [game(-1)]
    # Incomparable options all stay: on a 2 x 4 board Right's moves are worth 0 or {0|-2}.
    values = [o.value for o in sensible_right_options(Domineering("....|...."))]
    assert set(values) == {game(0), game("{0|-2}")} and len(values) == 6


@given(games())
@settings(max_examples=60, deadline=None)
def test_dropping_the_others_keeps_the_value(g):
    # Removing dominated options leaves the value unchanged (Siegel, CGT, II.2).
    left, right = sensible_left_options(g), sensible_right_options(g)
    assert set(left) <= set(g.left_options) and set(right) <= set(g.right_options)
    assert Game(left, right) == g
