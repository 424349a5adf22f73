"""The plain-text notation: parsing, printing, Unicode and LaTeX, and errors."""
import pytest

from cgt import Game, GameForm, NotShortError, ParseError, form, game, nimber, star, up, zero
from cgt.short import power, power_to


@pytest.mark.parametrize("text, expected", [
    ("{3||2|1}", Game([3], [game("{2|1}")])),
    ("{0|||0||0|-1}", Game([0], [Game([0], [game("{0|-1}")])])),
    ("{0,1|0||5}", Game([game("{0,1|0}")], [5])),          # bars bind more loosely than commas
    ("1/2*", game("1/2") + star),
    ("3^*", 3 + up + star),
    ("2Tiny(2)", 2 + game("Tiny(2)")),
    ("73/16v9*8", game("73/16") - 9 * up + nimber(8)),
    ("^^*4", 2 * up + nimber(4)),
    ("-2vv*3", -2 - 2 * up + nimber(3)),
    ("^5", 5 * up), ("v3", -3 * up), ("^1", up), ("^2", 2 * up),
    ("^<3>", power(up, 3)), ("v[2]", -power_to(up, 2)), ("-1v<2>*3", -1 - power(up, 2) + nimber(3)),
    ("+-1+-2", game("{3|1||-1|-3}")),
    ("3+-1", game("{4|2}")),
    ("+-(1,2)", game("{1,2|-1,-2}")),
    ("3 - 2 +- 6 - 7 +- 8 + 4", game(-2) + game("+-6") + game("+-8")),
    ("1/2^", game("1/2") + up),                              # ^ after a number is up
    ("1/2**3", game("1/8")),
    ("1/2^200", game("1/2") + 200 * up),
    ("-(1/2)", game("-1/2")),
    ("- {1|0}", -game("{1|0}")),
    ("3 - -2", game(5)),
    ("{ 1 , 2 | }", game(3)),
    ("*0", zero), ("*", star), ("*1", star),
    ("Miny(1/4)", -game("Tiny(1/4)")),
])
def test_parse(text, expected):
    assert game(text) is expected


@pytest.mark.parametrize("text", ["↑", "⇑*", "½", "1½+3·↑*", "−2¾", "±1", "↑³", "↓²*", "↑^[3]", "⅜↓"])
def test_unicode_input(text):
    g = game(text)
    assert game(format(g, "u")) is g


@pytest.mark.parametrize("g, plain, unicode", [
    (2 * up + nimber(4), "^^*4", "⇑*4"),
    (game("1/2") + 3 * up + star, "1/2^3*", "½+3·↑*"),
    (game("-11/4"), "-11/4", "−2¾"),
    (game("3/8") - up, "3/8v", "⅜↓"),
    (game("{1|-1}"), "+-1", "±1"),
    (power(up, 3), "^<3>", "↑³"),
    (game("{3||2*|1*}"), "{3||2*|1*}", "{3||2*|1*}"),
    (game("{9*|8||7|||6||||5}"), "{9*|8||7|||6||||5}", "{9*|8||7|||6||||5}"),
    (game("Tiny(2)"), "Tiny(2)", "Tiny(2)"),
    (game("{4|2}"), "{4|2}", "{4|2}"),        # no x+-A on output: CGSuite prints {4|2}
])
def test_print(g, plain, unicode):
    assert str(g) == plain
    assert format(g, "u") == unicode


def test_print_brace_weights():
    # A non-compact option alone on its side is printed bare, as CGSuite does.
    g = game("{1,{2|0}||-1}")
    assert game(str(g)) is g
    assert str(game("{0||0|-2}")) == "Tiny(2)"


def test_latex():
    assert game("1/2^").__format__("latex") == r"\frac{1}{2}\uparrow"
    assert game("{3||2|1}")._repr_latex_() == r"$\{3\mid \mid 2\mid 1\}$"


@pytest.mark.parametrize("text, column, words", [
    ("{1|", 1, "never closed"),
    ("{1 2|0}", 4, "only spaces between them"),
    ("{1||2||3}", 6, "ambiguous"),
    ("{1,|0}", 4, "empty item"),
    ("", 1, "empty"),
    ("1 +", 4, "expected a game"),
    ("foo", 1, "unknown name"),
    ("{1;0}", 3, "unexpected ';'"),
    ("{1}", 3, "expected '|'"),
    ("(1,2)", 1, "needs '+-'"),
    ("^<0>", 1, "at least 1"),
])
def test_parse_errors_name_the_column(text, column, words):
    with pytest.raises(ParseError) as info:
        game(text)
    assert words in str(info.value)
    assert f"column {column}" in str(info.value)


@pytest.mark.parametrize("text", ["1/3", "{0|1/3}", "{1/3|pass}"])
def test_not_short(text):
    with pytest.raises(NotShortError):
        game(text)


