"""The SVG pictures of thermographs and of positions: well-formed XML with the expected shapes,
and LaTeX for notebooks with balanced braces."""
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings

from cgt import game
from cgt.drawing.svg import Svg, number
from cgt.impartial.rulesets import (Antenim, BlockedQueen, FibonacciNim, MOCK_TURTLES, Mem, Nim,
                                    NorthcottGaps, Queen, Rook, SubtractionHeap, TWINS, CoinRow,
                                    TartanProduct, Welter, WytQueens)
from cgt.rulesets import (Amazons, ArcKayles, BackslidingToadsAndFrogs, BipartiteSnort, Checkers,
                          Clobber, Col, Cram, Cutcake, DigraphPlacement, Domineering, DotsAndBoxes,
                          FoxAndGeese, Hackenbush, Konane, LoopyHackenbush, NoHighway, Northcott,
                          PartizanArcKayles, PartizanEuclid, PartizanSubtraction, PokerNim,
                          Sisyphus, Snort, ToadsAndFrogs, TopplingDominoes, TurnAndEatcake)
from tests.game_strategies import games

NS = "{http://www.w3.org/2000/svg}"


def shapes(svg, tag, cls=None):
    """The elements ``tag`` of the picture (of class ``cls`` if given)."""
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    found = root.iter(NS + tag)
    return [e for e in found if cls is None or cls in e.get("class", "").split()]


def test_writer_escapes_text_and_attributes():
    pic = Svg(10, 10, title="a < b & c")
    pic.text(1, 2, '<"quoted">', class_="x")
    root = ET.fromstring(str(pic))
    assert root.find(NS + "title").text == "a < b & c"
    assert root.find(NS + "text").text == '<"quoted">'
    assert number(2.0) == "2" and number(-0.001) == "0" and number(1.256) == "1.26"


def test_thermograph_of_a_hot_game():
    # {4|2||-2} (Winning Ways, vol. 1, ch. 6): left wall 2 up to t = 1, then slope -1 to the
    # mast 1/2 at temperature 5/2; right wall of slope +1 from -2 at t = 0.
    svg = game("{4|2||-2}").thermograph().to_svg()
    assert len(shapes(svg, "polyline", "wall")) == 2
    assert len(shapes(svg, "line", "mast")) == 1
    points = [p.find(NS + "title").text for p in shapes(svg, "circle", "critical-point")]
    assert sorted(points) == ["value -3, temperature -1", "value 1/2, temperature 5/2",
                              "value 2, temperature -1", "value 2, temperature 1"]
    labels = {e.text for e in shapes(svg, "text", "tick-label")}
    assert {"1/2", "2", "-3", "5/2", "0"} <= labels
    assert {e.text for e in shapes(svg, "text", "axis-label")} == {
        "value (Left \u2190  \u2192 Right)", "temperature"}


def test_thermograph_walls_in_the_books_orientation():
    # Left's wall stands at larger values, so further left in the picture.
    svg = game("{3||2|1}").thermograph().to_svg()
    left, = shapes(svg, "polyline", "left-wall")
    right, = shapes(svg, "polyline", "right-wall")
    xs = [[float(p.split(",")[0]) for p in w.get("points").split()] for w in (left, right)]
    assert xs[0][0] < xs[1][0]
    mast, = shapes(svg, "line", "mast")
    assert float(mast.get("y2")) < float(mast.get("y1"))  # the mast rises


def test_close_values_take_a_second_row_of_labels():
    # {3||2|1} has critical values 4, 9/4 and 2 (its walls at t = -1 and the mast): 9/4 and 2
    # are too close for one row, so 2 goes to the second.
    svg = game("{3||2|1}").thermograph().to_svg()
    rows = {e.text: float(e.get("y")) for e in shapes(svg, "text", "tick-label")
            if e.get("text-anchor") == "middle"}
    assert set(rows) == {"4", "9/4", "2"}
    assert rows["2"] > rows["9/4"] == rows["4"]


def test_thermograph_of_an_integer_is_a_mast():
    svg = game("3").thermograph()._repr_svg_()
    assert shapes(svg, "polyline") == []
    assert len(shapes(svg, "line", "mast")) == 1
    assert len(shapes(svg, "circle", "critical-point")) == 1


@settings(max_examples=40, deadline=None)
@given(games(max_depth=3))
def test_every_thermograph_picture_is_well_formed(g):
    svg = g.thermograph().to_svg()
    assert shapes(svg, "line", "mast")
    assert len(shapes(svg, "polyline", "wall")) <= 2


def test_thermograph_on_matplotlib_axes():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots()
    assert game("{4|2||-2}").thermograph().plot(ax) is ax
    lo, hi = ax.get_xlim()
    assert lo > hi  # values increase to the left
    assert ax.get_ylabel() == "temperature"
    assert ax.get_title() == "mean 1/2, temperature 5/2"
    plt.close(fig)


