"""Ordinals in Cantor normal form, with the ordinal and the natural (Hessenberg) operations.

An ordinal is Σ ω^(βᵢ)·cᵢ with β₁ > β₂ > … ordinals and positive integer coefficients cᵢ
(Cantor normal form). ``Ordinal`` arithmetic is the ordinal one, which is not commutative:
``1 + ω = ω`` but ``ω + 1 > ω``, ``2·ω = ω`` but ``ω·2 = ω + ω``. The natural sum and product
(``nat_add``, ``nat_mul``) add and multiply Cantor normal forms as polynomials in ω; they are
commutative and strictly monotone, and they are what surreal arithmetic does to ordinals
(Conway, *On Numbers and Games*, ch. 2; Gonshor, ch. 5). ``Ordinal.to_surreal`` and
``Surreal.to_ordinal`` convert exactly; there is no ordinal subtraction, since ω - 1 is a
surreal number but not an ordinal.

>>> from cgt.numbers.surreal import Ordinal, omega_ordinal as w, nat_add
>>> 1 + w, w + 1, nat_add(1, w)
(Ordinal('omega'), Ordinal('omega+1'), Ordinal('omega+1'))
>>> (w + 1) * (w + 1)
Ordinal('omega^2+omega+1')
"""
from __future__ import annotations

import numbers
from collections.abc import Callable
from fractions import Fraction
from typing import Any, Union, final

from cgt.errors import CGTTypeError, CGTValueError
from cgt.lattice import OrdinalLevel, Outcome, ShortLevel, install_operators
from cgt.numbers.surreal.reals import Algebraic
from cgt.numbers.surreal.surreal import Surreal, surreal

__all__ = ["Ordinal", "ordinal", "nat_add", "nat_mul", "omega_ordinal"]

Exponent = Union[int, "Ordinal"]
# A Cantor normal form: (exponent, positive coefficient) pairs, highest exponent first.
Cantor = tuple[tuple[Exponent, int], ...]


def _cmp_exp(a: Exponent, b: Exponent) -> int:
    if type(a) is Ordinal:
        return _cmp_terms(a._t, b._t) if type(b) is Ordinal else 1
    if type(b) is Ordinal:
        return -1
    return (a > b) - (a < b)


def _cmp_terms(s: Cantor, t: Cantor) -> int:
    for (a, c), (b, d) in zip(s, t):
        x = _cmp_exp(a, b)
        if x:
            return x
        if c != d:
            return 1 if c > d else -1
    return (len(s) > len(t)) - (len(s) < len(t))


def _exponent(x: Ordinal) -> Exponent:
    """An ordinal as an exponent: an int when it is finite."""
    t = x._t
    if not t:
        return 0
    if len(t) == 1 and t[0][0] == 0:
        return t[0][1]
    return x


