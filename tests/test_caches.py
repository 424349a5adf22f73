"""The cache registry and the bounded memo tables (cgt.caches)."""
import pytest

import cgt
from cgt import Game, cache_info, clear_caches, game, set_cache_budget, star, up
from cgt.caches import Memo, register
from cgt.errors import CGTValueError


def test_a_memo_never_holds_more_than_its_budget():
    memo = Memo("test.bounded", budget=8)
    for k in range(100):
        memo.put(k, str(k))
        assert len(memo) <= 8
    assert memo.get(99) == "99" and memo.get(0) is None


def test_a_memo_keeps_what_is_used_and_drops_what_is_not():
    memo = Memo("test.lru", budget=8)
    memo.put("kept", 1)
    for k in range(40):
        memo.put(k, k)
        assert memo.get("kept") == 1   # used once per half budget: never evicted
    assert memo.get(0) is None


def test_clear_caches_empties_every_registered_cache():
    sums = [Game([k], [-k, star]) + Game([up], [-k]) for k in range(1, 6)]
    assert sum(cache_info().values()) > 0
    clear_caches()
    assert sum(cache_info().values()) == 0
    # Values computed before stay valid and equal to a recomputation.
    assert sums == [Game([k], [-k, star]) + Game([up], [-k]) for k in range(1, 6)]


def test_registered_caches_are_reported_by_name():
    seen = {}
    register("test.custom", seen.clear, lambda: len(seen))
    seen[1] = 2
    assert cache_info()["test.custom"] == 1
    cgt.clear_caches()
    assert cache_info()["test.custom"] == 0


def test_results_stay_exact_under_a_tiny_budget():
    g = game("{3||2|1}") + game("+-1+-2")
    expected = str(g)
    set_cache_budget(4)
    try:
        clear_caches()
        assert str(game("{3||2|1}") + game("+-1+-2")) == expected
    finally:
        set_cache_budget(1 << 18)


@pytest.mark.parametrize("bad", [0, 1, -5, 2.5, True, "many"])
def test_a_budget_must_be_an_integer_of_at_least_two(bad):
    with pytest.raises(CGTValueError, match="budget"):
        set_cache_budget(bad)
