"""Remoteness (joins) and suspense numbers (slow joins).

*Winning Ways* vol. 2, ch. 9, "How Remote Is a Horse?", "What If the First Horse to Get Stuck
Wins?" and "Slow Horses Join the Also-Rans"; C. A. B. Smith, *Graphs and composite games* (1966).

With the right tactics a join lasts a definite number of moves, its **remoteness**; the
remoteness of a join is the least of its components' (the join ends when its first component
does). A slow join is played with the opposite tactics (win slowly, lose quickly) and lasts its
**suspense number**, the greatest of its components'. Left's options are judged by their right
remotenesses and Right's by their left ones:

=================  ============================  ===========================
                   normal play                   misère play
=================  ============================  ===========================
remoteness         1 + least even, else          1 + least odd, else
                   1 + greatest odd, else 0      1 + greatest even, else 0
suspense           1 + greatest even, else       1 + greatest odd, else
                   1 + least odd, else 0         1 + least even, else 0
=================  ============================  ===========================

In normal play an even count means the player to move loses; in misère play an odd one does.
These are functions of the literal option lists, never of game values.
"""
from __future__ import annotations
from cgt.compounds._search import evaluate, new_cache
from cgt.compounds.compound import (
    CompoundError,
    Join,
    check_player,
    SlowJoin,
    is_impartial,
    is_stuck_together,
    options_for,
    other,
)
from cgt.numbers.checks import flag, natural, shown
from cgt.position import position_argument
from typing import Any

__all__ = ["remoteness", "suspense", "join_winner"]


def _count_rule(prefer_least, wanted_parity):
    """The option rule: 1 + the least (or greatest) count of the wanted parity, else the other extreme."""

    def rule(counts):
        if not counts:
            return 0
        wanted = [c for c in counts if c % 2 == wanted_parity]
        if wanted:
            return 1 + (min(wanted) if prefer_least else max(wanted))
        return 1 + (max(counts) if prefer_least else min(counts))

    return rule


_RULES = {
    ("remoteness", False): _count_rule(True, 0),
    ("remoteness", True): _count_rule(True, 1),
    ("suspense", False): _count_rule(False, 0),
    ("suspense", True): _count_rule(False, 1),
}
_COMPOUND = {"remoteness": (Join, min), "suspense": (SlowJoin, max)}
_CACHES = {key: new_cache() for key in _RULES}


def _first_player(position, first):
    position_argument(position)
    if first is None:
        if not is_impartial(position):
            raise CompoundError("say who moves first ('L' or 'R'): the position is not impartial")
        return "L"
    if first not in ("L", "R"):
        raise CompoundError(f"first is 'L' or 'R', not {shown(first)}")
    return first


def _count(kind, position, first, misere, by_search):
    misere = flag(misere, "misere flag")
    by_search = flag(by_search, "by_search flag")
    rule = _RULES[kind, misere]
    compound, combine = _COMPOUND[kind]

    def plan(node):
        pos, mover = node
        if not by_search and type(pos) is compound and (kind == "remoteness" or is_stuck_together(pos)):
            return [(p, mover) for p in pos.parts], (lambda counts: combine(counts, default=0))
        return [(o, other(mover)) for o in options_for(pos, mover)], rule

    memo = {} if by_search else _CACHES[kind, misere].memo
    return evaluate((position, _first_player(position, first)), plan, memo)


def remoteness(position: Any, first: str | None = None, misere: bool = False, *, by_search: bool = False) -> int:
    """Smith's remoteness of ``position`` with ``first`` ("L" or "R") to move.

    Normal play: 1 + the least even remoteness of an option, else 1 + the greatest odd one, else 0
    (no option); misère play swaps the parities (WW9, "How Remote Is a Horse?"). For a ``join``
    the value is the least remoteness of its components; ``by_search=True`` ignores that formula
    and searches the compound's own options instead. ``first`` may be omitted for impartial
    positions.
    """
    return _count("remoteness", position, first, misere, by_search)


def suspense(position: Any, first: str | None = None, misere: bool = False, *, by_search: bool = False) -> int:
    """The suspense number of ``position`` with ``first`` ("L" or "R") to move.

    Normal play: 1 + the greatest even suspense of an option, else 1 + the least odd one, else 0;
    misère play swaps the parities (WW9, "Slow Horses Join the Also-Rans"). For a ``slow_join``
    of components that are stuck together (impartial games and pass variants) the value is the
    greatest suspense of its components; other slow joins, and any compound with
    ``by_search=True``, are searched through their own options.
    """
    return _count("suspense", position, first, misere, by_search)


def join_winner(count: int, first: str, misere: bool = False) -> str:
    """Who wins a join or slow join that lasts ``count`` moves with ``first`` to move.

    The player left without a move after ``count`` moves loses in normal play and wins in misère.
    """
    count = natural(count, "count of moves", CompoundError)
    check_player(first)
    misere = flag(misere, "misere flag")
    stuck = first if count % 2 == 0 else other(first)
    return stuck if misere else other(stuck)
