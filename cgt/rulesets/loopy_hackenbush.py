"""Loopy Hackenbush, Bob Li's "Double Hackenbush" (*Winning Ways*, vol. 2, ch. 11, "Loopy
Hackenbush").

Edges are red, pink, pale or blue, with labels -1, -1/2, +1/2, +1. Left may lower a positive
label by one: he chops a blue edge, or repaints a pale edge pink. Right may raise a negative
label by one: she chops a red edge, or repaints a pink edge pale. Pink and pale edges are never
chopped; edges no longer connected to the ground fall away. Repainting back and forth makes
the game loopy: a pale twig is tis = 1 & 0 and a pink twig tisn = 0 & -1.

**Li's rules** give the sides at once when every pink and pale edge is a twig: for the onside,
make the pale edges blue and delete the pink ones; for the offside, make the pink edges red
and delete the pale ones. Both are then Blue-Red Hackenbush numbers.
"""
from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from cgt.drawing.hackenbush import hackenbush_svg
from cgt.errors import CGTValueError
from cgt.loopy.sided import sided
from cgt.numbers.checks import items, text
from cgt.position import Position
from cgt.rulesets.hackenbush import Hackenbush, HackenbushError, _grounded

__all__ = ["LoopyHackenbush"]

#: Colours: blue ``L`` (+1), pale ``l`` (+1/2), pink ``r`` (-1/2), red ``R`` (-1).
COLOURS = "LlrR"


class LoopyHackenbush(Position):
    """A Loopy Hackenbush picture: edges ``(u, v, colour)`` with the ground at vertex 0 and
    colours ``L`` (blue), ``l`` (pale), ``r`` (pink), ``R`` (red).

    >>> LoopyHackenbush.string("Ll").value
    2 & 1
    """

    __slots__ = ("edges",)

    def __init__(self, edges: Any = ()) -> None:
        checked = []
        for edge in items(edges, "edges of a Loopy Hackenbush picture"):
            try:
                u, v, colour = edge
            except (TypeError, ValueError):
                raise HackenbushError(f"an edge is (u, v, colour), not {edge!r}") from None
            if colour not in COLOURS:
                raise HackenbushError(f"colour {colour!r} of edge {edge!r} is not L (blue), l "
                                      "(pale), r (pink) or R (red)")
            for x in (u, v):
                if isinstance(x, bool) or not isinstance(x, int) or x < 0:
                    raise HackenbushError(f"vertex {x!r} of edge {edge!r} is not a natural "
                                          "number (the ground is 0)")
            checked.append((u, v, colour))
        self.edges = tuple(_grounded(checked))

    @classmethod
    def _of(cls, edges: Any) -> LoopyHackenbush:
        position = object.__new__(cls)
        position.edges = tuple(edges)
        return position

    @classmethod
    def string(cls, colours: str) -> LoopyHackenbush:
        """A string rising from the ground, colours listed from the ground up."""
        colours = text(colours, "colours of a Loopy Hackenbush string")
        return cls([(i, i + 1, c) for i, c in enumerate(colours)])

    def _moves(self, chop: str, repaint: str, new: str) -> list:
        edges = self.edges
        out = []
        for i, (u, v, c) in enumerate(edges):
            if c == chop:
                out.append(self._of(_grounded(list(edges[:i] + edges[i + 1:]))))
            elif c == repaint:
                out.append(self._of(edges[:i] + ((u, v, new),) + edges[i + 1:]))
        return out

    def left_options(self) -> Sequence[Any]:
        return self._moves("L", "l", "r")

    def right_options(self) -> Sequence[Any]:
        return self._moves("R", "r", "l")

    def li_value(self) -> Any:
        """The value by Li's rules, onside & offside; every pink and pale edge must be a twig
        (its upper end touches no other edge)."""
        degree: dict = {}
        for u, v, _ in self.edges:
            degree[u] = degree.get(u, 0) + 1
            degree[v] = degree.get(v, 0) + 1
        for u, v, c in self.edges:
            if c in "lr" and not (v != 0 and degree[v] == 1 or u != 0 and degree[u] == 1):
                raise CGTValueError(f"Li's rules need pink and pale twigs; edge {(u, v, c)!r} "
                                    "is not a twig")
        onside = Hackenbush([(u, v, "L" if c in "Ll" else "R") for u, v, c in self.edges
                             if c != "r"]).value
        offside = Hackenbush([(u, v, "L" if c == "L" else "R") for u, v, c in self.edges
                              if c != "l"]).value
        return sided(onside, offside)

    def canonical_key(self) -> Hashable:
        return tuple(sorted(self.edges))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.edges == self.edges

    def __hash__(self) -> int:
        return hash(self.edges)

    def __repr__(self) -> str:
        return f"LoopyHackenbush({list(self.edges)!r})"

    def to_svg(self) -> str:
        """An SVG picture: blue, pale, pink and red edges standing on the ground."""
        return hackenbush_svg(self.edges, repr(self))

    _repr_svg_ = to_svg
