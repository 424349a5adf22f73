"""Bad text: every malformed input is a ParseError or NotShortError, both CGTErrors."""
import pytest

from cgt import CGTError, NotShortError, ParseError, game


@pytest.mark.parametrize("text", ["1²", "²", "1/2²", "*²"])
def test_superscript_digits_give_a_parse_error(text):
    with pytest.raises((ParseError, NotShortError)):
        game(text)


@pytest.mark.parametrize("text", ["1e5", "^^<2>", "{}", "{1|2}}", "^<0>", "--1", "(1,2)", ")",
                                  "Tiny()", "{,|}", "2**100001"])
def test_bad_text_gives_parse_errors(text):
    with pytest.raises((ParseError, NotShortError)):
        game(text)


def test_errors_are_cgt_errors():
    assert issubclass(ParseError, CGTError) and issubclass(NotShortError, CGTError)
