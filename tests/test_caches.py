"""The cache registry and the memory budget that every cache obeys (cgt.caches)."""
import gc
import random
import tracemalloc

import pytest

import cgt
import cgt.caches
from cgt import (Game, cache_info, clear_caches, compounds, game, impartial, rulesets,
                 set_cache_budget, star, up)
from cgt.compounds import Coldcake, remoteness, tally
from cgt.impartial import Nim, TakeAndBreak, grundy, wythoff
from cgt.impartial.rulesets import SubtractionHeap
from cgt.impartial.entailing import entailing_outcome
from cgt.impartial.entailing.games import TopEntails
from cgt.impartial.misere import heap_forms, is_tame
from cgt.rulesets import Col, Domineering, DotsAndBoxes, Fission, value
from cgt.caches import Memo, register
from cgt.errors import CGTValueError
from cgt.short import store


@pytest.fixture
def budget():
    """Set a budget for one test, and put the default back (with empty caches) after it."""
    yield set_cache_budget
    set_cache_budget(cgt.caches.DEFAULT_BUDGET)
    clear_caches()


def test_a_memo_never_holds_more_than_the_budget(budget):
    budget(1000)
    memo = Memo("test.bounded", entry_bytes=100)
    for k in range(100):
        memo.put(k, str(k))
        assert memo.footprint() <= 1000
    assert memo.get(99) == "99" and memo.get(0) is None


def test_a_memo_keeps_what_is_used_and_drops_what_is_not(budget):
    budget(1000)
    memo = Memo("test.lru", entry_bytes=100)
    memo.put("kept", 1)
    for k in range(40):
        memo.put(k, k)
        assert memo.get("kept") == 1   # used once per generation: never evicted
    assert memo.get(0) is None


def test_the_budget_is_shared_by_every_memo(budget):
    budget(10_000)
    first, second = Memo("test.first", entry_bytes=100), Memo("test.second", entry_bytes=100)
    for k in range(200):
        (first if k % 2 else second).put(k, k)
        assert first.footprint() + second.footprint() <= 10_000
    first.put("alone", 0)
    for k in range(100):   # the second memo's entries make way for the first one's
        first.put(-k - 1, k)
    assert len(second) == 0 and first.get("alone") is None


def test_a_table_in_use_is_cut_only_when_its_walk_ends(budget):
    budget(10_000)
    table = {}

    def shrink():
        kept = cgt.caches.halved(table)
        table.clear()
        table.update(kept)

    cache = register("test.table", table.clear, lambda: len(table), entry_bytes=100,
                     shrink=shrink)
    with cache:
        table.update((k, k) for k in range(30))
        cgt.caches.turn()
        assert len(table) == 30          # the walk may still read every entry
    assert list(table) == list(range(15, 30))   # the newest half is kept
    table.update((k, k) for k in range(100, 150))
    cache.settle()            # 5000 bytes of new entries: a new generation, which keeps them
    assert len(table) == 65
    cgt.caches.turn()         # the next one cuts the table
    assert len(table) == 32 and 149 in table
    clear_caches()
    assert cache_info()["test.table"] == 0


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
    assert cache_info("bytes")["test.custom"] == 0   # a cache not under the budget
    cgt.clear_caches()
    assert cache_info()["test.custom"] == 0


def results():
    return (str(game("{3||2|1}") + game("+-1+-2")), Domineering.rectangle(3, 4).value,
            value(Col("....|0-1 1-2 2-3")), Fission("....|.x..|..x.").value,
            grundy(Nim([3, 4, 5])), remoteness(Coldcake(2, 3), "L"))


def test_results_stay_exact_under_a_tiny_budget(budget):
    expected = results()
    budget(1)   # a new generation at every new entry, while the searches run
    clear_caches()
    assert results() == expected


def test_caches_over_a_lower_budget_are_emptied(budget):
    Domineering.rectangle(3, 3).value
    assert sum(cache_info("bytes").values()) > 1000
    budget(1000)
    assert cgt.caches.cache_budget() == 1000
    assert sum(cache_info("bytes").values()) == 0


def test_cache_info_in_bytes_is_the_entries_times_their_cost():
    memo = Memo("test.bytes", entry_bytes=123)
    for k in range(3):
        memo.put(k, k)
    entries, nbytes = cache_info(), cache_info("bytes")
    assert entries.keys() == nbytes.keys()
    assert (entries["test.bytes"], nbytes["test.bytes"]) == (3, 369)
    game("{3||2|1}") + game("+-1+-2")
    assert cache_info("bytes")["short.add"] > 0
    with pytest.raises(CGTValueError, match="unit"):
        cache_info("megabytes")


