"""The parser fuzzed with strings made of the notation's tokens: it either refuses the text with
a CGTError (ParseError, NotShortError, ...) or returns a game whose text reads back as it.
Two values with only spaces between them are refused, the parsers of short and loopy games read
a short game's text alike, and loopy values, sided values and forms read back from their text."""
import re

import pytest
from hypothesis import assume, given, settings, strategies as st

from cgt import GameForm, form, game, loopy
from cgt.errors import CGTError, ParseError, ResourceError
from cgt.loopy import SidedValue, equations, off, on, over, sided, under, upon
from cgt.notation import is_loopy_text, parse
from game_strategies import games

TOKENS = ["{", "}", "|", "||", "|||", ",", "*", "**", "^", "^^", "v", "vv", "+", "-", "+-",
          "/", ".", "<", ">", "[", "]", "(", ")", " ", "&", "0", "1", "2", "3", "4", "9",
          "1/2", "3/4", "Tiny", "Miny", "tiny", "pass", "on", "off", "upon", "over", "dud",
          "x", "e", "E", "_", "↑", "⇓", "±", "½", "−", "²", "³", "·", "⁎", "\t", "\n", ";",
          "+-{", "'"]

# Long runs of digits are left to the tests of big numbers: a large nimber or multiple of up
# beside a hot game makes a sum whose size grows with it.
_LONG_DIGITS = re.compile(r"[0-9²³]{3,}")


def short_digits(text):
    return _LONG_DIGITS.sub(lambda m: m.group()[:2], text)


texts = st.lists(st.sampled_from(TOKENS), max_size=80).map("".join).map(short_digits) \
    .filter(lambda t: len(t) <= 200)


def parses_back(text):
    """Parse; a refusal must be a CGTError. A game must read back from its text."""
    try:
        g = game(text)
    except CGTError as err:
        if isinstance(err, ParseError):
            assert "at column" in str(err)
        return None
    assert game(str(g)) is g
    assert game(format(g, "u")) is g
    return g


@settings(max_examples=400)
@given(texts)
def test_token_soup(text):
    parses_back(text)


def _form(parts):
    left, right, bars = parts
    return "{" + ",".join(left) + "|" * bars + ",".join(right) + "}"


ATOMS = ["0", "1", "-1", "2", "1/2", "3/4", "6/4", "*", "*2", "^", "v", "^^*", "^<2>", "v[2]",
         "+-1", "Tiny(1)", "Miny(1/2)", "{|}", "2**2", "1/2**3", "↑", "±½", "↓²"]

expressions = st.recursive(
    st.sampled_from(ATOMS),
    lambda inner: st.one_of(
        st.tuples(st.lists(inner, max_size=2), st.lists(inner, max_size=2),
                  st.integers(1, 3)).map(_form),
        inner.map(lambda t: "(" + t + ")"),
        st.tuples(inner, st.sampled_from(["+", "-", "+-", " - ", "+ -"]), inner).map("".join),
        st.tuples(st.sampled_from(["Tiny(", "Miny(", "+-(", "-("]), inner).map(
            lambda p: p[0] + p[1] + ")"),
        st.lists(inner, min_size=1, max_size=3).map(lambda xs: "+-{" + ",".join(xs) + "}"),
        inner.map(lambda t: "'" + t + "'"),
        st.tuples(inner, inner).map("".join),
    ),
    max_leaves=10)


@st.composite
def mutated(draw):
    """Text of the grammar, with a few tokens inserted or characters deleted."""
    text = draw(expressions)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        if draw(st.booleans()) and at < len(text):
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at] + draw(st.sampled_from(TOKENS)) + text[at:]
    return short_digits(text)[:200]


@settings(max_examples=400)
@given(mutated())
def test_nearly_grammatical_text(text):
    parses_back(text)


OPENERS = ["{", "{|", "{0|", "{*,", "(", "-(", "+-(", "Tiny(", "Miny(", "{||", "((", "^", "+-{"]
CLOSERS = ["}", "|}", "|0}", "||1}", ")", ",1)", "))", "}*", ")^", "|-1}"]


@settings(max_examples=60)
@given(st.lists(st.sampled_from(OPENERS), min_size=1, max_size=3),
       st.lists(st.sampled_from(CLOSERS), min_size=1, max_size=3),
       st.integers(1, 1500), texts)
def test_deep_nesting(openers, closers, depth, core):
    opening = "".join(openers)
    closing = "".join(closers)
    parses_back(opening * depth + core + closing * depth)
    parses_back(opening * depth + "0" + closing * depth)


# -- two values side by side -------------------------------------------------------------------

LOOPY_LEAVES = [on, off, over, under, upon, -upon, loopy.upon_star, loopy.up_on]


@st.composite
def loopy_values(draw):
    """Values of small systems of equations whose options are names, short games and named
    loopy values, sometimes shifted by a game and negated: stoppers, sided values (and short
    games, when no cycle is left)."""
    names = "abcd"[:draw(st.integers(1, 4))]
    option = st.one_of(st.sampled_from(names), games(max_depth=2), st.sampled_from(LOOPY_LEAVES))
    side = st.lists(option, max_size=2)
    x = equations({name: (draw(side), draw(side)) for name in names})
    try:
        if draw(st.booleans()):
            x = x + draw(st.one_of(games(max_depth=2), st.sampled_from(LOOPY_LEAVES)))
    except CGTError:
        pass   # a sum whose sides are not found
    assume(not isinstance(x, loopy.UnresolvedValue))
    return -x if draw(st.booleans()) else x


