"""ArcKayles, Partizan ArcKayles, Fission, Digraph Placement, Bipartite Snort, and graphs given
networkx-style to Col and Snort."""
import networkx as nx
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game
from cgt.impartial.grundy import grundy
from cgt.impartial.take_and_break import TakeAndBreak
from cgt.rulesets import Col, Snort
from cgt.rulesets.arc_kayles import ArcKayles, PartizanArcKayles
from cgt.rulesets.engine import plain_value
from cgt.rulesets.fission import Fission
from cgt.rulesets.graphs import GraphError, edge_list
from cgt.rulesets.grid import BoardError
from cgt.rulesets.placement import BipartiteSnort, DigraphPlacement


def looped_path(n):
    return ArcKayles([(i, i + 1) for i in range(n - 1)] + [(i, i) for i in range(n)])


def test_arc_kayles_paths_are_dawsons_kayles():
    # On a path of n vertices ArcKayles is Dawson's Kayles (0.07) on n vertices; with a loop at
    # every vertex it is Kayles (0.77) (CGSuite's tests give the same 50 values of each).
    dawson, kayles = TakeAndBreak("0.07"), TakeAndBreak("0.77")
    assert [ArcKayles.path(n).nim_value for n in range(1, 41)] == \
        [dawson.nim_value(n) for n in range(1, 41)]
    assert [looped_path(n).nim_value for n in range(1, 21)] == \
        [kayles.nim_value(n) for n in range(1, 21)]
    assert [ArcKayles.path(n).nim_value for n in range(1, 11)] == [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]


def test_arc_kayles_against_plain_grundy():
    # Second method: the Grundy engine on the graph kept whole (no components, no relabelling).
    for graph in (nx.cycle_graph(6), nx.star_graph(4), nx.complete_graph(4),
                  nx.grid_2d_graph(2, 3), nx.petersen_graph()):
        position = ArcKayles(graph)
        assert position.nim_value == grundy(_Whole(position))


class _Whole:
    def __init__(self, position):
        self.position = position

    def options(self):
        return [_Whole(o) for o in self.position.options()]

    def __hash__(self):
        return hash(self.position)

    def __eq__(self, other):
        return isinstance(other, _Whole) and other.position == self.position


def test_partizan_arc_kayles_cgsuite_values():
    # CGSuite's tests of PartizanArcKayles, reproduced here.
    assert PartizanArcKayles("llr").value == game("1/2")
    assert PartizanArcKayles("lrlr(ll;ree(rl;l))").value == game("{3*|2*||3/2,3/2*|1/2*}")
    # Green edges alone play as ArcKayles.
    assert PartizanArcKayles("eee").value == ArcKayles.path(4).value


@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5), st.sampled_from("LRG")),
                max_size=7))
@settings(max_examples=40, deadline=None)
def test_partizan_arc_kayles_against_plain_search(edges):
    position = PartizanArcKayles(edges)
    assert position.value == plain_value(position)


def test_path_text():
    assert edge_list("llr") == ((0, 1, "L"), (1, 2, "L"), (2, 3, "R"))
    assert edge_list("l(e;r)") == ((0, 1, "L"), (1, 2, "G"), (1, 3, "R"))
    assert edge_list("(e:B;e:B)") == ((0, 1, "G"), (0, 1, "G"))
    assert edge_list(":{ground}lr:{ground}") == ((0, 1, "L"), (0, 1, "R"))
    for bad in ("lx", "l)", "l(e", "l;e"):
        with pytest.raises(GraphError):
            edge_list(bad)


def test_fission_values():
    # cgt-py's Fission values for these boards, reproduced here by the engine.
    expected = {"..|x.|..": "1", "...|.x.|...": "0", "x#|..": "0", ".x.|...|.x.": "-2",
                "....|..#.|x.x.": "-1", "x....|...x.": "-3", ".x...|.#.x.": "-4",
                "#...|x.xx|....|x..x": "2", "..x.|...x|....": "{0|-1}",
                ".x#.|x.x.|#..x|.x..": "{-1|-2}", ".x..|.x#x|..x.|#...": "{0|-3}",
                "...|#..|x.x|.x.": "{1|0}", ".x.|xx.|.x.": "*", "..#|...|.x.|..x": "3/2",
                "x..|.x.|x..": "1/2", "....|#.x.|.x..": "-2*"}
    for board, value in expected.items():
        assert Fission(board).value == game(value), board


def test_fission_transpose_is_negative():
    board = ".x..|x#..|..x#"
    rows = board.split("|")
    turned = "|".join("".join(col) for col in zip(*rows))
    assert Fission(turned).value == -Fission(board).value == game("{1|0}")
    assert Fission(board).value == plain_value(Fission(board))


