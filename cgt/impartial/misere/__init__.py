"""Misère play: the player who makes the last move loses (WW2 ch. 13; Conway, *ONAG*, ch. 12).

* :mod:`~cgt.impartial.misere.play`: misère outcomes and misère Grundy values of positions by
  search, and misère Nim.
* :mod:`~cgt.impartial.misere.forms`: Conway's misère canonical forms, :class:`MisereGame`.
"""
from cgt.impartial.misere.play import (misere_grundy, misere_nim_outcome,
                                       misere_nim_winning_moves, misere_outcome)
from cgt.impartial.misere.forms import MisereGame, heap_forms, nim, of_position, total
from cgt.impartial.misere.notation import parse_book, parse_misere, to_book, to_cgsuite

__all__ = [
    "MisereGame", "heap_forms", "misere_grundy", "misere_nim_outcome", "misere_nim_winning_moves",
    "misere_outcome", "nim", "of_position", "parse_book", "parse_misere", "to_book", "to_cgsuite",
    "total",
]