@final
class Ordinal(OrdinalLevel):
    """An ordinal in Cantor normal form, with ordinal ``+``, ``*`` and ``**``.

    ``Ordinal(x)`` takes a natural number, an ordinal ``Surreal``, another ``Ordinal``, or text
    such as ``"omega^2*3 + omega + 1"``.
    """

    __slots__ = ("_t", "_hash")
    _t: Cantor
    _hash: int | None

    def __new__(cls, value: Any = 0) -> Ordinal:
        return ordinal(value)

    @classmethod
    def _make(cls, terms: Cantor) -> Ordinal:
        self = object.__new__(cls)
        object.__setattr__(self, "_t", terms)
        object.__setattr__(self, "_hash", None)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("an Ordinal is immutable")

    def __reduce__(self) -> tuple[Callable[[Cantor], Ordinal], tuple[Cantor]]:
        return (Ordinal._make, (self._t,))

    # -- parts -------------------------------------------------------------------------------

    def terms(self) -> tuple[tuple[Ordinal, int], ...]:
        """The Cantor normal form as (exponent, coefficient) pairs, highest first."""
        return tuple((ordinal(b), c) for b, c in self._t)

    @property
    def is_finite(self) -> bool:
        return not self._t or (len(self._t) == 1 and self._t[0][0] == 0)

    @property
    def is_limit(self) -> bool:
        """True for a limit ordinal: not 0 and not a successor."""
        return bool(self._t) and self._t[-1][0] != 0

    @property
    def is_successor(self) -> bool:
        return bool(self._t) and self._t[-1][0] == 0

    def to_surreal(self) -> Surreal:
        """The same ordinal as a ``Surreal`` (ONAG ch. 2: ordinals are surreal numbers)."""
        return Surreal._make(tuple((b.to_surreal() if type(b) is Ordinal else b, c)
                                   for b, c in self._t))

    def __int__(self) -> int:
        if not self.is_finite:
            raise CGTValueError(f"{self} is infinite")
        return self._t[0][1] if self._t else 0

    # -- order -------------------------------------------------------------------------------

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash(self.to_surreal())
            object.__setattr__(self, "_hash", h)
        return h

    @classmethod
    def _lift(cls, x: Any) -> Ordinal | None:
        """``x`` as an ordinal (the coercion of ``cgt.lattice``): a natural number (an int, an
        integral Fraction, a short game that is one), an ``Ordinal``; ``None`` otherwise."""
        if type(x) is Ordinal:
            return x
        n: object = x
        if isinstance(x, ShortLevel):
            game: Any = x  # a short Game, known here by its interface only
            n = game.nus[0].num if game.is_integer else None
        elif type(x) is Fraction:
            n = x.numerator if x.denominator == 1 else None
        if type(n) is int and n >= 0:
            return Ordinal._make(((0, n),) if n else ())
        return None

    @property
    def outcome(self) -> Outcome:
        """L for a positive ordinal, P for 0."""
        return Outcome.L if self._t else Outcome.P

    def __bool__(self) -> bool:
        return bool(self._t)

    # -- ordinal arithmetic: the operators are installed below from the kernels --------------

    # -- printing ----------------------------------------------------------------------------

    def __str__(self) -> str:
        from cgt.notation import render   # the notation sits above the core
        return render(self)

    def to_ascii(self) -> str:
        from cgt.notation import render
        return render(self, "ascii")

    def to_latex(self) -> str:
        from cgt.notation import render
        return render(self, "latex")

    def __repr__(self) -> str:
        return f"Ordinal({self.to_ascii()!r})"

    def _repr_latex_(self) -> str:
        return f"${self.to_latex()}$"


def _plus(x: Ordinal, y: Ordinal) -> Ordinal:
    return Ordinal._make(_add(x._t, y._t))


def _times(x: Ordinal, y: Ordinal) -> Ordinal:
    return Ordinal._make(_mul(x._t, y._t))


install_operators(Ordinal, {
    "+": _plus,
    "*": _times,
    "**": lambda x, y: _pow(x, y),
    "==": lambda x, y: x._t == y._t,
    "<": lambda x, y: _cmp_terms(x._t, y._t) < 0,
    "<=": lambda x, y: _cmp_terms(x._t, y._t) <= 0,
    ">": lambda x, y: _cmp_terms(x._t, y._t) > 0,
    ">=": lambda x, y: _cmp_terms(x._t, y._t) >= 0,
})


def ordinal(value: Any) -> Ordinal:
    """The ordinal of ``value``: a natural number, an ordinal ``Surreal``, an ``Ordinal``, or
    text such as ``"omega^omega + 3"``. Anything that is not an ordinal raises ``CGTError``."""
    if type(value) is Ordinal:
        return value
    if isinstance(value, bool):
        raise CGTTypeError(f"an ordinal must be a number, not the bool {value!r}")
    if type(value) is int or isinstance(value, numbers.Integral):
        n = int(value)
        if n < 0:
            raise CGTValueError(f"an ordinal is not negative: {n}")
        return Ordinal._make(((0, n),) if n else ())
    if isinstance(value, (str, Surreal)):
        return from_surreal(surreal(value))
    try:
        x = surreal(value)
    except CGTTypeError:
        raise CGTTypeError(f"cannot make an ordinal from {type(value).__name__} "
                           f"{value!r}") from None
    return from_surreal(x)


def from_surreal(x: Surreal) -> Ordinal:
    """The ordinal equal to ``x``; ``CGTValueError`` unless ``x.is_ordinal``."""
    if not x.is_ordinal:
        raise CGTValueError(f"{x} is not an ordinal: an ordinal has positive integer "
                            f"coefficients and ordinal exponents")
    terms = []
    for y, c in x._p:
        assert not isinstance(c, Algebraic)  # the coefficients of an ordinal are integers
        b = int(y) if not isinstance(y, Surreal) else _exponent(from_surreal(y))
        terms.append((b, int(c)))
    return Ordinal._make(tuple(terms))


