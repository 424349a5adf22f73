"""Childish Hackenbush: Hackenbush in which no blue or red edge may be cut if anything falls.

The picture is a Hackenbush picture of blue (``L``), red (``R``) and green (``G``) edges on
the ground (vertex 0). Left removes a blue edge and Right a red one, but only if every other
edge stays connected to the ground; either player may remove a green edge as in ordinary
Hackenbush, and whatever it leaves hanging falls. This is the rule of CGSuite's
``game.graph.ChildishHackenbush`` (``GenHackenbush`` with blue and red as its "childish"
colours), and it reproduces CGSuite's published values: ``2``, ``{4|-2}`` and ``15/16`` for
its blue-red test pictures, ``{0|^[4]*||vv}`` for one green-stemmed lollipop and atomic weight
``3/2`` for another. So a blue-red tree loses its edges from the top, any edge of a cycle may
go first, and a green edge may be cut anywhere.

A **lollipop** is a stick of edges from the ground to a vertex carrying a cycle, the candy
(``lollipop(stick, candy)``); ``Game.atomic_weight`` gives the atomic weight of its value
when that value is infinitesimal. CGSuite's two lollipops stand on parallel green edges,
drawn with path text: ``from_path_text("(e:B;e:Bllllllrrr:B)")``.

Text: ``ChildishHackenbush("0-1L 1-2R")`` as for ``Hackenbush``, or CGSuite's path text with
``ChildishHackenbush.from_path_text("l(l;rl)")`` (see ``cgt.rulesets.graphs``).
"""
from __future__ import annotations
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cgt.rulesets.graphs import edge_list
from cgt.rulesets.hackenbush import Hackenbush, green_value
from cgt.short.named import nimber

__all__ = ["ChildishHackenbush", "lollipop"]

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
        chopped = [e[2] for e in self.edges if e[2] in colours]
        return [option for option, colour in zip(super()._chop(colours), chopped, strict=True)
                if colour == "G" or len(option.edges) == keep]

    def known_value(self) -> Game | None:
        """The value of an all-green picture, which is played as in Hackenbush (colon and
        fusion principles); None otherwise."""
        if self.edges and all(e[2] == "G" for e in self.edges):
            return nimber(green_value(self.edges))
        return None

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
