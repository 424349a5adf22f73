"""Outcome classes and the results of comparing two games.

Both are string enums, so they compare equal to the strings used in the literature and in
earlier versions of cgt: ``Outcome.N == "N"`` and ``Relation.CONFUSED == "||"``.
"""
from enum import StrEnum

from cgt.errors import CGTValueError


class Outcome(StrEnum):
    """Who wins G moving second against best play (Winning Ways, vol. 1, ch. 2; Siegel, I.1):
    L (Left wins, G > 0), R (Right wins, G < 0), P (the previous player wins, G = 0), N (the
    next player wins, G || 0)."""

    L = "L"
    R = "R"
    P = "P"
    N = "N"

    def __repr__(self) -> str:
        return repr(self.value)

    @classmethod
    def _missing_(cls, value):
        raise CGTValueError(f"{value!r} is not an outcome class: one of 'L', 'R', 'P', 'N'")


class Relation(StrEnum):
    """The result of comparing G with H: less, equal, greater, or confused (incomparable)."""

    LESS = "<"
    EQUAL = "="
    GREATER = ">"
    CONFUSED = "||"

    def __repr__(self) -> str:
        return repr(self.value)

    @classmethod
    def _missing_(cls, value):
        raise CGTValueError(f"{value!r} is not a relation: one of '<', '=', '>', '||'")


#: The outcome class of G from the relation of G to 0.
OUTCOME_OF = {Relation.GREATER: Outcome.L, Relation.LESS: Outcome.R, Relation.EQUAL: Outcome.P,
              Relation.CONFUSED: Outcome.N}
