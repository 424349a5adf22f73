"""Hypothesis strategies for surreal numbers: finite normal forms with small rational
coefficients and exponents nested to depth 2."""
from fractions import Fraction

from hypothesis import strategies as st

from cgt.numbers.surreal import Surreal, omega

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
