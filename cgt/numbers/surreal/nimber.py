"""Transfinite nimbers: nim-addition of ordinals, and nim-multiplication below ω^(ω^ω).

The ordinals form a field On₂ of characteristic 2 under the nim operations (Conway, *On Numbers
and Games*, ch. 6). Nim-addition is digit-wise in Cantor normal form: the coefficients of equal
powers of ω are nim-added (exclusive or), since 2^(ω·β + n) = ω^β·2^n (ONAG ch. 6), so
∗ω + ∗3 = ∗(ω+3).

Nim-multiplication. By Conway's simplest-extension theorem the field of ordinals below
κ = ω^(ω^(k-1)·p^n) (p the k-th odd prime) is built by adjoining p-th roots: κ(k,n)^p =
κ(k,n-1), and κ(k,0)^p = α_p, the least ordinal below κ(k,0) that is not a p-th power there
(ONAG ch. 6; Lenstra, "On the algebraic closure of two", Indag. Math. 39 (1977) 389–396, and
"Nim multiplication", Sém. Théorie des Nombres de Bordeaux 1977–78, exp. 11). So ω³ = 2 in On₂
(ω is the cube root of 2) and (ω^ω)^5 = 4, and the monomial ω^β with β = Σ ω^(k-1)·b_k is the
nim-product of the κ(k,n) raised to the base-p_k digits of b_k. A product of monomials adds the
digits and carries downward (κ(k,n)^p = κ(k,n-1), and at n = 0 a factor α_p); the finite
coefficients multiply in the finite nim field.

The α_p are tabulated for the odd primes p ≤ 257, so products are computed for ordinals whose
Cantor-normal-form exponents are below ω^54; beyond that ``nim product out of range`` is
raised rather than an extrapolation. The values α_3 = 2, α_5 = 4, α_7 = ω + 1 are Conway's
and Lenstra's. Lenstra's theorem gives every α_p the form κ_Q + m: with f the order of 2
modulo p, Q = Q(f) a set of prime powers q whose field degrees make up f, κ_Q the nim-sum of the
κ_q (κ_(2^n) = 2^(2^(n-1)), and κ_(r^n) = ω^(ω^(k-1)·r^(n-1)) for r the k-th odd prime), and the
*excess* m the least natural number for which κ_Q + m is not a p-th power. Lenstra's criterion
decides that: in a finite field of 2^d elements, with the order of 2 modulo p dividing d, c is a
p-th power iff c^((2^d - 1)/p) = 1. The Q-sets and excesses of ``LENSTRA`` for p ≤ 37 give
Lenstra's table; those for 41 ≤ p ≤ 257 are CGSuite's, from the same algorithm, and the tests
check them by the criterion where the field is small enough. Siegel, *Combinatorial Game
Theory*, ch. VIII, describes the same tower.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt.errors import CGTTypeError, CGTValueError
from cgt.lattice import NimberLevel, Outcome, ShortLevel, install_operators
from cgt.numbers.nim import nim_product
from cgt.numbers.surreal.ordinal import Cantor, Exponent, Ordinal, ordinal
from cgt.numbers.surreal.surreal import nimber_game

#: For each odd prime p ≤ 257, Lenstra's (Q-set, excess) of α_p = κ_Q + excess (see the module).
LENSTRA = {
    3: ((2,), 0), 5: ((4,), 0), 7: ((3,), 1), 11: ((5,), 1), 13: ((4, 3), 0), 17: ((8,), 0),
    19: ((9,), 4), 23: ((11,), 1), 29: ((4, 7), 0), 31: ((5,), 1), 37: ((4, 9), 0),
    41: ((5,), 1), 43: ((7,), 1), 47: ((23,), 1), 53: ((13,), 1), 59: ((29,), 1),
    61: ((3, 5), 0), 67: ((3, 11), 0), 71: ((5, 7), 0), 73: ((9,), 1), 79: ((13,), 1),
    83: ((41,), 1), 89: ((11,), 1), 97: ((16, 3), 0), 101: ((25,), 1), 103: ((3, 17), 0),
    107: ((53,), 1), 109: ((4, 9), 0), 113: ((4, 7), 0), 127: ((7,), 1), 131: ((5, 13), 0),
    137: ((17,), 1), 139: ((3, 23), 0), 149: ((37,), 1), 151: ((3, 5), 0), 157: ((13,), 1),
    163: ((81,), 4), 167: ((83,), 1), 173: ((4, 43), 0), 179: ((89,), 1), 181: ((9, 5), 0),
    191: ((5, 19), 0), 193: ((32, 3), 0), 197: ((4, 49), 0), 199: ((9, 11), 0),
    211: ((5, 7), 0), 223: ((37,), 1), 227: ((113,), 1), 229: ((19,), 1), 233: ((29,), 1),
    239: ((7, 17), 0), 241: ((8, 3), 0), 251: ((25,), 1), 257: ((16,), 0),
}

#: The odd primes p_1 = 3, p_2 = 5, ... for which α_p is known here.
PRIMES = tuple(LENSTRA)


def kappa_text(q: int) -> str:
    """κ_q for a prime power q, as text: 2^(2^(n-1)) for q = 2^n, ω^(ω^(k-1)·r^(n-1)) for
    q = r^n with r the k-th odd prime."""
    r = next((r for r in (2,) + PRIMES if q % r == 0), None)
    n, rest = 0, q
    while r is not None and rest % r == 0:
        rest, n = rest // r, n + 1
    if r is None or rest != 1:
        raise NimRangeError(f"κ_q is known here for powers of 2 and of the primes p ≤ "
                            f"{PRIMES[-1]}, not for q = {q}")
    if r == 2:
        return str(2 ** 2 ** (n - 1))
    k, power = PRIMES.index(r) + 1, r ** (n - 1)
    if k == 1:
        return "omega" if n == 1 else f"omega^{power}"
    level = "omega" if k == 2 else f"omega^{k - 1}"
    return f"omega^({level})" if n == 1 else f"omega^({level}*{power})"


class NimRangeError(CGTValueError):
    """A nim-product of ordinals beyond the tabulated part of the κ tower."""


class NimOrdinalError(CGTValueError):
    """Nim arithmetic given a number that is not an ordinal."""


def _as_ordinal(x: Any) -> Ordinal:
    if isinstance(x, Nimber):
        return x.ordinal
    if getattr(type(x), "is_nimber", None) is not None and hasattr(x, "nus"):
        if not x.is_nimber:
            raise NimOrdinalError(f"the game {x} is not a nimber")
        return ordinal(x.nus[2])
    try:
        return ordinal(x)
    except CGTValueError:
        raise NimOrdinalError(f"nim arithmetic applies only to ordinals, not {x}") from None


# -- elements: {monomial key: finite coefficient} ------------------------------------------------

# The key of a monomial ω^β: per level k, the base-p_k digits of β's coefficient, lowest first.
Key = tuple[tuple[int, ...], ...]
Element = dict[Key, int]


def _key(beta: Exponent) -> Key:
    """The digit vector of the monomial ω^β: for each prime p_k, the base-p_k digits of the
    coefficient b_k of ω^(k-1) in β, lowest level first."""
    digits = []
    coefficients: dict[int, int]
    if isinstance(beta, int):
        coefficients = {0: beta} if beta else {}
    else:
        coefficients = {}
        for b, c in beta._t:
            if not isinstance(b, int) or b >= len(PRIMES):
                raise NimRangeError("nim product out of range: the exponents of the Cantor "
                                    f"normal form must be below ω^{len(PRIMES)}, not {beta}")
            coefficients[b] = c
    top = max(coefficients, default=-1)
    for k in range(top + 1):
        b, p = coefficients.get(k, 0), PRIMES[k]
        ds = []
        while b:
            b, r = divmod(b, p)
            ds.append(r)
        digits.append(tuple(ds))
    return tuple(digits)


def _beta(key: Key) -> Ordinal:
    terms: list[tuple[Exponent, int]] = []
    for k in range(len(key) - 1, -1, -1):
        b = 0
        for d in reversed(key[k]):
            b = b * PRIMES[k] + d
        if b:
            terms.append((k, b))
    return Ordinal._make(tuple(terms))


def _trim(key: list[list[int]]) -> Key:
    out = [tuple(ds[:max((i + 1 for i, d in enumerate(ds) if d), default=0)]) for ds in key]
    while out and not out[-1]:
        out.pop()
    return tuple(out)


def _element(x: Ordinal) -> Element:
    return {_key(b): c for b, c in x._t}


def _ordinal(e: Element) -> Ordinal:
    terms = [(_beta(k), c) for k, c in e.items() if c]
    terms.sort(key=lambda t: t[0], reverse=True)
    return Ordinal._make(tuple((b.__int__() if b.is_finite else b, c) for b, c in terms))


_ALPHA: dict[int, Element] = {}


def alpha(p: int) -> Ordinal:
    """α_p = κ_Q + excess, the least ordinal that is not a p-th power below the field that
    adjoins p-th roots (see the module), for an odd prime p ≤ 257.

    >>> alpha(7), alpha(257)
    (Ordinal('omega+1'), Ordinal('256'))
    """
    if p not in LENSTRA:
        raise NimRangeError(f"α_p is known here for the odd primes p ≤ {PRIMES[-1]}, not {p}")
    qs, excess = LENSTRA[p]
    return nim_add(excess, *(ordinal(kappa_text(q)) for q in qs))


def _alpha(p: int) -> Element:
    e = _ALPHA.get(p)
    if e is None:
        e = _ALPHA[p] = _element(alpha(p))
    return e


def _mono_mul(m1: Key, m2: Key) -> Element:
    width = max(len(m1), len(m2))
    d = []
    for k in range(width):
        a = m1[k] if k < len(m1) else ()
        b = m2[k] if k < len(m2) else ()
        n = max(len(a), len(b))
        d.append([(a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0) for i in range(n)])
    extra: Element = {(): 1}
    for k in range(width - 1, -1, -1):
        p, ds = PRIMES[k], d[k]
        for n in range(len(ds) - 1, -1, -1):
            while ds[n] >= p:
                ds[n] -= p
                if n:
                    ds[n - 1] += 1
                else:
                    extra = _mul(extra, _alpha(p))
    key = _trim(d)
    if extra == {(): 1}:
        return {key: 1}
    return _mul({key: 1}, extra)


def _mul(x: Element, y: Element) -> Element:
    out: Element = {}
    for m1, a in x.items():
        for m2, b in y.items():
            c = nim_product(a, b)
            for m, e in _mono_mul(m1, m2).items():
                v = out.get(m, 0) ^ nim_product(e, c)
                if v:
                    out[m] = v
                else:
                    out.pop(m, None)
    return out


# -- public functions ------------------------------------------------------------------------------

def nim_add(*xs: Any) -> Ordinal:
    """The nim-sum of ordinals: the exclusive or of the coefficients of equal powers of ω."""
    # the terms by exponent: an int, or an infinite exponent by its Cantor normal form
    total: dict[int | tuple[str, Cantor], int] = {}
    order: dict[int | tuple[str, Cantor], Exponent] = {}
    for x in xs:
        for b, c in _as_ordinal(x)._t:
            key = b if isinstance(b, int) else ("o", b._t)
            order[key] = b
            total[key] = total.get(key, 0) ^ c
    terms = [(order[k], c) for k, c in total.items() if c]
    terms.sort(key=lambda t: ordinal(t[0]), reverse=True)
    return Ordinal._make(tuple(terms))


def nim_mul(*xs: Any) -> Ordinal:
    """The nim-product of ordinals whose Cantor normal forms have exponents below ω^11 (ONAG
    ch. 6; Lenstra 1977/78); ``NimRangeError`` ("nim product out of range") beyond."""
    result: Element = {(): 1}
    for x in xs:
        result = _mul(result, _element(_as_ordinal(x)))
    return _ordinal(result)


def nim_pow(x: Any, n: int) -> Ordinal:
    """x^⊗n for a natural number n, by square-and-multiply."""
    from_x = _element(_as_ordinal(x))
    if isinstance(n, bool) or not isinstance(n, int):
        raise CGTTypeError(f"the nim exponent n must be a natural number, not {n!r}")
    if n < 0:
        raise CGTValueError(f"the nim exponent n must be a natural number, not {n}")
    result: Element = {(): 1}
    while n:
        if n & 1:
            result = _mul(result, from_x)
        n >>= 1
        if n:
            from_x = _mul(from_x, from_x)
    return _ordinal(result)


class Nimber(NimberLevel):
    """The transfinite nimber ∗α of an infinite ordinal α; ``transfinite_nimber(α)`` builds it,
    and gives the finite nimber game ∗n for a natural number.

    Nimbers add by ``+`` (nim-addition), also with the finite nimber games, and multiply by
    ``conway_product`` (∗α·∗β = ∗(α ⊗ β)). They compare for equality only: an order raises
    ``CGTTypeError``.
    """

    __slots__ = ("ordinal",)
    ordinal: Ordinal

    def __init__(self, *args: Any) -> None:
        raise CGTTypeError("build a transfinite nimber with transfinite_nimber(alpha)")

    @classmethod
    def _make(cls, alpha: Ordinal) -> Nimber:
        self = object.__new__(cls)
        object.__setattr__(self, "ordinal", alpha)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Nimber is immutable")

    def __reduce__(self) -> tuple[Callable[[Any], Any], tuple[Ordinal]]:
        return (transfinite_nimber, (self.ordinal,))

    def __hash__(self) -> int:
        return hash((Nimber, self.ordinal))

    @classmethod
    def _lift(cls, x: Any) -> Any:
        """``x`` as a nimber (the coercion of ``cgt.lattice``): a transfinite nimber, or a
        short game that is a finite nimber; ``None`` otherwise (an int is a number, not a
        nimber)."""
        if isinstance(x, Nimber) or (isinstance(x, ShortLevel) and x.is_nimber):
            return x
        return None

    @property
    def is_number(self) -> bool:
        """False: an infinite nimber is not a number."""
        return False

    @property
    def is_nimber(self) -> bool:
        """True."""
        return True

    @property
    def outcome(self) -> Outcome:
        """N: the first player moves to 0."""
        return Outcome.N

    def __neg__(self) -> Nimber:
        return self

    def __pos__(self) -> Nimber:
        return self

    def conway_product(self, other: Any) -> Any:
        """∗α·∗β = ∗(α ⊗ β), the nim-product of the ordinals (ONAG ch. 6)."""
        return transfinite_nimber(nim_mul(self, other))

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
        return f"transfinite_nimber({self.ordinal.to_ascii()!r})"

    def _repr_latex_(self) -> str:
        return f"${self.to_latex()}$"


def _nim_sum(x: Any, y: Any) -> Any:
    return transfinite_nimber(nim_add(x, y))


install_operators(Nimber, {"+": _nim_sum, "-": _nim_sum,
                           "==": lambda x, y: _as_ordinal(x) == _as_ordinal(y)})


def transfinite_nimber(alpha: Any) -> Any:
    """∗α for an ordinal α (an ``Ordinal``, an ordinal ``Surreal``, a natural number or text such
    as ``"omega+1"``): a ``Nimber`` when α is infinite, the finite nimber game ∗n otherwise."""
    a = _as_ordinal(alpha)
    if a.is_finite:
        return nimber_game(int(a))
    return Nimber._make(a)


__all__ = ["LENSTRA", "NimOrdinalError", "NimRangeError", "Nimber", "PRIMES", "alpha",
           "kappa_text", "nim_add", "nim_mul", "nim_pow", "transfinite_nimber"]