@pytest.mark.parametrize("position, squares, pieces, piece_tag", [
    (Domineering("..#|...|..."), 9, 0, None),
    (Cram.rectangle(2, 3), 6, 0, None),
    (Clobber("xox|o.o"), 6, 5, "circle"),
    (Konane("xo.|.ox"), 6, 4, "circle"),
    (Amazons("L..|.#.|..R"), 9, 2, "text"),
    (ToadsAndFrogs("tt..f"), 5, 3, "polygon"),
    (CoinRow(MOCK_TURTLES, "THHTH"), 5, 5, "text"),
    (TartanProduct(TWINS, TWINS)("HT|TH"), 4, 4, "text"),
    (BackslidingToadsAndFrogs("t.tf"), 4, 3, "polygon"),
    (Checkers(".B..|..b.|.w..|...W"), 16, 2, "circle"),
    (TopplingDominoes("LRGGL"), 5, 0, None),
    (Northcott("x..o|o.x."), 8, 4, "circle"),
    (Sisyphus("d2"), 36, 1, "circle"),
    (FoxAndGeese([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1)), 40, 5, "circle"),
    (Rook(3, 5), 24, 1, "text"),
    (BlockedQueen(4, 4, [(1, 1), (2, 2)]), 25, 1, "text"),
    (WytQueens([(1, 2), (3, 3), (1, 2)]), 16, 2, "text"),
    (Cutcake("2x3 + 1x4"), 10, 0, None),
    (TurnAndEatcake(3, 4), 12, 0, None),
])
def test_boards(position, squares, pieces, piece_tag):
    svg = position.to_svg()
    assert svg == position._repr_svg_()
    assert len(shapes(svg, "rect", "square")) == squares
    if piece_tag:
        assert len(shapes(svg, piece_tag, "piece")) == pieces
    assert getattr(position, "text", str(position)) in ET.fromstring(svg).find(NS + "title").text


@pytest.mark.parametrize("position, vertices, edges, arrows", [
    (Col("L.R|0-1 1-2"), 3, 2, 0),
    (Snort.graph(5, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]), 5, 5, 0),
    (BipartiteSnort(2, 2, [(0, 0), (1, 1), (0, 1)]), 4, 3, 0),
    (DigraphPlacement(3, [(0, 1), (1, 2), (2, 0)], blue=[0], red=[1]), 3, 3, 3),
    (ArcKayles([(0, 1), (1, 2), (5, 6)]), 5, 3, 0),
    (PartizanArcKayles("llr"), 4, 3, 0),
])
def test_graphs(position, vertices, edges, arrows):
    svg = position.to_svg()
    assert svg == position._repr_svg_()
    assert len(shapes(svg, "circle", "vertex")) == vertices
    assert len(shapes(svg, "line", "edge")) == edges
    assert len(shapes(svg, "polygon", "arrowhead")) == arrows


def test_graph_pictures_show_who_may_move():
    tints = {e.get("title", "") or e.find(NS + "title").text: e.get("fill")
             for e in shapes(Col("L.R|0-1 1-2").to_svg(), "circle", "vertex")}
    assert tints == {"vertex 0: only Left may colour it (blue)": "#9cc3ee",
                     "vertex 1: either player may colour it": "white",
                     "vertex 2: only Right may colour it (red)": "#f2a7b1"}
    strokes = [e.get("stroke")
               for e in shapes(PartizanArcKayles("llr").to_svg(), "line", "edge")]
    assert strokes == ["#1f5fbf", "#1f5fbf", "#c8102e"]
    taken = ArcKayles.path(5).options()[0]  # the edge 0-1 taken: 2-3 and 3-4 are left
    labels = [e.text for e in shapes(taken.to_svg(), "text")]
    assert labels == ["2", "3", "4"]  # vertices keep their numbers
    loop = ArcKayles([(0, 0), (0, 1)]).to_svg()
    assert len(shapes(loop, "path", "loop")) == 1 and len(shapes(loop, "line", "edge")) == 1


@pytest.mark.parametrize("position, sizes, counters", [
    (PartizanSubtraction(7, [1, 2], [2, 3]), ["7"], 7),
    (PartizanEuclid(7, 3), ["7", "3"], 10),
    (FibonacciNim(30, 4), ["30"], 12),  # a tall heap shows 12 counters and its size
    (Mem(0, 2), ["0"], 0),
    (Nim([3, 5, 7]), ["3", "5", "7"], 15),
    (Welter([1, 4]), ["1", "4"], 5),
    (Antenim([3, 5], [1, 2]), ["2", "1"], 3),
    (SubtractionHeap(9, [1, 3]), ["9"], 9),
    (NorthcottGaps([2, 0]), ["2", "0"], 2),
    (PokerNim([3, 4], 2, 1), ["3", "4", "2", "1"], 10),
    (Queen(40, 3), ["40", "3"], 15),  # off the drawn board: its coordinates as heaps
])
def test_heaps(position, sizes, counters):
    svg = position.to_svg()
    assert svg == position._repr_svg_()
    assert [e.text for e in shapes(svg, "text", "heap-size")] == sizes
    assert len(shapes(svg, "circle", "counter")) == counters