def test_digraph_placement():
    # cgt-py's DigraphPlacement values, reproduced here.
    assert DigraphPlacement(3, [(0, 1), (1, 2)], blue=[0, 2], red=[1]).value == game("1*")
    assert DigraphPlacement(3, [(0, 1), (1, 2), (2, 0)], blue=[0], red=[1, 2]).value == game("-1*")
    assert DigraphPlacement(4, [(0, 1), (1, 0), (2, 3), (1, 2)], blue=[0, 2],
                            red=[1, 3]).value == game("{1/2|-1}")
    five = DigraphPlacement(5, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 2)],
                            blue=[0, 2, 4], red=[1, 3])
    assert five.value == game("{3/2|0}") == plain_value(five)
    six = DigraphPlacement(6, [(0, 1), (1, 0), (1, 2), (2, 3), (3, 1), (4, 5), (5, 2)],
                           blue=[0, 3, 4], red=[1, 2, 5])
    assert six.value == game("{1|1/2*}") == plain_value(six)
    g = nx.DiGraph([("a", "b")])
    g.nodes["a"]["colour"] = "blue"
    g.nodes["b"]["colour"] = "red"
    assert DigraphPlacement(g).value == DigraphPlacement(2, [(0, 1)], blue=[0], red=[1]).value


def test_bipartite_snort():
    # cgt-py's BipartiteSnort values, reproduced here.
    cases = {(1, 1, ((0, 0),)): "*", (1, 1, ()): "0", (2, 1, ((0, 0), (1, 0))): "{1|0}",
             (1, 2, ((0, 0), (0, 1))): "{0|-1}", (2, 2, ((0, 0), (1, 1))): "0",
             (2, 2, ((0, 0), (0, 1), (1, 0), (1, 1))): "{1|-1}", (1, 0, ()): "1", (0, 0, ()): "0",
             (3, 3, ((0, 0), (0, 1), (1, 1), (1, 2), (2, 2))): "{1*|-1*}"}
    for (blue, red, edges), value in cases.items():
        assert BipartiteSnort(blue, red, edges).value == game(value)
    # It is Digraph Placement with every edge pointing both ways.
    edges = [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)]
    arcs = [(i, 3 + j) for i, j in edges] + [(3 + j, i) for i, j in edges]
    assert DigraphPlacement(6, arcs, blue=[0, 1, 2], red=[3, 4, 5]).value == \
        BipartiteSnort(3, 3, edges).value
    with pytest.raises(GraphError):
        BipartiteSnort(1, 1, [(0, 1)])


def test_col_and_snort_take_networkx_style_graphs():
    # CGSuite's tests of Col and Snort, reproduced: Col("R-.-R-.-L-.-R-.-R-.") = 7/8,
    # Snort("L-.-.-.-L") = {4|0,+-1} and Snort(".-.-.(-.;-.)") = +-{3|2}. CGSuite marks a
    # vertex with its tint (the colour of a neighbour), this library with who may colour it:
    # in Col a vertex tinted red may only be coloured blue, so CGSuite's R is this L.
    path10 = [(i, i + 1) for i in range(9)]
    assert Col("L.L.R.L.L.|" + " ".join(f"{u}-{v}" for u, v in path10)).value == game("7/8")
    assert Snort("L...L|0-1 1-2 2-3 3-4").value == game("{4|0,+-1}")
    assert Snort.graph([(0, 1), (1, 2), (2, 3), (2, 4)]).value == game("{{3|2}|{-2|-3}}")
    # The same graphs from networkx, from named vertices and from a bare edge list.
    assert Snort.graph(nx.path_graph(4)).value == Snort.path(4).value
    assert Col.graph(["a", "b", "c"], [("a", "b"), ("b", "c")]).value == Col.path(3).value
    g = nx.path_graph(5)
    g.nodes[0]["colour"] = g.nodes[4]["colour"] = "blue"
    assert Snort.graph(g).value == game("{4|0,+-1}")
    with pytest.raises(BoardError):
        Col.graph(["a"], [("a", "z")])


def test_degenerate_graphs():
    assert ArcKayles([]).nim_value == 0 and PartizanArcKayles("").value == 0
    assert Fission("").value == 0 and Fission("...").value == 0
    assert DigraphPlacement(0).value == 0 and BipartiteSnort(0, 0, []).value == 0
    assert Col.graph(0, []).value == 0 and Snort.graph([]).value == 0
    with pytest.raises(BoardError):
        Fission("x.|.")
