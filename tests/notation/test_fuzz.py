"""The parser fuzzed with strings made of the notation's tokens: it either refuses the text with
a CGTError (ParseError, NotShortError, ...) or returns a game whose text reads back as it."""
import re

from hypothesis import given, settings, strategies as st

from cgt import game
from cgt.errors import CGTError, ParseError

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
