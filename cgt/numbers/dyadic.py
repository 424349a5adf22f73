"""Dyadic rationals m/2^k: the numbers of short games, held as two integers.

A short game that is a number equals a dyadic rational (Conway, *On Numbers and Games*, ch. 3;
Siegel, *Combinatorial Game Theory*, II.3). ``Dyadic`` keeps the numerator and the exponent of
the power of two in lowest terms, so sums, comparisons and halving are integer operations and
no size of number builds anything larger than its two integers.
"""
from __future__ import annotations

import decimal
import math
import numbers
import operator
import re
import sys
from fractions import Fraction

from typing import Any, Callable, ClassVar

from cgt.errors import CGTTypeError, NotShortError
from cgt.lattice import DyadicLevel


__all__ = ["Dyadic", "less", "simplest_between"]


class Dyadic(DyadicLevel):
    """The exact number ``num / 2**exp`` in lowest terms (``num`` odd unless ``exp == 0``).

    It is the number type of the short-game interface too: stops, means, temperatures and the
    points of thermographs come back as ``Dyadic``. It is a ``numbers.Rational`` (registered as
    one), with ``numerator``, ``denominator``, ``int``, ``float``, ``round``, ``math.floor`` and
    ``math.ceil`` as for ``fractions.Fraction``, and ``operator.index`` for an integer. It
    equals and orders exactly against ints, Fractions, floats and sympy numbers, and hashes like
    the ``Fraction`` of its value, so equal ints, Fractions and Dyadics are one key of a dict.
    Arithmetic with ints, Fractions and Dyadics is exact: the result is a ``Dyadic`` when it is
    dyadic and a ``Fraction`` otherwise; with a float it is a float, as for ``Fraction``. sympy
    accepts it (``_sympy_``), so an operation with a sympy number gives a sympy number.

    Immutable: ``num`` and ``exp`` are read-only. ``repr`` is ``str`` (``3/8``), as sympy's
    numbers print: read back by Python that text is the float 0.375, which equals
    ``Dyadic(3, 3)`` and hashes alike.

    >>> Dyadic(3, 3)
    3/8
    >>> Dyadic(3, 3) + Fraction(1, 8), Dyadic(1) / 3, eval(repr(Dyadic(3, 3))) == Dyadic(3, 3)
    (1/2, Fraction(1, 3), True)
    """

    __slots__ = ("num", "exp")
    num: int
    exp: int
    # Builds a Dyadic from a pair already in lowest terms (set below the class).
    _raw: ClassVar[Callable[[int, int], Dyadic]]

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

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Dyadic is immutable: cannot delete {name!r}")

    def __reduce__(self) -> tuple[type[Dyadic], tuple[int, int]]:
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
            return _raw(value, 0)
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

    def _sympy_(self) -> Any:  # -> sympy.Rational
        """The value as a ``sympy.Rational`` (sympy is loaded on first use)."""
        import sympy

        return sympy.Rational(self.num, 1 << self.exp)

    to_sympy = _sympy_

    @property
    def numerator(self) -> int:
        return self.num

    @property
    def denominator(self) -> int:
        return 1 << self.exp

    @property
    def real(self) -> Dyadic:
        return self

    @property
    def imag(self) -> int:
        return 0

    def conjugate(self) -> Dyadic:
        return self

    def is_integer(self) -> bool:
        return self.exp == 0

    def __int__(self) -> int:
        return self.num >> self.exp if self.num >= 0 else -(-self.num >> self.exp)

    __trunc__ = __int__

    def __index__(self) -> int:
        """The int of an integer; ``TypeError`` otherwise, as for any number that is not one."""
        if self.exp:
            raise TypeError(f"{self} is not an integer")
        return self.num

    def __float__(self) -> float:
        return self.num / (1 << self.exp) if self.exp else float(self.num)

    def __complex__(self) -> complex:
        return complex(float(self))

    def __floor__(self) -> int:
        return self.num >> self.exp

    def __ceil__(self) -> int:
        return -((-self.num) >> self.exp)

    def __round__(self, ndigits: int | None = None) -> Any:
        """The nearest int (halves to even), or with ``ndigits`` the nearest multiple of
        10**-ndigits, as ``round`` does for a ``Fraction``."""
        if ndigits is None:
            return round(self.to_fraction())
        return _exact(round(self.to_fraction(), ndigits))

    # -- arithmetic --------------------------------------------------------------------------

    def __add__(self, other: Any) -> Any:
        if other.__class__ is Dyadic and not self.exp and not other.exp:
            return _raw(self.num + other.num, 0)
        if not isinstance(other, Dyadic):
            if isinstance(other, int):
                return _raw(self.num + (other << self.exp), self.exp)
            return _mixed(self, other, operator.add)
        a, b = self.exp, other.exp
        if a == b:
            if a == 0:
                return _raw(self.num + other.num, 0)
            return Dyadic(self.num + other.num, a)
        if a > b:
            return _raw(self.num + (other.num << (a - b)), a)
        return _raw((self.num << (b - a)) + other.num, b)

    def __radd__(self, other: Any) -> Any:
        if isinstance(other, int):
            return _raw(self.num + (other << self.exp), self.exp)
        return _mixed(other, self, operator.add)

    def __neg__(self) -> Dyadic:
        return _raw(-self.num, self.exp)

    def __pos__(self) -> Dyadic:
        return self

    def __sub__(self, other: Any) -> Any:
        if isinstance(other, int):
            other = _raw(other, 0)
        elif not isinstance(other, Dyadic):
            return _mixed(self, other, operator.sub)
        return self + (-other)

    def __rsub__(self, other: Any) -> Any:
        if isinstance(other, int):
            return (-self) + other
        return _mixed(other, self, operator.sub)

    def __mul__(self, other: Any) -> Any:
        if isinstance(other, int):
            return Dyadic(self.num * other, self.exp)
        if isinstance(other, Dyadic):
            return Dyadic(self.num * other.num, self.exp + other.exp)
        return _mixed(self, other, operator.mul)

    def __rmul__(self, other: Any) -> Any:
        if isinstance(other, int):
            return Dyadic(self.num * other, self.exp)
        return _mixed(other, self, operator.mul)

    def __truediv__(self, other: Any) -> Any:
        return _mixed(self, other, operator.truediv)

    def __rtruediv__(self, other: Any) -> Any:
        return _mixed(other, self, operator.truediv)

    def __floordiv__(self, other: Any) -> Any:
        return _mixed(self, other, operator.floordiv)

    def __rfloordiv__(self, other: Any) -> Any:
        return _mixed(other, self, operator.floordiv)

    def __mod__(self, other: Any) -> Any:
        return _mixed(self, other, operator.mod)

    def __rmod__(self, other: Any) -> Any:
        return _mixed(other, self, operator.mod)

    def __divmod__(self, other: Any) -> Any:
        return _mixed(self, other, divmod)

    def __rdivmod__(self, other: Any) -> Any:
        return _mixed(other, self, divmod)

    def __pow__(self, power: Any, modulo: None = None) -> Any:
        """An exact power for an integer exponent (a ``Fraction`` for a negative one unless the
        numerator is ± 1), a float for any other rational or float exponent, as for
        ``Fraction``."""
        if modulo is not None:
            return NotImplemented
        n = _whole(power)
        if n is not None:
            if n >= 0:
                return _raw(self.num ** n, self.exp * n)
            return _exact(self.to_fraction() ** n)
        return _mixed(self, power, operator.pow)

    def __rpow__(self, base: Any) -> Any:
        if not self.exp and isinstance(base, (int, Fraction)):
            return base ** self.num
        return _mixed(base, self, operator.pow)

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

    def _cmp(self, other: Dyadic | int) -> int:
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
        if isinstance(other, float):
            if not math.isfinite(other):
                return False
            num, den = other.as_integer_ratio()
        else:
            parts = _parts(other)
            if parts is None:
                return NotImplemented
            num, den = parts
        return num == self.num and den == 1 << self.exp

    def __hash__(self) -> int:
        """The hash of the equal ``Fraction`` (and so of the equal int)."""
        num, exp = self.num, self.exp
        if not exp:
            return hash(num)
        h = hash(hash(abs(num)) * pow(2, -exp, _MODULUS))
        h = h if num >= 0 else -h
        return -2 if h == -1 else h

    def _order(self, other: object, op: Callable[[Any, Any], bool]) -> bool | None:
        """``op(self, other)`` for an operand that is not a Dyadic or an int; ``None`` when
        ``other`` is not a real number."""
        if isinstance(other, float):
            if not math.isfinite(other):
                return op(0.0, other)
            num, den = other.as_integer_ratio()
        else:
            parts = _parts(other)
            if parts is None:
                return None
            num, den = parts
        return op(self.num * den, num << self.exp)

    def __lt__(self, other: object) -> bool:
        if isinstance(other, (Dyadic, int)):
            return self._cmp(other) < 0
        found = self._order(other, operator.lt)
        return NotImplemented if found is None else found

    def __le__(self, other: object) -> bool:
        if isinstance(other, (Dyadic, int)):
            return self._cmp(other) <= 0
        found = self._order(other, operator.le)
        return NotImplemented if found is None else found

    def __gt__(self, other: object) -> bool:
        if isinstance(other, (Dyadic, int)):
            return self._cmp(other) > 0
        found = self._order(other, operator.gt)
        return NotImplemented if found is None else found

    def __ge__(self, other: object) -> bool:
        if isinstance(other, (Dyadic, int)):
            return self._cmp(other) >= 0
        found = self._order(other, operator.ge)
        return NotImplemented if found is None else found

    def __bool__(self) -> bool:
        return self.num != 0

    def __str__(self) -> str:
        if self.exp == 0:
            return int_to_text(self.num)
        return f"{int_to_text(self.num)}/{denominator_text(self.exp)}"

    __repr__ = __str__


