"""Surreal numbers in Conway normal form: arithmetic, order, quotients, parsing and printing.

The facts come from Conway, *On Numbers and Games* (ONAG), ch. 3 (the normal form, the ω-map),
and from CGSuite's ``SurrealNumber`` documentation (the quotient examples), each re-derived by
ring arithmetic in the comment beside it.
"""
import pickle
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, settings, strategies as st

from cgt import game
from cgt.errors import CGTError, CGTTypeError, CGTValueError, NotShortError, ParseError, \
    ResourceError, UnsupportedError
from cgt.numbers.surreal import Surreal, epsilon, omega, surreal
from surreal_strategies import flat_forms, forms, nonzero_forms, quotients, small_rationals

w, e = omega, epsilon
half = Fraction(1, 2)


# -- the ring --------------------------------------------------------------------------------------

def test_omega_times_epsilon_is_one_and_epsilon_is_infinitesimal():
    assert w * e == 1
    assert e > 0 and all(e < Fraction(1, 2 ** n) for n in range(65))
    assert e.is_infinitesimal and not e.is_real and w.is_infinite


def test_products_and_exact_quotients_of_finite_forms():
    assert (w + 1) * (w - 1) == w ** 2 - 1
    q = (w ** 2 - 1) / (w - 1)
    assert q == w + 1 and not q.is_quotient


def test_the_issue_example_is_a_reduced_quotient():
    # ω^ω + 1/(ω+1) = (ω^(ω+1) + ω^ω + 1)/(ω + 1), as in CGSuite's SurrealNumber documentation.
    x = surreal("omega^omega + 1/(omega+1)")
    assert x == w ** w + 1 / (w + 1)
    assert str(x) == "(ω^(ω+1)+ω^ω+1)/(ω+1)"
    assert x.numerator == w ** (w + 1) + w ** w + 1 and x.denominator == w + 1


def test_a_common_factor_with_an_infinite_exponent_cancels():
    # ω^ω(ω² - 1) = ω^ω(ω - 1)(ω + 1): CGSuite's documentation example.
    assert (w ** (w + 2) - w ** w) / (w - 1) == w ** (w + 1) + w ** w


def test_the_exponent_lattice_includes_half_integers():
    # ω - 1 = (ω^(1/2) - 1)(ω^(1/2) + 1): the ring of finite forms is not a UFD.
    assert (w - 1) / (w ** half - 1) == w ** half + 1


def test_the_gcd_is_taken_over_the_number_field_of_the_coefficients():
    r2 = surreal(sympy.sqrt(2))
    assert (w ** 2 - 2) / (w - r2) == w + r2


def test_irrational_exponents_reduce_over_a_basis_of_their_span():
    # With t = ω^(√2/2): ω^(2√2) - 1 = (t² - 1)(t² + 1) and ω^√2 - 1 = t² - 1.
    r2 = surreal(sympy.sqrt(2))
    a = w ** r2
    assert (w ** (2 * r2) - 1) / (a - 1) == a + 1
    assert (w ** (w * r2) - 1) / (w ** (w * r2 / 2) - 1) == w ** (w * r2 / 2) + 1
    x = (w ** (r2 + 1) + w) / (a + w ** (r2 / 2))
    assert x == w * (a + 1) / (w ** (r2 / 2) * (w ** (r2 / 2) + 1))
    assert str(x) == "(ω^(√2/2+1)+ω^(1-√2/2))/(ω^(√2/2)+1)"
    assert (1 / (a + 1)) * (a + 1) == 1


def test_quotients_are_normalised():
    assert str(w ** -1 / (w + 1)) == "1/(ω^2+ω)"
    assert str(w ** w / (w ** w + w)) == "ω^ω/(ω^ω+ω)"
    assert (2 * w + 2) / (4 * w ** 2 - 4) == 1 / (2 * w - 2)


def test_quotients_compare_exactly():
    # 1/(ω ± 1) = ε ∓ ε² + ε³ ∓ ...
    assert e - e * e < 1 / (w + 1) < e
    assert 1 / (w - 1) > e
    assert 1 / (w + 1) < 1 / (w - 1) < 1 / (w - 2)
    assert 1 / (w + 1) + 1 / (w - 1) == 2 * w / (w ** 2 - 1)


def test_real_part_and_leading_term_of_quotients():
    # (ω² + 1)/(ω + 1) = ω - 1 + 2/(ω + 1).
    x = (w ** 2 + 1) / (w + 1)
    assert x.real_part == -1 and x.leading_term == w
    assert surreal("omega^omega + 1/(omega+1)").real_part == 0
    # ω^ω/(ω+1) = ω^(ω-1) - ω^(ω-2) + ... never reaches ω^0.
    assert (w ** w / (w + 1)).real_part == 0
    assert (1 / (w + 1)).coefficient(-3) == 1 and (1 / (w + 1)).coefficient(-4) == -1
    assert (1 / (w - 1) ** 2).coefficient(-5) == 4  # ε²/(1-ε)² = Σ (n-1)·ε^n


