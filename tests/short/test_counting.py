"""Followers, stop counts and uptimal expansions of canonical games.

Expected values are derived by hand from the definitions (followers: Winning Ways, vol. 1,
ch. 2; stop count: CGSuite's StopCount, where a number counts 1 and any other game the sum
over its options; uptimals: Winning Ways, vol. 2, ch. 11) and checked against a plain
recursive count.
"""
import functools
import itertools

import pytest
from hypothesis import given, settings

from cgt import game, nimber, power, power_to, up
from cgt.short.uptimal_expansion import build, expansion
from game_strategies import games


@functools.lru_cache(maxsize=None)
def naive_stop_count(g):
    if g.is_number:
        return 1
    return sum(naive_stop_count(h) for h in g.left_options + g.right_options)


def naive_followers(g):
    found = {g}
    for h in g.left_options + g.right_options:
        found |= naive_followers(h)
    return found


@pytest.mark.parametrize("text, stops, count", [
    ("0", 1, 1), ("5/8", 1, 5), ("*", 2, 2), ("^", 3, 3), ("^*", 4, 3), ("+-1", 2, 4),
    ("{3||2|1}", 3, 6), ("{2|0}", 2, 4), ("Tiny(2)", 3, 5),
])
def test_small_counts(text, stops, count):
    g = game(text)
    assert g.stop_count == stops == naive_stop_count(g)
    assert g.follower_count == count == len(naive_followers(g))
    assert g.followers() == naive_followers(g)


@pytest.mark.parametrize("n", range(0, 8))
def test_nimbers(n):
    # SC(*n) = 2·3^(n-1) for n >= 1: SC(*n) = 2(SC(0) + ... + SC(*(n-1))), derived.
    assert nimber(n).stop_count == (2 * 3 ** (n - 1) if n else 1) == naive_stop_count(nimber(n))
    assert nimber(n).follower_count == n + 1


def test_large_counts_are_exact():
    assert nimber(200).stop_count == 2 * 3 ** 199
    # SC(↑ + *m) = SC(*(m^1)) + SC(*m) + ... by the options {*0..*m | *(m^1)}, derived.
    assert (up + nimber(40)).stop_count == naive_stop_count(up + nimber(40))


@settings(max_examples=60, deadline=None)
@given(games(max_depth=3))
def test_counts_agree_with_the_naive_recursion(g):
    assert g.stop_count == naive_stop_count(g)
    assert g.followers() == naive_followers(g) and g.follower_count == len(g.followers())


@pytest.mark.parametrize("g, number, coefficients, m", [
    (game("73/16v9*8"), "73/16", (-9,), 8),
    (game("*3"), "0", (), 3),
    (game("5/2"), "5/2", (), 0),
    (power(up, 3), "0", (0, 0, 1), 0),
    (-power_to(up, 3) + nimber(2), "0", (-1, -1, -1), 2),
    (game("1") + up + power(up, 3), "1", (1, 0, 1), 0),
    (2 * power(up, 2) - power(up, 4) + nimber(1), "0", (0, 2, 0, -1), 1),
])
def test_uptimal_expansions(g, number, coefficients, m):
    e = g.uptimal_expansion()
    assert e == (game(number).as_number(), coefficients, m)
    assert e.number == game(number).as_number() and e.coefficients == coefficients
    assert e.nimber == m


@pytest.mark.parametrize("text", ["{2|0}", "Tiny(2)", "+-1", "{1|0}"])
def test_non_uptimals(text):
    assert game(text).uptimal_expansion() is None


def test_every_small_uptimal_is_recognised():
    # Every x.a₁a₂a₃ + *m with |aᵢ| <= 2 and m <= 3, built from the ↑ᵏ and read back.
    for length in range(4):
        for coefficients in itertools.product(range(-2, 3), repeat=length):
            if length and not coefficients[-1]:
                continue
            for m in range(4):
                e = expansion(build(coefficients, m))
                assert (e.coefficients, e.nimber) == (coefficients, m)
