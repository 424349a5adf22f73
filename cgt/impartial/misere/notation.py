"""CGSuite's ``*[...]`` notation of misère games and the book's: thin callers of
``cgt.notation.misere``, where the notation is read and printed."""
from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["parse_misere", "parse_book", "to_cgsuite", "to_book"]

if TYPE_CHECKING:
    from cgt.impartial.misere.forms import MisereGame


def parse_misere(text: str) -> MisereGame:
    """The misère game written in CGSuite's notation, in either its output form
    (``*[2[2]21]``) or its input form (``*[[2],2,1]``); a sum of such terms, or of Nim heap
    sizes, is read too (``*[2#] + 3``)."""
    from cgt.notation import misere   # the notation sits above the core
    return misere.parse_misere(text)


def parse_book(text: str, names: dict | None = None) -> MisereGame:
    """The misère game written in the book's notation (``2_221``, ``a_2a20``), with letters
    standing for the games in ``names``."""
    from cgt.notation import misere
    return misere.parse_book(text, names)


def to_cgsuite(g: MisereGame) -> str:
    """The game in CGSuite's output notation, e.g. ``*[2[2]21]``."""
    from cgt.notation import misere
    return misere.to_cgsuite(g)


def to_book(g: MisereGame, names: dict | None = None, latex: bool = False) -> str:
    """The game in the notation of *Winning Ways* (vol. 2, ch. 13), e.g. ``2_221``.

    ``names`` maps letters to games printed as those letters (``{"a": G13}``).
    """
    from cgt.notation import misere
    return misere.to_book(g, names, latex)
