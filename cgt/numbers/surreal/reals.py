"""The real coefficients of surreal numbers: rationals, and real algebraic numbers held exactly.

A coefficient is an ``int``, a ``fractions.Fraction`` or an ``Algebraic``: an irrational real
algebraic number such as √2 or the golden ratio (1 + √5)/2. Rationals take Python's fast path;
an ``Algebraic`` keeps a sympy expression together with its minimal polynomial over ℚ and the
index of the real root it is, so that equality, hashing and sign are decided exactly:

- α = 0 never happens for a stored ``Algebraic``: every result whose minimal polynomial has
  degree 1 comes back as a rational;
- the sign of α is read off an isolating interval of its minimal polynomial with rational ends,
  refined until it excludes 0;
- two values are equal exactly when their minimal polynomials and root indices are equal, which
  is also what they hash by;
- a quadratic irrational is written (-b ± √(b² - 4ac))/(2a) from its minimal polynomial, so that
  equal ones also print alike (1/(√2 - 1) is 1 + √2); one of higher degree keeps the expression
  it was made from, as sympy simplifies it.

Floats are refused (they are inexact), and so are complex and transcendental numbers: the field
of coefficients is the real algebraic numbers (Conway, *On Numbers and Games*, ch. 2 and 3: the
reals sit inside the surreals, and a normal form has real coefficients). sympy is loaded on first
use only.
"""
from __future__ import annotations

import numbers
from fractions import Fraction
from typing import Any, Callable, Union

from cgt.errors import CGTTypeError, CGTValueError

__all__ = ["rational", "real", "sign", "Algebraic"]

Real = Union[int, Fraction, "Algebraic"]


def _sympy() -> Any:
    import sympy
    return sympy


def _is_sympy(value: Any) -> bool:
    return type(value).__module__.startswith("sympy")


def rational(value: Any) -> int | Fraction | None:
    """``value`` as an int or Fraction if it is an exact rational number (an int, a Fraction, a
    sympy Rational, a ``Dyadic``, any ``numbers.Rational``), else ``None``. A bool is not a
    number here."""
    if type(value) is int:
        return value
    if isinstance(value, bool):
        return None
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, numbers.Rational):  # a sympy Rational, a Dyadic, a numpy integer
        p, q = int(value.numerator), int(value.denominator)
        return p if q == 1 else Fraction(p, q)
    index = getattr(type(value), "__index__", None)
    if index is not None and not _is_sympy(value):
        n: int = index(value)
        return n
    return None


def real(value: Any) -> Real:
    """The coefficient equal to ``value``: an int, Fraction, sympy Rational, or a real algebraic
    sympy expression (``sqrt(2)``, ``GoldenRatio``, ``(1 + sqrt(5))/2``, a real ``CRootOf``).

    A float raises ``CGTTypeError`` (it is inexact: pass a ``Fraction`` or a string); a complex
    or transcendental number raises ``CGTValueError``.
    """
    r = rational(value)
    if r is not None:
        return r
    if isinstance(value, Algebraic):
        return value
    if isinstance(value, float):
        raise CGTTypeError(f"the float {value!r} is inexact: pass a Fraction, such as "
                           f"Fraction(1, 2), or a string, such as '0.5'")
    if _is_sympy(value):
        return Algebraic.of(value)
    raise CGTTypeError(f"cannot make a real number from {type(value).__name__} {value!r}")


def is_rational(x: Real) -> bool:
    return type(x) is not Algebraic


def sign(x: Real) -> int:
    """-1, 0 or 1."""
    if type(x) is Algebraic:
        return x.sign
    return (x > 0) - (x < 0)


def as_fraction(x: int | Fraction) -> int | Fraction:
    """A whole Fraction as an int; other rationals unchanged."""
    if type(x) is Fraction and x.denominator == 1:
        return x.numerator
    return x


def to_sympy(x: Real) -> Any:
    """The coefficient as a sympy number (loads sympy)."""
    if isinstance(x, Algebraic):
        return x.expr
    sympy = _sympy()
    if isinstance(x, int):
        return sympy.Integer(x)
    return sympy.Rational(x.numerator, x.denominator)


def power(r: Real, e: Fraction) -> Real:
    """r^e for a real r > 0 and a rational e, the positive real root (an algebraic number)."""
    sympy = _sympy()
    value = sympy.Pow(to_sympy(r), sympy.Rational(e.numerator, e.denominator))
    return Algebraic.of(value)


def _rational_of(expr: Any) -> int | Fraction:
    """The int or Fraction of a sympy Rational."""
    r = rational(expr)
    assert r is not None
    return r