def test_square_roots_of_omega():
    r = w ** half
    assert r * r == w
    assert all(n < r < w / n for n in range(1, 101))
    assert r == surreal("sqrt(omega)") == surreal("√ω") == w ** surreal("1/2")
    assert (4 * w ** 2) ** half == 2 * w


def test_the_omega_map_takes_any_finite_form():
    assert w ** w > w ** 100 and w ** (w ** w) > w ** (w ** 2 * 5)
    assert w ** (-w) * w ** w == 1
    assert (w ** (w ** half)).leading_exponent == w ** half


def test_unsupported_powers_say_so():
    for call in (lambda: surreal(2) ** w, lambda: (w + 1) ** half, lambda: (-w) ** half,
                 lambda: w ** (1 / (w + 1))):
        with pytest.raises(UnsupportedError):
            call()


def test_huge_powers_are_refused_with_the_estimate():
    assert (w ** 10 ** 100).leading_exponent == 10 ** 100
    for call in (lambda: (w + 1) ** 10 ** 100, lambda: surreal(3) ** 10 ** 100):
        with pytest.raises(ResourceError):
            call()


def test_integer_powers_and_division_by_zero():
    assert (w + 1) ** 3 == w ** 3 + 3 * w ** 2 + 3 * w + 1
    assert (w + 1) ** -1 == 1 / (w + 1) and surreal(0) ** 0 == 1
    with pytest.raises(ZeroDivisionError):
        w / 0
    with pytest.raises(ZeroDivisionError):
        surreal(0) ** -1


# -- predicates and parts --------------------------------------------------------------------------

def test_predicates():
    assert surreal(3).is_real and surreal(3).is_ordinal and surreal(3).is_dyadic
    assert surreal("1/3").is_real and not surreal("1/3").is_dyadic
    assert (w ** w * 3 + w + 7).is_ordinal and not (w - 1).is_ordinal
    assert not (w * half).is_ordinal and not (w ** half).is_ordinal
    assert not (1 / (w + 1)).is_real and (1 / (w + 1)).is_infinitesimal
    assert surreal(0).is_infinitesimal and not surreal(0).is_infinite
    assert (w - 5).real_part == -5 and (w - 5).leading_term == w


def test_sympy_coefficients_are_exact():
    phi = surreal(sympy.GoldenRatio)
    assert phi * phi == phi + 1
    assert phi == surreal((1 + sympy.sqrt(5)) / 2) and hash(phi) == hash(surreal("1/2+sqrt(5)/2"))
    assert surreal(sympy.sqrt(2)) * surreal(sympy.sqrt(2)) == 2
    assert surreal(sympy.sqrt(2)) < Fraction(1415, 1000) and surreal(sympy.sqrt(8)) > 2
    assert hash(surreal(sympy.sqrt(8)) / 2) == hash(surreal(sympy.sqrt(2)))


@pytest.mark.parametrize("bad", [2.5, 0.5, sympy.pi, sympy.E, sympy.I, sympy.sqrt(-2), None,
                                 [1], object()])
def test_bad_numbers_are_refused_with_cgt_errors(bad):
    with pytest.raises(CGTError):
        surreal(bad)


def test_equality_with_a_float_is_exact_but_arithmetic_refuses_it():
    assert surreal("1/2") == 0.5 and surreal("1/10") != 0.1 and w != float("inf")
    assert surreal("1/2") in [0.5] and surreal(3) not in [float("nan")]


def test_a_float_is_refused_with_the_fix():
    with pytest.raises(CGTTypeError, match="Fraction"):
        surreal(2.5)
    with pytest.raises(CGTTypeError, match="Fraction"):
        w + 0.5


# -- games and Python numbers ----------------------------------------------------------------------

def test_dyadics_convert_both_ways_with_short_games():
    assert surreal(game("3/8")) == Fraction(3, 8)
    assert surreal("3/8").to_game() == game("3/8")
    assert surreal(-5).to_game() == game(-5)
    with pytest.raises(NotShortError):
        surreal("1/3").to_game()
    with pytest.raises(NotShortError):
        w.to_game()
    with pytest.raises(CGTValueError):
        surreal(game("*"))


def test_game_says_where_one_third_is():
    with pytest.raises(NotShortError, match=r"surreal\('1/3'\)"):
        game("1/3")
    with pytest.raises(NotShortError, match="surreal"):
        game(Fraction(1, 3))


