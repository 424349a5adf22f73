"""The base of positions with entailing or complimenting moves (*Winning Ways*, vol. 2, ch. 12).

Such a position has no value in the group of short games: an entailing move forces the
opponent's reply into the same component, so sums are not played component by component. Its
worth is a ``ValueSet`` (an ordinary nimber, a loony value, or a set of them), found by
``cgt.impartial.entailing.value_set``. The properties ``value`` and ``nim_value`` of other
positions therefore refuse here, with a message that names the calls that answer.
"""
from __future__ import annotations

from typing import NoReturn

from cgt.errors import CGTTypeError
from cgt.position import Position

__all__ = ["EntailingPosition"]


class EntailingPosition(Position):
    """A position whose moves, listed by ``moves()``, may be entailing or complimenting."""

    __slots__ = ()

    def _refuse(self, what: str) -> NoReturn:
        raise CGTTypeError(
            f"{self!r} has entailing moves, so it has no {what} of an ordinary game (Winning "
            f"Ways, ch. 12): its worth is value_set({self!r}) and the winner of a sum "
            f"entailing_outcome([{self!r}, ...]), both from cgt.impartial.entailing")

    @property
    def value(self) -> NoReturn:
        self._refuse("value")

    @property
    def nim_value(self) -> NoReturn:
        self._refuse("nim-value")
