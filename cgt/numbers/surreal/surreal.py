"""Surreal numbers in Conway normal form: the ``Surreal`` type and its finite-form arithmetic.

Every surreal number has a unique normal form Σ rᵢ·ω^(yᵢ), with real coefficients rᵢ ≠ 0 and
strictly decreasing surreal exponents yᵢ (Conway, *On Numbers and Games*, ch. 3; Gonshor, *An
Introduction to the Theory of Surreal Numbers*, ch. 5). A ``Surreal`` is either

- a *finite form*: finitely many terms, whose exponents are finite forms again (a finite tree),
  with coefficients that are rationals or real algebraic numbers; or
- a *quotient* P/Q of two finite forms, reduced so that P and Q have no common factor, where Q
  is not a monomial. ``1/(omega + 1)`` is one: its normal form has infinitely many terms.

Both are stored in one form per number (the quotient's pair is normalised in ``quotient``), so
``==`` and ``hash`` compare stored forms.

The finite forms are the group ring K[E] of the ordered exponent group E over the real
algebraic numbers K; it is a domain whose units are the monomials r·ω^y, so a quotient by a
monomial is again a finite form, and the leading term of a finite form decides its sign, because
it exceeds every real multiple of the rest (ONAG ch. 3). Arithmetic on ordinals is therefore
the natural (Hessenberg) sum and product (ONAG ch. 2): ``1 + omega == omega + 1``.

Terms are stored as a tuple of (exponent, coefficient) pairs in decreasing exponent order. A
rational exponent is an ``int`` or ``Fraction`` (it hashes and compares as the number r·ω^0); any
other exponent is a ``Surreal``. Coefficients are ``int``, ``Fraction`` or ``Algebraic``.

The parser, the quotient reduction, the ordinals and the sign expansions live in the sibling
modules, which are imported at the end of this module, once ``Surreal`` is complete.
"""
from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import cmp_to_key
from itertools import chain
from math import gcd
from operator import itemgetter
from typing import TYPE_CHECKING, Any, TypeGuard, Union, cast, final

from cgt.errors import CGTTypeError, CGTValueError, NotShortError, ResourceError, UnsupportedError
from cgt.lattice import Outcome, ShortLevel, SurrealLevel, install_operators
from cgt.numbers.dyadic import Dyadic
from cgt.numbers.surreal.reals import Algebraic, Real, divide as divide_real, power as real_power, rational, real, \
    sign as real_sign, to_sympy as real_to_sympy

if TYPE_CHECKING:
    from cgt.short.game import Game

__all__ = ["Surreal", "surreal", "omega", "epsilon"]


def short_game(x: Fraction) -> Game:
    """The short ``Game`` of a dyadic rational x."""
    # The short games are built on the numbers, so they are imported on first use.
    from cgt.short.coerce import game
    return game(x)


def nimber_game(n: int) -> Game:
    """The short ``Game`` *n of a natural number n."""
    from cgt.short.named import nimber   # above the numbers, as in short_game
    return nimber(n)


Exponent = Union[int, Fraction, "Surreal"]
Terms = tuple[tuple[Exponent, Real], ...]
RationalTerms = tuple[tuple[Exponent, Union[int, Fraction]], ...]
# (keys of a's exponents, keys of b's, memo of decoded sums, decode): see ``_packed_exponents``;
# the last two are None when the exponents are their own keys.
Keys = tuple[list[Any], list[Any], Union[dict[int, Exponent], None], Any]


# -- exponents -------------------------------------------------------------------------------------

def _is_rat(y: object) -> TypeGuard[int | Fraction]:
    t = type(y)
    return t is int or t is Fraction


def cmp_exp(y: Exponent, z: Exponent) -> int:
    """-1, 0 or 1 as the exponent y is below, equal to or above z."""
    if _is_rat(y) and _is_rat(z):
        return (y > z) - (y < z)
    return compare(as_surreal(y), as_surreal(z))


def exponent(x: Surreal) -> Exponent:
    """A finite form as an exponent: its rational value if it is a rational real, else itself."""
    if x._q is None:
        p = x._p
        if not p:
            return 0
        c = p[0][1]
        if len(p) == 1 and _is_rat(p[0][0]) and p[0][0] == 0 and _is_rat(c):
            return c.numerator if type(c) is Fraction and c.denominator == 1 else c
    return x