@pytest.mark.parametrize("bad", [0, -5, 2.5, True, "many"])
def test_a_budget_must_be_a_positive_number_of_bytes(bad):
    with pytest.raises(CGTValueError, match="budget"):
        set_cache_budget(bad)


# -- a long session stays within the budget ------------------------------------------------------

SESSION_BUDGET = 4 << 20


def session(steps):
    """Work of many kinds: sums, comparisons and thermographs of random games, Domineering
    boards, the Grundy values of a subtraction game. Yields between operations."""
    rng = random.Random(1)
    pool = [game(text) for text in ("0", "1", "-1", "1/2", "*", "^", "*2", "+-1", "{2|1}")]
    while len(pool) < 40:
        pool.append(Game(rng.sample(pool, 2), rng.sample(pool, 1)))
    for step in range(steps):
        g = rng.choice(pool) + rng.choice(pool) - rng.choice(pool) + rng.choice(pool)
        g <= rng.choice(pool)
        if step % 4 == 0:
            g.thermograph()
        if step % 100 == 0:
            board = "|".join("".join(rng.choice("....#") for _ in range(5)) for _ in range(4))
            Domineering(board).value
            grundy(SubtractionHeap(step, (2, 5, 7, 11)))
        yield


def held():
    """The memory traced now, less the garbage and the store's slots of games that died."""
    gc.collect()
    store._sweep()   # the store does this itself when it has doubled
    return tracemalloc.get_traced_memory()[0]


@pytest.mark.slow
def test_a_long_session_stays_within_the_budget(budget, monkeypatch):
    for _ in session(30):   # the lazy imports happen here, outside the measure
        pass
    budget(SESSION_BUDGET)
    clear_caches()
    turns = []
    turn = cgt.caches.turn
    monkeypatch.setattr(cgt.caches, "turn", lambda: turns.append(1) or turn())
    held()
    tracemalloc.start()
    try:
        most = max(held() for step, _ in enumerate(session(800)) if step % 50 == 49)
    finally:
        tracemalloc.stop()
    # The session charged several times the budget (it holds 10 MB without one)...
    assert len(turns) >= 5
    # ...but between two operations the memory held stayed within it.
    assert most <= SESSION_BUDGET


# -- every subpackage's caches are in the registry ----------------------------------------------

def fill_every_cache():
    """Work in each subpackage that leaves something in its caches."""
    (game("{1|0}") + game("{2|1}")).temperature
    (up + game("{1|-1}")).compare(0)
    Domineering.rectangle(3, 3).value
    value(Col("...|0-1 1-2"))
    Col("....|0-1 1-2 2-3").value
    grundy(Nim([3, 4, 5]))
    wythoff.row_periodicity(1)
    DotsAndBoxes(1, 2).net_score()
    position = Coldcake(2, 3)
    remoteness(position, "L")
    tally(position)
    Fission("....|.x..|..x.").value
    entailing_outcome([TopEntails(4), TopEntails(3)])
    is_tame(heap_forms(TakeAndBreak("0.77"), 6)[6])


EXPECTED = {"rulesets.transposition_table", "rulesets.domineering", "rulesets.form_search",
            "rulesets.dots_and_boxes", "rulesets.fission", "impartial.grundy",
            "impartial.wythoff", "impartial.entailing", "misère tameness", "compounds.search"}
# Bounded otherwise: the results kept on each game live as long as the game, and the grids
# are an LRU cache of 64.
UNDER_NO_BUDGET = {"short.game_memos", "rulesets.dots_and_boxes_grids"}


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


def test_every_cache_is_under_the_budget():
    clear_caches()
    fill_every_cache()
    entries, nbytes = cgt.cache_info(), cgt.cache_info("bytes")
    assert {name for name in entries if entries[name] and not nbytes[name]} <= UNDER_NO_BUDGET


def test_values_are_the_same_after_clearing():
    before = Domineering.rectangle(3, 3).value, grundy(Nim([3, 4, 5]))
    cgt.clear_caches()
    assert (Domineering.rectangle(3, 3).value, grundy(Nim([3, 4, 5]))) == before


def test_the_subpackage_clear_functions_clear_everything():
    for clear in (compounds.clear_caches, impartial.clear_caches, rulesets.clear):
        fill_every_cache()
        clear()
        assert set(cgt.cache_info().values()) == {0}
