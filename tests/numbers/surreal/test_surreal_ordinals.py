"""Ordinals (ordinal and natural arithmetic) and transfinite nimbers.

Sources: Conway, *On Numbers and Games* (ONAG), ch. 2 (ordinals, natural sum and product) and
ch. 6 (the field On₂: ω³ = 2); Lenstra, "On the algebraic closure of two" (1977) and "Nim
multiplication" (1977/78) for the κ tower; Siegel, *Combinatorial Game Theory*, ch. VIII,
for the tower of roots. The
products marked CGSuite are the transfinite rows of CGSuite's tests, re-derived by the carries
of the κ tower in the comments.
"""
import pickle
from math import lcm

import pytest
from hypothesis import given, strategies as st

from cgt import nimber
from cgt.errors import CGTError
from cgt.impartial import nim_product
from cgt.numbers.surreal import (Nimber, NimOrdinalError, NimRangeError, Ordinal, nat_add, nat_mul,
                                 nim_add, nim_mul, nim_pow, omega, omega_ordinal, ordinal,
                                 surreal, transfinite_nimber)

w = omega_ordinal
O = Ordinal


# -- ordinal arithmetic ----------------------------------------------------------------------------

def test_ordinal_sum_is_not_commutative_but_the_natural_sum_is():
    assert 1 + w == w and w + 1 > w
    assert nat_add(1, w) == w + 1 == surreal(1) + omega


def test_ordinal_and_natural_products():
    assert (w + 1) * (w + 1) == O("omega^2+omega+1")
    assert nat_mul(w + 1, w + 1) == O("omega^2+omega*2+1") == (omega + 1) * (omega + 1)
    assert 2 * w == w and w * 2 == w + w
    # (ω·2+3)(ω·5+7): ω·2·ω·5 = ω²·5, then ω·2·7 + 3 = ω·14 + 3.
    assert (w * 2 + 3) * (w * 5 + 7) == O("omega^2*5+omega*14+3")
    assert nat_mul(w * 2 + 3, w * 5 + 7) == O("omega^2*10+omega*29+21")


def test_ordinal_powers():
    assert 2 ** w == w and 2 ** (w + 1) == w * 2
    assert (w + 1) ** w == w ** w and (w + 1) ** (w + 1) == O("omega^(omega+1)+omega^omega")
    assert 2 ** (w ** w) == O("omega^omega^omega") and (w * 2) ** 2 == O("omega^2*2")
    assert w ** 0 == 1 and 0 ** w == 0 and 1 ** w == 1 and O(3) ** 2 == 9


def test_conversion_with_surreals():
    x = O("omega^2*3+omega+7")
    assert x.to_surreal() == omega ** 2 * 3 + omega + 7 and x.to_surreal().to_ordinal() == x
    assert x == x.to_surreal() and hash(x) == hash(x.to_surreal())
    assert O(5) == 5 and hash(O(5)) == hash(5)
    for bad in (omega - 1, omega / 2, surreal("1/3"), -1):
        with pytest.raises(CGTError):
            ordinal(bad)


def test_printing_and_pickling():
    x = O("omega^2*3+omega+1")
    assert str(x) == "ω^2×3+ω+1" and repr(x) == "Ordinal('omega^2*3+omega+1')"
    assert x.to_latex() == "3\\omega^{2}+\\omega+1"
    assert pickle.loads(pickle.dumps(x)) == x
    assert (w * 3).is_limit and (w + 2).is_successor and O(4).is_finite


ordinals = st.recursive(
    st.integers(0, 5).map(O),
    lambda inner: st.builds(lambda a, b, c: w ** a * b + c, inner, st.integers(1, 3), inner),
    max_leaves=4)


@given(ordinals, ordinals, ordinals)
def test_ordinal_laws(a, b, c):
    assert (a + b) + c == a + (b + c) and (a * b) * c == a * (b * c)
    assert a * (b + c) == a * b + a * c  # left distributivity only
    assert nat_add(a, b) == nat_add(b, a) and nat_add(a, b) >= a + b
    assert nat_mul(a, b) >= a * b
    assert nat_mul(a, b) == nat_mul(b, a) == (a.to_surreal() * b.to_surreal()).to_ordinal()
    assert (a < b) == (a.to_surreal() < b.to_surreal())
    if b:
        assert a < a + b


