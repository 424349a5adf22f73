"""Misère canonical forms: the reduction rule, sums, invariants and the games born by day n
(Conway, *ONAG*, ch. 12; *Winning Ways*, vol. 2, ch. 13; Siegel, *CGT*, ch. V)."""
import copy
import functools
import itertools
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt.caches import clear_caches
from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.impartial.genus import genus
from cgt.impartial.misere import MisereGame, heap_forms, misere_outcome, nim, of_position, total
from cgt.impartial.misere.days import born_by, count_born_by
from cgt.impartial.misere.forms import reduces
from cgt.impartial.rulesets import Nim
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak

M = MisereGame


# -- raw game trees, with no simplification, as a second implementation ----------------------

def raw_nim(n):
    return frozenset(raw_nim(k) for k in range(n))


@functools.lru_cache(maxsize=None)
def raw_sum(a, b):
    return frozenset({raw_sum(x, b) for x in a} | {raw_sum(a, y) for y in b})


@functools.lru_cache(maxsize=None)
def raw_outcome(a):
    """Misère outcome of a raw tree: terminal is N, else P iff every option is N."""
    return "P" if a and all(raw_outcome(x) == "N" for x in a) else "N"


@functools.lru_cache(maxsize=None)
def raw_canonical(a):
    return M([raw_canonical(x) for x in a])


raw_trees = st.recursive(st.just(frozenset()), lambda inner: st.frozensets(inner, max_size=3),
                         max_leaves=7)


def test_reduction_facts():
    # Winning Ways, vol. 2, ch. 13, "Reversible Moves in Misère Play" and the misère mex rule.
    assert M([0, 1, 2, 5, 6, 9]) is nim(3)
    assert M([0, 2, 5]) is nim(1)
    assert M([1, 3, 4]) is nim(0)
    two_two = nim(2) + nim(2)
    assert two_two is M([2, 3])
    assert not reduces([nim(2), nim(3)])
    assert nim(3) + nim(3) is two_two
    assert two_two.outcome == "P" and (nim(1) + nim(1)).outcome == "N"
    assert (two_two + two_two).outcome == "P"
    assert two_two is not nim(1)
    assert nim(4) + 1 is nim(5) and nim(5) + 1 is nim(4)


def test_endgame_proviso():
    # {*1} reverses through *1 to 0, and it has the misère P option *1, so it is N and the
    # reduction to 0 is allowed: {*1} = 0.
    assert M([1]) is nim(0)
    # {*2} would reverse through *2 to 0 as well, but its only option *2 is misère N, so {*2}
    # is P and the proviso forbids the reduction (Winning Ways, vol. 2, ch. 13).
    assert M([2]).outcome == "P" and M([2]).birthday == 3


@given(st.integers(0, 9), st.integers(0, 9))
def test_misere_nim_rule(a, b):
    # *a + *b = *(a xor b) when a <= 1 or b <= 1 (Winning Ways, vol. 2, ch. 13).
    s = nim(a) + nim(b)
    if min(a, b) <= 1:
        assert s is nim(a ^ b)
    else:
        assert s.nim_value == a ^ b and (s is nim(a ^ b)) == (a == 0 or b == 0)


@given(st.sets(st.integers(0, 8), max_size=6))
def test_misere_mex_rule(heaps):
    # {a, b, c, ...} = *mex when 0 or 1 is among the heaps (Winning Ways, vol. 2, ch. 13).
    g = M(heaps)
    mex = min(set(range(10)) - heaps)
    if heaps & {0, 1}:
        assert g is nim(mex)


@given(raw_trees, raw_trees)
def test_canonical_forms_agree_with_raw_trees(a, b):
    ga, gb = raw_canonical(a), raw_canonical(b)
    assert (ga + gb).outcome == raw_outcome(raw_sum(a, b))
    assert ga + gb is raw_canonical(raw_sum(a, b))
    for k in range(4):
        assert (ga + k).outcome == raw_outcome(raw_sum(a, raw_nim(k)))


def test_equal_forms_are_indistinguishable_on_day_three_contexts():
    day3 = born_by(3)
    for g, h in itertools.combinations(born_by(4), 2):
        assert g is not h
    # Distinct forms born by day 3 are told apart by some context born by day 3.
    for g, h in itertools.combinations(day3, 2):
        assert any((g + x).outcome != (h + x).outcome for x in day3)


