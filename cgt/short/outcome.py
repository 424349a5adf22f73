"""Outcome classes and the results of comparing two games.

Both are string enums, so they compare equal to the strings used in the literature and in
earlier versions of cgt: ``Outcome.N == "N"`` and ``Relation.CONFUSED == "||"``.
"""
from enum import StrEnum, nonmember

from cgt.errors import CGTValueError


class _Named(StrEnum):
    """A string enum that prints as its string and refuses other strings with a CGTError."""

    def __repr__(self) -> str:
        return repr(self.value)

    @classmethod
    def _missing_(cls, value):
        names = ", ".join(repr(member.value) for member in cls)
        raise CGTValueError(f"{value!r} is not {cls._what}: one of {names}")


class Outcome(_Named):
    """Who wins G moving second against best play (Winning Ways, vol. 1, ch. 2; Siegel, I.1):
    L (Left wins, G > 0), R (Right wins, G < 0), P (the previous player wins, G = 0), N (the
    next player wins, G || 0)."""

    L = "L"
    R = "R"
    P = "P"
    N = "N"

    _what = nonmember("an outcome class")


class Relation(_Named):
    """The result of comparing G with H: less, equal, greater, or confused (incomparable)."""

    LESS = "<"
    EQUAL = "="
    GREATER = ">"
    CONFUSED = "||"

    _what = nonmember("a relation")


#: The outcome class of G from the relation of G to 0.
OUTCOME_OF = {Relation.GREATER: Outcome.L, Relation.LESS: Outcome.R, Relation.EQUAL: Outcome.P,
              Relation.CONFUSED: Outcome.N}