# -- nim-sums --------------------------------------------------------------------------------------

def test_nim_sum_is_digitwise():
    # ONAG ch. 6: 2^(ω·β+n) = ω^β·2^n, so ordinals nim-add digit by digit in Cantor normal form.
    assert nim_add(O("omega^omega*5+omega^2+omega*7+5"), O("omega^2*3+omega+3")) == \
        O("omega^omega*5+omega^2*2+omega*6+6")
    assert transfinite_nimber("omega") + nimber(3) == transfinite_nimber("omega+3")
    assert nimber(3) + transfinite_nimber("omega") == transfinite_nimber("omega+3")
    assert transfinite_nimber("omega") + transfinite_nimber("omega") == nimber(0)


def test_finite_nimbers_are_the_nimber_games():
    assert transfinite_nimber(5) is nimber(5)
    assert transfinite_nimber(w + 1) != nimber(1)


def test_nimbers_are_not_ordered():
    with pytest.raises(TypeError):
        transfinite_nimber(w) < transfinite_nimber(w + 1)


def test_nimber_printing():
    assert str(transfinite_nimber(w)) == "*ω" and str(transfinite_nimber(w ** 2)) == "*ω^2"
    assert str(transfinite_nimber(w + 1)) == "*(ω+1)" and str(transfinite_nimber(w * 2)) == "*(ω×2)"
    assert transfinite_nimber(w + 1).to_ascii() == "*(omega+1)"
    assert transfinite_nimber(w).to_latex() == "{*}\\omega"
    x = transfinite_nimber(w + 1)
    assert pickle.loads(pickle.dumps(x)) == x and hash(x) == hash(transfinite_nimber("omega+1"))
    assert isinstance(x, Nimber)


# -- nim-products ----------------------------------------------------------------------------------

@pytest.mark.parametrize("x, y, product", [
    ("omega", "7", "omega*7"),                       # CGSuite
    ("omega", "omega", "omega^2"),                   # CGSuite; ONAG ch. 6
    ("omega", "omega^2", "2"),                       # ω³ = 2 (ONAG ch. 6)
    ("omega^3", "omega^3", "omega^6"),               # CGSuite: digits 1 + 1 at level 1
    ("omega^3", "omega^6", "omega"),                 # κ(1,1)³ = κ(1,0) = ω
    ("omega^3", "omega^8", "2"),                     # ω^11 = ω^9·ω² = ω³ = 2
    ("omega^8", "omega^8", "omega^5*2"),             # base-3 digits (2,2)+(2,2): ω^5·α_3
    ("omega^omega", "omega^(omega*4)", "4"),         # κ(2,0)^5 = α_5 = 4
    ("omega^(omega*49)", "omega^(omega*100)", "4"),  # digits (4,4,1) + (0,0,4) carry to κ(2,0)^5
    ("omega^(omega^2*4)", "omega^(omega^2*3)", "omega+1"),  # α_7 = ω + 1
    ("omega^(omega^2*31)", "omega^(omega^2*24)", "omega+1"),
    ("omega^(omega^2*32)", "omega^(omega^2*24)", "omega^(omega^2+1)+omega^(omega^2)"),
    ("omega+2", "omega+3", "omega^2+omega+1"),
    ("omega", "omega^2*3", "1"),
])
def test_nim_products(x, y, product):
    assert nim_mul(O(x), O(y)) == O(product) == nim_mul(O(y), O(x))


def test_nim_powers():
    assert nim_pow(w, 3) == 2 and nim_pow(w ** 3, 9) == 2 and nim_pow(w ** 27, 81) == 2
    assert nim_pow(w + 1, 2) == O("omega^2+1") and nim_pow(w + 1, 3) == O("omega^2+omega+3")
    # (ω^(ω³))^11 = α_11 = κ + 1 with κ = ω^ω; (κ+1)^6 = κ^6+κ^4+κ^2+1 and κ^6 = 4κ (α_5 = 4).
    assert nim_pow(O("omega^(omega^3)"), 66) == O("omega^(omega*4)+omega^(omega*2)+omega^omega*4+1")


