"""Loopy impartial rulesets: Fair Shares and capped heap games with additions
(Winning Ways vol. 2, ch. 12)."""
import pickle

import pytest

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.impartial import grundy
from cgt.impartial.loopy import Loopy, SmithValues
from cgt.impartial.loopy.fair_shares import FairShares, fair_shares_graph, partitions
from cgt.impartial.loopy.heaps import (CapTooSmallError, cap_is_enough, capped_heap_values,
                                       subtraction_values)
from cgt.short.named import nimber

from tests.impartial.loopy_graphs import fair_shares, subtraction


def test_fair_shares_moves_agree_with_a_second_implementation():
    for n in range(1, 10):
        graph = fair_shares_graph(n)
        assert {p.heaps: sorted(q.heaps for q in options) for p, options in graph.items()} \
            == fair_shares(n)


def test_partitions():
    assert partitions(5) == [(5,), (4, 1), (3, 2), (3, 1, 1), (2, 2, 1), (2, 1, 1, 1),
                             (1, 1, 1, 1, 1)]
    assert [len(partitions(n)) for n in (1, 10, 20)] == [1, 42, 627]


def test_fair_shares_positions():
    p = FairShares([1, 3, 2])
    assert p.heaps == (3, 2, 1) and str(p) == "321" and p == FairShares((3, 2, 1))
    assert pickle.loads(pickle.dumps(p)) == p and hash(p) == hash(FairShares([2, 1, 3]))
    assert FairShares([1, 1]).is_terminal() and FairShares([1, 1]).options() == []
    assert [str(q) for q in FairShares([4, 2]).options()] == ["6", "411", "222", "21111"]
    with pytest.raises(AttributeError):
        p.heaps = ()
    with pytest.raises(CGTValueError):
        FairShares([2, 0])
    with pytest.raises(CGTTypeError):
        FairShares(5)
    # The Grundy engine meets the cycles and gives Smith's values.
    assert grundy(FairShares([3, 2, 1]), {}) == 3 and type(grundy(FairShares([3, 2, 1]))) is int
    assert grundy(FairShares([6, 2, 2]), {}) == Loopy({0, 1})
    # A latently loopy position is a nim heap; a patently loopy one has no short-game value.
    assert FairShares([3, 2, 1]).value == nimber(3) and FairShares([3, 2, 1]).nim_value == 3
    with pytest.raises(CGTValueError, match="loopy"):
        FairShares([6, 2, 2]).value


def test_fair_shares_and_unequal_partners():
    # Winning Ways vol. 2, ch. 12, "Fair Shares and Unequal Partners": the changes to Table 1,
    # and (docs/errata.md) the one change the book omits, 32211 from *2@11 to *2@12.
    changes = {"421": "*4@6", "32111": "*4@11", "3321": "*1@10", "42111": "*4@12",
               "4221": "*5@15", "441": "*1@11", "4321": "∞_{0,2}", "532": "∞_{0,2}",
               "541": "∞_{0,2}", "631": "∞_{0,2}", "721": "∞_{0,2}", "32211": "*2@12"}
    for n in range(1, 11):
        varied = SmithValues(fair_shares_graph(n))
        unequal = SmithValues(fair_shares_graph(n, unequal_partners=True))
        for p, value in varied.items():
            other = unequal[FairShares(p.heaps, unequal_partners=True)]
            assert repr(other) == changes.get(str(p), repr(value)), p


def test_table_2_is_confirmed_with_the_cap_doubled():
    # Winning Ways vol. 2, ch. 12, Table 2, S(-1, 3, 8) and S(-2, 3, 8), with the book's cap.
    assert " ".join(map(repr, subtraction_values((-1, 3, 8), 15, cap=120))) == (
        "0@0 *1@2 0@1 *1@3 0@2 *1@4 0@3 *1@5 *2@7 *3@7 *2@6 0@3 *1@5 0@4 *1@6 0@5")
    assert " ".join(map(repr, subtraction_values((-2, 3, 8), 15))) == (
        "0@0 0@1 0@2 *2@4 *1@2 *1@3 0@1 0@2 *2@4 *2@5 *1@3 *1@4 0@2 0@3 *2@5 *2@6")


def test_a_small_cap_is_refused():
    with pytest.raises(CapTooSmallError, match="cap=12"):
        subtraction_values((-2, 4, 5), 10, cap=12)
    assert not cap_is_enough(lambda h: [h - s for s in (-2, 4, 5) if h and h >= s], 10, 13)
    assert cap_is_enough(lambda h: [h - s for s in (-2, 4, 5) if h and h >= s], 10, 14)
    with pytest.raises(CGTValueError, match="cap"):
        subtraction_values((-1, 2), 10, cap=5)
    with pytest.raises(CGTValueError):
        subtraction_values((0, 2), 10)
    with pytest.raises(CGTTypeError):
        capped_heap_values(lambda h: ["x"], 3)


def test_capped_values_are_the_values_of_the_capped_graph():
    values = capped_heap_values(lambda h: [h - s for s in (-1, 2, 5) if h and h >= s], 20, 60)
    table = SmithValues(subtraction((-1, 2, 5), 60))
    assert [repr(v) for v in values] == [repr(table[h]) for h in range(21)]


def test_requests_too_large_are_refused():
    with pytest.raises(ResourceError, match="almonds"):
        fair_shares_graph(61)
    with pytest.raises(ResourceError, match="cap"):
        subtraction_values((-1, 2), 10**9)
    with pytest.raises(CGTTypeError):
        capped_heap_values([1, 2], 3)
    with pytest.raises(CGTTypeError):
        FairShares(None)