def test_misere_grundy_names_the_nim_heap():
    # G + *n is misère P exactly for n = G⁻ (Winning Ways, vol. 2, ch. 13).
    for g in born_by(4):
        assert [n for n in range(8) if (g + n).outcome == "P"] == [g.misere_grundy]
        assert (g + 1).misere_grundy == g.misere_grundy ^ 1


def test_group_laws():
    games = born_by(3)
    for a, b, c in itertools.product(games, repeat=3):
        assert a + b is b + a
        assert (a + b) + c is a + (b + c)
    assert all(g + 0 is g for g in born_by(4))


def test_days():
    # Winning Ways, vol. 2, ch. 13, "How Many Misère Games Are There?"; Conway, ONAG, ch. 12.
    assert [len(born_by(d)) for d in range(5)] == [1, 2, 3, 5, 22]
    assert [count_born_by(d) for d in range(6)] == [1, 2, 3, 5, 22, 4171780]
    assert all(g.birthday <= 4 for g in born_by(4))
    with pytest.raises(ResourceError):
        born_by(5)
    with pytest.raises(ResourceError):
        count_born_by(6)
    with pytest.raises(CGTValueError):
        born_by(-1)


def test_grundys_game():
    # Winning Ways, vol. 2, ch. 13, "Grundy's Game": G13 = G16 = G19 = a, G18 = G21 = b.
    g = heap_forms(GrundysGame(), 22)
    assert g[13] is g[16] is g[19]
    assert g[18] is g[21]
    assert len({g[13], g[18], g[20], g[22]}) == 4
    assert [x.nim_value for x in g[1:13]] == [0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]
    assert all(g[n] is nim(g[n].nim_value) for n in range(1, 13))
    assert g[14] is nim(2) and g[15] is nim(1) and g[17] is nim(2)
    memo = {}
    assert [x.genus for x in g] == [genus(GrundysGame().position(n), memo) for n in range(23)]


def test_kayles_genera_agree_with_positions():
    k = heap_forms(TakeAndBreak("0.77"), 14)
    memo = {}
    assert [x.genus for x in k] == [genus(TakeAndBreak("0.77").position(n), memo)
                                   for n in range(15)]
    # The misère P single rows (Winning Ways, vol. 2, ch. 13, "Misère Kayles").
    assert [n for n in range(15) if k[n].outcome == "P"] == [1, 4, 9, 12]


def test_of_position_matches_sums_of_heaps():
    for heaps in itertools.combinations_with_replacement(range(5), 3):
        g = of_position(Nim(heaps))
        assert g is total(heaps)
        assert g.outcome == misere_outcome(Nim(heaps))


def test_multiples_and_subtraction():
    a = heap_forms(GrundysGame(), 13)[13]
    assert a * 0 is nim(0) and a * 1 is a and 3 * a is a + a + a
    # An even number of copies of G13 has genus 0^{120} (Winning Ways, vol. 2, ch. 13).
    assert str((a * 4).genus) == "0^{120}"
    assert (a + 2) - 2 is a and (a + 5) - nim(5) is a
    with pytest.raises(CGTValueError):
        nim(0) - 2


def test_value_type():
    g = M("*[2[2]21]")
    assert pickle.loads(pickle.dumps(g)) is g
    assert copy.copy(g) is g and copy.deepcopy(g) is g
    assert hash(g) == hash(M([nim(2) + nim(2), 2, 1]))
    with pytest.raises(AttributeError):
        g.birthday = 3
    clear_caches()
    assert M([nim(2) + nim(2), 2, 1]) is g
    assert g.options == (nim(1), nim(2), nim(2) + nim(2))
    assert g != nim(3) and g == g


def test_bad_arguments():
    with pytest.raises(CGTTypeError):
        M(1.5)
    with pytest.raises(CGTTypeError):
        M(["x"])
    with pytest.raises(CGTValueError):
        nim(-1)
    with pytest.raises(CGTTypeError):
        heap_forms(3, 4)
    assert (nim(2).__add__("x")) is NotImplemented
