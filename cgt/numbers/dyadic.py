"""Dyadic rationals m/2^k: the numbers of short games, held as two integers.

A short game that is a number equals a dyadic rational (Conway, *On Numbers and Games*, ch. 3;
Siegel, *Combinatorial Game Theory*, II.3). ``Dyadic`` keeps the numerator and the exponent of
the power of two in lowest terms, so sums, comparisons and halving are integer operations and
no size of number builds anything larger than its two integers.
"""
from __future__ import annotations

import decimal
import math
import re
from fractions import Fraction

from cgt.errors import CGTTypeError, NotShortError
from cgt.lattice import DyadicLevel
from typing import Any


class Dyadic(DyadicLevel):
    """The exact number ``num / 2**exp`` in lowest terms (``num`` odd unless ``exp == 0``).

    Immutable: ``num`` and ``exp`` are read-only.
    """

    __slots__ = ("num", "exp")

    def __new__(cls, num: int = 0, exp: int = 0) -> Dyadic:
        if exp < 0:
            num, exp = num << -exp, 0
        if not num:
            exp = 0
        elif exp and not num & 1:
            shift = min(exp, (num & -num).bit_length() - 1)
            num >>= shift
            exp -= shift
        return _raw(num, exp)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Dyadic is immutable: cannot set {name!r}")

    __delattr__ = __setattr__

    def __reduce__(self) -> tuple:
        return (Dyadic, (self.num, self.exp))

    # -- conversions -------------------------------------------------------------------------

    @classmethod
    def of(cls, value: Any) -> Dyadic:
        """The dyadic equal to ``value``: an int, Dyadic, Fraction, sympy Rational or a string.

        A rational whose denominator is not a power of two raises ``NotShortError``.
        """
        if isinstance(value, Dyadic):
            return value
        if isinstance(value, bool):
            raise CGTTypeError(f"a bool is not a number of a game: {value!r}")
        if isinstance(value, int):
            return cls._raw(value, 0)
        if isinstance(value, str):
            num, den = _text_fraction(value)
        else:
            num, den = _numerator_denominator(value)
        if den <= 0 or den & (den - 1):
            raise NotShortError(
                f"{num}/{den} is not a dyadic rational: short games are numbers m/2^k only "
                f"(the surreal number is surreal('{num}/{den}'))")
        return cls(num, den.bit_length() - 1)

    def to_fraction(self) -> Fraction:
        return Fraction(self.num, 1 << self.exp)

    def to_sympy(self) -> Any:  # -> sympy.Rational
        """The value as a ``sympy.Rational`` (sympy is loaded on first use)."""
        import sympy

        return sympy.Rational(self.num, 1 << self.exp)

    @property
    def denominator(self) -> int:
        return 1 << self.exp

    def is_integer(self) -> bool:
        return self.exp == 0

    # -- arithmetic --------------------------------------------------------------------------

    def __add__(self, other: Dyadic | int) -> Dyadic:
        if other.__class__ is Dyadic and not self.exp and not other.exp:
            return _raw(self.num + other.num, 0)
        if not isinstance(other, Dyadic):
            if isinstance(other, int):
                return _raw(self.num + (other << self.exp), self.exp)
            return NotImplemented
        a, b = self.exp, other.exp
        if a == b:
            if a == 0:
                return _raw(self.num + other.num, 0)
            return Dyadic(self.num + other.num, a)
        if a > b:
            return _raw(self.num + (other.num << (a - b)), a)
        return _raw((self.num << (b - a)) + other.num, b)

    __radd__ = __add__

    def __neg__(self) -> Dyadic:
        return _raw(-self.num, self.exp)

    def __sub__(self, other: Dyadic | int) -> Dyadic:
        if isinstance(other, int):
            other = _raw(other, 0)
        elif not isinstance(other, Dyadic):
            return NotImplemented
        return self + (-other)

    def __rsub__(self, other: Dyadic | int) -> Dyadic:
        return (-self) + other

    def __mul__(self, other: Dyadic | int) -> Dyadic:
        if isinstance(other, int):
            return Dyadic(self.num * other, self.exp)
        if isinstance(other, Dyadic):
            return Dyadic(self.num * other.num, self.exp + other.exp)
        return NotImplemented

    __rmul__ = __mul__

    def half(self) -> Dyadic:
        return Dyadic(self.num, self.exp + 1)

    def floor(self) -> int:
        return self.num >> self.exp

    def ceil(self) -> int:
        return -((-self.num) >> self.exp)

    def __abs__(self) -> Dyadic:
        return self if self.num >= 0 else -self

    def sign(self) -> int:
        return (self.num > 0) - (self.num < 0)

    # -- order -------------------------------------------------------------------------------

    def _cmp(self, other):
        if isinstance(other, int):
            other = _raw(other, 0)
        a, b = self.exp, other.exp
        if a == b:
            x, y = self.num, other.num
        elif a > b:
            x, y = self.num, other.num << (a - b)
        else:
            x, y = self.num << (b - a), other.num
        return (x > y) - (x < y)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Dyadic):
            return self.num == other.num and self.exp == other.exp
        if isinstance(other, int):
            return self.exp == 0 and self.num == other
        if isinstance(other, Fraction):
            return self.to_fraction() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.num) if self.exp == 0 else hash(self.to_fraction())

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, (Dyadic, int)):
            return NotImplemented
        return self._cmp(other) < 0

    def __le__(self, other: object) -> bool:
        if not isinstance(other, (Dyadic, int)):
            return NotImplemented
        return self._cmp(other) <= 0

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, (Dyadic, int)):
            return NotImplemented
        return self._cmp(other) > 0

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, (Dyadic, int)):
            return NotImplemented
        return self._cmp(other) >= 0

    def __bool__(self) -> bool:
        return self.num != 0

    def __repr__(self) -> str:
        return f"Dyadic({self})"

    def __str__(self) -> str:
        if self.exp == 0:
            return int_to_text(self.num)
        return f"{int_to_text(self.num)}/{denominator_text(self.exp)}"


