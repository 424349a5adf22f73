"""Impartial games with entailing and complimenting moves (*Winning Ways* vol. 2, ch. 12).

A component's worth is a set of nim-values (``ValueSet``), finite or cofinite, sunny (all
numbers) or loony (none); ``value_set`` computes it, ``entailing_outcome`` and ``good_moves``
play sums. The rulesets of the chapter (Top Entails, Nim with entailing reductions, Goldbach's
Nim, All Square, Wyt Queens with trains, Prim and Dim with tails) are in
``cgt.impartial.entailing.games``. See
``docs/loopy-impartial.md``.
"""
from cgt.impartial.entailing.engine import (Move, entailing_outcome, good_moves, move, moves_of,
                                            rally_wins, value_set)
from cgt.impartial.entailing.value_set import ValueSet

__all__ = ["Move", "ValueSet", "entailing_outcome", "good_moves", "move", "moves_of",
           "rally_wins", "value_set"]
