"""Every text ends promptly in a value or a CGTError, and every value prints, however large.

Each call here once raised a Python error (``RecursionError``, ``ValueError`` from ``int`` on a
Unicode digit or from the 4,300-digit limit of ``str(int)``) or ran for seconds to minutes. The
slow ones run under the harness's time limit (``time_limit``); nothing is timed otherwise.
"""
import pytest

from cgt import Game, game, nimber, surreal
from cgt.compounds import Tally
from cgt.errors import CGTTypeError, ParseError, ResourceError
from cgt.impartial.misere import parse_book, parse_misere
from cgt.loopy import parse as parse_loopy
from cgt.notation import parse
from cgt.notation.lexing import MAX_NESTING
from cgt.numbers.dyadic import int_to_text
from cgt.numbers.surreal import Ordinal
from test_prompt_inputs import within_limit


# -- nesting: a bound that raises ParseError, never RecursionError ----------------------------

@pytest.mark.parametrize("text", [
    "(" * 1000 + "1" + ")" * 1000,
    "omega^(" * 1000 + "1" + ")" * 1000,
    "sqrt(" * 1000 + "2" + ")" * 1000,
    "√" * 1000 + "2",
])
def test_deep_surreal_text_is_refused(text):
    with pytest.raises(ParseError, match=f"nested more than {MAX_NESTING} deep"):
        surreal(text)


def test_deep_ordinal_text_is_refused():
    with pytest.raises(ParseError, match="nested more than"):
        Ordinal("omega^(" * 1000 + "1" + ")" * 1000)


def test_nesting_up_to_the_bound_reads():
    # Each bracket, root and exponent is a level: "omega^(" is two.
    n = MAX_NESTING
    assert surreal("(" * n + "1" + ")" * n) == 1
    k = n // 2
    assert surreal("omega^(" * k + "0" + ")" * k) == surreal("omega^" * k + "0")


def test_many_signs_read_without_recursion():
    assert surreal("-" * 5000 + "1") == 1
    assert surreal("-" * 5001 + "omega") == -surreal("omega")
    assert surreal("+-" * 2000 + "1") == (-1) ** 2000


def test_deep_loopy_text_is_refused():
    with pytest.raises(ParseError, match="nested more than"):
        parse_loopy("(" * 1000 + "on" + ")" * 1000)
    with pytest.raises(ParseError, match="nested more than"):
        game("{" * 1000 + "on|}" + "|}" * 999)


# -- Unicode digits are not digits of the notation ------------------------------------------

@pytest.mark.parametrize("read, text", [
    (surreal, "²"), (surreal, "1.²"), (Ordinal, "omega^(³5)"), (parse_misere, "*[2#₃]"),
    (parse_book, "2_²"), (Tally.parse, "0₋"), (game, "{1|٣}"), (parse_loopy, "a{٣|a}"),
])
def test_unicode_digits_are_refused(read, text):
    with pytest.raises(ParseError):
        read(text)


# -- long integers print in full -----------------------------------------------------------------

def test_long_integers_print():
    n = 10 ** 5000
    digits = int_to_text(n)
    assert str(surreal(n)) == digits
    assert str(Ordinal(n)) == digits
    assert repr(Ordinal(n)) == f"Ordinal('{digits}')"
    assert str(surreal(n) / 3) == digits + "/3"
    assert surreal(digits) == n
    assert str(Tally(n, 3)).startswith(digits[:50])
    assert str(surreal("omega") ** n) == "ω^" + digits
    assert surreal("0." + "1" * 5000) == surreal("1" * 5000) / 10 ** 5000


def test_a_huge_nimber_option_names_itself_in_its_error():
    with pytest.raises(ResourceError, match=r"\*1000000000"):
        Game([nimber(10 ** 5000)], [])


def test_a_large_power_prints():
    x = within_limit(lambda: surreal("2^100000"))
    assert str(x) == int_to_text(2 ** 100000)


# -- sizes refused before they are computed ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "8**2.0386",                            # an algebraic number of degree 5000
    "sqrt(" * 50 + "2" + ")" * 50,          # degree 2**50
    "(1+epsilon)^3000",                     # 3001 terms with long binomial coefficients
    "sqrt(2)+0.82**50000",                  # a root beside a rational of 282,000 bits
])
def test_large_surreal_texts_are_refused_at_once(text):
    with pytest.raises(ResourceError):
        within_limit(lambda: surreal(text))


def test_sizes_below_the_bounds_are_computed():
    assert within_limit(lambda: surreal("8**2.25")) == 64 * surreal("2**(3/4)")  # 2^(27/4)
    assert within_limit(lambda: surreal("(1+epsilon)^3")) == surreal(
        "1 + 3*epsilon + 3*epsilon^2 + epsilon^3")
    assert within_limit(lambda: surreal("sqrt(sqrt(16))")) == 2
    assert within_limit(lambda: surreal("sqrt(2)") ** 2) == 2


# -- the loopy reader's own errors -------------------------------------------------------------

def test_a_label_inside_a_sum_is_a_parse_error():
    with pytest.raises(ParseError, match="label 'foo'"):
        parse_loopy("foo{17/2*{17/2**3|foo}*3|foo}")


def test_the_loopy_reader_reports_its_own_errors():
    # 'tis' and 'on' make the text loopy by their tokens: the error is about the loopy text.
    with pytest.raises(ParseError, match="spaces between them"):
        game("tis + 1 2")
    with pytest.raises(ParseError, match="unknown name 'onn'"):
        game("onn + 1")


def test_parse_refuses_what_is_not_text():
    with pytest.raises(CGTTypeError):
        parse(None)
    with pytest.raises(CGTTypeError):
        parse(b"1")
