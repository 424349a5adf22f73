"""The short-game constructors and ``game`` take loopy values: every short game is a loopy game,
so a loopy option makes a loopy value (*Winning Ways*, vol. 2, ch. 11)."""

import cgt
from cgt import Game, game, miny, switch, tiny
from cgt.loopy import hot, off, on, oof, ono, over
import cgt.loopy as loopy


def test_game_passes_loopy_values_through():
    assert game(on) is on and loopy.game is game
    assert game("{0|pass}") is over


def test_braces_with_a_loopy_option_give_the_loopy_value():
    # WW11, "on, off and hot": ono = {on | 0}, oof = {0 | off}, hot = {on | off}.
    assert Game([0], [off]) is oof and Game([on], [0]) is ono and Game([on], ["off"]) is hot
    assert Game([0], [cgt.game(1)]) == cgt.game("1/2")


def test_named_constructors_of_on():
    # WW11, "How big is tiny?": tiny = Tiny(on) = {0 || 0 | off}; miny = -tiny; hot = +-on.
    assert tiny("on") is loopy.tiny and miny(on) is loopy.miny
    assert switch(on) is hot
    assert str(tiny(1)) == "Tiny(1)" and str(switch(3)) == "+-3"
