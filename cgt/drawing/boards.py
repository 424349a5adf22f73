"""Pictures of square boards and strips: each square a cell, each piece a shape in it.

A board is given as its rows of characters and a key that says how each character is drawn
(``Look``): the colour of the square and the piece on it, if any. Domineering and Cram show
empty and filled squares, Clobber and Konane black and white stones, Amazons queens and burnt
squares, Toads-and-Frogs toads facing right and frogs facing left.
"""
from __future__ import annotations
from collections.abc import Mapping, Sequence

import attrs

from cgt.drawing.svg import Svg

__all__ = ["board_svg", "cakes_svg", "pieces_svg", "sequence_svg"]

CELL = 32
BORDER = 4
GRID_COLOUR = "#555"


@attrs.frozen
class Look:
    """How one character of a board is drawn.

    ``square`` is the fill colour of the cell; ``piece`` one of None, ``"stone"`` (a disc),
    ``"right-arrow"`` and ``"left-arrow"`` (a triangle pointing that way), ``"glyph"`` (the
    text ``glyph``); ``colour`` and ``outline`` colour the piece; ``name`` is its tooltip.
    """

    square: str = "white"
    piece: str | None = None
    colour: str = "black"
    outline: str = "black"
    glyph: str = ""
    name: str = ""


def board_svg(rows: Sequence[str], key: Mapping[str, Look], title: str) -> str:
    """The SVG picture of a rectangular board: one ``<rect>`` per square and one shape per
    piece (a ``<circle>``, a ``<polygon>`` or a ``<text>``)."""
    height, width = len(rows), max((len(row) for row in rows), default=0)
    pic = Svg(width * CELL + 2 * BORDER, height * CELL + 2 * BORDER, title=title)
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            look = key[ch]
            x, y = BORDER + c * CELL, BORDER + r * CELL
            pic.rect(x, y, CELL, CELL, fill=look.square, stroke=GRID_COLOUR, class_="square",
                     title=look.name or None)
            _piece(pic, look, x + CELL / 2, y + CELL / 2)
    return str(pic)


def cakes_svg(cakes: Sequence[tuple[int, int]], title: str) -> str:
    """The SVG picture of rectangular cakes (height, width), side by side, each cut into
    its unit squares; a cake too big to draw at full size is drawn with smaller squares."""
    tallest = max((h for h, _ in cakes), default=0)
    cell = max(4.0, min(float(CELL), 12 * CELL / max([tallest] + [w for _, w in cakes])))
    width = BORDER + sum(w * cell + BORDER for _, w in cakes) + BORDER
    pic = Svg(max(width, 2 * BORDER), tallest * cell + 2 * BORDER, title=title)
    x0: float = BORDER
    for h, w in cakes:
        for r in range(h):
            for c in range(w):
                pic.rect(x0 + c * cell, BORDER + r * cell, cell, cell, fill="#c68a4a",
                         stroke="#5a3a1a", class_="square")
        x0 += w * cell + BORDER
    return str(pic)


#: The most rows or columns of a board drawn square by square; a piece further out is shown by
#: its coordinates, as two heaps.
LARGEST_BOARD = 24


def pieces_svg(pieces: Mapping[tuple[int, int], str], rows: int, cols: int, title: str,
               blocked: frozenset = frozenset()) -> str:
    """The SVG picture of chess-like pieces (square (r, c) -> glyph) on a board of ``rows``
    x ``cols`` squares counted from the north-west corner (0, 0), which is shaded; blocked
    squares are dark."""
    key = {".": Look("#f3e3c3", name="empty"), "#": Look("#444", name="blocked"),
           "*": Look("#d9c08f", name="the corner (0, 0)")}
    marks: dict[str, str] = {}
    for glyph in sorted(set(pieces.values())):
        marks[glyph] = chr(ord("A") + len(marks))
        key[marks[glyph]] = Look("#f3e3c3", "glyph", "black", glyph=glyph, name="piece")
    board = []
    for r in range(rows):
        row = []
        for c in range(cols):
            if (r, c) in pieces:
                row.append(marks[pieces[r, c]])
            elif (r, c) in blocked:
                row.append("#")
            else:
                row.append("*" if r == c == 0 else ".")
        board.append("".join(row))
    return board_svg(board, key, title)