# Python refuses int <-> str conversions beyond a few thousand digits (a guard against its
# quadratic algorithms); a game may hold any integer, so long ones are converted here by divide
# and conquer, without touching that interpreter-wide limit.
_SHORT_BITS = 8000       # str() and int() stay well within Python's limit below this size
_SHORT_DIGITS = 2000
_DECIMAL = decimal.Context(prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN,
                           traps=[decimal.Inexact, decimal.Rounded])


def int_to_text(n: int) -> str:
    """The decimal text of any int, however long, in time below quadratic.

    A long n is split as ``high * 2**k + low``; both halves are converted to ``decimal.Decimal``
    and recombined there, where multiplying long numbers is fast (number-theoretic transforms),
    so the only base conversions are of short pieces.
    """
    if n < 0:
        return "-" + int_to_text(-n)
    if n.bit_length() <= _SHORT_BITS:
        return str(n)
    return _DECIMAL.to_eng_string(_to_decimal(n, n.bit_length(), {}))


def _to_decimal(n, bits, powers):
    """``n`` (below ``2**bits``) as an exact Decimal; ``powers`` caches ``2**k`` as Decimals."""
    if bits <= _SHORT_BITS:
        return decimal.Decimal(str(n))
    half = bits // 2
    high = n >> half
    low = n - (high << half)
    return _DECIMAL.add(_DECIMAL.multiply(_to_decimal(high, bits - half, powers),
                                          _power_of_two(half, powers)),
                        _to_decimal(low, half, powers))


