"""Checkers positions as loopy games (*Winning Ways*, vol. 2, ch. 11, Extras, "Getting on in
Checkers")."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt.loopy import dud, hot, off, on, outcome, sided
from cgt.loopy.graph import explore
from cgt.loopy.outcome import Result, results
from cgt.position import left_options_of, right_options_of
from cgt.rulesets import Checkers
from cgt.rulesets.grid import BoardError


def board(height, width, pieces):
    """Board text with ``pieces`` a dict {(row, column): character}."""
    return "|".join("".join(pieces.get((r, c), ".") for c in range(width))
                    for r in range(height))


def test_onto_and_onfro():
    # WW11, Extras, "Getting on in Checkers": Left's black king alone on the 2 by 2 board
    # moves to and fro; onto = {onfro|}, onfro = {onto|}, and both are on
    onto, onfro = Checkers("B.|.."), Checkers("..|.B")
    assert onto.left_options() == [onfro] and onfro.left_options() == [onto]
    assert onto.right_options() == [] and onfro.right_options() == []
    assert onto.value is on and onfro.value is on
    assert Checkers(".B|..").value is on and Checkers("W.|..").value is off


def test_dud_on_the_ordinary_board():
    # WW11, Extras, "Getting on in Checkers": two kings of opposite colours in opposite
    # double corners of the ordinary board are dud (checked: each king can shuttle in its
    # double corner for ever, and neither can be caught there)
    assert Checkers(board(8, 8, {(0, 1): "B", (7, 6): "W"})).value is dud
    assert Checkers(board(8, 8, {(1, 0): "W", (6, 7): "B"})).value is dud


@pytest.mark.slow
def test_dud_in_the_other_pairs_of_double_corners():
    for black, white in [((1, 0), (7, 6)), ((0, 1), (6, 7)), ((1, 0), (6, 7))]:
        assert Checkers(board(8, 8, {black: "B", white: "W"})).value is dud


@pytest.mark.parametrize("size", [4, 6])
def test_dud_on_smaller_boards(size):
    # the same reasoning on the 4 by 4 and 6 by 6 boards, whose top left and bottom right
    # corners are double corners too
    position = Checkers(board(size, size, {(0, 1): "B", (size - 1, size - 2): "W"}))
    assert position.value is dud
    assert direct_outcome(position) == (Result.DRAW, Result.DRAW)


def test_whoever_jumps_first_wins():
    # computed: the black king and the white man stand next to each other with the squares
    # beyond both free; the first player to move jumps and is left alone on the board, on
    # for Left and off for Right, so the value is hot = {on|off}
    position = Checkers("....|..B.|.w..|....")
    assert position.left_options() == [Checkers("....|....|....|B...")]
    assert position.right_options() == [Checkers("...W|....|....|....")]
    assert position.value is hot


def test_a_man_that_must_step_into_a_jump():
    # computed: the white man's only move is next to the black king, which then jumps it, so
    # Right moving first loses; Left moving first can shuttle for ever: on & 0
    position = Checkers(".B..|....|...w|....")
    assert position.value is sided(on, 0)
    assert direct_outcome(position) == (Result.DRAW, Result.LOSS)


def direct_outcome(position):
    """(result with Left first, result with Right first) by retrograde analysis of the
    position's graph, where an infinite play is a draw."""
    left, right, _ = explore(position, left_options_of, right_options_of)
    found = results(left, right)
    return found[0], found[1]


DARK_4 = [(r, c) for r in range(4) for c in range(4) if (r + c) % 2]


def test_two_kings_on_4_by_4_by_direct_play():
    # second method: every position of one king each on the dark squares of the 4 by 4 board
    for black in DARK_4:
        for white in DARK_4:
            if black != white:
                position = Checkers(board(4, 4, {black: "B", white: "W"}))
                assert tuple(outcome(position.value)) == direct_outcome(position), position


def pieces(height, width, most):
    dark = [(r, c) for r in range(height) for c in range(width) if (r + c) % 2]

    def allowed(item):
        (r, _), piece = item
        return not (piece == "b" and r == height - 1) and not (piece == "w" and r == 0)

    return st.dictionaries(st.sampled_from(dark), st.sampled_from("bBwW"),
                           min_size=1, max_size=most).filter(
        lambda d: all(allowed(item) for item in d.items()))


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_outcome_agrees_with_direct_play(data):
    # second method, on two pieces of any kinds (three pieces can take minutes: see
    # docs/loopy.md, "Checkers")
    height, width = data.draw(st.sampled_from([(3, 3), (4, 4), (5, 4), (4, 5)]))
    position = Checkers(board(height, width, data.draw(pieces(height, width, 2))))
    assert tuple(outcome(position.value)) == direct_outcome(position), position


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_turning_the_board_negates(data):
    # turning the board half round and exchanging the colours exchanges the players
    height, width = data.draw(st.sampled_from([(3, 3), (4, 4), (4, 5)]))
    found = data.draw(pieces(height, width, 2))
    swap = str.maketrans("bBwW", "wWbB")
    turned = {(height - 1 - r, width - 1 - c): p.translate(swap) for (r, c), p in found.items()}
    assert (Checkers(board(height, width, turned)).value
            == -Checkers(board(height, width, found)).value)


def test_capture_is_compulsory_and_continues():
    # a king jumps twice in one move; a man that can capture must
    assert Checkers("B....|.w...|.....|...w.|.....").left_options() == [
        Checkers(".....|.....|.....|.....|....B")]
    assert Checkers(".....|.b...|..w..|.....|.....").left_options() == [
        Checkers(".....|.....|.....|...b.|.....")]
    # the white man jumps the black man and is crowned on the first row
    assert Checkers(".....|.b...|..w..|.....|.....").right_options() == [
        Checkers("W....|.....|.....|.....|.....")]


def test_men_capture_forwards_only():
    position = Checkers(".....|.w...|..b..|.....|.....")
    assert set(position.left_options()) == {Checkers(".....|.w...|.....|...b.|....."),
                                            Checkers(".....|.w...|.....|.b...|.....")}
    assert set(position.right_options()) == {Checkers("W....|.....|..b..|.....|....."),
                                             Checkers("..W..|.....|..b..|.....|.....")}


def test_crowning_ends_the_move():
    # the black man is crowned as it lands on the last row, and may not jump on as a king
    assert Checkers(".....|.....|b....|.w.w.|.....").left_options() == [
        Checkers(".....|.....|.....|...w.|..B..")]


def test_repr_and_equality():
    p = Checkers("B.\n..")
    assert p == Checkers("B.|..") and hash(p) == hash(Checkers("B.|.."))
    assert repr(p) == "Checkers('B.|..')"


@pytest.mark.parametrize("text, match", [
    ("B.|.x", "'x'"),
    ("B..|..", "different lengths"),
    ("..|b.", "crowned"),
    ("w.|..", "crowned"),
    (3, "text"),
])
def test_bad_boards(text, match):
    with pytest.raises(BoardError, match=match):
        Checkers(text)
