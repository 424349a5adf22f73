"""Loopy impartial games: outcomes and remoteness, Smith's values, and their sums.

A loopy impartial game is a finite graph of positions in which a position may repeat
(*Winning Ways* vol. 2, ch. 12, "Games Eternal – Games Entailed"). Its positions are P, N or
O (open: best play never ends), with a remoteness (``Outcomes``), and each has Smith's
generalised Sprague–Grundy value, a nim heap ``*n`` or a loopy value ``∞_S``
(``SmithValues``, ``smith_value``), which add by the rules of ``cgt.impartial.loopy.values``.
Heap games whose moves may add beans are valued on truncated heaps, each value confirmed with
the cap doubled (``subtraction_values``); Fair Shares and Varied Pairs is ``FairShares``.
See ``docs/loopy-impartial.md``.
"""
from cgt.impartial.loopy.fair_shares import FairShares, fair_shares_graph
from cgt.impartial.loopy.graph import MoveGraph, move_graph
from cgt.impartial.loopy.heaps import (CapTooSmallError, cap_is_enough, capped_heap_values,
                                       subtraction_values)
from cgt.impartial.loopy.retrograde import (Outcomes, loopy_outcome, loopy_winning_moves,
                                            remoteness, retrograde)
from cgt.impartial.loopy.smith import SmithValues, smith_labels, smith_value
from cgt.impartial.loopy.values import Finite, Loopy, SmithValue, smith_sum

__all__ = [
    "CapTooSmallError",
    "FairShares",
    "Finite",
    "Loopy",
    "MoveGraph",
    "Outcomes",
    "SmithValue",
    "SmithValues",
    "cap_is_enough",
    "capped_heap_values",
    "fair_shares_graph",
    "loopy_outcome",
    "loopy_winning_moves",
    "move_graph",
    "retrograde",
    "smith_labels",
    "smith_sum",
    "smith_value",
    "subtraction_values",
]