def _power_of_two(k, powers):
    """``2**k`` as an exact Decimal, from the halves of k (cached in ``powers``)."""
    found = powers.get(k)
    if found is None:
        if k <= _SHORT_BITS:
            found = decimal.Decimal(str(1 << k))
        else:
            half = _power_of_two(k // 2, powers)
            found = _DECIMAL.multiply(half, half)
            if k & 1:
                found = _DECIMAL.multiply(found, 2)
        powers[k] = found
    return found


def text_to_int(digits: str) -> int:
    """The int written by a string of ASCII decimal digits, however long, in time below
    quadratic: the two halves are read separately and joined by one multiplication by a power
    of ten."""
    if len(digits) <= _SHORT_DIGITS:
        return int(digits)
    return _from_digits(digits, 0, len(digits), {})


def _from_digits(digits, start, stop, powers):
    if stop - start <= _SHORT_DIGITS:
        return int(digits[start:stop])
    half = (stop - start) // 2
    middle = stop - half
    return (_from_digits(digits, start, middle, powers) * _power_of_ten(half, powers)
            + _from_digits(digits, middle, stop, powers))


def _power_of_ten(k, powers):
    found = powers.get(k)
    if found is None:
        found = powers[k] = 10 ** k
    return found


def denominator_text(exp: int) -> str:
    """2**exp as text: decimal while short, else in the ``2**k`` form the notation reads."""
    return str(1 << exp) if exp <= 64 else f"2**{int_to_text(exp)}"


_new = object.__new__
_set_num = Dyadic.num.__set__
_set_exp = Dyadic.exp.__set__


def _raw(num, exp):
    """The Dyadic num / 2**exp for a pair already in lowest terms."""
    d = _new(Dyadic)
    _set_num(d, num)
    _set_exp(d, exp)
    return d


Dyadic._raw = staticmethod(_raw)


def less(a: Dyadic, b: Dyadic) -> bool:
    """a < b for two ``Dyadic``s, without the operator machinery (for hot loops)."""
    ea, eb = a.exp, b.exp
    if ea == eb:
        return a.num < b.num
    if ea > eb:
        return a.num < b.num << (ea - eb)
    return a.num << (eb - ea) < b.num


ZERO = _raw(0, 0)
ONE = _raw(1, 0)


_NUMBER_TEXT = re.compile(r"\s*([+-]?)\s*(\d+)(?:\.(\d*))?(?:\s*/\s*(\d+))?\s*")


def _text_fraction(text):
    """(numerator, denominator) of a number written as text: an integer, a fraction ``3/8`` or a
    decimal ``0.375``, with digits only (no exponent notation, which could ask for a number
    too long to write down)."""
    match = _NUMBER_TEXT.fullmatch(text)
    if match is None:
        raise NotShortError(f"{text!r} is not a number: write an integer, a fraction such as "
                            f"'3/8' or a decimal such as '0.375'")
    sign, whole, decimals, den = match.groups()
    decimals = decimals or ""
    num = text_to_int(whole + decimals) if whole or decimals else 0
    den = text_to_int(den) * 10 ** len(decimals) if den else 10 ** len(decimals)
    if den == 0:
        raise NotShortError(f"{text!r} divides by zero")
    g = math.gcd(num, den)
    return (-num if sign == "-" else num) // g, den // g


def _numerator_denominator(value):
    num = getattr(value, "numerator", None)
    den = getattr(value, "denominator", None)
    if num is None or den is None:
        # sympy's Rational exposes p and q; anything else is not a number we accept.
        num, den = getattr(value, "p", None), getattr(value, "q", None)
        if num is None:
            raise CGTTypeError(f"cannot use {type(value).__name__} {value!r} as a number of a "
                               f"game: give an int, a Fraction, a sympy Rational or text")
    if callable(num):
        num, den = num(), den()
    return int(num), int(den)


def simplest_between(low: Dyadic | None, high: Dyadic | None, low_closed: bool = False,
                     high_closed: bool = False) -> Dyadic:
    """The simplest dyadic in the interval from ``low`` to ``high`` (``None`` = unbounded).

    Simplest means smallest birthday: the simplicity rule of Conway, *ONAG*, ch. 2 (Siegel,
    *CGT*, II.3). Ends are open unless ``low_closed``/``high_closed``. Raises ``ValueError`` for
    an empty interval.
    """
    def above_low(x):
        return low is None or (x >= low if low_closed else x > low)

    def below_high(x):
        return high is None or (x <= high if high_closed else x < high)

    if low is not None and high is not None:
        c = low._cmp(high)
        if c > 0 or (c == 0 and not (low_closed and high_closed)):
            raise ValueError("empty interval")
    if above_low(ZERO) and below_high(ZERO):
        return ZERO
    if low is not None and low >= 0:
        return _least_simplest(low, low_closed, below_high)
    # The interval lies in the negatives: mirror it.
    return -_least_simplest(-high, high_closed, lambda x: low is None or (-x >= low if low_closed else -x > low))


def _least_simplest(low, low_closed, below_high):
    """Simplest number above ``low`` (>= 0) that satisfies ``below_high``."""
    n = low.ceil() if low_closed else low.floor() + 1
    if below_high(Dyadic._raw(n, 0)):
        return Dyadic._raw(n, 0)
    # No integer fits, so the interval lies within (floor, floor + 1]: refine the denominator.
    k = 1
    while True:
        q, r = divmod(low.num << k, 1 << low.exp)
        m = q + (r != 0) if low_closed else q + 1
        x = Dyadic(m, k)
        if below_high(x):
            return x
        k += 1
