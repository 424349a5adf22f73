"""Chains and loops of a Dots-and-Boxes position.

Late in a game most open boxes have exactly two sides still undrawn. Such boxes link up through
their undrawn sides into *chains* (paths whose two ends lead to the edge of the board or to a
box with more or fewer undrawn sides) and *loops* (closed cycles). Whoever draws a line in a
chain lets the opponent take the whole of it, so the fight is over who must move first into the
long chains (three boxes or more); the winner of Sam Loyd's puzzle gives away 2 boxes to make
the opponent open "the chain of 5 squares" (Michon, *Numericana*, "The Boxer's Puzzle").
The practical guide is Berlekamp's long chain rule (E. Berlekamp, *The Dots-and-Boxes Game*,
2000, ch. 2): the first player wants the number of dots plus the number of long chains to be
even, the second player wants it odd.
"""
from __future__ import annotations
from typing import NamedTuple
from typing import Any

__all__ = ["Chain", "chains"]


class Chain(NamedTuple):
    """A chain or loop: ``kind`` is ``"chain"`` or ``"loop"``, ``boxes`` the box names in order
    along it (a loop starts at its least box)."""

    kind: str
    boxes: tuple

    @property
    def length(self) -> int:
        """How many boxes it has."""
        return len(self.boxes)


def chains(grid: Any, mask: Any) -> Any:
    """The chains and loops formed by the open boxes with exactly two undrawn sides, longest
    first (ties in the order of their first box)."""
    links = {}  # box -> the neighbours across its two undrawn sides (None: the board's edge)
    for b, edges in enumerate(grid.box_edges):
        undrawn = [e for e in edges if not mask >> e & 1]
        if len(undrawn) == 2:
            links[b] = [next((x for x in grid.edge_boxes[e] if x != b), None) for e in undrawn]
    found: list[Chain] = []
    seen: set[int] = set()
    # Chains are walked in from an end (a box with a side leading out of the two-sided boxes),
    # so whatever is left unseen afterwards lies on loops.
    for b in sorted(links):
        outward = [n for n in links[b] if n not in links]
        if b not in seen and outward:
            found.append(Chain("chain", _walk(grid, links, b, outward[0], seen)))
    for b in sorted(links):
        if b not in seen:
            found.append(Chain("loop", _walk(grid, links, b, links[b][0], seen)))
    found.sort(key=lambda chain: -chain.length)
    return found


def _walk(grid, links, box, previous, seen):
    """The boxes met going from ``box`` away from ``previous`` until the path leaves the
    two-sided boxes or closes."""
    path = []
    while box in links and box not in seen:
        seen.add(box)
        path.append(box)
        first, second = links[box]
        # Two boxes share at most one line, so the way on is the link we did not come by.
        previous, box = box, second if first == previous else first
    return tuple(grid.box_name(b) for b in path)
