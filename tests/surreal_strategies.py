"""Hypothesis strategies for surreal numbers: finite normal forms with small rational
coefficients and exponents nested to depth 2, and numbers whose coefficients lie in a real
quadratic field."""
from fractions import Fraction

import sympy
from hypothesis import strategies as st

from cgt.numbers.surreal import Surreal, omega, surreal

small_rationals = st.builds(Fraction, st.integers(-6, 6), st.sampled_from([1, 1, 2, 3, 4]))
nonzero_rationals = small_rationals.filter(bool)


def _form(exponents):
    terms = st.lists(st.tuples(exponents, nonzero_rationals), max_size=3)
    return terms.map(lambda ts: sum((c * omega ** e for e, c in ts), Surreal(0)))


#: rational exponents (depth 1)
flat_exponents = st.builds(Fraction, st.integers(-3, 3), st.sampled_from([1, 2]))
#: finite forms whose exponents are rationals
flat_forms = _form(flat_exponents)
#: finite forms whose exponents are finite forms with rational exponents (depth 2)
forms = _form(st.one_of(flat_exponents, _form(st.integers(-1, 2))))
#: finite forms that are not 0
nonzero_forms = forms.filter(bool)
#: ratios of finite forms with integer exponents (the quotients of the field laws)
quotients = st.builds(lambda p, q: p / q, _form(st.integers(-2, 2)),
                      _form(st.integers(-2, 2)).filter(bool))


def _numbers(coefficients):
    """Reals, finite forms and quotients with the given coefficients."""
    exponents = st.sampled_from([-1, 0, 1, 2, Fraction(1, 2)])
    finite = st.lists(st.tuples(exponents, coefficients), min_size=1, max_size=3).map(
        lambda ts: sum((c * omega ** e for e, c in ts), Surreal(0)))
    return st.one_of(coefficients.map(surreal), finite,
                     st.builds(lambda p, q: p / q, finite, finite.filter(bool)))


def _in_field(surd):
    """Numbers whose coefficients lie in ℚ(surd): all rational, or some irrational."""
    s = surreal(surd)
    irrational = st.builds(lambda a, b: a + b * s, small_rationals, nonzero_rationals)
    return st.one_of(_numbers(nonzero_rationals),
                     _numbers(st.one_of(nonzero_rationals, irrational)))


#: two numbers with coefficients in one field ℚ(√2) or ℚ(√5): their quotients reduce over it
algebraic_pairs = st.sampled_from([sympy.sqrt(2), sympy.GoldenRatio]).flatmap(
    lambda surd: st.tuples(_in_field(surd), _in_field(surd)))