def test_stars_juxtapose():
    assert game("**") is zero and game("*-1") is game("-1*") and game("1/2**") is game("1/2")


def test_nothing_else_is_raised():
    # A sample of junk: only ParseError or NotShortError may come out.
    for text in ["}", "{", "|", "{|}|", "1/", "1/0", "^<", "^[2", "v<2", "Tiny", "Tiny()",
                 "+-", "--", "{,|}", "((1)", "{1|}}", "3.5", "@", "{1|0}{", "*x"]:
        with pytest.raises((ParseError, NotShortError)):
            game(text)


@pytest.mark.parametrize("text, column", [("⇑⇑x", 3), ("½+½+@", 5), ("3·↑ 2", 5), ("±(1,2", 2),
                                          ("↑³↑²y", 5), ("2½;", 3)])
def test_columns_count_the_characters_as_typed(text, column):
    # Unicode synonyms are read as their ASCII spelling, but columns are those of the text.
    with pytest.raises(ParseError) as info:
        game(text)
    assert info.value.column == column - 1
    assert f"at column {column}" in str(info.value)


def test_long_text_errors_quote_only_the_place():
    text = "{0|" * 5000 + "1;" + "}" * 5000
    with pytest.raises(ParseError) as info:
        game(text)
    message = str(info.value)
    assert "unexpected ';' at column 15002" in message
    assert len(message) < 200 and info.value.text == text


@pytest.mark.parametrize("n", range(3, 15))
@pytest.mark.parametrize("m", range(0, 10))
def test_uptimal_forms_have_one_option_that_is_not_a_nimber(n, m):
    # The printer recognises an uptimal of order n from the one of order n - 1 among its
    # options; the forms it relies on, checked against the uptimals built by definition:
    #   ↑ⁿ*m = {0, *, ..., *m | ↓^[n-1]*(m^1)},  ↑^[n]*m = {↑^[n-1]*m | *(m^1)} (m != 1),
    #   ↑^[n]* = {0, ↑^[n-1]* | 0}.
    g = power(up, n) + nimber(m)
    assert set(g.left_options) == {nimber(k) for k in range(m + 1)}
    assert g.right_options == (-power_to(up, n - 1) + nimber(m ^ 1),)
    h = power_to(up, n) + nimber(m)
    below = power_to(up, n - 1) + nimber(m)
    if m == 1:
        assert set(h.left_options) == {zero, below} and h.right_options == (zero,)
    else:
        assert h.left_options == (below,) and h.right_options == (nimber(m ^ 1),)


@pytest.mark.parametrize("make, text", [
    (lambda: power(up, 200), "^<200>"),
    (lambda: -power_to(up, 150) + nimber(5), "v[150]*5"),
    (lambda: game("3/4") + power(up, 64) + nimber(8), "3/4^<64>*8"),
    (lambda: -power(up, 90) + star, "v<90>*"),
])
def test_high_uptimals_print_as_uptimals(make, text):
    g = make()
    assert str(g) == text and game(text) is g


@pytest.mark.parametrize("text, words", [
    ("1e5", "exponent notation"),   # read by the short parser, not taken for a name
    ("1/3 + on", "not a dyadic rational"),
    ("{pass|1/0}", "division by zero at column 7"),
    ("{0|pass,}", "expected a game"),
    ("{|,0} & 0", "expected a game"),
    ("on{0|1}", "cannot label braces"),
    ("a {0|a}", "unknown name 'a'"),   # a label is written just before its braces
    ("·1", "unexpected '·'"),
])
def test_each_text_has_one_parser_and_its_error(text, words):
    with pytest.raises((ParseError, NotShortError), match=words):
        game(text)


def test_names_in_any_alphabet_are_labels():
    assert str(game("α{0|α}")) == "over"


def test_an_arrow_before_a_name_is_a_piece_of_its_own():
    assert game("⇓Tiny(1)") is -2 * up + game("Tiny(1)")
    assert game("↓over") == game("v") + game("over")


@pytest.mark.parametrize("f, text", [
    (GameForm([GameForm([star], [])], [GameForm([star], [0])]), "'{{*|}||*|0}'"),
    (GameForm([GameForm()], []), "'{{|}|}'"),
    (GameForm([], [GameForm()]), "'{|{|}}'"),
    (GameForm([GameForm([], [GameForm([1], [])])], [0]), "'{{||1|}|0}'"),
    (GameForm([GameForm([1], [GameForm([], [-1])])], [0]), "'{1|{|-1}||0}'"),
])
def test_forms_brace_an_option_whose_bars_would_touch_its_parents(f, text):
    # Unbraced, the bars merge: '{*|||*|0}' is the form {* | {*|0}}, of another value.
    assert str(f) == text
    assert form(text) == f and game(text) is f.canonical