def _piece(pic: Svg, look: Look, cx: float, cy: float) -> None:
    half = CELL * 0.32
    attrs_ = {"fill": look.colour, "stroke": look.outline, "stroke_width": 1.5, "class_": "piece",
              "title": look.name or None}
    if look.piece == "stone":
        pic.circle(cx, cy, half, **attrs_)
    elif look.piece == "right-arrow":
        pic.polygon([(cx - half, cy - half), (cx + half, cy), (cx - half, cy + half)], **attrs_)
    elif look.piece == "left-arrow":
        pic.polygon([(cx + half, cy - half), (cx - half, cy), (cx + half, cy + half)], **attrs_)
    elif look.piece == "glyph":
        pic.text(cx, cy + CELL * 0.3, look.glyph, text_anchor="middle", font_size=CELL * 0.8,
                 fill=look.colour, class_="piece")


#: Domineering and Cram: empty and occupied squares.
DOMINO_BOARD = {".": Look("white", name="empty"), "#": Look("#444", name="occupied")}
#: Clobber and Konane: Left's black stones ``x``, Right's white stones ``o``.
STONES = {".": Look("#f3e3c3", name="empty"),
          "x": Look("#f3e3c3", "stone", "black", "black", name="Left's stone"),
          "o": Look("#f3e3c3", "stone", "white", "black", name="Right's stone")}
#: Amazons: Left's black queen ``L``, Right's white queen ``R``, burnt squares ``#``.
AMAZONS = {".": Look("#f3e3c3", name="empty"), "#": Look("#444", name="burnt"),
           "L": Look("#f3e3c3", "glyph", "black", glyph="\u265b", name="Left's amazon"),
           "R": Look("#f3e3c3", "glyph", "#b00", glyph="\u265b", name="Right's amazon")}
#: Checkers: Left's black men ``b`` and kings ``B``, Right's white men ``w`` and kings ``W``.
CHECKERS = {".": Look("#c9a36b", name="empty"),
            "b": Look("#c9a36b", "stone", "#222", "black", name="black man (Left)"),
            "w": Look("#c9a36b", "stone", "white", "black", name="white man (Right)"),
            "B": Look("#c9a36b", "glyph", "#222", glyph="\u265a", name="black king (Left)"),
            "W": Look("#c9a36b", "glyph", "white", glyph="\u2654", name="white king (Right)")}
#: Toppling Dominoes: Left's blue ``L``, Right's red ``R`` and green ``G`` dominoes.
DOMINOES = {"L": Look("#1f5fbf", name="blue domino (Left)"),
            "R": Look("#c8102e", name="red domino (Right)"),
            "G": Look("#2e8b3d", name="green domino (either)")}
#: Northcott's game: Left's stones ``x``, Right's stones ``o``.
NORTHCOTT = {".": Look("#f3e3c3", name="empty"),
             "x": Look("#f3e3c3", "stone", "black", "black", name="Left's stone"),
             "o": Look("#f3e3c3", "stone", "white", "black", name="Right's stone")}
#: Coin-turning games: heads ``H`` and tails ``T``.
COINS = {"H": Look("white", "glyph", "#b8860b", glyph="H", name="heads"),
         "T": Look("#eee", "glyph", "#999", glyph="T", name="tails")}
#: Toads-and-Frogs: Left's toads ``t`` face right, Right's frogs ``f`` face left.
TOADS_AND_FROGS = {".": Look("white", name="empty"),
                   "t": Look("white", "right-arrow", "#1f5fbf", "#123", name="toad (Left)"),
                   "f": Look("white", "left-arrow", "#c8102e", "#411", name="frog (Right)")}

SKI_JUMPS = {".": Look("white", name="empty"),
             "L": Look("white", "right-arrow", "#1f5fbf", "#123", name="Left's jumper"),
             "l": Look("white", "right-arrow", "white", "#1f5fbf", name="Left's slipper"),
             "R": Look("white", "left-arrow", "#c8102e", "#411", name="Right's jumper"),
             "r": Look("white", "left-arrow", "white", "#c8102e", name="Right's slipper")}


def sequence_svg(numbers: Sequence[int], title: str) -> str:
    """The SVG picture of a sequence of numbers, one square each, left to right."""
    # one private-use character per square, so any length of sequence has its own keys
    keys = [chr(0xE000 + i) for i in range(len(numbers))]
    key = {k: Look("white", "glyph", glyph=str(n), name=str(n)) for k, n in zip(keys, numbers)}
    return board_svg(["".join(keys)], key, title)
