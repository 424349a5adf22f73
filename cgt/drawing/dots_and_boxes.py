"""Dots-and-Boxes pictures: the dots, the drawn lines and the claimed boxes.

A board of R x C boxes has (R + 1) x (C + 1) dots. Each drawn line is one ``<line>``; each
completed box is a ``<rect>`` shaded by its owner (player 1 blue, player 2 red, grey when the
owner is not known) and marked with the owner's number. Each dot is named beside it as the
moves name it (``A``, ``B``, ... row by row, or ``r,c`` on a board of more than 26 dots).
"""
from __future__ import annotations
from collections.abc import Sequence

from cgt.drawing.svg import Svg

__all__ = ["dots_and_boxes_svg"]

SPACING, MARGIN = 40, 24
OWNER_FILL = {0: "#ddd", 1: "#c9d9f2", 2: "#f4c9cf"}


def dots_and_boxes_svg(rows: int, cols: int,
                       lines: Sequence[tuple[tuple[int, int], tuple[int, int]]],
                       boxes: Sequence[tuple[int, int, int]], title: str,
                       dot_names: Sequence[str] = ()) -> str:
    """The picture of a board of ``rows`` x ``cols`` boxes: ``lines`` are the drawn lines as
    pairs of (row, column) dots, ``boxes`` the completed boxes as (row, column, owner) with
    owner 0 when unknown, ``dot_names`` the names of the dots row by row (none if empty)."""
    pic = Svg(cols * SPACING + 2 * MARGIN, rows * SPACING + 2 * MARGIN, title=title,
              background="white", font_family="sans-serif")

    def at(r: int, c: int) -> tuple[float, float]:
        return MARGIN + c * SPACING, MARGIN + r * SPACING

    for r, c, owner in boxes:
        x, y = at(r, c)
        pic.rect(x, y, SPACING, SPACING, fill=OWNER_FILL[owner], class_="box",
                 title=f"box ({r}, {c})" + (f", player {owner}'s" if owner else ""))
        if owner:
            pic.text(x + SPACING / 2, y + SPACING / 2 + 6, str(owner), text_anchor="middle",
                     font_size=16, class_="owner")
    for (r1, c1), (r2, c2) in lines:
        (x1, y1), (x2, y2) = at(r1, c1), at(r2, c2)
        pic.line(x1, y1, x2, y2, stroke="black", stroke_width=3, stroke_linecap="round",
                 class_="line")
    for r in range(rows + 1):
        for c in range(cols + 1):
            x, y = at(r, c)
            pic.circle(x, y, 4, fill="black", class_="dot")
            if dot_names:
                pic.text(x - 5, y - 6, dot_names[r * (cols + 1) + c], text_anchor="end",
                         font_size=11, fill="#555", class_="dot-name")
    return str(pic)