def add_exp(y: Exponent, z: Exponent) -> Exponent:
    if _is_rat(y) and _is_rat(z):
        return y + z
    return exponent(as_surreal(y) + as_surreal(z))


def sub_exp(y: Exponent, z: Exponent) -> Exponent:
    if _is_rat(y) and _is_rat(z):
        return y - z
    return exponent(as_surreal(y) - as_surreal(z))


def as_surreal(y: Exponent) -> Surreal:
    return y if type(y) is Surreal else _real(y)


# -- terms -----------------------------------------------------------------------------------------

def add_terms(a: Terms, b: Terms) -> Terms:
    """The sum of two finite forms, by merging their term lists."""
    if not a:
        return b
    if not b:
        return a
    out = []
    i = j = 0
    na, nb = len(a), len(b)
    while i < na and j < nb:
        ya, ca = a[i]
        yb, cb = b[j]
        if type(ya) is int and type(yb) is int:
            c = (ya > yb) - (ya < yb)
        else:
            c = cmp_exp(ya, yb)
        if c > 0:
            out.append(a[i])
            i += 1
        elif c < 0:
            out.append(b[j])
            j += 1
        else:
            s = ca + cb
            if s:
                out.append((ya, s))
            i += 1
            j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return tuple(out)


def neg_terms(a: Terms) -> Terms:
    return tuple((y, -c) for y, c in a)


def mul_terms(a: Terms, b: Terms) -> Terms:
    """The product of two finite forms: Σᵢ Σⱼ rᵢsⱼ·ω^(yᵢ+zⱼ), like terms collected.

    Exponents are added as integers: a rational exponent is its own key, and exponents that are
    finite forms are packed into one integer each (``_packed_exponents``), so that adding and
    ordering them is adding and ordering ints. Rational coefficients are multiplied as integers
    over one common denominator.
    """
    if not a or not b:
        return ()
    if len(b) == 1:
        a, b = b, a
    if len(a) == 1:
        (y, c), = a
        return tuple((add_exp(y, z), c * e) for z, e in b)
    keys = _rational_exponents(a, b) or _packed_exponents(a, b)
    if keys is None:
        return _mul_generic(a, b)
    ka, kb, decoded, decode = keys
    collected: dict[Any, Any] = {}
    get = collected.get
    na, da = _integer_coefficients(a)
    nb, db = _integer_coefficients(b)
    sums = [y + z for y in ka for z in kb]
    if na is not None and nb is not None:
        for k, int_product in zip(sums, [m * n for m in na for n in nb]):
            collected[k] = get(k, 0) + int_product
        den = da * db
    else:
        for k, product in zip(sums, [c * e for _, c in a for _, e in b]):
            old = get(k)
            collected[k] = product if old is None else old + product
        den = 1
    out: list[tuple[Exponent, Real]] = []
    append = out.append
    for k, v in sorted(collected.items(), reverse=True):
        if v:
            if den != 1:
                g = gcd(v, den)
                v = v // den if g == den else _coprime_fraction(v // g, den // g)
            if decoded is not None:
                found = decoded.get(k)
                k = decode(k) if found is None else found
            append((k, v))
    return tuple(out)


def _mul_generic(a: Terms, b: Terms) -> Terms:
    collected: dict[Exponent, Real] = {}
    for y, c in a:
        for z, e in b:
            k = add_exp(y, z)
            v = c * e
            old = collected.get(k)
            collected[k] = v if old is None else old + v
    out = [(k, v) for k, v in collected.items() if v]
    out.sort(key=_TERM_ORDER, reverse=True)
    return tuple(out)


def _cmp_term(s: tuple[Exponent, Real], t: tuple[Exponent, Real]) -> int:
    return cmp_exp(s[0], t[0])


_TERM_ORDER = cmp_to_key(_cmp_term)
_EXPONENT_ORDER = cmp_to_key(cmp_exp)


def _coprime_fraction(n: int, d: int) -> Fraction:
    """The Fraction n/d for coprime n and d > 0, without the gcd that ``Fraction(n, d)`` takes
    again (what ``Fraction._from_coprime_ints`` of Python 3.12 does)."""
    f = _new(Fraction)
    slots: Any = f  # Fraction's private slots, which its type stubs do not declare
    slots._numerator = n
    slots._denominator = d
    return f


_new = object.__new__


