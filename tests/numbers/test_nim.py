"""Nim arithmetic: mex, nim-addition and the nim field (cgt.numbers.nim)."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt.errors import CGTError, CGTTypeError
from literature_tables import NIM_ADDITION_TABLE
from cgt.numbers.nim import (
    NimberError,
    NimDivisionError,
    mex,
    nim_divide,
    nim_inverse,
    nim_power,
    nim_product,
    nim_sqrt,
    nim_square,
    nim_sum,
)

# The 16x16 nim-multiplication table (the field GF(16)); rows 2 and 3 are printed in the
# Conway, *ONAG*, ch. 6, and every entry is checked against the mex definition below.
NIM_MULTIPLICATION_TABLE = """
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
0 2 3 1 8 10 11 9 12 14 15 13 4 6 7 5
0 3 1 2 12 15 13 14 4 7 5 6 8 11 9 10
0 4 8 12 6 2 14 10 11 15 3 7 13 9 5 1
0 5 10 15 2 7 8 13 3 6 9 12 1 4 11 14
0 6 11 13 14 8 5 3 7 1 12 10 9 15 2 4
0 7 9 14 10 13 3 4 15 8 6 1 5 2 12 11
0 8 12 4 11 3 7 15 13 5 1 9 6 14 10 2
0 9 14 7 15 6 1 8 5 12 11 2 10 3 4 13
0 10 15 5 3 9 12 6 1 11 14 4 2 8 13 7
0 11 13 6 7 12 10 1 9 2 4 15 14 5 3 8
0 12 4 8 13 1 9 5 6 10 2 14 11 7 15 3
0 13 6 11 9 4 15 2 14 3 8 5 7 10 1 12
0 14 7 9 5 11 2 12 10 4 13 3 15 1 8 6
0 15 5 10 1 14 4 11 2 13 7 8 3 12 6 9
"""


def table(text):
    return [[int(x) for x in line.split()] for line in text.strip().splitlines()]


def mex_sum_table(size):
    """a ⊕ b = mex{a' ⊕ b, a ⊕ b'} (Winning Ways ch. 3, "Adding Numbers")."""
    t = [[0] * size for _ in range(size)]
    for a in range(size):
        for b in range(size):
            t[a][b] = mex([t[x][b] for x in range(a)] + [t[a][y] for y in range(b)])
    return t


def mex_product_table(size):
    """a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b')} (Conway, *ONAG*, ch. 6)."""
    t = [[0] * size for _ in range(size)]
    for a in range(size):
        for b in range(size):
            t[a][b] = mex(t[x][b] ^ t[a][y] ^ t[x][y] for x in range(a) for y in range(b))
    return t


def test_mex_examples():
    # the mex rule (WW ch. 3, "Bogus Nim-Heaps and the Mex Rule")
    assert mex([]) == 0
    assert mex({0, 1, 3}) == 2
    assert mex([1, 3]) == 0
    assert mex(iter([0, 1, 3, 7])) == 2
    assert mex((2, 4, 5)) == 0
    assert mex([0, 0, 1, 1, 2]) == 3


def test_nim_addition_table_of_winning_ways():
    printed = table(NIM_ADDITION_TABLE)
    assert printed == [[nim_sum(a, b) for b in range(16)] for a in range(16)]
    assert printed == mex_sum_table(16)
    # The worked entry: 6 ⊕ 3 = 5 (WW ch. 3, "Adding Numbers").
    assert printed[6][3] == 5


def test_nim_sum_agrees_with_the_mex_rule_below_64():
    expected = mex_sum_table(64)
    assert all(nim_sum(a, b) == expected[a][b] for a in range(64) for b in range(64))


def test_nim_sum_examples():
    assert nim_sum() == 0
    assert nim_sum(1, 3, 5, 7) == 0  # Michon, Numericana, "The Game of Nim"
    assert nim_sum(2, 4, 6) == 0  # Leff, ch. 4 (*2 + *4 + *6 = 0)
    assert nim_sum(2, 4, 6, 3, 3, 0, 0, 5) == 5  # Northcott gaps, WW ch. 3, Fig. 2
    assert nim_sum(3, 5) == 6


