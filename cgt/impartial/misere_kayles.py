"""Sibert's complete strategy for misère Kayles (Winning Ways vol. 2, ch. 13, Table 6).

A Kayles position is a multiset of row lengths.  In misère play (the last player to move
loses) its outcome differs from the normal-play outcome only for the *frisky* positions,
whose rows all have a *risky* length 1, 4, 5, 9, 12, 17, 20 or 25.  Writing E(S) / D(S) for an
even / odd number of rows with lengths in S (a bare length for exactly one such row, and no
rows of other lengths), the frisky positions are exactly

* normal P, misère N: E(5)·E(4,1); E(17,12,9)·E(20,4,1); 25·E(17,12,9)·D(20,4,1);
* normal N, misère P: D(5)·D(4,1); E(5)·D(4,1); D(9)·E(4,1); 12·E(4,1);
  E(17,12,9)·D(20,4,1); 25·D(9)·D(4,1).

To win, play as in normal Kayles but never move to a position that is normal P and misère N
(Winning Ways, vol. 2, ch. 13, "Misère Kayles" and Table 6).
"""
from __future__ import annotations
from collections import Counter

from cgt.impartial.take_and_break import TakeAndBreak
from cgt.numbers.checks import items, natural
from typing import Any

__all__ = ["misere_kayles_outcome", "misere_kayles_winning_moves"]

RISKY = frozenset({1, 4, 5, 9, 12, 17, 20, 25})
_KAYLES = TakeAndBreak("0.77")


def _rows(rows):
    rows = (natural(r, "length of a Kayles row") for r in items(rows, "rows"))
    return tuple(sorted(r for r in rows if r))


def _normal_p(rows):
    return not rows or _KAYLES.nim_value(*rows) == 0


def _matches(counts, exactly_one, even, odd):
    """Whether the rows are: one row of each length in ``exactly_one``, an even number with
    lengths in each set of ``even``, an odd number in each set of ``odd``, and nothing else."""
    allowed = set(exactly_one).union(*even, *odd)
    if any(length not in allowed for length in counts):
        return False
    if any(counts[length] != 1 for length in exactly_one):
        return False
    def rows_in(lengths):
        return sum(counts[length] for length in lengths)

    return all(rows_in(s) % 2 == 0 for s in even) and all(rows_in(s) % 2 == 1 for s in odd)


_P_TO_N = [  # normal P, misère N
    ((), ({5}, {4, 1}), ()),
    ((), ({17, 12, 9}, {20, 4, 1}), ()),
    ((25,), ({17, 12, 9},), ({20, 4, 1},)),
]
_N_TO_P = [  # normal N, misère P
    ((), (), ({5}, {4, 1})),
    ((), ({5},), ({4, 1},)),
    ((), ({4, 1},), ({9},)),
    ((12,), ({4, 1},), ()),
    ((), ({17, 12, 9},), ({20, 4, 1},)),
    ((25,), (), ({9}, {4, 1})),
]


def is_frisky(rows: Any) -> bool:
    """Whether the misère outcome of the Kayles position differs from its normal outcome."""
    rows = _rows(rows)
    if any(r not in RISKY for r in rows):
        return False
    counts = Counter(rows)
    forms = _P_TO_N if _normal_p(rows) else _N_TO_P
    return any(_matches(counts, *form) for form in forms)


def misere_kayles_outcome(rows: Any) -> str:
    """``"P"`` or ``"N"``: the misère outcome of the Kayles rows ``rows``."""
    rows = _rows(rows)
    return "P" if _normal_p(rows) != is_frisky(rows) else "N"


def misere_kayles_winning_moves(rows: Any) -> list:
    """Every move to a misère P-position, as sorted tuples of the rows left."""
    rows = _rows(rows)
    found = set()
    for i, row in enumerate(rows):
        if i and rows[i - 1] == row:
            continue
        rest = rows[:i] + rows[i + 1:]
        for parts in _KAYLES.moves(row):
            after = _rows(rest + parts)
            if misere_kayles_outcome(after) == "P":
                found.add(after)
    return sorted(found)