numbers.Rational.register(Dyadic)

_MODULUS = sys.hash_info.modulus


def _parts(value: Any) -> tuple[int, int] | None:
    """(numerator, denominator) in lowest terms of a rational of another type (a Fraction, a
    sympy Rational, a numpy integer), else ``None``."""
    if isinstance(value, numbers.Rational):
        return int(value.numerator), int(value.denominator)
    return None


def _whole(value: Any) -> int | None:
    """``value`` as an int if it is an int, a Fraction or a Dyadic that is whole."""
    if isinstance(value, int):
        return value
    if isinstance(value, Dyadic):
        return None if value.exp else value.num
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return None


def _exact(x: Any) -> Any:
    """A Fraction result as a Dyadic when its denominator is a power of two; a pair (of
    ``divmod``) part by part; anything else unchanged."""
    if isinstance(x, Fraction):
        den = x.denominator
        return x if den & (den - 1) else _raw(x.numerator, den.bit_length() - 1)
    if isinstance(x, tuple):
        return tuple(_exact(y) for y in x)
    return x


def _mixed(a: Any, b: Any, op: Any) -> Any:
    """``op(a, b)`` where one operand is a Dyadic and the other any number: exact through
    ``Fraction`` for rationals, a float with a float, ``NotImplemented`` for anything else (a
    sympy number then computes with the Dyadic's ``_sympy_``)."""
    x, y = _operand(a), _operand(b)
    if x is None or y is None:
        return NotImplemented
    return _exact(op(x, y))


