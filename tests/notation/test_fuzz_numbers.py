"""The readers of surreal numbers, ordinals, transfinite nimbers and misère games fuzzed with
strings of their tokens and of look-alikes (Unicode digits, other scripts' letters): each text
ends within the harness's time limit in a CGTError or a value whose text reads back."""
import re

from hypothesis import given, settings, strategies as st

from cgt.errors import CGTError, ParseError
from cgt.impartial.misere import parse_book, parse_misere
from cgt.notation import parse
from cgt.numbers.surreal import Ordinal, surreal
from test_prompt_inputs import within_limit

SURREAL_TOKENS = ["omega", "ω", "epsilon", "ε", "sqrt", "√", "(", ")", "+", "-", "−", "*", "×",
                  "/", "^", "**", " ", "0", "1", "2", "3", "7", ".", "5", "²", "٣", "₃", "ο",
                  "omegaa", "e", "x", "*omega", ",", "|"]
MISERE_TOKENS = ["*", "[", "]", "(", ")", "#", "-", "+", ",", "{", "}", "&", ";", "_", "0", "1",
                 "2", "3", "4", "12", "²", "₃", "٣", " ", "a"]
# Long runs of digits would ask for huge powers, which the tests of large texts cover.
_LONG_DIGITS = re.compile(r"[0-9]{3,}")


def soup(tokens, size=40):
    return st.lists(st.sampled_from(tokens), max_size=size).map("".join).map(
        lambda t: _LONG_DIGITS.sub(lambda m: m.group()[:2], t))


def refused_or_read_back(read, text, back=None):
    """Read ``text``: a refusal must be a CGTError, a value must read back from its text."""
    try:
        value = within_limit(lambda: read(text))
    except CGTError as error:
        if isinstance(error, ParseError):
            assert "at column" in str(error)
        return
    text_back = str(value)
    assert (back or read)(text_back) == value


@settings(max_examples=300)
@given(soup(SURREAL_TOKENS))
def test_surreal_texts(text):
    refused_or_read_back(surreal, text)


@settings(max_examples=150)
@given(soup(SURREAL_TOKENS))
def test_ordinal_texts(text):
    refused_or_read_back(Ordinal, text)


@settings(max_examples=150)
@given(soup(SURREAL_TOKENS))
def test_the_one_reader(text):
    refused_or_read_back(parse, text)


@settings(max_examples=300)
@given(soup(MISERE_TOKENS))
def test_misere_texts(text):
    refused_or_read_back(parse_misere, text)


@settings(max_examples=200)
@given(soup(MISERE_TOKENS, 20))
def test_book_texts(text):
    refused_or_read_back(parse_book, text, parse_misere)
