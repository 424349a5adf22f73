"""Extended take-and-break codes, as CGSuite writes them, and the moves they allow.

A plain code ``d0.d1d2…`` says by the bits of d_k into how many heaps a heap may be left after
k beans are removed (bit 2^j: j heaps; Winning Ways, vol. 1, ch. 4). CGSuite's ``TakeAndBreak``
extends the notation in four ways, each kept here:

* **More digits.** A digit is one of the 32 characters ``0-9`` and ``a-v`` (or ``A-V``), so
  bit 16 allows leaving four heaps: ``0.v`` may leave 0 to 4 heaps after taking one bean.
* **Conditions on the parts**, a mark after a digit about the heaps a split into two or more
  leaves: ``!`` all different, ``?`` not all equal, ``=`` all equal. ``4!.0`` splits a heap
  into two unequal heaps (Grundy's game); ``0.3F!`` takes one bean and leaves at most three
  heaps, all different.
* **Repeating digits** in brackets at the end repeat for ever: ``0.[3]`` takes any number of
  beans (Nim), ``0.3[1]`` takes one bean or a whole heap of any size.
* **Digits before the point** are for adding beans: in ``d_{-k}…d_{-1}d_0.d_1…`` the digit
  d_{-k} says how a heap may be left after k beans are *added*. ``80.0`` adds a bean and splits
  into three heaps. So that play ends, adding k beans must leave at least k + 2 heaps, and d0
  at least two; other bits are refused.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from cgt.impartial.heap_game import HeapGameError
from cgt.numbers.checks import shown

__all__ = ["CodeRule", "parse_extended_code"]

DIGITS = "0123456789abcdefghijklmnopqrstuv"
_DIGIT = r"[0-9a-vA-V][!?=]?"
_CODE = re.compile(rf"((?:{_DIGIT})*)\.(?:((?:{_DIGIT})+)|((?:{_DIGIT})*)\[((?:{_DIGIT})+)\])")
_ONE = re.compile(_DIGIT)

#: A digit: the bit mask of the numbers of heaps it allows, and its condition ("", "!", "?", "=").
Digit = tuple[int, str]


def _digits(text: str) -> tuple[Digit, ...]:
    """The digits of ``text``; a condition is kept only where a digit allows two or more heaps."""
    out = []
    for d in _ONE.findall(text):
        mask = DIGITS.index(d[0].lower())
        out.append((mask, d[1:] if mask >= 4 else ""))
    return tuple(out)


def _spelled(digits: tuple[Digit, ...]) -> str:
    return "".join(DIGITS[mask] + mark for mask, mark in digits)


class CodeRule:
    """The moves of an extended take-and-break code (see the module): ``added`` are the digits
    d_{-1}, d_{-2}, …, ``digits`` are d_0, d_1, …, and the last ``period`` of them repeat."""

    def __init__(self, added: tuple[Digit, ...], digits: tuple[Digit, ...], period: int) -> None:
        self.added, self.digits, self.period = added, digits, period

    def digit(self, k: int) -> Digit:
        """The digit for removing k beans (adding -k if k < 0)."""
        if k < 0:
            return self.added[-k - 1] if -k - 1 < len(self.added) else (0, "")
        if k < len(self.digits):
            return self.digits[k]
        if self.period:
            start = len(self.digits) - self.period
            return self.digits[start + (k - start) % self.period]
        return (0, "")

    @property
    def code(self) -> str:
        """The code in its normal spelling."""
        head = _spelled(tuple(reversed(self.added)) + self.digits[:1])
        start = len(self.digits) - self.period
        body = _spelled(self.digits[1:start])
        tail = f"[{_spelled(self.digits[start:])}]" if self.period else ""
        return f"{head}.{body or ('' if tail else '0')}{tail}"

    def moves(self, n: int) -> list[tuple[int, ...]]:
        """The moves from a heap of n, each the sorted tuple of the heaps it leaves."""
        out: list[tuple[int, ...]] = []
        last = n if self.period else min(n, len(self.digits) - 1)
        for k in range(-len(self.added), last + 1):
            mask, mark = self.digit(k)
            left = n - k
            for count in range(mask.bit_length()):
                if mask >> count & 1:
                    out.extend(_parts(left, count, mark))
        return out

    def has_move(self, n: int) -> bool:
        return bool(self.moves(n))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CodeRule) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple:
        return (self.added, self.digits, self.period)


def _parts(total: int, count: int, mark: str) -> Iterator[tuple[int, ...]]:
    """The ways to leave ``total`` beans as ``count`` non-empty heaps (in increasing order),
    under the condition ``mark``."""
    if count == 0:
        if total == 0:
            yield ()
        return
    if count == 1 or mark == "=":
        if total >= count and total % count == 0:
            yield (total // count,) * count
        return
    for parts in _increasing(total, count, 1, mark == "!"):
        if mark != "?" or parts[0] != parts[-1]:
            yield parts


def _increasing(total: int, count: int, least: int, strict: bool) -> Iterator[tuple[int, ...]]:
    if count == 1:
        if total >= least:
            yield (total,)
        return
    step = 1 if strict else 0
    first = least
    # the rest must hold at least count - 1 parts of first (+1, +2, ... when strict)
    while first * count + step * count * (count - 1) // 2 <= total:
        for rest in _increasing(total - first, count - 1, first + step, strict):
            yield (first,) + rest
        first += 1


def parse_extended_code(code: str) -> CodeRule:
    """The rule of a take-and-break code in CGSuite's extended notation (see the module)."""
    if not isinstance(code, str):
        raise HeapGameError(f"a take-and-break code is a string like '0.77', not {shown(code)}")
    match = _CODE.fullmatch(code.strip().replace("·", "."))
    if match is None:
        raise HeapGameError(
            f"{shown(code)} is not a take-and-break code: digits 0-9 and a-v, each perhaps "
            "marked ! (parts all different), ? (not all equal) or = (all equal), a point, and "
            "perhaps repeating digits in brackets at the end, like '0.77', '4!.0', '0.3F!', "
            "'0.[3]' or '80.0'")
    before = _digits(match[1] or "0")
    digits = before[-1:] + _digits(match[2] or match[3])
    repeating = _digits(match[4] or "")
    added = tuple(reversed(before[:-1]))
    for k, (mask, _) in enumerate((digits[0],) + added):
        if mask & ((1 << (k + 2)) - 1):
            what = "removing nothing" if k == 0 else f"adding {k} bean{'s' * (k > 1)}"
            raise HeapGameError(
                f"{shown(code)}: after {what} a heap must be split into at least {k + 2} heaps "
                f"(so that every heap left is smaller), so its digit may not allow fewer")
    while added and not added[-1][0]:
        added = added[:-1]
    if not any(mask for mask, _ in repeating):
        repeating = ()
    if not repeating:
        while len(digits) > 1 and not digits[-1][0]:
            digits = digits[:-1]
    return CodeRule(added, digits + repeating, len(repeating))
