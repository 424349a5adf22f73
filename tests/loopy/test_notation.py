"""Loopy games in CGSuite's plain-text notation, read by ``cgt.game`` and printed back."""
import pickle

import pytest
from hypothesis import given, settings, strategies as st

import cgt
from cgt import game, star, up
from cgt.errors import CGTError, CGTValueError, ParseError, ResourceError
from cgt.loopy import (dud, hi, hot, lo, miny, off, on, ono, oof, over, sided, tiny, tis, tisn,
                       under, up_on, upon, upon_star)
from cgt.loopy.graph import set_vertex_budget
import cgt.loopy.graph as graph_module


@pytest.mark.parametrize("text, value", [
    ("on", on), ("{pass|}", on), ("off", off), ("{|pass}", off), ("dud", dud),
    ("over", over), ("{0|pass}", over), ("a{0|a}", over), ("under", under), ("upon", upon),
    ("{pass|*}", upon), ("^[on]", upon), ("^[on]*", upon_star), ("{0,pass|0}", upon_star),
    ("tis", tis), ("a{{|a}|}", tis), ("tisn", tisn), ("hot", hot), ("{on|off}", hot),
    ("+-on", hot), ("ono", ono), ("oof", oof), ("hi", hi), ("lo", lo), ("Tiny(on)", tiny),
    ("Miny(on)", miny), ("^<on>", up_on), ("1 & 0", tis), ("on & off", dud),
])
def test_reads(text, value):
    # the Winning Ways, vol. 2, ch. 11 definitions, in CGSuite's notation
    assert game(text) is value


@pytest.mark.parametrize("text, printed", [
    ("{1|pass}", "1over"), ("1+over", "1over"), ("1over", "1over"), ("3/2under", "3/2under"),
    ("-1/4v[on]", "-1/4v[on]"), ("{pass|*}", "^[on]"), ("Tiny(on)", "Tiny(on)"),
    ("a{1|1,{1*|a||*}||0}", "a{1|1,{1*|a||*}||0}"), ("{on|0}", "{on|0}"),
    ("{on|{0|off}}", "{on||0|off}"), ("on+oof", "on & {on|off}"), ("dud", "dud"),
    ("a{{|a}|}", "1 & 0"), ("-on", "off"),
])
def test_prints(text, printed):
    g = game(text)
    assert str(g) == printed
    assert game(str(g)) == g


def test_mixed_sums_with_short_games():
    assert up + upon is game("^+^[on]") and (up + upon) - up is upon
    assert on + 5 is on and over + 1 - 1 is over
    assert game("{0|pass}") - over is game("over+under")


def test_loopfree_results_are_short_games():
    assert game("{0|1}") is cgt.game("1/2")
    assert game("a{0|{1|}}") is cgt.game(1) and game("{0|{pass|}}+{on|0}-on") is not None
    assert type(game("{on|0}") + 0) is not cgt.Game
    assert type(game("{{pass|}|}")) is not cgt.Game


def test_unicode_and_latex():
    assert format(over + 1, "u") == "1over" and format(-upon, "u") == "↓[on]"
    assert game(format(-upon, "u")) is -upon
    assert upon._repr_latex_() == r"$\uparrow [\mathrm{on}]$"
    assert r"\mathbin{\&}" in tis._repr_latex_()


def test_pickles_to_the_interned_object():
    for value in (on, over, upon_star, tis, hot, hi):
        assert pickle.loads(pickle.dumps(value)) is value


@pytest.mark.parametrize("text, words", [
    ("{a|0}", "unknown name 'a'"),
    ("{a{0|a}|a}", "used outside its braces"),
    ("a{0|a+1}", "may only be an option"),
    ("{pass", "unclosed"),
    ("{0|pass} $", "unexpected"),
    ("a{a{0|a}|0}", "defined twice"),
])
def test_parse_errors(text, words):
    with pytest.raises(ParseError, match=words):
        game(text)


def test_sided_needs_onside_above_offside():
    with pytest.raises(CGTValueError, match="not >= its offside"):
        game("0 & 1")
    with pytest.raises(CGTValueError):
        on & over & off if False else sided(off, on)
    with pytest.raises(CGTValueError, match="must be a stopper"):
        sided(tis, 0)


def test_vertex_budget():
    old = graph_module.VERTEX_BUDGET
    try:
        set_vertex_budget(5)
        with pytest.raises(ResourceError, match="vertex budget"):
            game("{0|pass}") + cgt.game("{4|{3|{2|1}}}")
    finally:
        set_vertex_budget(old)
    with pytest.raises(CGTValueError):
        set_vertex_budget(0)


ATOMS = ["on", "off", "over", "under", "upon", "0", "1", "-1", "*", "^", "1/2", "pass"]


@st.composite
def literals(draw, depth=2):
    """Random loopy literals with one label ``a``."""
    def form(level):
        sides = []
        for _ in range(2):
            options = []
            for _ in range(draw(st.integers(0, 2))):
                if level > 0 and draw(st.booleans()):
                    options.append(form(level - 1))
                else:
                    options.append(draw(st.sampled_from(ATOMS + ["a"])))
            sides.append(",".join(options))
        return "{" + sides[0] + "|" + sides[1] + "}"
    return "a" + form(depth)


@settings(max_examples=25)
@given(literals())
def test_round_trip(text):
    try:
        g = game(text)
    except CGTError:
        return
    assert game(str(g)) == g


@pytest.mark.parametrize("text, value", [
    ("-1^", game(-1) + up), ("-1^*", game(-1) + up + star), ("-(1^)", game(-1) - up),
    ("-1over", over - 1), ("-1/2^[on]", upon - game("1/2")), ("0 - -1^", 1 - up),
    ("over + -1^", over - 1 + up), ("-^[on]", -upon), ("'{1|0}'over", over + game("{1|0}")),
    ("+-(1, on)", cgt.loopy.braces([1, on], [-1, off])),
    ("+-{1, on}", cgt.loopy.braces([1, on], [-1, off])),
])
def test_signs_read_as_in_the_short_notation(text, value):
    # A '-' before a number negates the number only, as for short games and as printed.
    assert game(text) == value
    assert cgt.loopy.parse(text) == value


def test_a_negative_number_and_up_in_a_loopy_game():
    g = game("{pass|-1^}")
    assert g == cgt.loopy.equations({"g": (["g"], [game(-1) + up])})
    assert str(g) == "{pass|-1^}" and game(str(g)) == g
    assert str(over - 1) == "-1over" and game("-1over") == over - 1
