"""Take-and-break games given by octal and hexadecimal codes, and Grundy's game.

A code ``d0.d1d2d3...`` of hexadecimal digits says, for each k ≥ 1, how a move may remove
exactly k beans from one heap: bit 1 of d_k allows it when the heap had exactly k beans,
bit 2 when the remainder stays as one heap, bit 4 when it is split into two non-empty heaps,
bit 8 when into three.  d0 (bits 4 and 8) allows splitting a heap without removing anything.
Kayles is ``0.77``, Dawson's Kayles ``0.07``, Dawson's Chess ``0.137``, Treblecross
``0.007``.  Sources: Winning Ways, vol. 1, ch. 4; Leff, ch. 4, Table 4; Siegel, *CGT*,
ch. IV.  CGSuite's extended codes (``4!.0``, ``0.3F!``, ``0.[3]``, ``80.0``; see
``cgt.impartial.code_rules``) give an :class:`ExtendedTakeAndBreak`, valued by the mex over its
moves.
"""
from __future__ import annotations
import re

import numpy as np

from cgt.impartial.code_rules import CodeRule, parse_extended_code
from cgt.impartial.heap_game import (BYTES_PER_HEAP, BYTES_PER_MOVE, DEFAULT_MAX_HEAP,
                                     HeapGame, HeapGameError)
from cgt.numbers.checks import flag, shown
from cgt.numbers.nim import _natural
from cgt.resources import check_memory
from cgt.impartial.sequence import GrundySequence, SplitRule
from typing import Any

__all__ = ["TakeAndBreak", "GrundysGame"]

_CODE = re.compile(r"([0-9a-fA-F]?)\.([0-9a-fA-F]+)")
_NAMES = {
    "0.77": "Kayles",
    "0.07": "Dawson's Kayles",
    "0.137": "Dawson's Chess",
    "0.007": "Treblecross",
    "0.6": "Officers",
    "0.15": "Guiles",
    "0.52": "Jelly Beans",
    "0.56": "Lemon Drops",
    "0.31": "Stalking",
    "0.73": "Adders",
    "0.7777": "Double Kayles",
}


def parse_code(code: str) -> tuple:
    """The digits (d0, d1, ..., dt) of a take-and-break code such as ``"0.77"`` or ``".137"``.

    ``·`` may stand for the point, as in the book's ``·77``.  Trailing zeros are dropped.
    """
    if not isinstance(code, str):
        raise HeapGameError(f"a take-and-break code is a string like '0.77', not {shown(code)}")
    match = _CODE.fullmatch(code.strip().replace("·", "."))
    if match is None:
        raise HeapGameError(
            f"a take-and-break code is an optional hexadecimal digit, a point and "
            f"hexadecimal digits, like '0.77', '.137' or '4.7'; not {shown(code)}"
        )
    digits = [int(c, 16) for c in (match[1] or "0") + match[2]]
    if digits[0] & 3:
        raise HeapGameError(
            f"{shown(code)}: the digit before the point may only split heaps (bits 4 and 8), "
            "since removing no beans and leaving the heap whole or empty is no move"
        )
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return tuple(digits)


def rule_of_digits(digits: Any) -> SplitRule:
    """The :class:`SplitRule` of the code with these digits."""
    def removals(bit):
        return tuple(k for k, d in enumerate(digits) if d & bit)

    return SplitRule(whole=removals(1), single=removals(2), double=removals(4),
                     triple=removals(8))


class _SplitGame(HeapGame):
    """A heap game described by a :class:`SplitRule`, computed by :class:`GrundySequence`."""

    def __init__(self, rule, sparse=True):
        self.rule = rule
        self._sequence = GrundySequence(rule, sparse=flag(sparse, "sparse flag"))

    def _values(self):
        return self._sequence.values[: len(self._sequence)]

    def _compute(self, length, progress):
        self._sequence.extend(length, progress)

    def _bytes_per_heap(self):
        return self._sequence.bytes_per_heap + 8  # and the int64 array nim_values returns

    def moves(self, n):
        """The moves from a heap of n, each the sorted tuple of heaps it leaves."""
        n = _natural(n, "heap size")
        check_memory(BYTES_PER_MOVE * self.rule.count_bound(n),
                     f"the moves from a heap of {shown(n)} of {shown(self)}")
        return self.rule.moves(n)

    def _has_move(self, n):
        return self.rule.has_move(n)


