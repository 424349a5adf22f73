"""Misère play: the player who makes the last move loses (*Winning Ways*, vol. 2, ch. 13;
Conway, *ONAG*, ch. 12; Siegel, *Combinatorial Game Theory*, ch. V).

* :mod:`~cgt.impartial.misere.play`: misère outcomes and misère Grundy values of positions by
  search, and misère Nim;
* :mod:`~cgt.impartial.misere.forms`: Conway's misère canonical forms, :class:`MisereGame`;
* :mod:`~cgt.impartial.misere.days`: the games born by each day, and their number;
* :mod:`~cgt.impartial.misere.notation`: CGSuite's ``*[...]`` notation and the book's;
* :mod:`~cgt.impartial.misere.relations`: mates, links and distinguishers;
* :mod:`~cgt.impartial.misere.tameness`: tame, restive, restless, half-tame and tameable games;
* :mod:`~cgt.impartial.misere.quotient`: misère quotients of heap games.
"""
from cgt.impartial.misere.play import (misere_grundy, misere_nim_outcome,
                                       misere_nim_winning_moves, misere_outcome,
                                       partizan_misere_outcome)
from cgt.impartial.misere.forms import MisereGame, heap_forms, nim, of_position, total
from cgt.impartial.misere.notation import parse_book, parse_misere, to_book, to_cgsuite
from cgt.impartial.misere.days import born_by, count_born_by
from cgt.impartial.misere.relations import (distinguisher, is_linked, link, mate,
                                            pn_distinguisher)
from cgt.impartial.misere.quotient import MisereQuotient, QuotientTooLarge, misere_quotient
from cgt.impartial.misere.tameness import (book_genus, is_half_tame, is_restive, is_restless,
                                           is_tame, is_tameable, noahs_ark_applies,
                                           noahs_ark_outcome, restive_outcome, tame_sum_pair)

__all__ = [
    "MisereGame", "MisereQuotient", "QuotientTooLarge", "book_genus", "born_by",
    "count_born_by", "distinguisher", "heap_forms", "is_half_tame", "is_linked", "is_restive",
    "is_restless", "is_tame", "is_tameable", "link", "mate", "misere_grundy",
    "misere_nim_outcome", "misere_nim_winning_moves", "misere_outcome", "misere_quotient",
    "nim", "noahs_ark_applies", "noahs_ark_outcome", "of_position", "parse_book",
    "parse_misere", "partizan_misere_outcome", "pn_distinguisher", "restive_outcome",
    "tame_sum_pair", "to_book", "to_cgsuite", "total",
]