@st.composite
def sided_values(draw):
    """s & t with s >= t: a sided value of the strategy above, or two of its stoppers."""
    x = draw(loopy_values())
    if isinstance(x, SidedValue):
        return x
    s, t = (y.onside if isinstance(y, SidedValue) else y for y in (x, draw(loopy_values())))
    if s >= t:
        return sided(s, t)
    return sided(t, s) if t >= s else sided(s, off)


NAMED = ["0", "1", "12", "-3", "1/2", "*", "*3", "^", "v", "vv", "v3", "2v", "^*3", "1^*",
         "^<2>", "v[3]", "Tiny(1)", "3Miny(2)", "+-1", "{1|0}", "'{1|0}'", "on", "1over",
         "-1/4v[on]", "^[on]*", "a{0|a}", "1 & 0", "½", "↑", "⇓*", "2·↑", "±1"]

value_texts = st.one_of(
    st.sampled_from(NAMED),
    games(max_depth=3).map(str),
    games(max_depth=3).map(lambda g: format(g, "u")),
    loopy_values().map(str),
    loopy_values().map(lambda x: format(x, "u")),
)
spaces = st.text(" \t\n", min_size=1, max_size=3)


@settings(max_examples=300)
@given(value_texts, spaces, value_texts)
def test_two_values_with_only_spaces_between_them_are_refused(first, gap, second):
    # A sign before the second value makes a sum or a difference, not a juxtaposition.
    assume(not second.startswith(("-", "+", "−", "±")))
    text = first + gap + second
    try:
        value = game(text)
    except ParseError as error:
        assert error.column == len(first) + len(gap)
    else:
        raise AssertionError(f"{text!r} read as {value}")


@pytest.mark.parametrize("text, column", [
    ("1 2", 2), ("v 3", 2), ("2v 1/2", 3), ("  123 v   58 *  43784", 6), ("3 *", 2),
    ("1 ^", 2), ("{1|0} {0|1}", 6), ("2 Tiny(1)", 2), ("1 over", 2), ("on {0|1}", 3),
    ("^[on] *", 6), ("{0|1 2}", 5), ("{pass|1 *}", 8), ("½ ↑", 2),
])
def test_the_examples_of_spaced_values(text, column):
    for read in (game, loopy.parse):
        with pytest.raises(ParseError) as info:
            read(text)
        assert info.value.column == column, read


# -- the two parsers agree on short games --------------------------------------------------------

@settings(max_examples=300)
@given(st.one_of(expressions, mutated()))
def test_the_loopy_parser_reads_short_games_as_the_short_parser(text):
    # game() hands a text to one parser only, chosen from its tokens; the loopy notation extends
    # the short one, so both must read a short game's text alike.
    if is_loopy_text(text):
        return   # a label or a loopy name: a text the short parser never gets from game()
    try:
        expected = parse(text)
    except ParseError:
        with pytest.raises(CGTError):
            loopy.parse(text)
        return
    except CGTError:
        return   # a loopy name, a non-dyadic number, ...: not a short game
    try:
        assert loopy.parse(text) == expected
    except ResourceError:
        pass   # a loopy literal is a graph, where an option 2**22 is a chain of 2**22 positions


@pytest.mark.parametrize("text", ["-1^", "-1*", "-^", "-1^<2>*", "-{1|0}^", "1 - 1^",
                                  "1 + -1^", "+-(1, 2*)", "+-{1, {2|0}}", "'{-1|1}'^",
                                  "-3/2v[3]*", "tiny(1)", "Miny(1)"])
def test_signs_and_switches_read_alike(text):
    assert loopy.parse(text) is parse(text)


# -- round trips -----------------------------------------------------------------------------

@settings(max_examples=150)
@given(loopy_values())
def test_loopy_values_read_back(x):
    assert game(str(x)) == x
    assert game(format(x, "u")) == x


@settings(max_examples=80)
@given(sided_values())
def test_sided_values_read_back(x):
    assert game(str(x)) == x
    assert game(format(x, "u")) == x


NUS_OPTIONS = ["0", "1", "-1", "1/2", "-3/4", "*", "*2", "^", "v*", "-1^", "2vv*3"]

game_forms = st.recursive(
    st.one_of(st.sampled_from(NUS_OPTIONS).map(game), st.just(GameForm())),
    lambda inner: st.tuples(st.lists(inner, max_size=3), st.lists(inner, max_size=3)).map(
        lambda sides: GameForm(*sides)),
    max_leaves=12).filter(lambda f: isinstance(f, GameForm))


@settings(max_examples=300)
@given(game_forms)
def test_forms_read_back_option_for_option(f):
    # Forms are equal when their options are, in the order given, recursively.
    assert form(str(f)) == f
    assert form(format(f, "u")) == f
    assert game(str(f)) is f.canonical
