"""Deep games: public entry points never let a RecursionError escape, however deep the game."""
import sys

from cgt import Game, switch, tiny, up, zero


def chain(n, c):
    """A fresh hot game of birthday n + 1: {... {{0 | -c} | -c-1} ... | -c-n+1}."""
    g = zero
    for k in range(n):
        g = Game([g], [-k - c])
    return g


DEEP = max(2500, 2 * sys.getrecursionlimit())


def test_compare_of_deep_games_does_not_overflow():
    g, h = chain(DEEP, 1), chain(DEEP, 2)
    assert g.compare(h) == ">"


def test_is_all_small_of_a_deep_game():
    assert chain(DEEP, 3).is_all_small is False


def test_switch_of_a_deep_game():
    g = chain(DEEP, 4)
    # Its stops are -DEEP-3 and DEEP+3, so {g | -g} is a number.
    assert switch(g) is Game([g], [-g]) is zero


def test_tiny_of_a_deep_game():
    g = chain(DEEP, 5)
    assert tiny(g).left_options == (zero,)


def test_ordinal_sum_over_a_deep_game():
    assert up.ordinal_sum(chain(DEEP, 6)) is not None