def _operand(value: Any) -> Any:
    if isinstance(value, Dyadic):
        return Fraction(value.num, 1 << value.exp)
    if isinstance(value, (int, float, Fraction)):
        return value
    if isinstance(value, numbers.Rational) and not type(value).__module__.startswith("sympy"):
        return Fraction(int(value.numerator), int(value.denominator))
    return None


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


def _to_decimal(n: int, bits: int, powers: dict[int, decimal.Decimal]) -> decimal.Decimal:
    """``n`` (below ``2**bits``) as an exact Decimal; ``powers`` caches ``2**k`` as Decimals."""
    if bits <= _SHORT_BITS:
        return decimal.Decimal(str(n))
    half = bits // 2
    high = n >> half
    low = n - (high << half)
    return _DECIMAL.add(_DECIMAL.multiply(_to_decimal(high, bits - half, powers),
                                          _power_of_two(half, powers)),
                        _to_decimal(low, half, powers))


def _power_of_two(k: int, powers: dict[int, decimal.Decimal]) -> decimal.Decimal:
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


def _from_digits(digits: str, start: int, stop: int, powers: dict[int, int]) -> int:
    if stop - start <= _SHORT_DIGITS:
        return int(digits[start:stop])
    half = (stop - start) // 2
    middle = stop - half
    return (_from_digits(digits, start, middle, powers) * _power_of_ten(half, powers)
            + _from_digits(digits, middle, stop, powers))


def _power_of_ten(k: int, powers: dict[int, int]) -> int:
    found = powers.get(k)
    if found is None:
        found = powers[k] = 10 ** k
    return found


def denominator_text(exp: int) -> str:
    """2**exp as text: decimal while short, else in the ``2**k`` form the notation reads."""
    return str(1 << exp) if exp <= 64 else f"2**{int_to_text(exp)}"


_new = object.__new__
# The slots' own descriptors: writing through them passes by the refusing ``__setattr__``.
_set_num = Dyadic.__dict__["num"].__set__
_set_exp = Dyadic.__dict__["exp"].__set__


def _raw(num: int, exp: int) -> Dyadic:
    """The Dyadic num / 2**exp for a pair already in lowest terms."""
    d: Dyadic = _new(Dyadic)
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


def _text_fraction(text: str) -> tuple[int, int]:
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


def _numerator_denominator(value: Any) -> tuple[int, int]:
    num: Any = getattr(value, "numerator", None)
    den: Any = getattr(value, "denominator", None)
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
    def above_low(x: Dyadic) -> bool:
        return low is None or (x >= low if low_closed else x > low)

    def below_high(x: Dyadic) -> bool:
        return high is None or (x <= high if high_closed else x < high)

    if low is not None and high is not None:
        c = low._cmp(high)
        if c > 0 or (c == 0 and not (low_closed and high_closed)):
            raise ValueError("empty interval")
    if above_low(ZERO) and below_high(ZERO):
        return ZERO
    if low is not None and low >= 0:
        return _least_simplest(low, low_closed, below_high)
    # The interval lies in the negatives (0 is not in it and low is not >= 0), so high is a
    # bound: mirror it.
    assert high is not None
    return -_least_simplest(-high, high_closed, lambda x: above_low(-x))


def _least_simplest(low: Dyadic, low_closed: bool, below_high: Callable[[Dyadic], bool]
                    ) -> Dyadic:
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
