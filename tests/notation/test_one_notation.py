"""One reader for every kind of value, choosing by tokens; one printer class per style."""
import importlib

import pytest

from cgt import game, star, surreal
from cgt.errors import CGTTypeError, CGTValueError, NotShortError, ParseError
from cgt.impartial.misere import MisereGame, nim, parse_misere
from cgt.loopy import SidedValue, Stopper, miny, off, on, sided, tiny
from cgt.notation import kind_of, parse, render
from cgt.notation.printer import STYLES, Latex, Plain, Unicode
from cgt.short.forms import form
from cgt.numbers.surreal import Nimber, Ordinal, Surreal, omega, transfinite_nimber


@pytest.mark.parametrize("text, kind", [
    ("{3||2|1}", "short"), ("Tiny(2)", "short"), ("tiny(2)", "short"), ("^<3>*", "short"),
    ("1/3", "short"), ("{pass|}", "loopy"), ("on & 0", "loopy"), ("a{0|a}", "loopy"),
    ("tiny", "loopy"), ("2 miny", "loopy"), ("omega+1", "surreal"), ("ω^2×3", "surreal"),
    ("sqrt(2)", "surreal"), ("√2", "surreal"), ("1/epsilon", "surreal"), ("*omega", "nimber"),
    (" *(ω+1)", "nimber"),
])
def test_the_grammar_is_chosen_by_tokens(text, kind):
    assert kind_of(text) == kind


def test_each_kind_is_read():
    assert parse("{3||2|1}") is game("{3||2|1}")
    assert isinstance(parse("{0|pass}"), Stopper)
    assert isinstance(parse("on & 0"), SidedValue)
    assert parse("omega + 1") == omega + 1 and isinstance(parse("omega"), Surreal)
    assert parse("*omega") == transfinite_nimber(omega)
    assert isinstance(parse("*(omega+1)"), Nimber)


def test_errors_come_from_the_grammar_chosen():
    # A short text never reaches the loopy reader, nor the reverse.
    with pytest.raises(NotShortError):
        parse("1/3")
    with pytest.raises(ParseError, match="unknown name 'omegaa'"):
        parse("omegaa")
    with pytest.raises(ParseError, match="unknown name 'zeta'") as error:
        parse("omega + zeta")
    assert error.value.column == 8


def test_winning_ways_tiny_and_miny():
    # Winning Ways, vol. 2, ch. 11: tiny = {0 || 0 | off}, miny its negative.
    assert game("tiny") is game("{0||0|off}") is tiny
    assert game("miny") is game("{on|0||0}") is miny == -tiny
    assert game("tiny + miny") == game("tiny - tiny")
    assert 0 < tiny < game("Tiny(1/4)")          # infinitesimal below every short Tiny
    # with an argument, the short Tiny and Miny
    assert game("tiny(2)") is game("Tiny(2)") and game("miny(2)") is game("Miny(2)")


def test_sided_values_as_options():
    # CGSuite's SidedValueTestCase: {2&-2 | 1&-2} is {2|1} & -2*.
    x = game("{2&-2|1&-2}")
    assert x == game("{2|1} & -2*")
    assert x.onside == game("{2|1}") and x.offside == game("-2*")
    assert game("{on & 0 | off}") == sided(game("{on|off}"), game("{0|off}"))
    # a sided option inside a form inside a form: the sides are taken at each level
    assert game("{{1|0} & -2 | 0}") == sided(game("{{1|0}|0}"), game("{-2|0}"))


def test_render_has_one_printer_per_style():
    g = game("{3||2|1}")
    assert render(g) == str(g) == "{3||2|1}"
    assert render(game("^*"), "u") == render(game("^*"), "unicode") == "↑*"
    assert render(game("{1|0}"), "latex") == r"\{1\mid 0\}"
    assert isinstance(STYLES["plain"], Plain) and isinstance(STYLES["u"], Unicode)
    assert isinstance(STYLES["latex"], Latex)


@pytest.mark.parametrize("value, plain, unicode, latex", [
    (game("^^*"), "^^*", "⇑*", r"\Uparrow\ast"),
    (game("a{0|a}"), "over", "over", r"\mathrm{over}"),
    (sided(on, game("0")), "on & 0", "on & 0", r"\mathrm{on} \mathbin{\&} 0"),
    (surreal("omega^2*3 + 1/2"), "ω^2×3+1/2", "ω^2×3+1/2", r"3\omega^{2}+\frac{1}{2}"),
    (Ordinal("omega+1"), "ω+1", "ω+1", r"\omega+1"),
    (transfinite_nimber("omega+1"), "*(ω+1)", "*(ω+1)", r"{*}\left(\omega+1\right)"),
    (parse_misere("*[2#1]"), "*[2#1]", "*[2#1]", "2_{+}1"),
])
def test_each_kind_in_each_style(value, plain, unicode, latex):
    assert render(value) == str(value) == plain
    assert render(value, "unicode") == unicode
    assert render(value, "latex") == latex
    assert value._repr_latex_() == f"${latex}$"


def test_the_ascii_and_book_styles():
    assert render(surreal("omega^(1/2) + sqrt(2)"), "ascii") == "omega^(1/2)+sqrt(2)"
    assert render(transfinite_nimber("omega"), "ascii") == "*omega"
    g = MisereGame([MisereGame([nim(2)]), nim(1)])
    assert render(g, "book") == format(g, "book") == "2_+1"
    assert render(g) == format(g, "cgsuite") == "*[2#1]"


def test_render_refuses_unknown_styles_and_kinds():
    with pytest.raises(CGTValueError, match="unknown style"):
        render(star, "html")
    with pytest.raises(CGTTypeError, match="no text form"):
        render(object())


def test_no_install_hook_remains():
    with pytest.raises(ImportError):
        importlib.import_module("cgt.short.text")
    assert not hasattr(importlib.import_module("cgt.impartial.misere.forms"), "PRINTERS")


def test_forms_print_quoted_with_slashes():
    f = form("'{1|{0|-1}}'")
    assert str(f) == render(f) == "'{1||0|-1}'"
    assert render(f, "latex") == r"\{1\mid \mid 0\mid -1\}"
