"""The cache registry and the bounded memo tables (cgt.caches)."""
import pytest

import cgt
import cgt.caches
from cgt import (Game, cache_info, clear_caches, compounds, game, impartial, rulesets,
                 set_cache_budget, star, up)
from cgt.compounds import Coldcake, remoteness, tally
from cgt.impartial import Nim, grundy, wythoff
from cgt.rulesets import Col, Domineering, DotsAndBoxes, value
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


# -- every subpackage's caches are in the registry ----------------------------------------------

def fill_every_cache():
    """Work in each subpackage that leaves something in its caches."""
    (game("{1|0}") + game("{2|1}")).temperature
    (up + game("{1|-1}")).compare(0)
    Domineering.rectangle(3, 3).value
    value(Col("...|0-1 1-2"))
    grundy(Nim([3, 4, 5]))
    wythoff.row_periodicity(1)
    DotsAndBoxes(1, 2).net_score()
    position = Coldcake(2, 3)
    remoteness(position, "L")
    tally(position)


EXPECTED = {"rulesets.transposition_table", "rulesets.domineering",
            "rulesets.dots_and_boxes", "impartial.grundy", "impartial.wythoff", "compounds.search"}


def test_the_top_level_functions_are_the_registry():
    assert cgt.clear_caches is cgt.caches.clear_caches
    assert cgt.cache_info is cgt.caches.cache_info
    assert "clear_caches" in cgt.__all__ and "cache_info" in cgt.__all__


def test_clear_caches_empties_every_subpackage():
    fill_every_cache()
    filled = cgt.cache_info()
    assert EXPECTED <= set(filled)
    assert all(filled[name] > 0 for name in EXPECTED), filled
    assert any(size > 0 for name, size in filled.items() if name.startswith("short."))
    cgt.clear_caches()
    assert set(cgt.cache_info().values()) == {0}


def test_values_are_the_same_after_clearing():
    before = Domineering.rectangle(3, 3).value, grundy(Nim([3, 4, 5]))
    cgt.clear_caches()
    assert (Domineering.rectangle(3, 3).value, grundy(Nim([3, 4, 5]))) == before


def test_the_subpackage_clear_functions_clear_everything():
    for clear in (compounds.clear_caches, impartial.clear_caches, rulesets.clear):
        fill_every_cache()
        clear()
        assert set(cgt.cache_info().values()) == {0}
