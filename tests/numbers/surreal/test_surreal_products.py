"""Products of finite normal forms: the packed-exponent product agrees with the term-by-term
definition Σᵢ Σⱼ rᵢsⱼ·ω^(yᵢ+zⱼ) (Conway, *On Numbers and Games*, ch. 3), including exponents
with fractional, huge and negative coefficients, and keeps the ring laws."""
import sys
from fractions import Fraction

from hypothesis import given, strategies as st

from cgt.numbers.surreal import omega
from surreal_strategies import forms

terms = sys.modules["cgt.numbers.surreal.surreal"]


def by_definition(x, y):
    """x·y with every exponent sum computed as a surreal sum and the terms sorted by comparing
    exponents (no packing)."""
    return terms.Surreal._make(terms._mul_generic(x._p, y._p))


wide = st.sampled_from([1, -1, 2 ** 70, -(3 ** 50), Fraction(1, 2 ** 90), Fraction(-7, 3 ** 40)])


@given(forms, forms)
def test_products_agree_with_the_definition(x, y):
    p = x * y
    assert p == by_definition(x, y) and hash(p) == hash(by_definition(x, y))
    assert str(p) == str(by_definition(x, y))


@given(forms, forms, wide, wide)
def test_products_with_wide_exponents_agree_with_the_definition(x, y, a, b):
    x = x + omega ** (omega * a + b) + omega ** (omega ** a * b)
    y = y - omega ** (omega ** -1 * b + a)
    assert x * y == by_definition(x, y)


@given(forms, forms, forms)
def test_ring_laws(x, y, z):
    assert x * y == y * x
    assert (x * y) * z == x * (y * z)
    assert x * (y + z) == x * y + x * z


def test_products_of_nested_forms():
    # (ω^ω + ω^(ω-1))·(ω^ω - ω^(ω-1)) = ω^(2ω) - ω^(2ω-2), and exponents with halves add up
    a, b = omega ** omega, omega ** (omega - 1)
    assert (a + b) * (a - b) == omega ** (2 * omega) - omega ** (2 * omega - 2)
    half = omega ** (omega / 2 + Fraction(1, 3))
    assert str(half * half * (1 + omega ** -omega)) == "ω^(ω+2/3)+ω^(2/3)"
