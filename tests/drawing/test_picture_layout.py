"""Where pictures put things: Dots-and-Boxes dots named as the moves name them, Hackenbush
pictures with no empty band above the highest vertex."""
import re
import xml.etree.ElementTree as ET

from cgt.drawing.hackenbush import MARGIN
from cgt.rulesets import DotsAndBoxes, Hackenbush

NS = "{http://www.w3.org/2000/svg}"


def shapes(svg, tag, cls):
    """The elements ``tag`` of class ``cls`` of the picture."""
    return [e for e in ET.fromstring(svg).iter(NS + tag) if cls in e.get("class", "").split()]


def dots_by_name(svg):
    """Each dot name of the picture -> the centre of the dot it stands beside."""
    dots = [(float(e.get("cx")), float(e.get("cy"))) for e in shapes(svg, "circle", "dot")]
    names = [e.text for e in shapes(svg, "text", "dot-name")]
    assert len(names) == len(dots)
    return dict(zip(names, dots))


def test_dots_are_lettered_as_the_moves_name_them():
    position = DotsAndBoxes(2, 2, "AB BE CF")
    svg = position.to_svg()
    dots = dots_by_name(svg)
    assert sorted(dots) == list("ABCDEFGHI")
    # every drawn line joins the two dots its name gives
    drawn = {frozenset([(float(e.get("x1")), float(e.get("y1"))),
                        (float(e.get("x2")), float(e.get("y2")))])
             for e in shapes(svg, "line", "line")}
    assert drawn == {frozenset([dots[a], dots[b]]) for a, b in position.drawn_lines()}
    # Sam Loyd's lettering runs along the rows
    assert dots["A"][1] == dots["C"][1] < dots["D"][1] and dots["A"][0] < dots["B"][0]


def test_a_large_board_names_its_dots_by_row_and_column():
    position = DotsAndBoxes(5, 5, "0,0-0,1")
    dots = dots_by_name(position.to_svg())
    assert len(dots) == 36 and all(re.fullmatch(r"\d,\d", name) for name in dots)
    assert dots["0,0"][1] == dots["0,1"][1] and dots["0,0"][0] < dots["0,1"][0]


def test_the_highest_vertex_of_a_hackenbush_picture_is_at_the_top_margin():
    for picture in (Hackenbush.string("LRL"), Hackenbush("0-1L 1-2G 1-3R"), Hackenbush("0-1G")):
        svg = picture.to_svg()
        assert min(float(c.get("cy")) for c in shapes(svg, "circle", "vertex")) == MARGIN


def test_a_loop_at_the_top_stays_inside_the_picture():
    svg = Hackenbush("0-1L 1-1R 1-1G").to_svg()
    tops = [float(y) for e in shapes(svg, "path", "edge")
            for y in re.findall(r"[-\d.]+ ([-\d.]+)", e.get("d"))]
    assert min(tops) >= 0