def _integer_coefficients(a: Terms) -> tuple[list[int] | None, int]:
    """(integer numerators, common denominator) of the coefficients of a finite form when they
    are all rational, else (None, 0)."""
    den = 1
    for _, c in a:
        if type(c) is Fraction:
            d = c.denominator
            if den % d:
                den = den * d // gcd(den, d)
        elif type(c) is not int:
            return None, 0
    rational = cast("RationalTerms", a)
    if den == 1:
        return [c if type(c) is int else c.numerator for _, c in rational], 1
    return [c * den if type(c) is int else c.numerator * (den // c.denominator)
            for _, c in rational], den


def _rational_exponents(a: Terms, b: Terms) -> Keys | None:
    """(keys of a, keys of b, None, None) when every exponent is rational: each is its own key."""
    for terms in (a, b):
        for y, _ in terms:
            if type(y) is not int and type(y) is not Fraction:
                return None
    return [y for y, _ in a], [y for y, _ in b], None, None


def _packed_exponents(a: Terms, b: Terms) -> Keys | None:
    """(keys of a, keys of b, memo, decode): each exponent as one integer, for exponents that are
    finite forms Σ s_z·ω^z with rational s_z; ``None`` for any other exponent.

    Over the atoms z of all the exponents, in decreasing order, an exponent is the vector of its
    coefficients s_z, each scaled to an integer; two exponents compare as these vectors do in
    lexicographic order, since the first atom with another coefficient decides (ONAG ch. 3).
    Every coordinate c has |c| < 2^(width-2), so c + 2^(width-2) is a natural number and the sum
    of two such fits in ``width`` bits; the key is Σ (cᵢ + 2^(width-2))·2^(width·(n-1-i)), in
    which sums and order are those of the vectors (Kronecker's substitution). ``decode`` turns
    the sum of two keys back into an exponent and files it in ``memo``, which the products with
    the same atoms, scales and width share.
    """
    atoms: dict[Exponent, None] = {}
    rows: list[Terms] = []  # the exponents of a, then those of b, as (atom, coefficient) pairs
    fractional = False
    for terms in (a, b):
        for y, _ in terms:
            row: Terms
            if type(y) is Surreal:
                if y._q is not None:
                    return None
                row = y._p
                for z, s in row:
                    if type(s) is not int:
                        if type(s) is not Fraction:
                            return None
                        fractional = True
                    atoms[z] = None
            elif y:
                fractional = fractional or type(y) is Fraction
                row = ((0, y),)
                atoms[0] = None
            else:
                row = ()
            rows.append(row)
    if all(type(z) is not Surreal for z in atoms):
        order = sorted(atoms, reverse=True)
    else:
        order = sorted(atoms, key=_EXPONENT_ORDER, reverse=True)
    n = len(order)
    column = {z: i for i, z in enumerate(order)}
    vectors: list[list[Any]] = []  # ints, and Fractions until scaled
    for row in rows:
        v: list[Any] = [0] * n
        for z, s in row:
            v[column[z]] = s
        vectors.append(v)
    scale = [1] * n
    if fractional:
        for v in vectors:
            for i, s in enumerate(v):
                if type(s) is Fraction and scale[i] % s.denominator:
                    scale[i] = scale[i] * s.denominator // gcd(scale[i], s.denominator)
        vectors = [[int(s * m) for s, m in zip(v, scale)] for v in vectors]
    bound = max(map(abs, chain.from_iterable(vectors)))
    width = 16
    while bound >> (width - 2):
        width *= 2
    offset = 1 << (width - 2)
    context = (tuple(order), tuple(scale), width)
    decoded = _DECODED.get(context)
    if decoded is None:
        if len(_DECODED) >= _CONTEXTS:
            _DECODED.clear()
        decoded = _DECODED[context] = {}
    mask = (1 << width) - 1
    columns = [(order[i], scale[i]) for i in range(n - 1, -1, -1)]

    def decode(k: int) -> Exponent:
        if len(decoded) >= _MEMO_SIZE:
            decoded.clear()
        y = decoded[k] = _decode(k, columns, width, mask)
        return y

    if n == 1:
        keys = [s + offset for s, in vectors]
    elif n == 2:
        keys = [((s + offset) << width) + t + offset for s, t in vectors]
    else:
        keys = []
        for v in vectors:
            k = 0
            for s in v:
                k = (k << width) | (s + offset)
            keys.append(k)
    return keys[:len(a)], keys[len(a):], decoded, decode


def _decode(k: int, columns: list[tuple[Exponent, int]], width: int, mask: int) -> Exponent:
    """The exponent of the sum k of two keys of ``_packed_exponents``; ``columns`` holds the
    (atom, scale) of each coordinate, the least atom first."""
    bias = 1 << (width - 1)  # the offsets of the two keys
    parts: list[tuple[Exponent, int | Fraction]] = []
    for z, m in columns:
        s = (k & mask) - bias
        k >>= width
        if s:
            if m != 1:
                g = gcd(s, m)
                parts.append((z, s // m if g == m else _coprime_fraction(s // g, m // g)))
            else:
                parts.append((z, s))
    if not parts:
        return 0
    if len(parts) == 1 and type(parts[0][0]) is not Surreal and parts[0][0] == 0:
        return parts[0][1]
    parts.reverse()
    return _surreal(tuple(parts))


# The exponents decoded from keys, by the atoms, scales and width of the keys: a memo of
# immutable values, so never wrong; at most _CONTEXTS dictionaries of _MEMO_SIZE entries each.
_DECODED: dict[tuple[tuple[Exponent, ...], tuple[int, ...], int], dict[int, Exponent]] = {}
_CONTEXTS = 16
_MEMO_SIZE = 1 << 12


def _surreal(p: Terms) -> Surreal:
    """The finite form with the terms p: ``Surreal._make`` through the slots' own setters, which
    is quicker than ``object.__setattr__``."""
    x = _new(Surreal)
    _set_p(x, p)
    _set_q(x, None)
    _set_hash(x, None)
    return x


def scale_terms(a: Terms, r: Real) -> Terms:
    return tuple((y, c * r) for y, c in a) if r else ()


def divide_by_monomial(a: Terms, y: Exponent, r: Real) -> Terms:
    return tuple((sub_exp(z, y), divide_real(c, r)) for z, c in a)


def compare_terms(a: Terms, b: Terms) -> int:
    """The sign of a - b for two finite forms: the sign of the first differing term."""
    n = min(len(a), len(b))
    for i in range(n):
        ya, ca = a[i]
        yb, cb = b[i]
        c = cmp_exp(ya, yb)
        if c > 0:
            return real_sign(ca)
        if c < 0:
            return -real_sign(cb)
        if ca != cb:
            return real_sign(ca - cb)
    if len(a) > n:
        return real_sign(a[n][1])
    if len(b) > n:
        return -real_sign(b[n][1])
    return 0


# -- the type --------------------------------------------------------------------------------------

@final
class Surreal(SurrealLevel):
    """A surreal number in Conway normal form: a finite form or a reduced quotient of two.

    Build one with ``surreal(x)``, from an int, a Fraction, a sympy number, a dyadic ``Game``
    number or a string such as ``"omega^omega + 1/(omega+1)"``, or from ``omega`` and
    ``epsilon`` with ``+ - * /`` and ``**``.

    >>> from cgt.numbers.surreal import omega, surreal
    >>> omega**omega + 1/(omega + 1)
    surreal('(omega^(omega+1)+omega^omega+1)/(omega+1)')
    >>> print((omega + 1) * (omega - 1))
    ω^2-1
    """

    __slots__ = ("_p", "_q", "_hash")
    _p: Terms
    _q: Terms | None
    _hash: int | None

    def __new__(cls, value: Any = 0) -> Surreal:
        return surreal(value)

    @classmethod
    def _make(cls, p: Terms, q: Terms | None = None) -> Surreal:
        self = object.__new__(cls)
        object.__setattr__(self, "_p", p)
        object.__setattr__(self, "_q", q)
        object.__setattr__(self, "_hash", None)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Surreal is immutable")

    def __reduce__(self) -> tuple[Callable[[Terms, Terms | None], Surreal],
                                  tuple[Terms, Terms | None]]:
        return (Surreal._make, (self._p, self._q))

    # -- parts -------------------------------------------------------------------------------

    @property
    def is_quotient(self) -> bool:
        """True for a reduced quotient P/Q whose normal form is infinite."""
        return self._q is not None

    @property
    def numerator(self) -> Surreal:
        """P of the reduced quotient P/Q (the number itself for a finite form)."""
        return self if self._q is None else Surreal._make(self._p)

    @property
    def denominator(self) -> Surreal:
        """Q of the reduced quotient P/Q (1 for a finite form)."""
        return ONE if self._q is None else Surreal._make(self._q)

    def terms(self) -> tuple[tuple[Surreal, Surreal], ...]:
        """The terms (exponent, real coefficient) of a finite form, highest exponent first, as
        ``Surreal`` numbers. A quotient raises ``UnsupportedError``."""
        if self._q is not None:
            raise UnsupportedError(f"{self} is a quotient: its normal form has infinitely many "
                                   f"terms; see numerator and denominator")
        return tuple((as_surreal(y), _real(c)) for y, c in self._p)

    @property
    def leading_term(self) -> Surreal:
        """The first term r·ω^y of the normal form (0 for 0); for P/Q it is lead(P)/lead(Q)."""
        if not self._p:
            return self
        (y, c) = self._p[0]
        if self._q is not None:
            (z, d) = self._q[0]
            return Surreal._make(((sub_exp(y, z), divide_real(c, d)),))
        return Surreal._make((self._p[0],))

    @property
    def leading_exponent(self) -> Surreal:
        """The exponent v(x) of the leading term; ``CGTValueError`` for 0."""
        if not self._p:
            raise CGTValueError("0 has no leading exponent")
        return as_surreal(self.leading_term._p[0][0])

    def coefficient(self, g: Any) -> Surreal:
        """The real coefficient of ω^g in the normal form (0 if absent), as a ``Surreal``. For a
        quotient it is extracted exactly from the expansion of P/Q, which may have infinitely
        many terms."""
        g = exponent(_coerce_or_raise(g, "exponent g"))
        if type(g) is Surreal and g._q is not None:
            raise CGTValueError(f"the exponent {g} is not a finite form")
        if self._q is not None:
            return _real(_normal(quotient.coefficient(self, g)))
        for y, c in self._p:
            if cmp_exp(y, g) == 0:
                return _real(c)
        return ZERO

    @property
    def real_part(self) -> Surreal:
        """The coefficient of ω^0: the real part of the normal form (0 if absent)."""
        return self.coefficient(0)

    @property
    def sign(self) -> int:
        """-1, 0 or 1: the sign of the leading coefficient (Q > 0 for a quotient)."""
        return real_sign(self._p[0][1]) if self._p else 0

    # -- predicates --------------------------------------------------------------------------

    @property
    def is_real(self) -> bool:
        """True for a real number: 0, or one term with exponent 0."""
        p = self._p
        return self._q is None and (not p or (len(p) == 1 and cmp_exp(p[0][0], 0) == 0))

    @property
    def is_rational(self) -> bool:
        return self.is_real and (not self._p or type(self._p[0][1]) is not Algebraic)

    @property
    def is_dyadic(self) -> bool:
        """True for a real whose denominator is a power of 2: the numbers of short games."""
        if not self.is_rational:
            return False
        if not self._p:
            return True
        c = self._p[0][1]
        d = c.denominator if type(c) is Fraction else 1
        return d & (d - 1) == 0

    @property
    def is_integer(self) -> bool:
        if not self.is_rational:
            return False
        if not self._p:
            return True
        c = self._p[0][1]
        return type(c) is int or (type(c) is Fraction and c.denominator == 1)

    @property
    def is_infinite(self) -> bool:
        """True when |x| exceeds every real: the leading exponent is positive."""
        return bool(self._p) and cmp_exp(self.leading_term._p[0][0], 0) > 0

    @property
    def is_infinitesimal(self) -> bool:
        """True when |x| is below every positive real: 0, or a negative leading exponent
        (0 counts, as for games)."""
        return not self._p or cmp_exp(self.leading_term._p[0][0], 0) < 0

    @property
    def is_ordinal(self) -> bool:
        """True for an ordinal: positive integer coefficients and ordinal exponents (ONAG ch. 2:
        the ordinals are the numbers {L | } with no right options; their normal forms are the
        Cantor normal forms)."""
        if self._q is not None:
            return False
        for y, c in self._p:
            if not (type(c) is int or (type(c) is Fraction and c.denominator == 1)) or c <= 0:
                return False
            if _is_rat(y):
                if y < 0 or (type(y) is Fraction and y.denominator != 1):
                    return False
            elif isinstance(y, Surreal) and not y.is_ordinal:
                return False
        return True

    # -- conversions -------------------------------------------------------------------------

    def to_fraction(self) -> Fraction:
        """A rational real as a ``Fraction``; ``CGTValueError`` otherwise."""
        if not self.is_rational:
            raise CGTValueError(f"{self} is not a rational number")
        if not self._p:
            return Fraction(0)
        c = self._p[0][1]
        assert not isinstance(c, Algebraic)  # a rational coefficient
        return Fraction(c)

    def to_sympy(self) -> Any:
        """A real as a sympy number; ``CGTValueError`` for a number that is not real."""
        if not self.is_real:
            raise CGTValueError(f"{self} is not a real number")
        return real_to_sympy(self._p[0][1] if self._p else 0)

    def to_game(self) -> Any:
        """The short ``Game`` of a dyadic number; ``NotShortError`` for any other number, since
        the numbers of short games are exactly the dyadic rationals (ONAG ch. 2; Siegel, *CGT*,
        II.3)."""
        if not self.is_dyadic:
            why = ("has birthday ω or more" if self.is_real else "is not a real number")
            raise NotShortError(f"{self} is not a dyadic rational: it {why}, so it is not the "
                                f"value of a short game")
        return short_game(self.to_fraction())

    def to_ordinal(self) -> Any:
        """The ``Ordinal`` equal to this number; ``CGTValueError`` unless ``is_ordinal``."""
        return ordinals.from_surreal(self)

    def sign_expansion(self) -> Any:
        """The sign expansion (Gonshor, ch. 2 and 5), as a lazy ``SignExpansion``."""
        return signs.sign_expansion(self)

    @property
    def birthday(self) -> Any:
        """The birthday, an ``Ordinal``: the length of the sign expansion (Gonshor, ch. 2)."""
        return signs.sign_expansion(self).length

    # -- equality and order ------------------------------------------------------------------

    def __hash__(self) -> int:
        """The hash of the stored form, which is the same for equal numbers (the quotient's pair
        is normalised, an irrational coefficient hashes by its minimal polynomial). A rational
        real hashes as its int or Fraction, and so as the short ``Game`` number equal to it; an
        ``Ordinal`` hashes as its ``Surreal``. A sympy number compares equal to the surreal of
        its value but hashes by its shape, as sympy's own numbers do beside Fractions."""
        h = self._hash
        if h is None:
            e = exponent(self)
            if e is not self:
                h = hash(e)
            elif self.is_real and not self._q:
                h = hash(self._p[0][1])
            else:
                h = hash((self._p, self._q))
            object.__setattr__(self, "_hash", h)
        return h

    @classmethod
    def _lift(cls, x: Any) -> Surreal | None:
        """``x`` as a surreal number (the coercion of ``cgt.lattice``): a number of any kind a
        surreal accepts, a short game that is a number, an ordinal; ``None`` otherwise."""
        if isinstance(x, ShortLevel):
            if not x.is_number:
                return None
            return _real(_number_of_game(x))
        return coerce(x)

    def _beyond(self, other: Any) -> int | None:
        """The sign of self - other for a short game that is not a number: every short game
        lies strictly between two integers (Siegel, *CGT*, ch. II), so an infinite number is
        above or below all of them."""
        if isinstance(other, ShortLevel) and self.is_infinite:
            return self.sign
        return None

    @property
    def left_stop(self) -> Surreal:
        """A number is its own stop."""
        return self

    right_stop = left_stop

    @property
    def outcome(self) -> Outcome:
        """L for a positive number, R for a negative one, P for 0."""
        return (Outcome.P, Outcome.L, Outcome.R)[self.sign]

    def __bool__(self) -> bool:
        return bool(self._p)

    # -- arithmetic (the binary operators are installed below from the kernels) ---------------

    def __neg__(self) -> Surreal:
        return Surreal._make(neg_terms(self._p), self._q)

    def __pos__(self) -> Surreal:
        return self

    def __abs__(self) -> Surreal:
        return -self if self.sign < 0 else self

    def __pow__(self, e: Any) -> Surreal:
        n = _integer_exponent(e)
        if n is not None:
            return _integer_power(self, n)
        o = coerce(e)
        if o is None:
            return NotImplemented
        return _power(self, o)

    def __rpow__(self, base: Any) -> Surreal:
        b = coerce(base)
        return NotImplemented if b is None else b.__pow__(self)

    # -- printing ----------------------------------------------------------------------------

    def __str__(self) -> str:
        from cgt.notation import render   # the notation sits above the core
        return render(self)

    def to_ascii(self) -> str:
        """The number in plain ASCII (``omega^(omega+1)+omega^omega+1``)."""
        from cgt.notation import render
        return render(self, "ascii")

    def to_latex(self) -> str:
        """The number in LaTeX (``\\omega^{\\omega+1}+\\omega^{\\omega}+1``)."""
        from cgt.notation import render
        return render(self, "latex")

    def __repr__(self) -> str:
        return f"surreal({self.to_ascii()!r})"

    def __format__(self, spec: str) -> str:
        if spec in ("", "u"):
            return str(self)
        if spec in ("s", "a", "ascii"):
            return self.to_ascii()
        if spec == "latex":
            return self.to_latex()
        raise CGTValueError(f"unknown format {spec!r} for a surreal number: use '', 'ascii' or "
                            f"'latex'")

    def _repr_latex_(self) -> str:
        return f"${self.to_latex()}$"


def _add(x: Surreal, y: Surreal) -> Surreal:
    if x._q is None and y._q is None:
        return Surreal._make(add_terms(x._p, y._p))
    return quotient.add(x, y)


def _multiply(x: Surreal, y: Surreal) -> Surreal:
    if x._q is None and y._q is None:
        return Surreal._make(mul_terms(x._p, y._p))
    return quotient.multiply(x, y)


def _divide(x: Surreal, y: Surreal) -> Surreal:
    if not y._p:
        raise ZeroDivisionError("division by the surreal number 0")
    if x._q is None and y._q is None and len(y._p) == 1:
        (e, r), = y._p
        return Surreal._make(divide_by_monomial(x._p, e, r))
    return quotient.divide(x, y)


install_operators(Surreal, {
    "+": _add,
    "-": lambda x, y: _add(x, -y),
    "*": _multiply,
    "/": _divide,
    "==": lambda x, y: x._p == y._p and x._q == y._q,
    "<": lambda x, y: compare(x, y) < 0,
    "<=": lambda x, y: compare(x, y) <= 0,
    ">": lambda x, y: compare(x, y) > 0,
    ">=": lambda x, y: compare(x, y) >= 0,
}, skip=("__pow__", "__rpow__"))


# -- construction and coercion ---------------------------------------------------------------------

def _normal(r: Real) -> Real:
    return r.numerator if type(r) is Fraction and r.denominator == 1 else r


def _real(r: Real) -> Surreal:
    return Surreal._make(((0, r),) if r else ())


def coerce(value: Any) -> Surreal | None:
    """``value`` as a ``Surreal`` if it is a number of a kind a surreal accepts as an operand,
    else ``None``. A float raises ``CGTTypeError``: it is inexact."""
    if type(value) is Surreal:
        return value
    r = rational(value)
    if r is not None:
        return _real(r)
    if isinstance(value, Algebraic):
        return _real(value)
    if isinstance(value, float):
        real(value)  # raises, naming the fix
    if type(value).__module__.startswith("sympy"):
        try:
            return _real(real(value))
        except CGTTypeError:
            return None
    to_surreal = getattr(value, "to_surreal", None)
    if to_surreal is not None and callable(to_surreal):
        result: Surreal = to_surreal()
        return result
    if _is_game(value):
        if value.is_number:
            return _real(_number_of_game(value))
    return None


def _number_of_game(game: Any) -> int | Fraction:
    """The number of a short ``Game`` that is a number (a dyadic): the number part of its nus."""
    d: Dyadic = game.nus[0]
    return Fraction(d.num, 1 << d.exp) if d.exp else d.num


def _is_game(value: Any) -> bool:
    """True for a short ``Game`` (recognised by its interface: this layer sits below games)."""
    return getattr(type(value), "is_number", None) is not None and hasattr(value, "nus")


def _coerce_or_raise(value: Any, what: str) -> Surreal:
    o = coerce(value)
    if o is None:
        raise CGTTypeError(f"the {what} must be a number, not {type(value).__name__} {value!r}")
    return o


def surreal(value: Any = 0) -> Surreal:
    """The surreal number of ``value``: an int, Fraction, sympy real algebraic number (``sqrt(2)``,
    ``GoldenRatio``), a dyadic ``Game`` number, an ``Ordinal``, a ``Surreal``, or a string such as
    ``"omega"``, ``"ω"``, ``"epsilon"``, ``"1/3"``, ``"sqrt(2)"``, ``"omega^omega + 1/(omega+1)"``.

    A float raises ``CGTTypeError`` (pass a ``Fraction`` or a string); text that is not a number
    raises ``ParseError`` naming the column; a complex or transcendental sympy number raises
    ``CGTValueError``; a game that is not a number ``CGTValueError``.

    >>> surreal("1/3") + surreal("2/3") == 1
    True
    """
    if isinstance(value, str):
        return parse.parse(value)
    o = coerce(value)
    if o is None:
        if _is_game(value):
            raise CGTValueError(f"the game {value} is not a number")
        raise CGTTypeError(f"cannot make a surreal number from {type(value).__name__} {value!r}")
    return o


def compare(x: Surreal, y: Surreal) -> int:
    """The sign of x - y."""
    if x._q is None and y._q is None:
        return compare_terms(x._p, y._p)
    return quotient.compare(x, y)


# -- powers ----------------------------------------------------------------------------------------

def _integer_exponent(e: Any) -> int | None:
    if type(e) is int:
        return e
    r = rational(e)
    if r is not None:
        return r if type(r) is int else None
    if type(e) is Surreal and e.is_integer:
        return int(e.to_fraction())
    return None


def _integer_power(x: Surreal, n: int) -> Surreal:
    if n < 0:
        if not x._p:
            raise ZeroDivisionError("0 cannot be raised to a negative power")
        return _integer_power(ONE / x, -n)
    if x._q is None and len(x._p) == 1:
        (y, c), = x._p
        if n > 64 and not isinstance(c, Algebraic) and abs(c) != 1:
            c = Fraction(c)
            bits = n * max(abs(c.numerator).bit_length(), c.denominator.bit_length())
            if bits > _MAX_BITS:
                raise ResourceError(f"({x})^{n} needs about 2**{bits.bit_length()} bits for its "
                                    f"coefficient")
        if n > 64 and type(c) is Algebraic:
            raise ResourceError(f"({x})^{n}: the power of an irrational coefficient is refused "
                                f"above the 64th")
        return Surreal._make(((_mul_exp(y, n), c ** n),)) if n else ONE
    if n > _MAX_TERMS_POWER:
        raise ResourceError(f"({x})^{n} has up to {n + 1} terms or more; powers of a number that "
                            f"is not a monomial are computed up to the {_MAX_TERMS_POWER}th")
    result = ONE
    base = x
    while n:
        if n & 1:
            result = result * base
        n >>= 1
        if n:
            base = base * base
    return result


_MAX_BITS = 1 << 24
_MAX_TERMS_POWER = 4096


def _mul_exp(y: Exponent, r: int | Fraction) -> Exponent:
    if type(y) is Surreal:
        return exponent(y * r)
    return y * r


def _power(x: Surreal, e: Surreal) -> Surreal:
    """x ** e for an exponent that is not an integer: the ω-map when x is ω (ONAG ch. 3), and
    r^e·ω^(y·e) for a positive monomial r·ω^y and a rational e."""
    if x._q is None and x._p == ((1, 1),):
        if e._q is not None:
            raise UnsupportedError(f"ω^({e}): the exponent is a quotient, which is not a finite "
                                   f"form")
        return Surreal._make(((exponent(e), 1),))
    if not e.is_rational:
        raise UnsupportedError(f"({x})^({e}): only ω takes an exponent that is not rational")
    if x._q is not None or len(x._p) != 1 or x.sign <= 0:
        raise UnsupportedError(f"({x})^({e}): a rational power is computed for a positive "
                               f"monomial r·ω^y only")
    (y, c), = x._p
    f = e.to_fraction()
    return Surreal._make(((_mul_exp(y, f), real_power(c, f)),))


_set_p = Surreal.__dict__["_p"].__set__
_set_q = Surreal.__dict__["_q"].__set__
_set_hash = Surreal.__dict__["_hash"].__set__
ZERO = Surreal._make(())
ONE = Surreal._make(((0, 1),))
omega = Surreal._make(((1, 1),))
epsilon = Surreal._make(((-1, 1),))


# The sibling modules behind the methods, imported last because most of them import ``Surreal``
# back; each imports only those before it. (``ordinal`` is imported by its full name: the
# package names its function ``ordinal`` too.)
from cgt.numbers.surreal import parse, quotient  # noqa: E402
import cgt.numbers.surreal.ordinal as ordinals  # noqa: E402
from cgt.numbers.surreal import signs  # noqa: E402
