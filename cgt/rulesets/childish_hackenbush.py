"""Childish Hackenbush: Hackenbush in which no edge may fall.

The picture is a Hackenbush picture of blue (``L``), red (``R``) and green (``G``) edges on
the ground (vertex 0). A player removes one edge of their colour (or a green one), but only if
every other edge stays connected to the ground: nothing may fall (the rule of CGSuite's
``game.graph.ChildishHackenbush``, whose published values this reading reproduces for trees
and cycles). So in a tree only the edges at the top can go, while every edge of a cycle may.

A **lollipop** is a stick of edges from the ground to a vertex carrying a cycle, the candy
(``lollipop(stick, candy)``); ``Game.atomic_weight`` gives the atomic weight of its value
when that value is infinitesimal.

Text: ``ChildishHackenbush("0-1L 1-2R")`` as for ``Hackenbush``, or CGSuite's path text with
``ChildishHackenbush.from_path_text("l(l;rl)")`` (see ``cgt.rulesets.graphs``).
"""
from __future__ import annotations
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cgt.rulesets.graphs import edge_list
from cgt.rulesets.hackenbush import Hackenbush

if TYPE_CHECKING:
    from cgt.short.game import Game


class ChildishHackenbush(Hackenbush):
    """A Childish Hackenbush picture.

    >>> ChildishHackenbush.from_path_text("l(l;rl)").value
    2
    """

    __slots__ = ()

    @classmethod
    def from_path_text(cls, text: str) -> ChildishHackenbush:
        """The picture drawn by CGSuite's path text from the ground: ``"lrl"`` is a string,
        ``":{ground}llrr:{ground}"`` a cycle through the ground."""
        return cls(edge_list(text, what="Childish Hackenbush picture"))

    def _chop(self, colours):
        keep = len(self.edges) - 1
        return [option for option in super()._chop(colours) if len(option.edges) == keep]

    def known_value(self) -> Game | None:
        return None

    def __repr__(self) -> str:
        return f"ChildishHackenbush({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.edges == other.edges

    def __hash__(self) -> int:
        return hash(("ChildishHackenbush", self.edges))


def lollipop(stick: str, candy: str) -> ChildishHackenbush:
    """The lollipop whose stick has the colours ``stick`` (from the ground up; ``"GG"`` for two
    green edges in a row) and whose candy is a cycle of the colours ``candy`` at its top."""
    edges = [(i, i + 1, c) for i, c in enumerate(stick.upper())]
    top = len(stick)
    n = len(candy)
    if n == 0:
        return ChildishHackenbush(edges)
    ring = [top] + [top + 1 + i for i in range(n - 1)] + [top]
    edges += [(ring[i], ring[i + 1], c) for i, c in enumerate(candy.upper())]
    return ChildishHackenbush(edges)
