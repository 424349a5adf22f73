"""Loopy impartial games: outcomes and remoteness, Smith's values and their sums
(cgt.impartial.loopy; Winning Ways vol. 2, ch. 12)."""
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.impartial.loopy import (Finite, Loopy, MoveGraph, Outcomes, SmithValues, loopy_outcome,
                                 loopy_winning_moves, remoteness, smith_labels, smith_sum,
                                 smith_value)
from cgt.numbers.infinity import INF
from cgt.numbers.nim import mex
from cgt.short.named import nimber

from tests.impartial.loopy_graphs import (fair_shares, graphs, nim_heap, subtraction,
                                          sum_graph)


def text(values, positions):
    return " ".join(repr(values[p]) for p in positions)


# ---------------------------------------------------------------- outcomes and remoteness

def test_fair_shares_nine_almonds_p_positions():
    # Winning Ways vol. 2, ch. 12, "Fair Shares and Varied Pairs": the 9-almond P-positions.
    table = Outcomes(fair_shares(9))
    found = {"".join(map(str, p)) for p in table.positions("P")}
    assert found == {"72", "54", "5211", "4311", "4221", "333", "321111", "222111",
                     "111111111"}


def test_fair_shares_eleven_almonds_outcomes():
    # Winning Ways vol. 2, ch. 12, "There may be open positions": with 11 almonds one
    # P-position, 10 N-positions of remoteness 1 and 45 O-positions.
    table = Outcomes(fair_shares(11))
    assert table.counts() == {"P": 1, "N": 10, "O": 45}
    assert all(table.remoteness(p) == 1 for p in table.positions("N"))
    assert table.remoteness((6, 5)) is INF
    assert table.winning_moves((6, 5)) == []


def test_remoteness_and_fastest_wins_on_a_small_graph():
    # The loser delays: from a, the move to d (remoteness 3) loses more slowly than the move
    # to b (remoteness 1). The winner hurries: from h, c (remoteness 0) beats e (remoteness 2).
    graph = {"a": ["b", "d"], "b": ["c"], "c": [], "d": ["e"], "e": ["f"], "f": ["g"], "g": [],
             "h": ["e", "c", "y"], "y": ["y"], "z": ["y", "b"]}
    table = Outcomes(graph)
    assert [table.outcome(v) for v in "abcdefghyz"] == list("PNPNPNPNOO")
    assert [table.remoteness(v) for v in "abcdefgh"] == [4, 1, 0, 3, 2, 1, 0, 1]
    assert table.remoteness("y") is INF and table.remoteness("z") is INF
    assert table.winning_moves("h") == ["c"]
    assert table.winning_moves("h", fastest=False) == ["e", "c"]
    assert table.winning_moves("a") == [] and table.winning_moves("z") == []


def test_fastest_winning_moves_keep_the_least_remoteness():
    # From 3 in S(1, 3) both 3 -> 2 and 3 -> 0 go to P-positions; only 3 -> 0 wins at once.
    graph = {n: [n - s for s in (1, 3) if n - s >= 0] for n in range(8)}
    table = Outcomes(graph)
    assert table.winning_moves(3) == [0]
    assert sorted(table.winning_moves(3, fastest=False)) == [0, 2]


@given(graphs())
def test_remoteness_parity_matches_the_outcome(graph):
    table = Outcomes(graph)
    for v in graph:
        o, r = table.outcome(v), table.remoteness(v)
        assert (o == "O") == (r is INF)
        if o == "P":
            assert r % 2 == 0 and all(table.outcome(w) == "N" for w in graph[v])
        if o == "N":
            assert r % 2 == 1 and any(table.remoteness(w) == r - 1 for w in graph[v])
            assert all(table.remoteness(w) == r - 1 for w in table.winning_moves(v))


# ---------------------------------------------------------------- Smith's values

def test_subtraction_games_of_table_2():
    # Winning Ways vol. 2, ch. 12, Table 2 ("The Additional Subtraction Games"), heaps 0..15,
    # with the heaps truncated at 120.
    book = {
        (-1, 2, 5): "0@0 0@1 *2@3 *1@2 0@1 *3@5 *2@4 *1@3 0@2 *3@6 *2@5 *1@4 0@3 *3@7 *2@6 *1@5",
        (-2, 4, 5): "0@0 *1@2 0@1 0@1 *1@3 *2@5 *3@7 *1@4 *2@6 ∞_{1,2} ∞_{2,3} ∞_{1,3} ∞_{1,2} "
                    "∞_{2} ∞ ∞",
        (-1, 3, 8): "0@0 *1@2 0@1 *1@3 0@2 *1@4 0@3 *1@5 *2@7 *3@7 *2@6 0@3 *1@5 0@4 *1@6 0@5",
        (-2, 3, 8): "0@0 0@1 0@2 *2@4 *1@2 *1@3 0@1 0@2 *2@4 *2@5 *1@3 *1@4 0@2 0@3 *2@5 *2@6",
        (-2, 4, 10): "0@0 ∞ 0@1 ∞ *2@3 ∞ *1@2 ∞ 0@1 ∞ *3@5 ∞ *2@4 ∞ *1@3 ∞",
    }
    for moves, row in book.items():
        assert text(SmithValues(subtraction(moves, 120)), range(16)) == row, moves


