"""The α_p of the transfinite nim field up to p = 257: the table for p ≤ 37 as in Lenstra (and
ONAG ch. 6 for 3, 5, 7), Lenstra's criterion for the excess of further primes, and products that
use the new levels of the tower."""
from math import lcm

import pytest

from cgt.numbers.surreal.nimber import (LENSTRA, NimRangeError, PRIMES, alpha, kappa_text,
                                        nim_add, nim_mul, nim_pow)
from cgt.numbers.surreal.ordinal import ordinal

# α_p for p <= 37, as the library tabulated them before the table was extended.
LITERATURE = {3: "2", 5: "4", 7: "omega+1", 11: "omega^omega+1", 13: "omega+4", 17: "16",
              19: "omega^3+4", 23: "omega^(omega^3)+1", 29: "omega^(omega^2)+4",
              31: "omega^omega+1", 37: "omega^3+4"}


def test_the_table_up_to_37():
    for p, text in LITERATURE.items():
        assert alpha(p) == ordinal(text)


def test_primes_up_to_257():
    assert PRIMES[-1] == 257 and len(PRIMES) == 54
    assert all(all(p % d for d in range(2, p)) for p in PRIMES)


def order_of_two(p):
    power, f = 2 % p, 1
    while power != 1:
        power, f = power * 2 % p, f + 1
    return f


def degree(x):
    y, d = nim_mul(x, x), 1
    while y != x:
        y, d = nim_mul(y, y), d + 1
    return d


def is_pth_power(x, p):
    """Lenstra's criterion in the least field F_(2^m) that holds x and the p-th roots of 1."""
    m = lcm(degree(x), order_of_two(p))
    return nim_pow(x, (2 ** m - 1) // p) == ordinal(1)


@pytest.mark.parametrize("p", [7, 11, 13, 19, 29, 37, 41, 43, 53, 61, 73, 97, 109, 241, 257])
def test_the_excess_is_the_least_that_is_no_pth_power(p):
    qs, excess = LENSTRA[p]
    base = nim_add(*(ordinal(kappa_text(q)) for q in qs))
    assert [is_pth_power(nim_add(base, m), p) for m in range(excess + 1)] == \
        [True] * excess + [False]
    assert alpha(p) == nim_add(base, excess)


def test_the_q_sets_follow_the_order_of_two():
    # every prime power of Q(f) divides f = the order of 2 modulo p
    for p, (qs, _) in LENSTRA.items():
        assert all(order_of_two(p) % q == 0 for q in qs)


def test_kappa():
    assert [kappa_text(q) for q in (2, 4, 8, 3, 9, 5, 25, 7, 41)] == \
        ["2", "4", "16", "omega", "omega^3", "omega^(omega)", "omega^(omega*5)",
         "omega^(omega^2)", "omega^(omega^11)"]


def test_products_on_new_levels():
    # κ for 41 (the 12th odd prime) is ω^(ω^11); its 41st power is α_41 = ω^ω + 1
    assert nim_pow(ordinal("omega^(omega^11)"), 41) == alpha(41) == ordinal("omega^omega+1")
    assert nim_pow(ordinal("omega^(omega^53)"), 257) == ordinal(256)
    with pytest.raises(NimRangeError):
        nim_mul(ordinal("omega^(omega^54)"), 2)
    with pytest.raises(NimRangeError):
        alpha(263)