def test_infinite_numbers_lie_beyond_every_short_game():
    # Every short game lies between two integers (Siegel, CGT, ch. II).
    assert game("{100|*}") < w and -w < game("^*") and game("{3||2|1}") < w ** half
    with pytest.raises(CGTTypeError):
        e < game("^")


def test_comparison_with_games_and_python_numbers():
    assert game(5) < w and w > game(5) and game("1/2") > e
    assert surreal("1/2") == game("1/2") and game("1/2") == surreal("1/2")
    assert surreal(3) == 3 and 3 == surreal(3) and surreal("1/3") == Fraction(1, 3)
    assert hash(surreal(3)) == hash(3) and hash(surreal("3/4")) == hash(Fraction(3, 4))
    assert surreal("1/3") == sympy.Rational(1, 3)
    assert game("1/2") + surreal("1/3") == surreal("5/6")
    assert len({surreal(1), 1, Fraction(1), surreal("2/2")}) == 1


# -- text ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, unicode, ascii_", [
    ("omega", "ω", "omega"),
    ("ω^2*3", "ω^2×3", "omega^2*3"),
    ("omega*3/4", "ω×3/4", "omega*3/4"),
    ("omega/2", "ω/2", "omega/2"),
    ("omega*sqrt(2)", "ω×√2", "omega*sqrt(2)"),
    ("omega^omega^2", "ω^ω^2", "omega^omega^2"),
    ("omega^(omega+1)", "ω^(ω+1)", "omega^(omega+1)"),
    ("omega^(omega*2)", "ω^(ω×2)", "omega^(omega*2)"),
    ("omega^(1/2)*3", "ω^(1/2)×3", "omega^(1/2)*3"),
    ("epsilon", "ω^(-1)", "omega^(-1)"),
    ("-omega^2+omega-1/3", "-ω^2+ω-1/3", "-omega^2+omega-1/3"),
    ("1/(omega+1)", "1/(ω+1)", "1/(omega+1)"),
    ("-5/2", "-5/2", "-5/2"),
    ("(1+sqrt(5))/2*omega", "ω×(1/2+√5/2)", "omega*(1/2+sqrt(5)/2)"),
])
def test_printing_follows_cgsuite(text, unicode, ascii_):
    x = surreal(text)
    assert str(x) == unicode and x.to_ascii() == ascii_
    assert surreal(unicode) == x == surreal(ascii_)
    assert repr(x) == f"surreal({ascii_!r})"


def test_algebraic_coefficients_print_so_that_they_read_back():
    g = surreal(sympy.GoldenRatio)
    h = g - 1
    cases = {w + h: "ω+(-1/2+√5/2)", w - h: "ω-(-1/2+√5/2)", h / (w + 1): "(-1/2+√5/2)/(ω+1)",
             g: "1/2+√5/2", w * (1 - g): "-ω×(-1/2+√5/2)", e * h - g: None,
             w ** (surreal(sympy.sqrt(2)) / 2): "ω^(√2/2)", surreal(2) ** Fraction(1, 3) * w: None}
    for x, text in cases.items():
        assert text is None or str(x) == text
        assert surreal(str(x)) == x and surreal(x.to_ascii()) == x
    assert (w - h).to_latex() == "\\omega-\\left(-\\frac{1}{2}+\\frac{\\sqrt{5}}{2}\\right)"


def test_latex():
    assert (3 * w ** 2).to_latex() == "3\\omega^{2}"
    assert (w / 2).to_latex() == "\\frac{1}{2}\\omega"
    assert (surreal("sqrt(2)") * w).to_latex() == "\\sqrt{2}\\,\\omega"
    assert surreal("(1+sqrt(5))/2*omega").to_latex() == \
        "\\left(\\frac{1}{2}+\\frac{\\sqrt{5}}{2}\\right)\\omega"
    x = surreal("omega^omega + 1/(omega+1)")
    assert x._repr_latex_() == "$\\frac{\\omega^{\\omega+1}+\\omega^{\\omega}+1}{\\omega+1}$"


def test_parsing():
    assert surreal("-omega^2") == -(w ** 2) and surreal("omega^-1") == e
    assert surreal("0.1") == Fraction(1, 10) and surreal(" 2 ** 3 ") == 8
    assert surreal("ε") == e and surreal("ω − 1") == w - 1
    assert surreal("sqrt(2)") == surreal(sympy.sqrt(2))


@pytest.mark.parametrize("bad", ["", "pi", "e", "2omega", "(omega", "omega)", "1/0", "omega +",
                                 "1.", "sqrt(-2)"])
def test_bad_text_raises_cgt_errors(bad):
    with pytest.raises(CGTError):
        surreal(bad)