def test_nim_multiplication_table_16x16():
    printed = table(NIM_MULTIPLICATION_TABLE)
    assert printed == [[nim_product(a, b) for b in range(16)] for a in range(16)]


def test_nim_product_agrees_with_the_mex_definition_below_32():
    expected = mex_product_table(32)
    assert all(nim_product(a, b) == expected[a][b] for a in range(32) for b in range(32))


def test_nim_product_values():
    # Conway, *ONAG*, ch. 6 (and by the mex definition)
    assert nim_product(2, 2) == 3
    assert nim_product(2, 3) == 1
    assert nim_product(3, 3) == 2
    assert nim_product(4, 4) == 6
    assert nim_product(8, 8) == 13
    assert nim_product(16, 16) == 24
    assert nim_product(32, 32) == 52
    assert nim_product(2**32, 2**32) == 3 * 2**31
    assert nim_inverse(2) == 3


def test_fermat_two_powers():
    fermat = [2 ** (2**k) for k in range(8)]  # 2, 4, 16, ..., 2**128
    for i, f in enumerate(fermat):
        assert nim_product(f, f) == f ^ (f // 2)
        assert nim_product(f - 1, f) == (f - 1) * f  # x ⊗ F = x·F for x < F
        for g in fermat[i + 1:]:
            assert nim_product(f, g) == f * g  # distinct Fermat 2-powers


def test_subfields_are_closed():
    # {0, ..., 2**(2**k) - 1} is a subfield: products and inverses stay inside.
    for a in range(1, 16):
        assert nim_inverse(a) < 16
        for b in range(16):
            assert nim_product(a, b) < 16


def test_inverse_of_every_byte():
    for a in range(1, 256):
        assert nim_product(a, nim_inverse(a)) == 1


def test_square_roots_of_every_byte():
    for a in range(256):
        assert nim_square(nim_sqrt(a)) == a


def test_huge_numbers_are_exact():
    a = 3**500
    b = 7**300 + 1
    assert nim_product(a, nim_inverse(a)) == 1
    assert nim_divide(nim_product(a, b), b) == a
    assert nim_square(nim_sqrt(b)) == b


def test_powers():
    assert nim_power(2, 0) == 1
    assert nim_power(2, 3) == 1  # GF(4)* has order 3
    assert nim_power(16, 2) == 24
    assert nim_power(5, 255) == 1  # GF(256)* has order 255


@pytest.mark.parametrize("call", [
    lambda: nim_sum(-1),
    lambda: nim_power(2, -1),
])
def test_bad_input_is_rejected(call):
    with pytest.raises(NimberError):
        call()


@pytest.mark.parametrize("call", [
    lambda: nim_sum(1.5),
    lambda: nim_sum(True),
    lambda: nim_product("3", 2),
])
def test_input_of_the_wrong_type_is_rejected(call):
    with pytest.raises(CGTTypeError):
        call()


def test_no_inverse_of_zero():
    with pytest.raises(NimDivisionError) as info:
        nim_inverse(0)
    assert isinstance(info.value, CGTError) and isinstance(info.value, ZeroDivisionError)
    with pytest.raises(NimDivisionError):
        nim_divide(5, 0)


u64 = st.integers(min_value=0, max_value=2**64 - 1)


@given(u64, u64, u64)
def test_field_laws(a, b, c):
    assert nim_product(a, b) == nim_product(b, a)
    assert nim_product(nim_product(a, b), c) == nim_product(a, nim_product(b, c))
    assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)
    assert nim_product(a, 1) == a and nim_product(a, 0) == 0


@given(u64.filter(bool))
def test_inverse(a):
    inverse = nim_inverse(a)
    assert nim_product(a, inverse) == 1
    assert nim_inverse(inverse) == a


@given(u64, u64)
def test_squaring_is_additive(a, b):
    # Frobenius: (a ⊕ b)² = a² ⊕ b² in characteristic 2, and square roots invert squaring.
    assert nim_square(a ^ b) == nim_square(a) ^ nim_square(b)
    assert nim_sqrt(nim_square(a)) == a