def _add(s: Cantor, t: Cantor) -> Cantor:
    """The ordinal sum: the terms of s below t's leading exponent are absorbed."""
    if not t:
        return s
    b, d = t[0]
    out: list[tuple[Exponent, int]] = []
    for a, c in s:
        x = _cmp_exp(a, b)
        if x > 0:
            out.append((a, c))
        elif x == 0:
            return tuple(out) + ((b, c + d),) + t[1:]
        else:
            break
    return tuple(out) + t


def _add_exp(a: Exponent, b: Exponent) -> Exponent:
    if type(a) is int and type(b) is int:
        return a + b
    return _exponent(Ordinal._make(_add(_exponent_ordinal(a)._t, _exponent_ordinal(b)._t)))


def _exponent_ordinal(e: Exponent) -> Ordinal:
    """An exponent (a natural number or an ``Ordinal``) as an ``Ordinal``."""
    if type(e) is Ordinal:
        return e
    return Ordinal._make(((0, e),) if e else ())


def _mul(s: Cantor, t: Cantor) -> Cantor:
    """The ordinal product (ω^a₁·c₁ + rest)·β: term by term over β, in β's order."""
    if not s or not t:
        return ()
    a1, c1 = s[0]
    total: Cantor = ()
    for b, d in t:
        if b == 0 and type(b) is int:
            piece = ((a1, c1 * d),) + s[1:]
        else:
            piece = ((_add_exp(a1, b), d),)
        total = _add(total, piece)
    return total


def _pow(x: Ordinal, y: Ordinal) -> Ordinal:
    if not y._t:
        return ONE
    if not x._t:
        return x
    if x._t == ((0, 1),):
        return x
    infinite = tuple((b, d) for b, d in y._t if not (type(b) is int and b == 0))
    m = y._t[-1][1] if y._t[-1][0] == 0 and type(y._t[-1][0]) is int else 0
    result = ONE
    if infinite:
        if x.is_finite:
            gamma = tuple((b - 1 if type(b) is int else b, d) for b, d in infinite)
            result = Ordinal._make(((_exponent(Ordinal._make(gamma)), 1),))
        else:
            e = Ordinal._make(_mul(_exponent_ordinal(x._t[0][0])._t, infinite))
            result = Ordinal._make(((_exponent(e), 1),))
    power = ONE
    base = x
    while m:
        if m & 1:
            power = _times(power, base)
        m >>= 1
        if m:
            base = _times(base, base)
    return _times(result, power)


def nat_add(*xs: Any) -> Ordinal:
    """The natural (Hessenberg) sum: Cantor normal forms added as polynomials in ω; it is the
    surreal sum of ordinals (ONAG ch. 2)."""
    total = Surreal._make(())
    for x in xs:
        total = total + ordinal(x).to_surreal()
    return from_surreal(total)


def nat_mul(*xs: Any) -> Ordinal:
    """The natural (Hessenberg) product: bilinear, with ω^a ⊙ ω^b = ω^(a ⊕ b); it is the surreal
    product of ordinals (ONAG ch. 2)."""
    total = Surreal._make(((0, 1),))
    for x in xs:
        total = total * ordinal(x).to_surreal()
    return from_surreal(total)


ZERO = Ordinal._make(())
ONE = Ordinal._make(((0, 1),))
omega_ordinal = Ordinal._make(((1, 1),))



def omega_power(x: Ordinal) -> Ordinal:
    """ω^x, a Cantor normal form of one term."""
    return Ordinal._make(((_exponent(x), 1),))


def left_minus(a: Ordinal, b: Ordinal) -> Ordinal:
    """The unique d with b + d = a, for b <= a (ordinal left subtraction)."""
    s, t = ordinal(a)._t, ordinal(b)._t
    for i, (x, c) in enumerate(s):
        if i == len(t):
            return Ordinal._make(s[i:])
        y, d = t[i]
        k = _cmp_exp(x, y)
        if k > 0:
            return Ordinal._make(s[i:])
        if k < 0 or d > c:
            raise CGTValueError(f"{b} is larger than {a}")
        if d < c:
            return Ordinal._make(((x, c - d),) + s[i + 1:])
    if len(t) > len(s):
        raise CGTValueError(f"{b} is larger than {a}")
    return ZERO
