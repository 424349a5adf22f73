"""The loopy rulesets of *Winning Ways*, vol. 2, ch. 11, and Fox and Geese (vol. 3, ch. 20)."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game as short_game, star, up
from cgt.loopy import (UnresolvedValue, equations, off, on, outcome, position_value, sided,
                       tis, tisn)
from cgt.loopy.outcome import Result
from cgt.rulesets.backsliding_toads_and_frogs import BackslidingToadsAndFrogs
from cgt.rulesets.fox_and_geese import FoxAndGeese
from cgt.rulesets.grid import BoardError
from cgt.rulesets.loopy_hackenbush import LoopyHackenbush
from cgt.rulesets.sisyphus import Sisyphus


@pytest.mark.parametrize("strip, value", [
    (".ft", 0), ("f.t", star), ("ft.", 0), ("t.f", 0), (".tf", star), ("tf.", star),
])
def test_backsliding_toads_and_frogs_one_empty_square(strip, value):
    # WW11, "Backsliding Toads-and-Frogs": on the board T□F the positions are 0 and *;
    # computed: the game is a stopper there, so each value is both sides.
    assert BackslidingToadsAndFrogs(strip).value is short_game(value)


def test_backsliding_toads_and_frogs_two_empty_squares():
    # WW11, Extras: (1,1) with two empty squares takes only the values 0 and *; computed: its
    # start T□□F is a first-player win.
    values = {BackslidingToadsAndFrogs(s).value
              for s in ("t..f", ".t.f", "..tf", "t.f.", ".tf.", "tf..", "f..t", ".f.t",
                        "..ft", "f.t.", ".ft.", "ft..")}
    assert values == {short_game(0), star}
    assert outcome(BackslidingToadsAndFrogs("t..f").value) == (Result.WIN, Result.WIN)


def test_backsliding_strip_is_checked():
    with pytest.raises(BoardError, match="column 2"):
        BackslidingToadsAndFrogs("tx.f")


X = short_game("129/32")


def sisyphus_onside(column, row):
    # WW11, "Sisyphus", Figs. 12-13 with the collapsed arrows counted (computed: x = 4 1/32)
    if column == 1:
        return X if row == 1 else short_game(6 - row)
    if row == 1:
        return short_game(["65/16", "33/8", "17/4", "9/2", "5"][column - 2])
    k = row - column
    return X + up * k + (star if k % 2 == 0 else 0)


def test_sisyphus():
    for column in range(1, 7):
        for row in range(1, 7):
            square = "abcdef"[column - 1] + str(row)
            value = Sisyphus(square).value
            onside = sisyphus_onside(column, row)
            offside = -sisyphus_onside(row, column)
            assert value is sided(onside, offside), square
    # the chapter's own examples
    assert Sisyphus("d1").value is sided(short_game("17/4"), -2)
    assert Sisyphus("d2").value is sided(X - up * 2 + star, -X - up * 2 + star)


def test_loopy_hackenbush_twigs():
    # WW11, "Loopy Hackenbush": a pale twig is tis, a pink twig tisn.
    assert LoopyHackenbush.string("l").value is tis
    assert LoopyHackenbush.string("r").value is tisn


@settings(max_examples=30)
@given(st.text(alphabet="LR", max_size=3), st.sampled_from("lr"))
def test_li_rules_agree_with_play(stem, twig):
    # WW11, "Loopy Hackenbush": every value is number & number, by Li's rules.
    picture = LoopyHackenbush.string(stem + twig)
    value = position_value(picture)
    assert value == picture.li_value()


def test_bachs_carousel_has_no_stopper_side_claimed():
    # WW11 Extras, "Bach's Carousel" (Fig. 29 is missing; a graph consistent with the text):
    # the sides are not stoppers, so none may be claimed; computed: a first-player win.
    carousel = equations({"a": ([0, "b"], [0]), "b": ([1], [1, "c"]),
                          "c": ([star, "d"], [star]), "d": ([short_game("1*")],
                                                            [short_game("1*"), "a"])})
    assert isinstance(carousel, UnresolvedValue) and carousel.is_stopper_sided() is None
    assert outcome(carousel) == (Result.WIN, Result.WIN)


def test_fox_and_geese():
    # the fox level with the highest goose is free for ever: off
    assert FoxAndGeese([(3, 1), (3, 3)], (3, 5)).value is off
    # a trapped fox while a far goose walks down four rows: Left has four moves to spare
    assert FoxAndGeese([(2, 2), (5, 7)], (1, 1)).value is short_game(4)
    with pytest.raises(BoardError):
        FoxAndGeese([(1, 2)], (1, 1))
    with pytest.raises(BoardError):
        FoxAndGeese([(1, 1)], (1, 1))


def test_onto_and_onfro():
    # WW11 Extras, "Getting on in Checkers": two positions that move to each other are on.
    assert equations({"onto": (["onfro"], []), "onfro": (["onto"], [])}) is on
