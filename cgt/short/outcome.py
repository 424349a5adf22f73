"""Outcome classes and the results of comparing two games (defined in ``cgt.lattice``, the
one ``Outcome`` type of every level).

Both are string enums, so they compare equal to the strings used in the literature and in
earlier versions of cgt: ``Outcome.N == "N"`` and ``Relation.CONFUSED == "||"``.
"""
from cgt.lattice import Outcome, Relation

__all__ = ["OUTCOME_OF", "Outcome", "Relation"]

#: The outcome class of G from the relation of G to 0.
OUTCOME_OF = {Relation.GREATER: Outcome.L, Relation.LESS: Outcome.R, Relation.EQUAL: Outcome.P,
              Relation.CONFUSED: Outcome.N}
