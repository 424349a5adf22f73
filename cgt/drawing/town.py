"""Pictures of the town of No Highway (*Winning Ways*, vol. 2, ch. 11): one-way streets and
avenues, and the cabs at their intersections.

Streets run north-south, 1st Street in the west; avenues run east-west, 1st Avenue in the
south. Each is a line with an arrowhead at the end it runs to, and each cab a disc at its
intersection. The passes Right holds are written beneath.
"""
from __future__ import annotations
from collections.abc import Sequence

from cgt.drawing.svg import Svg

__all__ = ["town_svg"]

BLOCK, MARGIN = 28, 26
STREET, AVENUE, CAB = "#1f5fbf", "#c8102e", "#f2c200"


def town_svg(street_directions: str, avenue_directions: str,
             cabs: Sequence[tuple[int, int]], passes: int, title: str) -> str:
    """The SVG picture of a town whose streets run ``N`` or ``S`` and whose avenues run ``E``
    or ``W`` (one letter each, from the 1st), with ``cabs`` at (street, avenue): a
    ``<line>`` and an arrowhead ``<polygon>`` per street and avenue, a ``<circle>`` per cab."""
    streets, avenues = len(street_directions), len(avenue_directions)
    width = 2 * MARGIN + (streets - 1) * BLOCK
    height = 2 * MARGIN + (avenues - 1) * BLOCK + (18 if passes else 0)

    def x(street: int) -> float:
        return MARGIN + (street - 1) * BLOCK

    def y(avenue: int) -> float:
        return MARGIN + (avenues - avenue) * BLOCK

    pic = Svg(width, height, background="white", title=title)
    top, bottom, west, east = y(avenues) - 12, y(1) + 12, x(1) - 12, x(streets) + 12
    for s, way in enumerate(street_directions, 1):
        pic.line(x(s), top, x(s), bottom, stroke=STREET, stroke_width=2, class_="street",
                 title=f"street {s}, one-way {way}")
        tip = top if way == "N" else bottom
        back = tip + (6 if way == "N" else -6)
        pic.polygon([(x(s), tip), (x(s) - 4, back), (x(s) + 4, back)], fill=STREET,
                    class_="arrowhead")
    for a, way in enumerate(avenue_directions, 1):
        pic.line(west, y(a), east, y(a), stroke=AVENUE, stroke_width=2, class_="avenue",
                 title=f"avenue {a}, one-way {way}")
        tip = east if way == "E" else west
        back = tip + (-6 if way == "E" else 6)
        pic.polygon([(tip, y(a)), (back, y(a) - 4), (back, y(a) + 4)], fill=AVENUE,
                    class_="arrowhead")
    for street, avenue in cabs:
        pic.circle(x(street), y(avenue), 7, fill=CAB, stroke="black", class_="cab",
                   title=f"cab at street {street}, avenue {avenue}")
    if passes:
        pic.text(width / 2, height - 8, f"Right holds {passes} pass" + "es" * (passes > 1),
                 text_anchor="middle", font_size=11, class_="passes")
    return str(pic)