def test_a_parse_error_names_the_column():
    with pytest.raises(ParseError, match="column 3"):
        surreal("1+pi")


def test_values_are_immutable_hashable_and_pickle():
    x = surreal("omega^omega + 1/(omega+1)")
    assert pickle.loads(pickle.dumps(x)) == x
    assert {x: 1}[surreal(str(x))] == 1
    with pytest.raises(AttributeError):
        x._p = ()


# -- laws ------------------------------------------------------------------------------------------

@given(forms, forms, forms)
def test_ring_laws(x, y, z):
    assert (x + y) + z == x + (y + z) and x + y == y + x
    assert (x * y) * z == x * (y * z) and x * y == y * x
    assert x * (y + z) == x * y + x * z
    assert x - x == 0 and x + 0 == x and x * 1 == x


@given(forms, forms, forms)
def test_order_laws(x, y, z):
    assert (x < y) + (x == y) + (x > y) == 1
    if x < y:
        assert x + z < y + z
        if z > 0:
            assert x * z < y * z
        if y < z:
            assert x < z


@given(quotients, quotients, quotients)
def test_field_laws_on_quotients(x, y, z):
    assert (x + y) + z == x + (y + z)
    assert x * (y + z) == x * y + x * z
    if x:
        assert x * (1 / x) == 1
    if x < y:
        assert x + z < y + z
        if z > 0:
            assert x * z < y * z


@given(quotients)
def test_coefficients_of_quotients_sum_to_them(x):
    # With integer exponents the normal form of P/Q has integer exponents, finitely many above
    # any bound: the terms down to ω^(-4) must approximate x to within ω^(-4).
    if not x:
        return
    top = x.leading_exponent
    assert top.is_integer
    partial = sum((x.coefficient(g) * w ** g for g in range(-4, int(top.to_fraction()) + 1)),
                  Surreal(0))
    assert abs(x - partial) < w ** -4


@given(nonzero_forms)
def test_inverses_of_finite_forms(x):
    assert x * (1 / x) == 1 and (1 / x).sign == x.sign


@given(forms)
def test_text_round_trips(x):
    assert surreal(str(x)) == x and surreal(x.to_ascii()) == x
    assert hash(surreal(str(x))) == hash(x)


@given(quotients)
def test_quotient_text_round_trips(x):
    assert surreal(str(x)) == x


@given(small_rationals, small_rationals)
def test_reals_agree_with_sympy(a, b):
    x, y = surreal(a), surreal(b)
    sa, sb = sympy.Rational(a.numerator, a.denominator), sympy.Rational(b.numerator, b.denominator)
    assert (x + y).to_sympy() == sa + sb and (x * y).to_sympy() == sa * sb
    assert (x < y) == (sa < sb)
    if b:
        assert (x / y).to_sympy() == sa / sb


_SURDS = [sympy.Integer(1), sympy.sqrt(2), sympy.sqrt(3), sympy.GoldenRatio]


@settings(max_examples=10)
@given(st.lists(st.tuples(small_rationals, st.sampled_from(_SURDS)), min_size=1, max_size=2),
       st.lists(st.tuples(small_rationals, st.sampled_from(_SURDS)), min_size=1, max_size=2))
def test_algebraic_reals_agree_with_sympy(xs, ys):
    ex = sum((sympy.Rational(a.numerator, a.denominator) * r for a, r in xs), sympy.Integer(0))
    ey = sum((sympy.Rational(a.numerator, a.denominator) * r for a, r in ys), sympy.Integer(0))
    x, y = surreal(ex), surreal(ey)
    difference = sympy.N(ex - ey, 50)
    assert (x < y) == (difference < 0) and (x == y) == (abs(difference) < 1e-40)
    assert (x * y).to_sympy().equals(sympy.expand(ex * ey))


@given(st.integers(-64, 64), st.integers(0, 6), st.integers(-64, 64), st.integers(0, 6))
def test_dyadics_agree_with_games(m, k, n, j):
    a, b = Fraction(m, 2 ** k), Fraction(n, 2 ** j)
    assert (surreal(a) + surreal(b)).to_game() == game(a) + game(b)
    assert (surreal(a) < surreal(b)) == (game(a) < game(b))
    assert surreal(game(a)) == a


@given(flat_forms)
def test_the_real_part_and_the_predicates_agree(x):
    # The coefficients lie between 1/4 and 6 in absolute value, so a million separates the
    # archimedean classes.
    assert x.is_infinitesimal == (abs(x) < Fraction(1, 10 ** 6))
    assert x.is_infinite == (abs(x) > 10 ** 6)
    assert (x - x.real_part).coefficient(0) == 0


def test_surreal_type_is_the_constructor():
    assert Surreal("omega") == w and Surreal(3) == 3