def test_fair_shares_table_1():
    # Winning Ways vol. 2, ch. 12, Table 1 ("Values and Stages for Fair Shares and Varied
    # Pairs"), up to 6 almonds and some of the 10-almond column.
    book = {
        "1": "0@0", "11": "0@0", "2": "*1@1",
        "111": "0@0", "3": "*1@1", "21": "*2@2",
        "1111": "0@0", "22": "0@1", "4": "*1@2", "211": "*1@3", "31": "*2@3",
        "11111": "0@0", "32": "0@1", "5": "*1@1", "311": "*1@2", "221": "*1@3", "2111": "*2@3",
        "41": "*2@4",
        "111111": "0@0", "33": "0@1", "2211": "0@2", "42": "0@3", "222": "*1@3", "51": "*1@4",
        "6": "*2@4", "3111": "*1@5", "411": "*2@5", "21111": "*2@6", "321": "*3@7",
    }
    for n in range(1, 7):
        values = SmithValues(fair_shares(n))
        for p, v in values.items():
            assert repr(v) == book["".join(map(str, p))]
    ten = SmithValues(fair_shares(10))
    assert ten[(6, 2, 2)] == Loopy({0, 1}) and ten[(6, 4)] == Loopy({0, 2})
    assert ten[(9, 1)] == Loopy({0, 2})
    assert repr(ten[(10,)]) == "*2@8" and repr(ten[(2, 2, 2, 2, 2)]) == "*1@7"
    assert repr(SmithValues(fair_shares(9))[(6, 2, 1)]) == "*4@14"
    # "4321 with value ∞_0 is an N-position (move to 421111) but 4321 + *1 is an O-position."
    assert ten[(4, 3, 2, 1)] == Loopy({0}) and ten[(4, 3, 2, 1)].outcome() == "N"
    assert (ten[(4, 3, 2, 1)] + 1).outcome() == "O"


def test_nine_almonds_have_no_loopy_value():
    # Winning Ways vol. 2, ch. 12: "with 9 almonds or less, all the loopiness is latent".
    for n in range(1, 10):
        assert all(v.is_finite for _, v in SmithValues(fair_shares(n)).items())


@st.composite
def acyclic_graphs(draw):
    n = draw(st.integers(1, 12))
    return {v: draw(st.lists(st.integers(v + 1, n), max_size=4)) if v < n else []
            for v in range(n + 1)}


@given(acyclic_graphs())
def test_smith_values_of_acyclic_games_are_grundy_values(graph):
    values = SmithValues(graph)
    for v in sorted(graph, reverse=True):
        assert values[v].is_finite
        assert values[v] == mex(values[w].n for w in graph[v])


@given(graphs())
def test_smith_values_obey_smiths_rules(graph):
    values = SmithValues(graph)
    for v, options in graph.items():
        value = values[v]
        finite = {values[w].n for w in options if values[w].is_finite}
        if value.is_finite:
            # Winning Ways vol. 2, ch. 12: every value below n among the options, never n itself,
            # and every loopy option reversible through *n.
            assert value.n == mex(finite)
            assert all(value.n in values[w].subscripts for w in options
                       if not values[w].is_finite)
        else:
            assert value.subscripts == frozenset(finite)


@given(graphs(), st.integers(0, 4))
def test_celerity(graph, n):
    # Winning Ways vol. 2, ch. 12, "Celerity adds bonus Steinhaus": the earliest stage at which G
    # is labelled *n is half the remoteness of G + *n.
    values = SmithValues(graph)
    table = Outcomes(sum_graph(graph, nim_heap(n)))
    for v in graph:
        if values[v] == n:
            assert table.remoteness((v, n)) == 2 * values[v].stage
        else:
            assert table.outcome((v, n)) != "P"


# ---------------------------------------------------------------- sums

@given(graphs(), graphs())
def test_sum_rules_agree_with_the_sum_graph(g, h):
    # Winning Ways vol. 2, ch. 12, "Adding Loopy Values", checked by retrograde analysis of the
    # sum's own graph.
    a, b = SmithValues(g), SmithValues(h)
    whole = sum_graph(g, h)
    table, values = Outcomes(whole), SmithValues(whole)
    for x in g:
        for y in h:
            total = a[x] + b[y]
            assert table.outcome((x, y)) == total.outcome()
            assert values[(x, y)] == total


@given(graphs(), st.integers(0, 5))
def test_adding_a_nim_heap(graph, n):
    values = SmithValues(graph)
    table = Outcomes(sum_graph(graph, nim_heap(n)))
    for v in graph:
        for total in (values[v] + n, n + values[v], values[v] + nimber(n), smith_sum([values[v], n])):
            assert table.outcome((v, n)) == total.outcome()