def test_no_highway_town():
    # The Abnormal cabs of Winning Ways vol. 2, ch. 11: a 6 x 6 town, four cabs, three passes.
    svg = NoHighway(6, 6, [(2, 6), (4, 6), (3, 1), (5, 1)], passes=3).to_svg()
    assert svg == NoHighway(6, 6, [(2, 6), (4, 6), (3, 1), (5, 1)], passes=3)._repr_svg_()
    assert len(shapes(svg, "line", "street")) == len(shapes(svg, "line", "avenue")) == 6
    assert len(shapes(svg, "polygon", "arrowhead")) == 12
    assert len(shapes(svg, "circle", "cab")) == 4
    assert [e.text for e in shapes(svg, "text", "passes")] == ["Right holds 3 passes"]
    # 1st Street runs north: its arrowhead is at the top, above its line
    line = shapes(svg, "line", "street")[0]
    head = shapes(svg, "polygon", "arrowhead")[0]
    tip_y = float(head.get("points").split()[0].split(",")[1])
    assert tip_y == min(float(line.get("y1")), float(line.get("y2")))


def test_loopy_hackenbush_draws_its_four_colours():
    svg = LoopyHackenbush([(0, 1, "L"), (1, 2, "l"), (0, 3, "r"), (3, 4, "R")]).to_svg()
    assert sorted(e.get("stroke") for e in shapes(svg, "path", "edge")) == sorted([
        "#1f5fbf", "#8fb8ea", "#f0a0b0", "#c8102e"])


def test_domineering_squares_are_coloured_by_occupancy():
    svg = Domineering("#.|..").to_svg()
    fills = [e.get("fill") for e in shapes(svg, "rect", "square")]
    assert fills.count("white") == 3 and len(fills) == 4


def test_toads_face_right_and_frogs_left():
    svg = ToadsAndFrogs("tf").to_svg()
    toad, frog = shapes(svg, "polygon", "piece")
    tip = [max(float(p.split(",")[0]) for p in e.get("points").split()) for e in (toad, frog)]
    assert toad.get("fill") != frog.get("fill")
    assert [e.find(NS + "title").text for e in (toad, frog)] == ["toad (Left)", "frog (Right)"]
    assert tip[0] < tip[1]


def test_hackenbush_edges_and_vertices():
    # A blue-red string, a green triangle standing on a blue edge, a red edge with a blue
    # loop, and two green edges between the ground and one vertex.
    picture = Hackenbush("0-1L 1-2R 1-3G 3-4G 4-1G 0-5R 5-5L 0-6G 0-6G")
    svg = picture.to_svg()
    edges = shapes(svg, "path", "edge")
    assert len(edges) == 9
    colours = [e.get("stroke") for e in edges]
    assert colours.count("#1f5fbf") == 2 and colours.count("#c8102e") == 2
    assert colours.count("#2e8b3d") == 5
    assert len(shapes(svg, "circle", "vertex")) == 6
    assert len(shapes(svg, "line", "ground")) == 1
    # the two parallel edges are drawn differently, one of them curved
    # (the picture numbers its vertices afresh: the green pair is now 0-1)
    parallel = [e.get("d") for e in edges if e.find(NS + "title").text == "0-1 green (either)"]
    assert len(set(parallel)) == 2 and any(" Q " in d for d in parallel)


def test_hackenbush_layout_stands_on_the_ground():
    svg = Hackenbush.string("LRL").to_svg()
    heights = sorted(float(c.get("cy")) for c in shapes(svg, "circle", "vertex"))
    ground = float(shapes(svg, "line", "ground")[0].get("y1"))
    assert len(heights) == 3 and all(h < ground for h in heights)
    assert heights[0] < heights[1] < heights[2]
    assert Hackenbush().to_svg().count("<path") == 0


def test_dots_and_boxes():
    # Sam Loyd's lettering: A B C / D E F / G H I on a 2 x 2 board; box (0, 0) is complete.
    position = DotsAndBoxes(2, 2, "AB BE AD DE BC", owners=[1, 0, 0, 0])
    svg = position._repr_svg_()
    assert len(shapes(svg, "circle", "dot")) == 9
    assert len(shapes(svg, "line", "line")) == 5
    boxes = shapes(svg, "rect", "box")
    assert len(boxes) == 1 and [e.text for e in shapes(svg, "text", "owner")] == ["1"]
    unknown = DotsAndBoxes(1, 1, "AB AC BD CD").to_svg()
    assert len(shapes(unknown, "rect", "box")) == 1 and not shapes(unknown, "text", "owner")


def balanced(latex):
    depth = 0
    i = 0
    while i < len(latex):
        ch = latex[i]
        if ch == "\\":
            i += 2  # an escaped character such as \{ is not a group
            continue
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
        i += 1
    return depth == 0


@settings(max_examples=60, deadline=None)
@given(games(max_depth=3))
def test_latex_of_games_has_balanced_braces(g):
    latex = g._repr_latex_()
    assert latex.startswith("$") and latex.endswith("$")
    assert balanced(latex)
    assert "\n" not in repr(g)  # the plain-text repr stays plain