def test_the_conway_product_of_nimbers():
    assert transfinite_nimber(w).conway_product(transfinite_nimber(w ** 2)) == nimber(2)


def test_out_of_range_and_non_ordinals_raise():
    for bad in ("omega^(omega^omega)", "omega^(omega^1000)"):
        with pytest.raises(NimRangeError, match="out of range"):
            nim_mul(O(bad), 2)
    with pytest.raises(NimOrdinalError, match="only to ordinals"):
        nim_mul(omega - 1, 2)


def test_the_small_alphas_are_not_powers_in_their_finite_fields():
    # α_3 = 2 is not a cube in GF(4) = {0,1,2,3}, α_5 = 4 not a fifth power in GF(16)
    # (ONAG ch. 6: the cubes of GF(4)* and the fifth powers of GF(16)* are {1} and GF(4)*).
    assert 2 not in {nim_pow(x, 3) for x in range(1, 4)}
    assert 4 not in {nim_pow(x, 5) for x in range(1, 16)}


def _order_of_two(p):
    k, x = 1, 2 % p
    while x != 1:
        k, x = k + 1, x * 2 % p
    return k


def _degree(c):
    """The least d with c^(2^d) = c: c lies in the subfield of 2^d elements."""
    x, d = nim_pow(c, 2), 1
    while x != c:
        x, d = nim_pow(x, 2), d + 1
    return d


def _is_pth_power(c, p):
    # Lenstra's criterion: in GF(2^d) with f(p) | d, c is a p-th power iff c^((2^d-1)/p) = 1,
    # and the p-part of the multiplicative group does not grow with d.
    d = lcm(_degree(c), _order_of_two(p))
    return nim_pow(c, (2 ** d - 1) // p) == 1


ALPHAS = [(3, "2"), (5, "4"), (7, "omega+1"), (11, "omega^omega+1"), (13, "omega+4"), (17, "16"),
          (19, "omega^3+4"), pytest.param(23, "omega^(omega^3)+1", marks=pytest.mark.slow),
          (29, "omega^(omega^2)+4"), (31, "omega^omega+1"), (37, "omega^3+4")]


@pytest.mark.parametrize("p, alpha", ALPHAS)
def test_each_alpha_is_not_a_pth_power(p, alpha):
    # The product of the field below κ(k,0) only uses the α of smaller primes, so this checks
    # the table against the arithmetic it builds on (ONAG ch. 6; Lenstra 1977).
    assert not _is_pth_power(O(alpha), p)


@pytest.mark.parametrize("p, smaller", [
    (5, ["1", "2", "3"]), (7, [str(n) for n in range(1, 16)] + ["omega"]),
    (11, ["omega^omega"]), (31, ["omega^omega"]), (17, [str(n) for n in range(1, 16)]),
    (19, ["omega^3", "omega^3+1", "omega^3+2", "omega^3+3"]),
])
def test_the_ordinals_below_alpha_that_needed_the_test_are_pth_powers(p, smaller):
    assert all(_is_pth_power(O(c), p) for c in smaller)


small_ordinals = st.builds(
    lambda terms: sum((O(f"omega^(omega*{a}+{b})") * c for a, b, c in terms), O(0)),
    st.lists(st.tuples(st.integers(0, 2), st.integers(0, 5), st.integers(1, 7)), max_size=3))


@given(small_ordinals, small_ordinals, small_ordinals)
def test_nim_field_laws(x, y, z):
    assert nim_mul(x, y) == nim_mul(y, x)
    assert nim_mul(nim_mul(x, y), z) == nim_mul(x, nim_mul(y, z))
    assert nim_mul(x, nim_add(y, z)) == nim_add(nim_mul(x, y), nim_mul(x, z))


@given(st.integers(0, 2 ** 64 - 1), st.integers(0, 2 ** 64 - 1))
def test_finite_products_agree_with_the_finite_nim_field(a, b):
    assert nim_mul(a, b) == nim_product(a, b) and nim_add(a, b) == a ^ b
