"""Explicit game forms: options kept as written, for the operations that depend on the form.

'{-1|1}' : 1 = 1/2 while 0 : 1 = 1 (Winning Ways, vol. 1, ch. 7: the ordinal sum depends on
the form of the base); the other values are derived from the definitions in
``cgt.short.forms`` and checked against the same operations on games, which use canonical
forms.
"""
import pickle

import pytest
from hypothesis import given, settings

from cgt import GameForm, form, game, star
from cgt.errors import ParseError, ResourceError
from game_strategies import games


def test_ordinal_sum_depends_on_the_form():
    f = form("'{-1|1}'")
    assert f.canonical is game(0)
    assert f.ordinal_sum(1) is game("1/2")
    assert game(0).ordinal_sum(1) is game(1)
    assert game("{-1|1}") is game(0) and game("'{-1|1}'") is game(0)


def test_printing_and_reading_back():
    f = form("{-1|1}")
    assert str(f) == "'{-1|1}'" and repr(f) == "'{-1|1}'"
    assert format(f, "latex") == r"\{-1\mid 1\}" and f._repr_latex_() == r"$\{-1\mid 1\}$"
    for text in ["'{-1|1}'", "'{2|0||0}'", "'{1,2|-1,-2}'", "'{0||0|-2}'", "'{{1|0},1|}'",
                 "'{*,*|0,0}'", "'{0|||0||0|0,v*}'"]:
        assert str(form(text)) == text
    assert str(form("+-{1,2}")) == "'{1,2|-1,-2}'" and str(form("Tiny(2)")) == "'{0||0|-2}'"


def test_forms_keep_what_is_written():
    f = form("{0,*|1}")
    assert f.left_options == (game(0), star) and f.right_options == (game(1),)
    assert f.canonical is game("1/2") and f.birthday == 2
    assert form("{*,*|0,0}") != form("{*|0}") and form("{*,*|0,0}").canonical is game("v")
    assert form("{-1|1}") == GameForm([-1], [1]) and hash(form("{-1|1}")) == hash(GameForm([-1], [1]))
    assert pickle.loads(pickle.dumps(f)) == f


def test_heating_and_overheating_depend_on_the_form():
    # ∫_1^1 '{0,*|1}' = {0 + 1, ±1 + 1 | 1 - 1} = {1, {2|0} | 0}, derived; the canonical
    # form {0|1} of the same value 1/2 overheats to {1|0}.
    f = form("{0,*|1}")
    assert f.overheat(1, 1) is game("{1,{2|0}|0}")
    assert game("1/2").overheat(1, 1) is game("{1|0}")
    assert form("{1|-1}").heat(1) is game("{2|-2}") and form("{*|*}").heat(1) is game(0)


def test_literal_sums_and_negatives():
    f = form("{1|0}")
    assert str(f + f) == "'{{{1|0},2|1},{2,{1|0}|1}|{1|0},{1|0}}'"
    assert (f + f).canonical is game("{1|0}") + game("{1|0}")
    assert str(-form("{2|0||0}")) == "'{0||0|-2}'"
    assert (f - f).canonical is game(0)


@settings(max_examples=40, deadline=None)
@given(games(max_depth=3))
def test_canonical_forms_written_out(g):
    f = form(g)
    assert form(str(f)) == f
    if not isinstance(f, GameForm):
        assert f is g and g.is_number_up_star     # numbers, nimbers and ups stay games
    else:
        assert f.canonical is g
        assert f.ordinal_sum(1) is g.ordinal_sum(1)
        assert f.overheat(1, 1) is g.overheat(1, 1)
        assert f.heat(1) is g.heat(1)


def test_bad_form_text():
    with pytest.raises(ParseError):
        form("'{1|0}")
    with pytest.raises(ParseError):
        form("'{1|0}, 2'")


def test_literal_sums_have_a_size_limit():
    # The tree of a literal sum has about the product of the sizes of its parts: twelve copies
    # of a three-level form would have millions of positions, so the sum is refused.
    with pytest.raises(ResourceError):
        form("+".join(["{1|0||-1}"] * 12))
    # In a game, a quoted form stands for its value: no literal sum is built.
    assert game("+".join(["'{1|0||-1}'"] * 12)) is 12 * game("{1|0||-1}")


def test_a_loopy_value_is_not_a_form():
    from cgt.errors import CGTTypeError

    with pytest.raises(CGTTypeError, match="stopper"):
        form(game("{pass|}"))
    with pytest.raises(TypeError):
        form("{-1|1}") + game("{pass|}")