class TakeAndBreak(_SplitGame):
    """The take-and-break game of an octal or hexadecimal code, e.g. ``TakeAndBreak("0.77")``.

    ``sparse=False`` computes every value by the direct method (for cross-checks).  A code in
    CGSuite's extended notation gives an :class:`ExtendedTakeAndBreak`.
    """

    def __new__(cls, code: str = "0.0", sparse: bool = True) -> TakeAndBreak:
        if cls is TakeAndBreak and isinstance(code, str) and _CODE.fullmatch(
                code.strip().replace("·", ".")) is None:
            return super().__new__(ExtendedTakeAndBreak)
        return super().__new__(cls)

    def __init__(self, code: str, sparse: bool = True) -> None:
        self.digits = parse_code(code)
        super().__init__(rule_of_digits(self.digits), sparse)

    @property
    def code(self) -> str:
        """The code in its normal spelling, ``d0.d1d2...``."""
        return "%x.%s" % (self.digits[0], "".join("%x" % d for d in self.digits[1:]) or "0")

    @property
    def name(self) -> Any:
        """The game's usual name, if it has one."""
        return _NAMES.get(self.code)

    @property
    def _arithmetic(self):
        # Only hexadecimal codes (a move leaving three heaps) can be arithmetic-periodic
        # while the code is finite.
        return bool(self.rule.triple)

    @property
    def default_max_heap(self) -> int:
        # Three-part splits are computed directly, at a cost quadratic in the heap.
        return 1024 if self.rule.triple else DEFAULT_MAX_HEAP

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TakeAndBreak) and self.digits == other.digits

    def __hash__(self) -> int:
        return hash(("TakeAndBreak", self.digits))

    def __repr__(self) -> str:
        return f"TakeAndBreak({self.code!r})"

    def _prover(self, values, period, preperiod, saltus):
        """The periodicity theorem for finite take-and-break codes (WW ch. 4; Siegel, *CGT*, ch. IV).

        With code length t and at most K heaps left by a move: if G(n + p) = G(n) for all
        n with n0 ≤ n < K·n0 + (K−1)·p + t, then for all n ≥ n0 (n0 ≥ 1).  By induction
        on n beyond that range: an option of heap n + p removes j ≤ t beans and splits the
        rest into at most K parts, the largest b ≥ (n + p − t)/K ≥ n0 + p; replacing b by
        b − p ≥ n0 gives an option of heap n with the same value, and conversely b ≥ n0
        becomes b + p.  Since n > t neither heap can be taken whole.  For n0 = 0 the
        statement is false (0.4), so the check starts at n0 = 1 and G(p) = G(0) is part
        of the data the caller has verified.
        """
        if saltus:
            return False
        k, t = self.rule.most_parts(), self.rule.largest_move()
        start = max(preperiod, 1)
        return len(values) >= k * start + (k - 1) * period + t + period


class GrundysGame(_SplitGame):
    """Grundy's game: split one heap into two heaps of different sizes (Winning Ways ch. 4).

    G(n) = mex{G(a) ⊕ G(n − a) : 1 ≤ a < n/2}.  Whether the sequence is ultimately
    periodic is unknown, and the octal periodicity theorem does not apply (turning b into
    b ± p may make the two parts equal): :meth:`periodicity` returns ``None`` at once, and
    with ``proved_only=False`` it looks for an observed period.
    """

    _provable = False

    def __init__(self, sparse: bool = True) -> None:
        super().__init__(SplitRule(double=(0,), unequal=True), sparse)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GrundysGame)

    def __hash__(self) -> int:
        return hash("GrundysGame")

    def __repr__(self) -> str:
        return "GrundysGame()"


class ExtendedTakeAndBreak(TakeAndBreak):
    """A take-and-break game of a code in CGSuite's extended notation (``4!.0``, ``0.3F!``,
    ``0.[3]``, ``80.0``; see ``cgt.impartial.code_rules``), valued by the mex over the moves
    of each heap in turn.  ``TakeAndBreak(code)`` gives one for such a code.

    >>> TakeAndBreak("4!.0").nim_values(8).tolist()   # Grundy's game
    [0, 0, 0, 1, 0, 2, 1, 0, 2]
    """

    _provable = False  # conditions on the parts void the periodicity theorem (see GrundysGame)
    _arithmetic = False

    def __init__(self, code: str, sparse: bool = True) -> None:
        flag(sparse, "sparse flag")  # every value is computed directly
        self.rule: CodeRule = parse_extended_code(code)
        self.digits = self.rule  # type: ignore[assignment]
        self._list = [0]

    def _values(self):
        return np.array(self._list, dtype=np.int64)

    def _bytes_per_heap(self):
        return BYTES_PER_HEAP

    def _compute(self, length, progress):
        values = self._list
        while len(values) < length:
            found = set()
            for parts in self.rule.moves(len(values)):
                total = 0
                for part in parts:
                    total ^= values[part]
                found.add(total)
            value = 0
            while value in found:
                value += 1
            values.append(value)
            if progress:
                progress(len(values), length)

    def moves(self, n: int) -> list[tuple[int, ...]]:
        """The moves from a heap of n, each the sorted tuple of heaps it leaves."""
        return self.rule.moves(_natural(n, "heap size"))

    def _has_move(self, n):
        return self.rule.has_move(n)

    @property
    def code(self) -> str:
        return self.rule.code

    @property
    def default_max_heap(self) -> int:
        return 1024

    def _prover(self, values, period, preperiod, saltus):
        return False
