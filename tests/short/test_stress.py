"""Stress: values 10**4 levels deep and with parts past 2**64, each checked a second way.

Every result below is computed once directly and once by a different route through the
library (an inverse, a negation, a round trip through the notation, a closed form), so that
an error in either route shows up as a disagreement.
"""
import pytest

from cgt import Game, game, nimber, star, up, zero
from cgt.errors import ResourceError
from cgt.short.deep import GameTooDeepError

pytestmark = pytest.mark.slow

LEVELS = 10_000
# Sums of a hot game with a large part test conditions on every level of the game, so they are
# checked on a shallower chain.
SUM_LEVELS = 12
HUGE = [2**64 + 5, 2**70 - 1, 10**30 + 3, 10**50]


def chain(n, c):
    """{... {{0 | -c} | -c-1} ... | -c-n+1}, a hot game born on day n + 1."""
    g = zero
    for k in range(n):
        g = Game([g], [-k - c])
    return g


@pytest.fixture(scope="module")
def deep():
    return chain(LEVELS, 1)


def test_deep_game_plus_numbers_comes_back(deep):
    assert deep + 1 - 1 is deep
    assert (deep + game("1/2**70")).left_stop == deep.left_stop + game("1/2**70")


def test_deep_game_round_trips_through_its_text(deep):
    assert game(str(deep)) is deep


def test_deep_game_stops_agree_with_its_negative(deep):
    minus = -deep
    assert (deep.left_stop, deep.right_stop) == (-minus.right_stop, -minus.left_stop)
    assert deep.temperature == minus.temperature


def test_deep_game_order_agrees_with_negatives(deep):
    # G <= H exactly when -H <= -G; the second route walks the negated forms.
    other = chain(LEVELS, 2)
    mirror = {"<": ">", ">": "<", "=": "=", "||": "||"}
    assert deep.compare(other) == mirror[(-deep).compare(-other)]
    assert deep.compare(other + 1) == mirror[(-deep).compare(-other - 1)]


def test_ordinal_sum_over_a_deep_subordinate_comes_back(deep):
    # The subordinate is recovered from the ordinal sum (Winning Ways, vol. 1, ch. 7).
    assert up.ordinal_sum(deep).subordinate(up) is deep


@pytest.fixture(scope="module")
def hot():
    return chain(SUM_LEVELS, 1)


@pytest.mark.parametrize("m", HUGE)
def test_hot_game_plus_huge_nimber_comes_back(hot, m):
    deep = hot
    s = deep + nimber(m)
    assert s - nimber(m) is deep
    assert (s.left_stop, s.right_stop) == (deep.left_stop, deep.right_stop)
    assert s.compare(deep) == "||"     # s - deep = *m, confused with 0


@pytest.mark.parametrize("n", HUGE)
def test_hot_game_plus_huge_ups_comes_back(hot, n):
    deep = hot
    s = deep + n * up
    assert s + (-n) * up is deep
    assert s.compare(deep) == ">" and (-s).compare(-deep) == "<"


@pytest.mark.parametrize("m", HUGE)
def test_huge_nimbers_add_by_nim_sum(m):
    assert nimber(m) + nimber(m ^ 12345) is nimber(12345)
    assert nimber(m) + star + star is nimber(m)


@pytest.mark.parametrize("n", HUGE)
def test_huge_up_multiples_with_hot_games(n):
    g = game("{3|-1}")
    s = g + n * up + nimber(n)
    # Infinitesimals change neither the stops nor the temperature (Winning Ways, vol. 1, ch. 6).
    assert (s.left_stop, s.right_stop, s.temperature) == (3, -1, 2)
    assert s.cool(2) == g.cool(2)
    assert s - g is n * up + nimber(n)
    assert s.compare(g + (n - 1) * up + nimber(n)) == ">"


@pytest.mark.parametrize("value", [10**5000 * up, nimber(10**5000), game(10**5000),
                                   game("1/2**20000"), 10**5000 * up + nimber(2**64)])
def test_huge_values_round_trip_through_text(value):
    assert game(str(value)) is value
    assert game(repr(value)) is value


def test_recursions_too_deep_for_any_stack_are_refused_at_once():
    big = 10**50
    with pytest.raises(GameTooDeepError):
        star.ordinal_sum(big)
    with pytest.raises(GameTooDeepError):
        (big * up).conway_product(game("{1|0}"))
    with pytest.raises(GameTooDeepError):
        (big * up).overheat(1, 1)
    with pytest.raises(GameTooDeepError):
        (big * up).norton(game(1))
    with pytest.raises(ResourceError):
        nimber(2**70).norton(game(1))   # the Norton product expands the options of *m


def test_integer_conway_product_is_repeated_sum():
    # k·H for an integer k has the options of H + ... + H (Conway, ONAG, ch. 1).
    g = game("{1|0}")
    assert game(10**50).conway_product(g) is game(10**50 // 2)
    assert game(3).conway_product(g) is g + g + g
    assert game(-2).conway_product(up) is -(up + up)