class Algebraic:
    """An irrational real algebraic number, exact: a sympy expression, its minimal polynomial
    over ℚ and the index of the real root (in increasing order) that it is.

    Build one with ``Algebraic.of(expr)``, which returns an ``int`` or ``Fraction`` when the value
    is rational. The operators ``+ - * /`` and comparisons mix with ints and Fractions.
    """

    __slots__ = ("expr", "_poly", "_key", "_interval", "_sign", "_hash")
    expr: Any                               # a sympy expression
    _poly: Any                              # its minimal polynomial, a sympy Poly
    _key: tuple[tuple[int, ...], int]       # (integer coefficients, root index)
    _interval: tuple[Any, Any]              # an isolating interval, sympy Rationals
    _sign: int | None
    _hash: int

    def __init__(self, *args: Any) -> None:
        raise CGTTypeError("build an Algebraic with Algebraic.of(expr)")

    @classmethod
    def of(cls, value: Any) -> Real:
        """The exact real number of a sympy expression: a rational as int/Fraction, else an
        ``Algebraic``; ``CGTValueError`` for a complex or transcendental value."""
        sympy = _sympy()
        try:
            expr = sympy.sympify(value)
        except (sympy.SympifyError, TypeError, ValueError) as error:
            raise CGTTypeError(f"cannot make a real number from {value!r}") from error
        if not isinstance(expr, sympy.Expr) or expr.free_symbols:
            raise CGTValueError(f"{value} is not a number")
        if expr.is_Rational:
            return _rational_of(expr)
        if expr.has(sympy.GoldenRatio, sympy.TribonacciConstant):
            expr = expr.rewrite(sympy.sqrt)
        expr = sympy.expand(expr)
        if expr.is_Rational:
            return _rational_of(expr)
        if expr.is_real is False:
            raise CGTValueError(f"{value} is not a real number: surreal coefficients are real")
        x = sympy.Dummy("x")
        try:
            poly = sympy.Poly(sympy.minimal_polynomial(expr, x), x)
        except (sympy.polys.polyerrors.NotAlgebraic, NotImplementedError) as error:
            raise CGTValueError(f"{value} is not an algebraic number (transcendental numbers such "
                                f"as pi and E are not supported)") from error
        if poly.degree() == 1:
            c1, c0 = poly.all_coeffs()
            return _rational_of(-c0 / c1)
        index, interval = _locate(expr, poly, value)
        key = (tuple(int(c) for c in _integer_coeffs(poly)), index)
        self = object.__new__(cls)
        self.expr = _quadratic(*key) if poly.degree() == 2 else expr
        self._poly = poly
        self._key = key
        self._interval = interval
        self._sign = None
        self._hash = hash(self._key)
        return self

    def __reduce__(self) -> tuple[Callable[[Any], Real], tuple[Any]]:
        return (Algebraic.of, (self.expr,))

    @property
    def minimal_polynomial(self) -> tuple[int, ...]:
        """The minimal polynomial's integer coefficients, highest degree first (content 1)."""
        return self._key[0]

    @property
    def sign(self) -> int:
        if self._sign is None:
            a, b = self._interval
            while a < 0 < b:
                a, b = self._poly.refine_root(a, b, eps=(b - a) / 4)
            self._interval = (a, b)
            self._sign = 1 if a >= 0 else -1
        return self._sign

    def __bool__(self) -> bool:
        return True

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if type(other) is Algebraic:
            return self._hash == other._hash and self._key == other._key
        if isinstance(other, (int, Fraction)):
            return False
        return NotImplemented

    def _binary(self, other: Any, op: Callable[[Any, Any], Any]) -> Real | None:
        """``op`` of the two sympy expressions; ``None`` for an operand that is not exact."""
        operand = other if type(other) is Algebraic else rational(other)
        if operand is None:
            return None
        return Algebraic.of(op(self.expr, to_sympy(operand)))

    def __add__(self, other: Any) -> Real:
        r = self._binary(other, lambda a, b: a + b)
        return NotImplemented if r is None else r

    __radd__ = __add__

    def __sub__(self, other: Any) -> Real:
        r = self._binary(other, lambda a, b: a - b)
        return NotImplemented if r is None else r

    def __rsub__(self, other: Any) -> Real:
        r = self._binary(other, lambda a, b: b - a)
        return NotImplemented if r is None else r

    def __mul__(self, other: Any) -> Real:
        r = self._binary(other, lambda a, b: a * b)
        return NotImplemented if r is None else r

    __rmul__ = __mul__

    def __truediv__(self, other: Any) -> Real:
        if other == 0:
            raise ZeroDivisionError("division by zero")
        r = self._binary(other, lambda a, b: _sympy().radsimp(a / b))
        return NotImplemented if r is None else r

    def __rtruediv__(self, other: Any) -> Real:
        r = self._binary(other, lambda a, b: _sympy().radsimp(b / a))
        return NotImplemented if r is None else r

    def __pow__(self, n: Any) -> Real:
        if type(n) is not int:
            return NotImplemented
        power = self.expr ** n
        return Algebraic.of(_sympy().radsimp(power) if n < 0 else power)

    def __neg__(self) -> Real:
        return Algebraic.of(-self.expr)

    def __pos__(self) -> Real:
        return self

    def __abs__(self) -> Real:
        return self if self.sign > 0 else -self

    def _compare(self, other: Any) -> int | None:
        if type(other) is not Algebraic and rational(other) is None:
            return None
        return sign(self - other)

    def __lt__(self, other: Any) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other: Any) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other: Any) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other: Any) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c >= 0

    def __float__(self) -> float:
        return float(self.expr.evalf(20))

    def floor_times(self, k: int) -> int:
        """⌊2^k·α⌋, exact: refine the isolating interval until it lies between two integers
        (after scaling); α is irrational, so it never equals an integer."""
        a, b = self._interval
        scale = 1 << k
        while int((a * scale) // 1) != int((b * scale) // 1) or (b * scale) == int(b * scale):
            a, b = self._poly.refine_root(a, b, eps=(b - a) / 16)
        self._interval = (a, b)
        return int((a * scale) // 1)

    def __str__(self) -> str:
        return str(self.expr)

    def __repr__(self) -> str:
        return f"Algebraic.of({self.expr!s})"


def _integer_coeffs(poly: Any) -> list[int]:
    sympy = _sympy()
    coeffs = poly.all_coeffs()
    den = sympy.ilcm(*[sympy.Rational(c).q for c in coeffs])
    ints = [int(sympy.Rational(c) * den) for c in coeffs]
    g = 0
    for c in ints:
        g = sympy.igcd(g, c)
    if ints[0] < 0:
        g = -g
    return [c // g for c in ints]


def _quadratic(coeffs: tuple[int, ...], index: int) -> Any:
    """The root of a·x² + b·x + c with the given index (0 the lesser) as (-b ± √(b² - 4ac))/(2a),
    which sympy keeps with a square-free radicand: one expression for every route to the number."""
    sympy = _sympy()
    a, b, c = coeffs
    root = sympy.sqrt(sympy.Integer(b * b - 4 * a * c)) * (1 if index else -1)
    return sympy.Rational(-b, 2 * a) + root / (2 * a)


def _locate(expr: Any, poly: Any, value: Any) -> tuple[int, tuple[Any, Any]]:
    """(index, isolating interval) of the real root of ``poly`` that equals ``expr``."""
    sympy = _sympy()
    intervals = [iv for iv, _ in poly.intervals()]
    if not intervals:
        raise CGTValueError(f"{value} is not a real number: surreal coefficients are real")
    digits = 30
    eps = None
    while True:
        approx = sympy.N(expr, digits)
        re, im = approx.as_real_imag()
        err = sympy.Rational(1, 10 ** (digits - 8)) * max(1, abs(sympy.Rational(str(re))))
        re = sympy.Rational(str(re)) if re != 0 else sympy.Integer(0)
        if im != 0 and abs(sympy.Rational(str(im))) > err:
            raise CGTValueError(f"{value} is not a real number: surreal coefficients are real")
        hits = [i for i, (a, b) in enumerate(intervals) if a - err <= re <= b + err]
        if len(hits) == 1:
            i = hits[0]
            return i, tuple(sympy.Rational(c) for c in intervals[i])
        digits *= 2
        eps = (min(b - a for a, b in intervals) or sympy.Rational(1, 10 ** digits)) / 1000
        intervals = [iv for iv, _ in poly.intervals(eps=eps)]
        if digits > 4000:
            raise CGTValueError(f"cannot decide which real root {value} is")


def divide(a: Real, b: Real) -> Real:
    """a / b exactly (never a float); ``ZeroDivisionError`` for b = 0."""
    if isinstance(a, Algebraic):
        return a / b
    if isinstance(b, Algebraic):
        return a / b
    q = Fraction(a) / b
    return q.numerator if q.denominator == 1 else q
