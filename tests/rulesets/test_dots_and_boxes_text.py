"""Dots-and-Boxes pictures and line names: round trips and clear errors."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import ParseError
from cgt.rulesets.dots_and_boxes import DotsAndBoxes


@st.composite
def played_positions(draw):
    """A position reached by random play from the empty board, so box owners are known."""
    rows, cols = draw(st.sampled_from([(1, 1), (1, 3), (2, 2), (3, 3), (2, 5), (4, 5)]))
    position = DotsAndBoxes(rows, cols, to_move=draw(st.sampled_from([1, 2])))
    for _ in range(draw(st.integers(0, position.grid.num_edges))):
        position, _ = position.play(draw(st.sampled_from(position.open_lines())))
    return position


@settings(max_examples=150, deadline=None)
@given(played_positions())
def test_picture_round_trips(position):
    assert DotsAndBoxes.parse(str(position)) == position
    assert eval(repr(position)) == position


@settings(max_examples=150, deadline=None)
@given(played_positions())
def test_line_names_round_trip(position):
    assert DotsAndBoxes(position.rows, position.cols, position.drawn_lines()).mask == position.mask
    assert DotsAndBoxes(position.rows, position.cols, " ".join(position.drawn_lines())).mask == position.mask
    drawn = set(position.drawn_lines())
    assert drawn.isdisjoint(position.open_lines())
    assert len(drawn) + len(position.open_lines()) == position.grid.num_edges


@settings(max_examples=100, deadline=None)
@given(played_positions())
def test_score_counts_completed_boxes(position):
    ones, twos = position.score()
    assert ones + twos + position.open_boxes() == position.grid.num_boxes


def test_picture_of_loyds_puzzle():
    # Michon, *Numericana*, "The Boxer's Puzzle": the drawn lines of Sam Loyd's puzzle.
    puzzle = DotsAndBoxes(3, 3, "AB BC CD FG KL NO OP AE EI FJ IM JN")
    assert str(puzzle) == "\n".join([
        "A---B---C---D",
        "|",
        "E   F---G   H",
        "|   |",
        "I   J   K---L",
        "|   |",
        "M   N---O---P",
        "player 1 to move, score 0-0",
    ])


def test_picture_shows_owners_and_unlettered_dots():
    position = DotsAndBoxes(1, 1, "AB AC BD").play("CD")[0]
    assert str(position) == "A---B\n| 1 |\nC---D\nplayer 1 to move, score 1-0"
    unowned = DotsAndBoxes(1, 1, "AB AC BD CD")
    assert str(unowned).splitlines()[1] == "| # |"
    assert str(DotsAndBoxes(4, 5, "0,0-0,1")).splitlines()[0] == "+---+   +   +   +   +"


def test_parse_accepts_other_dot_marks_and_no_status_line():
    assert DotsAndBoxes.parse("o---o\n|\no   o") == DotsAndBoxes(1, 1, "AB AC")
    assert DotsAndBoxes.parse("+   +\n\n+   +\nplayer 2 to move").to_move == 2


@pytest.mark.parametrize("text", [
    "",
    "A---B",                                 # no box
    "A---B\n|\nC   D\n|",                    # even number of rows
    "A--B\n\nC  D",                          # dots not 4 apart
    "A-- B\n\nC   D",                        # half a line
    "A---B\n  | \nC   D",                    # '|' off a dot column
    "A---B\n| 1\nC   D",                     # an owner of an incomplete box
    "A---B\n| x |\nC---D",                   # not an owner mark
    "A---B\n\n    D",                        # a missing dot
    "A---B\n\nC   D   E",                    # a row longer than the first
])
def test_bad_pictures_are_refused(text):
    with pytest.raises(ParseError):
        DotsAndBoxes.parse(text)


def test_parse_error_points_at_the_column():
    with pytest.raises(ParseError) as error:
        DotsAndBoxes(3, 3, "GH AB ?? CD")
    assert error.value.column == 6