def test_sum_rules_on_values():
    # Winning Ways vol. 2, ch. 12, "Adding Loopy Values": ∞_012 + *1 = ∞_103, and
    # ∞_012 + ∞_12 + *3 = ∞.
    assert Loopy({0, 1, 2}) + 1 == Loopy({1, 0, 3})
    assert Loopy({0, 1, 2}) + Loopy({1, 2}) + Finite(3) == Loopy()
    assert (Loopy({0, 1, 2}) + Finite(2)).outcome() == "N"
    assert (Loopy({0, 1, 2}) + Finite(3)).outcome() == "O"
    assert Finite(5, 2) + Finite(3, 1) == Finite(6) and (Finite(5) + Finite(5)).outcome() == "P"
    assert repr(Finite(5, 2) + 3) == "*6"


# ---------------------------------------------------------------- value types

def test_printing():
    assert [repr(v) for v in (Finite(2, 11), Finite(0, 0), Finite(1), Loopy(), Loopy({3, 0, 1}))] \
        == ["*2@11", "0@0", "*1", "∞", "∞_{0,1,3}"]
    assert str(Loopy({1})) == "∞_{1}"
    assert Finite(2, 11)._repr_latex_() == "${*}2_{@11}$"
    assert Loopy({0, 1, 3})._repr_latex_() == r"$\infty_{0,1,3}$"
    assert Loopy()._repr_latex_() == r"$\infty$"


def test_values_are_immutable_hashable_and_pickle():
    values = [Finite(2, 11), Finite(0), Loopy(), Loopy({0, 1, 3})]
    for v in values:
        copy = pickle.loads(pickle.dumps(v))
        assert copy == v and hash(copy) == hash(v) and repr(copy) == repr(v)
    with pytest.raises(AttributeError):
        values[0].n = 3
    with pytest.raises(AttributeError):
        values[3].subscripts = frozenset()
    # The stage is a fact about a position, not part of the value.
    assert Finite(2, 11) == Finite(2, 12) == 2 and len({Finite(2, 11), Finite(2), 2}) == 1
    assert Loopy({0}) != Finite(0) and Loopy() != 0


def test_bad_values():
    with pytest.raises(CGTValueError):
        Finite(-1)
    with pytest.raises(CGTTypeError):
        Loopy(3)
    with pytest.raises(TypeError):
        Loopy() + "x"
    with pytest.raises(CGTValueError):
        smith_sum([Finite(1), -2])


# ---------------------------------------------------------------- positions and errors

class Heap:
    """A heap of S(-1, 2) capped at 6: take 2, or add 1 up to 6 beans."""

    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, Heap) and other.n == self.n

    def __hash__(self):
        return hash(self.n)

    def __repr__(self):
        return f"Heap({self.n})"

    def options(self):
        return [Heap(self.n - s) for s in (-1, 2) if self.n > 0 and 0 <= self.n - s <= 6]


def test_positions_with_options():
    table = SmithValues(subtraction((-1, 2), 6))
    for n in range(7):
        assert smith_value(Heap(n)) == table[n]
        assert repr(smith_value(Heap(n))) == repr(table[n])
    outcomes = Outcomes(subtraction((-1, 2), 6))
    assert [loopy_outcome(Heap(n)) for n in range(7)] == [outcomes.outcome(n) for n in range(7)]
    assert [remoteness(Heap(n)) for n in range(7)] == [outcomes.remoteness(n) for n in range(7)]
    assert loopy_winning_moves(Heap(3)) == [Heap(m) for m in outcomes.winning_moves(3)]


def test_bad_graphs_and_positions():
    with pytest.raises(CGTValueError, match="'b'"):
        Outcomes({"a": ["b"]})
    with pytest.raises(CGTTypeError):
        SmithValues({"a": 3})
    with pytest.raises(CGTTypeError):
        SmithValues([1, 2])

    class Unhashable(Heap):
        __hash__ = None

        def options(self):
            return [Unhashable(0)]

    class Parent(Heap):
        def options(self):
            return [Unhashable(0)]

    with pytest.raises(CGTTypeError, match="hashable"):
        smith_value(Unhashable(1))
    with pytest.raises(CGTTypeError, match="hashable"):
        smith_value(Parent(1))
    with pytest.raises(ResourceError, match="limit=3"):
        smith_value(Heap(6), limit=3)
    with pytest.raises(CGTTypeError, match="Outcomes"):
        loopy_outcome({"a": []})
    with pytest.raises(CGTValueError):
        Outcomes({"a": []}).outcome("z")
    with pytest.raises(CGTValueError, match="vertex numbers"):
        MoveGraph(["a"], [[1]])
    with pytest.raises(CGTTypeError, match="MoveGraph"):
        smith_labels({"a": []})
